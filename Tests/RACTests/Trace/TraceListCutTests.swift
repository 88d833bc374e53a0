import TraceKernel
import XCTest

/// A recorded list longer than `TraceValueDescription.longestListWritten` is written as its first
/// 80 and last 10 elements around the count left out: a recursion through `-bind:` grows its
/// `signals` array by one a level, and each event wrote all of it.
final class TraceListCutTests: XCTestCase {
  func testAListOfNinetyIsWrittenWhole() {
    let text = TraceValueDescription.listText(count: 90) { "\($0)" }
    XCTAssertEqual(text, "[" + (0..<90).map { "\($0)" }.joined(separator: ", ") + "]")
  }

  func testALongerListIsWrittenAsItsFirstEightyAndLastTenAroundTheCountLeftOut() {
    let text = TraceValueDescription.listText(count: 1_000) { "s\($0)" }
    let expected =
      (0..<80).map { "s\($0)" } + ["… 910 more …"] + (990..<1_000).map { "s\($0)" }
    XCTAssertEqual(text, "[" + expected.joined(separator: ", ") + "]")
  }
}
