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

/// `Trace.firstEvents(_:byteLimit:)`: a stopped run is drawn from at most so much text.
final class TraceFirstEventsByteLimitTests: RACTestCase {
  func testTheFirstEventsStopBeforeTheOneThatPassesTheByteLimit() {
    let subject = RACSubject()
    var subscriptions: [RACDisposable?] = []
    let trace = Tracing.record {
      for _ in 0..<30 { subscriptions.append(subject.subscribeNext { _ in }) }
      subject.sendNext("x")
    }
    for subscription in subscriptions { subscription?.dispose() }
    let whole = trace.events
    let limit = whole.prefix(40).reduce(0) { $0 + $1.valueByteCount }
    // Every event whose running total stays within the limit (an event of no values after the
    // 40th is still within it), and none after the first that passes it.
    var total = 0
    let within = whole.prefix { event in
      total += event.valueByteCount
      return total <= limit
    }
    XCTAssertGreaterThanOrEqual(within.count, 40)
    XCTAssertLessThan(within.count, whole.count)
    let kept = trace.firstEvents(whole.count, byteLimit: limit)
    XCTAssertEqual(kept.count, within.count)
    XCTAssertTrue(kept == Array(within))
    XCTAssertTrue(Trace(events: whole).firstEvents(whole.count, byteLimit: limit) == kept)
    XCTAssertEqual(trace.firstEvents(whole.count, byteLimit: 0).count, 1, "the first event is always kept")
  }
}
