import Foundation
import XCTest

@testable import RAC

/// `deliverOn:`, `subscribeOn:`, `deliverOnMainThread` (behaviour §6.12, §7.15): on which scheduler,
/// queue and thread each event arrives, in what order, synchronously or not, and disposal.
final class OperatorsSchedulingTests: RACTestCase {
  private let backgroundLabel = "com.ReactiveCocoa.RACScheduler.backgroundScheduler"
  private let mainThreadSchedulerLabel = "com.ReactiveCocoa.RACScheduler.mainThreadScheduler"

  /// Where the calling code runs: main thread or not, the tagged queue's label, and whether
  /// `expected` is the current scheduler.
  private func place(_ expected: RACScheduler?) -> String {
    let current = RACScheduler.currentScheduler
    let scheduler = current == nil ? "none" : (current === expected ? "expected" : "other")
    return "main:\(Thread.isMainThread) queue:\(QueueLabel.current ?? "none") scheduler:\(scheduler)"
  }

  /// Subscribes and writes every event, with the place it arrived at, into `log`.
  @discardableResult
  private func subscribe(
    _ signal: RACSignal, log: LockedLog, expecting scheduler: RACScheduler?, done: (() -> Void)? = nil
  ) -> RACDisposable? {
    signal.subscribeNext(
      { log.append("next:\(BindTestLog.text($0)) \(self.place(scheduler))") },
      error: { _ in
        log.append("error \(self.place(scheduler))")
        done?()
      },
      completed: {
        log.append("completed \(self.place(scheduler))")
        done?()
      })
  }

  // MARK: - deliverOn:

  func testDeliverOnSendsEachEventInItsOwnScheduledBlockInOrder() {
    let scheduler = RACTestScheduler()
    let log = LockedLog()
    subscribe(OperatorsSignals.values(["A", nil]).deliverOn(scheduler), log: log, expecting: scheduler)
    XCTAssertEqual(log.events, [])
    XCTAssertEqual(scheduler.pendingActionCount, 3)

    scheduler.step()
    XCTAssertEqual(log.events.count, 1)
    scheduler.stepAll()
    let here = "main:true queue:none scheduler:expected"
    XCTAssertEqual(log.events, ["next:A \(here)", "next:nil \(here)", "completed \(here)"])
  }

  func testDeliverOnForwardsErrors() {
    let scheduler = RACTestScheduler()
    let log = LockedLog()
    subscribe(RACSignal.error(nil).deliverOn(scheduler), log: log, expecting: scheduler)
    scheduler.stepAll()
    XCTAssertEqual(log.events, ["error main:true queue:none scheduler:expected"])
  }

  /// RAC keeps no scheduling disposables: the blocks still run after disposal, and the
  /// passthrough subscriber drops what they send.
  func testEventsScheduledBeforeDisposalAreDropped() {
    let scheduler = RACTestScheduler()
    let source = OperatorsManualSource()
    let log = LockedLog()
    let disposable = subscribe(source.signal.deliverOn(scheduler), log: log, expecting: scheduler)
    source.sendNext("A")
    source.sendNext("B")
    scheduler.step()
    disposable?.dispose()
    XCTAssertEqual(scheduler.pendingActionCount, 1)
    scheduler.stepAll()
    XCTAssertEqual(log.events, ["next:A main:true queue:none scheduler:expected"])
    XCTAssertEqual(source.disposalCount, 1)
  }

  func testDeliverOnABackgroundSchedulerDeliversOnItsQueue() {
    let scheduler = RACScheduler.scheduler()
    let log = LockedLog()
    let done = expectation(description: "completed")
    subscribe(
      OperatorsSignals.values(["A", "B"]).deliverOn(scheduler), log: log, expecting: scheduler, done: { done.fulfill() }
    )
    wait(for: [done], timeout: 10)
    let there = "main:false queue:\(backgroundLabel) scheduler:expected"
    XCTAssertEqual(log.events, ["next:A \(there)", "next:B \(there)", "completed \(there)"])
  }

  /// Even from the main thread, `mainThreadScheduler` delivers later, on its own serial queue that
  /// targets the main queue (§7.15).
  func testDeliverOnTheMainThreadSchedulerIsAsynchronousEvenOnTheMainThread() {
    let log = LockedLog()
    let main = RACScheduler.mainThreadScheduler
    subscribe(OperatorsSignals.values(["A"]).deliverOn(main), log: log, expecting: main)
    log.append("subscribe returned")
    XCTAssertTrue(runMainRunLoop { log.events.count == 3 })
    let there = "main:true queue:\(mainThreadSchedulerLabel) scheduler:expected"
    XCTAssertEqual(log.events, ["subscribe returned", "next:A \(there)", "completed \(there)"])
  }

  // MARK: - subscribeOn:

  func testSubscribeOnSubscribesInsideAScheduledBlock() {
    let scheduler = RACTestScheduler()
    let log = LockedLog()
    let source = RACSignal.createSignal { subscriber in
      log.append("didSubscribe \(self.place(scheduler))")
      subscriber.sendNext("A")
      subscriber.sendCompleted()
      return nil
    }
    subscribe(source.subscribeOn(scheduler), log: log, expecting: scheduler)
    XCTAssertEqual(log.events, [])
    scheduler.stepAll()
    let here = "main:true queue:none scheduler:expected"
    XCTAssertEqual(log.events, ["didSubscribe \(here)", "next:A \(here)", "completed \(here)"])
  }

  func testDisposingSubscribeOnBeforeTheBlockRunsNeverSubscribes() {
    let scheduler = RACTestScheduler()
    let source = OperatorsManualSource()
    let log = LockedLog()
    subscribe(source.signal.subscribeOn(scheduler), log: log, expecting: scheduler)?.dispose()
    scheduler.stepAll()
    XCTAssertEqual([source.subscriptionCount, scheduler.pendingActionCount], [0, 0])
    XCTAssertEqual(log.events, [])
  }

  func testDisposingSubscribeOnAfterwardsDisposesTheSubscription() {
    let scheduler = RACTestScheduler()
    let source = OperatorsManualSource()
    let log = LockedLog()
    let disposable = subscribe(source.signal.subscribeOn(scheduler), log: log, expecting: scheduler)
    scheduler.stepAll()
    disposable?.dispose()
    source.sendNext("A")
    XCTAssertEqual([source.subscriptionCount, source.disposalCount], [1, 1])
    XCTAssertEqual(log.events, [])
  }

  /// Only the subscription moves: values the source sends later arrive wherever it sends them.
  func testSubscribeOnDoesNotMoveLaterEvents() {
    let scheduler = RACTestScheduler()
    let subject = RACSubject.subject()
    let log = LockedLog()
    subscribe(subject.subscribeOn(scheduler), log: log, expecting: scheduler)
    scheduler.stepAll()
    subject.sendNext("A")
    subject.sendCompleted()
    let here = "main:true queue:none scheduler:other"
    XCTAssertEqual(log.events, ["next:A \(here)", "completed \(here)"])
  }

  func testSubscribeOnABackgroundSchedulerRunsTheSubscriptionOnItsQueue() {
    let scheduler = RACScheduler.scheduler()
    let log = LockedLog()
    let done = expectation(description: "completed")
    let source = RACSignal.createSignal { subscriber in
      log.append("didSubscribe \(self.place(scheduler))")
      subscriber.sendCompleted()
      return nil
    }
    subscribe(source.subscribeOn(scheduler), log: log, expecting: scheduler, done: { done.fulfill() })
    wait(for: [done], timeout: 10)
    let there = "main:false queue:\(backgroundLabel) scheduler:expected"
    XCTAssertEqual(log.events, ["didSubscribe \(there)", "completed \(there)"])
  }

  // MARK: - deliverOnMainThread

  /// On the main thread with nothing queued, events are delivered at once (§7.15).
  func testDeliverOnMainThreadIsSynchronousOnTheMainThread() {
    let log = LockedLog()
    subscribe(OperatorsSignals.values(["A", "B"]).deliverOnMainThread(), log: log, expecting: .mainThreadScheduler)
    log.append("subscribe returned")
    let here = "main:true queue:none scheduler:expected"
    XCTAssertEqual(log.events, ["next:A \(here)", "next:B \(here)", "completed \(here)", "subscribe returned"])
  }

  /// From a background queue, each event is dispatched to the main queue itself — not to
  /// `mainThreadScheduler`'s queue — and they arrive in order.
  func testDeliverOnMainThreadDispatchesEventsFromOtherThreadsToTheMainQueueInOrder() {
    let values = (0..<20).map { $0 as Any? }
    let log = LockedLog()
    let source = OperatorsSignals.values(values).subscribeOn(RACScheduler.scheduler())
    subscribe(source.deliverOnMainThread(), log: log, expecting: .mainThreadScheduler)
    XCTAssertTrue(runMainRunLoop { log.events.count == 21 })
    let here = "main:true queue:none scheduler:expected"
    XCTAssertEqual(log.events, values.map { "next:\(BindTestLog.text($0)) \(here)" } + ["completed \(here)"])
  }

  /// An event that arrives while another is being delivered synchronously finds the queue length
  /// at 2 and goes to the main queue, after the current one: order is kept.
  func testDeliverOnMainThreadQueuesAnEventSentDuringADelivery() {
    let subject = RACSubject.subject()
    let log = LockedLog()
    subject.deliverOnMainThread().subscribeNext { value in
      let text = BindTestLog.text(value)
      log.append("begin \(text)")
      if text == "1" { subject.sendNext(2) }
      log.append("end \(text)")
    }
    subject.sendNext(1)
    log.append("sendNext returned")
    XCTAssertTrue(runMainRunLoop { log.events.count == 5 })
    XCTAssertEqual(log.events, ["begin 1", "end 1", "sendNext returned", "begin 2", "end 2"])
    subject.sendCompleted()
  }

  // MARK: - Names and trace

  func testSchedulingOperatorsNameTheirResultAfterTheReceiverAndScheduler() {
    let source = OperatorsSignals.values([], label: "source")
    let scheduler = RACTestScheduler()
    XCTAssertEqual(
      [
        source.deliverOn(scheduler).traceName, source.subscribeOn(scheduler).traceName,
        source.deliverOnMainThread().traceName,
      ],
      [
        "[source] -deliverOn: org.reactivecocoa.ReactiveCocoa.RACTestScheduler",
        "[source] -subscribeOn: org.reactivecocoa.ReactiveCocoa.RACTestScheduler", "[source] -deliverOnMainThread",
      ])
  }

  func testDeliverOnMainThreadTracesTheQueueLength() {
    let source = OperatorsSignals.values(["A"], label: "source")
    let trace = Tracing.record { _ = EventRecorder.events(of: source.deliverOnMainThread()) }
    let performs = trace.calls("performOnMainThread")
    XCTAssertEqual(performs.map { $0.bookkeeping("queueLength") }, ["0", "0"])
    XCTAssertEqual(performs.map { $0.owner?.name }, ["[source] -deliverOnMainThread", "[source] -deliverOnMainThread"])
  }
}
