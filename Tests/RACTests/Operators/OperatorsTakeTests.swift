import Foundation
import XCTest

@testable import RAC

/// `-take:` (behaviour §2 table, §7.4, §7.5).
final class OperatorsTakeTests: RACTestCase {
  func testTakeSendsTheFirstValuesThenCompletes() {
    let signal = OperatorsSignals.values([1, 2, 3, 4]).take(2)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:1", "next:2", "completed"])
  }

  func testTakePassesNilValuesAndCountsThem() {
    let signal = OperatorsSignals.values([nil, "A", "B"]).take(2)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:nil", "next:A", "completed"])
  }

  func testTakeCompletesWhenTheSourceCompletesBeforeTheCount() {
    let signal = OperatorsSignals.values([1]).take(3)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:1", "completed"])
  }

  func testTakeForwardsAnErrorFromTheSource() {
    let signal = OperatorsSignals.values([1], thenError: OperatorsSignals.testError).take(3)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:1", "error:Operators#1"])
  }

  /// §7.5: completion comes with the n-th value, and the source is let go of, even though it never
  /// completes.
  func testTakeCompletesAfterTheLastValueAndDisposesTheSourceThatNeverCompletes() {
    let source = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.take(2))
    source.sendNext("A")
    XCTAssertEqual(source.disposalCount, 0)
    source.sendNext("B")
    XCTAssertEqual(recorder.events, ["next:A", "next:B", "completed"])
    XCTAssertEqual(source.disposalCount, 1)
    XCTAssertEqual(source.activeSubscriberCount, 0)
  }

  /// §7.4: `take:0` is `+empty` itself, and the receiver is never subscribed (no side effects).
  func testTakeZeroNeverSubscribesToTheSource() {
    let counter = OperatorsCounter()
    let source = OperatorsSignals.counting([1, 2], in: counter)
    let taken = source.take(0)
    XCTAssertTrue(taken === RACSignal.empty())
    XCTAssertEqual(taken.traceName, "+empty")
    XCTAssertEqual(EventRecorder.events(of: taken), ["completed"])
    XCTAssertEqual(counter.count, 0)
  }

  /// §1 "restartable": the counter belongs to each subscription.
  func testTakeRestartsItsCountForEverySubscription() {
    let signal = OperatorsSignals.values([1, 2, 3]).take(2)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:1", "next:2", "completed"])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:1", "next:2", "completed"])
  }

  func testTwoLiveSubscriptionsToTakeCountSeparately() {
    let source = OperatorsManualSource()
    let signal = source.signal.take(2)
    let first = EventRecorder(signal)
    source.sendNext(1)
    let second = EventRecorder(signal)
    source.sendNext(2)
    source.sendNext(3)
    XCTAssertEqual(first.events, ["next:1", "next:2", "completed"])
    XCTAssertEqual(second.events, ["next:2", "next:3", "completed"])
  }

  func testDisposingTakeStopsDeliveryAndDisposesTheSource() {
    let source = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.take(3))
    source.sendNext(1)
    recorder.dispose()
    source.sendNext(2)
    XCTAssertEqual(recorder.events, ["next:1"])
    XCTAssertEqual(source.disposalCount, 1)
  }

  /// 2.5's `take:` returns nil for a value that arrives (re-entrantly) after the count is reached,
  /// instead of sending it: `taken < count` is checked before counting.
  func testTakeDropsAValueTheSourceSendsReentrantlyAfterTheCount() {
    let source = OperatorsManualSource()
    var events: [String] = []
    let disposable = source.signal.take(1).subscribeNext(
      { value in
        events.append("next:\(EventRecorder.text(value))")
        if events.count == 1 { source.sendNext("reentrant") }
      }, error: { _ in events.append("error") }, completed: { events.append("completed") })
    source.sendNext("first")
    XCTAssertEqual(events, ["next:first", "completed"])
    disposable?.dispose()
  }
}
