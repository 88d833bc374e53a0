import Foundation
import XCTest

@testable import RAC

/// `-scanWithStart:reduce:`, `-scanWithStart:reduceWithIndex:`, `-combinePreviousWithStart:reduce:`
/// (behaviour §2 table).
final class OperatorsScanTests: RACTestCase {
  private func sum(_ running: Any?, _ next: Any?) -> Any? {
    ((running as? Int) ?? 0) + ((next as? Int) ?? 0)
  }

  func testScanSendsEveryRunningResult() {
    let signal = OperatorsSignals.values([1, 2, 3]).scanWithStart(0, reduce: sum)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:1", "next:3", "next:6", "completed"])
  }

  func testScanPassesNilStartAndNilValuesToTheBlock() {
    var calls: [String] = []
    let signal = OperatorsSignals.values(["A", nil]).scanWithStart(nil) { running, next in
      calls.append("\(EventRecorder.text(running))+\(EventRecorder.text(next))")
      return next == nil ? nil : "R"
    }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:R", "next:nil", "completed"])
    XCTAssertEqual(calls, ["nil+A", "R+nil"])
  }

  func testScanWithIndexCountsFromZero() {
    let signal = OperatorsSignals.values(["A", "B", "C"]).scanWithStart("") { running, next, index in
      "\((running as? String) ?? "")\((next as? String) ?? "")\(index)"
    }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A0", "next:A0B1", "next:A0B1C2", "completed"])
  }

  /// §1 "restartable": `running` and `index` start over for every subscription.
  func testScanRestartsForEverySubscription() {
    let signal = OperatorsSignals.values([1, 2]).scanWithStart(10, reduce: sum)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:11", "next:13", "completed"])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:11", "next:13", "completed"])

    let indexed = OperatorsSignals.values(["A", "B"]).scanWithStart(nil) { _, _, index in index }
    XCTAssertEqual(EventRecorder.events(of: indexed), ["next:0", "next:1", "completed"])
    XCTAssertEqual(EventRecorder.events(of: indexed), ["next:0", "next:1", "completed"])
  }

  func testScanForwardsAnErrorFromTheSource() {
    let signal = OperatorsSignals.values([1], thenError: OperatorsSignals.testError).scanWithStart(0, reduce: sum)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:1", "error:Operators#1"])
  }

  func testDisposingScanStopsDelivery() {
    let source = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.scanWithStart(0, reduce: sum))
    source.sendNext(1)
    recorder.dispose()
    source.sendNext(2)
    XCTAssertEqual(recorder.events, ["next:1"])
    XCTAssertEqual(source.disposalCount, 1)
  }

  // MARK: combinePreviousWithStart

  func testCombinePreviousPairsEachValueWithTheOneBefore() {
    let signal = OperatorsSignals.values([1, 2, 3]).combinePreviousWithStart(0) { previous, next in
      "\(EventRecorder.text(previous))-\(EventRecorder.text(next))"
    }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:0-1", "next:1-2", "next:2-3", "completed"])
  }

  func testCombinePreviousHandsOnNilStartAndNilValues() {
    let signal = OperatorsSignals.values([nil, "A", nil]).combinePreviousWithStart(nil) { previous, next in
      "\(EventRecorder.text(previous))-\(EventRecorder.text(next))"
    }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:nil-nil", "next:nil-A", "next:A-nil", "completed"])
  }

  func testCombinePreviousRestartsForEverySubscription() {
    let signal = OperatorsSignals.values([1, 2]).combinePreviousWithStart(0) { previous, next in
      "\(EventRecorder.text(previous))-\(EventRecorder.text(next))"
    }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:0-1", "next:1-2", "completed"])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:0-1", "next:1-2", "completed"])
  }

  func testCombinePreviousForwardsAnErrorFromTheSource() {
    let signal = OperatorsSignals.values([1], thenError: nil).combinePreviousWithStart(0) { _, next in next }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:1", "error:nil"])
  }

  func testDisposingCombinePreviousStopsDelivery() {
    let source = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.combinePreviousWithStart(0) { _, next in next })
    source.sendNext(1)
    recorder.dispose()
    source.sendNext(2)
    XCTAssertEqual(recorder.events, ["next:1"])
    XCTAssertEqual(source.disposalCount, 1)
  }
}
