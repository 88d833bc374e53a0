import Foundation
import ObjCInterpreter
import ObjCLibraries
import XCTest

/// A native call that would make something huge asks the memory budget first and stops the run at
/// its own position; one that used to take quadratic time is one pass (issue 25). The doubling
/// loops that would exhaust the machine if the budget failed run under a hard cap of their own, in
/// `CommandLineBudgetTests`.
final class NativeCallBudgetTests: LeakCheckedTestCase {
  /// What the run holds is measured (resident memory above where the run began), and memory an
  /// earlier test freed may be reused unseen: each case here asks for more than the budget in one
  /// call, so it stops whatever the process held before.
  private func assertStopsAtTheMemoryBudget(
    _ text: String, at position: (Int, Int), file: StaticString = #filePath, line: UInt = #line
  ) {
    let run = SnippetRun.run(text, limits: Interpreter.Limits(maxSteps: 1_000_000, maxSeconds: 20, maxMemory: 48 << 20))
    XCTAssertEqual(
      run.error?.message,
      "stopped at 48 MB of memory: the program may grow without end (raise the limit with --max-memory)",
      file: file, line: line)
    XCTAssertEqual(run.error?.location.line, position.0, file: file, line: line)
    XCTAssertEqual(run.error?.location.column, position.1, file: file, line: line)
  }

  func testHugeWidthsAndPrecisionsStopBeforeTheyAreFormatted() {
    assertStopsAtTheMemoryBudget("printf(\"%.2000000000f\\n\", 1.0);", at: (1, 7))
    assertStopsAtTheMemoryBudget("NSLog(@\"%2000000000d\", 1);", at: (1, 6))
    assertStopsAtTheMemoryBudget("NSLog(@\"%99999999999999999999d\", 1);", at: (1, 6))
    assertStopsAtTheMemoryBudget("id s = [NSString stringWithFormat:@\"%*d\", 2000000000, 1];", at: (1, 8))
    // A negative width from `*` is C's `-` flag and that width; a negative precision is none.
    assertStopsAtTheMemoryBudget("id s = [NSString stringWithFormat:@\"%*d\", -2000000000, 1];", at: (1, 8))
    assertPrints("NSLog(@\"%@\", [NSString stringWithFormat:@\"%.*f\", -2000000000, 1.0]);", ["1.000000"])
    assertPrints("NSLog(@\"[%5d|%-4s|%.3f]\", 42, \"ab\", 1.0);", ["[   42|ab  |1.000]"])
  }

  func testPaddingIsOnePassInFoundationsUnitsAndWithinTheBudget() {
    assertStopsAtTheMemoryBudget(
      "id s = [@\"\" stringByPaddingToLength:2000000000 withString:@\"a\" startingAtIndex:0];", at: (1, 8))
    assertPrints(
      """
      NSLog(@"%lu", [@"" stringByPaddingToLength:5000000 withString:@"ab" startingAtIndex:1].length);
      NSLog(@"%@", [@"ab" stringByPaddingToLength:7 withString:@"xyz" startingAtIndex:1]);
      NSLog(@"%@", [@"abcdef" stringByPaddingToLength:3 withString:@"xyz" startingAtIndex:0]);
      NSLog(@"%@", [@"中" stringByPaddingToLength:3 withString:@"." startingAtIndex:0]);
      NSLog(@"%@", [@"héllo" stringByPaddingToLength:13 withString:@"ab€" startingAtIndex:1]);
      NSLog(@"%@", [@"" stringByPaddingToLength:7 withString:@"xyz" startingAtIndex:2]);
      """, ["5000000", "abyzxyz", "abc", "中..", "héllob€ab€ab€", "zxyzxyz"])
    assertFails(
      "id s = [@\"a\" stringByPaddingToLength:3 withString:@\"xy\" startingAtIndex:2];",
      containing: "out of range padIndex")
  }

  func testTheArrayOfALazySequenceThatNeverEndsStopsAtTheMemoryBudget() {
    // RACSequence.m's -array pulls every value: a tail block that returns the sequence itself
    // never ends, and grew past 2 GB before the time budget stopped it.
    let run = SnippetRun.run(
      """
      __block RACSequence *ones = nil;
      ones = [RACSequence sequenceWithHeadBlock:^{ return @1; } tailBlock:^{ return ones; }];
      NSArray *all = ones.array;
      """, limits: Interpreter.Limits(maxSteps: 100_000_000, maxSeconds: 60, maxMemory: 16 << 20))
    // The sequence's tail block holds the sequence: the program's own cycle.
    expectsLeakedObjects = true
    XCTAssertEqual(
      run.error?.message,
      "stopped at 16 MB of memory: the program may grow without end (raise the limit with --max-memory)")
    XCTAssertEqual(run.error.map { [$0.location.line, $0.location.column] }, [3, 20])
    assertPrints(
      """
      RACSequence *doubled = [@[@1, @2, @3].rac_sequence map:^id(NSNumber *x) { return @(x.intValue * 2); }];
      NSLog(@"%@", [doubled.array componentsJoinedByString:@","]);
      """, ["2,4,6"])
  }

  func testAppendingAndReplacingAskTheBudgetForWhatTheyWouldMake() {
    let big = "NSString *big = [@\"\" stringByPaddingToLength:30000000 withString:@\"a\" startingAtIndex:0];\n"
    assertStopsAtTheMemoryBudget(big + "id s = [big stringByAppendingString:big];", at: (2, 8))
    assertStopsAtTheMemoryBudget(
      big + "id s = [big stringByReplacingOccurrencesOfString:@\"a\" withString:@\"bb\"];", at: (2, 8))
    assertStopsAtTheMemoryBudget(
      big + "NSMutableString *m = [NSMutableString stringWithString:big];\n[m appendString:big];", at: (3, 1))
    assertStopsAtTheMemoryBudget(big + "id s = [@[big, big] componentsJoinedByString:@\"\"];", at: (2, 8))
  }

  func testACollectionThatContainsItselfIsDescribedToADepthInOutputAndTrace() {
    let run = SnippetRun.run(
      #"""
      NSMutableArray *a = [NSMutableArray array];
      [a addObject:a];
      NSMutableDictionary *d = [NSMutableDictionary dictionary];
      d[@"k"] = d;
      NSLog(@"%@", a);
      NSLog(@"%@", [d description]);
      RACSubject *s = [RACSubject subject];
      [s subscribeNext:^(id x) { NSLog(@"%lu", [x count]); }];
      [s sendNext:a];
      [s sendNext:d];
      [a removeAllObjects];
      [d removeAllObjects];
      """#, recordingTrace: true)
    XCTAssertNil(run.error)
    XCTAssertEqual(run.output.suffix(2), ["1", "1"])
    XCTAssertTrue(run.output.contains { $0.contains("…") }, "cut where it would never end")
    let sent = run.trace.events.compactMap { $0.block == "-sendNext:" ? $0.arguments.first?.value : nil }
    XCTAssertGreaterThanOrEqual(sent.filter { $0.contains("…") }.count, 2, "\(sent)")
    XCTAssertTrue(sent.allSatisfy { $0.count < 10_000 }, "\(sent)")
  }

  func testDoubleValueOfAVeryLongNumberIsOneParse() {
    assertPrints(
      """
      NSString *s = @"1";
      for (int i = 0; i < 20; i++) { s = [s stringByAppendingString:s]; }
      NSLog(@"%d %f %f %f", s.doubleValue > 1e300, [@"  -2.5e2x" doubleValue], [@"1e" doubleValue], [@".5" doubleValue]);
      """, ["1 -250.000000 1.000000 0.500000"])
  }
}
