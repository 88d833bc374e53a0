import Foundation
import XCTest

@testable import RAC

/// `-distinctUntilChanged` (behaviour §2 table, §7.16).
final class OperatorsDistinctUntilChangedTests: RACTestCase {
  func testDistinctUntilChangedDropsRepeatsOfTheValueJustSent() {
    let signal = OperatorsSignals.values(["A", "A", "B", "A", "A", "C"]).distinctUntilChanged()
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "next:B", "next:A", "next:C", "completed"])
  }

  /// §7.16: the first value is sent even when it is nil; consecutive nils collapse.
  func testDistinctUntilChangedSendsALeadingNilAndCollapsesConsecutiveNils() {
    let signal = OperatorsSignals.values([nil, nil, "A", nil, nil]).distinctUntilChanged()
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:nil", "next:A", "next:nil", "completed"])
  }

  /// Equality is identity or `isEqual:`: an `NSString` equals the same Swift `String`, an
  /// `NSNumber` the same `Int`.
  func testDistinctUntilChangedComparesWithIsEqual() {
    let signal = OperatorsSignals.values(["A", NSString(string: "A"), NSNumber(value: 1), 1, 2])
      .distinctUntilChanged()
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "next:1", "next:2", "completed"])
  }

  /// §1 "restartable": each subscription has its own `lastValue`.
  func testDistinctUntilChangedRemembersPerSubscription() {
    let signal = OperatorsSignals.values(["A", "A"]).distinctUntilChanged()
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "completed"])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "completed"])
  }

  func testDistinctUntilChangedForwardsAnErrorFromTheSource() {
    let signal = OperatorsSignals.values(["A", "A"], thenError: OperatorsSignals.testError).distinctUntilChanged()
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "error:Operators#1"])
  }

  func testDisposingDistinctUntilChangedStopsDelivery() {
    let source = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.distinctUntilChanged())
    source.sendNext("A")
    recorder.dispose()
    source.sendNext("B")
    XCTAssertEqual(recorder.events, ["next:A"])
    XCTAssertEqual(source.disposalCount, 1)
  }
}
