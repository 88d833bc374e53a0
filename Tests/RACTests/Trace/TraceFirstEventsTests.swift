import RAC
import TraceKernel
import XCTest

/// `Trace.firstEvents`: a run stopped by a budget is drawn from its first events, written out
/// without writing the rest (a 200,000-event trace of a subject with thousands of subscribers took
/// longer to write whole than the run was allowed). The first events must be the ones the whole
/// trace shows, whether or not it was written out before.
final class TraceFirstEventsTests: RACTestCase {
  private func recordedTrace() -> Trace {
    let subject = RACSubject()
    var subscriptions: [RACDisposable?] = []
    let trace = Tracing.record {
      for _ in 0..<20 { subscriptions.append(subject.map { $0 }.subscribeNext { _ in }) }
      for value in 0..<5 { subject.sendNext(value) }
      subject.sendCompleted()
    }
    for subscription in subscriptions { subscription?.dispose() }
    return trace
  }

  func testTheFirstEventsOfAnUnwrittenTraceAreTheWholeTracesFirstEvents() {
    let unwritten = recordedTrace()
    let first = unwritten.firstEvents(57)
    let whole = recordedTrace().events
    XCTAssertGreaterThan(whole.count, 57)
    XCTAssertEqual(first, Array(whole.prefix(57)))
    XCTAssertEqual(first.map(\.sequence), Array(1...57))
  }

  func testTheFirstEventsOfAWrittenTraceAreItsPrefix() {
    let trace = recordedTrace()
    let whole = trace.events
    XCTAssertEqual(trace.firstEvents(10), Array(whole.prefix(10)))
    XCTAssertEqual(trace.firstEvents(whole.count + 5), whole)
    XCTAssertEqual(trace.firstEvents(0), [])
  }
}
