import Foundation
import XCTest

@testable import RAC

/// `StackSpace`: a thread's stack is told nearly spent before it overflows, from the thread's own
/// bounds, on a thread of any size; and not while most of it is left.
final class StackSpaceTests: XCTestCase {
  /// Recursion on a 512 KB thread stops where `isNearlySpent` first says so: deep enough to have
  /// used most of the stack, and without the segmentation fault going on would bring.
  func testASmallThreadsStackIsToldNearlySpentBeforeItOverflows() {
    let result = LockedState<(depth: Int, usedBytes: UInt)?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      var top: UInt8 = 0
      let start = withUnsafeMutablePointer(to: &top) { UInt(bitPattern: $0) }
      XCTAssertFalse(StackSpace.isNearlySpent, "a thread that has just started has its stack")
      var lowest = start
      let depth = Self.recurse(depth: 0, lowest: &lowest)
      result.withLock { $0 = (depth, start - lowest) }
      done.signal()
    }
    thread.stackSize = 512 << 10
    thread.start()
    done.wait()
    let (depth, usedBytes) = result.withLock { $0 } ?? (0, 0)
    XCTAssertGreaterThan(depth, 100, "it let the recursion go deep")
    XCTAssertGreaterThan(usedBytes, 256 << 10, "it stopped only after most of the 512 KB had been used")
    XCTAssertLessThan(usedBytes, 512 << 10)
  }

  /// The main thread, whose stack nothing here made, is measured too.
  func testTheCallingThreadHasItsStackLeftAtATestsStart() {
    XCTAssertFalse(StackSpace.isNearlySpent)
  }

  @inline(never)
  private static func recurse(depth: Int, lowest: inout UInt) -> Int {
    var frame = (UInt64(depth), UInt64(0), UInt64(0), UInt64(0))
    let here = withUnsafeMutablePointer(to: &frame) { UInt(bitPattern: $0) }
    lowest = min(lowest, here)
    if StackSpace.isNearlySpent { return depth }
    return recurse(depth: depth + 1, lowest: &lowest) + Int(frame.1)
  }
}
