import XCTest

/// Messages: to nil (nil, 0, NO), to classes (`[x class]`, `self.class`, `class.empty`,
/// `[class return:v]`), dot syntax, and Objective-C's words for an unknown selector.
final class MessagingTests: LeakCheckedTestCase {
  func testMessagesToNilAnswerNilZeroAndNo() {
    assertPrints(
      #"""
      NSArray *none = nil;
      NSLog(@"%@ %lu %d %@", [none firstObject], (unsigned long)none.count, [none containsObject:@1], [[none class] description]);
      """#,
      ["(null) 0 0 (null)"])
  }

  func testClassesAreValues() {
    assertPrints(
      #"""
      RACSignal *signal = [RACSignal return:@1];
      Class class = signal.class;
      NSLog(@"%@ %@ %@", class, [signal class], self.class);
      RACSignal *empty = class.empty;
      RACSignal *one = [class return:@"v"];
      NSLog(@"%@ %@", [empty class], [one class]);
      NSLog(@"%d %d", [one isKindOfClass:[RACSignal class]], [one isMemberOfClass:[RACSignal class]]);
      """#,
      ["RACReturnSignal RACReturnSignal Snippet", "RACEmptySignal RACReturnSignal", "1 0"])
  }

  func testDotSyntaxSendsGettersAndSetters() {
    assertPrints(
      #"""
      NSMutableString *s = [NSMutableString stringWithString:@"ab"];
      NSLog(@"%lu %@", s.length, s.uppercaseString);
      RACSerialDisposable *serial = [RACSerialDisposable new];
      serial.disposable = [RACDisposable disposableWithBlock:^{ NSLog(@"disposed"); }];
      [serial dispose];
      """#,
      ["2 AB", "disposed"])
  }

  func testAnUnknownSelectorIsObjectiveCsError() {
    assertFails(
      "RACSignal *s = [RACSignal empty];\n[s subscribeNxt:^(id x) {}];",
      containing: "-[RACEmptySignal subscribeNxt:]: unrecognized selector sent to instance 0x", at: (2, 1))
    assertFails("[RACSignal foo];", containing: "+[RACSignal foo]: unrecognized selector sent to class")
  }

  func testAnUnknownSelectorSuggestsACloseOne() {
    assertFails("[[RACSignal empty] subscribeNxt:^(id x) {}];", containing: "did you mean 'subscribeNext:'?")
  }

  func testAWrongArgumentSaysWhatTheMethodTakes() {
    assertFails(
      "[[RACSignal empty] take:@3];",
      containing: "argument 1 of -[RACEmptySignal take:] must be an integer, got '__NSCFNumber *'", at: (1, 1))
  }

  func testAScalarWhereAnObjectGoesIsTheCompilersError() {
    assertFails("RACSubject *s = [RACSubject subject];\n[s sendNext:5];", containing: "not an object (box it: @(…))")
  }

  func testRespondsToSelectorKnowsLibraryAndSnippetMethods() {
    assertPrints(
      #"""
      NSLog(@"%d %d %d", [@"a" respondsToSelector:@selector(length)], [@"a" respondsToSelector:@selector(map:)],
            [[RACSignal empty] respondsToSelector:@selector(map:)]);
      """#,
      ["1 0 1"])
  }
}
