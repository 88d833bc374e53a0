import XCTest

/// `==` on pointers compares addresses: two evaluations of `&x` point at one variable, as two of
/// `a + 1` point at one element (the KVO callback's `context == &Context`), on fixtures written here.
final class PointerEqualityTests: LeakCheckedTestCase {
  func testTwoAddressesOfOneVariableAreEqualAndOfTwoVariablesNot() {
    assertPrints(
      """
      static void *Context = &Context;
      int x = 5;
      int y = 5;
      void *p = &x;
      int *q = &x;
      NSLog(@"%d %d %d %d %d", p == &x, q == &x, &x == &x, p != &x, p == &y);
      NSLog(@"%d %d", Context == &Context, (void *)&x == Context);
      """,
      ["1 1 1 0 0", "1 0"])
  }

  func testPointersIntoAnArrayAreEqualAtOneElement() {
    assertPrints(
      """
      int values[3] = {1, 2, 3};
      int *second = values + 1;
      NSLog(@"%d %d %d %d", second == values + 1, values == values + 0, second == values, second != values + 2);
      """,
      ["1 1 0 1"])
  }
}
