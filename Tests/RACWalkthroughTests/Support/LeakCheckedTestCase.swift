import RAC
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

/// The base of every walkthrough test: after each test, no RAC object the test made may be left
/// alive, as `RACTestCase` holds the core's tests to.
///
/// The first replay in a process makes the process-wide singletons (the schedulers, the shared
/// `+empty` and `+return:nil` signals), so they are made before the first baseline is read. The
/// walkthroughs that leave objects alive on purpose (`Walkthrough.leaksByDesign`: the flattenMap leak
/// of RAC 2.5's `concat:`, the posts' retain cycles) are allowed exactly what they left
/// (`WalkthroughRun.objectsLeftAliveByDesign`); a test that keeps objects itself sets
/// `expectsLeakedObjects`.
class LeakCheckedTestCase: XCTestCase {
  private var baseline = 0
  private var allowedAtStart = 0
  /// Set by a test that leaves objects alive on purpose.
  var expectsLeakedObjects = false

  private static let warmUp: Void = {
    SharedInstances.make()
    if let map = allWalkthroughs.first(where: { $0.name == "map" }) { _ = WalkthroughRun.replay(map) }
  }()

  override func setUp() {
    super.setUp()
    Self.warmUp
    LiveObjects.isTrackingClasses = true
    expectsLeakedObjects = false
    allowedAtStart = WalkthroughRun.objectsLeftAliveByDesign
    baseline = LiveObjects.count
  }

  override func tearDown() {
    if !expectsLeakedObjects {
      let expected = baseline + WalkthroughRun.objectsLeftAliveByDesign - allowedAtStart
      XCTAssertEqual(
        LiveObjects.count(settlingAt: expected), expected,
        "RAC objects left alive: \(LiveObjects.countsByClass.filter { $0.value > 0 })")
    }
    super.tearDown()
  }
}
