import XCTest

@testable import ObjCInterpreter

/// A busy wait (`while (flag) ;`) gives way to the run's other turns, as a thread spinning on a core
/// lets the others run: the turn that changes the flag runs and the spinning one goes on. With no
/// turn able to change it, the run stops at the loop at once, instead of spinning through the step
/// budget.
final class BusyWaitTests: LeakCheckedTestCase {
  func testASpinningTurnGoesOnOnceAnotherTurnChangesItsFlag() {
    assertPrints(
      #"""
      __block volatile int flag = 1;
      dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^{
        while (flag == 1) ;
        NSLog(@"released");
      });
      dispatch_async(dispatch_get_main_queue(), ^{
        NSLog(@"main changes the flag");
        flag = 0;
      });
      """#,
      ["main changes the flag", "released"])
  }

  func testASpinThatNothingCanEndStopsTheRunAtTheLoop() {
    assertFails(
      #"""
      __block volatile int flag = 1;
      dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^{
        while (flag == 1) {}
      });
      """#,
      containing: "this loop spins until its condition changes", at: (3, 15))
  }

  /// A loop that changes something as it turns ends on its own, and one on a constant never does:
  /// neither is a busy wait.
  func testOnlyAnEmptyLoopOnAConditionThatReadsOnlyIsABusyWait() throws {
    let empty = try XCTUnwrap(parseLoop("while (flag == 1) ;"))
    XCTAssertTrue(BusyWait.isEmptyBody(empty.body) && BusyWait.isSpinCondition(empty.condition))
    let constant = try XCTUnwrap(parseLoop("while (YES) {}"))
    XCTAssertTrue(BusyWait.isEmptyBody(constant.body))
    XCTAssertFalse(BusyWait.isSpinCondition(constant.condition), "no thread can change a constant")
    let counting = try XCTUnwrap(parseLoop("while (n-- > 0) ;"))
    XCTAssertFalse(BusyWait.readsOnly(counting.condition))
    let asking = try XCTUnwrap(parseLoop("while (![operation isFinished]) ;"))
    XCTAssertFalse(BusyWait.readsOnly(asking.condition))
    let working = try XCTUnwrap(parseLoop("while (flag) { flag = 0; }"))
    XCTAssertFalse(BusyWait.isEmptyBody(working.body))
    assertPrints(
      #"""
      int n = 5000;
      while (n-- > 0) ;
      NSLog(@"%d", n);
      """#,
      ["-1"])
  }

  /// The loop of a snippet that is that one statement.
  private func parseLoop(_ text: String) -> WhileStatement? {
    guard let program = try? Parser.parse(SourceFile(name: "loop.m", text: text)),
      case .statement(let statement)? = program.items.first
    else { return nil }
    return statement as? WhileStatement
  }
}
