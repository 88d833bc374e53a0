import Foundation
import XCTest

@testable import RAC

/// `-retry:` and `-retry` through `subscribeForever` (behaviour §6.3, §7.12). Every retry after the
/// first subscription is a turn of the current scheduler: a `RACTestScheduler` made current, so
/// each turn is one `step()`.
final class OperatorsRetryTests: RACTestCase {
  /// A signal that sends `attempt:<n>`, then fails for its first `failures` subscriptions and
  /// completes after that.
  private func failing(_ failures: Int, log: BindTestLog) -> RACSignal {
    var attempts = 0
    return RACSignal.createSignal { subscriber in
      attempts += 1
      log.append("subscribe:\(attempts)")
      subscriber.sendNext("attempt:\(attempts)")
      if attempts <= failures {
        subscriber.sendError(BindTestLog.error(attempts))
      } else {
        subscriber.sendCompleted()
      }
      return RACDisposable { log.append("dispose:\(attempts)") }
    }
  }

  private func subscribe(_ signal: RACSignal, on scheduler: RACTestScheduler, log: BindTestLog) -> RACDisposable? {
    var disposable: RACDisposable?
    scheduler.performAsCurrentScheduler { disposable = signal.subscribe(log.subscriber()) }
    return disposable
  }

  /// §7.12: the first subscription is synchronous; each retry waits for a turn of the scheduler.
  func testRetrySubscribesOnceAtOnceAndAgainOnEachSchedulerTurn() {
    let scheduler = RACTestScheduler()
    let log = BindTestLog()
    _ = subscribe(failing(2, log: log).retry(5), on: scheduler, log: log)
    XCTAssertEqual(log.entries, ["subscribe:1", "next:attempt:1", "dispose:1"])
    XCTAssertEqual(scheduler.pendingActionCount, 1)
    scheduler.step()
    XCTAssertEqual(log.entries.suffix(3), ["subscribe:2", "next:attempt:2", "dispose:2"])
    scheduler.step()
    XCTAssertEqual(
      log.entries,
      [
        "subscribe:1", "next:attempt:1", "dispose:1", "subscribe:2", "next:attempt:2", "dispose:2",
        "subscribe:3", "next:attempt:3", "completed", "dispose:3",
      ])
    XCTAssertEqual(scheduler.pendingActionCount, 0)
  }

  /// §7.12: on the main thread the current scheduler is the main-thread scheduler, so the retry is
  /// an asynchronous main-queue turn: nothing of it has happened when `subscribe` returns.
  func testRetryOnTheMainThreadResubscribesOnALaterMainQueueTurn() {
    XCTAssertTrue(Thread.isMainThread)
    let log = BindTestLog()
    let completed = expectation(description: "completed")
    let disposable = failing(1, log: log).retry(1).subscribeNext(
      { value in log.append("next:\(BindTestLog.text(value))") }, error: { _ in log.append("error") },
      completed: {
        log.append("completed")
        completed.fulfill()
      })
    XCTAssertEqual(log.entries, ["subscribe:1", "next:attempt:1", "dispose:1"])
    wait(for: [completed], timeout: 10)
    XCTAssertEqual(
      log.entries,
      ["subscribe:1", "next:attempt:1", "dispose:1", "subscribe:2", "next:attempt:2", "completed", "dispose:2"])
    disposable?.dispose()
  }

  /// §6.3: `retry:2` allows three subscriptions; the third error is forwarded, with the values of
  /// every failed attempt before it.
  func testRetryTwoSubscribesThreeTimesThenForwardsTheError() {
    let scheduler = RACTestScheduler()
    let log = BindTestLog()
    _ = subscribe(failing(10, log: log).retry(2), on: scheduler, log: log)
    scheduler.stepAll()
    XCTAssertEqual(
      log.entries,
      [
        "subscribe:1", "next:attempt:1", "dispose:1", "subscribe:2", "next:attempt:2", "dispose:2",
        "subscribe:3", "next:attempt:3", "error:test#3", "dispose:3",
      ])
    XCTAssertEqual(scheduler.pendingActionCount, 0)
  }

  /// §6.3: `retry` (= `retry:0`) keeps resubscribing for as long as the source fails.
  func testRetryWithoutACountRetriesUntilTheSourceCompletes() {
    let scheduler = RACTestScheduler()
    let log = BindTestLog()
    _ = subscribe(failing(4, log: log).retry(), on: scheduler, log: log)
    scheduler.stepAll()
    XCTAssertEqual(log.entries.filter { $0.hasPrefix("subscribe:") }.count, 5)
    XCTAssertEqual(log.entries.suffix(3), ["next:attempt:5", "completed", "dispose:5"])
    XCTAssertEqual(log.entries.filter { $0.hasPrefix("error") }, [])
  }

  func testRetryCompletesAtOnceWhenTheFirstSubscriptionCompletes() {
    let scheduler = RACTestScheduler()
    let log = BindTestLog()
    _ = subscribe(failing(0, log: log).retry(3), on: scheduler, log: log)
    XCTAssertEqual(log.entries, ["subscribe:1", "next:attempt:1", "completed", "dispose:1"])
    // subscribeForever's `recurse()` still schedules the next turn, into a compound disposable
    // already disposed: the turn waits, disposed, and its step subscribes to nothing.
    XCTAssertEqual(scheduler.pendingActionCount, 1)
    scheduler.stepAll()
    XCTAssertEqual(log.entries, ["subscribe:1", "next:attempt:1", "completed", "dispose:1"])
  }

  func testRetryForwardsNilValuesAndANilError() {
    let scheduler = RACTestScheduler()
    let log = BindTestLog()
    _ = subscribe(OperatorsSignals.values([nil], thenError: nil).retry(1), on: scheduler, log: log)
    scheduler.stepAll()
    XCTAssertEqual(log.entries, ["next:nil", "next:nil", "error:nil"])
  }

  /// Disposing between attempts cancels the scheduled retry: nothing subscribes again.
  func testDisposingRetryBetweenAttemptsCancelsTheNextAttempt() {
    let scheduler = RACTestScheduler()
    let log = BindTestLog()
    let disposable = subscribe(failing(10, log: log).retry(), on: scheduler, log: log)
    XCTAssertEqual(scheduler.pendingActionCount, 1)
    disposable?.dispose()
    XCTAssertEqual(scheduler.pendingActionCount, 1, "the disposed retry waits for its step")
    scheduler.stepAll()
    XCTAssertEqual(scheduler.pendingActionCount, 0)
    XCTAssertEqual(log.entries, ["subscribe:1", "next:attempt:1", "dispose:1"])
  }

  func testDisposingRetryDisposesTheRunningAttempt() {
    let scheduler = RACTestScheduler()
    let source = OperatorsManualSource()
    let log = BindTestLog()
    let disposable = subscribe(source.signal.retry(), on: scheduler, log: log)
    // The retry goes to the scheduler that is current when the first attempt fails.
    scheduler.performAsCurrentScheduler { source.sendError(nil) }
    scheduler.step()
    XCTAssertEqual(source.subscriptionCount, 2)
    disposable?.dispose()
    XCTAssertEqual(source.disposalCount, 2)
    XCTAssertEqual(source.activeSubscriberCount, 0)
    XCTAssertEqual(log.entries, [])
  }

  /// Each subscription counts its own retries.
  func testRetryCountsRetriesPerSubscription() {
    let scheduler = RACTestScheduler()
    let first = BindTestLog()
    let second = BindTestLog()
    let signal = OperatorsSignals.values(["A"], thenError: nil).retry(1)
    _ = subscribe(signal, on: scheduler, log: first)
    _ = subscribe(signal, on: scheduler, log: second)
    scheduler.stepAll()
    XCTAssertEqual(first.entries, ["next:A", "next:A", "error:nil"])
    XCTAssertEqual(second.entries, ["next:A", "next:A", "error:nil"])
  }

  func testRetryOperatorsNameTheirResultsAsRACDoes() {
    let source = OperatorsSignals.values([], label: "source")
    XCTAssertEqual(source.retry(3).traceName, "[source] -retry: 3")
    XCTAssertEqual(source.retry().traceName, "[source] -retry")
  }

  func testRetryTracesEachAttemptAndItsCount() {
    let scheduler = RACTestScheduler()
    let log = BindTestLog()
    let source = failing(2, log: log)
    let trace = Tracing.record {
      _ = subscribe(source.retry(), on: scheduler, log: log)
      scheduler.stepAll()
    }
    // subscribeForever's own call of recursiveBlock (RACSignal+Operations.m:76), then the block's
    // three runs (:49): the first, and one per resubscription.
    XCTAssertEqual(
      trace.calls("recursiveBlock").compactMap { $0.racSource.map { "\($0.file):\($0.line)" } },
      [
        "RACSignal+Operations.m:76", "RACSignal+Operations.m:49", "RACSignal+Operations.m:49",
        "RACSignal+Operations.m:49",
      ])
    XCTAssertEqual(trace.calls("recurse").count, 1)
    XCTAssertEqual(trace.calls("subscribeForever next"), [], "RAC passes next itself: no block of subscribeForever's")
    XCTAssertEqual(trace.calls("retry error").map { $0.bookkeeping("currentRetryCount") }, ["0", "1"])
    XCTAssertEqual(trace.calls("retry completed").count, 1)
  }
}
