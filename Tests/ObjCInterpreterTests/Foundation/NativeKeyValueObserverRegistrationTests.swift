import XCTest

/// `-addObserver:forKeyPath:options:context:` on Foundation's operations and operation queues,
/// which this tool writes natively, as RAC's `RACKVOTrampoline.m` registers on them (RAC's
/// KVO wrapper spec observes `NSBlockOperation`'s `isFinished` and a queue's `name`), on fixtures
/// written here: the whole sequence of notifications, prior ones included, and none after removal.
final class NativeKeyValueObserverRegistrationTests: LeakCheckedTestCase {
  private let watcher = #"""
    @interface Watcher : NSObject
    @end
    @implementation Watcher
    - (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
      NSLog(@"%@ prior=%@ old=%@ new=%@ kind=%@ context=%d", keyPath, change[NSKeyValueChangeNotificationIsPriorKey],
            change[NSKeyValueChangeOldKey], change[NSKeyValueChangeNewKey], change[NSKeyValueChangeKindKey], context != NULL);
    }
    @end
    static char ContextKey;

    """#

  func testAnOperationsStateChangesAreToldWithPriorNotificationsUntilRemoved() {
    assertPrints(
      watcher + #"""
        NSBlockOperation *operation = [NSBlockOperation blockOperationWithBlock:^{ NSLog(@"runs"); }];
        Watcher *observer = [Watcher new];
        NSKeyValueObservingOptions options = NSKeyValueObservingOptionNew | NSKeyValueObservingOptionOld
          | NSKeyValueObservingOptionPrior | NSKeyValueObservingOptionInitial;
        [operation addObserver:observer forKeyPath:@"isFinished" options:options context:&ContextKey];
        [operation addObserver:observer forKeyPath:@"isExecuting" options:NSKeyValueObservingOptionNew context:NULL];
        [operation start];
        [operation removeObserver:observer forKeyPath:@"isFinished" context:&ContextKey];
        [operation removeObserver:observer forKeyPath:@"isExecuting"];
        NSLog(@"%d", operation.isFinished);
        """#,
      [
        "isFinished prior=(null) old=(null) new=0 kind=1 context=1",
        "isExecuting prior=(null) old=(null) new=1 kind=1 context=0",
        "runs",
        "isFinished prior=1 old=0 new=(null) kind=1 context=1",
        "isExecuting prior=(null) old=(null) new=0 kind=1 context=0",
        "isFinished prior=(null) old=0 new=1 kind=1 context=1",
        "1",
      ])
  }

  func testAQueuesNameIsToldAndRemovingAnObserverNeverAddedRaises() {
    let run = SnippetRun.run(
      watcher + #"""
        NSOperationQueue *queue = [[NSOperationQueue alloc] init];
        queue.name = @"first";
        Watcher *observer = [Watcher new];
        [queue addObserver:observer forKeyPath:@"name" options:NSKeyValueObservingOptionOld | NSKeyValueObservingOptionNew context:NULL];
        queue.name = @"second";
        [queue removeObserver:observer forKeyPath:@"name"];
        queue.name = @"third";
        [queue removeObserver:observer forKeyPath:@"name"];
        """#)
    XCTAssertEqual(run.output, ["name prior=(null) old=first new=second kind=1 context=0"])
    XCTAssertTrue(
      run.error?.message.contains(
        "Cannot remove an observer <Watcher> for the key path \"name\" from <NSOperationQueue> because it is not registered as an observer."
      ) == true, run.error?.description ?? "no error")
  }
}
