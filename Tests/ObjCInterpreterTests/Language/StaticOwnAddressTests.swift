import XCTest

/// A `static`'s scope starts at its declarator, as every variable's does in C: the KVO context
/// idiom `static void *Context = &Context;` (RAC's README) takes its own address and names a
/// context that compares equal to itself.
final class StaticOwnAddressTests: LeakCheckedTestCase {
  func testAStaticInitializedWithItsOwnAddressResolvesAndComparesToItself() {
    assertPrints(
      """
      static void *ObservationContext = &ObservationContext;
      void *context = ObservationContext;
      NSLog(@"%d %d", context == ObservationContext, ObservationContext != NULL);
      """,
      ["1 1"])
  }
}
