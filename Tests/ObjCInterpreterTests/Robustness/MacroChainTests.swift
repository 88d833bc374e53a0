import XCTest

/// Macros that expand into each other (issue 37's hangs): a chain of macros each naming the next
/// stops at `Preprocessor.maximumExpansionDepth` with an error at the use, at once; macros that
/// name each other in a cycle stop as C stops them (a macro is not expanded inside itself).
final class MacroChainTests: LeakCheckedTestCase {
  private func chain(_ count: Int) -> String {
    (0..<count).map { "#define M\($0) M\($0 + 1)\n" }.joined() + "#define M\(count) 7\nNSLog(@\"%d\", M0);"
  }

  func testAChainOfFiveThousandMacrosStopsAtTheDepthLimit() {
    assertFails(
      chain(5_000), containing: "macro expansion too deep: more than 1000 macros expand one inside another",
      at: (5_002, 14))
  }

  func testAChainWithinTheLimitExpands() {
    assertPrints(chain(500), ["7"])
  }

  func testTwoMacrosNamingEachOtherStopAsCStopsThem() {
    assertPrints(
      #"""
      #define A B
      #define B A
      int A = 1;
      NSLog(@"%d", A);
      """#,
      ["1"])
  }
}
