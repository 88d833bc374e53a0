import Foundation
import XCTest

@testable import RAC

/// `+immediateScheduler` (behaviour §5): runs blocks at once on the calling thread, returns nil,
/// never becomes the current scheduler, and unrolls recursion into a loop.
final class RACImmediateSchedulerTests: RACTestCase {
  func testNameAndDescription() {
    let scheduler = RACScheduler.immediateScheduler
    XCTAssertEqual(scheduler.name, "com.ReactiveCocoa.RACScheduler.immediateScheduler")
    XCTAssertTrue(scheduler.description.hasPrefix("<RACImmediateScheduler: 0x"))
    XCTAssertTrue(scheduler.description.hasSuffix("> com.ReactiveCocoa.RACScheduler.immediateScheduler"))
  }

  /// RACSchedulerSpec "should immediately execute scheduled blocks".
  func testScheduleRunsTheBlockSynchronouslyAndReturnsNil() {
    var events: [String] = []
    events.append("before")
    let disposable = RACScheduler.immediateScheduler.schedule { events.append("block") }
    events.append("after, disposable: \(disposable == nil ? "nil" : "some")")

    XCTAssertEqual(events, ["before", "block", "after, disposable: nil"])
  }

  /// RACSchedulerSpec "should block for future scheduled blocks": the calling thread sleeps until
  /// the date, then runs the block, still before `after` returns.
  func testAfterBlocksTheCallerUntilTheDateThenRunsTheBlock() {
    var events: [String] = []
    let date = Date().addingTimeInterval(0.01)
    let disposable = RACScheduler.immediateScheduler.after(date) {
      events.append("block, date reached: \(Date() >= date)")
    }
    events.append("after returned, disposable: \(disposable == nil ? "nil" : "some")")

    XCTAssertEqual(events, ["block, date reached: true", "after returned, disposable: nil"])
  }

  /// RACSchedulerSpec "should know its current scheduler": a block the immediate scheduler runs
  /// inside a background scheduler still sees the background scheduler as current.
  func testDoesNotBecomeTheCurrentScheduler() {
    let background = RACScheduler.scheduler()
    let events = LockedLog()
    let done = expectation(description: "background block ran")
    background.schedule {
      RACScheduler.immediateScheduler.schedule {
        events.append("current is background: \(RACScheduler.currentScheduler === background)")
      }
      done.fulfill()
    }
    wait(for: [done], timeout: 10)

    var onThisThread: [String] = []
    RACTestScheduler.runAsMainThread { testScheduler in
      RACScheduler.immediateScheduler.schedule {
        onThisThread.append("current is test scheduler: \(RACScheduler.currentScheduler === testScheduler)")
      }
    }

    XCTAssertEqual(events.events, ["current is background: true"])
    XCTAssertEqual(onThisThread, ["current is test scheduler: true"])
  }

  func testDoesNotMakeItselfCurrentOnARawThread() {
    let events = LockedLog()
    let done = expectation(description: "raw thread finished")
    let thread = Thread {
      RACScheduler.immediateScheduler.schedule {
        events.append("current: \(RACScheduler.currentScheduler?.name ?? "nil")")
      }
      done.fulfill()
    }
    thread.start()
    wait(for: [done], timeout: 10)

    XCTAssertEqual(events.events, ["current: nil"])
  }

  /// RACSchedulerSpec "should reschedule itself after the caller completes": `reschedule()` only
  /// counts; the next run starts after the current one has returned.
  func testRecursiveBlockRunsAgainOnlyAfterTheCurrentRunReturns() {
    var events: [String] = []
    var count = 0
    let disposable = RACScheduler.immediateScheduler.scheduleRecursiveBlock { reschedule in
      count += 1
      let thisCount = count
      events.append("start \(thisCount)")
      if thisCount < 3 {
        reschedule()
        events.append("rescheduled from \(thisCount), count still \(count)")
      }
      events.append("end \(thisCount)")
    }

    XCTAssertNil(disposable)
    XCTAssertEqual(
      events,
      [
        "start 1", "rescheduled from 1, count still 1", "end 1",
        "start 2", "rescheduled from 2, count still 2", "end 2",
        "start 3", "end 3",
      ])
  }

  /// Every `reschedule()` call during a run counts once: two calls give two more runs.
  func testEveryRescheduleCallCountsOneMoreRun() {
    var runs = 0
    RACScheduler.immediateScheduler.scheduleRecursiveBlock { reschedule in
      runs += 1
      if runs == 1 {
        reschedule()
        reschedule()
      }
    }
    XCTAssertEqual(runs, 3)
  }

  /// RACSchedulerSpec "should unroll deep recursion": 100 000 turns, every one started from the
  /// same stack frame (a recursive implementation would overflow the stack long before).
  func testDeepRecursionIsUnrolledIntoALoop() {
    let depth = 100_000
    var count = 0
    var lowestFrame = UInt.max
    var highestFrame = UInt.min
    RACScheduler.immediateScheduler.scheduleRecursiveBlock { reschedule in
      var marker = 0
      let frame = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
      lowestFrame = min(lowestFrame, frame)
      highestFrame = max(highestFrame, frame)
      count += 1
      if count < depth { reschedule() }
    }

    XCTAssertEqual(count, depth)
    XCTAssertLessThan(highestFrame - lowestFrame, 4096, "the stack grew with the recursion")
  }
}
