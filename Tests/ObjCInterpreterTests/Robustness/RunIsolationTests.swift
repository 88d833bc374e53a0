import RAC
import XCTest

/// One run of a snippet leaves nothing behind for the next run or for the Swift walkthroughs: no
/// name on a shared instance, no replaced method, no assertion handler.
final class RunIsolationTests: LeakCheckedTestCase {
  func testNamingASharedInstanceInASnippetDoesNotRenameItForLaterRuns() {
    let run = SnippetRun.run(
      "RACSignal *mine = [RACSignal empty];\nRACSignal *none = [RACSignal return:nil];\nRACScheduler *immediate = [RACScheduler immediateScheduler];"
    )
    XCTAssertNil(run.error)
    let trace = Tracing.record {
      _ = RACSignal.empty()
      _ = RACSignal.return(nil)
    }
    let names = trace.events.compactMap(\.result)
    XCTAssertEqual(names.count, 2)
    XCTAssertTrue(names.allSatisfy { !$0.contains("mine") && !$0.contains("none") }, "\(names)")
    XCTAssertNil(RACScheduler.immediateScheduler.traceLabel)
  }

  func testAReplacedMethodIsTheCoresAgainAfterTheRun() {
    let run = SnippetRun.run(
      """
      @implementation RACSignal (Loud)
      + (RACSignal *)empty { NSLog(@"replaced"); return [RACSignal never]; }
      @end
      [RACSignal empty];
      """)
    XCTAssertEqual(run.output, ["replaced"])
    XCTAssertTrue(RACSignal.empty() is RACEmptySignal)
  }
}
