import Foundation
import XCTest

@testable import RAC

/// `+return:`, `+empty`, `+error:`, `+never` and `+createSignal:` (behaviour §3.1–§3.6, §7.7, §7.8).
/// XCTest runs on the main thread, where the subscription scheduler runs subscriptions at once.
final class RACPrimitiveSignalTests: RACTestCase {
  func testReturnSendsItsValueThenCompletes() {
    let log = BindTestLog()
    RACSignal.return("A").subscribe(log.subscriber("A:"))
    RACSignal.return(nil).subscribe(log.subscriber("nil:"))

    XCTAssertEqual(log.entries, ["A:next:A", "A:completed", "nil:next:nil", "nil:completed"])
  }

  func testEmptyOnlyCompletes() {
    let log = BindTestLog()
    RACSignal.empty().subscribe(log.subscriber())

    XCTAssertEqual(log.entries, ["completed"])
  }

  func testErrorOnlySendsItsErrorEvenANilOne() {
    let log = BindTestLog()
    RACSignal.error(BindTestLog.error(5)).subscribe(log.subscriber("5:"))
    RACSignal.error(nil).subscribe(log.subscriber("nil:"))

    XCTAssertEqual(log.entries, ["5:error:test#5", "nil:error:nil"])
  }

  /// §7.7 and §7.8: on the main thread `return:`, `empty` and `error:` deliver everything inside
  /// `subscribe:`, and since the subscription is then over, `subscribe:` returns nil.
  func testReturnEmptyAndErrorSubscribeSynchronouslyAndReturnNil() {
    let log = BindTestLog()
    let signals: [(String, RACSignal)] = [
      ("return", RACSignal.return(1)), ("empty", RACSignal.empty()), ("error", RACSignal.error(nil)),
    ]
    for (name, signal) in signals {
      let disposable = signal.subscribe(log.subscriber("\(name):"))
      log.append("\(name) returned \(disposable.map { _ in "a disposable" } ?? "nil")")
    }

    XCTAssertEqual(
      log.entries,
      [
        "return:next:1", "return:completed", "return returned nil", "empty:completed", "empty returned nil",
        "error:error:nil", "error returned nil",
      ])
  }

  func testNeverSendsNothing() {
    let log = BindTestLog()
    let subscriber = log.subscriber()
    let subscription = RACSignal.never().subscribe(subscriber)

    XCTAssertEqual(log.entries, [])
    XCTAssertEqual(subscription?.isDisposed, false)
    subscription?.dispose()
    XCTAssertEqual(log.entries, [])
  }

  func testCreateSignalRunsDidSubscribeOncePerSubscriber() {
    let log = BindTestLog()
    var subscriptions = 0
    let signal = RACSignal.createSignal { subscriber in
      subscriptions += 1
      subscriber.sendNext(subscriptions)
      subscriber.sendCompleted()
      return nil
    }
    XCTAssertEqual(subscriptions, 0)

    signal.subscribe(log.subscriber("1:"))
    signal.subscribe(log.subscriber("2:"))

    XCTAssertEqual(subscriptions, 2)
    XCTAssertEqual(log.entries, ["1:next:1", "1:completed", "2:next:2", "2:completed"])
  }

  /// §3.2: what `didSubscribe` returns joins the subscription's compound: disposing the subscription
  /// disposes it, and if the subscription already ended inside `didSubscribe` it is disposed at once.
  /// (`openSubscriber` is kept: a subscriber nobody keeps ends its subscriptions when it goes, §4.1.)
  func testCreateSignalDisposesWhatDidSubscribeReturnsWhenTheSubscriptionEnds() {
    let log = BindTestLog()
    let completing = RACSignal.createSignal { subscriber in
      subscriber.sendCompleted()
      log.append("didSubscribe returns")
      return RACDisposable { log.append("disposed completing") }
    }
    let open = RACSignal.createSignal { _ in
      RACDisposable { log.append("disposed open") }
    }

    completing.subscribe(log.subscriber("completing:"))
    let openSubscriber = log.subscriber("open:")
    let subscription = open.subscribe(openSubscriber)
    log.append("subscribed")
    subscription?.dispose()
    withExtendedLifetime(openSubscriber) {}

    XCTAssertEqual(
      log.entries,
      ["completing:completed", "didSubscribe returns", "disposed completing", "subscribed", "disposed open"])
  }

  /// The passthrough drops what `didSubscribe` sends after its subscription was disposed.
  func testCreateSignalDeliversNothingAfterTheSubscriptionIsDisposed() {
    let log = BindTestLog()
    let subject = RACSubject()
    let signal = RACSignal.createSignal { subscriber in
      subject.subscribeNext { value in subscriber.sendNext(value) }
    }
    let subscription = signal.subscribe(log.subscriber())

    subject.sendNext("before")
    subscription?.dispose()
    subject.sendNext("after")

    XCTAssertEqual(log.entries, ["next:before"])
  }

  /// §3.1 `-description`: `<ClassName: 0xADDR> name: <name>`; without `RAC_DEBUG_SIGNAL_NAMES`
  /// `createSignal:`'s name is empty, while release-build `return:`, `empty` and `error:` keep theirs.
  func testDescriptionHasRACsFormat() throws {
    try XCTSkipIf(StreamName.debugNamesEnabled, "RAC_DEBUG_SIGNAL_NAMES is set")
    let expectations: [(RACSignal, String)] = [
      (RACSignal.createSignal { _ in nil }, "^<RACDynamicSignal: 0x[0-9a-f]+> name: $"),
      (RACSignal.never(), "^<RACDynamicSignal: 0x[0-9a-f]+> name: $"),
      (RACSignal.return(1), "^<RACReturnSignal: 0x[0-9a-f]+> name: \\+return:$"),
      (RACSignal.empty(), "^<RACEmptySignal: 0x[0-9a-f]+> name: \\+empty$"),
      (RACSignal.error(nil), "^<RACErrorSignal: 0x[0-9a-f]+> name: \\+error:$"),
    ]
    for (signal, pattern) in expectations {
      XCTAssertNotNil(signal.description.range(of: pattern, options: .regularExpression), signal.description)
    }
  }

  /// §3.2, §7.7: on a thread with no current scheduler, `subscribe:` only schedules the
  /// subscription on the subscription scheduler's background queue and returns. The caller holds
  /// `gate` until `subscribe:` has returned; `didSubscribe` takes it too, so if it ran inside
  /// `subscribe:` (the lock is recursive) it would be noted first.
  func testSubscribingFromARawBackgroundThreadIsAsynchronous() {
    let log = BindTestLog()
    let gate = NSRecursiveLock()
    let done = expectation(description: "the subscription completed")
    let signal = RACSignal.createSignal { subscriber in
      gate.lock()
      log.append("didSubscribe on \(QueueLabel.current ?? "an unlabelled thread")")
      gate.unlock()
      subscriber.sendNext("value")
      subscriber.sendCompleted()
      return nil
    }
    let subscriber = RACSubscriber(
      next: { value in log.append("next:\(BindTestLog.text(value))") }, error: nil,
      completed: {
        log.append("completed")
        done.fulfill()
      })

    let thread = Thread {
      gate.lock()
      log.append("current scheduler: \(RACScheduler.currentScheduler?.name ?? "none")")
      let subscription = signal.subscribe(subscriber)
      log.append("subscribe returned \(subscription == nil ? "nil" : "a disposable")")
      gate.unlock()
    }
    thread.start()
    wait(for: [done], timeout: 30)

    XCTAssertEqual(
      log.entries,
      [
        "current scheduler: none", "subscribe returned a disposable",
        "didSubscribe on com.ReactiveCocoa.RACScheduler.backgroundScheduler", "next:value", "completed",
      ])
  }

  func testReturningFromARawBackgroundThreadIsAsynchronousToo() {
    let log = BindTestLog()
    let done = expectation(description: "the value arrived and subscribe: returned")
    done.expectedFulfillmentCount = 2
    let subscriber = RACSubscriber(
      next: { value in log.append("next:\(BindTestLog.text(value)) on \(QueueLabel.current ?? "?")") },
      error: nil,
      completed: { done.fulfill() })

    let thread = Thread {
      let subscription = RACSignal.return("A").subscribe(subscriber)
      log.append("subscribe returned \(subscription == nil ? "nil" : "a disposable")")
      done.fulfill()
    }
    thread.start()
    wait(for: [done], timeout: 30)

    XCTAssertEqual(
      Set(log.entries),
      ["subscribe returned a disposable", "next:A on com.ReactiveCocoa.RACScheduler.backgroundScheduler"])
  }
}
