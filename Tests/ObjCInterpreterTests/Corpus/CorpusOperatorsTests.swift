import XCTest

/// The signal operators the RAC 2.x posts demonstrate, each on the smallest program that shows it.
final class CorpusOperatorsTests: LeakCheckedTestCase {
  func testTakeStopsAfterTheCountAndCompletes() {
    assertPrints(
      """
      RACSignal *five = [@[ @"a", @"b", @"c", @"d" ].rac_sequence.signal take:2];
      [five subscribeNext:^(id x) { NSLog(@"%@", x); } completed:^{ NSLog(@"complete"); }];
      """,
      ["a", "b", "complete"])
  }

  func testTakeLastWaitsForCompletion() {
    assertPrints(
      """
      RACSubject *s = [RACSubject subject];
      [[s takeLast:2] subscribeNext:^(id x) { NSLog(@"%@", x); }];
      [s sendNext:@1]; [s sendNext:@2]; [s sendNext:@3];
      NSLog(@"before completion");
      [s sendCompleted];
      """,
      ["before completion", "2", "3"])
  }

  func testSkipAndSkipUntilBlock() {
    assertPrints(
      """
      RACSignal *xs = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
        [s sendNext:@1]; [s sendNext:@9]; [s sendNext:@2]; [s sendCompleted];
        return nil;
      }];
      [[xs skip:2] subscribeNext:^(id x) { NSLog(@"skip %@", x); }];
      [[xs skipUntilBlock:^BOOL(NSNumber *x) { return x.intValue > 5; }] subscribeNext:^(id x) { NSLog(@"until %@", x); }];
      """,
      ["skip 2", "until 9", "until 2"])
  }

  func testThenIgnoresTheFirstSignalsValuesButRunsItsSideEffects() {
    assertPrints(
      """
      RACSignal *first = [[RACSignal return:@"ignored"] doNext:^(id x) { NSLog(@"side effect %@", x); }];
      [[first then:^{ return [RACSignal return:@"kept"]; }] subscribeNext:^(id x) { NSLog(@"value %@", x); }];
      """,
      ["side effect ignored", "value kept"])
  }

  func testRetryResubscribesUntilTheSignalSucceeds() {
    assertPrints(
      """
      __block int attempt = 0;
      RACSignal *flaky = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
        attempt++;
        NSLog(@"attempt %d", attempt);
        if (attempt < 3) [s sendError:[NSError errorWithDomain:@"net" code:attempt userInfo:nil]];
        else { [s sendNext:@"ok"]; [s sendCompleted]; }
        return nil;
      }];
      [[flaky retry] subscribeNext:^(id x) { NSLog(@"%@", x); }];
      """,
      ["attempt 1", "attempt 2", "attempt 3", "ok"])
  }

  func testColdSignalsRunTheirSideEffectsForEverySubscriptionThroughOperators() {
    // As in RAC 2.5, this leaks: bind:'s `signals` array keeps `base` until it completes, `base`'s
    // block keeps `trigger`, and `trigger`, which never completes, keeps the subscriber chain.
    expectsLeakedObjects = true
    assertPrints(
      """
      __block NSInteger subscriptions = 0;
      RACSubject *trigger = [RACSubject subject];
      RACSignal *base = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
        subscriptions++;
        NSLog(@"subscribed %@", @(subscriptions));
        [trigger subscribeNext:^(id x) { [s sendNext:x]; }];
        return nil;
      }];
      [base subscribeNext:^(id x) { NSLog(@"plain %@", x); }];
      [[base map:^id(NSNumber *x) { return @(x.intValue + 100); }] subscribeNext:^(id x) { NSLog(@"mapped %@", x); }];
      [trigger sendNext:@1];
      """,
      ["subscribed 1", "subscribed 2", "plain 1", "mapped 101"])
  }

  func testDelayShiftsValuesOnVirtualTime() {
    assertPrints(
      """
      RACSignal *later = [[RACSignal return:@"late"] delay:2];
      NSLog(@"subscribing");
      [later subscribeNext:^(id x) { NSLog(@"%@", x); }];
      [[RACScheduler mainThreadScheduler] afterDelay:1 schedule:^{ NSLog(@"one second"); }];
      """,
      ["subscribing", "one second", "late"])
  }

  func testThrottleSendsOnlyValuesFollowedByQuiet() {
    // As in RAC 2.5: a subscription over a subject that never ends keeps its subscriber alive
    // (RACSubjectTests.testASubscriptionThatNeverEndsKeepsItsSubscriberAliveAsInRAC).
    expectsLeakedObjects = true
    assertPrints(
      """
      RACSubject *typing = [RACSubject subject];
      [[typing throttle:0.5] subscribeNext:^(id x) { NSLog(@"search %@", x); }];
      [typing sendNext:@"r"];
      [[RACScheduler mainThreadScheduler] afterDelay:0.2 schedule:^{ [typing sendNext:@"ra"]; }];
      [[RACScheduler mainThreadScheduler] afterDelay:0.4 schedule:^{ [typing sendNext:@"rac"]; }];
      [[RACScheduler mainThreadScheduler] afterDelay:2 schedule:^{ [typing sendNext:@"race"]; }];
      """,
      ["search rac", "search race"])
  }

  func testTimeoutErrorsWithRACSignalErrorTimedOut() {
    assertPrints(
      """
      RACSignal *slow = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
        [[RACScheduler mainThreadScheduler] afterDelay:5 schedule:^{ [s sendNext:@"too late"]; }];
        return nil;
      }];
      [[slow timeout:1 onScheduler:[RACScheduler mainThreadScheduler]] subscribeNext:^(id x) {
        NSLog(@"%@", x);
      } error:^(NSError *error) {
        NSLog(@"%@ %ld", error.domain, (long)error.code);
      }];
      """,
      ["RACSignalErrorDomain 1"])
  }

  func testTryMapAndRepeatAndSampleAreAvailable() {
    // As in RAC 2.5: a subscription over a subject that never ends keeps its subscriber alive
    // (RACSubjectTests.testASubscriptionThatNeverEndsKeepsItsSubscriberAliveAsInRAC).
    expectsLeakedObjects = true
    assertPrints(
      """
      [[[RACSignal return:@"x"] tryMap:^id(NSString *v, NSError **errorPtr) { return [v stringByAppendingString:@"y"]; }]
        subscribeNext:^(id x) { NSLog(@"%@", x); }];
      [[[[RACSignal return:@"r"] repeat] take:2] subscribeNext:^(id x) { NSLog(@"%@", x); }];
      RACSubject *values = [RACSubject subject];
      RACSubject *ticks = [RACSubject subject];
      [[values sample:ticks] subscribeNext:^(id x) { NSLog(@"sampled %@", x); }];
      [values sendNext:@1]; [values sendNext:@2]; [ticks sendNext:@0];
      """,
      // repeat's second subscription is a turn of the current (main) scheduler (subscribeForever's
      // recursion), so its "r" comes after the rest of the program.
      ["xy", "r", "sampled 2", "r"])
  }

  func testIfThenElseAndSwitchCasesDefault() {
    assertPrints(
      """
      RACSignal *flag = [@[ @YES, @NO ].rac_sequence signalWithScheduler:[RACScheduler immediateScheduler]];
      [[RACSignal if:flag then:[RACSignal return:@"yes"] else:[RACSignal return:@"no"]] subscribeNext:^(id x) { NSLog(@"%@", x); }];
      RACSignal *key = [RACSignal return:@"b"];
      [[RACSignal switch:key cases:@{ @"a": [RACSignal return:@1], @"b": [RACSignal return:@2] } default:[RACSignal return:@0]]
        subscribeNext:^(id x) { NSLog(@"%@", x); }];
      """,
      ["yes", "no", "2"])
  }

  func testZipWithAndAUserMacroWithGNUCommaPaste() {
    assertPrints(
      """
      #define JOIN(FMT, ...) ([NSString stringWithFormat:FMT, ##__VA_ARGS__])
      RACSignal *letters = [@[ @"a", @"b" ].rac_sequence signalWithScheduler:[RACScheduler immediateScheduler]];
      RACSignal *digits = [RACSignal return:@"1"];
      [[letters zipWith:digits] subscribeNext:^(RACTuple *t) {
        RACTupleUnpack(NSString *l, NSString *d) = t;
        NSLog(@"%@", JOIN(@"%@-%@", l, d));
        NSLog(@"%@", JOIN(@"plain"));
      }];
      """,
      ["a-1", "plain"])
  }

  func testStartEagerlyRunsAtOnceAndStartLazilyOnFirstSubscription() {
    assertPrints(
      """
      RACSignal *eager = [RACSignal startEagerlyWithScheduler:[RACScheduler immediateScheduler] block:^(id<RACSubscriber> s) {
        NSLog(@"eager work");
        [s sendNext:@"e"]; [s sendCompleted];
      }];
      RACSignal *lazy = [RACSignal startLazilyWithScheduler:[RACScheduler immediateScheduler] block:^(id<RACSubscriber> s) {
        NSLog(@"lazy work");
        [s sendNext:@"l"]; [s sendCompleted];
      }];
      NSLog(@"made both");
      [eager subscribeNext:^(id x) { NSLog(@"%@", x); }];
      [lazy subscribeNext:^(id x) { NSLog(@"%@", x); }];
      [lazy subscribeNext:^(id x) { NSLog(@"%@", x); }];
      """,
      ["eager work", "made both", "e", "lazy work", "l", "l"])
  }

  func testBlockingFirstAndToArrayWaitForABackgroundSignal() throws {
    try XCTSkipUnless(
      ProcessInfo.processInfo.environment["QA_RUN_HANGERS"] == "1",
      "hangs the test process today (first/toArray on a background signal never return); QA_RUN_HANGERS=1 runs it")
    assertPrints(
      """
      RACSignal *numbers = @[ @4, @5 ].rac_sequence.signal;
      NSLog(@"%@", [numbers first]);
      NSLog(@"%@", [[numbers toArray] componentsJoinedByString:@" "]);
      """,
      ["4", "4 5"])
  }

  func testFirstOnASignalThatNeverSendsStopsWithAnError() throws {
    try XCTSkipUnless(
      ProcessInfo.processInfo.environment["QA_RUN_HANGERS"] == "1",
      "hangs the test process today; QA_RUN_HANGERS=1 runs it")
    assertFails("NSLog(@\"%@\", [[RACSignal never] first]);", containing: "first", at: (1, 14))
  }
}
