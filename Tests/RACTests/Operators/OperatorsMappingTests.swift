import Foundation
import XCTest

@testable import RAC

/// `-flatten`, `-mapReplace:`, `-ignore:`, `-reduceEach:`, `-startWith:` (behaviour §2 table).
final class OperatorsMappingTests: RACTestCase {
  // MARK: flatten

  func testFlattenSendsTheValuesOfEveryInnerSignalAndTreatsNilAsEmpty() {
    let outer = OperatorsSignals.values([
      RACSignal.return("A"), OperatorsSignals.values(["B", "C"]), nil, RACSignal.empty(), RACSignal.return(nil),
    ])
    XCTAssertEqual(EventRecorder.events(of: outer.flatten()), ["next:A", "next:B", "next:C", "next:nil", "completed"])
  }

  /// §7.10: inner signals run at the same time; values interleave as they arrive, and completion
  /// waits for the outer signal and every inner one.
  func testFlattenMergesInnerSignalsAndCompletesWhenAllHaveCompleted() {
    let outer = OperatorsManualSource()
    let first = OperatorsManualSource()
    let second = OperatorsManualSource()
    let recorder = EventRecorder(outer.signal.flatten())
    outer.sendNext(first.signal)
    first.sendNext("1a")
    outer.sendNext(second.signal)
    second.sendNext("2a")
    first.sendNext("1b")
    outer.sendCompleted()
    first.sendCompleted()
    XCTAssertEqual(recorder.events, ["next:1a", "next:2a", "next:1b"])
    second.sendCompleted()
    XCTAssertEqual(recorder.events, ["next:1a", "next:2a", "next:1b", "completed"])
  }

  func testFlattenForwardsAnInnerErrorAndDisposesEverything() {
    let outer = OperatorsManualSource()
    let first = OperatorsManualSource()
    let recorder = EventRecorder(outer.signal.flatten())
    outer.sendNext(first.signal)
    outer.sendNext(RACSignal.error(OperatorsSignals.testError))
    XCTAssertEqual(recorder.events, ["error:Operators#1"])
    XCTAssertEqual(outer.disposalCount, 1)
    XCTAssertEqual(first.disposalCount, 1)
  }

  func testDisposingFlattenDisposesTheOuterAndInnerSignals() {
    let outer = OperatorsManualSource()
    let inner = OperatorsManualSource()
    let recorder = EventRecorder(outer.signal.flatten())
    outer.sendNext(inner.signal)
    inner.sendNext("A")
    recorder.dispose()
    inner.sendNext("B")
    XCTAssertEqual(recorder.events, ["next:A"])
    XCTAssertEqual(outer.disposalCount, 1)
    XCTAssertEqual(inner.disposalCount, 1)
  }

  // MARK: mapReplace

  func testMapReplaceSendsTheObjectForEveryValue() {
    let signal = OperatorsSignals.values([1, nil, "B"]).mapReplace("X")
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:X", "next:X", "next:X", "completed"])
  }

  func testMapReplaceWithNilSendsNil() {
    let signal = OperatorsSignals.values([1, 2]).mapReplace(nil)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:nil", "next:nil", "completed"])
  }

  func testMapReplaceForwardsAnError() {
    let signal = OperatorsSignals.values([1], thenError: nil).mapReplace("X")
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:X", "error:nil"])
  }

  func testDisposingMapReplaceStopsDelivery() {
    let source = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.mapReplace("X"))
    source.sendNext(1)
    recorder.dispose()
    source.sendNext(2)
    XCTAssertEqual(recorder.events, ["next:X"])
    XCTAssertEqual(source.disposalCount, 1)
  }

  // MARK: ignore

  func testIgnoreDropsValuesEqualToTheGivenOne() {
    let signal = OperatorsSignals.values(["A", nil, "B", NSString(string: "A")]).ignore("A")
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:nil", "next:B", "completed"])
  }

  func testIgnoreNilDropsOnlyNils() {
    let signal = OperatorsSignals.values([nil, "A", nil, 0]).ignore(nil)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "next:0", "completed"])
  }

  func testIgnoreComparesNumbersWithIsEqual() {
    let signal = OperatorsSignals.values([NSNumber(value: 1), 2, 1]).ignore(1)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:2", "completed"])
  }

  func testIgnoreForwardsAnError() {
    let signal = OperatorsSignals.values(["A", "B"], thenError: OperatorsSignals.testError).ignore("A")
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:B", "error:Operators#1"])
  }

  // MARK: reduceEach

  func testReduceEachSpreadsEachTupleOverTheBlocksArguments() {
    let signal = OperatorsSignals.values([RACTuplePack("A", 1), RACTuplePack("B", 2)]).reduceEach { a, b in
      "\(EventRecorder.text(a))\(EventRecorder.text(b))"
    }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A1", "next:B2", "completed"])
  }

  /// `RACTupleNil` arrives as nil; missing trailing elements too.
  func testReduceEachPassesRACTupleNilAndMissingElementsAsNil() {
    let tuples: [Any?] = [RACTuplePack(nil, "B"), RACTuple(objectsFrom: ["A"])]
    let signal = OperatorsSignals.values(tuples).reduceEach { a, b in
      "\(EventRecorder.text(a)),\(EventRecorder.text(b))"
    }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:nil,B", "next:A,nil", "completed"])
  }

  func testReduceEachSupportsOneToSixArguments() {
    let tuple = RACTuplePack(1, 2, 3, 4, 5, 6)
    func events(_ signal: RACSignal) -> [String] { EventRecorder.events(of: signal) }
    func text(_ values: Any?...) -> String { values.map { EventRecorder.text($0) }.joined() }
    let source = OperatorsSignals.values([tuple])
    XCTAssertEqual(events(source.reduceEach { a in text(a) }), ["next:1", "completed"])
    XCTAssertEqual(events(source.reduceEach { a, b in text(a, b) }), ["next:12", "completed"])
    XCTAssertEqual(events(source.reduceEach { a, b, c in text(a, b, c) }), ["next:123", "completed"])
    XCTAssertEqual(events(source.reduceEach { a, b, c, d in text(a, b, c, d) }), ["next:1234", "completed"])
    XCTAssertEqual(events(source.reduceEach { a, b, c, d, e in text(a, b, c, d, e) }), ["next:12345", "completed"])
    XCTAssertEqual(
      events(source.reduceEach { a, b, c, d, e, f in text(a, b, c, d, e, f) }), ["next:123456", "completed"])
  }

  func testReduceEachCanReturnNil() {
    let signal = OperatorsSignals.values([RACTuplePack(1)]).reduceEach { _ in nil }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:nil", "completed"])
  }

  func testReduceEachForwardsAnError() {
    let signal = OperatorsSignals.values([RACTuplePack(1)], thenError: nil).reduceEach { a in a }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:1", "error:nil"])
  }

  // MARK: startWith

  func testStartWithSendsTheValueBeforeTheReceiversValues() {
    let signal = OperatorsSignals.values([1, 2]).startWith(0)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:0", "next:1", "next:2", "completed"])
  }

  func testStartWithNilSendsNilFirst() {
    let signal = OperatorsSignals.values(["A"]).startWith(nil)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:nil", "next:A", "completed"])
  }

  /// `[[class return:value] concat:self]`: the receiver is subscribed only after the start value
  /// was sent.
  func testStartWithSubscribesToTheReceiverAfterSendingTheValue() {
    var log: [String] = []
    let source = RACSignal.createSignal { subscriber in
      log.append("subscribed")
      subscriber.sendCompleted()
      return nil
    }
    let disposable = source.startWith("S").subscribeNext { value in log.append("next:\(EventRecorder.text(value))") }
    XCTAssertEqual(log, ["next:S", "subscribed"])
    disposable?.dispose()
  }

  func testStartWithForwardsAnErrorFromTheReceiver() {
    let signal = OperatorsSignals.values([1], thenError: OperatorsSignals.testError).startWith(0)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:0", "next:1", "error:Operators#1"])
  }

  func testDisposingStartWithStopsDeliveryFromTheReceiver() {
    let source = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.startWith(0))
    source.sendNext(1)
    recorder.dispose()
    source.sendNext(2)
    XCTAssertEqual(recorder.events, ["next:0", "next:1"])
    XCTAssertEqual(source.disposalCount, 1)
  }
}
