import XCTest

/// Operators' operands, conditions, `@(…)` and statements whose value is dropped compute numbers as
/// they are (`ScalarEvaluator`, issue 37): what C computes must not change, nor the order the
/// operands are evaluated in, nor what an object operand does.
final class ScalarOperandTests: LeakCheckedTestCase {
  func testACompoundAssignmentEvaluatesItsValueBeforeReadingItsTarget() {
    assertPrints(
      #"""
      __block int x = 1;
      int (^bump)(void) = ^{ x = 10; return 5; };
      x += bump();
      NSLog(@"%d", x);
      """#,
      ["15"])
  }

  func testACompoundAssignmentConvertsToTheTargetsType() {
    assertPrints(
      #"""
      char c = 100; c += 100;
      int n = 7; n /= 2.0;
      double d = 1; d += 1 / 2;
      unsigned char byte = 0; byte -= 1;
      NSLog(@"%d %d %g %d", c, n, d, byte);
      """#,
      ["-56 3 1 255"])
  }

  func testACompoundAssignmentOnAPropertyAndAnArrayElementReadsAndWritesThem() {
    assertPrints(
      #"""
      @interface Counter : NSObject
      @property (nonatomic) NSInteger total;
      @end
      @implementation Counter
      @end
      Counter *counter = [[Counter alloc] init];
      counter.total += 4; counter.total *= 3;
      int values[2] = {1, 2};
      values[1] <<= 3;
      NSLog(@"%ld %d", (long)counter.total, values[1]);
      """#,
      ["12 16"])
  }

  func testObjectOperandsAreComparedAsPointersAndNilIsZero() {
    assertPrints(
      #"""
      NSNumber *number = @3;
      NSNumber *none = nil;
      NSLog(@"%d %d %d %d %d", number == nil, number != nil, none == 0, number && 0, none || 2.5);
      """#,
      ["0 1 1 0 1"])
  }

  func testAnObjectInArithmeticIsStillAnError() {
    assertFails(
      #"""
      NSNumber *number = @1;
      NSInteger doubled = number * 2;
      """#,
      containing: "invalid operand to '*'")
  }

  func testBoxingAnOperatorsResultKeepsItsPromotedType() {
    assertPrints(
      #"""
      char a = 100, b = 100;
      NSInteger i = 7;
      unsigned u = 0;
      NSLog(@"%@ %@ %@ %@ %@", @(a + b), @(i / 2), @(i / 2.0), @(i > 3), @(u - 1));
      """#,
      ["200 3 3.5 1 4294967295"])
  }

  func testIncrementingAVariableABlockSharesIsSeenByTheBlock() {
    assertPrints(
      #"""
      __block NSInteger count = 0;
      void (^show)(void) = ^{ NSLog(@"%ld", (long)count); };
      count++; ++count; count--;
      show();
      NSInteger copy = count++;
      NSLog(@"%ld %ld", (long)copy, (long)count);
      """#,
      ["1", "1 2"])
  }

  func testConditionsTestNumbersAndObjects() {
    assertPrints(
      #"""
      int steps = 0;
      for (double d = 0.5; d; d -= 0.25) steps++;
      NSString *text = @"x";
      int objects = 0;
      while (text) { objects++; text = nil; }
      if (steps == 2 && objects) NSLog(@"%d %d", steps, objects);
      """#,
      ["2 1"])
  }

  func testBlocksOfOneStatementReturnAndRunAsLongerOnesDo() {
    assertPrints(
      #"""
      __block NSInteger total = 0;
      NSNumber *(^triple)(NSNumber *) = ^(NSNumber *value) { return @(value.integerValue * 3); };
      BOOL (^isEven)(NSNumber *) = ^BOOL(NSNumber *value) { return value.integerValue % 2 == 0; };
      void (^add)(NSNumber *) = ^(NSNumber *value) { total += value.integerValue; };
      for (NSInteger i = 0; i < 5; i++) {
        NSNumber *tripled = triple(@(i));
        if (isEven(tripled)) add(tripled);
      }
      NSLog(@"%ld", (long)total);
      """#,
      ["18"])
  }
}
