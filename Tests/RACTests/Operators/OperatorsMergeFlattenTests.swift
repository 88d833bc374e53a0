import Foundation
import XCTest

@testable import RAC

/// `-merge:`, `+merge:`, `-flatten:` and `-concat` (behaviour §6.9, §7.10, §7.22).
final class OperatorsMergeFlattenTests: RACTestCase {
  // MARK: merge

  func testMergeInterleavesValuesAsTheyArriveAndCompletesWhenAllHaveCompleted() {
    let a = OperatorsManualSource()
    let b = OperatorsManualSource()
    let recorder = EventRecorder(a.signal.merge(b.signal))
    a.sendNext("A1")
    b.sendNext("B1")
    a.sendNext(nil)
    a.sendCompleted()
    b.sendNext("B2")
    XCTAssertEqual(recorder.events, ["next:A1", "next:B1", "next:nil", "next:B2"])
    b.sendCompleted()
    XCTAssertEqual(recorder.events.last, "completed")
  }

  func testMergeOfManySubscribesToEachInOrderAtOnce() {
    let log = BindTestLog()
    let subjects = (0..<3).map { _ in RACSubject.subject() }
    let signals = subjects.enumerated().map { log.observed($1, "s\($0)") }
    let disposable = RACSignal.merge(signals).subscribe(log.subscriber())
    subjects[2].sendNext("C")
    subjects[0].sendNext("A")
    disposable?.dispose()
    XCTAssertEqual(
      log.entries,
      ["subscribe:s0", "subscribe:s1", "subscribe:s2", "next:C", "next:A", "dispose:s0", "dispose:s1", "dispose:s2"])
  }

  /// §6.9: an error disposes the others; a signal after a synchronously failing one is never
  /// subscribed.
  func testMergeForwardsTheFirstErrorAndSubscribesNothingAfterIt() {
    let counter = OperatorsCounter()
    let running = OperatorsManualSource()
    let signal = RACSignal.merge([
      running.signal, RACSignal.error(OperatorsSignals.testError), OperatorsSignals.counting(["late"], in: counter),
    ])
    XCTAssertEqual(EventRecorder.events(of: signal), ["error:Operators#1"])
    XCTAssertEqual(counter.count, 0)
    XCTAssertEqual(running.disposalCount, 1)
  }

  func testMergeOfNoSignalsCompletesAtOnce() {
    XCTAssertEqual(EventRecorder.events(of: RACSignal.merge([RACSignal]())), ["completed"])
  }

  // MARK: flatten:

  private func signalOfSignals(_ outer: OperatorsManualSource, _ inner: [OperatorsManualSource]) {
    for source in inner { outer.sendNext(source.signal) }
  }

  /// §6.9: with a limit of 2, the third inner signal waits until one of the first two completes.
  func testFlattenWithALimitQueuesSignalsUntilASlotFrees() {
    let outer = OperatorsManualSource()
    let inner = (0..<3).map { _ in OperatorsManualSource() }
    let recorder = EventRecorder(outer.signal.flatten(2))
    signalOfSignals(outer, inner)
    XCTAssertEqual(inner.map(\.subscriptionCount), [1, 1, 0])
    inner[2].sendNext("lost")
    inner[1].sendNext("B")
    inner[0].sendNext("A")
    inner[1].sendCompleted()
    XCTAssertEqual(inner.map(\.subscriptionCount), [1, 1, 1])
    inner[2].sendNext("C")
    outer.sendCompleted()
    inner[0].sendCompleted()
    XCTAssertEqual(recorder.events, ["next:B", "next:A", "next:C"])
    inner[2].sendCompleted()
    XCTAssertEqual(recorder.events, ["next:B", "next:A", "next:C", "completed"])
  }

  func testFlattenZeroSubscribesToEverySignalAtOnce() {
    let outer = OperatorsManualSource()
    let inner = (0..<4).map { _ in OperatorsManualSource() }
    let recorder = EventRecorder(outer.signal.flatten(0))
    signalOfSignals(outer, inner)
    XCTAssertEqual(inner.map(\.subscriptionCount), [1, 1, 1, 1])
    outer.sendCompleted()
    for source in inner { source.sendCompleted() }
    XCTAssertEqual(recorder.events, ["completed"])
  }

  /// §6.9: completion needs the outer signal and every running one to have completed.
  func testFlattenCompletesOnlyWhenTheOuterAndAllInnerSignalsHaveCompleted() {
    let outer = OperatorsManualSource()
    let inner = OperatorsManualSource()
    let recorder = EventRecorder(outer.signal.flatten(1))
    outer.sendNext(inner.signal)
    inner.sendCompleted()
    XCTAssertEqual(recorder.events, [])
    outer.sendCompleted()
    XCTAssertEqual(recorder.events, ["completed"])
  }

  /// §7.22: `flatten:` skips nil values (RACStream's `flatten` treats them as `empty`).
  func testFlattenSkipsNilValues() {
    let signal = OperatorsSignals.values([nil, OperatorsSignals.values(["A"]), nil]).flatten(1)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "completed"])
  }

  func testFlattenOfAnEmptyOuterSignalCompletes() {
    XCTAssertEqual(EventRecorder.events(of: RACSignal.empty().flatten(3)), ["completed"])
  }

  /// Disposing disposes the outer and the running inner signals.
  ///
  /// As in 2.5, a subscription that does not complete keeps `subscribeToSignal` (and what it holds)
  /// alive: only ReactiveObjC 3's `flatten:` lets go on disposal (`RACSignal+Operations.m` in each).
  func testDisposingFlattenDisposesEverythingButKeepsTheSubscriptionsBlocksAliveAsRAC25Does() {
    expectsLeakedObjects = true
    let outer = OperatorsManualSource()
    let inner = (0..<2).map { _ in OperatorsManualSource() }
    let signals = [outer.signal] + inner.map(\.signal)
    let flattened = outer.signal.flatten(1)
    let before = LiveObjects.count

    // A subscription that completes leaves nothing behind…
    let completed = EventRecorder(flattened)
    signalOfSignals(outer, inner)
    outer.sendCompleted()
    inner[0].sendCompleted()
    inner[1].sendCompleted()
    XCTAssertEqual(completed.events, ["completed"])
    completed.dispose()
    XCTAssertEqual(LiveObjects.count, before)

    // …one that is disposed first keeps its blocks, subscriber and disposables.
    let recorder = EventRecorder(flattened)
    signalOfSignals(outer, inner)
    recorder.dispose()
    inner[0].sendNext("late")
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(outer.disposalCount, 2)
    XCTAssertEqual(inner[0].disposalCount, 2)
    XCTAssertEqual(inner[1].subscriptionCount, 1)
    // Everything here is released synchronously: what is still alive now stays alive.
    XCTAssertGreaterThan(LiveObjects.count, before)
    XCTAssertEqual(signals.count, 3)
  }

  /// An error of an inner signal goes straight through (and, as in 2.5, leaves the subscription's
  /// blocks alive: only completion lets go of them).
  func testFlattenForwardsAnErrorOfAnInnerSignal() {
    expectsLeakedObjects = true
    let outer = OperatorsManualSource()
    let inner = OperatorsManualSource()
    let recorder = EventRecorder(outer.signal.flatten(1))
    outer.sendNext(inner.signal)
    inner.sendNext("A")
    inner.sendError(OperatorsSignals.testError)
    XCTAssertEqual(recorder.events, ["next:A", "error:Operators#1"])
    XCTAssertEqual(outer.activeSubscriberCount, 0)
  }

  func testFlattenForwardsAnErrorOfTheOuterSignal() {
    expectsLeakedObjects = true
    let signal = OperatorsSignals.values([OperatorsSignals.values(["A"])], thenError: nil).flatten(1)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "error:nil"])
  }

  // MARK: concat

  /// §7.10: `concat` of a signal of signals waits for each to complete before the next.
  func testConcatSubscribesToEachSignalOnlyAfterThePreviousCompletes() {
    let outer = OperatorsManualSource()
    let first = OperatorsManualSource()
    let second = OperatorsManualSource()
    let recorder = EventRecorder(outer.signal.concat())
    outer.sendNext(first.signal)
    outer.sendNext(second.signal)
    outer.sendCompleted()
    XCTAssertEqual(second.subscriptionCount, 0)
    first.sendNext("A")
    first.sendCompleted()
    XCTAssertEqual(second.subscriptionCount, 1)
    second.sendNext("B")
    second.sendCompleted()
    XCTAssertEqual(recorder.events, ["next:A", "next:B", "completed"])
  }

  func testConcatOfSynchronousSignalsKeepsTheirOrder() {
    let signal = OperatorsSignals.values([
      OperatorsSignals.values(["A", "B"]), OperatorsSignals.values([nil]), OperatorsSignals.values(["C"]),
    ]).concat()
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "next:B", "next:nil", "next:C", "completed"])
  }

  // MARK: names and trace

  func testMergeFlattenAndConcatNameTheirResultsAsRACDoes() {
    let a = OperatorsSignals.values([], label: "a")
    let b = OperatorsSignals.values([], label: "b")
    XCTAssertEqual(a.merge(b).traceName, "[a] -merge: b")
    XCTAssertEqual(RACSignal.merge([a, b]).traceName, "+merge: [a, b]")
    XCTAssertEqual(a.flatten(2).traceName, "[a] -flatten: 2")
    XCTAssertEqual(a.concat().traceName, "[a] -concat")
    if !StreamName.debugNamesEnabled {
      XCTAssertEqual(RACSignal.merge([a, b]).name, "")
    }
  }

  func testFlattenTracesTheQueueAndTheActiveSubscriptions() {
    let outer = OperatorsManualSource(label: "outer")
    let first = OperatorsManualSource(label: "first")
    let second = OperatorsManualSource(label: "second")
    let trace = Tracing.record {
      let recorder = EventRecorder(outer.signal.flatten(1))
      outer.sendNext(first.signal)
      outer.sendNext(second.signal)
      first.sendCompleted()
      second.sendCompleted()
      outer.sendCompleted()
      XCTAssertEqual(recorder.events, ["completed"])
    }
    XCTAssertEqual(trace.calls("subscribeToSignal").map { $0.argument("signal") }.count, 2)
    XCTAssertEqual(
      trace.calls("flatten: next").map { $0.bookkeeping("queuedSignals") }, ["[]", "[]"])
    let queuedWhenFirstCompleted = trace.calls("flatten: inner completed").first?.bookkeeping("queuedSignals")
    XCTAssertTrue(
      queuedWhenFirstCompleted?.contains("\"second\"") ?? false, "\(String(describing: queuedWhenFirstCompleted))")
    XCTAssertEqual(trace.calls("completeIfAllowed").map { $0.bookkeeping("selfCompleted") }, ["false", "true"])
  }
}
