import Foundation
import XCTest

@testable import RAC

/// `-not`, `-and`, `-or` (behaviour §6.13, §7.18): NSNumber booleans in, NSNumber booleans out.
final class OperatorsBooleanTests: RACTestCase {
  private func booleans(_ signal: RACSignal) -> [String] {
    var values: [String] = []
    let disposable = signal.subscribeNext(
      { value in values.append((value as? NSNumber).map { $0.boolValue ? "YES" : "NO" } ?? "not a number") },
      completed: { values.append("completed") })
    disposable?.dispose()
    return values
  }

  func testNotNegatesNumbersAndBools() {
    let signal = OperatorsSignals.values([NSNumber(value: true), false, 0, 2]).not()
    XCTAssertEqual(booleans(signal), ["NO", "YES", "YES", "NO", "completed"])
  }

  /// §7.18: `and` takes no argument and reduces each tuple of numbers (as `+combineLatest:` sends).
  func testAndIsTrueOnlyWhenEveryElementOfTheTupleIsTrue() {
    let signal = OperatorsSignals.values([
      RACTuplePack(true, true), RACTuplePack(true, false), RACTuplePack(NSNumber(value: 1)), RACTuplePack(0, 1, 1),
    ]).and()
    XCTAssertEqual(booleans(signal), ["YES", "NO", "YES", "NO", "completed"])
  }

  func testOrIsTrueWhenAnyElementOfTheTupleIsTrue() {
    let signal = OperatorsSignals.values([
      RACTuplePack(false, false), RACTuplePack(false, true), RACTuplePack(NSNumber(value: 0)),
    ]).or()
    XCTAssertEqual(booleans(signal), ["NO", "YES", "NO", "completed"])
  }

  func testAndOverCombineLatestFollowsTheLatestValues() {
    let first = OperatorsManualSource()
    let second = OperatorsManualSource()
    var values: [String] = []
    let disposable = RACSignal.combineLatest([first.signal, second.signal]).and().subscribeNext { value in
      values.append((value as? NSNumber)?.boolValue == true ? "YES" : "NO")
    }
    first.sendNext(true)
    second.sendNext(false)
    second.sendNext(true)
    first.sendNext(false)
    XCTAssertEqual(values, ["NO", "YES", "NO"])
    disposable?.dispose()
  }

  func testBooleanOperatorsForwardErrors() {
    let failing = OperatorsSignals.values([], thenError: OperatorsSignals.testError)
    XCTAssertEqual(EventRecorder.events(of: failing.not()), ["error:Operators#1"])
    XCTAssertEqual(EventRecorder.events(of: failing.and()), ["error:Operators#1"])
    XCTAssertEqual(EventRecorder.events(of: failing.or()), ["error:Operators#1"])
  }

  func testBooleanOperatorsNameTheirResultsAsRACDoes() {
    let source = OperatorsSignals.values([], label: "source")
    XCTAssertEqual(source.not().traceName, "[source] -not")
    XCTAssertEqual(source.and().traceName, "[source] -and")
    XCTAssertEqual(source.or().traceName, "[source] -or")
  }
}
