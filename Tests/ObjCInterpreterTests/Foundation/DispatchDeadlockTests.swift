import XCTest

/// What the virtual queues say about waits (issue 38): a `dispatch_sync` cycle across two serial
/// queues is the deadlock it is on a device, at the line, as a queue's sync onto itself already
/// was; waits that take turns are no deadlock. (Many waits at once: `WorkerThreadPoolTests`;
/// turns parked while they wait: `ParkedTurnTests`.)
final class DispatchDeadlockTests: LeakCheckedTestCase {
  func testASyncCycleAcrossTwoSerialQueuesIsADeadlockAtTheLine() {
    let run = SnippetRun.run(
      #"""
      dispatch_queue_t a = dispatch_queue_create("a", DISPATCH_QUEUE_SERIAL);
      dispatch_queue_t b = dispatch_queue_create("b", DISPATCH_QUEUE_SERIAL);
      dispatch_async(a, ^{
        NSLog(@"on a");
        dispatch_sync(b, ^{
          NSLog(@"on b");
          dispatch_sync(a, ^{
            NSLog(@"back on a");
          });
        });
      });
      """#)
    XCTAssertEqual(run.output, ["on a", "on b"])
    XCTAssertEqual(run.error?.message.contains("each waits for the other (a deadlock on a device)"), true)
    XCTAssertEqual(run.error.map { [$0.location.line, $0.location.column] }, [7, 18])
  }

  func testASyncFromTheMainThreadThroughAQueueBackToMainIsADeadlock() {
    assertFails(
      #"""
      dispatch_queue_t b = dispatch_queue_create("b", DISPATCH_QUEUE_SERIAL);
      dispatch_sync(b, ^{
        dispatch_sync(dispatch_get_main_queue(), ^{
          NSLog(@"never");
        });
      });
      """#,
      containing: "each waits for the other (a deadlock on a device)", at: (3, 16))
  }

  func testSyncsThatFormNoCycleRun() {
    assertPrints(
      #"""
      dispatch_queue_t a = dispatch_queue_create("a", DISPATCH_QUEUE_SERIAL);
      dispatch_queue_t b = dispatch_queue_create("b", DISPATCH_QUEUE_SERIAL);
      dispatch_async(a, ^{
        dispatch_sync(b, ^{ NSLog(@"a to b"); });
      });
      dispatch_sync(a, ^{
        dispatch_sync(b, ^{ NSLog(@"main to a to b"); });
      });
      """#,
      ["main to a to b", "a to b"])
  }

  /// On a Mac each line waits for the other queue's signal, so they alternate.
  func testASemaphorePingPongIsNotCalledADeadlock() {
    let run = SnippetRun.run(
      #"""
      dispatch_semaphore_t ping = dispatch_semaphore_create(0);
      dispatch_semaphore_t pong = dispatch_semaphore_create(0);
      dispatch_queue_t a = dispatch_queue_create("a", DISPATCH_QUEUE_SERIAL);
      dispatch_queue_t b = dispatch_queue_create("b", DISPATCH_QUEUE_SERIAL);
      dispatch_async(a, ^{
        for (int i = 0; i < 2; i++) {
          NSLog(@"ping %d", i);
          dispatch_semaphore_signal(ping);
          dispatch_semaphore_wait(pong, DISPATCH_TIME_FOREVER);
        }
      });
      dispatch_async(b, ^{
        for (int i = 0; i < 2; i++) {
          dispatch_semaphore_wait(ping, DISPATCH_TIME_FOREVER);
          NSLog(@"pong %d", i);
          dispatch_semaphore_signal(pong);
        }
      });
      """#)
    XCTAssertEqual(run.output, ["ping 0", "pong 0", "ping 1", "pong 1"])
    XCTAssertNil(run.error, "\(String(describing: run.error))")
  }

  func testQueuesThatSleepWithinTheBudgetAllWake() {
    let run = SnippetRun.run(
      #"""
      __block int woke = 0;
      for (int i = 0; i < 50; i++) {
        dispatch_queue_t queue = dispatch_queue_create("q", DISPATCH_QUEUE_SERIAL);
        dispatch_async(queue, ^{
          [NSThread sleepForTimeInterval:0.01];
          woke++;
        });
      }
      dispatch_after(dispatch_time(DISPATCH_TIME_NOW, NSEC_PER_SEC), dispatch_get_main_queue(), ^{
        NSLog(@"%d woke", woke);
      });
      """#)
    XCTAssertNil(run.error, "\(String(describing: run.error))")
    XCTAssertEqual(run.output, ["50 woke"])
  }
}
