import Foundation
import XCTest

@testable import RAC

/// `-zipWith:` (primitive, behaviour §3.8), `+zip:` and `+zip:reduce:` (§2 table, §6.8, §7.1).
final class OperatorsZipTests: RACTestCase {
  // MARK: zipWith:

  func testZipWithPairsValuesInOrderAndStoresNilAsRACTupleNil() {
    let signal = OperatorsSignals.values(["A", nil, "C"]).zipWith(OperatorsSignals.values([1, 2, nil, 4]))
    var tuples: [RACTuple] = []
    let disposable = signal.subscribeNext { value in
      if let tuple = value as? RACTuple { tuples.append(tuple) }
    }
    XCTAssertEqual(tuples.map { EventRecorder.text($0) }, ["(A, 1)", "(nil, 2)", "(C, nil)"])
    XCTAssertTrue(tuples[1].backingArray[0] is RACTupleNil)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:(A, 1)", "next:(nil, 2)", "next:(C, nil)", "completed"])
    disposable?.dispose()
  }

  /// §3.8: the receiver is subscribed first, then the argument.
  func testZipWithSubscribesToTheReceiverFirst() {
    var log: [String] = []
    func logging(_ name: String) -> RACSignal {
      RACSignal.createSignal { _ in
        log.append(name)
        return nil
      }
    }
    let disposable = logging("self").zipWith(logging("other")).subscribeNext { _ in }
    XCTAssertEqual(log, ["self", "other"])
    disposable?.dispose()
  }

  /// §3.8: completion as soon as one side has completed with nothing left buffered.
  func testZipWithCompletesWhenOneSideCompletedAndHasNothingBuffered() {
    let left = OperatorsManualSource()
    let right = OperatorsManualSource()
    let recorder = EventRecorder(left.signal.zipWith(right.signal))
    left.sendNext("A")
    left.sendNext("B")
    left.sendCompleted()
    XCTAssertEqual(recorder.events, [])
    right.sendNext(1)
    XCTAssertEqual(recorder.events, ["next:(A, 1)"])
    right.sendNext(2)
    XCTAssertEqual(recorder.events, ["next:(A, 1)", "next:(B, 2)", "completed"])
    XCTAssertEqual(right.disposalCount, 1)
  }

  func testZipWithCompletesAtOnceWhenACompletedSideHasNoValues() {
    let right = OperatorsManualSource()
    let recorder = EventRecorder(RACSignal.empty().zipWith(right.signal))
    XCTAssertEqual(recorder.events, ["completed"])
    XCTAssertEqual(right.disposalCount, 1)
  }

  func testZipWithForwardsAnErrorFromEitherSideAtOnce() {
    let left = OperatorsManualSource()
    let right = OperatorsManualSource()
    let recorder = EventRecorder(left.signal.zipWith(right.signal))
    left.sendNext("A")
    right.sendError(OperatorsSignals.testError)
    left.sendNext("B")
    XCTAssertEqual(recorder.events, ["error:Operators#1"])
    XCTAssertEqual(left.disposalCount, 1)
  }

  func testDisposingZipWithDisposesBothSides() {
    let left = OperatorsManualSource()
    let right = OperatorsManualSource()
    let recorder = EventRecorder(left.signal.zipWith(right.signal))
    left.sendNext("A")
    recorder.dispose()
    right.sendNext(1)
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(left.disposalCount, 1)
    XCTAssertEqual(right.disposalCount, 1)
  }

  /// §1 "restartable": the buffers belong to each subscription.
  func testZipWithBuffersPerSubscription() {
    let signal = OperatorsSignals.values(["A", "B"]).zipWith(OperatorsSignals.values([1]))
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:(A, 1)", "completed"])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:(A, 1)", "completed"])
  }

  // MARK: +zip:

  /// §7.1, the letters example: `(A,X,M)`, `(B,Y,N)`, then completed once letters3 completes.
  func testZipOfThreeLetterSignalsCompletesWhenTheShortestHasCompleted() {
    let letters1 = OperatorsManualSource()
    let letters2 = OperatorsManualSource()
    let letters3 = OperatorsManualSource()
    let recorder = EventRecorder(RACSignal.zip([letters1.signal, letters2.signal, letters3.signal]))
    letters1.sendNext("A")
    letters2.sendNext("X")
    letters3.sendNext("M")
    letters1.sendNext("B")
    letters2.sendNext("Y")
    letters3.sendNext("N")
    letters1.sendNext("C")
    letters2.sendNext("Z")
    letters1.sendCompleted()
    letters2.sendCompleted()
    XCTAssertEqual(recorder.events, ["next:(A, X, M)", "next:(B, Y, N)"])
    letters3.sendCompleted()
    XCTAssertEqual(recorder.events, ["next:(A, X, M)", "next:(B, Y, N)", "completed"])
  }

  /// §7.1: if letters3 never completes, the `(C, Z)` pair stays buffered in the inner zip and the
  /// result never completes, even after letters1 and letters2 have.
  func testZipNeverCompletesWhileTheShortestSignalIsStillOpen() {
    let letters1 = OperatorsManualSource()
    let letters2 = OperatorsManualSource()
    let letters3 = OperatorsManualSource()
    let recorder = EventRecorder(RACSignal.zip([letters1.signal, letters2.signal, letters3.signal]))
    for (letter1, letter2) in [("A", "X"), ("B", "Y"), ("C", "Z")] {
      letters1.sendNext(letter1)
      letters2.sendNext(letter2)
    }
    letters3.sendNext("M")
    letters3.sendNext("N")
    letters1.sendCompleted()
    letters2.sendCompleted()
    XCTAssertEqual(recorder.events, ["next:(A, X, M)", "next:(B, Y, N)"])
    recorder.dispose()
    XCTAssertEqual(letters3.disposalCount, 1)
  }

  /// §6.8: once zip has completed, a later error is not delivered.
  func testZipIgnoresAnErrorAfterItCompleted() {
    let first = OperatorsManualSource()
    let second = OperatorsManualSource()
    let recorder = EventRecorder(RACSignal.zip([first.signal, second.signal]))
    first.sendNext("A")
    first.sendCompleted()
    second.sendNext(1)
    second.sendError(OperatorsSignals.testError)
    XCTAssertEqual(recorder.events, ["next:(A, 1)", "completed"])
  }

  func testZipForwardsAnErrorBeforeCompletion() {
    let first = OperatorsManualSource()
    let second = OperatorsManualSource()
    let recorder = EventRecorder(RACSignal.zip([first.signal, second.signal]))
    first.sendNext("A")
    second.sendError(nil)
    XCTAssertEqual(recorder.events, ["error:nil"])
    XCTAssertEqual(first.disposalCount, 1)
  }

  func testZipFlattensNestedTuplesAndKeepsNilElements() {
    let signal = RACSignal.zip([
      OperatorsSignals.values([nil, "B"]), OperatorsSignals.values([1, nil]), OperatorsSignals.values([nil, nil]),
    ])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:(nil, 1, nil)", "next:(B, nil, nil)", "completed"])
  }

  func testZipOfOneSignalSendsOneTuples() {
    let signal = RACSignal.zip([OperatorsSignals.values(["A", nil])])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:(A)", "next:(nil)", "completed"])
  }

  /// A value that is itself a tuple stays one element: only the nesting zip made is undone.
  func testZipKeepsTupleValuesIntact() {
    let signal = RACSignal.zip([OperatorsSignals.values([RACTuplePack("A", "B")]), OperatorsSignals.values([1])])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:((A, B), 1)", "completed"])
  }

  func testZipOfNoSignalsIsEmpty() {
    let signal = RACSignal.zip([RACSignal]())
    XCTAssertTrue(signal === RACSignal.empty())
    XCTAssertEqual(EventRecorder.events(of: signal), ["completed"])
  }

  func testZipSubscribesToEachSignalInOrderOncePerSubscription() {
    var log: [String] = []
    func logging(_ name: String) -> RACSignal {
      RACSignal.createSignal { subscriber in
        log.append(name)
        subscriber.sendNext(name)
        subscriber.sendCompleted()
        return nil
      }
    }
    let signal = RACSignal.zip([logging("a"), logging("b"), logging("c")])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:(a, b, c)", "completed"])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:(a, b, c)", "completed"])
    XCTAssertEqual(log, ["a", "b", "c", "a", "b", "c"])
  }

  func testDisposingZipDisposesEverySignal() {
    let sources = [OperatorsManualSource(), OperatorsManualSource(), OperatorsManualSource()]
    let recorder = EventRecorder(RACSignal.zip(sources.map(\.signal)))
    sources[0].sendNext("A")
    recorder.dispose()
    for source in sources { source.sendNext("B") }
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(sources.map(\.disposalCount), [1, 1, 1])
  }

  // MARK: +zip:reduce:

  func testZipReduceSendsTheBlocksResultForEveryTuple() {
    let signal = RACSignal.zip(
      [
        OperatorsSignals.values(["A", "B"]), OperatorsSignals.values(["X", "Y"]), OperatorsSignals.values(["M", nil]),
      ],
      reduce: { a, b, c in [a, b, c].map { EventRecorder.text($0) }.joined() })
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:AXM", "next:BYnil", "completed"])
  }

  func testZipReduceSupportsOneToSixArguments() {
    let signals = (1...6).map { OperatorsSignals.values([$0]) }
    func events(_ signal: RACSignal) -> [String] { EventRecorder.events(of: signal) }
    func text(_ values: Any?...) -> String { values.map { EventRecorder.text($0) }.joined() }
    XCTAssertEqual(events(RACSignal.zip(signals[..<1], reduce: { a in text(a) })), ["next:1", "completed"])
    XCTAssertEqual(events(RACSignal.zip(signals[..<2], reduce: { a, b in text(a, b) })), ["next:12", "completed"])
    XCTAssertEqual(
      events(RACSignal.zip(signals[..<3], reduce: { a, b, c in text(a, b, c) })), ["next:123", "completed"])
    XCTAssertEqual(
      events(RACSignal.zip(signals[..<4], reduce: { a, b, c, d in text(a, b, c, d) })), ["next:1234", "completed"])
    XCTAssertEqual(
      events(RACSignal.zip(signals[..<5], reduce: { a, b, c, d, e in text(a, b, c, d, e) })),
      ["next:12345", "completed"])
    XCTAssertEqual(
      events(RACSignal.zip(signals, reduce: { a, b, c, d, e, f in text(a, b, c, d, e, f) })),
      ["next:123456", "completed"])
  }

  func testZipReduceForwardsAnError() {
    let signal = RACSignal.zip(
      [OperatorsSignals.values(["A", "B"]), OperatorsSignals.values(["X"], thenError: OperatorsSignals.testError)],
      reduce: { a, b in "\(EventRecorder.text(a))\(EventRecorder.text(b))" })
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:AX", "error:Operators#1"])
  }

  /// RAC's `-zipWith:` block captures the receiver before the argument, and a block releases its
  /// captures in that order: when a zipped signal goes, the receiver's side dies first, so a
  /// `+zip:` of a, b, c lets them go a, b, c (migration-v2's teardown, proved by `verify
  /// --rac-source`).
  func testAZippedSignalReleasesTheReceiverBeforeTheArgument() {
    let log = LockedLog()
    func observed(_ name: String) -> RACSignal {
      let signal = RACSignal.createSignal { _ in nil }
      signal.rac_deallocDisposable.add(RACDisposable { log.append(name) })
      return signal
    }
    var zipped: RACSignal? = observed("a").zipWith(observed("b")).zipWith(observed("c"))
    XCTAssertNotNil(zipped)
    XCTAssertEqual(log.entries, [])
    zipped = nil
    XCTAssertEqual(log.entries, ["a", "b", "c"])
  }
}
