import Foundation
import ObjCInterpreter
import ObjCLibraries
import XCTest

/// Expressions, declarators and `#if` conditions nested or chained far beyond what anyone writes
/// (issue 25's reproducers, at their sizes) stop with `expression nesting too deep` at a position,
/// in debug builds too, instead of running the parser, the resolver or the interpreter out of
/// stack; chains within the limits still run.
final class DeepNestingTests: LeakCheckedTestCase {
  private func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

  func testTenThousandNestedConditionalsStopAtTheNestingLimit() {
    let text = "int x = " + repeated("1 ? ", 10_000) + "1" + repeated(" : 0", 10_000) + ";"
    assertFails(text, containing: "expression nesting too deep (more than 256 levels)", at: (1, 9 + 4 * 257))
  }

  func testAConditionalChainInTheElseBranchesStopsToo() {
    assertFails("int x = " + repeated("0 ? 1 : ", 10_000) + "2;", containing: "expression nesting too deep")
  }

  func testSixtyThousandChainedOperatorsStopAtTheTreeDepthLimit() {
    for (op, count) in [("+", 60_000), ("&&", 60_000), ("*", 2_000), ("|", 2_000), ("<<", 2_000)] {
      assertFails(
        "int x = 1" + repeated(" \(op) 1", count) + ";",
        containing: "expression nesting too deep (more than 1000 levels)")
    }
    assertFails("int x = (1" + repeated(", 1", 60_000) + ");", containing: "expression nesting too deep")
  }

  func testTwentyThousandChainedAssignmentsStop() {
    assertFails(
      "int a = 0;\n" + repeated("a = ", 20_480) + "1;", containing: "expression nesting too deep", at: (2, 1_029))
  }

  func testEightyThousandChainedPropertiesSubscriptsAndCallsStop() {
    assertFails(
      "NSString *s = @\"x\";\nNSLog(@\"%@\", s" + repeated(".length", 80_000) + ");",
      containing: "expression nesting too deep")
    assertFails(
      "NSArray *a = @[];\nid b = a" + repeated("[0]", 20_000) + ";", containing: "expression nesting too deep")
    assertFails("id b = nil;\nb" + repeated("()", 20_000) + ";", containing: "expression nesting too deep")
  }

  func testChainsWithinTheLimitsRun() {
    assertPrints("int x = 1" + repeated(" + 1", 900) + ";\nNSLog(@\"%d\", x);", ["901"])
    assertPrints("int a = 0;\n" + repeated("a = ", 200) + "7;\nNSLog(@\"%d\", a);", ["7"])
    assertPrints("int x = " + repeated("1 ? ", 200) + "5" + repeated(" : 0", 200) + ";\nNSLog(@\"%d\", x);", ["5"])
  }

  func testTheDepthCountsBlocksAndStatementsAroundAChain() {
    // Three chains of 400, each starting with a block whose body holds the next: no chain is over
    // the limit, the tree is.
    let rest = repeated(" + 1", 400)
    let inner = "1" + rest
    let middle = "^int { return \(inner); }()" + rest
    let outer = "^int { return \(middle); }()" + rest
    assertFails("id b = ^int { return \(outer); };", containing: "expression nesting too deep")
    assertPrints("int x = ^int { return \(middle); }();\nNSLog(@\"%d\", x);", ["801"])
  }

  func testDeepRecursionThroughADeepExpressionStaysWithinTheStack() {
    let text = """
      - (int)depth:(int)n { return n <= 0 ? 0 : 1\(repeated(" + 0", 900)) + [self depth:n - 1]; }
      - (void)testIt { NSLog(@"%d", [self depth:1000]); }
      """
    let run = SnippetRun.run(text, limits: Interpreter.Limits(maxSteps: 50_000_000, maxSeconds: 60))
    XCTAssertNil(run.error, "\(run.error?.description ?? "")")
    XCTAssertEqual(run.output, ["1000"])
  }

  func testPointersAndDeclaratorsNestedTooDeepAreErrors() {
    assertFails("int " + repeated("*", 10_000) + "x = 0;", containing: "declarator nesting too deep", at: (1, 262))
    assertFails(
      "id b = ^int " + repeated("*", 10_000) + "(void) { return 0; };", containing: "declarator nesting too deep")
    assertFails("void " + repeated("(^", 3_000) + "x" + repeated(")(void)", 3_000) + " = nil;", containing: "nesting")
    assertFails("void f(" + repeated("int(*)(", 3_000) + "int" + repeated(")", 3_000) + ");", containing: "nesting")
    // A hundred thousand dimensions made a type whose every use recursed past the stack (SIGSEGV).
    assertFails(
      "int x" + repeated("[1]", 100_000) + ";", containing: "declarator nesting too deep (more than 256 levels)",
      at: (1, 6 + 3 * 256))
  }

  func testAPreprocessorConditionNestedTooDeepIsAnError() {
    let parentheses = "#if " + repeated("(", 10_000) + "1" + repeated(")", 10_000) + "\nNSLog(@\"a\");\n#endif"
    assertFails(parentheses, containing: "expression nesting too deep in the condition", at: (1, 5 + 256))
    assertFails(
      "#if " + repeated("!", 10_000) + "1\n#endif", containing: "expression nesting too deep in the condition")
    assertPrints("#if " + repeated("!", 10) + "1\nNSLog(@\"a\");\n#else\nNSLog(@\"b\");\n#endif", ["a"])
  }
}
