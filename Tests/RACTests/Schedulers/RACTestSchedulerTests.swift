import Foundation
import XCTest

@testable import RAC

/// `RACTestScheduler` (behaviour §5, last paragraph) on virtual time: nothing runs until stepped,
/// actions run by date and then in the order scheduled, the clock moves only when actions run or
/// the test advances it, and every pending action is a live RAC object.
final class RACTestSchedulerTests: RACTestCase {
  private let start = Date(timeIntervalSinceReferenceDate: 0)

  /// `"<label> at <seconds since start>"`, read from the scheduler's clock when the block runs.
  private func logAt(_ label: String, _ scheduler: RACTestScheduler, _ events: LockedLog) -> () -> Void {
    { [start] in events.append("\(label) at \(scheduler.now.timeIntervalSince(start))") }
  }

  func testNameAndStartTime() {
    let scheduler = RACTestScheduler()
    XCTAssertEqual(scheduler.name, "org.reactivecocoa.ReactiveCocoa.RACTestScheduler")
    XCTAssertEqual(scheduler.now, start)
    XCTAssertEqual(RACTestScheduler(startDate: Date(timeIntervalSince1970: 5)).now, Date(timeIntervalSince1970: 5))
  }

  func testNothingRunsUntilStepped() {
    let scheduler = RACTestScheduler()
    let events = LockedLog()
    scheduler.schedule(logAt("A", scheduler, events))
    scheduler.schedule(logAt("B", scheduler, events))
    events.append("scheduled")

    events.append("step: \(scheduler.step())")
    events.append("step: \(scheduler.step())")
    events.append("step: \(scheduler.step())")

    XCTAssertEqual(events.events, ["scheduled", "A at 0.0", "step: true", "B at 0.0", "step: true", "step: false"])
  }

  func testActionsRunByDateThenInTheOrderTheyWereScheduled() {
    let scheduler = RACTestScheduler()
    let events = LockedLog()
    scheduler.after(start.addingTimeInterval(2), schedule: logAt("A (2 s)", scheduler, events))
    scheduler.schedule(logAt("B (now)", scheduler, events))
    scheduler.after(start.addingTimeInterval(1), schedule: logAt("C (1 s)", scheduler, events))
    scheduler.after(start.addingTimeInterval(1), schedule: logAt("D (1 s)", scheduler, events))
    scheduler.schedule(logAt("E (now)", scheduler, events))
    scheduler.afterDelay(2, schedule: logAt("F (2 s)", scheduler, events))

    scheduler.stepAll()

    XCTAssertEqual(
      events.events,
      ["B (now) at 0.0", "E (now) at 0.0", "C (1 s) at 1.0", "D (1 s) at 1.0", "A (2 s) at 2.0", "F (2 s) at 2.0"])
    XCTAssertEqual(scheduler.now, start.addingTimeInterval(2))
  }

  /// `schedule:` from inside an action runs at the action's time, after everything already due.
  func testScheduleFromAnActionQueuesAtTheCurrentVirtualTime() {
    let scheduler = RACTestScheduler()
    let events = LockedLog()
    scheduler.after(start.addingTimeInterval(1)) {
      events.append("outer at 1")
      scheduler.schedule(self.logAt("inner", scheduler, events))
    }
    scheduler.after(start.addingTimeInterval(1), schedule: logAt("sibling", scheduler, events))
    scheduler.after(start.addingTimeInterval(3), schedule: logAt("late", scheduler, events))

    scheduler.stepAll()

    XCTAssertEqual(events.events, ["outer at 1", "sibling at 1.0", "inner at 1.0", "late at 3.0"])
  }

  func testStepTicksRunsThatManyActions() {
    let scheduler = RACTestScheduler()
    let events = LockedLog()
    for name in ["A", "B", "C", "D"] { scheduler.schedule(logAt(name, scheduler, events)) }

    scheduler.step(2)
    events.append("stepped 2")
    scheduler.step(5)
    events.append("stepped 5")

    XCTAssertEqual(events.events, ["A at 0.0", "B at 0.0", "stepped 2", "C at 0.0", "D at 0.0", "stepped 5"])
  }

  func testAdvanceByRunsExactlyTheActionsDueByThenAndMovesTheClock() {
    let scheduler = RACTestScheduler()
    let events = LockedLog()
    scheduler.afterDelay(1, schedule: logAt("A", scheduler, events))
    scheduler.afterDelay(2, schedule: logAt("B", scheduler, events))
    scheduler.afterDelay(2.5, schedule: logAt("C", scheduler, events))

    scheduler.advance(by: 2)
    events.append("advanced to \(scheduler.now.timeIntervalSince(start)), pending \(scheduler.pendingActionCount)")
    scheduler.advance(by: 0.25)
    events.append("advanced to \(scheduler.now.timeIntervalSince(start)), pending \(scheduler.pendingActionCount)")
    scheduler.advance(by: 10)
    events.append("advanced to \(scheduler.now.timeIntervalSince(start)), pending \(scheduler.pendingActionCount)")

    XCTAssertEqual(
      events.events,
      [
        "A at 1.0", "B at 2.0", "advanced to 2.0, pending 1",
        "advanced to 2.25, pending 1",
        "C at 2.5", "advanced to 12.25, pending 0",
      ])
  }

  /// Actions scheduled by actions run within the same advance if they fall due inside it.
  func testAdvanceRunsActionsScheduledWithinTheInterval() {
    let scheduler = RACTestScheduler()
    let events = LockedLog()
    scheduler.afterDelay(1) {
      events.append("A at 1")
      scheduler.afterDelay(0.5, schedule: self.logAt("A's follow-up", scheduler, events))
      scheduler.afterDelay(5, schedule: self.logAt("A's late follow-up", scheduler, events))
    }

    scheduler.advance(by: 2)
    events.append("pending \(scheduler.pendingActionCount)")
    scheduler.stepAll()

    XCTAssertEqual(events.events, ["A at 1", "A's follow-up at 1.5", "pending 1", "A's late follow-up at 6.0"])
  }

  func testAdvanceToAnEarlierDateDoesNotMoveTheClockBack() {
    let scheduler = RACTestScheduler()
    scheduler.advance(to: start.addingTimeInterval(5))
    scheduler.advance(to: start.addingTimeInterval(3))
    XCTAssertEqual(scheduler.now, start.addingTimeInterval(5))

    let events = LockedLog()
    scheduler.after(start.addingTimeInterval(1), schedule: logAt("past date", scheduler, events))
    scheduler.step()
    XCTAssertEqual(events.events, ["past date at 5.0"])
  }

  func testRepeatingActionRunsOnVirtualTimeUntilDisposed() {
    let scheduler = RACTestScheduler()
    let events = LockedLog()
    let repeating = scheduler.after(
      start.addingTimeInterval(1), repeatingEvery: 1, withLeeway: 0.5, schedule: logAt("tick", scheduler, events))

    scheduler.advance(by: 3.5)
    events.append("pending \(scheduler.pendingActionCount)")
    repeating?.dispose()
    events.append("disposed, pending \(scheduler.pendingActionCount)")
    scheduler.advance(by: 10)
    events.append("after its turn, pending \(scheduler.pendingActionCount)")

    // As in RAC, the disposed next turn stays queued until its date, then runs nothing.
    XCTAssertEqual(
      events.events,
      ["tick at 1.0", "tick at 2.0", "tick at 3.0", "pending 1", "disposed, pending 1", "after its turn, pending 0"])
  }

  /// The repetition holds only its next turn, however many turns have run.
  func testRepeatingActionKeepsOnlyItsNextTurn() {
    let scheduler = RACTestScheduler()
    let repeating = scheduler.after(scheduler.now, repeatingEvery: 1, withLeeway: 0) {}
    let compound = repeating as? RACCompoundDisposable
    XCTAssertNotNil(compound)

    var sizes: [Int] = []
    for _ in 0..<20 {
      scheduler.advance(by: 1)
      sizes.append(compound?.disposables.count ?? -1)
    }
    repeating?.dispose()

    XCTAssertEqual(sizes, Array(repeating: 1, count: 20))
    XCTAssertEqual(scheduler.pendingActionCount, 1, "the disposed next turn waits for its step")
    XCTAssertTrue(scheduler.step())
    XCTAssertEqual(scheduler.pendingActionCount, 0)
  }

  /// RACTestScheduler.m's `-step:` takes a disposed action off the heap and runs nothing: the
  /// action uses up its step (and its date passes, as a `dispatch_after` block's would).
  func testADisposedActionRunsNothingButUsesUpItsStep() {
    let scheduler = RACTestScheduler()
    let events = LockedLog()
    let first = scheduler.schedule(logAt("A", scheduler, events))
    scheduler.schedule(logAt("B", scheduler, events))
    let third = scheduler.afterDelay(1, schedule: logAt("C", scheduler, events))

    first?.dispose()
    third?.dispose()
    for _ in 0..<4 { events.append("step: \(scheduler.step())") }

    XCTAssertEqual(events.events, ["step: true", "B at 0.0", "step: true", "step: true", "step: false"])
    XCTAssertEqual(scheduler.now, start.addingTimeInterval(1))
  }

  func testTheSchedulerIsCurrentWhileAnActionRuns() {
    let scheduler = RACTestScheduler()
    let events = LockedLog()
    scheduler.schedule {
      events.append("current is the test scheduler: \(RACScheduler.currentScheduler === scheduler)")
    }
    scheduler.stepAll()
    events.append("afterwards main: \(RACScheduler.currentScheduler === RACScheduler.mainThreadScheduler)")

    XCTAssertEqual(events.events, ["current is the test scheduler: true", "afterwards main: true"])
  }

  /// Each pending action is a live RAC object (counted by its class), gone once its step has come
  /// (disposed or not), so the leak check after every test also sees actions nobody stepped.
  func testPendingActionsAreLiveObjectsUntilTheirStep() {
    let scheduler = RACTestScheduler()
    let baseline = LiveObjects.count
    let actionClass = String(describing: VirtualQueue.Action.self)
    func liveActions() -> Int { LiveObjects.countsByClass[actionClass] ?? 0 }

    scheduler.schedule {}
    scheduler.afterDelay(1) {}
    var kept = scheduler.afterDelay(2) {}
    XCTAssertEqual(liveActions(), 3)
    XCTAssertGreaterThan(LiveObjects.count, baseline)

    scheduler.step()
    XCTAssertEqual(liveActions(), 2)
    kept?.dispose()
    kept = nil
    XCTAssertEqual(liveActions(), 2, "a disposed action waits for its step")
    scheduler.stepAll()

    XCTAssertEqual(liveActions(), 0)
    XCTAssertEqual(LiveObjects.count, baseline)
  }

  /// A disposed action's block keeps what it holds until its step, as RAC's heap keeps the action
  /// (and libdispatch a `dispatch_after` block) until then.
  func testADisposedActionReleasesWhatItsBlockHoldsAtItsStep() {
    let scheduler = RACTestScheduler()
    var held: RACDisposable? = RACDisposable()
    weak var weakHeld: AnyObject?
    weakHeld = held
    let action = scheduler.afterDelay(1) { [held] in _ = held }
    held = nil
    XCTAssertNotNil(weakHeld)

    action?.dispose()
    XCTAssertNotNil(weakHeld)
    scheduler.step()

    XCTAssertNil(weakHeld)
  }

  /// A scheduler that goes away disposes what it never ran.
  func testDeinitDisposesPendingActionsWithoutRunningThem() {
    let events = LockedLog()
    var scheduler: RACTestScheduler? = RACTestScheduler()
    let pending = scheduler?.schedule { events.append("ran") }
    scheduler = nil

    XCTAssertEqual(pending?.isDisposed, true)
    XCTAssertEqual(events.events, [])
  }

  /// `runAsMainThread` runs the body with a fresh test scheduler current (so subscription is
  /// synchronous, as on the main thread), then runs what the body scheduled.
  func testRunAsMainThreadSubscribesSynchronouslyThenRunsScheduledWork() {
    let events = LockedLog()
    RACTestScheduler.runAsMainThread { scheduler in
      let signal = RACSignal.createSignal { subscriber in
        subscriber.sendNext("A")
        scheduler.schedule {
          subscriber.sendNext("B")
          subscriber.sendCompleted()
        }
        return nil
      }
      signal.subscribeNext(
        { events.append("next: \($0 ?? "nil")") }, completed: { events.append("completed") })
      events.append("subscribed")
    }
    events.append("runAsMainThread returned")

    XCTAssertEqual(events.events, ["next: A", "subscribed", "next: B", "completed", "runAsMainThread returned"])
  }
}
