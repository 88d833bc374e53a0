import XCTest

/// `-init` of the core's classes whose RAC 2.5 `-init` is their designated initializer:
/// `[RACSubject new]` (ReactiveObjC's RACSubjectSpec makes its subject so), `[[RACReplaySubject
/// alloc] init]` (unlimited capacity), `[RACBehaviorSubject new]` (current value nil) and `[RACTuple
/// new]` (empty) stopped the run ("not supported; use the class's factory method"), and
/// `[RACScopedDisposable new]` made a plain `RACDisposable`.
final class CoreClassInitTests: LeakCheckedTestCase {
  func testSubjectsMadeByInitBehaveAsTheirFactoriesMakeThem() {
    assertPrints(
      #"""
      RACSubject *subject = [RACSubject new];
      [subject subscribeNext:^(id x) { NSLog(@"subject %@", x); }];
      [subject sendNext:@1];
      RACReplaySubject *replay = [[RACReplaySubject alloc] init];
      [replay sendNext:@2];
      [replay sendNext:@3];
      [replay subscribeNext:^(id x) { NSLog(@"replayed %@", x); }];
      RACBehaviorSubject *behavior = [RACBehaviorSubject new];
      [behavior subscribeNext:^(id x) { NSLog(@"behavior %@", x); }];
      [behavior sendNext:@4];
      NSLog(@"%@ %@ %@", [subject class], [replay class], [behavior class]);
      """#,
      [
        "subject 1", "replayed 2", "replayed 3", "behavior (null)", "behavior 4",
        "RACSubject RACReplaySubject RACBehaviorSubject",
      ])
  }

  func testATupleMadeByInitIsEmpty() {
    assertPrints(
      #"""
      RACTuple *tuple = [RACTuple new];
      NSLog(@"%lu %@", (unsigned long)tuple.count, tuple.first);
      """#,
      ["0 (null)"])
  }

  /// RACDisposable's `-init`, inherited: a scoped disposable with nothing to run.
  func testAScopedDisposableMadeByInitIsOne() {
    assertPrints(
      #"""
      RACScopedDisposable *scoped = [RACScopedDisposable new];
      NSLog(@"%@ %d", [scoped class], scoped.disposed);
      [scoped dispose];
      NSLog(@"%d", scoped.disposed);
      """#,
      ["RACScopedDisposable 0", "1"])
  }
}
