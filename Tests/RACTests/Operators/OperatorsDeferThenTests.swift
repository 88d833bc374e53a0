import Foundation
import XCTest

@testable import RAC

/// `+defer:`, `-then:` and `-ignoreValues` (behaviour §6.1, §6.13).
final class OperatorsDeferThenTests: RACTestCase {
  // MARK: defer:

  func testDeferCallsItsBlockOncePerSubscriptionAndNotBefore() {
    var blockCalls = 0
    let signal = RACSignal.defer {
      blockCalls += 1
      return OperatorsSignals.values(["call \(blockCalls)"])
    }
    XCTAssertEqual(blockCalls, 0)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:call 1", "completed"])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:call 2", "completed"])
    XCTAssertEqual(blockCalls, 2)
  }

  func testDeferPassesErrorsAndNilValuesThrough() {
    let signal = RACSignal.defer { OperatorsSignals.values([nil], thenError: OperatorsSignals.testError) }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:nil", "error:Operators#1"])
  }

  func testDisposingDeferDisposesTheDeferredSubscription() {
    let source = OperatorsManualSource()
    let recorder = EventRecorder(RACSignal.defer { source.signal })
    source.sendNext("A")
    recorder.dispose()
    source.sendNext("B")
    XCTAssertEqual(recorder.events, ["next:A"])
    XCTAssertEqual(source.disposalCount, 1)
  }

  // MARK: ignoreValues

  func testIgnoreValuesKeepsOnlyCompletion() {
    XCTAssertEqual(EventRecorder.events(of: OperatorsSignals.values(["A", nil]).ignoreValues()), ["completed"])
  }

  func testIgnoreValuesKeepsTheError() {
    let signal = OperatorsSignals.values(["A"], thenError: OperatorsSignals.testError).ignoreValues()
    XCTAssertEqual(EventRecorder.events(of: signal), ["error:Operators#1"])
  }

  // MARK: then:

  /// §6.13: the block runs only once the receiver has completed; the receiver's values are dropped.
  func testThenSubscribesToTheBlocksSignalOnlyAfterTheReceiverCompletes() {
    let source = OperatorsManualSource()
    var blockCalls = 0
    let recorder = EventRecorder(
      source.signal.then {
        blockCalls += 1
        return OperatorsSignals.values(["X", nil])
      })
    source.sendNext("A")
    XCTAssertEqual(blockCalls, 0)
    source.sendCompleted()
    XCTAssertEqual(blockCalls, 1)
    XCTAssertEqual(recorder.events, ["next:X", "next:nil", "completed"])
  }

  func testThenForwardsTheReceiversErrorWithoutCallingTheBlock() {
    var blockCalls = 0
    let signal = OperatorsSignals.values(["A"], thenError: OperatorsSignals.testError).then {
      blockCalls += 1
      return RACSignal.empty()
    }
    XCTAssertEqual(EventRecorder.events(of: signal), ["error:Operators#1"])
    XCTAssertEqual(blockCalls, 0)
  }

  func testDisposingThenDisposesTheFollowingSignal() {
    let next = OperatorsManualSource()
    let recorder = EventRecorder(RACSignal.empty().then { next.signal })
    XCTAssertEqual(next.subscriptionCount, 1)
    recorder.dispose()
    next.sendNext("late")
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(next.disposalCount, 1)
  }

  // MARK: names and trace

  func testDeferThenAndIgnoreValuesNameTheirResultsAsRACDoes() {
    let source = OperatorsSignals.values([], label: "source")
    XCTAssertEqual(RACSignal.defer { source }.traceName, "+defer:")
    XCTAssertEqual(source.then { source }.traceName, "[source] -then:")
    XCTAssertEqual(source.ignoreValues().traceName, "[source] -ignoreValues")
  }

  func testDeferTracesItsBlockUnderTheDeferredSignal() {
    let signal = RACSignal.defer { RACSignal.empty() }
    let trace = Tracing.record { _ = EventRecorder.events(of: signal) }
    XCTAssertEqual(trace.calls("block").map { $0.owner?.name }, ["+defer:"])
  }
}
