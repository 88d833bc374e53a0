import Foundation
import XCTest

@testable import RAC

/// The base of every test: checks that the test leaves no RAC object alive.
///
/// Before each test the shared schedulers and singletons exist (they live for the whole process);
/// after it, the live-object count must be back where it started. Objects released by background
/// queues may lag a little, so the check waits (briefly) for the count to settle before failing,
/// and names the classes still alive when it fails.
///
/// A test that leaves objects alive on purpose (e.g. a subject it keeps for the next test, or the
/// deliberate-cycle test) sets `expectsLeakedObjects`.
class RACTestCase: XCTestCase {
  private var baseline = 0
  /// Set by a test that leaves objects alive on purpose.
  var expectsLeakedObjects = false

  override func setUp() {
    super.setUp()
    RACTestCase.warmUpSingletons()
    LiveObjects.isTrackingClasses = true
    expectsLeakedObjects = false
    baseline = LiveObjects.count
  }

  override func tearDown() {
    if !expectsLeakedObjects {
      let settled = RACTestCase.waitForLiveObjects(toReach: baseline)
      XCTAssertEqual(
        settled, baseline,
        "RAC objects left alive: \(LiveObjects.countsByClass.filter { $0.value > 0 })")
    }
    super.tearDown()
  }

  /// Makes the process-wide singletons (schedulers, shared empty / return-nil signals) exist before
  /// the baseline is read.
  static func warmUpSingletons() {
    SharedInstances.make()
  }

  /// Waits up to two seconds for the live count to come back to `target`; returns the last count.
  static func waitForLiveObjects(toReach target: Int) -> Int {
    LiveObjects.count(settlingAt: target)
  }
}
