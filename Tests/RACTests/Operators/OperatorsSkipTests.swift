import Foundation
import XCTest

@testable import RAC

/// `-skip:` (behaviour §2 table).
final class OperatorsSkipTests: RACTestCase {
  func testSkipDropsTheFirstValuesAndPassesTheRest() {
    let signal = OperatorsSignals.values([1, 2, 3, 4]).skip(2)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:3", "next:4", "completed"])
  }

  func testSkipZeroPassesEveryValue() {
    let signal = OperatorsSignals.values([1, 2]).skip(0)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:1", "next:2", "completed"])
  }

  func testSkipCountsNilValues() {
    let signal = OperatorsSignals.values([nil, nil, "A", nil]).skip(1)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:nil", "next:A", "next:nil", "completed"])
  }

  func testSkippingMoreThanTheSourceSendsOnlyCompletes() {
    let signal = OperatorsSignals.values([1, 2]).skip(5)
    XCTAssertEqual(EventRecorder.events(of: signal), ["completed"])
  }

  func testSkipForwardsAnErrorFromTheSource() {
    let signal = OperatorsSignals.values([1, 2], thenError: nil).skip(1)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:2", "error:nil"])
  }

  /// §1 "restartable".
  func testSkipRestartsItsCountForEverySubscription() {
    let signal = OperatorsSignals.values([1, 2, 3]).skip(1)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:2", "next:3", "completed"])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:2", "next:3", "completed"])
  }

  func testDisposingSkipStopsDeliveryAndDisposesTheSource() {
    let source = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.skip(1))
    source.sendNext(1)
    source.sendNext(2)
    recorder.dispose()
    source.sendNext(3)
    source.sendCompleted()
    XCTAssertEqual(recorder.events, ["next:2"])
    XCTAssertEqual(source.disposalCount, 1)
  }
}
