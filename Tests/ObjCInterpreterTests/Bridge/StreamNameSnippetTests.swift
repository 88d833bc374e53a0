import XCTest

/// A stream's `name`, which RAC 2.5 declares `readwrite`: set through the property or `-setName:`,
/// it is kept whatever `RAC_DEBUG_SIGNAL_NAMES` says; only `-setNameWithFormat:` needs the
/// variable, and the tests run without it.
final class StreamNameSnippetTests: LeakCheckedTestCase {
  func testANameSetThroughThePropertyIsTheNameReadBack() {
    assertPrints(
      #"""
      RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
          [subscriber sendNext:@1];
          return nil;
      }];
      NSLog(@"[%@]", signal.name);
      signal.name = @"numbers";
      NSLog(@"%@", signal.name);
      NSString *before = signal.name;
      [signal setName:@"renamed"];
      NSLog(@"%@ then %@", before, signal.name);
      [signal setNameWithFormat:@"formatted %d", 1];
      NSLog(@"%@", signal.name);
      RACSubject *subject = [RACSubject subject];
      subject.name = signal.name;
      NSLog(@"%@ %d", subject.name, [subject.name isEqualToString:@"renamed"]);
      NSLog(@"[%@]", [signal map:^id(id x) { return x; }].name);
      """#,
      ["[]", "numbers", "numbers then renamed", "renamed", "renamed 1", "[]"])
  }
}
