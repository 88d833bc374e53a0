import ObjCInterpreter
import ObjCLibraries
import RAC
import RACWalkthroughKit
import XCTest

/// The base of every interpreter test: after each test, no RAC object a snippet made may be left
/// alive (a snippet's run ends when its program and every queued turn have run, and its objects
/// go with it), as `RACTestCase` holds the core's tests to. Singletons are made first; a test whose
/// snippet keeps objects on purpose (a retain cycle the test is about) sets `expectsLeakedObjects`.
/// (The walkthrough tests have the same base for their target, with walkthroughs' planned leaks.)
class LeakCheckedTestCase: XCTestCase {
  private var baseline = 0
  /// Set by a test that leaves objects alive on purpose.
  var expectsLeakedObjects = false

  private static let warmUp: Void = {
    SharedInstances.make()
    _ = SnippetRun.run("[[RACSignal return:@1] subscribeNext:^(id x) {}];")
  }()

  override func setUp() {
    super.setUp()
    Self.warmUp
    LiveObjects.isTrackingClasses = true
    expectsLeakedObjects = false
    baseline = LiveObjects.count
  }

  override func tearDown() {
    if !expectsLeakedObjects {
      XCTAssertEqual(
        LiveObjects.count(settlingAt: baseline, within: 0.5), baseline,
        "RAC objects left alive: \(LiveObjects.countsByClass.filter { $0.value > 0 })")
    }
    super.tearDown()
  }
}
