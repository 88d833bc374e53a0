import Foundation
import ObjCInterpreter
import ObjCLibraries
import XCTest

/// A run stopped by a budget says which one on its error (`ObjCError.budget`), where the budget is
/// spent: the debug adapter ends its session at a budget and stops at a program's error, and it
/// must not tell them apart by the words of the message. An error of the program has none, even
/// when its words read like a budget's.
final class BudgetKindTests: LeakCheckedTestCase {
  func testEachSpentBudgetNamesItselfOnTheError() {
    let steps = SnippetRun.run("int i = 0;\nwhile (YES) { i++; }", limits: Interpreter.Limits(maxSteps: 10_000))
    XCTAssertEqual(steps.error?.budget, .steps, "\(String(describing: steps.error))")

    let lines = SnippetRun.run(
      "int i = 0;\nwhile (YES) { NSLog(@\"%d\", i++); }", limits: Interpreter.Limits(maxOutputLines: 2))
    XCTAssertEqual(lines.error?.budget, .outputLines, "\(String(describing: lines.error))")

    let nesting = SnippetRun.run(
      """
      - (void)recurse:(int)n { [self recurse:n + 1]; }
      - (void)testIt { [self recurse:0]; }
      """, limits: Interpreter.Limits(maxDepth: 50))
    XCTAssertEqual(nesting.error?.budget, .nesting, "\(String(describing: nesting.error))")

    let memory = SnippetRun.run(
      "int a[100000000];", limits: Interpreter.Limits(maxSteps: 10_000, maxSeconds: 20, maxMemory: 48 << 20))
    XCTAssertEqual(memory.error?.budget, .memory, "\(String(describing: memory.error))")

    let virtualTime = SnippetRun.run(
      "[[RACSignal interval:1 onScheduler:[RACScheduler scheduler]] subscribeCompleted:^{}];",
      limits: Interpreter.Limits(maxVirtualSeconds: 30))
    XCTAssertEqual(virtualTime.error?.budget, .virtualTime, "\(String(describing: virtualTime.error))")

    let seconds = SnippetRun.run(
      "int i = 0;\nwhile (YES) { i++; }", limits: Interpreter.Limits(maxSteps: .max, maxSeconds: 0.2))
    XCTAssertEqual(seconds.error?.budget, .seconds, "\(String(describing: seconds.error))")
  }

  func testAProgramsOwnErrorIsNoBudgetWhateverItsWords() {
    let thrown = SnippetRun.run(
      #"[NSException raise:@"stopped after 3 steps" format:@"more than 2 nested calls"];"#)
    XCTAssertNotNil(thrown.error)
    XCTAssertNil(thrown.error?.budget, "\(String(describing: thrown.error))")

    let unknown = SnippetRun.run("[@\"text\" stoppedAfter];")
    XCTAssertNotNil(unknown.error)
    XCTAssertNil(unknown.error?.budget)
  }

  func testAnErrorGivenAContextKeepsItsBudget() throws {
    let steps = SnippetRun.run("while (YES) {}", limits: Interpreter.Limits(maxSteps: 1_000))
    let error = try XCTUnwrap(steps.error)
    XCTAssertEqual(ObjCError(error, message: "while checking: " + error.message).budget, .steps)
  }
}
