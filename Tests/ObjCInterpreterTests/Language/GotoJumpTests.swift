import ObjCInterpreter
import XCTest

/// `goto` as clang compiles it: a backward jump loops (at the top level too), a label no one
/// declared and a jump into a block or loop, or over an object variable's initialization, are
/// errors at the `goto`, never a silent return from the function.
final class GotoJumpTests: LeakCheckedTestCase {
  func testABackwardGotoAtTheTopLevelLoops() {
    assertPrints(
      #"""
      int i = 0;
      again:
      NSLog(@"i %d", i);
      i++;
      if (i < 3) goto again;
      NSLog(@"done");
      """#,
      ["i 0", "i 1", "i 2", "done"])
  }

  func testABackwardGotoInAFunctionLoops() {
    assertPrints(
      #"""
      int countDown(int n) {
        int steps = 0;
      top:
        if (n > 0) {
          n--;
          steps++;
          goto top;
        }
        return steps;
      }
      NSLog(@"%d", countDown(4));
      """#,
      ["4"])
  }

  func testAGotoToAnUndeclaredLabelIsClangsErrorAtTheLabel() {
    assertFails(
      #"""
      void f(void) {
        NSLog(@"before");
        goto nowhere;
      }
      f();
      """#,
      containing: "use of undeclared label 'nowhere'", at: (3, 8))
  }

  func testALabelOfAnotherFunctionIsUndeclaredHere() {
    assertFails(
      #"""
      void f(void) {
      there:
        NSLog(@"f");
      }
      void g(void) { goto there; }
      g();
      """#,
      containing: "use of undeclared label 'there'", at: (5, 21))
  }

  func testAGotoIntoANestedLoopIsRefused() {
    assertFails(
      #"""
      void f(int n) {
        if (n) goto inner;
        for (int i = 0; i < 2; i++) {
        inner:
          NSLog(@"in the loop");
        }
      }
      f(1);
      """#,
      containing: "cannot jump from this goto statement to its label", at: (2, 10))
  }

  func testAGotoOverAnObjectVariablesInitializationIsRefused() {
    assertFails(
      #"""
      void f(int n) {
        if (n) goto later;
        NSString *text = @"x";
      later:
        NSLog(@"%@", text);
      }
      f(1);
      """#,
      containing: "bypasses the initialization of the __strong variable 'text'", at: (2, 10))
  }

  func testAGotoOverAnIntegerOrAfterTheLabelIsAllowed() {
    assertPrints(
      #"""
      int n = 0;
      goto skip;
      int unused = 5;
      skip:
      n = 1;
      NSString *text = @"after";
      NSLog(@"%d %@", n, text);
      """#,
      ["1 after"])
  }

  func testALabelDefinedTwiceIsClangsError() {
    assertFails(
      #"""
      void f(void) {
      twice:
        NSLog(@"a");
      twice:
        NSLog(@"b");
      }
      """#,
      containing: "redefinition of label 'twice'", at: (4, 1))
  }

  func testAGotoLoopSpendsTheStepBudget() {
    let run = SnippetRun.run(
      "spin: goto spin;", limits: Interpreter.Limits(maxSteps: 10_000, maxSeconds: 20))
    XCTAssertEqual(run.error?.message.hasPrefix("stopped after 10000 steps"), true, "\(String(describing: run.error))")
  }
}
