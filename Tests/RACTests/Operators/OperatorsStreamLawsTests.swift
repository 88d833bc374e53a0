import Foundation
import XCTest

@testable import RAC

/// The monad laws for `return:` and `flattenMap:`, checked for every kind of signal by comparing
/// the complete event histories of both sides:
/// - left identity: `return(a).flattenMap(f) ≡ f(a)`;
/// - right identity: `m.flattenMap(return) ≡ m`;
/// - associativity: `m.flattenMap(f).flattenMap(g) ≡ m.flattenMap { f($0).flattenMap(g) }`.
final class OperatorsStreamLawsTests: RACTestCase {
  /// One signal of each kind: RACDynamicSignal, RACReturnSignal, RACEmptySignal, RACErrorSignal,
  /// and `never`.
  private enum Kind: CaseIterable {
    case dynamic, returnValue, empty, error, never

    func signal(for value: Any?) -> RACSignal {
      let text = EventRecorder.text(value)
      switch self {
      case .dynamic:
        return RACSignal.createSignal { subscriber in
          subscriber.sendNext(text + ".1")
          subscriber.sendNext(nil)
          subscriber.sendNext(text + ".2")
          subscriber.sendCompleted()
          return nil
        }
      case .returnValue: return RACSignal.return(text + "!")
      case .empty: return RACSignal.empty()
      case .error: return RACSignal.error(NSError(domain: "Law", code: text.count))
      case .never: return RACSignal.never()
      }
    }
  }

  private func history(_ signal: RACSignal) -> [String] {
    EventRecorder.events(of: signal)
  }

  func testLeftIdentityHoldsForEveryKindOfSignal() {
    for kind in Kind.allCases {
      for value in ["a", nil] as [Any?] {
        let f = { (x: Any?) -> RACStream? in kind.signal(for: x) }
        let left = RACSignal.return(value).flattenMap(f)
        XCTAssertEqual(history(left), history(kind.signal(for: value)), "\(kind), \(EventRecorder.text(value))")
      }
    }
  }

  func testRightIdentityHoldsForEveryKindOfSignal() {
    for kind in Kind.allCases {
      let m = kind.signal(for: "m")
      let bound = m.flattenMap { RACSignal.return($0) }
      XCTAssertEqual(history(bound), history(m), "\(kind)")
    }
  }

  func testAssociativityHoldsForEveryKindOfSignal() {
    for mKind in Kind.allCases {
      for fKind in Kind.allCases {
        for gKind in [Kind.dynamic, .returnValue, .error] {
          let m = mKind.signal(for: "m")
          let f = { (x: Any?) -> RACStream? in fKind.signal(for: x) }
          let g = { (x: Any?) -> RACStream? in gKind.signal(for: x) }
          let left = m.flattenMap(f).flattenMap(g)
          let right = m.flattenMap { x in f(x).flatMap { ($0 as? RACSignal)?.flattenMap(g) } }
          XCTAssertEqual(history(left), history(right), "m: \(mKind), f: \(fKind), g: \(gKind)")
        }
      }
    }
  }

  /// The laws would hold trivially if every history were empty; these are what they compare.
  func testTheKindsProduceDistinctHistories() {
    XCTAssertEqual(
      Kind.allCases.map { history($0.signal(for: "a")) },
      [
        ["next:a.1", "next:nil", "next:a.2", "completed"], ["next:a!", "completed"], ["completed"], ["error:Law#1"], [],
      ])
    let dynamic = Kind.dynamic.signal(for: "m")
    XCTAssertEqual(
      history(dynamic.flattenMap { Kind.dynamic.signal(for: $0) }),
      [
        "next:m.1.1", "next:nil", "next:m.1.2", "next:nil.1", "next:nil", "next:nil.2", "next:m.2.1", "next:nil",
        "next:m.2.2", "completed",
      ])
  }
}
