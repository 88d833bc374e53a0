import Foundation
import XCTest

@testable import RAC

/// `RACMulticastConnection`'s `connect` and `autoconnect` (behaviour §6.10).
final class MulticastConnectionTests: RACTestCase {
  // MARK: - connect

  func testNothingIsSubscribedBeforeConnect() {
    let source = OperatorsManualSource()
    let connection = source.signal.publish()
    let recorder = EventRecorder(connection.signal)

    source.sendNext("A")

    XCTAssertEqual(source.subscriptionCount, 0)
    XCTAssertEqual(recorder.events, [])
  }

  func testConnectSubscribesTheSubjectToTheSourceOnlyOnce() {
    let source = OperatorsManualSource()
    let connection = source.signal.publish()
    let first = EventRecorder(connection.signal)
    let second = EventRecorder(connection.signal)

    connection.connect()
    connection.connect()
    source.sendNext("A")
    connection.connect()
    source.sendCompleted()

    XCTAssertEqual(source.subscriptionCount, 1)
    XCTAssertEqual(first.events, ["next:A", "completed"])
    XCTAssertEqual(second.events, ["next:A", "completed"])
  }

  func testConnectReturnsTheSameSerialDisposableEveryTime() {
    let source = OperatorsManualSource()
    let connection = source.signal.publish()

    let first = connection.connect()
    let second = connection.connect()

    XCTAssertTrue(first === second)
    XCTAssertTrue(first is RACSerialDisposable)
    XCTAssertFalse(first.isDisposed)
  }

  func testDisposingTheConnectionUnsubscribesTheSubjectFromTheSource() {
    let source = OperatorsManualSource()
    let connection = source.signal.publish()
    let recorder = EventRecorder(connection.signal)
    connection.connect()
    source.sendNext("A")

    connection.connect().dispose()
    source.sendNext("B")

    XCTAssertEqual(source.disposalCount, 1)
    XCTAssertEqual(source.activeSubscriberCount, 0)
    XCTAssertEqual(recorder.events, ["next:A"])
  }

  func testConnectNeverResubscribesOnceItsDisposableIsDisposed() {
    let source = OperatorsManualSource()
    let connection = source.signal.publish()
    let recorder = EventRecorder(connection.signal)
    let disposable = connection.connect()
    disposable.dispose()

    let again = connection.connect()
    source.sendNext("A")

    XCTAssertTrue(again === disposable)
    XCTAssertTrue(again.isDisposed)
    XCTAssertEqual(source.subscriptionCount, 1)
    XCTAssertEqual(recorder.events, [])
  }

  func testConnectNeverResubscribesAfterTheSourceCompleted() {
    let counter = OperatorsCounter()
    let connection = OperatorsSignals.counting(["A"], in: counter).publish()
    let early = EventRecorder(connection.signal)
    connection.connect()

    let late = EventRecorder(connection.signal)
    connection.connect()

    XCTAssertEqual(counter.count, 1)
    XCTAssertEqual(early.events, ["next:A", "completed"])
    XCTAssertEqual(late.events, [], "a RACSubject keeps no terminal state and nothing reconnects")
  }

  // MARK: - autoconnect

  func testAutoconnectConnectsOnTheFirstSubscriptionOnly() {
    let source = OperatorsManualSource()
    let autoconnected = source.signal.publish().autoconnect()
    XCTAssertEqual(source.subscriptionCount, 0)

    let first = EventRecorder(autoconnected)
    let second = EventRecorder(autoconnected)
    source.sendNext("A")

    XCTAssertEqual(source.subscriptionCount, 1)
    XCTAssertEqual(first.events, ["next:A"])
    XCTAssertEqual(second.events, ["next:A"])
    // End what is still subscribed: a subscription over a subject that never ends keeps its
    // subscriber alive, as in RAC (RACSubjectTests), and the test's leak check would see it.
    first.dispose()
    second.dispose()
  }

  func testAutoconnectSubscribesTheSubscriberBeforeConnecting() {
    let counter = OperatorsCounter()
    let autoconnected = OperatorsSignals.counting(["A", "B"], in: counter).publish().autoconnect()

    let recorder = EventRecorder(autoconnected)

    XCTAssertEqual(counter.count, 1)
    XCTAssertEqual(recorder.events, ["next:A", "next:B", "completed"], "a synchronous source loses nothing")
  }

  func testAutoconnectKeepsTheConnectionWhileAnySubscriberRemains() {
    let source = OperatorsManualSource()
    let autoconnected = source.signal.publish().autoconnect()
    let first = EventRecorder(autoconnected)
    let second = EventRecorder(autoconnected)

    first.dispose()
    source.sendNext("A")

    XCTAssertEqual(source.disposalCount, 0)
    XCTAssertEqual(first.events, [])
    XCTAssertEqual(second.events, ["next:A"])
    // End what is still subscribed: a subscription over a subject that never ends keeps its
    // subscriber alive, as in RAC (RACSubjectTests), and the test's leak check would see it.
    second.dispose()
  }

  func testAutoconnectDisposesTheConnectionWhenTheLastSubscriberLeaves() {
    let source = OperatorsManualSource()
    let connection = source.signal.publish()
    let autoconnected = connection.autoconnect()
    let first = EventRecorder(autoconnected)
    let second = EventRecorder(autoconnected)

    second.dispose()
    first.dispose()

    XCTAssertEqual(source.disposalCount, 1)
    XCTAssertEqual(source.activeSubscriberCount, 0)
    XCTAssertTrue(connection.connect().isDisposed)
  }

  func testAutoconnectNeverReconnectsAfterTheCountDropsToZero() {
    let source = OperatorsManualSource()
    let autoconnected = source.signal.publish().autoconnect()
    EventRecorder(autoconnected).dispose()

    let late = EventRecorder(autoconnected)
    source.sendNext("A")

    XCTAssertEqual(source.subscriptionCount, 1)
    XCTAssertEqual(late.events, [])
    // End what is still subscribed: a subscription over a subject that never ends keeps its
    // subscriber alive, as in RAC (RACSubjectTests), and the test's leak check would see it.
    late.dispose()
  }

  /// Each `autoconnect` call has its own count, while they share one connection: the last
  /// subscriber of either signal leaving disconnects the subscribers of the other.
  func testEachAutoconnectedSignalCountsOnlyItsOwnSubscribers() {
    let source = OperatorsManualSource()
    let connection = source.signal.publish()
    let first = EventRecorder(connection.autoconnect())
    let second = EventRecorder(connection.autoconnect())

    first.dispose()
    source.sendNext("A")

    XCTAssertEqual(source.subscriptionCount, 1)
    XCTAssertEqual(source.disposalCount, 1)
    XCTAssertEqual(second.events, [])
    // End what is still subscribed: a subscription over a subject that never ends keeps its
    // subscriber alive, as in RAC (RACSubjectTests), and the test's leak check would see it.
    second.dispose()
  }

  /// The post's `[[… multicast:[RACReplaySubject subject]] autoconnect]`: a subscriber that comes
  /// after a synchronous source finished is replayed everything, and nothing runs the source again.
  func testAutoconnectedReplaySubjectReplaysToLateSubscribersWithoutResubscribing() {
    let counter = OperatorsCounter()
    let autoconnected = OperatorsSignals.counting(["A", nil], in: counter)
      .multicast(RACReplaySubject.subject()).autoconnect()

    let first = EventRecorder.events(of: autoconnected)
    let second = EventRecorder.events(of: autoconnected)

    XCTAssertEqual(counter.count, 1)
    XCTAssertEqual(first, ["next:A", "next:nil", "completed"])
    XCTAssertEqual(second, ["next:A", "next:nil", "completed"])
  }

  // MARK: - Names and trace

  func testAutoconnectNamesItsSignalAfterTheSubject() {
    let source = OperatorsSignals.values([], label: "source")
    let autoconnected = source.publish().autoconnect()

    XCTAssertEqual(autoconnected.traceName, "[[source] -multicast: [source] -publish] -autoconnect")
    if !StreamName.debugNamesEnabled { XCTAssertEqual(autoconnected.name, "") }
  }

  func testConnectTracesHasConnectedAndAutoconnectTracesTheSubscriberCount() {
    let source = OperatorsManualSource(label: "source")
    let connection = source.signal.publish()
    let autoconnected = connection.autoconnect()

    let trace = Tracing.record {
      let first = EventRecorder(autoconnected)
      let second = EventRecorder(autoconnected)
      first.dispose()
      second.dispose()
    }

    XCTAssertEqual(trace.calls("-connect").map { $0.bookkeeping("hasConnected") }, ["false", "true"])
    XCTAssertEqual(trace.calls("autoconnect didSubscribe").map { $0.bookkeeping("subscriberCount") }, ["0", "1"])
    let disposals = trace.calls("autoconnect disposeBlock")
    XCTAssertEqual(disposals.map { $0.bookkeeping("subscriberCount") }, ["2", "1"])
    XCTAssertEqual(disposals.compactMap { trace.exit(of: $0)?.bookkeeping("subscriberCount") }, ["1", "0"])
    XCTAssertEqual(
      trace.calls("-connect").first?.owner?.name, "connection to [source] -multicast: [source] -publish")
  }
}
