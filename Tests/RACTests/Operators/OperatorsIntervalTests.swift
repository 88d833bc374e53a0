import Foundation
import XCTest

@testable import RAC

/// `+interval:onScheduler:` and `+interval:onScheduler:withLeeway:` on virtual time (reference
/// §6.11, §7.14).
final class OperatorsIntervalTests: RACTestCase {
  private func seconds(_ value: Any?, from start: Date) -> String {
    guard let date = value as? Date else { return "not a date: \(String(describing: value))" }
    return "\(date.timeIntervalSince(start))"
  }

  /// §7.14: the first date comes one interval after the subscription; then one per interval; the
  /// signal never completes. The dates are the scheduler's (virtual) clock.
  func testIntervalSendsTheSchedulersDateEveryIntervalAndNeverCompletes() {
    let scheduler = RACTestScheduler()
    let start = scheduler.now
    var events: [String] = []
    let disposable = RACSignal.interval(2, onScheduler: scheduler).subscribeNext(
      { value in events.append("next:" + self.seconds(value, from: start)) },
      error: { _ in events.append("error") },
      completed: { events.append("completed") })
    scheduler.advance(by: 1.9)
    XCTAssertEqual(events, [])
    scheduler.advance(by: 0.1)
    XCTAssertEqual(events, ["next:2.0"])
    scheduler.advance(by: 5)
    XCTAssertEqual(events, ["next:2.0", "next:4.0", "next:6.0"])
    disposable?.dispose()
  }

  func testIntervalStartsCountingAtEachSubscription() {
    let scheduler = RACTestScheduler()
    let start = scheduler.now
    let signal = RACSignal.interval(3, onScheduler: scheduler, withLeeway: 0.5)
    var first: [String] = []
    var second: [String] = []
    let firstDisposable = signal.subscribeNext { first.append(self.seconds($0, from: start)) }
    scheduler.advance(by: 1)
    let secondDisposable = signal.subscribeNext { second.append(self.seconds($0, from: start)) }
    scheduler.advance(by: 6)
    XCTAssertEqual(first, ["3.0", "6.0"])
    XCTAssertEqual(second, ["4.0", "7.0"])
    firstDisposable?.dispose()
    secondDisposable?.dispose()
  }

  func testDisposingIntervalStopsTheTimer() {
    let scheduler = RACTestScheduler()
    let recorder = EventRecorder(RACSignal.interval(1, onScheduler: scheduler))
    scheduler.advance(by: 2)
    XCTAssertEqual(recorder.events.count, 2)
    recorder.dispose()
    XCTAssertEqual(scheduler.pendingActionCount, 1, "the disposed next tick waits for its step, as in RAC")
    scheduler.advance(by: 5)
    XCTAssertEqual(recorder.events.count, 2)
    XCTAssertEqual(scheduler.pendingActionCount, 0)
  }

  func testIntervalNamesItsResultAsRACDoes() {
    let scheduler = RACTestScheduler()
    XCTAssertEqual(
      RACSignal.interval(1, onScheduler: scheduler).traceName,
      "+interval: 1.000000 onScheduler: org.reactivecocoa.ReactiveCocoa.RACTestScheduler")
    XCTAssertEqual(
      RACSignal.interval(1, onScheduler: scheduler, withLeeway: 0.25).traceName,
      "+interval: 1.000000 onScheduler: org.reactivecocoa.ReactiveCocoa.RACTestScheduler withLeeway: 0.250000")
  }

  func testIntervalTracesEachTick() {
    let scheduler = RACTestScheduler()
    let trace = Tracing.record {
      let recorder = EventRecorder(RACSignal.interval(1, onScheduler: scheduler))
      scheduler.advance(by: 3)
      recorder.dispose()
    }
    XCTAssertEqual(trace.calls("interval block").count, 3)
  }
}
