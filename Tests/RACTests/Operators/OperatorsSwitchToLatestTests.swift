import Foundation
import XCTest

@testable import RAC

/// `-switchToLatest` (behaviour §6.9).
final class OperatorsSwitchToLatestTests: RACTestCase {
  func testSwitchToLatestForwardsOnlyTheLatestInnerSignal() {
    let outer = OperatorsManualSource()
    let first = OperatorsManualSource()
    let second = OperatorsManualSource()
    let recorder = EventRecorder(outer.signal.switchToLatest())
    outer.sendNext(first.signal)
    first.sendNext("A1")
    outer.sendNext(second.signal)
    first.sendNext("A2")
    second.sendNext("B1")
    second.sendNext(nil)
    XCTAssertEqual(recorder.events, ["next:A1", "next:B1", "next:nil"])
    XCTAssertEqual(first.disposalCount, 1, "the new inner signal cuts the previous one off")
    XCTAssertEqual(first.activeSubscriberCount, 0)
    recorder.dispose()
  }

  /// §6.9: the outer signal's completion does not cut the running inner signal; the result
  /// completes when both have completed.
  func testSwitchToLatestCompletesWhenTheOuterAndTheLastInnerSignalHaveCompleted() {
    let outer = OperatorsManualSource()
    let inner = OperatorsManualSource()
    let recorder = EventRecorder(outer.signal.switchToLatest())
    outer.sendNext(inner.signal)
    outer.sendCompleted()
    inner.sendNext("still here")
    XCTAssertEqual(recorder.events, ["next:still here"])
    inner.sendCompleted()
    XCTAssertEqual(recorder.events, ["next:still here", "completed"])
  }

  /// An inner signal that completes does not end the result while the outer signal is open.
  func testSwitchToLatestWaitsForTheOuterSignalAfterAnInnerCompletes() {
    let outer = OperatorsManualSource()
    let recorder = EventRecorder(outer.signal.switchToLatest())
    outer.sendNext(OperatorsSignals.values(["A"]))
    XCTAssertEqual(recorder.events, ["next:A"])
    outer.sendNext(OperatorsSignals.values(["B"]))
    outer.sendCompleted()
    XCTAssertEqual(recorder.events, ["next:A", "next:B", "completed"])
  }

  /// A nil value stands for no signal: the running inner signal is cut, nothing replaces it.
  func testSwitchToLatestTreatsANilValueAsAnEmptySignal() {
    let outer = OperatorsManualSource()
    let inner = OperatorsManualSource()
    let recorder = EventRecorder(outer.signal.switchToLatest())
    outer.sendNext(inner.signal)
    outer.sendNext(nil)
    inner.sendNext("cut")
    outer.sendCompleted()
    XCTAssertEqual(recorder.events, ["completed"])
    XCTAssertEqual(inner.activeSubscriberCount, 0)
  }

  func testSwitchToLatestForwardsAnErrorOfTheOuterOrInnerSignal() {
    let outer = OperatorsManualSource()
    let inner = OperatorsManualSource()
    let innerFailing = EventRecorder(outer.signal.switchToLatest())
    outer.sendNext(inner.signal)
    inner.sendError(OperatorsSignals.testError)
    XCTAssertEqual(innerFailing.events, ["error:Operators#1"])
    XCTAssertEqual(outer.activeSubscriberCount, 0)

    let outerFailing = OperatorsSignals.values([OperatorsSignals.values(["A"])], thenError: nil).switchToLatest()
    XCTAssertEqual(EventRecorder.events(of: outerFailing), ["next:A", "error:nil"])
  }

  /// The receiver is published afresh for each subscription: it stays cold.
  func testSwitchToLatestSubscribesToTheReceiverOncePerSubscription() {
    let counter = OperatorsCounter()
    let signal = OperatorsSignals.counting([OperatorsSignals.values(["A"])], in: counter).switchToLatest()
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "completed"])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "completed"])
    XCTAssertEqual(counter.count, 2)
  }

  func testDisposingSwitchToLatestDisposesTheOuterAndInnerSubscriptions() {
    let outer = OperatorsManualSource()
    let inner = OperatorsManualSource()
    let recorder = EventRecorder(outer.signal.switchToLatest())
    outer.sendNext(inner.signal)
    recorder.dispose()
    inner.sendNext("late")
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(outer.disposalCount, 1)
    XCTAssertEqual(inner.disposalCount, 1)
  }

  func testSwitchToLatestNamesItsResultAsRACDoes() {
    XCTAssertEqual(
      OperatorsSignals.values([], label: "source").switchToLatest().traceName, "[source] -switchToLatest")
  }

  func testSwitchToLatestTracesItsBlockAndTheConnection() {
    let outer = OperatorsSignals.values([OperatorsSignals.values(["A"]), nil], label: "outer")
    let trace = Tracing.record {
      XCTAssertEqual(EventRecorder.events(of: outer.switchToLatest()), ["next:A", "completed"])
    }
    XCTAssertEqual(trace.calls("switchToLatest block").count, 2)
    XCTAssertEqual(trace.calls("-connect").count, 1)
    XCTAssertEqual(trace.calls("-takeUntil:").count, 1)
  }
}
