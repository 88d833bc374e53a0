import Foundation
import XCTest

@testable import RAC

/// `RACSubscriber` under concurrent senders (behaviour §4.1: every event runs under
/// `@synchronized (self)`). The blocks below touch plain, unsynchronised state: only the
/// subscriber's lock keeps them apart, which the thread sanitizer checks.
final class SubscriberConcurrencyTests: RACTestCase {
  private let workers = 8

  /// Unsynchronised state that the subscriber's lock alone must protect.
  private final class Unguarded: @unchecked Sendable {
    var values: [String] = []
    var inside = false
    var overlaps = 0
  }

  func testConcurrentNextsAreSerialised() {
    let perWorker = 500
    let state = Unguarded()
    let subscriber = RACSubscriber(
      next: { value in
        if state.inside { state.overlaps += 1 }
        state.inside = true
        state.values.append(value as? String ?? "nil")
        state.inside = false
      },
      error: nil,
      completed: { state.values.append("completed") })

    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for step in 0..<perWorker { subscriber.sendNext("\(worker)-\(step)") }
    }
    subscriber.sendCompleted()

    XCTAssertEqual(state.overlaps, 0)
    XCTAssertEqual(state.values.count, workers * perWorker + 1)
    XCTAssertEqual(state.values.last, "completed")
    for worker in 0..<workers {
      let mine = state.values.filter { $0.hasPrefix("\(worker)-") }
      XCTAssertEqual(mine, (0..<perWorker).map { "\(worker)-\($0)" }, "each sender's values stay in its order")
    }
  }

  /// One worker completes the subscriber and another sends an error while the rest keep sending:
  /// whichever terminal event wins is delivered once, and nothing is delivered after it.
  func testNothingIsDeliveredAfterACompletionFromAnotherThread() {
    for _ in 0..<20 {
      let state = Unguarded()
      let subscriber = RACSubscriber(
        next: { state.values.append($0 as? String ?? "nil") },
        error: { _ in state.values.append("error") },
        completed: { state.values.append("completed") })

      DispatchQueue.concurrentPerform(iterations: workers) { worker in
        for step in 0..<200 {
          if worker == 0, step == 100 { subscriber.sendCompleted() }
          subscriber.sendNext("v")
          if worker == 1, step == 150 { subscriber.sendError(nil) }
        }
      }

      let terminal = state.values.filter { $0 != "v" }
      XCTAssertEqual(terminal.count, 1, "one terminal event: \(terminal)")
      XCTAssertTrue(["completed", "error"].contains(state.values.last ?? ""), "the terminal event came last")
      XCTAssertTrue(subscriber.disposable.isDisposed)
    }
  }

  /// A passthrough in front of the subscriber (what `createSignal` hands to `didSubscribe`): a
  /// dispose from one thread while others send cuts delivery off for good.
  func testPassthroughStopsDeliveringOnceDisposedFromAnotherThread() {
    let state = Unguarded()
    let subscriber = RACSubscriber(next: { _ in state.values.append("v") }, error: nil, completed: nil)
    let subscription = RACCompoundDisposable()
    let passthrough = RACPassthroughSubscriber(subscriber: subscriber, signal: nil, disposable: subscription)
    let countAtDispose = LockedLog()

    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for step in 0..<300 {
        passthrough.sendNext("v")
        if worker == 0, step == 150 {
          subscription.dispose()
          // Anything sent from here on, on any thread, must be dropped; sends already past the
          // check may still land, so the count is read after every worker is done.
          countAtDispose.append("disposed")
        }
      }
    }
    let delivered = state.values.count
    passthrough.sendNext("late")

    XCTAssertEqual(countAtDispose.events, ["disposed"])
    XCTAssertEqual(state.values.count, delivered, "nothing gets through a disposed passthrough")
    XCTAssertFalse(subscriber.disposable.isDisposed, "the subscriber itself is not terminated")
    XCTAssertEqual(subscriber.disposable.disposables.count, 1, "it forgot the ended subscription")
    XCTAssertLessThanOrEqual(delivered, workers * 300 - 149, "worker 0's later sends were dropped")
  }
}
