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

  /// Two queues loop on a flag with bodies that run (RAC 2.5's RACSerialDisposableSpec races two
  /// so): their condition's variable stays put, so each gives the others their turns, and the
  /// timer that sets the flag fires. Without it the first loop ran through the step budget.
  func testLoopsWithABodyOnAFlagGiveWayUntilATimerSetsIt() {
    assertPrints(
      #"""
      __block BOOL stop = NO;
      __block int spinsA = 0, spinsB = 0;
      dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.1 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
        NSLog(@"timer sets stop");
        stop = YES;
      });
      dispatch_async(dispatch_queue_create("a", DISPATCH_QUEUE_SERIAL), ^{
        while (!stop) { spinsA++; }
        NSLog(@"a stopped");
      });
      dispatch_async(dispatch_queue_create("b", DISPATCH_QUEUE_SERIAL), ^{
        while (!stop) { spinsB++; }
        NSLog(@"b stopped");
      });
      """#,
      ["timer sets stop", "a stopped", "b stopped"])
  }

  /// A loop whose condition's variable moves keeps its turn to the end; one whose condition's
  /// variable stays put gives the next queue its turn after a time slice, and goes on.
  func testOnlyALoopWhoseConditionStaysPutGivesWay() {
    assertPrints(
      #"""
      __block int flag = 0;
      dispatch_async(dispatch_queue_create("a", DISPATCH_QUEUE_SERIAL), ^{
        int i = 0;
        while (i < 5000) { i++; }
        NSLog(@"a counted to %d", i);
        int n = 0;
        while (!flag) { n++; if (n == 5000) break; }
        NSLog(@"a looped %d times", n);
      });
      dispatch_async(dispatch_queue_create("b", DISPATCH_QUEUE_SERIAL), ^{
        NSLog(@"b");
      });
      """#,
      ["a counted to 5000", "b", "a looped 5000 times"])
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
