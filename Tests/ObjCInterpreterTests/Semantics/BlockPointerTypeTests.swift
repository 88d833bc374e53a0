import XCTest

/// A block literal passed where a block type is declared is checked as clang checks it
/// ("incompatible block pointer types sending … to parameter of type …"), at the literal: for the
/// core's methods from RAC 2.5's declared signatures, for the program's own methods from their
/// declarations. Only what clang surely rejects is rejected.
final class BlockPointerTypeTests: LeakCheckedTestCase {
  func testAMapBlockOfTwoParametersIsRejectedAtTheLiteralWithClangsWords() {
    assertFails(
      """
      RACSignal *s = [RACSignal return:@1];
      [s map:^(id x, id y) { return x; }];
      """,
      containing: "incompatible block pointer types sending 'id (^)(id, id)' to parameter of type 'id (^)(id)'",
      at: (2, 8))
  }

  func testAFilterBlockThatReturnsAnObjectIsRejected() {
    assertFails(
      """
      RACSignal *s = [RACSignal return:@1];
      [s filter:^id(id x) { return x; }];
      """,
      containing: "sending 'id (^)(id)' to parameter of type 'BOOL (^)(id)'", at: (2, 11))
    assertFails(
      "[[RACSignal return:@1] filter:^(id x) { return @YES; }];",
      containing: "sending 'NSNumber *(^)(id)' to parameter of type 'BOOL (^)(id)'")
  }

  func testASubscribeNextBlockWithoutItsParameterIsRejected() {
    assertFails(
      "[[RACSignal return:@1] subscribeNext:^{ NSLog(@\"next\"); }];",
      containing: "sending 'void (^)(void)' to parameter of type 'void (^)(id)'", at: (1, 38))
  }

  func testAMapBlockThatReturnsNothingIsRejected() {
    assertFails(
      "[[RACSignal return:@1] map:^(id x) { NSLog(@\"%@\", x); }];",
      containing: "sending 'void (^)(id)' to parameter of type 'id (^)(id)'")
  }

  func testBlocksClangAcceptsStillRun() {
    // Covariant parameter and return types, an inferred scalar for BOOL, a written BOOL, a block
    // of a variadic reduce (declared without a prototype in RAC's header), a completed block.
    assertPrints(
      #"""
      RACSignal *s = [RACSignal return:@2];
      [[s map:^(NSNumber *x) { return @(x.intValue * 2); }] subscribeNext:^(NSNumber *x) { NSLog(@"map %@", x); }];
      [[s filter:^(NSNumber *x) { return x.intValue > 1; }] subscribeNext:^(id x) { NSLog(@"filter %@", x); }];
      [[s filter:^BOOL(id x) { return YES; }] subscribeNext:^(id x) { NSLog(@"BOOL %@", x); }];
      [[[RACSignal zip:@[s, s]] reduceEach:^(NSNumber *a, NSNumber *b) { return @(a.intValue + b.intValue); }]
        subscribeNext:^(id x) { NSLog(@"sum %@", x); } completed:^{ NSLog(@"done"); }];
      """#,
      ["map 4", "filter 2", "BOOL 2", "sum 4", "done"])
  }

  func testAProgramsOwnMethodChecksTheBlockAgainstItsDeclaredParameter() {
    let program = #"""
      @interface Walker : NSObject
      - (void)each:(void (^)(id value))block;
      - (void)any:(id (^)())block;
      @end
      @implementation Walker
      - (void)each:(void (^)(id value))block { block(@1); }
      - (void)any:(id (^)())block { NSLog(@"any"); }
      @end
      Walker *walker = [Walker new];
      [walker any:^(id a, id b) { return a; }];
      [walker each:^(id value) { NSLog(@"each %@", value); }];
      [walker each:^{ NSLog(@"none"); }];
      """#
    let run = SnippetRun.run(program)
    XCTAssertEqual(run.output, ["any", "each 1"])
    XCTAssertEqual(
      run.errorHeadline.map { $0.components(separatedBy: "error: ").last ?? $0 },
      "incompatible block pointer types sending 'void (^)(void)' to parameter of type 'void (^)(id)'")
    XCTAssertEqual(run.error?.location.line, 12)
  }

  func testAUnaryMessageMissingItsBracketSaysExpectedBracketAsClangDoes() {
    assertFails(
      "NSObject *o = [NSObject new];\nNSString *d = [o description;", containing: "expected ']'", at: (2, 29))
  }
}
