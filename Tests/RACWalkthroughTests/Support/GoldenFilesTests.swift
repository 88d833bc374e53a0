import XCTest

/// A failing golden shows where and how it differs, with the lines before it.
final class GoldenFilesTests: XCTestCase {
  func testADifferenceIsShownWithItsContext() {
    let golden = ["a", "b", "c", "d", "e", "f"].joined(separator: "\n")
    let run = ["a", "b", "c", "d", "E", "f"].joined(separator: "\n")
    XCTAssertEqual(
      GoldenFiles.difference(golden, run, name: "x.txt").components(separatedBy: "\n"),
      ["x.txt differs from the golden file at line 5:", "  b", "  c", "  d", "- e", "- f", "+ E", "+ f"])
  }

  func testAShorterRunSaysWhereItEnds() {
    XCTAssertEqual(
      GoldenFiles.difference("a\nb", "a", name: "y.txt").components(separatedBy: "\n"),
      ["y.txt differs from the golden file at line 2:", "  a", "- b", "+ (end of output)"])
  }
}
