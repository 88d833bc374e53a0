import Foundation
import XCTest

@testable import RAC

/// `-scheduleRecursiveBlock:` on an asynchronous scheduler (behaviour §5): reschedules asked for
/// while the block runs are counted and issued after it returns, each as a turn of its own; later
/// ones are issued at once; none once the returned disposable is disposed. The test scheduler makes
/// every turn visible; the main-thread cases are RACSchedulerSpec's.
final class RACScheduleRecursiveBlockTests: RACTestCase {
  func testReschedulesAskedForDuringARunBecomeSeparateTurnsAfterItReturns() {
    let scheduler = RACTestScheduler()
    var events: [String] = []
    var run = 0
    scheduler.scheduleRecursiveBlock { reschedule in
      run += 1
      let thisRun = run
      events.append("run \(thisRun) starts")
      if thisRun == 1 {
        reschedule()
        reschedule()
        events.append("run 1 asked twice, pending: \(scheduler.pendingActionCount)")
      }
    }
    events.append("scheduled, pending: \(scheduler.pendingActionCount)")

    scheduler.step()
    events.append("after step 1, pending: \(scheduler.pendingActionCount)")
    scheduler.step()
    events.append("after step 2, pending: \(scheduler.pendingActionCount)")
    scheduler.step()
    events.append("after step 3, pending: \(scheduler.pendingActionCount)")

    XCTAssertEqual(
      events,
      [
        "scheduled, pending: 1",
        "run 1 starts", "run 1 asked twice, pending: 0", "after step 1, pending: 2",
        "run 2 starts", "after step 2, pending: 1",
        "run 3 starts", "after step 3, pending: 0",
      ])
  }

  /// Other blocks on the scheduler run between two turns of the recursion.
  func testOtherBlocksInterleaveWithTheTurns() {
    let scheduler = RACTestScheduler()
    var events: [String] = []
    var run = 0
    scheduler.scheduleRecursiveBlock { reschedule in
      run += 1
      events.append("recursion \(run)")
      if run < 3 { reschedule() }
    }
    scheduler.schedule { events.append("other A") }
    scheduler.schedule { events.append("other B") }

    scheduler.stepAll()

    XCTAssertEqual(events, ["recursion 1", "other A", "other B", "recursion 2", "recursion 3"])
  }

  /// A `reschedule()` called after the block returned schedules the next turn at once.
  func testARescheduleAfterTheRunReturnedSchedulesAtOnce() {
    let scheduler = RACTestScheduler()
    var events: [String] = []
    var savedReschedule: (() -> Void)?
    scheduler.scheduleRecursiveBlock { reschedule in
      events.append("run")
      savedReschedule = reschedule
    }
    scheduler.step()
    events.append("pending before: \(scheduler.pendingActionCount)")
    savedReschedule?()
    events.append("pending after: \(scheduler.pendingActionCount)")
    scheduler.stepAll()
    savedReschedule = nil  // the block saved its reschedule again: break that cycle

    XCTAssertEqual(events, ["run", "pending before: 0", "pending after: 1", "run"])
  }

  func testDisposingStopsTheRecursion() {
    let scheduler = RACTestScheduler()
    var events: [String] = []
    var savedReschedule: (() -> Void)?
    let disposable = scheduler.scheduleRecursiveBlock { reschedule in
      events.append("run")
      savedReschedule = reschedule
      reschedule()
    }
    scheduler.step()
    events.append("pending: \(scheduler.pendingActionCount)")

    disposable?.dispose()
    events.append("disposed, pending: \(scheduler.pendingActionCount)")
    savedReschedule?()
    events.append("rescheduled after dispose, pending: \(scheduler.pendingActionCount)")
    savedReschedule = nil
    scheduler.stepAll()
    events.append("stepped, pending: \(scheduler.pendingActionCount)")

    // The disposed turn stays queued until its step and runs nothing; no new turn joins it.
    XCTAssertEqual(
      events,
      ["run", "pending: 1", "disposed, pending: 1", "rescheduled after dispose, pending: 1", "stepped, pending: 0"])
  }

  /// Each turn's disposable leaves the returned compound when the turn starts, so a long
  /// recursion keeps one entry, not one per turn.
  func testTheReturnedDisposableHoldsOnlyThePendingTurn() {
    let scheduler = RACTestScheduler()
    var sizes: [Int] = []
    var run = 0
    let disposable = scheduler.scheduleRecursiveBlock { reschedule in
      run += 1
      if run < 50 { reschedule() }
    }
    let compound = disposable as? RACCompoundDisposable
    XCTAssertNotNil(compound)
    while scheduler.step() { sizes.append(compound?.disposables.count ?? -1) }

    XCTAssertEqual(run, 50)
    XCTAssertEqual(sizes, Array(repeating: 1, count: 49) + [0])
  }

  /// RACSchedulerSpec "with an asynchronous scheduler should reschedule itself after the caller
  /// completes".
  func testMainThreadRecursionReschedulesAfterTheCallerCompletes() {
    let events = LockedLog()
    let done = expectation(description: "third run")
    var count = 0
    RACScheduler.mainThreadScheduler.scheduleRecursiveBlock { reschedule in
      count += 1
      let thisCount = count
      events.append("run \(thisCount)")
      if thisCount < 3 {
        reschedule()
        events.append("count still \(count)")
      } else {
        done.fulfill()
      }
    }
    events.append("scheduled")
    wait(for: [done], timeout: 10)

    XCTAssertEqual(events.events, ["scheduled", "run 1", "count still 1", "run 2", "count still 2", "run 3"])
  }

  /// RACSchedulerSpec "should reschedule when invoked asynchronously".
  func testMainThreadRecursionReschedulesWhenInvokedFromAnotherScheduler() {
    let events = LockedLog()
    let done = expectation(description: "third run")
    let other = RACScheduler.scheduler()
    let count = LockedLog()
    RACScheduler.mainThreadScheduler.scheduleRecursiveBlock { reschedule in
      events.append("run on main: \(Thread.isMainThread)")
      other.after(Date().addingTimeInterval(0.01)) {
        count.append("x")
        if count.events.count < 3 { reschedule() } else { done.fulfill() }
      }
    }
    wait(for: [done], timeout: 10)

    XCTAssertEqual(events.events, Array(repeating: "run on main: true", count: 3))
  }

  /// RACSchedulerSpec "shouldn't reschedule itself when disposed".
  func testMainThreadRecursionDoesNotRescheduleOnceDisposed() {
    let events = LockedLog()
    var disposable: RACDisposable?
    disposable = RACScheduler.mainThreadScheduler.scheduleRecursiveBlock { reschedule in
      events.append("run")
      disposable?.dispose()
      reschedule()
    }
    let ran = expectation(description: "a later main block ran")
    // Two later main-queue turns: a reschedule would have run by the time the second one runs.
    RACScheduler.mainThreadScheduler.schedule {
      RACScheduler.mainThreadScheduler.schedule { ran.fulfill() }
    }
    wait(for: [ran], timeout: 10)
    disposable = nil

    XCTAssertEqual(events.events, ["run"])
  }
}
