import Foundation
import XCTest

@testable import RAC

/// `RACSubscriber` (behaviour §4.1): blocks under a recursive lock, a terminal event disposes the
/// subscriber's compound before its block runs, and deallocation tears its subscriptions down.
final class RACSubscriberTests: RACTestCase {
  private let testError = NSError(domain: "RACSubscriberTests", code: 7)

  /// A subscriber whose blocks log what they see, including whether the subscriber's own compound
  /// was already disposed when the block ran.
  private func makeSubscriber(_ events: LockedLog) -> RACSubscriber {
    weak var weakSubscriber: RACSubscriber?
    let disposedText = { "disposed: \(weakSubscriber?.disposable.isDisposed ?? true)" }
    let subscriber = RACSubscriber(
      next: { events.append("next: \($0 ?? "nil") (\(disposedText()))") },
      error: { events.append("error: \($0?.code ?? 0) (\(disposedText()))") },
      completed: { events.append("completed (\(disposedText()))") })
    weakSubscriber = subscriber
    return subscriber
  }

  func testCompletedDisposesTheCompoundBeforeCallingTheBlockAndIgnoresLaterEvents() {
    let events = LockedLog()
    let subscriber = makeSubscriber(events)

    subscriber.sendNext("A")
    subscriber.sendCompleted()
    subscriber.sendNext("B")
    subscriber.sendError(testError)
    subscriber.sendCompleted()

    XCTAssertEqual(events.events, ["next: A (disposed: false)", "completed (disposed: true)"])
  }

  func testErrorDisposesTheCompoundBeforeCallingTheBlockAndIgnoresLaterEvents() {
    let events = LockedLog()
    let subscriber = makeSubscriber(events)

    subscriber.sendNext(nil)
    subscriber.sendError(testError)
    subscriber.sendNext("B")
    subscriber.sendCompleted()
    subscriber.sendError(testError)

    XCTAssertEqual(events.events, ["next: nil (disposed: false)", "error: 7 (disposed: true)"])
  }

  func testSubscriberWithoutTerminalBlocksStillDisposesOnTermination() {
    let events = LockedLog()
    let subscription = RACCompoundDisposable { events.append("subscription disposed") }
    let subscriber = RACSubscriber(next: { events.append("next: \($0 ?? "nil")") }, error: nil, completed: nil)
    subscriber.didSubscribeWithDisposable(subscription)

    subscriber.sendNext("A")
    subscriber.sendCompleted()
    subscriber.sendNext("B")

    XCTAssertEqual(events.events, ["next: A", "subscription disposed"])
  }

  func testTerminalEventDisposesTheSubscriptionsTheSubscriberWasToldAbout() {
    let events = LockedLog()
    let subscriber = makeSubscriber(events)
    let first = RACCompoundDisposable { events.append("first subscription disposed") }
    let second = RACCompoundDisposable { events.append("second subscription disposed") }
    subscriber.didSubscribeWithDisposable(first)
    subscriber.didSubscribeWithDisposable(second)

    subscriber.sendError(testError)

    XCTAssertEqual(
      events.events,
      ["first subscription disposed", "second subscription disposed", "error: 7 (disposed: true)"])
  }

  func testDisposingTheSubscribersCompoundSilencesIt() {
    let events = LockedLog()
    let subscriber = makeSubscriber(events)

    subscriber.disposable.dispose()
    subscriber.sendNext("A")
    subscriber.sendCompleted()

    XCTAssertEqual(events.events, [])
  }

  /// A block may send to its own subscriber again (`@synchronized` is recursive).
  func testABlockMaySendToItsOwnSubscriberWithoutDeadlocking() {
    let events = LockedLog()
    weak var weakSubscriber: RACSubscriber?
    let subscriber = RACSubscriber(
      next: { value in
        events.append("next: \(value ?? "nil")")
        if value as? String == "A" { weakSubscriber?.sendCompleted() }
      },
      error: nil,
      completed: { events.append("completed") })
    weakSubscriber = subscriber

    subscriber.sendNext("A")
    subscriber.sendNext("B")

    XCTAssertEqual(events.events, ["next: A", "completed"])
  }

  func testDidSubscribeWithDisposableIgnoresADisposedDisposable() {
    let subscriber = RACSubscriber(next: nil, error: nil, completed: nil)
    let before = subscriber.disposable.disposables.count
    let disposed = RACCompoundDisposable()
    disposed.dispose()

    subscriber.didSubscribeWithDisposable(disposed)

    XCTAssertEqual(subscriber.disposable.disposables.count, before)
    XCTAssertEqual(disposed.disposables.count, 0)
  }

  /// RACSubscriberSpec: a subscription that ends on its own is forgotten, so a long-lived
  /// subscriber does not collect dead subscriptions ("avoid unbounded memory growth").
  func testDidSubscribeWithDisposableForgetsTheDisposableOnceItIsDisposed() {
    let subscriber = RACSubscriber(next: nil, error: nil, completed: nil)
    let before = subscriber.disposable.disposables.count

    var counts: [Int] = []
    for _ in 0..<100 {
      let subscription = RACCompoundDisposable()
      subscriber.didSubscribeWithDisposable(subscription)
      counts.append(subscriber.disposable.disposables.count - before)
      subscription.dispose()
      counts.append(subscriber.disposable.disposables.count - before)
    }

    XCTAssertEqual(counts, Array(repeating: [1, 0], count: 100).flatMap { $0 })
    XCTAssertFalse(subscriber.disposable.isDisposed)
  }

  func testDeallocationDisposesTheSubscriptions() {
    let events = LockedLog()
    let subscription = RACCompoundDisposable { events.append("subscription disposed") }
    var subscriber: RACSubscriber? = RACSubscriber(next: nil, error: nil, completed: { events.append("completed") })
    subscriber?.didSubscribeWithDisposable(subscription)
    events.append("subscribed")

    subscriber = nil

    XCTAssertNil(subscriber)
    XCTAssertTrue(subscription.isDisposed)
    XCTAssertEqual(events.events, ["subscribed", "subscription disposed"])
  }

  /// Behaviour §4.1, last bullet: a `createSignal` whose block does not keep its subscriber loses
  /// it when `subscribe:` returns; the subscriber's deallocation disposes the subscription at once,
  /// so what `didSubscribe` returned is disposed before the caller even looks at it.
  func testCreateSignalThatDoesNotKeepItsSubscriberIsTornDownWhenSubscribeReturns() {
    let events = LockedLog()
    let signal = RACSignal.createSignal { subscriber in
      subscriber.sendNext("A")
      return RACDisposable { events.append("didSubscribe's disposable disposed") }
    }

    let disposable = signal.subscribeNext { events.append("next: \($0 ?? "nil")") }
    events.append("subscribeNext returned, disposed: \(disposable?.isDisposed ?? false)")

    XCTAssertEqual(
      events.events,
      ["next: A", "didSubscribe's disposable disposed", "subscribeNext returned, disposed: true"])
  }

  /// The counterpart: a block that keeps its subscriber keeps the subscription open ("keep the
  /// subscriber in a variable so it doesn't trigger disposal on dealloc", as RAC's specs do).
  func testCreateSignalThatKeepsItsSubscriberStaysSubscribed() {
    let events = LockedLog()
    var kept: (any RACSubscriberProtocol)?
    let signal = RACSignal.createSignal { subscriber in
      kept = subscriber
      return RACDisposable { events.append("didSubscribe's disposable disposed") }
    }

    let disposable = signal.subscribeNext { events.append("next: \($0 ?? "nil")") }
    events.append("subscribeNext returned, disposed: \(disposable?.isDisposed ?? false)")
    kept?.sendNext("A")
    kept = nil
    events.append("subscriber released, disposed: \(disposable?.isDisposed ?? false)")

    XCTAssertEqual(
      events.events,
      [
        "subscribeNext returned, disposed: false", "next: A", "didSubscribe's disposable disposed",
        "subscriber released, disposed: true",
      ])
  }
}
