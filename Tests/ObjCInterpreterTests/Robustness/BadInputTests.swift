import Foundation
import ObjCInterpreter
import ObjCLibraries
import XCTest

/// Whatever a snippet holds, the result is output or one clear error at a position: programs that
/// would run forever are stopped by a budget, recursion by a depth limit, and nothing crashes.
final class BadInputTests: LeakCheckedTestCase {
  func testAnEndlessLoopIsStoppedByTheStepBudget() {
    let run = SnippetRun.run("int i = 0;\nwhile (YES) { i++; }", limits: Interpreter.Limits(maxSteps: 100_000))
    XCTAssertEqual(run.error?.location.line, 2)
    XCTAssertTrue(run.error?.message.contains("stopped after 100000 steps") == true, "\(String(describing: run.error))")
  }

  func testALoopThatLogsForeverIsStoppedByTheOutputLimitKeepingWhatItPrinted() {
    let run = SnippetRun.run(
      "int i = 0;\nwhile (YES) {\n  NSLog(@\"line %d\", i++);\n}", limits: Interpreter.Limits(maxOutputLines: 3))
    XCTAssertEqual(run.output, ["line 0", "line 1", "line 2"])
    XCTAssertEqual(run.error?.location.line, 3)
    XCTAssertEqual(run.error?.message, "stopped after 3 lines of output: the program may log forever")
  }

  func testATimerThatNeverStopsIsStoppedOnTheVirtualClock() {
    let run = SnippetRun.run(
      "[[RACSignal interval:1 onScheduler:[RACScheduler scheduler]] subscribeCompleted:^{}];",
      limits: Interpreter.Limits(maxVirtualSeconds: 60))
    XCTAssertTrue(run.error?.message.contains("60 s of virtual time") == true, "\(String(describing: run.error))")
  }

  /// A turn due past the virtual-time budget never runs: the run stops when the clock would reach
  /// it, so nothing it prints appears (it printed, then the run stopped). The turns before it run.
  func testATurnDuePastTheVirtualTimeBudgetStopsTheRunBeforeItRuns() {
    let run = SnippetRun.run(
      #"""
      NSLog(@"start");
      [[[RACSignal return:@1] delay:30] subscribeNext:^(id x) { NSLog(@"after 30 s: %@", x); }];
      [[[RACSignal return:@2] delay:1e300] subscribeNext:^(id x) { NSLog(@"never: %@", x); }];
      dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(90 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
          NSLog(@"never either");
      });
      NSLog(@"end");
      """#,
      limits: Interpreter.Limits(maxVirtualSeconds: 60))
    XCTAssertEqual(run.output, ["start", "end", "after 30 s: 1"])
    XCTAssertEqual(
      run.error?.message,
      "stopped at 60 s of virtual time: something keeps scheduling work (an interval that never ends?)")
  }

  /// A sleep that would end past the virtual-time budget is named at its call, not as work that
  /// keeps being scheduled; a sleep within the budget passes the clock and returns.
  func testASleepPastTheVirtualTimeBudgetStopsAtItsCall() {
    let run = SnippetRun.run(
      #"""
      [NSThread sleepForTimeInterval:30];
      NSLog(@"slept 30 s");
      [NSThread sleepForTimeInterval:1e9];
      NSLog(@"never");
      """#,
      limits: Interpreter.Limits(maxVirtualSeconds: 60))
    XCTAssertEqual(run.output, ["slept 30 s"])
    XCTAssertEqual(
      run.error?.message,
      "the thread would sleep past the run's 60 s of virtual time (a sleep that ends so late never wakes here)")
    XCTAssertEqual(run.error?.location.line, 3)
  }

  func testEndlessRecursionIsStoppedByTheDepthLimit() {
    let run = SnippetRun.run(
      """
      - (void)recurse:(int)n { [self recurse:n + 1]; }
      - (void)testIt { [self recurse:0]; }
      """)
    XCTAssertEqual(run.error?.location.line, 1)
    XCTAssertTrue(run.error?.message.contains("nested calls") == true, "\(String(describing: run.error))")
  }

  func testARecursiveBlockThroughABlockVariableWorks() {
    assertPrints(
      #"""
      __block NSInteger (^factorial)(NSInteger) = ^NSInteger(NSInteger n) { return n <= 1 ? 1 : n * factorial(n - 1); };
      NSLog(@"%ld", factorial(10));
      factorial = nil;
      """#,
      ["3628800"])
  }

  func testNestingUpToClangsLimitRunsAndDeeperIsAnError() {
    func nested(_ depth: Int) -> String {
      "int x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        + ";\nNSLog(@\"%d\", x);"
    }
    assertPrints(nested(200), ["1"])
    assertFails(nested(5_000), containing: "bracket nesting level exceeded maximum of 256", at: (1, 264))
    let blocks = String(repeating: "^{ ", count: 300) + String(repeating: "}", count: 300)
    assertFails("id b = " + blocks + ";", containing: "bracket nesting level exceeded")
  }

  func testCallingANilBlockIsAnErrorNotACrash() {
    assertFails("void (^block)(void) = nil;\nblock();", containing: "called a nil block", at: (2, 6))
  }

  func testUndeclaredNamesAreReportedBeforeAnythingRuns() {
    let run = SnippetRun.run("NSLog(@\"first\");\n[database saveEntries];")
    XCTAssertEqual(run.output, [])
    XCTAssertEqual(run.error?.headline, "snippet.m:2:2: error: use of undeclared identifier 'database'")
  }

  func testAnErrorInABlockTheCoreCallsStopsTheWholeRun() {
    let run = SnippetRun.run(
      #"""
      RACSubject *subject = [RACSubject subject];
      [subject subscribeNext:^(id x) { [x noSuchMethod]; }];
      [subject sendNext:@1];
      NSLog(@"not reached");
      """#)
    XCTAssertEqual(run.output, [])
    XCTAssertEqual(run.error?.location.line, 2)
    XCTAssertTrue(run.error?.message.contains("-[__NSCFNumber noSuchMethod]: unrecognized selector") == true)
  }

  /// A file's control characters are shown as clang shows them, `<U+001B>`, in the message and in
  /// the line under it (the caret still under the character): raw, an escape sequence would
  /// recolour the reader's terminal and a NUL cut the error short.
  func testControlCharactersInAnErrorAreShownAsCodePoints() {
    let run = SnippetRun.run("int a = 1;\nint b = 2; \u{1B}[31mint c;\n")
    XCTAssertEqual(
      run.error?.description.split(separator: "\n", omittingEmptySubsequences: false),
      [
        "snippet.m:2:12: error: unexpected character '<U+001B>'",
        "int b = 2; <U+001B>[31mint c;",
        "           ^",
      ])
    let nul = SnippetRun.run("#error stop\u{0}here\n")
    XCTAssertEqual(nul.error?.headline, "snippet.m:1:1: error: #error stop<U+0000>here")
  }
}
