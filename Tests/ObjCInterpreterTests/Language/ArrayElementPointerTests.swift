import XCTest

/// Pointers into a C array as C has them: `&values[i]` (one past the end too), `*p` and `*(p + 1)`
/// read and written, two pointers into one array compared and subtracted; reading past the end is
/// an error at its place. On fixtures written here.
final class ArrayElementPointerTests: LeakCheckedTestCase {
  func testAnElementsAddressReadsAndWritesThatElement() {
    assertPrints(
      """
      int values[3] = {1, 2, 3};
      int *second = &values[1];
      NSLog(@"%d %d %d %d", *second, *values, *(values + 2), second == values + 1);
      *second = 20;
      *values = 10;
      NSLog(@"%d %d %d", values[0], values[1], second[1]);
      """,
      ["2 1 3 1", "10 20 3"])
  }

  func testALoopWalksToThePointerPastTheEnd() {
    assertPrints(
      """
      int values[4] = {1, 2, 3, 4};
      int *end = &values[4];
      int sum = 0;
      for (int *p = values; p < end; p++) sum += *p;
      NSLog(@"%d %ld %d", sum, (long)(end - values), end > values);
      """,
      ["10 4 1"])
  }

  func testReadingThroughThePointerPastTheEndIsAnError() {
    assertFails(
      """
      int values[2] = {1, 2};
      int *end = &values[2];
      NSLog(@"%d", *end);
      """,
      containing: "outside the array", at: (3, 14))
  }
}
