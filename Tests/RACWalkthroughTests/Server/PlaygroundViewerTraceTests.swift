import RAC
import XCTest

@testable import RACWalkthroughCLI

/// `PlaygroundRun.viewerTrace`: the playground draws at most `viewerEventLimit` events and
/// `viewerOutputLimit` lines of output, and says so; only the events it may draw are written out of
/// the recorder's log (a run's 200,000 events took seconds to write, past the answer's budget).
final class PlaygroundViewerTraceTests: XCTestCase {
  private func recordedTrace(values: Int) -> Trace {
    let subject = RACSubject()
    var subscription: RACDisposable?
    let trace = Tracing.record {
      subscription = subject.map { $0 }.subscribeNext { _ in }
      for value in 0..<values { subject.sendNext(value) }
    }
    subscription?.dispose()
    return trace
  }

  func testATraceWithinTheLimitsIsDrawnWholeWithoutANote() {
    let trace = recordedTrace(values: 10)
    let (drawn, note) = PlaygroundRun.viewerTrace(trace, outputLines: 0)
    XCTAssertNil(note)
    XCTAssertEqual(drawn.events, trace.events)
  }

  func testALongerTraceIsDrawnFromItsFirstEventsWithTheTotalInTheNote() throws {
    let trace = recordedTrace(values: PlaygroundRun.viewerEventLimit / 4)
    let total = trace.eventCount
    XCTAssertGreaterThan(total, PlaygroundRun.viewerEventLimit)
    let (drawn, note) = PlaygroundRun.viewerTrace(trace, outputLines: 0)
    XCTAssertEqual(drawn.eventCount, PlaygroundRun.viewerEventLimit)
    let again = recordedTrace(values: PlaygroundRun.viewerEventLimit / 4)
    XCTAssertEqual(drawn.events, Array(again.events.prefix(drawn.eventCount)))
    XCTAssertEqual(
      try XCTUnwrap(note),
      "the viewer shows the first \(PlaygroundRun.viewerEventLimit) of the trace's \(total) events (at most \(PlaygroundRun.viewerEventLimit) events and \(PlaygroundRun.viewerOutputLimit) lines of output are drawn); the output above is whole"
    )
  }
}
