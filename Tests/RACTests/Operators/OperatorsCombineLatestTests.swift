import Foundation
import XCTest

@testable import RAC

/// `-combineLatestWith:`, `+combineLatest:` and `+combineLatest:reduce:` (behaviour §6.7, §7.2).
final class OperatorsCombineLatestTests: RACTestCase {
  // MARK: combineLatestWith:

  func testCombineLatestWithSendsTheLatestPairOnceBothSidesHaveSent() {
    let left = OperatorsManualSource()
    let right = OperatorsManualSource()
    let recorder = EventRecorder(left.signal.combineLatestWith(right.signal))
    left.sendNext("A")
    left.sendNext("B")
    XCTAssertEqual(recorder.events, [])
    right.sendNext(1)
    left.sendNext("C")
    right.sendNext(2)
    XCTAssertEqual(recorder.events, ["next:(B, 1)", "next:(C, 1)", "next:(C, 2)"])
  }

  /// §7.2: a nil value is stored as `RACTupleNil`, so it counts as sent.
  func testCombineLatestWithCountsANilValueAsSent() {
    let left = OperatorsManualSource()
    let right = OperatorsManualSource()
    let recorder = EventRecorder(left.signal.combineLatestWith(right.signal))
    left.sendNext(nil)
    right.sendNext(nil)
    right.sendNext("X")
    XCTAssertEqual(recorder.events, ["next:(nil, nil)", "next:(nil, X)"])
  }

  /// §7.2: completion only when both sides have completed.
  func testCombineLatestWithCompletesOnlyWhenBothSidesHaveCompleted() {
    let left = OperatorsManualSource()
    let right = OperatorsManualSource()
    let recorder = EventRecorder(left.signal.combineLatestWith(right.signal))
    left.sendNext("A")
    left.sendCompleted()
    right.sendNext(1)
    XCTAssertEqual(recorder.events, ["next:(A, 1)"])
    right.sendNext(2)
    right.sendCompleted()
    XCTAssertEqual(recorder.events, ["next:(A, 1)", "next:(A, 2)", "completed"])
  }

  /// §7.2: a side that never sent a value means no tuple at all, but completion still comes.
  func testCombineLatestWithCompletesWithoutValuesWhenOneSideNeverSent() {
    let signal = OperatorsSignals.values(["A", "B"]).combineLatestWith(RACSignal.empty())
    XCTAssertEqual(EventRecorder.events(of: signal), ["completed"])
  }

  func testCombineLatestWithForwardsAnErrorAtOnceAndDisposesBothSides() {
    let left = OperatorsManualSource()
    let right = OperatorsManualSource()
    let recorder = EventRecorder(left.signal.combineLatestWith(right.signal))
    left.sendNext("A")
    right.sendError(OperatorsSignals.testError)
    left.sendNext("B")
    XCTAssertEqual(recorder.events, ["error:Operators#1"])
    XCTAssertEqual(left.disposalCount, 1)
    XCTAssertEqual(left.activeSubscriberCount, 0)
  }

  func testCombineLatestWithSubscribesToTheReceiverFirst() {
    let log = BindTestLog()
    let left = RACSubject.subject()
    let right = RACSubject.subject()
    let disposable = log.observed(left, "self").combineLatestWith(log.observed(right, "other"))
      .subscribe(log.subscriber())
    disposable?.dispose()
    XCTAssertEqual(log.entries, ["subscribe:self", "subscribe:other", "dispose:self", "dispose:other"])
  }

  func testDisposingCombineLatestWithDisposesBothSides() {
    let left = OperatorsManualSource()
    let right = OperatorsManualSource()
    let recorder = EventRecorder(left.signal.combineLatestWith(right.signal))
    left.sendNext("A")
    recorder.dispose()
    right.sendNext(1)
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(left.disposalCount, 1)
    XCTAssertEqual(right.disposalCount, 1)
  }

  func testCombineLatestWithKeepsItsStatePerSubscription() {
    let signal = OperatorsSignals.values(["A", "B"]).combineLatestWith(OperatorsSignals.values([1]))
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:(B, 1)", "completed"])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:(B, 1)", "completed"])
  }

  // MARK: +combineLatest:

  func testCombineLatestOfThreeSignalsSendsFlatTriples() {
    let a = OperatorsManualSource()
    let b = OperatorsManualSource()
    let c = OperatorsManualSource()
    let recorder = EventRecorder(RACSignal.combineLatest([a.signal, b.signal, c.signal]))
    a.sendNext("A")
    b.sendNext("X")
    c.sendNext(nil)
    a.sendNext("B")
    c.sendNext("M")
    for source in [a, b, c] { source.sendCompleted() }
    XCTAssertEqual(recorder.events, ["next:(A, X, nil)", "next:(B, X, nil)", "next:(B, X, M)", "completed"])
  }

  func testCombineLatestOfOneSignalSendsOneTuples() {
    let signal = RACSignal.combineLatest([OperatorsSignals.values(["A", nil])])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:(A)", "next:(nil)", "completed"])
  }

  func testCombineLatestOfNoSignalsCompletesAtOnce() {
    XCTAssertEqual(EventRecorder.events(of: RACSignal.combineLatest([RACSignal]())), ["completed"])
  }

  /// §6.7: a signal listed twice is subscribed twice.
  func testCombineLatestSubscribesASignalListedTwiceTwice() {
    let counter = OperatorsCounter()
    let signal = OperatorsSignals.counting(["A"], in: counter)
    XCTAssertEqual(EventRecorder.events(of: RACSignal.combineLatest([signal, signal])), ["next:(A, A)", "completed"])
    XCTAssertEqual(counter.count, 2)
  }

  func testCombineLatestForwardsTheFirstError() {
    let signal = RACSignal.combineLatest([
      OperatorsSignals.values(["A"]), RACSignal.error(OperatorsSignals.testError), OperatorsSignals.values(["M"]),
    ])
    XCTAssertEqual(EventRecorder.events(of: signal), ["error:Operators#1"])
  }

  // MARK: +combineLatest:reduce:

  func testCombineLatestReduceSpreadsEachTupleOverTheBlock() {
    let a = OperatorsManualSource()
    let b = OperatorsManualSource()
    let recorder = EventRecorder(
      RACSignal.combineLatest([a.signal, b.signal]) { first, second in "\(first ?? "nil")\(second ?? "nil")" })
    a.sendNext("A")
    b.sendNext(nil)
    b.sendNext("X")
    a.sendCompleted()
    b.sendCompleted()
    XCTAssertEqual(recorder.events, ["next:Anil", "next:AX", "completed"])
  }

  func testCombineLatestReduceAcceptsBlocksOfOneToSixArguments() {
    let signals = (1...6).map { OperatorsSignals.values([$0]) }
    func join(_ values: Any?...) -> Any? { values.map { "\($0 ?? "nil")" }.joined() }
    let reduced = [
      RACSignal.combineLatest(signals.prefix(1)) { a in join(a) },
      RACSignal.combineLatest(signals.prefix(2)) { a, b in join(a, b) },
      RACSignal.combineLatest(signals.prefix(3)) { a, b, c in join(a, b, c) },
      RACSignal.combineLatest(signals.prefix(4)) { a, b, c, d in join(a, b, c, d) },
      RACSignal.combineLatest(signals.prefix(5)) { a, b, c, d, e in join(a, b, c, d, e) },
      RACSignal.combineLatest(signals) { a, b, c, d, e, f in join(a, b, c, d, e, f) },
    ]
    XCTAssertEqual(
      reduced.map { EventRecorder.events(of: $0) },
      ["1", "12", "123", "1234", "12345", "123456"].map { ["next:\($0)", "completed"] })
  }

  // MARK: names and trace

  func testCombineLatestOperatorsNameTheirResultsAsRACDoes() {
    let a = OperatorsSignals.values([], label: "a")
    let b = OperatorsSignals.values([], label: "b")
    XCTAssertEqual(a.combineLatestWith(b).traceName, "[a] -combineLatestWith: b")
    XCTAssertEqual(RACSignal.combineLatest([a, b]).traceName, "+combineLatest: [a, b]")
    XCTAssertEqual(RACSignal.combineLatest([a, b]) { x, _ in x }.traceName, "+combineLatest: [a, b] reduce:")
    if !StreamName.debugNamesEnabled {
      XCTAssertEqual(a.combineLatestWith(b).name, "")
    }
  }

  func testCombineLatestWithTracesEachSideAndItsLatestValues() {
    let left = OperatorsSignals.values(["A"], label: "left")
    let right = OperatorsSignals.values([1, 2], label: "right")
    let trace = Tracing.record { _ = EventRecorder.events(of: left.combineLatestWith(right)) }
    XCTAssertEqual(trace.calls("combineLatestWith self next").map { $0.argument("x") }, ["\"A\""])
    XCTAssertEqual(trace.calls("combineLatestWith other next").map { $0.argument("x") }, ["1", "2"])
    XCTAssertEqual(trace.calls("sendNext").map { $0.bookkeeping("lastOtherValue") }, ["nil", "1", "2"])
    XCTAssertEqual(trace.calls("combineLatestWith other completed").map { $0.bookkeeping("selfCompleted") }, ["true"])
  }
}
