import Foundation
import XCTest

@testable import RAC

/// `-collect`, the aggregate family and `-takeLast:` (behaviour §6.4, §6.6, §7.3).
final class OperatorsCollectTests: RACTestCase {
  // MARK: takeLast:

  func testTakeLastSendsTheLastValuesOnlyWhenTheSourceCompletes() {
    let source = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.takeLast(2))
    for value in ["A", "B", "C"] { source.sendNext(value) }
    XCTAssertEqual(recorder.events, [])
    source.sendCompleted()
    XCTAssertEqual(recorder.events, ["next:B", "next:C", "completed"])
  }

  func testTakeLastKeepsNilValuesAndSendsThemAsNil() {
    let signal = OperatorsSignals.values(["A", nil, "C", nil]).takeLast(3)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:nil", "next:C", "next:nil", "completed"])
  }

  func testTakeLastOfMoreThanTheSourceSentSendsEverything() {
    XCTAssertEqual(
      EventRecorder.events(of: OperatorsSignals.values([1, 2]).takeLast(5)), ["next:1", "next:2", "completed"])
  }

  func testTakeLastZeroOnlyCompletes() {
    XCTAssertEqual(EventRecorder.events(of: OperatorsSignals.values([1, 2]).takeLast(0)), ["completed"])
  }

  func testTakeLastDropsItsValuesOnError() {
    let signal = OperatorsSignals.values([1, 2], thenError: OperatorsSignals.testError).takeLast(1)
    XCTAssertEqual(EventRecorder.events(of: signal), ["error:Operators#1"])
  }

  func testTakeLastKeepsItsValuesPerSubscription() {
    let source = OperatorsManualSource()
    let signal = source.signal.takeLast(1)
    let first = EventRecorder(signal)
    source.sendNext("A")
    let second = EventRecorder(signal)
    source.sendCompleted()
    XCTAssertEqual(first.events, ["next:A", "completed"])
    XCTAssertEqual(second.events, ["completed"])
  }

  func testDisposingTakeLastDisposesTheSourceAndSendsNothing() {
    let source = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.takeLast(1))
    source.sendNext("A")
    recorder.dispose()
    source.sendCompleted()
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(source.disposalCount, 1)
  }

  // MARK: aggregate

  func testAggregateWithStartSendsOnlyTheFinalFold() {
    let signal = OperatorsSignals.values([1, 2, 3]).aggregateWithStart(10) { running, next in
      ((running as? Int) ?? 0) + ((next as? Int) ?? 0)
    }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:16", "completed"])
  }

  func testAggregateWithStartReduceWithIndexPassesTheIndexOfEachValue() {
    let signal = OperatorsSignals.values(["A", "B", nil]).aggregateWithStart(
      "", reduceWithIndex: { running, next, index in "\(running ?? "")\(index):\(next ?? "nil") " })
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:0:A 1:B 2:nil ", "completed"])
  }

  func testAggregateOfAnEmptySignalSendsTheStartValue() {
    let signal = RACSignal.empty().aggregateWithStart("start") { _, next in next }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:start", "completed"])
  }

  func testAggregateSendsNothingButTheErrorWhenTheSourceFails() {
    let signal = OperatorsSignals.values([1], thenError: OperatorsSignals.testError)
      .aggregateWithStart(0) { _, next in next }
    XCTAssertEqual(EventRecorder.events(of: signal), ["error:Operators#1"])
  }

  /// §6.6: the factory runs once per subscription (`+defer:`), and not before one.
  func testAggregateWithStartFactoryAsksTheFactoryForEverySubscription() {
    var factoryCalls = 0
    let signal = OperatorsSignals.values(["A", "B"]).aggregateWithStartFactory(
      {
        factoryCalls += 1
        return "#\(factoryCalls)"
      },
      reduce: { running, next in "\(running ?? "")\(next ?? "")" })
    XCTAssertEqual(factoryCalls, 0)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:#1AB", "completed"])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:#2AB", "completed"])
    XCTAssertEqual(factoryCalls, 2)
  }

  // MARK: collect

  func testCollectSendsAllValuesAsOneArrayWhenTheSourceCompletes() {
    let source = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.collect())
    source.sendNext("A")
    source.sendNext("B")
    XCTAssertEqual(recorder.events, [])
    source.sendCompleted()
    XCTAssertEqual(recorder.events, ["next:[A, B]", "completed"])
  }

  /// §7.3: nils become `NSNull`; the value is a Swift `[Any]`.
  func testCollectStoresNilAsNSNull() {
    var collected: [Any] = []
    let signal = OperatorsSignals.values(["A", nil, 3]).collect()
    let disposable = signal.subscribeNext { value in collected = value as? [Any] ?? [] }
    XCTAssertEqual(collected.count, 3)
    XCTAssertEqual(collected[0] as? String, "A")
    XCTAssertTrue(collected[1] is NSNull)
    XCTAssertEqual(collected[2] as? Int, 3)
    disposable?.dispose()
  }

  /// §7.3: an empty source gives an empty array, then completion.
  func testCollectOfAnEmptySignalSendsAnEmptyArray() {
    XCTAssertEqual(EventRecorder.events(of: RACSignal.empty().collect()), ["next:[]", "completed"])
  }

  func testCollectForwardsOnlyTheErrorWhenTheSourceFails() {
    let signal = OperatorsSignals.values(["A"], thenError: OperatorsSignals.testError).collect()
    XCTAssertEqual(EventRecorder.events(of: signal), ["error:Operators#1"])
  }

  /// Each subscription collects into an array of its own.
  func testCollectStartsAFreshArrayForEverySubscription() {
    let signal = OperatorsSignals.values(["A", "B"]).collect()
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:[A, B]", "completed"])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:[A, B]", "completed"])
  }

  func testDisposingCollectDisposesTheSource() {
    let source = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.collect())
    source.sendNext("A")
    recorder.dispose()
    source.sendCompleted()
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(source.disposalCount, 1)
    XCTAssertEqual(source.activeSubscriberCount, 0)
  }

  // MARK: names and trace

  func testAggregateOperatorsNameTheirResultsAsRACDoes() {
    let source = OperatorsSignals.values([], label: "source")
    XCTAssertEqual(source.takeLast(2).traceName, "[source] -takeLast: 2")
    XCTAssertEqual(source.collect().traceName, "[source] -collect")
    XCTAssertEqual(
      source.aggregateWithStart(0, reduce: { _, next in next }).traceName, "[source] -aggregateWithStart: 0 reduce:")
    XCTAssertEqual(
      source.aggregateWithStart("s", reduceWithIndex: { _, next, _ in next }).traceName,
      "[source] -aggregateWithStart: \"s\" reduceWithIndex:")
    XCTAssertEqual(
      source.aggregateWithStartFactory({ 0 }, reduce: { _, next in next }).traceName,
      "[source] -aggregateWithStartFactory:reduce:")
    if !StreamName.debugNamesEnabled {
      XCTAssertEqual(source.collect().name, "")
    }
  }

  /// The post's walkthrough follows collect through its layers: the factory's block, the reduce
  /// block with the array so far, then takeLast's buffer on completion.
  func testCollectTracesItsFactoryReduceBlockAndTakeLastBuffer() {
    let source = OperatorsSignals.values(["A", nil], label: "source")
    var events: [String] = []
    let trace = Tracing.record { events = EventRecorder.events(of: source.collect()) }
    XCTAssertEqual(events, ["next:[A, <null>]", "completed"])
    XCTAssertEqual(trace.calls("startFactory block").count, 1)
    XCTAssertEqual(
      trace.calls("reduce block").map { $0.argument("collectedValues") }, ["[]", "[\"A\"]"])
    XCTAssertEqual(trace.calls("reduce block").map { $0.argument("x") }, ["\"A\"", "nil"])
    XCTAssertEqual(
      trace.calls("takeLast completed").map { $0.bookkeeping("valuesTaken") }, ["[[\"A\", NSNull]]"])
  }
}
