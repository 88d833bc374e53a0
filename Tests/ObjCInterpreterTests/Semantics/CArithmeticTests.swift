import XCTest

/// C's scalar types behave as on 64-bit iOS: integer division truncates, unsigned values wrap,
/// assignment truncates to the target type, `BOOL` is `bool`, the usual arithmetic conversions pick
/// the operation's type.
final class CArithmeticTests: LeakCheckedTestCase {
  func testIntegerDivisionAndRemainderTruncateTowardZero() {
    assertPrints(
      #"int a = 7, b = 2; NSLog(@"%d %d %d %d %d", a / b, a % b, -a / b, -a % b, a / -b);"#, ["3 1 -3 -1 -3"])
  }

  func testUnsignedArithmeticWrapsAround() {
    assertPrints(
      #"""
      unsigned u = 0; u--;
      NSUInteger big = 0; big -= 1;
      NSLog(@"%u %lu", u, big);
      """#,
      ["4294967295 18446744073709551615"])
  }

  func testAComparisonOfSignedAndUnsignedConvertsTheSignedOne() {
    assertPrints(#"int minus = -1; unsigned one = 1; NSLog(@"%d %d", minus < one, minus < 1);"#, ["0 1"])
  }

  func testAssignmentTruncatesToTheVariablesType() {
    assertPrints(
      #"""
      NSInteger n = 3.99; int negative = -2.7; char c = 300; BOOL flag = 256; unsigned char byte = -1;
      NSLog(@"%ld %d %d %d %d", n, negative, c, flag, byte);
      """#,
      ["3 -2 44 1 255"])
  }

  func testIncrementAndDecrementWrapInTheVariablesOwnType() {
    assertPrints(
      #"""
      char c = 127; c++; unsigned char byte = 0; byte--; short s = -32768; --s; BOOL flag = YES; flag++;
      int max = 2147483647; int before = max++; NSUInteger zero = 0; NSUInteger after = --zero;
      double half = -0.5; half++; float f = 1.5f; f--;
      NSLog(@"%d %d %d %d %d %d %lu %lu %g %g", c, byte, s, flag, before, max, after, zero, half, f);
      """#,
      ["-128 255 32767 1 2147483647 -2147483648 18446744073709551615 18446744073709551615 0.5 0.5"])
  }

  func testIntOverflowWrapsAt32Bits() {
    assertPrints(#"int max = 2147483647; max = max + 1; NSLog(@"%d", max);"#, ["-2147483648"])
  }

  func testMixedArithmeticUsesTheWiderType() {
    assertPrints(
      #"int a = 7; double d = a / 2; double e = a / 2.0; CGFloat f = (CGFloat)a / 2; NSLog(@"%g %g %g", d, e, f);"#,
      ["3 3.5 3.5"])
  }

  func testShiftsAndBitwiseOperators() {
    assertPrints(
      #"NSUInteger flags = 1 << 3 | 1; NSLog(@"%lu %lu %d %d", flags, flags & 8, ~0, 0x0F ^ 0xFF);"#, ["9 8 -1 240"])
  }

  func testIncrementsReturnTheOldOrNewValue() {
    assertPrints(#"int i = 5; int a = i++; int b = ++i; int c = i--; NSLog(@"%d %d %d %d", a, b, c, i);"#, ["5 7 7 6"])
  }

  func testCompoundAssignmentsConvertBackToTheTarget() {
    assertPrints(#"int x = 10; x /= 3; x *= 2.5; unsigned char b = 250; b += 10; NSLog(@"%d %d", x, b);"#, ["7 4"])
  }

  func testLogicalOperatorsShortCircuitAndGiveIntegers() {
    assertPrints(
      #"""
      __block int calls = 0;
      BOOL (^touch)(void) = ^BOOL { calls++; return YES; };
      int a = NO && touch(); int b = YES || touch(); int c = YES && touch();
      NSLog(@"%d %d %d %d", a, b, c, calls);
      """#,
      ["0 1 1 1"])
  }

  func testDivisionByZeroIsAnErrorNotACrash() {
    assertFails("int zero = 0;\nint x = 1 / zero;", containing: "division by zero", at: (2, 11))
  }

  func testCastsConvert() {
    assertPrints(
      #"double d = 2.75; NSLog(@"%d %ld %lu", (int)d, (long)-d, (unsigned long)(NSInteger)-1);"#,
      ["2 -2 18446744073709551615"])
  }

  func testConstAndStaticLocals() {
    assertPrints(
      #"""
      static int total = 0;
      const int step = 2;
      void (^add)(void) = ^{ static int calls = 0; calls++; total += step; NSLog(@"call %d total %d", calls, total); };
      add(); add();
      """#,
      ["call 1 total 2", "call 2 total 4"])
  }

  func testSizeofUsesLP64Sizes() {
    assertPrints(
      #"NSLog(@"%lu %lu %lu %lu %lu", sizeof(int), sizeof(long), sizeof(NSInteger), sizeof(BOOL), sizeof(CGFloat));"#,
      ["4 8 8 1 8"])
  }
}
