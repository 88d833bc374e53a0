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

  /// `for … in` calls RAC's `-countByEnumeratingWithState:objects:count:` (RACSequence.m) with
  /// clang's buffer of 16: the map block runs for every value of a batch before the loop body
  /// runs once; `-foldLeftWithStart:reduce:` loops the same way.
  func testForInOverAMappedSequenceMapsABatchOfValuesBeforeTheLoopBodyRuns() {
    assertPrints(
      """
      RACSequence *mapped = [@[ @1, @2, @3 ].rac_sequence map:^(NSNumber *n) {
          NSLog(@"map %@", n);
          return @(n.intValue * 10);
      }];
      for (NSNumber *n in mapped) {
          NSLog(@"loop %@", n);
      }
      RACSequence *again = [@[ @4, @5 ].rac_sequence map:^(NSNumber *n) {
          NSLog(@"map %@", n);
          return n;
      }];
      NSNumber *sum = [again foldLeftWithStart:@0 reduce:^(NSNumber *total, NSNumber *n) {
          NSLog(@"reduce %@", n);
          return @(total.intValue + n.intValue);
      }];
      NSLog(@"sum %@", sum);
      """,
      ["map 1", "map 2", "map 3", "loop 10", "loop 20", "loop 30", "map 4", "map 5", "reduce 4", "reduce 5", "sum 9"])
  }
}
