import XCTest

/// Statements: if/else, the loops with break and continue, switch with fall-through, the
/// conditional operators, @autoreleasepool, @synchronized, @try.
final class ControlFlowTests: LeakCheckedTestCase {
  func testLoopsWithBreakAndContinue() {
    assertPrints(
      #"""
      for (int i = 0; i < 5; i++) { if (i == 1) continue; if (i == 3) break; NSLog(@"for %d", i); }
      int k = 0; while (k < 3) { k++; if (k == 2) continue; NSLog(@"while %d", k); }
      do { NSLog(@"do %d", k); k--; } while (k > 1);
      """#,
      ["for 0", "for 2", "while 1", "while 3", "do 3", "do 2"])
  }

  func testForInEnumeratesArraysDictionaryKeysAndSequences() {
    assertPrints(
      #"""
      for (NSString *s in @[@"a", @"b"]) NSLog(@"%@", s);
      NSDictionary *d = @{@"k": @1};
      for (id key in d) NSLog(@"%@=%@", key, d[key]);
      for (NSNumber *n in @[@1, @2].rac_sequence) NSLog(@"%@", n);
      id existing; for (existing in @[@"x"]) {} NSLog(@"%@", existing);
      for (id nothing in nil) NSLog(@"never");
      """#,
      ["a", "b", "k=1", "1", "2", "x"])
  }

  func testSwitchFallsThroughUntilBreak() {
    assertPrints(
      #"""
      for (int i = 0; i < 4; i++) {
        switch (i) {
          case 0: NSLog(@"zero");
          case 1: NSLog(@"zero or one"); break;
          default: NSLog(@"other %d", i);
        }
      }
      """#,
      ["zero", "zero or one", "zero or one", "other 2", "other 3"])
  }

  func testConditionalOperatorsAndTheGNUElvis() {
    assertPrints(
      #"""
      id none = nil;
      NSLog(@"%@ %@ %@", YES ? @"yes" : @"no", none ?: @"fallback", @"value" ?: @"fallback");
      """#,
      ["yes fallback value"])
  }

  func testConditionsTestObjectsForNilNotForZero() {
    assertPrints(
      #"""
      NSNumber *zero = @0;
      if (zero) NSLog(@"an NSNumber 0 is an object");
      if (!zero.boolValue) NSLog(@"whose boolValue is NO");
      NSString *missing = nil;
      if (!missing) NSLog(@"nil is false");
      """#,
      ["an NSNumber 0 is an object", "whose boolValue is NO", "nil is false"])
  }

  func testScopedStatementsRunTheirBodies() {
    assertPrints(
      #"""
      NSObject *token = [NSObject new];
      @synchronized (token) { @autoreleasepool { NSLog(@"inside"); } }
      """#,
      ["inside"])
  }

  func testTryCatchesAnExceptionAndFinallyRuns() {
    assertPrints(
      #"""
      @try {
        NSArray *a = @[@1];
        [a objectAtIndex:3];
        NSLog(@"not reached");
      } @catch (NSException *e) {
        NSLog(@"%@: %@", e.name, e.reason);
      } @finally {
        NSLog(@"finally");
      }
      """#,
      ["NSRangeException: *** -[__NSArrayI objectAtIndex:]: index 3 beyond bounds [0 .. 0]", "finally"])
  }

  func testAnUncaughtExceptionStopsTheRunWithItsReason() {
    assertFails(
      "NSMutableArray *a = [NSMutableArray array];\n[a addObject:nil];",
      containing:
        "uncaught exception: NSInvalidArgumentException: *** -[__NSArrayM insertObject:atIndex:]: object cannot be nil",
      at: (2, 1))
  }

  func testReturnAtTheTopLevelEndsTheProgram() {
    assertPrints(#"NSLog(@"one"); return; NSLog(@"two");"#, ["one"])
  }

  func testAGNUCaseRangeMatchesEveryValueFromItsFirstToItsLast() {
    assertPrints(
      """
      for (int i = 0; i < 9; i += 2) {
        switch (i) {
          case 1 ... 4: NSLog(@"%d low", i); break;
          case 5 ... 6:
          case 8: NSLog(@"%d high", i); break;
          case 7 ... 3: NSLog(@"%d never", i); break;
          default: NSLog(@"%d other", i);
        }
      }
      """,
      ["0 other", "2 low", "4 low", "6 high", "8 high"])
  }
}
