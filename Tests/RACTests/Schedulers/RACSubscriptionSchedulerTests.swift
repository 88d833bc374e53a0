import Foundation
import XCTest

@testable import RAC

/// `+subscriptionScheduler` (behaviour §5 and §3.2): synchronous where there is a current
/// scheduler, otherwise handed to one private background scheduler.
final class RACSubscriptionSchedulerTests: RACTestCase {
  private let backgroundLabel = "com.ReactiveCocoa.RACScheduler.backgroundScheduler"

  func testName() {
    XCTAssertEqual(RACScheduler.subscriptionScheduler.name, "com.ReactiveCocoa.RACScheduler.subscriptionScheduler")
  }

  /// On the main thread the current scheduler is `mainThreadScheduler`, so the block runs at once.
  func testRunsSynchronouslyAndReturnsNilOnTheMainThread() {
    XCTAssertTrue(Thread.isMainThread, "XCTest runs tests on the main thread")
    var events: [String] = []
    let disposable = RACScheduler.subscriptionScheduler.schedule {
      events.append("block, current is main: \(RACScheduler.currentScheduler === RACScheduler.mainThreadScheduler)")
    }
    events.append("returned \(disposable == nil ? "nil" : "a disposable")")

    XCTAssertEqual(events, ["block, current is main: true", "returned nil"])
  }

  func testRunsSynchronouslyInsideAnyCurrentScheduler() {
    var events: [String] = []
    RACTestScheduler.runAsMainThread { testScheduler in
      let disposable = RACScheduler.subscriptionScheduler.schedule {
        events.append("block, current is test scheduler: \(RACScheduler.currentScheduler === testScheduler)")
      }
      events.append("returned \(disposable == nil ? "nil" : "a disposable")")
    }
    XCTAssertEqual(events, ["block, current is test scheduler: true", "returned nil"])
  }

  /// RACSchedulerSpec "should equal the background scheduler from which the block was scheduled".
  func testRunsSynchronouslyOnABackgroundSchedulerWhichStaysCurrent() {
    let background = RACScheduler.scheduler()
    let events = LockedLog()
    let done = expectation(description: "background block ran")
    background.schedule {
      let disposable = RACScheduler.subscriptionScheduler.schedule {
        events.append("block, current is background: \(RACScheduler.currentScheduler === background)")
      }
      events.append("returned \(disposable == nil ? "nil" : "a disposable")")
      done.fulfill()
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(events.events, ["block, current is background: true", "returned nil"])
  }

  /// From a raw thread (no current scheduler) the block goes to a background queue: `schedule`
  /// returns a disposable before the block runs, and the block runs elsewhere with a background
  /// scheduler current. The block waits for the raw thread's go-ahead, which comes only after
  /// `schedule` returned, so a synchronous implementation would time out here.
  func testRunsAsynchronouslyOnABackgroundQueueFromARawThread() {
    let events = LockedLog()
    let done = expectation(description: "block ran")
    let scheduleReturned = DispatchSemaphore(value: 0)
    let thread = Thread {
      let rawThread = Thread.current
      let disposable = RACScheduler.subscriptionScheduler.schedule {
        let waited = scheduleReturned.wait(timeout: .now() + 10)
        events.append("block after schedule returned: \(waited == .success)")
        events.append("on the raw thread: \(Thread.current == rawThread)")
        events.append("queue: \(QueueLabel.current ?? "none")")
        let current = RACScheduler.currentScheduler
        events.append("current: \(current?.name ?? "nil"), main: \(current === RACScheduler.mainThreadScheduler)")
        done.fulfill()
      }
      events.append("returned \(disposable == nil ? "nil" : "a disposable")")
      scheduleReturned.signal()
    }
    thread.start()
    wait(for: [done], timeout: 20)

    XCTAssertEqual(
      events.events,
      [
        "returned a disposable",
        "block after schedule returned: true",
        "on the raw thread: false",
        "queue: \(backgroundLabel)",
        "current: \(backgroundLabel), main: false",
      ])
  }

  /// The background scheduler is made once: blocks from raw threads all go to the same one.
  func testRawThreadsShareOnePrivateBackgroundScheduler() {
    let schedulers = LockedLog()
    let done = expectation(description: "both blocks ran")
    done.expectedFulfillmentCount = 2
    for _ in 0..<2 {
      Thread {
        RACScheduler.subscriptionScheduler.schedule {
          schedulers.append(RACScheduler.currentScheduler.map { ObjectAddress.of($0) } ?? "nil")
          done.fulfill()
        }
      }.start()
    }
    wait(for: [done], timeout: 20)

    let seen = schedulers.events
    XCTAssertEqual(seen.count, 2)
    XCTAssertFalse(seen.contains("nil"))
    XCTAssertEqual(Set(seen).count, 1)
  }

  /// `after:` and repeating go to the current scheduler (here a test scheduler, so they wait for
  /// virtual time instead of running).
  func testTimedSchedulingGoesToTheCurrentScheduler() {
    var events: [String] = []
    let testScheduler = RACTestScheduler()
    testScheduler.performAsCurrentScheduler {
      let start = testScheduler.now
      RACScheduler.subscriptionScheduler.after(start.addingTimeInterval(1)) { events.append("after 1 s") }
      let repeating = RACScheduler.subscriptionScheduler.after(
        start.addingTimeInterval(2), repeatingEvery: 2, withLeeway: 0
      ) { events.append("every 2 s at \(testScheduler.now.timeIntervalSince(start))") }
      events.append("pending: \(testScheduler.pendingActionCount)")
      testScheduler.advance(by: 4)
      repeating?.dispose()
    }
    testScheduler.stepAll()

    XCTAssertEqual(events, ["pending: 2", "after 1 s", "every 2 s at 2.0", "every 2 s at 4.0"])
  }
}
