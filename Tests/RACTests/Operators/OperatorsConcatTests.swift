import Foundation
import XCTest

@testable import RAC

/// `-concat:` (primitive, behaviour §3.7) and `+concat:` (§2 table).
final class OperatorsConcatTests: RACTestCase {
  func testConcatSendsTheReceiversValuesThenTheArguments() {
    let signal = OperatorsSignals.values(["A", nil]).concat(OperatorsSignals.values(["B"]))
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "next:nil", "next:B", "completed"])
  }

  /// §3.7: the argument is subscribed only when the receiver completes.
  func testConcatSubscribesToTheArgumentOnlyAfterTheReceiverCompleted() {
    let first = OperatorsManualSource()
    let second = OperatorsManualSource()
    let recorder = EventRecorder(first.signal.concat(second.signal))
    first.sendNext("A")
    XCTAssertEqual(second.subscriptionCount, 0)
    first.sendCompleted()
    XCTAssertEqual(second.subscriptionCount, 1)
    second.sendNext("B")
    second.sendCompleted()
    XCTAssertEqual(recorder.events, ["next:A", "next:B", "completed"])
  }

  /// §3.7: an error from the receiver is forwarded and the argument is never subscribed.
  func testConcatForwardsTheReceiversErrorWithoutSubscribingToTheArgument() {
    let counter = OperatorsCounter()
    let signal = OperatorsSignals.values(["A"], thenError: OperatorsSignals.testError)
      .concat(OperatorsSignals.counting(["B"], in: counter))
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "error:Operators#1"])
    XCTAssertEqual(counter.count, 0)
  }

  func testConcatForwardsTheArgumentsError() {
    let signal = OperatorsSignals.values(["A"]).concat(RACSignal.error(nil))
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "error:nil"])
  }

  func testDisposingConcatWhileTheReceiverRunsNeverSubscribesToTheArgument() {
    let first = OperatorsManualSource()
    let second = OperatorsManualSource()
    let recorder = EventRecorder(first.signal.concat(second.signal))
    first.sendNext("A")
    recorder.dispose()
    first.sendNext("B")
    first.sendCompleted()
    XCTAssertEqual(recorder.events, ["next:A"])
    XCTAssertEqual(first.disposalCount, 1)
    XCTAssertEqual(second.subscriptionCount, 0)
  }

  func testDisposingConcatWhileTheArgumentRunsDisposesIt() {
    let first = OperatorsManualSource()
    let second = OperatorsManualSource()
    let recorder = EventRecorder(first.signal.concat(second.signal))
    first.sendCompleted()
    second.sendNext("B")
    recorder.dispose()
    second.sendNext("C")
    XCTAssertEqual(recorder.events, ["next:B"])
    XCTAssertEqual(second.disposalCount, 1)
  }

  /// §3.7 describes 2.5's lost disposable: when the receiver completes synchronously, the serial
  /// disposable ends up holding the receiver's subscription, not the argument's. The argument's
  /// subscription is still torn down, because the passthrough subscriber it was handed passes its
  /// compound disposable up to the concatenated subscription's own (RACPassthroughSubscriber
  /// `didSubscribeWithDisposable:`).
  func testDisposingConcatAfterASynchronousReceiverStillDisposesTheArgument() {
    let second = OperatorsManualSource()
    let recorder = EventRecorder(RACSignal.return("A").concat(second.signal))
    second.sendNext("B")
    recorder.dispose()
    second.sendNext("C")
    XCTAssertEqual(recorder.events, ["next:A", "next:B"])
    XCTAssertEqual(second.disposalCount, 1)
  }

  func testConcatRestartsForEverySubscription() {
    let counter = OperatorsCounter()
    let signal = OperatorsSignals.counting(["A"], in: counter).concat(OperatorsSignals.values(["B"]))
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "next:B", "completed"])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "next:B", "completed"])
    XCTAssertEqual(counter.count, 2)
  }

  // MARK: +concat:

  func testConcatOfSignalsSendsEachSignalsValuesInTurn() {
    let signal = RACSignal.concat([
      OperatorsSignals.values(["A"]), RACSignal.empty(), OperatorsSignals.values(["B", nil]), RACSignal.return("C"),
    ])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "next:B", "next:nil", "next:C", "completed"])
  }

  func testConcatOfSignalsSubscribesToEachOnlyAfterThePreviousCompleted() {
    let first = OperatorsManualSource()
    let second = OperatorsManualSource()
    let recorder = EventRecorder(RACSignal.concat([first.signal, second.signal]))
    XCTAssertEqual([first.subscriptionCount, second.subscriptionCount], [1, 0])
    first.sendNext("A")
    first.sendCompleted()
    XCTAssertEqual([first.subscriptionCount, second.subscriptionCount], [1, 1])
    second.sendCompleted()
    XCTAssertEqual(recorder.events, ["next:A", "completed"])
  }

  func testConcatOfSignalsStopsAtTheFirstError() {
    let counter = OperatorsCounter()
    let signal = RACSignal.concat([
      OperatorsSignals.values(["A"]), RACSignal.error(OperatorsSignals.testError),
      OperatorsSignals.counting(["B"], in: counter),
    ])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "error:Operators#1"])
    XCTAssertEqual(counter.count, 0)
  }

  func testConcatOfNoSignalsOnlyCompletes() {
    XCTAssertEqual(EventRecorder.events(of: RACSignal.concat([RACSignal]())), ["completed"])
  }

  func testDisposingConcatOfSignalsStopsDelivery() {
    let first = OperatorsManualSource()
    let second = OperatorsManualSource()
    let recorder = EventRecorder(RACSignal.concat([first.signal, second.signal]))
    first.sendNext("A")
    recorder.dispose()
    first.sendCompleted()
    XCTAssertEqual(recorder.events, ["next:A"])
    XCTAssertEqual(first.disposalCount, 1)
    XCTAssertEqual(second.subscriptionCount, 0)
  }
}
