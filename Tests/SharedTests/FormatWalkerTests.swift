import Shared
import XCTest

/// The one format walker: C's grammar, piece by piece, for every formatter that shares it.
final class FormatWalkerTests: XCTestCase {
  private func pieces(_ format: String) -> [String] {
    var pieces: [String] = []
    FormatWalker.walk(format) {
      pieces.append("text " + $0)
    } conversion: {
      pieces.append("conv " + $0.text)
    }
    return pieces
  }

  func testTextAndConversionsComeInOrder() {
    XCTAssertEqual(pieces("a %@ b%d%%c"), ["text a ", "conv %@", "text  b", "conv %d", "conv %%", "text c"])
    XCTAssertEqual(pieces(""), [])
    XCTAssertEqual(pieces("%@"), ["conv %@"])
  }

  func testAConversionIsReadAsCReadsIt() {
    var conversions: [FormatWalker.Conversion] = []
    FormatWalker.walk("%-08.3lld%*.*f%.s%hhx") { _ in
    } conversion: {
      conversions.append($0)
    }
    XCTAssertEqual(conversions.map(\.flags), ["-0", "", "", ""])
    XCTAssertEqual(conversions.map(\.width), [.digits("8"), .argument, nil, nil])
    XCTAssertEqual(conversions.map(\.precision), [.digits("3"), .argument, .digits(""), nil])
    XCTAssertEqual(conversions.map(\.length), ["ll", "", "", "hh"])
    XCTAssertEqual(conversions.map(\.character), ["d", "f", "s", "x"])
    XCTAssertEqual(conversions.map(\.specifier), ["-08.3lld", "*.*f", ".s", "hhx"])
  }

  func testAConversionCutOffByTheEndHasNoCharacter() {
    var last: FormatWalker.Conversion?
    FormatWalker.walk("50%5l") { _ in
    } conversion: {
      last = $0
    }
    XCTAssertNil(last?.character)
    XCTAssertEqual(last?.text, "%5l")
  }

  func testAnUnknownCharacterEndsItsConversion() {
    XCTAssertEqual(pieces("%!x"), ["conv %!", "text x"])
  }

  func testTheRenderingFormTakesOneArgumentAConversion() {
    let text = FormatWalker.format("%@ is %lu%% of %5.1f, %@ %@", ["x", 3, 2.5]) { argument, specifier in
      "[\(specifier):\(argument.map { "\($0)" } ?? "nil")]"
    }
    XCTAssertEqual(text, "[@:x] is [lu:3]% of [5.1f:2.5], [@:nil] [@:nil]")
    XCTAssertEqual(FormatWalker.format("100%", []) { _, _ in "?" }, "100%")
  }
}
