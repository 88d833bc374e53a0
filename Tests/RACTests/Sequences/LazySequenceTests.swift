import Foundation
import XCTest

@testable import RAC

/// RAC 2.5's sequences are lazy and memoised (RACSequenceSpec, RACDynamicSequence): a block runs
/// when its value is first pulled, once; `eagerSequence` runs them at once; the class cluster's
/// members and what `rac_sequence` makes from each collection.
final class LazySequenceTests: RACTestCase {
  private func text(_ value: Any?) -> String { EventRecorder.text(value) }

  func testMapRunsItsBlockForAValueWhenItIsFirstPulledAndNeverAgain() {
    let log = LockedLog()
    let mapped = [1, 2, 3].rac_sequence.map { value -> Any? in
      log.append("map \(self.text(value))")
      return (value as? Int ?? 0) * 10
    }
    XCTAssertEqual(log.events, [])
    XCTAssertEqual(text(mapped.head), "10")
    XCTAssertEqual(text(mapped.head), "10")
    XCTAssertEqual(log.events, ["map 1"])
    XCTAssertEqual(text(mapped.array), "[10, 20, 30]")
    XCTAssertEqual(text(mapped.array), "[10, 20, 30]")
    XCTAssertEqual(log.events, ["map 1", "map 2", "map 3"], "memoised: each block once")
  }

  func testTakingOneValueOfAFilteredSequenceTestsOnlyWhatItNeeds() {
    let log = LockedLog()
    let firstEven = [1, 3, 4, 5, 6].rac_sequence.filter { value in
      log.append("test \(self.text(value))")
      return (value as? Int ?? 0) % 2 == 0
    }.take(1)
    XCTAssertEqual(text(firstEven.array), "[4]")
    XCTAssertEqual(log.events, ["test 1", "test 3", "test 4"])
  }

  func testAnEagerSequenceRunsItsBlocksAtOnceAndItsLazySequenceIsLazyAgain() {
    let log = LockedLog()
    let eager = [1, 2].rac_sequence.eagerSequence
    XCTAssertTrue(eager is RACEagerSequence)
    _ = eager.map { value -> Any? in
      log.append("map \(self.text(value))")
      return value
    }
    XCTAssertEqual(log.events, ["map 1", "map 2"])
    _ = eager.lazySequence.map { value -> Any? in
      log.append("lazy \(self.text(value))")
      return value
    }
    XCTAssertEqual(log.events, ["map 1", "map 2"])
  }

  /// RACStream.m's operators wrap each value with `[self.class return:]`: on an eager sequence that
  /// is RACEagerSequence's own `+return:`, never RACSequence's (a RACUnarySequence).
  func testOperatorsOnAnEagerSequenceWrapValuesWithTheEagerSequencesOwnReturn() throws {
    let eager = [1, 2, 3].rac_sequence.eagerSequence
    let trace = Tracing.record {
      _ = eager.map { $0 }.filter { ($0 as? Int ?? 0) > 1 }.skip(1).take(1).array
    }
    let places = trace.calls("+return:").compactMap(TraceOutline.racSourceText)
    XCTAssertEqual(places, Array(repeating: "RACEagerSequence.m:17 +return:", count: 3 + 2 + 1 + 1))
    XCTAssertEqual(try XCTUnwrap(trace.calls("-map:").first).owner?.className, "RACEagerSequence")
  }

  func testAnInfiniteSequenceWorksAsLongAsOnlyAFewValuesArePulled() {
    func naturals(from start: Int) -> RACSequence {
      RACSequence.sequence(headBlock: { start }, tailBlock: { naturals(from: start + 1) })
    }
    XCTAssertEqual(text(naturals(from: 1).map { ($0 as? Int ?? 0) * ($0 as? Int ?? 0) }.take(4).array), "[1, 4, 9, 16]")
  }

  func testALongForcedChainIsReleasedWithoutDeepRecursion() {
    var sequence: RACSequence? = Array(0..<120_000).rac_sequence.map { $0 }
    var count = 0
    for _ in sequence! { count += 1 }
    XCTAssertEqual(count, 120_000)
    sequence = nil  // 120,000 memoised tails: a recursive release would overflow the stack
  }

  func testFoldsAndQueries() {
    let numbers = [3, 5, 8].rac_sequence
    XCTAssertEqual(text(numbers.foldLeftWithStart(0, reduce: { ($0 as? Int ?? 0) + ($1 as? Int ?? 0) })), "16")
    let folded = numbers.foldRightWithStart(
      "",
      reduce: { first, rest in
        let tail = rest.head as? String ?? ""
        return tail.isEmpty ? "\(first ?? "")" : "\(first ?? "")+\(tail)"
      })
    XCTAssertEqual(text(folded), "3+5+8")
    XCTAssertTrue(numbers.any { ($0 as? Int) == 5 })
    XCTAssertFalse(numbers.all { ($0 as? Int ?? 0) > 3 })
    XCTAssertEqual(text(numbers.objectPassingTest { ($0 as? Int ?? 0) > 4 }), "5")
    XCTAssertNil(numbers.objectPassingTest { ($0 as? Int ?? 0) > 9 })
  }

  func testARightFoldThatNeverReadsTheRestNeverFoldsIt() {
    let log = LockedLog()
    let first = [1, 2, 3].rac_sequence.map { value -> Any? in
      log.append("map \(self.text(value))")
      return value
    }.foldRightWithStart(nil, reduce: { first, _ in first })
    XCTAssertEqual(text(first), "1")
    XCTAssertEqual(log.events, ["map 1"])
  }

  func testEqualSequencesHoldEqualValuesInOrder() {
    XCTAssertTrue([1, 2].rac_sequence.isEqual(to: [1, 2].rac_sequence.map { $0 }))
    XCTAssertFalse([1, 2].rac_sequence.isEqual(to: [1, 2, 3].rac_sequence))
    XCTAssertTrue(RACSequence.empty().isEqual(to: RACSequence.empty()))
  }

  func testEachCollectionMakesItsOwnKindOfSequence() {
    XCTAssertTrue([1].rac_sequence is RACArraySequence)
    XCTAssertTrue("ab".rac_sequence is RACStringSequence)
    XCTAssertEqual(text("héllo".rac_sequence.array), "[h, é, l, l, o]")
    let tuple = RACTuple(objectsFrom: ["a", nil, 3])
    XCTAssertTrue(tuple.rac_sequence is RACTupleSequence)
    XCTAssertEqual(text(tuple.rac_sequence.array), "[a, <null>, 3]")
    XCTAssertTrue(RACSequence.return(1) is RACUnarySequence)
    XCTAssertTrue(RACSequence.empty() is RACEmptySequence)
    XCTAssertEqual(text(["k": 1].rac_sequence.array), "[(k, 1)]")
    XCTAssertEqual(text(["k": 1].rac_keySequence.array), "[k]")
    XCTAssertEqual(text(["k": 1].rac_valueSequence.array), "[1]")
    XCTAssertEqual(text(Set([7]).rac_sequence.array), "[7]")
  }

  func testASignalsSequenceHoldsItsValuesWithNilAsNSNull() {
    let sequence = RACSignal.createSignal { subscriber in
      subscriber.sendNext(1)
      subscriber.sendNext(nil)
      subscriber.sendCompleted()
      return nil
    }.sequence()
    XCTAssertTrue(sequence is RACSignalSequence)
    XCTAssertEqual(text(sequence.head), "1")
    XCTAssertEqual(text(sequence.array), "[1, <null>]")
    XCTAssertEqual(text(sequence.tail?.tail?.head), "nil")
  }

  func testADynamicSequenceSaysWhatItHasNotWorkedOutYet() {
    let sequence = [1].rac_sequence.map { $0 }
    XCTAssertTrue(
      sequence.description.hasSuffix("{ name = , head = (unresolved), tail = (unresolved) }"), sequence.description)
    _ = sequence.head
    XCTAssertTrue(sequence.description.contains("head = 1, tail = (unresolved)"), sequence.description)
  }
}
