import Foundation
import XCTest

@testable import RAC

/// `for … in` over a RACSequence is RAC's `-countByEnumeratingWithState:objects:count:`
/// (RACSequence.m), called by clang's fast enumeration with a buffer of 16 objects: each call
/// pulls up to 16 heads (walking `head` and `tail`) before the loop body sees the first of them.
/// `-foldLeftWithStart:reduce:` and so `-all:` loop with `for … in` (RACSequence.m).
final class SequenceFastEnumerationTests: RACTestCase {
  private func logged(_ count: Int, into log: LockedLog) -> RACSequence {
    Array(1...count).rac_sequence.map { value -> Any? in
      log.append("map \(value as? Int ?? 0)")
      return value
    }
  }

  func testForInPullsUpToSixteenHeadsBeforeTheLoopBodyRuns() {
    let log = LockedLog()
    for value in logged(18, into: log) { log.append("loop \(value as? Int ?? 0)") }
    let expected =
      (1...16).map { "map \($0)" } + (1...16).map { "loop \($0)" } + ["map 17", "map 18", "loop 17", "loop 18"]
    XCTAssertEqual(log.events, expected)
  }

  func testABreakStillLeavesTheWholeFirstBatchWorkedOut() {
    let log = LockedLog()
    for value in logged(3, into: log) {
      log.append("loop \(value as? Int ?? 0)")
      break
    }
    XCTAssertEqual(log.events, ["map 1", "map 2", "map 3", "loop 1"])
  }

  func testFoldLeftAndAllPullTheValuesBeforeCallingTheirBlocks() {
    let log = LockedLog()
    let sum = logged(3, into: log).foldLeftWithStart(0) { accumulator, value in
      log.append("reduce \(value as? Int ?? 0)")
      return (accumulator as? Int ?? 0) + (value as? Int ?? 0)
    }
    XCTAssertEqual(sum as? Int, 6)
    XCTAssertEqual(log.events, ["map 1", "map 2", "map 3", "reduce 1", "reduce 2", "reduce 3"])

    log.removeAll()
    let all = logged(3, into: log).all { value in
      log.append("test \(value as? Int ?? 0)")
      return true
    }
    XCTAssertTrue(all)
    XCTAssertEqual(log.events, ["map 1", "map 2", "map 3", "test 1", "test 2", "test 3"])
  }

  /// `-any:` is `-objectPassingTest:`, the head of a `-filter:` (RACSequence.m): no `for … in`, so
  /// it tests values only until one passes.
  func testAnyStopsAtTheFirstValueThatPasses() {
    let log = LockedLog()
    let any = logged(3, into: log).any { value in
      log.append("test \(value as? Int ?? 0)")
      return true
    }
    XCTAssertTrue(any)
    XCTAssertEqual(log.events, ["map 1", "test 1"])
  }
}
