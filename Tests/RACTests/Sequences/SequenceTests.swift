import Foundation
import XCTest

@testable import RAC

/// `RACSequence`: `head`, `tail`, `array`, the five primitives, the stream operations built on them,
/// names and `rac_sequence` (laziness itself: `LazySequenceTests`).
final class SequenceTests: RACTestCase {
  private func text(_ sequence: RACSequence?) -> String {
    EventRecorder.text(sequence?.array)
  }

  func testHeadAndTailWalkTheValuesUntilTheEmptySequenceWhoseTailIsNil() {
    let sequence = ["A", "B"].rac_sequence
    XCTAssertEqual(BindTestLog.text(sequence.head), "A")
    XCTAssertEqual(BindTestLog.text(sequence.tail?.head), "B")
    XCTAssertEqual(text(sequence.tail?.tail), "[]")
    XCTAssertNil(sequence.tail?.tail?.head)
    XCTAssertNil(sequence.tail?.tail?.tail)
    XCTAssertEqual([text(sequence), text(sequence.tail)], ["[A, B]", "[B]"])
  }

  /// A sequence cannot hold nil: bridged to an `NSArray`, a nil element would be `NSNull`.
  func testRacSequenceStoresNilElementsAsNSNull() {
    let sequence = ["A", nil].rac_sequence
    XCTAssertEqual(sequence.array.count, 2)
    XCTAssertTrue(sequence.array.last is NSNull)
    XCTAssertTrue(sequence.tail?.head is NSNull)
  }

  func testReturnAndEmpty() {
    XCTAssertEqual(
      [text(RACSequence.return("A")), text(RACSequence.return(nil)), text(RACSequence.empty())], ["[A]", "[]", "[]"])
  }

  // MARK: - Primitives

  func testBindJoinsTheSequencesTheBlockReturnsInOrder() {
    let bound = [1, 2, 3].rac_sequence.flattenMap { value in
      let number = (value as? Int) ?? 0
      return Array(repeating: number, count: number).rac_sequence
    }
    XCTAssertEqual(text(bound), "[1, 2, 2, 3, 3, 3]")
  }

  /// RAC's lazy bind: a nil from the block ends the sequence; with `stop` set, only the head of
  /// the sequence returned with it is kept.
  func testBindEndsAtANilSequenceAndKeepsOnlyTheHeadOfTheStoppingSequence() {
    let sequence = [1, 2, 3].rac_sequence
    let endsAtNil = sequence.bind {
      { value, _ in (value as? Int) == 2 ? nil : RACSequence.return(value) }
    }
    let stopsAtTwo = sequence.bind {
      { value, stop in
        if (value as? Int) == 2 { stop = true }
        return ["\(BindTestLog.text(value))a", "\(BindTestLog.text(value))b"].rac_sequence
      }
    }
    XCTAssertEqual([text(endsAtNil), text(stopsAtTwo)], ["[1]", "[1a, 1b, 2a]"])
  }

  func testBindAsksTheFactoryOnceAndRunsTheBlockOnlyForTheValuesPulled() {
    let log = BindTestLog()
    let bound = ["A", "B"].rac_sequence.bind {
      log.append("factory")
      return { value, _ in
        log.append("block:\(BindTestLog.text(value))")
        return RACSequence.return(value)
      }
    }
    XCTAssertEqual(log.entries, ["factory"], "lazy, as RAC's sequences are")
    XCTAssertEqual(BindTestLog.text(bound.head), "A")
    XCTAssertEqual(log.entries, ["factory", "block:A"])
    XCTAssertEqual(text(bound), "[A, B]")
    XCTAssertEqual(log.entries, ["factory", "block:A", "block:B"])
  }

  func testConcatAndZipWith() {
    let letters = ["A", "B", "C"].rac_sequence
    let numbers = [1, 2].rac_sequence
    XCTAssertEqual(text(letters.concat(numbers)), "[A, B, C, 1, 2]")
    XCTAssertEqual(text(letters.zipWith(numbers)), "[(A, 1), (B, 2)]")
    XCTAssertEqual(text(RACSequence.empty().concat(letters)), "[A, B, C]")
    XCTAssertEqual(text(letters.zipWith(RACSequence.empty())), "[]")
  }

  // MARK: - Stream operations

  func testStreamOperationsWorkOnSequences() {
    let sequence = ["A", "B", "C", "D"].rac_sequence
    XCTAssertEqual(
      [
        text(sequence.map { "\(BindTestLog.text($0))!" }),
        text(sequence.filter { BindTestLog.text($0) != "B" }),
        text(sequence.take(2)),
        text(sequence.skip(3)),
        text(sequence.startWith("0")),
        text(RACSequence.zip([sequence, [1, 2].rac_sequence])),
        text(RACSequence.concat([sequence, ["E"].rac_sequence])),
      ],
      ["[A!, B!, C!, D!]", "[A, C, D]", "[A, B]", "[D]", "[0, A, B, C, D]", "[(A, 1), (B, 2)]", "[A, B, C, D, E]"])
  }

  /// RAC's lazy `map:` turns a nil result into `+return:nil`, a sequence with no head: the value
  /// disappears.
  func testMappingAValueToNilDropsIt() {
    XCTAssertEqual(text(["A", "B"].rac_sequence.map { BindTestLog.text($0) == "A" ? nil : $0 }), "[B]")
  }

  // MARK: - Names and description

  func testPrimitivesNameTheirResultsAsRACDoes() {
    let first = ["A"].rac_sequence.traced(as: "first")
    let second = ["B"].rac_sequence.traced(as: "second")
    XCTAssertEqual(
      [
        first.bind { { value, _ in RACSequence.return(value) } }.traceName, first.concat(second).traceName,
        first.zipWith(second).traceName, first.map { $0 }.traceName, RACSequence.return("A").traceName,
        RACSequence.empty().traceName,
      ],
      [
        "[first] -bind:", "[first] -concat: second", "[first] -zipWith: second", "[first] -map:", "+return: \"A\"",
        "+empty",
      ])
  }

  func testAnUnnamedSequenceIsNamedByItsValuesInTheTraceAndDescribedLikeRACArraySequence() {
    let sequence = ["A", "B c"].rac_sequence
    XCTAssertEqual(sequence.traceName, "[\"A\", \"B c\"]")
    XCTAssertEqual(sequence.name, "")
    XCTAssertTrue(sequence.description.hasPrefix("<RACArraySequence: 0x"), sequence.description)
    XCTAssertTrue(
      sequence.description.hasSuffix(">{ name = , array = (\n    A,\n    \"B c\"\n) }"), sequence.description)
  }
}
