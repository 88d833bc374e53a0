import XCTest

/// C's math as snippets use it beside RAC (`math.h`, `float.h`): the functions answer as C's do,
/// and the special values print as `printf` prints them.
final class MathFunctionsTests: LeakCheckedTestCase {
  func testNotANumberAndInfinityAreTestedAsCTestsThem() {
    assertPrints(
      #"""
      double values[] = { NAN, INFINITY, -HUGE_VAL, 1.5, DBL_MAX * 2 };
      for (int i = 0; i < 5; i++) {
        double v = values[i];
        NSLog(@"%f nan %d inf %d finite %d", v, isnan(v), isinf(v), isfinite(v));
      }
      NSLog(@"%d", NAN == NAN);
      """#,
      [
        "nan nan 1 inf 0 finite 0", "inf nan 0 inf 1 finite 0", "-inf nan 0 inf 1 finite 0",
        "1.500000 nan 0 inf 0 finite 1", "inf nan 0 inf 1 finite 0", "0",
      ])
  }

  func testFloatLimitsAndMinMaxAnswerAsFloatHAndMathHDefineThem() {
    assertPrints(
      #"""
      NSLog(@"%d %d", DBL_MIN > 0, 1.0 + DBL_EPSILON > 1.0);
      NSLog(@"%g %g", fmax(2.5, -1), fmin(2.5, -1));
      NSLog(@"%g", fmax(NAN, 3));
      """#,
      ["1 1", "2.5 -1", "3"])
  }
}
