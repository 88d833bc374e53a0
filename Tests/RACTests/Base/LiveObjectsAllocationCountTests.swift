import XCTest

@testable import RAC

/// `LiveObjects.allocationCount`: every RAC object ever made, which the benchmarks read to give
/// RAC objects per event. Unlike `count`, it does not go down when objects are freed.
final class LiveObjectsAllocationCountTests: RACTestCase {
  func testAllocationCountGrowsByOnePerObjectAndNeverShrinks() {
    let before = LiveObjects.allocationCount
    var history: [String] = []
    do {
      let disposables = [RACDisposable(), RACDisposable(), RACCompoundDisposable()]
      history.append("made \(disposables.count): +\(LiveObjects.allocationCount - before)")
    }
    history.append("freed: +\(LiveObjects.allocationCount - before)")
    XCTAssertEqual(history, ["made 3: +3", "freed: +3"])
  }
}
