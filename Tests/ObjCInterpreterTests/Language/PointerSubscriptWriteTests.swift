import XCTest

/// `p[i] = x` writes element `i` of what `p` points into: a pointer parameter into an array
/// writes the element the index names (not `p[0]`), and an index past a single variable is an
/// error at the index, as a buffer overflow would be.
final class PointerSubscriptWriteTests: LeakCheckedTestCase {
  func testAWriteThroughAPointerParameterReachesTheIndexedElement() {
    assertPrints(
      #"""
      void fill(int *p, int x) {
        p[3] = x;
        p[0] = 1;
      }
      int a[6] = {0, 0, 0, 0, 0, 0};
      fill(a + 1, 9);
      NSLog(@"%d %d %d %d %d %d", a[0], a[1], a[2], a[3], a[4], a[5]);
      """#,
      ["0 1 0 0 9 0"])
  }

  func testAWritePastTheArrayThroughAPointerIsAnError() {
    assertFails(
      #"""
      int a[4] = {0, 0, 0, 0};
      int *p = a + 2;
      p[2] = 1;
      """#,
      containing: "index 2 is outside the array", at: (3, 3))
  }

  func testAWritePastAPointerToOneVariableIsAnError() {
    assertFails(
      #"""
      void set(int *p) { p[3] = 5; }
      int v = 0;
      set(&v);
      NSLog(@"%d", v);
      """#,
      containing: "only [0] of a pointer to a variable is supported", at: (1, 22))
  }
}
