import Foundation
import XCTest

@testable import RAC

/// `-timeout:onScheduler:` on virtual time (behaviour §6.5, §7.13).
final class OperatorsTimeoutTests: RACTestCase {
  /// §7.13: domain `RACSignalErrorDomain`, code 1, no user info; the source is let go of.
  func testTimeoutFailsWithTheTimedOutErrorWhenTheSourceIsTooSlow() {
    let scheduler = RACTestScheduler()
    let source = OperatorsManualSource()
    var errors: [NSError?] = []
    let log = BindTestLog()
    let disposable = source.signal.timeout(5, onScheduler: scheduler).subscribeNext(
      { value in log.append("next:\(BindTestLog.text(value))") },
      error: { error in
        errors.append(error)
        log.append("error")
      },
      completed: { log.append("completed") })
    source.sendNext("A")
    scheduler.advance(by: 4.9)
    XCTAssertEqual(log.entries, ["next:A"])
    scheduler.advance(by: 0.1)
    XCTAssertEqual(log.entries, ["next:A", "error"])
    XCTAssertEqual(errors.first??.domain, "RACSignalErrorDomain")
    XCTAssertEqual(errors.first??.code, RACSignalErrorTimedOut)
    XCTAssertEqual(RACSignalErrorTimedOut, 1)
    XCTAssertTrue(errors.first??.userInfo.isEmpty ?? false)
    XCTAssertEqual(source.disposalCount, 1)
    source.sendNext("B")
    XCTAssertEqual(log.entries, ["next:A", "error"])
    disposable?.dispose()
  }

  func testTimeoutForwardsEverythingWhenTheSourceCompletesInTimeAndCancelsTheTimer() {
    let scheduler = RACTestScheduler()
    let source = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.timeout(5, onScheduler: scheduler))
    XCTAssertEqual(scheduler.pendingActionCount, 1)
    scheduler.advance(by: 3)
    source.sendNext(nil)
    source.sendCompleted()
    XCTAssertEqual(scheduler.pendingActionCount, 1, "the disposed timeout waits for its date")
    scheduler.advance(by: 10)
    XCTAssertEqual(recorder.events, ["next:nil", "completed"])
    XCTAssertEqual(scheduler.pendingActionCount, 0)
  }

  func testTimeoutForwardsAnErrorOfTheSourceAndCancelsTheTimer() {
    let scheduler = RACTestScheduler()
    let source = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.timeout(5, onScheduler: scheduler))
    source.sendError(OperatorsSignals.testError)
    XCTAssertEqual(scheduler.pendingActionCount, 1, "the disposed timeout waits for its date")
    scheduler.advance(by: 10)
    XCTAssertEqual(recorder.events, ["error:Operators#1"])
    XCTAssertEqual(scheduler.pendingActionCount, 0)
  }

  /// The timer starts with each subscription.
  func testTimeoutTimesEachSubscriptionFromItsOwnStart() {
    let scheduler = RACTestScheduler()
    let signal = RACSignal.never().timeout(5, onScheduler: scheduler)
    let first = EventRecorder(signal)
    scheduler.advance(by: 3)
    let second = EventRecorder(signal)
    scheduler.advance(by: 2)
    XCTAssertEqual(first.events, ["error:RACSignalErrorDomain#1"])
    XCTAssertEqual(second.events, [])
    scheduler.advance(by: 3)
    XCTAssertEqual(second.events, ["error:RACSignalErrorDomain#1"])
  }

  func testDisposingTimeoutCancelsTheTimerAndTheSource() {
    let scheduler = RACTestScheduler()
    let source = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.timeout(5, onScheduler: scheduler))
    recorder.dispose()
    XCTAssertEqual(scheduler.pendingActionCount, 1, "the disposed timeout waits for its date")
    XCTAssertEqual(source.disposalCount, 1)
    scheduler.advance(by: 10)
    XCTAssertEqual(recorder.events, [])
  }

  func testTimeoutNamesItsResultAsRACDoes() {
    let scheduler = RACTestScheduler()
    let source = OperatorsSignals.values([], label: "source")
    XCTAssertEqual(
      source.timeout(2.5, onScheduler: scheduler).traceName,
      "[source] -timeout: 2.500000 onScheduler: org.reactivecocoa.ReactiveCocoa.RACTestScheduler")
  }

  func testTimeoutTracesTheTimeoutBlock() {
    let scheduler = RACTestScheduler()
    let source = OperatorsManualSource(label: "source")
    let trace = Tracing.record {
      let recorder = EventRecorder(source.signal.timeout(1, onScheduler: scheduler))
      source.sendNext("A")
      scheduler.advance(by: 1)
      XCTAssertEqual(recorder.events, ["next:A", "error:RACSignalErrorDomain#1"])
    }
    XCTAssertEqual(trace.calls("timeout next").map { $0.argument("x") }, ["\"A\""])
    XCTAssertEqual(
      trace.calls("timeout block").map { $0.owner?.name },
      ["[source] -timeout: 1.000000 onScheduler: org.reactivecocoa.ReactiveCocoa.RACTestScheduler"])
  }
}
