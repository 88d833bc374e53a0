import Foundation
import XCTest

@testable import RAC

/// The names the operators give their results (behaviour §2 table). Without
/// `RAC_DEBUG_SIGNAL_NAMES`, RAC's `name` stays `""`; the trace's `traceName` shows the same format
/// with readable arguments, so that is where the formats are checked.
final class OperatorsNameTests: RACTestCase {
  private func source(_ label: String = "source") -> RACSignal {
    OperatorsSignals.values([], label: label)
  }

  private func assertNames(
    _ cases: [(RACSignal, String)], file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(cases.map(\.0.traceName), cases.map(\.1), file: file, line: line)
    if !StreamName.debugNamesEnabled {
      XCTAssertEqual(cases.map(\.0.name), cases.map { _ in "" }, file: file, line: line)
    }
  }

  func testInstanceOperatorsNameTheirResultAfterTheReceiver() {
    let source = source()
    assertNames([
      (source.flatten(), "[source] -flatten"),
      (source.mapReplace("X"), "[source] -mapReplace: \"X\""),
      (source.mapReplace(nil), "[source] -mapReplace: (null)"),
      (source.ignore(1), "[source] -ignore: 1"),
      (source.reduceEach { a, b in [a, b] }, "[source] -reduceEach:"),
      (source.startWith(0), "[source] -startWith: 0"),
      (source.skip(2), "[source] -skip: 2"),
      (source.take(2), "[source] -take: 2"),
      (source.takeUntilBlock { _ in true }, "[source] -takeUntilBlock:"),
      (source.takeWhileBlock { _ in true }, "[source] -takeWhileBlock:"),
      (source.skipUntilBlock { _ in true }, "[source] -skipUntilBlock:"),
      (source.skipWhileBlock { _ in true }, "[source] -skipWhileBlock:"),
      (source.distinctUntilChanged(), "[source] -distinctUntilChanged"),
      (source.scanWithStart(0, reduce: { _, next in next }), "[source] -scanWithStart: 0 reduce:"),
      (source.scanWithStart(0, reduceWithIndex: { _, next, _ in next }), "[source] -scanWithStart: 0 reduceWithIndex:"),
      (source.combinePreviousWithStart(0) { _, next in next }, "[source] -combinePreviousWithStart: 0 reduce:"),
    ])
  }

  func testPrimitivesNameTheirResultAfterBothSignals() {
    let first = source("first")
    let second = source("second")
    assertNames([
      (first.concat(second), "[first] -concat: second"),
      (first.zipWith(second), "[first] -zipWith: second"),
    ])
  }

  func testClassOperatorsNameTheirResultAfterTheCollection() {
    let signals = [source("a"), source("b"), source("c")]
    assertNames([
      (RACSignal.zip(signals), "+zip: [a, b, c]"),
      (RACSignal.zip(signals, reduce: { a, _, _ in a }), "+zip: [a, b, c] reduce:"),
      (RACSignal.concat(signals), "+concat: [a, b, c]"),
    ])
  }

  /// The outermost operator's name wins: `takeWhileBlock:` is built on `takeUntilBlock:`, `+zip:`
  /// on `map:` and `zipWith:`.
  func testNamesOfOperatorsBuiltOnOthersAreTheirOwn() {
    let source = source()
    XCTAssertEqual(source.take(1).skip(1).traceName, "[[source] -take: 1] -skip: 1")
    XCTAssertEqual(source.takeWhileBlock { _ in true }.traceName, "[source] -takeWhileBlock:")
  }

  /// With debug names on, `%@` of the collection is NSArray's description of the signals.
  func testRACNameOfTheCollectionIsTheArraysDescription() {
    let signals = [source("a"), source("b")]
    let expected = "+zip: (\n    \"\(signals[0].description)\",\n    \"\(signals[1].description)\"\n)"
    XCTAssertEqual(StreamName.format("+zip: %@", [signals], readable: false), expected)
    XCTAssertEqual(StreamName.format("+concat: %@", [[RACSignal]()], readable: false), "+concat: (\n)")
  }

  func testRACNameOfAValueUsesItsRACDescription() {
    XCTAssertEqual(
      StreamName.format("[%@] -mapReplace: %@", [StreamName.NameOf(source()), "X"], readable: false),
      "[] -mapReplace: X")
    XCTAssertEqual(StreamName.format("[%@] -take: %lu", ["", 2], readable: false), "[] -take: 2")
  }
}
