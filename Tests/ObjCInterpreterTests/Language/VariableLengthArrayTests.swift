import XCTest

/// C99's variable-length arrays for locals (`unsigned char valueBytes[valueSize]`, as
/// `NSInvocation+RACTypeParsing.m` sizes a buffer), on fixtures written here.
final class VariableLengthArrayTests: LeakCheckedTestCase {
  func testTheSizeIsEvaluatedEachTimeTheDeclarationRuns() {
    assertPrints(
      #"""
      for (int size = 1; size <= 3; size++) {
        int squares[size];
        for (int i = 0; i < size; i++) squares[i] = (i + 1) * (i + 1);
        int sum = 0;
        for (int i = 0; i < size; i++) sum += squares[i];
        NSLog(@"%d elements, sum %d", size, sum);
      }
      """#,
      ["1 elements, sum 1", "2 elements, sum 5", "3 elements, sum 14"])
  }

  func testElementsStartAtZeroAndAReadPastTheEndIsAnError() {
    assertPrints(
      #"""
      NSUInteger count = 4;
      unsigned char bytes[count], other = 7;
      NSLog(@"%d %d %d %d %d", bytes[0], bytes[1], bytes[2], bytes[3], other);
      """#,
      ["0 0 0 0 7"])
    assertFails(
      #"""
      int n = 2;
      int values[n];
      values[2] = 1;
      """#,
      containing: "index 2 is outside the array of 2", at: (3, 8))
  }

  func testASizeBelowOneOrNotAnIntegerIsAnError() {
    assertFails(
      #"""
      int n = 0;
      char bytes[n];
      """#,
      containing: "variable length array size is 0", at: (2, 12))
    assertFails(
      #"""
      double n = 2.5;
      char bytes[n];
      """#,
      containing: "size of array has non-integer type", at: (2, 12))
  }

  func testAVariableLengthArrayCannotBeInitializedOrStatic() {
    assertFails(
      #"""
      int n = 2;
      int values[n] = {1, 2};
      """#,
      containing: "variable-sized object may not be initialized", at: (2, 15))
    assertFails(
      #"""
      void f(int n) {
        static int values[n];
      }
      f(2);
      """#,
      containing: "variable length array declaration cannot have 'static' storage duration")
  }
}
