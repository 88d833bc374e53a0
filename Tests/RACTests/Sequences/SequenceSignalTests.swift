import Foundation
import XCTest

@testable import RAC

/// `-signal` and `-signalWithScheduler:` (behaviour §6.15, §7.23): one value per scheduler turn,
/// completion in a turn of its own, a new background scheduler for every `signal()` call.
final class SequenceSignalTests: RACTestCase {
  private let backgroundLabel = "com.ReactiveCocoa.RACScheduler.backgroundScheduler"

  func testSignalWithSchedulerSendsOneValuePerTurnAndCompletesInItsOwnTurn() {
    let scheduler = RACTestScheduler()
    let recorder = EventRecorder(["A", "B"].rac_sequence.signalWithScheduler(scheduler))
    var turns: [[String]] = [recorder.events]
    while scheduler.step() { turns.append(recorder.events) }
    XCTAssertEqual(
      turns,
      [[], ["next:A"], ["next:A", "next:B"], ["next:A", "next:B", "completed"]])
  }

  func testAnEmptySequenceCompletesInTheFirstTurn() {
    let scheduler = RACTestScheduler()
    let recorder = EventRecorder(RACSequence.empty().signalWithScheduler(scheduler))
    XCTAssertEqual(recorder.events, [])
    scheduler.stepAll()
    XCTAssertEqual(recorder.events, ["completed"])
  }

  func testDisposingStopsTheWalk() {
    let scheduler = RACTestScheduler()
    let recorder = EventRecorder(["A", "B", "C"].rac_sequence.signalWithScheduler(scheduler))
    scheduler.step()
    recorder.dispose()
    scheduler.stepAll()
    XCTAssertEqual(recorder.events, ["next:A"])
    XCTAssertEqual(scheduler.pendingActionCount, 0)
  }

  /// Each subscriber walks the sequence from the start.
  func testEverySubscriptionWalksTheWholeSequence() {
    let scheduler = RACTestScheduler()
    let signal = ["A", "B"].rac_sequence.signalWithScheduler(scheduler)
    let first = EventRecorder(signal)
    let second = EventRecorder(signal)
    scheduler.stepAll()
    XCTAssertEqual(first.events, ["next:A", "next:B", "completed"])
    XCTAssertEqual(second.events, first.events)
  }

  /// The turns interleave with other blocks on the same scheduler: a block scheduled while the
  /// first value is delivered runs before the second value.
  func testOtherBlocksOnTheSchedulerRunBetweenTheValues() {
    let scheduler = RACScheduler.scheduler()
    let log = LockedLog()
    let done = expectation(description: "completed")
    ["A", "B"].rac_sequence.signalWithScheduler(scheduler).subscribeNext(
      { value in
        log.append("next:\(BindTestLog.text(value))")
        if BindTestLog.text(value) == "A" { scheduler.schedule { log.append("other block") } }
      },
      completed: {
        log.append("completed")
        done.fulfill()
      })
    wait(for: [done], timeout: 10)
    XCTAssertEqual(log.events, ["next:A", "other block", "next:B", "completed"])
  }

  /// `array.rac_sequence.signal` delivers off the main thread, on a queue labelled
  /// `com.ReactiveCocoa.RACScheduler.backgroundScheduler`, with that scheduler current.
  func testSignalDeliversOnABackgroundSchedulersQueue() {
    let log = LockedLog()
    let done = expectation(description: "completed")
    let place = {
      let scheduler = RACScheduler.currentScheduler
      return
        "main:\(Thread.isMainThread) queue:\(QueueLabel.current ?? "none") scheduler:\(scheduler?.name ?? "none")"
    }
    ["A", nil].rac_sequence.signal().subscribeNext(
      { log.append("next:\(BindTestLog.text($0)) \(place())") },
      completed: {
        log.append("completed \(place())")
        done.fulfill()
      })
    wait(for: [done], timeout: 10)
    let there = "main:false queue:\(backgroundLabel) scheduler:\(backgroundLabel)"
    XCTAssertEqual(
      log.events, ["next:A \(there)", "next:\(NSNull()) \(there)", "completed \(there)"])
  }

  /// `signal()` makes its scheduler when called: subscriptions to one signal share it, a second
  /// call makes another.
  func testEverySignalCallMakesANewScheduler() {
    let sequence = ["A"].rac_sequence
    let first = sequence.signal()
    let second = sequence.signal()
    let schedulers = LockedLog()
    let done = expectation(description: "all completed")
    done.expectedFulfillmentCount = 3
    for signal in [first, first, second] {
      signal.subscribeNext(
        { _ in schedulers.append("\(RACScheduler.currentScheduler?.objectSerial ?? 0)") },
        completed: { done.fulfill() })
    }
    wait(for: [done], timeout: 10)
    let serials = schedulers.events
    XCTAssertEqual(serials.count, 3)
    XCTAssertEqual(Set(serials).count, 2, "\(serials)")
    XCTAssertFalse(serials.contains("0"))
  }

  func testSignalsAreNamedAsRACNamesThem() {
    let sequence = ["A"].rac_sequence.traced(as: "letters")
    let scheduler = RACTestScheduler()
    XCTAssertEqual(
      [sequence.signalWithScheduler(scheduler).traceName, sequence.signal().traceName],
      [
        "[letters] -signalWithScheduler: org.reactivecocoa.ReactiveCocoa.RACTestScheduler",
        "[letters] -signal",
      ])
  }

  func testTheWalkIsTracedTurnByTurn() {
    let scheduler = RACTestScheduler()
    let sequence = ["A", "B"].rac_sequence.traced(as: "letters")
    let trace = Tracing.record {
      _ = EventRecorder(sequence.signalWithScheduler(scheduler))
      scheduler.stepAll()
    }
    XCTAssertEqual(
      trace.calls("recursiveBlock").map { $0.bookkeeping("sequence") }, ["[\"A\", \"B\"]", "[\"B\"]", "[]"])
  }
}
