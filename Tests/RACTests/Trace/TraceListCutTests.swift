import RAC
import TraceKernel
import XCTest

/// A recorded list longer than `TraceValueDescription.longestListWritten` is kept and written as its
/// first 80 and last 10 elements around the count left out: a recursion through `-bind:` grows its
/// `signals` array by one a level, and each event kept and wrote all of it.
final class TraceListCutTests: RACTestCase {
  func testAListOfNinetyIsWrittenWhole() {
    let text = TraceValueDescription.listText(count: 90) { "\($0)" }
    XCTAssertEqual(text, "[" + (0..<90).map { "\($0)" }.joined(separator: ", ") + "]")
  }

  func testALongerListIsWrittenAsItsFirstEightyAndLastTenAroundTheCountLeftOut() {
    let text = TraceValueDescription.listText(count: 1_000) { "s\($0)" }
    let expected = (0..<80).map { "s\($0)" } + ["… 910 more …"] + (990..<1_000).map { "s\($0)" }
    XCTAssertEqual(text, "[" + expected.joined(separator: ", ") + "]")
  }

  func testBindsSignalsOfAHundredInnerSignalsAreRecordedCut() {
    let source = RACSubject()
    var subscription: RACDisposable?
    let trace = Tracing.record {
      subscription = source.flattenMap { _ in RACSignal.never() }.subscribeNext { _ in }
      for value in 0..<100 { source.sendNext(value) }
    }
    subscription?.dispose()
    let signals = trace.events.compactMap { event in event.bookkeeping.first { $0.label == "signals" }?.value }
    let longest = try? XCTUnwrap(signals.last)
    // The source signal and 100 inner ones: 80 written, 11 left out, the last 10.
    XCTAssertEqual(longest?.components(separatedBy: ", <").count, 90)
    XCTAssertTrue(longest?.contains(", … 11 more …, <") == true, longest ?? "")
    XCTAssertTrue(signals.contains { $0.components(separatedBy: ", <").count == 90 && !$0.contains("more") })
  }
}
