import ObjCInterpreter
import XCTest

/// Blocks that wait hold their worker thread, as on a Mac (issue 38): XNU's workqueue lends a
/// process at most 512 threads (`kern.wq_max_threads`), 64 of them for a global concurrent
/// queue's blocks (`kern.wq_max_constrained_threads`), and libdispatch starts no block without
/// one. So many queues that sleep wake in batches of 512, and blocks that all wait for a block
/// that cannot get a thread are deadlocked, at the line of the wait nothing can end.
final class WorkerThreadPoolTests: LeakCheckedTestCase {
  /// These programs run hundreds of queues; the run's time budget is wall-clock, so a loaded CI
  /// machine or the thread sanitizer must not turn what they check (the output) into a timing.
  static let wallClockLeeway = Interpreter.Limits(maxSteps: 2_000_000, maxSeconds: 600)

  /// On a Mac: each of the 1,100 serial queues asks for an overcommit thread; 512 blocks sleep at
  /// once, the others wait for a thread, so the blocks end in 3 rounds of one second (1,100 / 512
  /// rounded up), and the group wait returns after 3 s with every block done. (Before, the 257th
  /// wait at once stopped the run; before that, as "endless recursion?".) The same program with
  /// 10,000 queues wakes them all after 20 s, in 17 s of a release build's wall time: too long for
  /// a debug build's test, measured with the command line instead.
  func testQueuesThatSleepPastTheThreadLimitAllWakeInBatches() {
    let run = SnippetRun.run(
      #"""
      __block int woke = 0;
      NSObject *lock = [NSObject new];
      dispatch_group_t group = dispatch_group_create();
      NSDate *start = [NSDate date];
      for (int i = 0; i < 1100; i++) {
        dispatch_queue_t queue = dispatch_queue_create("sleeper", DISPATCH_QUEUE_SERIAL);
        dispatch_group_async(group, queue, ^{
          [NSThread sleepForTimeInterval:1];
          @synchronized (lock) { woke++; }
        });
      }
      dispatch_group_wait(group, DISPATCH_TIME_FOREVER);
      NSLog(@"%d woke after %.0f s", woke, [[NSDate date] timeIntervalSinceDate:start]);
      """#, limits: Self.wallClockLeeway)
    XCTAssertNil(run.error, "\(String(describing: run.error))")
    XCTAssertEqual(run.output, ["1100 woke after 3 s"])
  }

  /// On a Mac: 512 blocks wait on the semaphore and hold every overcommit thread, so the block
  /// that would signal it never starts: the process hangs. Here the wait says so at its line.
  func testBlocksThatHoldEveryThreadWaitingForABlockThatNeedsOneAreADeadlock() {
    let run = SnippetRun.run(
      #"""
      dispatch_semaphore_t go = dispatch_semaphore_create(0);
      for (int i = 0; i < 512; i++) {
        dispatch_queue_t queue = dispatch_queue_create("waiter", DISPATCH_QUEUE_SERIAL);
        dispatch_async(queue, ^{
          dispatch_semaphore_wait(go, DISPATCH_TIME_FOREVER);
        });
      }
      dispatch_queue_t signaller = dispatch_queue_create("signaller", DISPATCH_QUEUE_SERIAL);
      dispatch_async(signaller, ^{
        for (int i = 0; i < 512; i++) dispatch_semaphore_signal(go);
        NSLog(@"signalled");
      });
      """#, limits: Self.wallClockLeeway)
    XCTAssertEqual(run.output, [])
    let message = run.error?.message ?? ""
    XCTAssertTrue(message.contains("a deadlock on a device"), message)
    XCTAssertTrue(message.contains("512 worker threads"), message)
    XCTAssertEqual(run.error.map { [$0.location.line, $0.location.column] }, [5, 28])
  }

  /// One waiter fewer leaves the signaller a thread: on a Mac every block ends.
  func testBlocksThatLeaveAThreadFreeAllEnd() {
    let run = SnippetRun.run(
      #"""
      dispatch_semaphore_t go = dispatch_semaphore_create(0);
      dispatch_group_t group = dispatch_group_create();
      __block int ended = 0;
      for (int i = 0; i < 511; i++) {
        dispatch_queue_t queue = dispatch_queue_create("waiter", DISPATCH_QUEUE_SERIAL);
        dispatch_group_async(group, queue, ^{
          dispatch_semaphore_wait(go, DISPATCH_TIME_FOREVER);
          ended++;
        });
      }
      dispatch_queue_t signaller = dispatch_queue_create("signaller", DISPATCH_QUEUE_SERIAL);
      dispatch_group_async(group, signaller, ^{
        for (int i = 0; i < 511; i++) dispatch_semaphore_signal(go);
      });
      dispatch_group_wait(group, DISPATCH_TIME_FOREVER);
      NSLog(@"%d ended", ended);
      """#, limits: Self.wallClockLeeway)
    XCTAssertNil(run.error, "\(String(describing: run.error))")
    XCTAssertEqual(run.output, ["511 ended"])
  }

  /// On a Mac a global concurrent queue's blocks get constrained threads, 64 at most: 64 blocks
  /// that wait hold them all, and a 65th that would signal never starts.
  func testAGlobalQueuesBlocksHoldAtMostSixtyFourThreads() {
    let run = SnippetRun.run(
      #"""
      dispatch_semaphore_t go = dispatch_semaphore_create(0);
      dispatch_queue_t global = dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0);
      for (int i = 0; i < 64; i++) {
        dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^{
          dispatch_semaphore_wait(go, DISPATCH_TIME_FOREVER);
        });
      }
      dispatch_async(global, ^{
        for (int i = 0; i < 64; i++) dispatch_semaphore_signal(go);
        NSLog(@"signalled");
      });
      """#, limits: Self.wallClockLeeway)
    XCTAssertEqual(run.output, [])
    let message = run.error?.message ?? ""
    XCTAssertTrue(message.contains("a deadlock on a device"), message)
    XCTAssertTrue(message.contains("64 worker threads"), message)
    XCTAssertEqual(run.error.map { [$0.location.line, $0.location.column] }, [5, 28])
  }
}
