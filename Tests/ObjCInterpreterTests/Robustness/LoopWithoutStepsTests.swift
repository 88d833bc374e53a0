import ObjCInterpreter
import XCTest

/// A loop whose turns run nothing (`for (;;) {}`: no condition, an empty body) still spends the
/// run's budgets at each turn, as `while (1) {}` does at its condition: it once spent none, and a
/// run on the command line was ended from outside with an error at no line.
final class LoopWithoutStepsTests: LeakCheckedTestCase {
  func testAForWithoutConditionOrBodyStopsAtItsStepBudget() {
    for loop in ["for (;;) {}", "for (;;);", "int i = 0;\nfor (i = 0; ; i++) {}"] {
      let run = SnippetRun.run(loop, limits: Interpreter.Limits(maxSteps: 10_000))
      XCTAssertEqual(run.error?.budget, .steps, "\(loop): \(String(describing: run.error))")
      XCTAssertEqual(run.error?.location.line, loop.hasPrefix("int") ? 2 : 1, loop)
    }
  }

  func testAForWithoutConditionOrBodyStopsAtItsTimeBudget() {
    let run = SnippetRun.run("for (;;) {}", limits: Interpreter.Limits(maxSteps: .max, maxSeconds: 0.2))
    XCTAssertEqual(run.error?.budget, .seconds, "\(String(describing: run.error))")
    XCTAssertEqual(run.error?.location.line, 1)
  }
}
