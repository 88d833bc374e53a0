import Foundation
import XCTest

@testable import RAC

/// `-catch:` and `-catchTo:` (behaviour §6.2).
final class OperatorsCatchTests: RACTestCase {
  func testCatchSwitchesToTheBlocksSignalOnError() {
    let source = OperatorsManualSource()
    var caught: [String] = []
    let recorder = EventRecorder(
      source.signal.catch { error in
        caught.append(EventRecorder.text(error))
        return OperatorsSignals.values(["fallback"])
      })
    source.sendNext("A")
    source.sendError(OperatorsSignals.testError)
    XCTAssertEqual(caught, ["Operators#1"])
    XCTAssertEqual(recorder.events, ["next:A", "next:fallback", "completed"])
  }

  func testCatchPassesValuesAndCompletionThroughWithoutCallingTheBlock() {
    var blockCalls = 0
    let signal = OperatorsSignals.values(["A", nil]).catch { _ in
      blockCalls += 1
      return RACSignal.empty()
    }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "next:nil", "completed"])
    XCTAssertEqual(blockCalls, 0)
  }

  func testCatchHandsTheBlockANilError() {
    var caught: [String] = []
    let signal = RACSignal.error(nil).catch { error in
      caught.append(EventRecorder.text(error))
      return RACSignal.return("recovered")
    }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:recovered", "completed"])
    XCTAssertEqual(caught, ["nil"])
  }

  /// The replacement's own error is not caught again.
  func testCatchForwardsAnErrorOfTheReplacement() {
    let signal = RACSignal.error(nil).catch { _ in RACSignal.error(OperatorsSignals.testError) }
    XCTAssertEqual(EventRecorder.events(of: signal), ["error:Operators#1"])
  }

  /// Each subscription catches on its own, and each error asks the block again.
  func testCatchCallsTheBlockForEverySubscriptionThatFails() {
    var blockCalls = 0
    let signal = OperatorsSignals.values([1], thenError: nil).catch { _ in
      blockCalls += 1
      return RACSignal.return(blockCalls)
    }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:1", "next:1", "completed"])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:1", "next:2", "completed"])
  }

  func testDisposingCatchDisposesTheReplacementSubscription() {
    let source = OperatorsManualSource()
    let replacement = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.catch { _ in replacement.signal })
    source.sendError(nil)
    XCTAssertEqual(replacement.subscriptionCount, 1)
    replacement.sendNext("R")
    recorder.dispose()
    replacement.sendNext("S")
    XCTAssertEqual(recorder.events, ["next:R"])
    XCTAssertEqual(replacement.disposalCount, 1)
  }

  func testDisposingCatchBeforeAnErrorDisposesTheSourceAndNeverCallsTheBlock() {
    let source = OperatorsManualSource()
    var blockCalls = 0
    let recorder = EventRecorder(
      source.signal.catch { _ in
        blockCalls += 1
        return RACSignal.empty()
      })
    recorder.dispose()
    XCTAssertEqual(source.disposalCount, 1)
    XCTAssertEqual(source.activeSubscriberCount, 0)
    XCTAssertEqual(blockCalls, 0)
  }

  func testCatchToContinuesWithTheGivenSignal() {
    let signal = OperatorsSignals.values(["A"], thenError: OperatorsSignals.testError)
      .catchTo(OperatorsSignals.values(["B", "C"]))
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "next:B", "next:C", "completed"])
  }

  func testCatchOperatorsNameTheirResultsAsRACDoes() {
    let source = OperatorsSignals.values([], label: "source")
    let other = OperatorsSignals.values([], label: "other")
    XCTAssertEqual(source.catch { _ in other }.traceName, "[source] -catch:")
    XCTAssertEqual(source.catchTo(other).traceName, "[source] -catchTo: other")
  }

  func testCatchTracesTheErrorTheBlockAndTheDisposal() {
    let source = OperatorsSignals.values(["A"], thenError: OperatorsSignals.testError)
    source.traceLabel = "source"
    let trace = Tracing.record {
      _ = EventRecorder.events(of: source.catch { _ in RACSignal.return("B") })
    }
    XCTAssertEqual(trace.calls("catch next").map { $0.argument("x") }, ["\"A\""])
    // A subscription's blocks belong to the signal the operator returned (docs: the trace's owner rule).
    XCTAssertEqual(trace.calls("catch error").map { $0.owner?.name }, ["[source] -catch:"])
    XCTAssertEqual(trace.calls("catchBlock").map { $0.owner?.name }, ["source"], "the caller's block: the receiver's")
    XCTAssertEqual(
      trace.calls("catchBlock").map { $0.argument("error") }, ["NSError(domain: Operators, code: 1)"])
    XCTAssertEqual(trace.calls("catch disposableBlock").count, 1)
  }
}
