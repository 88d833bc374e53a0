import XCTest

/// `free` of a buffer `malloc` or `calloc` made, twice, is a double free (undefined in C): the run
/// stops at the second one with its place; one `free` of each, and `free(NULL)`, go through. On
/// fixtures written here.
final class DoubleFreeTests: LeakCheckedTestCase {
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
}
