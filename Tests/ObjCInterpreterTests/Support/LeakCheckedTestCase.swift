import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
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

  /// A snippet of one file whose `leaks` the test asks for: on the Swift core, or with `racSource`
  /// on the checkout of ReactiveCocoa 2.5 that `RAC_SOURCE_DIR` names (skipped without one).
  func leakSnippet(_ name: String, _ text: String, racSource: Bool) throws -> ObjCSnippet {
    var library: RACSourceLibrary?
    if racSource {
      guard let directory = ProcessInfo.processInfo.environment["RAC_SOURCE_DIR"], !directory.isEmpty else {
        throw XCTSkip("set RAC_SOURCE_DIR to a checkout of ReactiveCocoa 2.5 to run the leaks on RAC's own code")
      }
      library = RACSourceLibrary(checkout: try RACSourceCheckout(path: directory))
    }
    return try ObjCSnippet(files: [SourceFile(name: name, text: text)], library: library, natives: .walkthroughs)
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
