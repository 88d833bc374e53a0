import Foundation
import XCTest

@testable import RAC

extension RACTestCase {
  /// Runs the main run loop (which drains the main queue, and `mainThreadScheduler`'s queue that
  /// targets it) until `condition` holds or `timeout` seconds pass; true if it held. For tests on
  /// the main thread that wait for blocks dispatched to the main queue.
  func runMainRunLoop(timeout: TimeInterval = 10, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
      if Date() > deadline { return false }
      RunLoop.main.run(until: Date().addingTimeInterval(0.005))
    }
    return true
  }
}
