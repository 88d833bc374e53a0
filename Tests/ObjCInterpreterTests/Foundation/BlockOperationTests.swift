import XCTest

/// `NSBlockOperation` started by hand, as RAC's KVO specs make one, on a fixture written here: its
/// blocks in order, then finished, then its completion block; a cancelled one runs no block. A
/// program's subclass of `NSOperation` is an operation: `-start` sends its `-main`, and KVO sees its
/// state as Foundation's.
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

  func testAProgramsSubclassOfNSOperationStartsByRunningItsMainAndIsObservedAsAnOperation() {
    assertPrints(
      #"""
      @interface Download : NSOperation
      @property (nonatomic, copy) NSString *name;
      @end
      @implementation Download
      - (instancetype)initWithName:(NSString *)name {
          self = [super init];
          if (self) _name = [name copy];
          return self;
      }
      - (void)main {
          NSLog(@"downloading %@, executing %d", self.name, self.isExecuting);
          [super main];
      }
      - (void)dealloc { NSLog(@"dealloc %@", _name); }
      @end
      @interface Plain : NSOperation
      @end
      @implementation Plain
      @end
      @autoreleasepool {
          Download *download = [[Download alloc] initWithName:@"a.png"];
          NSLog(@"%@, an operation %d, finished %d", [download class], [download isKindOfClass:NSOperation.class],
              download.isFinished);
          [[RACObserve(download, isFinished) skip:1] subscribeNext:^(id finished) {
              NSLog(@"finished %@", finished);
          }];
          download.completionBlock = ^{ NSLog(@"completed"); };
          [download start];
          Class plainClass = Plain.class;
          NSOperation *plain = [[plainClass alloc] init];
          [plain start];
          NSLog(@"plain finished %d", plain.isFinished);
      }
      NSLog(@"end");
      """#,
      [
        "Download, an operation 1, finished 0", "downloading a.png, executing 1", "finished 1", "completed",
        "plain finished 1", "dealloc a.png", "end",
      ])
  }
}
