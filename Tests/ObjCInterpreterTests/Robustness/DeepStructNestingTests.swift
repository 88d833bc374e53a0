import XCTest

/// Struct types nested far beyond what anyone writes (issue 37's crash inputs): the parser stops
/// them at its nesting limit with an error at the struct, rather than recursing out of stack
/// while it parses them or while the run makes, copies and frees their values.
final class DeepStructNestingTests: LeakCheckedTestCase {
  func testTwentyThousandStructsWrittenOneInsideAnotherStopAtTheBracketLimit() {
    let depth = 20_000
    let text =
      "struct Deep { " + String(repeating: "struct { ", count: depth) + "int x; "
      + (0..<depth).map { "} f\($0); " }.joined() + "};"
    assertFails(text, containing: "bracket nesting level exceeded maximum of 256", at: (1, 15 + 9 * 254))
  }

  func testTypedefsThatNestStructsTooDeepStopAtTheStructLimit() {
    var lines = ["typedef struct { int x; } T0;"]
    for level in 1..<2_000 { lines.append("typedef struct { T\(level - 1) a; } T\(level);") }
    lines.append("T1999 value;")
    assertFails(
      lines.joined(separator: "\n"), containing: "struct nesting too deep (more than 256 levels)", at: (257, 16))
  }

  func testStructsNestedWithinTheLimitStillWork() {
    var lines = ["typedef struct { int x; } T0;"]
    for level in 1..<200 { lines.append("typedef struct { T\(level - 1) a; } T\(level);") }
    lines.append("T199 value;")
    lines.append("value" + String(repeating: ".a", count: 199) + ".x = 7;")
    lines.append("NSLog(@\"%d\", value" + String(repeating: ".a", count: 199) + ".x);")
    assertPrints(lines.joined(separator: "\n"), ["7"])
  }
}
