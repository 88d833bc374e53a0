import XCTest

@testable import RAC

/// `RACLiveObjects.allocationCount`: every RAC object ever made, which the benchmarks read to give
/// RAC objects per event. Unlike `count`, it does not go down when objects are freed.
final class RACLiveObjectsAllocationCountTests: RACTestCase {
  func testAllocationCountGrowsByOnePerObjectAndNeverShrinks() {
    let before = RACLiveObjects.allocationCount
    var history: [String] = []
    do {
      let disposables = [RACDisposable(), RACDisposable(), RACCompoundDisposable()]
      history.append("made \(disposables.count): +\(RACLiveObjects.allocationCount - before)")
    }
    history.append("freed: +\(RACLiveObjects.allocationCount - before)")
    XCTAssertEqual(history, ["made 3: +3", "freed: +3"])
  }
}
