import Foundation
import XCTest

@testable import RAC

/// The monad laws for sequences, comparing the `array` of both sides, for each kind of sequence
/// (several values, one, none).
final class SequenceStreamLawsTests: RACTestCase {
  private enum Kind: CaseIterable {
    case several, one, empty

    func sequence(for value: Any?) -> RACSequence {
      let text = BindTestLog.text(value)
      switch self {
      case .several: return [text + ".1", text + ".2", text + ".3"].rac_sequence
      case .one: return RACSequence.return(text + "!")
      case .empty: return RACSequence.empty()
      }
    }
  }

  private func values(_ sequence: RACSequence?) -> [String] {
    (sequence?.array ?? []).map { EventRecorder.text($0) }
  }

  func testLeftIdentityHoldsForEveryKindOfSequence() {
    for kind in Kind.allCases {
      let f = { (x: Any?) -> RACStream? in kind.sequence(for: x) }
      XCTAssertEqual(values(RACSequence.return("a").flattenMap(f)), values(kind.sequence(for: "a")), "\(kind)")
    }
  }

  func testRightIdentityHoldsForEveryKindOfSequence() {
    for kind in Kind.allCases {
      let m = kind.sequence(for: "m")
      XCTAssertEqual(values(m.flattenMap { RACSequence.return($0) }), values(m), "\(kind)")
    }
  }

  func testAssociativityHoldsForEveryKindOfSequence() {
    for mKind in Kind.allCases {
      for fKind in Kind.allCases {
        for gKind in Kind.allCases {
          let m = mKind.sequence(for: "m")
          let f = { (x: Any?) -> RACStream? in fKind.sequence(for: x) }
          let g = { (x: Any?) -> RACStream? in gKind.sequence(for: x) }
          let left = m.flattenMap(f).flattenMap(g)
          let right = m.flattenMap { x in (f(x) as? RACSequence)?.flattenMap(g) }
          XCTAssertEqual(values(left), values(right), "m: \(mKind), f: \(fKind), g: \(gKind)")
        }
      }
    }
  }

  /// The laws would hold trivially if every side were empty.
  func testTheKindsAndACompositionProduceDistinctValues() {
    XCTAssertEqual(
      Kind.allCases.map { values($0.sequence(for: "a")) }, [["a.1", "a.2", "a.3"], ["a!"], []])
    let composed = Kind.several.sequence(for: "m").flattenMap { Kind.several.sequence(for: $0) }
    XCTAssertEqual(values(composed).count, 9)
    XCTAssertEqual(values(composed).first, "m.1.1")
  }
}
