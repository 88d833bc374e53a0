import Foundation
import XCTest

@testable import RAC

/// `-[RACSignal bind:]` (behaviour §1 and its "Consequences"), driven by subjects so that every step
/// happens when the test says, with hand-written binding blocks.
///
/// Sources and inner signals are wrapped with `BindTestLog.observed`, which notes `subscribe:X` and
/// `dispose:X`, so each history shows when `bind:` subscribes to and tears down what.
final class RACSignalBindTests: RACTestCase {
  /// A bound signal whose binding block notes each value and returns `inners[value]` (nil for any
  /// other value), setting `stop` for the values in `stopAt`.
  private func bound(
    _ source: RACSignal, _ inners: [String: RACSignal], stopAt: Set<String> = [], log: BindTestLog
  ) -> RACSignal {
    source.bind {
      { value, stop in
        let key = BindTestLog.text(value)
        log.append("bindingBlock:\(key)")
        if stopAt.contains(key) { stop = true }
        return inners[key]
      }
    }
  }

  func testCompletesOnlyWhenTheSourceAndEveryAddedSignalHaveCompleted() {
    let log = BindTestLog()
    let (source, a, b) = (RACSubject(), RACSubject(), RACSubject())
    bound(source, ["a": a, "b": b], log: log).subscribe(log.subscriber())

    source.sendNext("a")
    source.sendNext("b")
    a.sendNext("a1")
    source.sendCompleted()
    log.append("-- source completed")
    a.sendCompleted()
    log.append("-- a completed")
    b.sendNext("b1")
    b.sendCompleted()

    XCTAssertEqual(
      log.entries,
      [
        "bindingBlock:a", "bindingBlock:b", "next:a1", "-- source completed", "-- a completed", "next:b1",
        "completed",
      ])
  }

  func testCompletesWhenTheSourceIsTheLastToComplete() {
    let log = BindTestLog()
    let (source, a) = (RACSubject(), RACSubject())
    bound(source, ["a": a], log: log).subscribe(log.subscriber())

    source.sendNext("a")
    a.sendCompleted()
    log.append("-- a completed")
    source.sendCompleted()

    XCTAssertEqual(log.entries, ["bindingBlock:a", "-- a completed", "completed"])
  }

  /// §1 "Order of subscriptions": the source first; each inner signal at the moment the binding
  /// block returns it, inside the source's `sendNext:`. Inner signals then run side by side.
  func testInnerSignalsAreSubscribedWhenReturnedAndTheirValuesInterleave() {
    let log = BindTestLog()
    let (source, a, b) = (RACSubject(), RACSubject(), RACSubject())
    let signal = bound(
      log.observed(source, "source"), ["a": log.observed(a, "a"), "b": log.observed(b, "b")], log: log)
    let subscription = signal.subscribe(log.subscriber())

    source.sendNext("a")
    log.append("-- sendNext:a returned")
    source.sendNext("b")
    a.sendNext(1)
    b.sendNext(2)
    a.sendNext(3)
    b.sendNext(4)

    XCTAssertEqual(
      log.entries,
      [
        "subscribe:source", "bindingBlock:a", "subscribe:a", "-- sendNext:a returned", "bindingBlock:b",
        "subscribe:b", "next:1", "next:2", "next:3", "next:4",
      ])
    subscription?.dispose()
  }

  /// §1 "`stop = YES`": the signal returned with `stop` is still added; then the source is disposed
  /// (and counted as completed). The inner signals keep delivering until they complete.
  func testStopAddsTheReturnedSignalThenDisposesTheSource() {
    let log = BindTestLog()
    let (source, a, b) = (RACSubject(), RACSubject(), RACSubject())
    let signal = bound(
      log.observed(source, "source"), ["a": log.observed(a, "a"), "b": log.observed(b, "b")], stopAt: ["b"],
      log: log)
    signal.subscribe(log.subscriber())

    source.sendNext("a")
    source.sendNext("b")
    source.sendNext("a")
    a.sendNext("a1")
    b.sendNext("b1")
    a.sendCompleted()
    b.sendNext("b2")
    b.sendCompleted()

    XCTAssertEqual(
      log.entries,
      [
        "subscribe:source", "bindingBlock:a", "subscribe:a", "bindingBlock:b", "subscribe:b", "dispose:source",
        "next:a1", "next:b1", "dispose:a", "next:b2", "dispose:b", "completed",
      ])
  }

  /// §1 "nil returned": nothing is added; the source is disposed and counted as completed, and the
  /// inner signals added before keep going.
  func testNilFromTheBindingBlockEndsTheSourceButNotEarlierInners() {
    let log = BindTestLog()
    let (source, a) = (RACSubject(), RACSubject())
    let signal = bound(log.observed(source, "source"), ["a": log.observed(a, "a")], log: log)
    signal.subscribe(log.subscriber())

    source.sendNext("a")
    source.sendNext("none")
    source.sendNext("a")
    a.sendNext("a1")
    a.sendCompleted()

    XCTAssertEqual(
      log.entries,
      [
        "subscribe:source", "bindingBlock:a", "subscribe:a", "bindingBlock:none", "dispose:source", "next:a1",
        "dispose:a", "completed",
      ])
  }

  /// §1: an error from the source disposes the source and every inner signal, then is forwarded;
  /// nothing gets through afterwards.
  func testSourceErrorDisposesEverythingThenIsForwarded() {
    let log = BindTestLog()
    let (source, a, b) = (RACSubject(), RACSubject(), RACSubject())
    let signal = bound(
      log.observed(source, "source"), ["a": log.observed(a, "a"), "b": log.observed(b, "b")], log: log)
    signal.subscribe(log.subscriber())

    source.sendNext("a")
    source.sendNext("b")
    source.sendError(BindTestLog.error(1))
    a.sendNext("late")
    b.sendCompleted()
    source.sendNext("a")

    XCTAssertEqual(
      log.entries,
      [
        "subscribe:source", "bindingBlock:a", "subscribe:a", "bindingBlock:b", "subscribe:b", "dispose:source",
        "dispose:a", "dispose:b", "error:test#1",
      ])
  }

  /// §1: an error from an inner signal does the same: the source and the other inner signals are
  /// disposed before the error is forwarded, and the binding block is not called again.
  func testInnerErrorDisposesEverythingThenIsForwarded() {
    let log = BindTestLog()
    let (source, a, b) = (RACSubject(), RACSubject(), RACSubject())
    let signal = bound(
      log.observed(source, "source"), ["a": log.observed(a, "a"), "b": log.observed(b, "b")], log: log)
    signal.subscribe(log.subscriber())

    source.sendNext("a")
    source.sendNext("b")
    a.sendError(BindTestLog.error(2))
    b.sendNext("late")
    source.sendNext("a")
    source.sendCompleted()

    XCTAssertEqual(
      log.entries,
      [
        "subscribe:source", "bindingBlock:a", "subscribe:a", "bindingBlock:b", "subscribe:b", "dispose:a",
        "dispose:source", "dispose:b", "error:test#2",
      ])
  }

  /// RACSignalSpec "should properly stop subscribing to new signals after error": the source sends
  /// its second value synchronously, after the inner signal for the first one has already errored.
  /// The `disposed` check in `bind:`'s next handler drops it before the binding block runs.
  func testStopsCallingTheBindingBlockAfterASynchronousError() {
    let log = BindTestLog()
    let source = RACSignal.createSignal { subscriber in
      subscriber.sendNext(0)
      subscriber.sendNext(1)
      return nil
    }
    let signal = source.bind {
      { value, _ in
        log.append("bindingBlock:\(BindTestLog.text(value))")
        guard BindTestLog.text(value) == "0" else {
          return RACSignal.createSignal { subscriber in
            log.append("subscribed after the error")
            subscriber.sendCompleted()
            return nil
          }
        }
        return RACSignal.error(nil)
      }
    }
    signal.subscribe(log.subscriber())

    XCTAssertEqual(log.entries, ["bindingBlock:0", "error:nil"])
  }

  /// RACSignalSpec "should be restartable even with block state": the factory runs once per
  /// subscription (never at `bind:` time), so state it captures is fresh for each subscriber.
  func testTheFactoryRunsOncePerSubscriptionWithFreshState() {
    let log = BindTestLog()
    let source = RACSubject()
    var factoryCalls = 0
    let signal = source.bind {
      factoryCalls += 1
      var count = 0
      return { value, _ in
        count += 1
        return RACSignal.return("\(count)-\(BindTestLog.text(value))")
      }
    }
    XCTAssertEqual(factoryCalls, 0)

    let first = signal.subscribe(log.subscriber("1:"))
    source.sendNext("A")
    source.sendNext("B")
    let second = signal.subscribe(log.subscriber("2:"))
    source.sendNext("C")

    XCTAssertEqual(factoryCalls, 2)
    XCTAssertEqual(log.entries, ["1:next:1-A", "1:next:2-B", "1:next:3-C", "2:next:1-C"])
    first?.dispose()
    second?.dispose()
  }

  /// §1 last bullet (derived): `signals` loses entries by `removeObject:`, which removes every entry
  /// equal to the signal. A signal returned twice is counted twice but forgotten at its first
  /// completion, so the bound signal completes while the second subscription to it still runs, and
  /// that subscription is cut off.
  func testSameSignalReturnedTwiceIsForgottenAtItsFirstCompletion() {
    let log = BindTestLog()
    let source = RACSubject()
    let subscriptions = [RACSubject(), RACSubject()]
    var subscriptionCount = 0
    let inner = RACSignal.createSignal { subscriber in
      let index = subscriptionCount
      subscriptionCount += 1
      log.append("subscribe:inner#\(index)")
      return subscriptions[index].subscribe(subscriber)
    }
    source.bind { { _, _ in inner } }.subscribe(log.subscriber())

    source.sendNext(1)
    source.sendNext(2)
    source.sendCompleted()
    subscriptions[1].sendNext("from #1")
    subscriptions[0].sendCompleted()
    subscriptions[1].sendNext("after completion")
    subscriptions[1].sendCompleted()

    XCTAssertEqual(log.entries, ["subscribe:inner#0", "subscribe:inner#1", "next:from #1", "completed"])
  }

  func testDisposingTheSubscriptionDisposesTheSourceAndEveryInner() {
    let log = BindTestLog()
    let (source, a, b) = (RACSubject(), RACSubject(), RACSubject())
    let signal = bound(
      log.observed(source, "source"), ["a": log.observed(a, "a"), "b": log.observed(b, "b")], log: log)
    let subscription = signal.subscribe(log.subscriber())

    source.sendNext("a")
    source.sendNext("b")
    subscription?.dispose()
    a.sendNext("late")
    b.sendCompleted()
    source.sendNext("a")

    XCTAssertEqual(
      log.entries,
      [
        "subscribe:source", "bindingBlock:a", "subscribe:a", "bindingBlock:b", "subscribe:b", "dispose:source",
        "dispose:a", "dispose:b",
      ])
  }

  /// The trace shows `signals` as `completeSignal` found and left it, and that the bound signal's
  /// `completed` goes out before its compound disposable is disposed (§1 step 4).
  func testTraceShowsSignalsBeforeAndAfterCompleteSignal() {
    let (source, a, b) = (RACSubject(), RACSubject(), RACSubject())
    source.traceLabel = "source"
    a.traceLabel = "a"
    b.traceLabel = "b"
    let signal = source.bind { { value, _ in BindTestLog.text(value) == "a" ? a : b } }
    signal.traceLabel = "bound"

    let subscriber = InertSubscriber()
    let trace = Tracing.record {
      signal.subscribe(subscriber)
      source.sendNext("a")
      source.sendNext("b")
      a.sendCompleted()
      source.sendCompleted()
      b.sendCompleted()
    }

    let completions = trace.calls("completeSignal")
    let (refS, refA, refB) = (ref(source, in: trace), ref(a, in: trace), ref(b, in: trace))
    XCTAssertEqual(completions.map { $0.argument("signal") }, [refA, refS, refB])
    XCTAssertEqual(
      completions.map { $0.bookkeeping("signals") }, ["[\(refS), \(refA), \(refB)]", "[\(refS), \(refB)]", "[\(refB)]"])
    XCTAssertEqual(
      completions.map { trace.exit(of: $0)?.bookkeeping("signals") }, ["[\(refS), \(refB)]", "[\(refB)]", "[]"])

    // Inside the last completeSignal: the subscriber hears `completed` first, then the compound goes.
    // (`InertSubscriber` does not dispose the subscription on completion, as `RACSubscriber` would,
    // so the compound is still undisposed when `bind:` disposes it.)
    let last = completions[2]
    let inside = trace.calls.filter { $0.sequence > last.sequence && $0.depth == last.depth + 1 }
      .prefix { $0.sequence < (trace.exit(of: last)?.sequence ?? 0) }
    XCTAssertEqual(inside.map(\.block), ["-sendCompleted", "-dispose"])
    XCTAssertEqual(inside.last?.owner?.name, "compoundDisposable")
  }

  /// An object as the trace writes it in a value, e.g. `<RACSubject#3 "a">`.
  private func ref(_ object: CoreObject, in trace: Trace) -> String {
    let owners = trace.events.compactMap(\.owner)
    let owner = owners.first { $0.name == object.traceName && $0.className == object.className }
    return "<\(owner?.description ?? "?")>"
  }
}

/// A subscriber that ignores its events and keeps none of the disposables it is given, so
/// that whatever gets disposed is disposed by the signal itself.
private final class InertSubscriber: CoreObject, RACSubscriberProtocol {
  func sendNext(_ value: Any?) {}
  func sendError(_ error: NSError?) {}
  func sendCompleted() {}
  func didSubscribeWithDisposable(_ disposable: RACCompoundDisposable) {}
}

extension RACSignalBindTests {
  /// RAC's `signals` array is the bookkeeping's only reference to the source, and the source
  /// leaves it when it completes: a completed source that nothing else keeps dies while an added
  /// signal still runs (CONTRIBUTING, "When objects die"; `verify --rac-source` compares it).
  func testACompletedSourceIsReleasedWhileAnAddedSignalStillRuns() {
    let log = BindTestLog()
    let inner = RACSubject()
    var subscription: RACDisposable?
    do {
      let source = RACSignal.createSignal { subscriber in
        subscriber.sendNext("a")
        subscriber.sendCompleted()
        return nil
      }
      source.rac_deallocDisposable.add(RACDisposable { log.append("source dies") })
      subscription = source.bind { { _, _ in inner } }.subscribe(log.subscriber())
      log.append("subscribed")
    }
    inner.sendNext("x")
    inner.sendCompleted()
    XCTAssertEqual(log.entries, ["subscribed", "source dies", "next:x", "completed"])
    subscription?.dispose()
  }
}
