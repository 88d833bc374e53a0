import Foundation
import ObjCInterpreter
import ObjCLibraries
import TraceKernel
import XCTest

/// `Run.keepsWhatStoppedRunsHeld`: a command-line process keeps what a run stopped by a budget
/// held until it ends, instead of spending seconds past the budget letting go of it (no code of the
/// program runs after a budget, so nothing would show the letting go). A run that ends, or stops at
/// an error of the program, still lets go of everything; and without the flag (a test, the server)
/// a stopped run lets go too.
final class StoppedRunKeepsWhatItHeldTests: XCTestCase {
  private let subjectsThenEndlessLoop = """
    NSMutableArray *subjects = [NSMutableArray array];
    for (int i = 0; i < 50; i++) { [subjects addObject:[RACSubject subject]]; }
    int i = 0;
    while (YES) { i++; }
    """

  override func setUp() {
    super.setUp()
    // The library's singletons (schedulers) made by a first run stay for the process: made here.
    _ = SnippetRun.run("[[RACSubject subject] sendNext:@1];")
  }

  private func liveObjectsAfter(_ source: String, keeping: Bool) -> (alive: Int, budget: ObjCError.Budget?) {
    Run.keepsWhatStoppedRunsHeld = keeping
    defer { Run.keepsWhatStoppedRunsHeld = false }
    let before = LiveObjects.count
    let run = SnippetRun.run(source, limits: Interpreter.Limits(maxSteps: 20_000))
    return (LiveObjects.count - before, run.error?.budget)
  }

  func testAStoppedRunsObjectsAreLetGoOfUnlessTheProcessKeepsThem() {
    let letGo = liveObjectsAfter(subjectsThenEndlessLoop, keeping: false)
    XCTAssertEqual(letGo.budget, .steps)
    XCTAssertEqual(letGo.alive, 0)

    let kept = liveObjectsAfter(subjectsThenEndlessLoop, keeping: true)
    XCTAssertEqual(kept.budget, .steps)
    XCTAssertGreaterThanOrEqual(kept.alive, 50, "the 50 subjects stay until the process ends")
  }

  func testARunThatEndsOrFailsLetsGoEvenWhenStoppedRunsKeepTheirs() {
    let ended = liveObjectsAfter(
      "NSMutableArray *subjects = [NSMutableArray array];\n[subjects addObject:[RACSubject subject]];", keeping: true)
    XCTAssertNil(ended.budget)
    XCTAssertEqual(ended.alive, 0)

    let failed = liveObjectsAfter(
      "NSMutableArray *subjects = [NSMutableArray array];\n[subjects addObject:[RACSubject subject]];\n[subjects nope];",
      keeping: true)
    XCTAssertNil(failed.budget)
    XCTAssertEqual(failed.alive, 0)
  }
}
