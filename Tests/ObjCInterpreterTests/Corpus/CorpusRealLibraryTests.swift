import XCTest

/// Snippets written the way readers write them, each with what the real library prints and the
/// RAC 2.5 (or Foundation) source that makes it print so.
final class CorpusRealLibraryTests: LeakCheckedTestCase {
  /// `+mainThreadScheduler` is `[[RACTargetQueueScheduler alloc] initWithName:… targetQueue:
  /// dispatch_get_main_queue()]` (RACScheduler.m): a serial queue of its own whose target is the
  /// main queue (RACTargetQueueScheduler.m). Its first block puts it in the main queue once, and
  /// that one item runs 1 and 3 before the main queue's own block 2.
  func testTheMainThreadSchedulerRunsItsBlocksTogetherBeforeALaterMainQueueBlock() {
    assertPrints(
      """
      RACScheduler *main = [RACScheduler mainThreadScheduler];
      [main schedule:^{ NSLog(@"1"); }];
      dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"2"); });
      [main schedule:^{ NSLog(@"3"); }];
      """,
      ["1", "3", "2"])
  }
}
