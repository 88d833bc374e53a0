import XCTest

/// The interpreter end to end on the smallest programs: a message, a block, a signal.
final class SmokeTests: LeakCheckedTestCase {
  func testASignalMappedAndSubscribedPrintsWhatThePostPrints() {
    assertPrints(
      """
      RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
      [subscriber sendNext:@"ABC"];
      return nil;
      }];
      RACSignal *mappedSignalA=[signal map:^id(id value) {
      NSString *text=value;
      return @(text.length);
      }];
      [mappedSignalA subscribeNext:^(id x) {
      NSLog(@"class-%@,value-%@",[x class],x);
      }];
      """,
      ["class-__NSCFNumber,value-3"])
  }
}
