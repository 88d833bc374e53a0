import Foundation
import ObjCInterpreter
import XCTest

/// C arrays and structs too large for the memory budget (issue 37: `int a[100000000];` took 4 GB
/// with `--max-memory 256M`): a declaration, an instance whose variables hold one, or a `calloc`
/// asks the budget before it makes the value; the declaration stops the run at its name, `calloc`
/// answers NULL as it does when memory runs out; a loop of large arrays stops at the time budget.
final class AggregateMemoryBudgetTests: LeakCheckedTestCase {
  private let budget =
    "stopped at 48 MB of memory: the program may grow without end (raise the limit with --max-memory)"

  private func run(_ text: String, seconds: Double = 20) -> SnippetRun {
    SnippetRun.run(text, limits: Interpreter.Limits(maxSteps: 10_000_000, maxSeconds: seconds, maxMemory: 48 << 20))
  }

  private func assertStopsAtTheMemoryBudget(
    _ text: String, at position: (Int, Int), file: StaticString = #filePath, line: UInt = #line
  ) {
    let run = run(text)
    XCTAssertEqual(run.error?.message, budget, file: file, line: line)
    XCTAssertEqual(
      run.error.map { [$0.location.line, $0.location.column] }, [position.0, position.1], file: file, line: line)
  }

  /// A description that doubles at each turn (an array of the last one, twice) is asked of the
  /// memory budget once made: the first too large stops the run at the call. Before, only the
  /// time budget ended it, some 500 MB past `--max-memory 64M`.
  func testADescriptionThatDoublesStopsAtTheMemoryBudget() {
    for receiver in ["@[s, s]", "[NSSet setWithObjects:s, [s stringByAppendingString:@\"!\"], nil]", "@{@\"k\": s}"] {
      assertStopsAtTheMemoryBudget(
        "NSString *s = @\"a\\\"b\";\nfor (int i = 0; i < 60; i++) { s = [\(receiver) description]; }\nNSLog(@\"never\");",
        at: (2, 36))
    }
  }

  func testAHugeArrayDeclarationStopsAtItsName() {
    assertStopsAtTheMemoryBudget("int a[100000000];\nNSLog(@\"made\");", at: (1, 5))
    assertStopsAtTheMemoryBudget("int grid[20000][20000];", at: (1, 5))
    assertStopsAtTheMemoryBudget("long long cube[4294967296][4294967296][4294967296];", at: (1, 11))
  }

  func testAStructWithAHugeArrayFieldStopsAtItsDeclaration() {
    assertStopsAtTheMemoryBudget("struct Big { int values[200000000]; };\nstruct Big big;", at: (2, 12))
  }

  func testAnInstanceWithAHugeArrayVariableStopsWhereItIsMade() {
    assertStopsAtTheMemoryBudget(
      #"""
      @interface Huge : NSObject {
        int values[100000000];
      }
      @end
      @implementation Huge
      @end
      Huge *huge = [[Huge alloc] init];
      """#,
      at: (7, 1))
  }

  func testAHugeCallocIsNull() {
    let run = run(
      #"""
      id *values = (id *)calloc(100000000, sizeof(id));
      NSLog(@"%d", values == NULL);
      id *few = (id *)calloc(4, sizeof(id));
      NSLog(@"%d", few == NULL);
      """#)
    XCTAssertNil(run.error, "\(String(describing: run.error))")
    XCTAssertEqual(run.output, ["1", "0"])
  }

  func testArraysWithinTheBudgetAreMade() {
    let run = run(
      "int a[1000];\na[999] = 4;\nstruct Pair { int x[10]; int y; };\nstruct Pair p;\nNSLog(@\"%d\", a[999]);")
    XCTAssertNil(run.error, "\(String(describing: run.error))")
    XCTAssertEqual(run.output, ["4"])
  }

  func testLargeArraysMadeInALoopStopAtTheTimeBudget() {
    let run = run(
      #"""
      for (int i = 0; i < 1000000; i++) {
        int a[500000];
        a[0] = i;
      }
      """#,
      seconds: 0.5)
    XCTAssertEqual(run.error?.message.hasPrefix("stopped after 0.5 s"), true, "\(String(describing: run.error))")
  }
}
