import Foundation
import XCTest

@testable import RAC

/// `-takeUntilBlock:`, `-takeWhileBlock:`, `-skipUntilBlock:`, `-skipWhileBlock:` (behaviour §2
/// table).
final class OperatorsTakeSkipBlockTests: RACTestCase {
  private func isEqual(_ expected: Int) -> (Any?) -> Bool {
    { ($0 as? Int) == expected }
  }

  // MARK: takeUntilBlock

  func testTakeUntilBlockCompletesWithoutSendingTheFirstMatchingValue() {
    let signal = OperatorsSignals.values([1, 2, 3, 4, 1]).takeUntilBlock(isEqual(3))
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:1", "next:2", "completed"])
  }

  func testTakeUntilBlockStopsAskingThePredicateOnceItMatched() {
    var asked: [String] = []
    let signal = OperatorsSignals.values([1, nil, 3, 4]).takeUntilBlock { x in
      asked.append(EventRecorder.text(x))
      return (x as? Int) == 3
    }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:1", "next:nil", "completed"])
    XCTAssertEqual(asked, ["1", "nil", "3"])
  }

  func testTakeUntilBlockDisposesTheSourceWhenThePredicateMatches() {
    let source = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.takeUntilBlock(isEqual(2)))
    source.sendNext(1)
    source.sendNext(2)
    XCTAssertEqual(recorder.events, ["next:1", "completed"])
    XCTAssertEqual(source.disposalCount, 1)
  }

  func testTakeUntilBlockForwardsAnErrorFromTheSource() {
    let signal = OperatorsSignals.values([1], thenError: OperatorsSignals.testError).takeUntilBlock(isEqual(3))
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:1", "error:Operators#1"])
  }

  func testTakeUntilBlockCompletesWithTheSourceWhenNothingMatches() {
    let signal = OperatorsSignals.values([1, 2]).takeUntilBlock(isEqual(9))
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:1", "next:2", "completed"])
  }

  func testDisposingTakeUntilBlockStopsDelivery() {
    let source = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.takeUntilBlock(isEqual(9)))
    source.sendNext(1)
    recorder.dispose()
    source.sendNext(2)
    XCTAssertEqual(recorder.events, ["next:1"])
    XCTAssertEqual(source.disposalCount, 1)
  }

  // MARK: takeWhileBlock

  func testTakeWhileBlockPassesValuesWhileThePredicateHolds() {
    let signal = OperatorsSignals.values([1, 2, 3, 1]).takeWhileBlock { (($0 as? Int) ?? 0) < 3 }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:1", "next:2", "completed"])
  }

  func testTakeWhileBlockEndsAtTheFirstNil() {
    let signal = OperatorsSignals.values(["A", nil, "B"]).takeWhileBlock { $0 != nil }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "completed"])
  }

  func testTakeWhileBlockForwardsAnErrorFromTheSource() {
    let signal = OperatorsSignals.values([1], thenError: nil).takeWhileBlock { _ in true }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:1", "error:nil"])
  }

  // MARK: skipUntilBlock

  func testSkipUntilBlockPassesTheFirstMatchingValueAndEverythingAfter() {
    let signal = OperatorsSignals.values([1, 2, 3, 4, 1]).skipUntilBlock(isEqual(3))
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:3", "next:4", "next:1", "completed"])
  }

  func testSkipUntilBlockStopsAskingThePredicateOnceItMatched() {
    var asked: [String] = []
    let signal = OperatorsSignals.values([nil, 2, 3, nil]).skipUntilBlock { x in
      asked.append(EventRecorder.text(x))
      return (x as? Int) == 2
    }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:2", "next:3", "next:nil", "completed"])
    XCTAssertEqual(asked, ["nil", "2"])
  }

  /// §1 "restartable": every subscription starts out skipping.
  func testSkipUntilBlockSkipsAfreshForEverySubscription() {
    let signal = OperatorsSignals.values([1, 2, 1]).skipUntilBlock(isEqual(2))
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:2", "next:1", "completed"])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:2", "next:1", "completed"])
  }

  func testSkipUntilBlockForwardsAnErrorFromTheSource() {
    let signal = OperatorsSignals.values([1, 2], thenError: OperatorsSignals.testError).skipUntilBlock(isEqual(2))
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:2", "error:Operators#1"])
  }

  func testDisposingSkipUntilBlockStopsDelivery() {
    let source = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.skipUntilBlock(isEqual(1)))
    source.sendNext(1)
    recorder.dispose()
    source.sendNext(2)
    XCTAssertEqual(recorder.events, ["next:1"])
    XCTAssertEqual(source.disposalCount, 1)
  }

  // MARK: skipWhileBlock

  func testSkipWhileBlockDropsValuesWhileThePredicateHolds() {
    let signal = OperatorsSignals.values([1, 2, 3, 1]).skipWhileBlock { (($0 as? Int) ?? 0) < 3 }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:3", "next:1", "completed"])
  }

  func testSkipWhileBlockSkipsLeadingNils() {
    let signal = OperatorsSignals.values([nil, nil, "A", nil]).skipWhileBlock { $0 == nil }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "next:nil", "completed"])
  }

  func testSkipWhileBlockSkipsAfreshForEverySubscription() {
    let signal = OperatorsSignals.values([1, 5, 1]).skipWhileBlock { (($0 as? Int) ?? 0) < 3 }
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:5", "next:1", "completed"])
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:5", "next:1", "completed"])
  }
}
