import Foundation
import XCTest

@testable import RAC

/// Queue-backed schedulers (behaviour §5): `+scheduler` / `+schedulerWithPriority:` /
/// `+schedulerWithPriority:name:` (a new serial queue labelled with the name each time) and
/// `+mainThreadScheduler`; `+currentScheduler` while their blocks run.
final class RACQueueSchedulerTests: RACTestCase {
  private let backgroundLabel = "com.ReactiveCocoa.RACScheduler.backgroundScheduler"

  func testSchedulerReturnsANewBackgroundSchedulerEveryCall() {
    let first = RACScheduler.scheduler()
    let second = RACScheduler.scheduler()

    XCTAssertFalse(first === second)
    XCTAssertEqual([first.name, second.name], [backgroundLabel, backgroundLabel])
    XCTAssertTrue(first.description.hasPrefix("<RACTargetQueueScheduler: 0x"))
    XCTAssertTrue(first.description.hasSuffix("> \(backgroundLabel)"))
  }

  func testSchedulerWithPriorityAndNameLabelsItsQueueWithTheName() {
    let scheduler = RACScheduler.scheduler(withPriority: .low, name: "com.example.sched")
    let events = LockedLog()
    let done = expectation(description: "block ran")
    scheduler.schedule {
      events.append("queue: \(QueueLabel.current ?? "none")")
      done.fulfill()
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(scheduler.name, "com.example.sched")
    XCTAssertEqual(events.events, ["queue: com.example.sched"])
  }

  /// `-initWithName:targetQueue:` with a nil name names the scheduler after its target queue.
  func testSchedulerWithoutANameIsNamedAfterItsTargetQueue() {
    let scheduler = RACScheduler.scheduler(withPriority: .default, name: nil)
    XCTAssertTrue(scheduler.name.hasPrefix("com.ReactiveCocoa.RACTargetQueueScheduler("), scheduler.name)
    XCTAssertTrue(scheduler.name.hasSuffix(")"), scheduler.name)
    XCTAssertGreaterThan(scheduler.name.count, "com.ReactiveCocoa.RACTargetQueueScheduler()".count)
  }

  /// `-initWithName:` with nil: `com.ReactiveCocoa.<Class>.anonymousScheduler`.
  func testAnonymousSchedulerNameUsesTheClassName() {
    final class ExampleScheduler: RACScheduler {}
    XCTAssertEqual(ExampleScheduler(name: nil).name, "com.ReactiveCocoa.ExampleScheduler.anonymousScheduler")
  }

  /// Blocks run one at a time in the order they were scheduled, off the main thread, on a queue
  /// labelled `com.ReactiveCocoa.RACScheduler.backgroundScheduler`, with the scheduler current.
  func testBlocksRunInOrderOnTheLabelledQueueWithTheSchedulerCurrent() {
    let scheduler = RACScheduler.scheduler()
    let events = LockedLog()
    let done = expectation(description: "last block ran")
    for index in 0..<50 {
      scheduler.schedule {
        let current = RACScheduler.currentScheduler === scheduler
        let label = QueueLabel.current ?? "none"
        events.append("\(index) main:\(Thread.isMainThread) current:\(current) \(label)")
        if index == 49 { done.fulfill() }
      }
    }
    wait(for: [done], timeout: 10)

    XCTAssertEqual(events.events, (0..<50).map { "\($0) main:false current:true \(backgroundLabel)" })
  }

  /// RACSchedulerSpec "should cancel scheduled blocks when disposed". The blocks are scheduled
  /// from a block on the same serial queue, so neither can start before the disposal.
  func testDisposingAScheduledBlockBeforeItRunsCancelsIt() {
    let scheduler = RACScheduler.scheduler()
    let events = LockedLog()
    let done = expectation(description: "second block ran")
    scheduler.schedule {
      let first = scheduler.schedule { events.append("first") }
      scheduler.schedule {
        events.append("second")
        done.fulfill()
      }
      events.append("disposable: \(first == nil ? "nil" : "some")")
      first?.dispose()
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(events.events, ["disposable: some", "second"])
  }

  /// RACSchedulerSpec "should schedule future blocks": `after:` runs later, on the queue, with the
  /// scheduler current.
  func testAfterRunsTheBlockLaterOnTheScheduler() {
    let scheduler = RACScheduler.scheduler()
    let events = LockedLog()
    let done = expectation(description: "future block ran")
    let date = Date().addingTimeInterval(0.01)
    let disposable = scheduler.after(date) {
      let label = QueueLabel.current ?? "none"
      events.append("current: \(RACScheduler.currentScheduler === scheduler), queue: \(label)")
      done.fulfill()
    }
    wait(for: [done], timeout: 10)
    XCTAssertNotNil(disposable)
    XCTAssertEqual(events.events, ["current: true, queue: \(backgroundLabel)"])
  }

  /// RACSchedulerSpec "should cancel future blocks when disposed".
  func testDisposingAFutureBlockCancelsIt() {
    let scheduler = RACScheduler.scheduler()
    let events = LockedLog()
    let done = expectation(description: "second future block ran")
    let date = Date().addingTimeInterval(0.01)
    let first = scheduler.after(date) { events.append("first") }
    first?.dispose()
    scheduler.after(date) {
      events.append("second")
      // Anything due with the first block has had its turn once a block scheduled now has run.
      scheduler.schedule { done.fulfill() }
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(events.events, ["second"])
  }

  /// RACSchedulerSpec "should schedule recurring blocks": fires repeatedly until disposed. The
  /// timer's handler calls the block directly, without making the scheduler current (RAC 2.5).
  func testRepeatingBlockFiresUntilDisposed() {
    let scheduler = RACScheduler.scheduler()
    let events = LockedLog()
    let thirdFire = expectation(description: "fired three times")
    let repeating = RACSerialDisposable()
    let count = LockedLog()
    repeating.disposable = scheduler.after(Date(), repeatingEvery: 0.01, withLeeway: 0) {
      count.append("fire")
      let fires = count.events.count
      let label = QueueLabel.current ?? "none"
      events.append("fire \(fires), queue: \(label), current: \(RACScheduler.currentScheduler?.name ?? "nil")")
      if fires == 3 {
        repeating.dispose()
        thirdFire.fulfill()
      }
    }
    wait(for: [thirdFire], timeout: 10)

    // Several intervals later, still three.
    let later = expectation(description: "a later block ran")
    scheduler.after(Date().addingTimeInterval(0.1)) { later.fulfill() }
    wait(for: [later], timeout: 10)

    XCTAssertEqual(events.events, (1...3).map { "fire \($0), queue: \(backgroundLabel), current: nil" })
  }

  /// `+mainThreadScheduler` always goes through the main queue, even from the main thread; its
  /// blocks run on the main thread, on a queue labelled with its name, with it current.
  func testMainThreadSchedulerIsAsynchronousEvenOnTheMainThread() {
    XCTAssertTrue(Thread.isMainThread)
    let scheduler = RACScheduler.mainThreadScheduler
    XCTAssertEqual(scheduler.name, "com.ReactiveCocoa.RACScheduler.mainThreadScheduler")
    let events = LockedLog()
    let done = expectation(description: "main block ran")
    scheduler.schedule {
      events.append("block main:\(Thread.isMainThread) current:\(RACScheduler.currentScheduler === scheduler)")
      events.append("queue: \(QueueLabel.current ?? "none")")
      done.fulfill()
    }
    events.append("schedule returned")
    wait(for: [done], timeout: 10)

    XCTAssertEqual(
      events.events,
      [
        "schedule returned", "block main:true current:true",
        "queue: com.ReactiveCocoa.RACScheduler.mainThreadScheduler",
      ])
  }

  /// RACSchedulerSpec "+mainThreadScheduler should cancel scheduled blocks when disposed".
  func testMainThreadSchedulerCancelsDisposedBlocks() {
    let events = LockedLog()
    let done = expectation(description: "second block ran")
    let first = RACScheduler.mainThreadScheduler.schedule { events.append("first") }
    RACScheduler.mainThreadScheduler.schedule {
      events.append("second")
      done.fulfill()
    }
    first?.dispose()
    wait(for: [done], timeout: 10)
    XCTAssertEqual(events.events, ["second"])
  }

  func testCurrentSchedulerIsNilOnARawThreadAndMainOnTheMainThread() {
    XCTAssertTrue(RACScheduler.currentScheduler === RACScheduler.mainThreadScheduler)
    let events = LockedLog()
    let done = expectation(description: "raw thread ran")
    Thread {
      events.append("raw thread current: \(RACScheduler.currentScheduler?.name ?? "nil")")
      done.fulfill()
    }.start()
    wait(for: [done], timeout: 10)
    XCTAssertEqual(events.events, ["raw thread current: nil"])
  }

  /// RACSchedulerSpec "should know its current scheduler": a chain of blocks, each scheduled from
  /// inside the previous one, sees these current schedulers.
  func testCurrentSchedulerFollowsTheChainOfSchedulers() {
    let background = RACScheduler.scheduler()
    let main = RACScheduler.mainThreadScheduler
    let cases: [(schedulers: [RACScheduler], expected: [RACScheduler])] = [
      ([background, RACScheduler.immediateScheduler], [background, background]),
      ([background, RACScheduler.subscriptionScheduler], [background, background]),
      ([main, background, main], [main, background, main]),
      ([background, main, background], [background, main, background]),
    ]
    for (schedulers, expected) in cases {
      let seen = LockedLog()
      let done = expectation(description: "chain ran")
      Self.scheduleChain(schedulers[...], seen: seen, done: done)
      wait(for: [done], timeout: 10)
      XCTAssertEqual(seen.events, expected.map { ObjectAddress.of($0) })
    }
  }

  private static func scheduleChain(_ schedulers: ArraySlice<RACScheduler>, seen: LockedLog, done: XCTestExpectation) {
    guard let first = schedulers.first else {
      done.fulfill()
      return
    }
    first.schedule {
      seen.append(RACScheduler.currentScheduler.map { ObjectAddress.of($0) } ?? "nil")
      scheduleChain(schedulers.dropFirst(), seen: seen, done: done)
    }
  }
}
