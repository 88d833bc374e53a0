import Foundation
import XCTest

@testable import RAC

/// The surprises of behaviour §7 (docs/rac-2.5-behaviour.md) that concern combining, flattening and error operators —
/// items 1–5, 10–14 and 22 — each pinned down once, in that page's own terms. The operator
/// test files go into each in more detail.
final class OperatorsReferenceSurprisesTests: RACTestCase {
  /// §7.1: zip completes once any input has completed with nothing buffered; the leftover pair of
  /// the other inputs is dropped.
  func testItem1ZipCompletesWhenTheShortestInputHasCompletedAndDropsLeftovers() {
    let letters1 = OperatorsSignals.values(["A", "B", "C"])
    let letters2 = OperatorsSignals.values(["X", "Y", "Z"])
    let letters3 = OperatorsSignals.values(["M", "N"])
    XCTAssertEqual(
      EventRecorder.events(of: RACSignal.zip([letters1, letters2, letters3])),
      ["next:(A, X, M)", "next:(B, Y, N)", "completed"])
  }

  /// §7.2: combineLatest completes only when all inputs complete; an input that never sent a value
  /// means no `next` at all; nil values count as values.
  func testItem2CombineLatestCompletesWhenAllCompleteEvenWithoutAnyValue() {
    XCTAssertEqual(
      EventRecorder.events(of: RACSignal.combineLatest([OperatorsSignals.values(["A"]), RACSignal.empty()])),
      ["completed"])
    let first = OperatorsManualSource()
    let second = OperatorsManualSource()
    let recorder = EventRecorder(RACSignal.combineLatest([first.signal, second.signal]))
    first.sendNext(nil)
    second.sendNext("X")
    first.sendCompleted()
    XCTAssertEqual(recorder.events, ["next:(nil, X)"])
    second.sendCompleted()
    XCTAssertEqual(recorder.events, ["next:(nil, X)", "completed"])
  }

  /// §7.3: collect on an empty signal sends `[]` then completes; nils become `NSNull`.
  func testItem3CollectOfAnEmptySignalSendsAnEmptyArrayAndNilsBecomeNSNull() {
    XCTAssertEqual(EventRecorder.events(of: RACSignal.empty().collect()), ["next:[]", "completed"])
    var collected: [Any] = []
    let disposable = OperatorsSignals.values([nil]).collect().subscribeNext { collected = $0 as? [Any] ?? [] }
    XCTAssertEqual(collected.count, 1)
    XCTAssertTrue(collected.first is NSNull)
    disposable?.dispose()
  }

  /// §7.4: `take:0` is `+empty`: it completes at once and never subscribes to the receiver.
  func testItem4TakeZeroCompletesWithoutSubscribing() {
    let counter = OperatorsCounter()
    XCTAssertEqual(EventRecorder.events(of: OperatorsSignals.counting(["A"], in: counter).take(0)), ["completed"])
    XCTAssertEqual(counter.count, 0)
  }

  /// §7.5: `take:n` completes right after the n-th value even if the source never completes.
  func testItem5TakeCompletesAfterTheNthValueOfASourceThatNeverCompletes() {
    let source = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.take(1))
    source.sendNext("A")
    XCTAssertEqual(recorder.events, ["next:A", "completed"])
    XCTAssertEqual(source.activeSubscriberCount, 0)
  }

  /// §7.10: flattenMap merges (inner signals run at once, values interleave); `concat` of a signal
  /// of signals is `flatten:1` (one after the other).
  func testItem10FlattenMapMergesWhileConcatRunsOneSignalAfterTheOther() {
    let first = OperatorsManualSource()
    let second = OperatorsManualSource()
    let outer = OperatorsSignals.values([first.signal, second.signal])
    let merged = EventRecorder(outer.flattenMap { $0 as? RACSignal })
    let concatenated = EventRecorder(outer.concat())
    second.sendNext("B")
    first.sendNext("A")
    first.sendCompleted()
    second.sendNext("B2")
    second.sendCompleted()
    XCTAssertEqual(merged.events, ["next:B", "next:A", "next:B2", "completed"])
    XCTAssertEqual(concatenated.events, ["next:A", "next:B2", "completed"])
  }

  /// §7.11: takeUntil subscribes to the trigger first; a synchronous trigger completes the result
  /// without the source ever being subscribed; trigger errors are ignored.
  func testItem11TakeUntilSubscribesTheTriggerFirstAndIgnoresItsErrors() {
    let counter = OperatorsCounter()
    let source = OperatorsSignals.counting(["A"], in: counter)
    XCTAssertEqual(EventRecorder.events(of: source.takeUntil(RACSignal.empty())), ["completed"])
    XCTAssertEqual(counter.count, 0)
    XCTAssertEqual(
      EventRecorder.events(of: source.takeUntil(RACSignal.error(OperatorsSignals.testError))), ["next:A", "completed"])
    XCTAssertEqual(counter.count, 1)
  }

  /// §7.12: retry's first subscription is synchronous, later ones are turns of the current
  /// scheduler; `retry:n` subscribes at most n+1 times; values of failed attempts are forwarded.
  func testItem12RetrySubscribesAtMostNPlusOneTimesLaterOnesOnSchedulerTurns() {
    let scheduler = RACTestScheduler()
    let counter = OperatorsCounter()
    let failing = RACSignal.createSignal { subscriber in
      counter.count += 1
      subscriber.sendNext(counter.count)
      subscriber.sendError(nil)
      return nil
    }
    let log = BindTestLog()
    scheduler.performAsCurrentScheduler { _ = failing.retry(2).subscribe(log.subscriber()) }
    XCTAssertEqual(log.entries, ["next:1"])
    scheduler.stepAll()
    XCTAssertEqual(log.entries, ["next:1", "next:2", "next:3", "error:nil"])
    XCTAssertEqual(counter.count, 3)
  }

  /// §7.13: the timeout error is `RACSignalErrorDomain`, code 1, no user info.
  func testItem13TimeoutFailsWithRACSignalErrorDomainCodeOne() {
    let scheduler = RACTestScheduler()
    var error: NSError?
    let disposable = RACSignal.never().timeout(1, onScheduler: scheduler).subscribeError { error = $0 }
    scheduler.advance(by: 1)
    XCTAssertEqual(error?.domain, RACSignalErrorDomain)
    XCTAssertEqual(RACSignalErrorDomain, "RACSignalErrorDomain")
    XCTAssertEqual(error?.code, 1)
    XCTAssertEqual(error?.userInfo.count, 0)
    disposable?.dispose()
  }

  /// §7.14: interval first fires after one interval, sends dates, never completes.
  func testItem14IntervalFiresAfterOneIntervalSendsDatesAndNeverCompletes() {
    let scheduler = RACTestScheduler()
    var events: [String] = []
    let disposable = RACSignal.interval(1, onScheduler: scheduler).subscribeNext(
      { events.append($0 is Date ? "date" : "not a date") }, completed: { events.append("completed") })
    XCTAssertEqual(events, [])
    scheduler.advance(by: 100)
    XCTAssertEqual(events, Array(repeating: "date", count: 100))
    disposable?.dispose()
  }

  /// §7.22: `flatten:` ignores nil inner signals; RACStream's `flatten` treats nil as `empty`.
  func testItem22FlattenCountIgnoresNilWhileFlattenTreatsNilAsEmpty() {
    let outer = OperatorsSignals.values([nil, OperatorsSignals.values(["A"])])
    XCTAssertEqual(EventRecorder.events(of: outer.flatten(1)), ["next:A", "completed"])
    XCTAssertEqual(EventRecorder.events(of: outer.flatten()), ["next:A", "completed"])
    let trace = Tracing.record {
      _ = EventRecorder.events(of: outer.flatten(1))
      _ = EventRecorder.events(of: outer.flatten())
    }
    XCTAssertEqual(trace.calls("subscribeToSignal").count, 1, "flatten: subscribes only to the real signal")
    XCTAssertEqual(trace.calls("addSignal").count, 2, "flatten adds +empty for the nil")
  }
}
