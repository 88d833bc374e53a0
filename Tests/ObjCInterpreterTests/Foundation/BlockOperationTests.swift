import XCTest

/// `NSBlockOperation` started by hand, as RAC's KVO specs make one, on a fixture written here: its
/// blocks in order, then finished, then its completion block; a cancelled one runs no block.
final class BlockOperationTests: LeakCheckedTestCase {
  func testABlockOperationRunsItsBlocksInOrderThenFinishesThenCompletes() {
    assertPrints(
      #"""
      NSBlockOperation *operation = [NSBlockOperation blockOperationWithBlock:^{ NSLog(@"first"); }];
      [operation addExecutionBlock:^{ NSLog(@"second"); }];
      operation.completionBlock = ^{ NSLog(@"completed"); };
      NSLog(@"ready %d executing %d finished %d", operation.isReady, operation.isExecuting, operation.isFinished);
      [operation start];
      NSLog(@"ready %d executing %d finished %d", operation.isReady, operation.isExecuting, operation.finished);
      NSBlockOperation *cancelled = [NSBlockOperation blockOperationWithBlock:^{ NSLog(@"never"); }];
      [cancelled cancel];
      [cancelled start];
      NSLog(@"cancelled %d finished %d", cancelled.isCancelled, cancelled.isFinished);
      """#,
      [
        "ready 1 executing 0 finished 0", "first", "second", "completed", "ready 1 executing 0 finished 1",
        "cancelled 1 finished 1",
      ])
  }
}
