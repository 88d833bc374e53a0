import XCTest

/// A buffer `malloc` or `calloc` made is gone once `free` is given it. Freed twice, it is a double
/// free; read or written after, a use after free (both undefined in C, and often silent on a device:
/// the old bytes are still there). The run stops at either with its place; one `free` of each, and
/// `free(NULL)`, go through. On fixtures written here.
final class FreedMemoryTests: LeakCheckedTestCase {
  func testEachBufferFreedOnceGoesThrough() {
    assertPrints(
      """
      char *text = malloc(8);
      text[0] = 'a';
      id *slots = (__unsafe_unretained id *)calloc(2, sizeof(id));
      free(text);
      free(slots);
      free(NULL);
      NSLog(@"freed");
      """,
      ["freed"])
  }

  func testABufferFreedTwiceStopsTheRunAtTheSecondFree() {
    assertFails(
      """
      char *text = malloc(8);
      char *alias = text;
      free(text);
      free(alias);
      """,
      containing: "double free", at: (4, 6))
  }

  func testReadingAFreedBufferStopsTheRunAtTheRead() {
    assertFails(
      """
      int *values = malloc(4 * sizeof(int));
      values[0] = 7;
      free(values);
      NSLog(@"%d", values[0]);
      """,
      containing: "use of memory after it was freed", at: (4, 21))
  }

  /// Through another pointer into the same buffer, and by `*`.
  func testWritingAFreedBufferThroughAnotherPointerStopsTheRunToo() {
    assertFails(
      """
      int *values = malloc(4 * sizeof(int));
      int *second = values + 1;
      free(values);
      *second = 3;
      """,
      containing: "use of memory after it was freed", at: (4, 1))
  }
}
