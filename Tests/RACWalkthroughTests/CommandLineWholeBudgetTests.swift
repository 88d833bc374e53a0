import Foundation
import ObjCInterpreter
import ObjCLibraries
import RACWalkthroughs
import TraceKernel
import XCTest

@testable import ObjCWalkthroughs
@testable import RACWalkthroughCLI
@testable import RACWalkthroughKit

/// `--max-seconds` given on the command line bounds the whole command (issue 37): the examples of
/// a spec folder and the listings of a post one after the other, and the search `leaks` makes after
/// its runs. Each example or listing keeps its own budget, never more than what is left; once the
/// whole has run out, those not run are listed as not run, one line names the budget, and the exit
/// status is 1.
final class CommandLineWholeBudgetTests: LeakCheckedTestCase {

  private func run(_ arguments: [String]) -> CommandRun { CommandRun.run(arguments) }

  private func folder() throws -> URL { try temporaryFolder("whole-budget") }

  /// Three spec files whose example loops forever, with `--max-seconds 2`: 2 s in all, not 2 s
  /// each. The first example fails at its loop with the command's budget; the other two are not
  /// run, and say so.
  func testSpecStopsTheWholeFolderAtItsBudgetAndListsTheExamplesNotRun() throws {
    let specs = try folder()
    for name in ["A", "B", "C"] {
      try """
      SpecBegin(Loop\(name))
      describe(@"loop", ^{
        it(@"never ends", ^{
          int n = 0;
          while (1) { n++; }
        });
      });
      SpecEnd
      """.write(to: specs.appendingPathComponent("Loop\(name)Spec.m"), atomically: true, encoding: .utf8)
    }
    let result = run(["spec", specs.path, "--max-seconds", "2"])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.output.filter { !$0.hasPrefix("    ") },
      [
        "✗ LoopASpec › loop › never ends", "○ LoopBSpec › loop › never ends (not run)",
        "○ LoopCSpec › loop › never ends (not run)", "1 examples, 1 failures, 0 pending, 2 not run",
      ])
    // At the loop's line; the column is that of whichever of its statements the check met.
    let failure = result.output.first { $0.hasPrefix("    ") } ?? ""
    XCTAssertTrue(failure.contains("LoopASpec.m:5:"), failure)
    XCTAssertTrue(
      failure.hasSuffix(": error: stopped: the command's budget of 2 s ran out (raise the limit with --max-seconds)"),
      failure)
    XCTAssertEqual(
      result.errors,
      ["rac-walkthrough: spec: the command's budget of 2 s ran out: 2 not run (raise the limit with --max-seconds)"])
  }

  /// A post of three listings that each loop forever, with `--max-seconds 2`: the first stops at
  /// its loop with the command's budget, the other two are not run, each naming the budget.
  func testCheckPostStopsAtItsBudgetAndListsTheListingsNotRun() throws {
    let post = try folder().appendingPathComponent("loops.md")
    try """
    # Loops

    ```objc
    int a = 0; while (1) { a++; }
    ```

    ```objc
    int b = 0; while (1) { b++; }
    ```

    ```objc
    int c = 0; while (1) { c++; }
    ```
    """.write(to: post, atomically: true, encoding: .utf8)
    let result = run(["check-post", post.path, "--max-seconds", "2"])
    XCTAssertEqual(result.status, 1)
    let rows = Array(result.output.suffix(3))
    XCTAssertTrue(rows[0].hasPrefix("#1  line 4  stopped: \(post.path):4:"), rows[0])
    XCTAssertTrue(
      rows[0].hasSuffix(": error: stopped: the command's budget of 2 s ran out (raise the limit with --max-seconds)"),
      rows[0])
    XCTAssertEqual(
      rows.dropFirst(),
      [
        "#2  line 8  not run: the command's budget of 2 s ran out",
        "#3  line 12  not run: the command's budget of 2 s ran out",
      ])
    XCTAssertEqual(result.output.dropLast(3).last, "\(post.path): 3 listings: 1 stopped, 2 not run")
    XCTAssertEqual(
      result.errors,
      [
        "rac-walkthrough: check-post: the command's budget of 2 s ran out: 2 listing(s) not run (raise the limit with --max-seconds)"
      ])
  }

  /// `leaks`' search after the run is within the command's budget: on a graph of 10,000 objects
  /// kept from a root, a budget already spent stops the graph growing and the report being made
  /// (`leaks` then names the budget instead of reporting part of the graph); with budget left,
  /// both are whole.
  func testTheLeakSearchStopsWhereTheCommandsBudgetHasRunOut() throws {
    let snippet = try ObjCSnippet(
      files: [
        SourceFile(
          name: "wide.m",
          text: """
            static NSMutableArray *kept;
            kept = [NSMutableArray array];
            for (int i = 0; i < 10000; i++) { [kept addObject:[NSObject new]]; }
            """)
      ], natives: .walkthroughs)
    let spent = CommandBudget(seconds: 0.001, from: .now() - .seconds(1))
    let left = CommandBudget(seconds: 600)
    let found = LockedState<[String: Bool]>([:])
    snippet.programEndObserver = { run in
      guard let ledger = run.ledger else { return }
      let whole = LeakGraph(run: run, ledger: ledger, within: left)
      let cut = LeakGraph(run: run, ledger: ledger, within: spent)
      found.withLock {
        $0["whole graph ran out"] = whole.ranOutOfTime
        $0["cut graph ran out"] = cut.ranOutOfTime
        $0["report with time left"] = LeakReport(graph: whole, endedWithTimers: false, within: left) != nil
        $0["report with none left"] = LeakReport(graph: whole, endedWithTimers: false, within: spent) != nil
      }
    }
    _ = WalkthroughRun.replay(snippet.walkthrough(name: "wide.m"), recordingTrace: false)
    expectsLeakedObjects = true
    XCTAssertEqual(
      found.withLock { $0 },
      [
        "whole graph ran out": false, "cut graph ran out": true, "report with time left": true,
        "report with none left": false,
      ])
  }
}
