import Foundation
import XCTest

@testable import RAC

/// `RACPassthroughSubscriber` (behaviour §4.2): tells the inner subscriber about the subscription's
/// compound, forwards events while that compound is undisposed, and never disposes anything itself.
final class RACPassthroughSubscriberTests: RACTestCase {
  /// A subscriber that logs every call it receives, including `didSubscribeWithDisposable:`.
  private final class LoggingSubscriber: CoreObject, RACSubscriberProtocol {
    let events: LockedLog

    init(_ events: LockedLog) {
      self.events = events
    }

    func sendNext(_ value: Any?) { events.append("next: \(value ?? "nil")") }
    func sendError(_ error: NSError?) { events.append("error: \(error?.code ?? 0)") }
    func sendCompleted() { events.append("completed") }
    func didSubscribeWithDisposable(_ disposable: RACCompoundDisposable) {
      events.append("didSubscribeWithDisposable: \(disposable.traceLabel ?? "?")")
    }
  }

  private func makeSubscription(_ events: LockedLog) -> (RACPassthroughSubscriber, RACCompoundDisposable) {
    let disposable = RACCompoundDisposable()
    disposable.traceLabel = "subscription"
    let passthrough = RACPassthroughSubscriber(
      subscriber: LoggingSubscriber(events), signal: nil, disposable: disposable)
    return (passthrough, disposable)
  }

  func testInitTellsTheInnerSubscriberAboutTheDisposable() {
    let events = LockedLog()
    let (passthrough, disposable) = makeSubscription(events)

    XCTAssertTrue(passthrough.disposable === disposable)
    XCTAssertEqual(events.events, ["didSubscribeWithDisposable: subscription"])
  }

  func testInitAddsTheDisposableToABlockSubscribersCompound() {
    let inner = RACSubscriber(next: nil, error: nil, completed: nil)
    let disposable = RACCompoundDisposable()

    let passthrough = RACPassthroughSubscriber(subscriber: inner, signal: nil, disposable: disposable)

    XCTAssertTrue(inner.disposable.disposables.contains { $0 === disposable })
    XCTAssertTrue(passthrough.innerSubscriber === inner)
  }

  func testForwardsEveryEventAndDisposesNothingOnTermination() {
    let events = LockedLog()
    let (passthrough, disposable) = makeSubscription(events)

    passthrough.sendNext("A")
    passthrough.sendNext(nil)
    passthrough.sendError(NSError(domain: "test", code: 3))
    passthrough.sendCompleted()

    XCTAssertFalse(disposable.isDisposed)
    XCTAssertEqual(
      events.events,
      ["didSubscribeWithDisposable: subscription", "next: A", "next: nil", "error: 3", "completed"])
  }

  func testDropsEveryEventOnceTheDisposableIsDisposed() {
    let events = LockedLog()
    let (passthrough, disposable) = makeSubscription(events)

    passthrough.sendNext("A")
    disposable.dispose()
    passthrough.sendNext("B")
    passthrough.sendError(NSError(domain: "test", code: 3))
    passthrough.sendCompleted()

    XCTAssertEqual(events.events, ["didSubscribeWithDisposable: subscription", "next: A"])
  }

  func testDidSubscribeWithDisposableAddsOtherDisposablesButNotItsOwn() {
    let events = LockedLog()
    let (passthrough, disposable) = makeSubscription(events)
    let other = RACCompoundDisposable { events.append("other disposed") }

    passthrough.didSubscribeWithDisposable(disposable)
    XCTAssertEqual(disposable.disposables.count, 0)
    passthrough.didSubscribeWithDisposable(other)
    XCTAssertTrue(disposable.disposables.first === other)

    disposable.dispose()
    XCTAssertEqual(events.events, ["didSubscribeWithDisposable: subscription", "other disposed"])
  }
}
