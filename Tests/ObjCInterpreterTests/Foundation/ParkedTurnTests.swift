import ObjCInterpreter
import RAC
import XCTest

/// A turn whose code waits is parked on an OS thread of its own while the other queues take their
/// turns, and goes on when its wait may end (issue 38: "a correct semaphore ping-pong between two
/// queues is reported as a deadlock"). Before, the other queues' turns ran nested inside the wait,
/// so a wait could end only after every wait nested inside it: two queues that signal each
/// other's semaphores stopped with "cannot run these waits taking turns".
final class ParkedTurnTests: LeakCheckedTestCase {
  /// On a Mac: `a` and `b` are serial queues, each its own thread. Every line is printed only
  /// after the other queue's signal: `ping i` after `pong i-1` signalled `s2` (or at once for 0),
  /// `pong i` after `ping i` signalled `s1`. So however the two threads are scheduled, the lines
  /// alternate, and `done` comes after both blocks left the group. (/work/briefs/s13/pingpong.m.)
  func testASemaphorePingPongBetweenTwoQueuesPrintsInTurn() {
    assertPrints(
      #"""
      dispatch_semaphore_t s1 = dispatch_semaphore_create(0);
      dispatch_semaphore_t s2 = dispatch_semaphore_create(0);
      dispatch_queue_t a = dispatch_queue_create("a", DISPATCH_QUEUE_SERIAL);
      dispatch_queue_t b = dispatch_queue_create("b", DISPATCH_QUEUE_SERIAL);
      dispatch_group_t g = dispatch_group_create();
      dispatch_group_async(g, a, ^{
        for (int i = 0; i < 3; i++) { NSLog(@"ping %d", i); dispatch_semaphore_signal(s1); dispatch_semaphore_wait(s2, DISPATCH_TIME_FOREVER); }
      });
      dispatch_group_async(g, b, ^{
        for (int i = 0; i < 3; i++) { dispatch_semaphore_wait(s1, DISPATCH_TIME_FOREVER); NSLog(@"pong %d", i); dispatch_semaphore_signal(s2); }
      });
      dispatch_group_wait(g, DISPATCH_TIME_FOREVER);
      NSLog(@"done");
      """#,
      ["ping 0", "pong 0", "ping 1", "pong 1", "ping 2", "pong 2", "done"])
    XCTAssertEqual(VirtualQueues.loopThreadsAlive, 0)
  }

  /// On a Mac: three threads pass one turn round a ring of semaphores; each line waits for the
  /// signal of the line before it, so the order is fixed: a, b, c, a, b, c.
  func testThreeQueuesInARingPassTheTurnRound() {
    assertPrints(
      #"""
      dispatch_semaphore_t toB = dispatch_semaphore_create(0);
      dispatch_semaphore_t toC = dispatch_semaphore_create(0);
      dispatch_semaphore_t toA = dispatch_semaphore_create(0);
      dispatch_queue_t a = dispatch_queue_create("a", DISPATCH_QUEUE_SERIAL);
      dispatch_queue_t b = dispatch_queue_create("b", DISPATCH_QUEUE_SERIAL);
      dispatch_queue_t c = dispatch_queue_create("c", DISPATCH_QUEUE_SERIAL);
      dispatch_group_t g = dispatch_group_create();
      dispatch_group_async(g, a, ^{
        for (int i = 0; i < 2; i++) {
          NSLog(@"a %d", i);
          dispatch_semaphore_signal(toB);
          dispatch_semaphore_wait(toA, DISPATCH_TIME_FOREVER);
        }
      });
      dispatch_group_async(g, b, ^{
        for (int i = 0; i < 2; i++) {
          dispatch_semaphore_wait(toB, DISPATCH_TIME_FOREVER);
          NSLog(@"b %d", i);
          dispatch_semaphore_signal(toC);
        }
      });
      dispatch_group_async(g, c, ^{
        for (int i = 0; i < 2; i++) {
          dispatch_semaphore_wait(toC, DISPATCH_TIME_FOREVER);
          NSLog(@"c %d", i);
          dispatch_semaphore_signal(toA);
        }
      });
      dispatch_group_wait(g, DISPATCH_TIME_FOREVER);
      NSLog(@"done");
      """#,
      ["a 0", "b 0", "c 0", "a 1", "b 1", "c 1", "done"])
  }

  /// On a Mac `a` waits forever on a semaphore nobody signals while `b` runs: the process hangs.
  /// Here, once nothing else is left to run, the wait says so at its line.
  func testASemaphoreNobodySignalsWhileAnotherQueueRunsIsADeadlockAtItsLine() {
    assertFails(
      #"""
      dispatch_semaphore_t never = dispatch_semaphore_create(0);
      dispatch_queue_t a = dispatch_queue_create("a", DISPATCH_QUEUE_SERIAL);
      dispatch_queue_t b = dispatch_queue_create("b", DISPATCH_QUEUE_SERIAL);
      dispatch_async(a, ^{
        NSLog(@"a waits");
        dispatch_semaphore_wait(never, DISPATCH_TIME_FOREVER);
        NSLog(@"never");
      });
      dispatch_async(b, ^{ NSLog(@"b runs"); });
      """#,
      containing:
        "dispatch_semaphore_wait waits forever: nothing left to run could end the wait (a deadlock on a device)",
      at: (6, 26))
    XCTAssertEqual(VirtualQueues.loopThreadsAlive, 0)
  }

  /// A ping-pong whose other side stops one round early: `a`'s last wait can never end, on a Mac
  /// as here; the lines before it are printed in turn.
  func testAPingPongWhoseOtherSideStopsEarlyIsADeadlockAtTheLastWait() {
    let run = SnippetRun.run(
      #"""
      dispatch_semaphore_t s1 = dispatch_semaphore_create(0);
      dispatch_semaphore_t s2 = dispatch_semaphore_create(0);
      dispatch_queue_t a = dispatch_queue_create("a", DISPATCH_QUEUE_SERIAL);
      dispatch_queue_t b = dispatch_queue_create("b", DISPATCH_QUEUE_SERIAL);
      dispatch_async(a, ^{
        for (int i = 0; i < 3; i++) { NSLog(@"ping %d", i); dispatch_semaphore_signal(s1); dispatch_semaphore_wait(s2, DISPATCH_TIME_FOREVER); }
      });
      dispatch_async(b, ^{
        for (int i = 0; i < 2; i++) { dispatch_semaphore_wait(s1, DISPATCH_TIME_FOREVER); NSLog(@"pong %d", i); dispatch_semaphore_signal(s2); }
      });
      """#)
    XCTAssertEqual(run.output, ["ping 0", "pong 0", "ping 1", "pong 1", "ping 2"])
    XCTAssertEqual(run.error?.message.contains("waits forever: nothing left to run could end the wait"), true)
    XCTAssertEqual(run.error.map { [$0.location.line, $0.location.column] }, [6, 109])
    XCTAssertEqual(VirtualQueues.loopThreadsAlive, 0)
  }

  /// On a Mac: `a` holds the lock while it waits; `b`'s block blocks on the same lock until `a`
  /// lets go, after `c` signalled. (`b` and `c` are sent from inside `a`'s `@synchronized`, so
  /// `b` cannot take the lock first.) Blocking the one thread that runs turns would stop every
  /// turn, the holder's too: `b`'s turn waits for the lock as for a semaphore.
  func testAQueueThatFindsALockHeldByAWaitingQueueWaitsForIt() {
    assertPrints(
      #"""
      NSObject *lock = [NSObject new];
      dispatch_semaphore_t s = dispatch_semaphore_create(0);
      dispatch_queue_t a = dispatch_queue_create("a", DISPATCH_QUEUE_SERIAL);
      dispatch_queue_t b = dispatch_queue_create("b", DISPATCH_QUEUE_SERIAL);
      dispatch_queue_t c = dispatch_queue_create("c", DISPATCH_QUEUE_SERIAL);
      dispatch_group_t g = dispatch_group_create();
      dispatch_group_async(g, a, ^{
        @synchronized (lock) {
          dispatch_group_async(g, b, ^{ @synchronized (lock) { NSLog(@"b has the lock"); } });
          dispatch_group_async(g, c, ^{ NSLog(@"c signals"); dispatch_semaphore_signal(s); });
          dispatch_semaphore_wait(s, DISPATCH_TIME_FOREVER);
          NSLog(@"a lets go");
        }
      });
      dispatch_group_wait(g, DISPATCH_TIME_FOREVER);
      NSLog(@"done");
      """#,
      ["c signals", "a lets go", "b has the lock", "done"])
  }

  /// A lock held by a queue that waits forever: on a Mac both threads hang. Here the wait nothing
  /// can end is reported first (it parked last), at its line.
  func testALockHeldByAQueueThatWaitsForeverIsADeadlock() {
    let run = SnippetRun.run(
      #"""
      NSObject *lock = [NSObject new];
      dispatch_semaphore_t never = dispatch_semaphore_create(0);
      dispatch_queue_t a = dispatch_queue_create("a", DISPATCH_QUEUE_SERIAL);
      dispatch_queue_t b = dispatch_queue_create("b", DISPATCH_QUEUE_SERIAL);
      dispatch_async(a, ^{
        @synchronized (lock) {
          dispatch_async(b, ^{ @synchronized (lock) { NSLog(@"never"); } });
          dispatch_semaphore_wait(never, DISPATCH_TIME_FOREVER);
        }
      });
      """#)
    XCTAssertEqual(run.output, [])
    XCTAssertEqual(run.error?.message.contains("(a deadlock on a device)"), true, "\(String(describing: run.error))")
    XCTAssertEqual(VirtualQueues.loopThreadsAlive, 0)
  }

  /// RAC's `-sendNext:` runs the next block under the subscriber's lock (RACSubscriber.m). On a
  /// Mac: `a`'s value 1 reaches the block, which waits; `b`'s value 2 blocks on the subscriber's
  /// lock; `c` signals; the block ends for 1, then runs for 2. (`b` and `c` are sent from the
  /// block, after 1 arrived, so the order is fixed.)
  func testASubscriberWhoseBlockWaitsHoldsBackTheNextValueSentFromAnotherQueue() {
    assertPrints(
      #"""
      RACSubject *subject = [RACSubject subject];
      dispatch_semaphore_t s = dispatch_semaphore_create(0);
      dispatch_queue_t a = dispatch_queue_create("a", DISPATCH_QUEUE_SERIAL);
      dispatch_queue_t b = dispatch_queue_create("b", DISPATCH_QUEUE_SERIAL);
      dispatch_queue_t c = dispatch_queue_create("c", DISPATCH_QUEUE_SERIAL);
      dispatch_group_t g = dispatch_group_create();
      [subject subscribeNext:^(NSNumber *x) {
        NSLog(@"got %@", x);
        if (x.intValue == 1) {
          dispatch_group_async(g, b, ^{ [subject sendNext:@2]; });
          dispatch_group_async(g, c, ^{ NSLog(@"c signals"); dispatch_semaphore_signal(s); });
          dispatch_semaphore_wait(s, DISPATCH_TIME_FOREVER);
        }
        NSLog(@"done with %@", x);
      }];
      dispatch_group_async(g, a, ^{ [subject sendNext:@1]; });
      dispatch_group_wait(g, DISPATCH_TIME_FOREVER);
      [subject sendCompleted];
      NSLog(@"all sent");
      """#,
      ["got 1", "c signals", "done with 1", "got 2", "done with 2", "all sent"])
    XCTAssertEqual(VirtualQueues.loopThreadsAlive, 0)
  }

  /// A ping-pong that never ends, with turns parked on their threads whenever the run stops.
  static let endlessPingPong = #"""
    dispatch_semaphore_t s1 = dispatch_semaphore_create(0);
    dispatch_semaphore_t s2 = dispatch_semaphore_create(0);
    dispatch_queue_t a = dispatch_queue_create("a", DISPATCH_QUEUE_SERIAL);
    dispatch_queue_t b = dispatch_queue_create("b", DISPATCH_QUEUE_SERIAL);
    dispatch_queue_t c = dispatch_queue_create("c", DISPATCH_QUEUE_SERIAL);
    __block long rounds = 0;
    dispatch_async(a, ^{ while (YES) { dispatch_semaphore_signal(s1); dispatch_semaphore_wait(s2, DISPATCH_TIME_FOREVER); } });
    dispatch_async(b, ^{ while (YES) { dispatch_semaphore_wait(s1, DISPATCH_TIME_FOREVER); rounds++; dispatch_semaphore_signal(s2); } });
    dispatch_async(c, ^{ dispatch_semaphore_wait(dispatch_semaphore_create(0), DISPATCH_TIME_FOREVER); });
    """#

  /// The playground server runs many programs in one process: every thread a run parks a turn on
  /// ends with the run, whether it ends by its step budget, its time budget, an error in another
  /// turn or a deadlock.
  func testEveryParkedThreadEndsWithItsRunHoweverTheRunEnds() {
    let stoppedBySteps = SnippetRun.run(Self.endlessPingPong, limits: Interpreter.Limits(maxSteps: 20_000))
    XCTAssertEqual(stoppedBySteps.error?.message.contains("stopped after 20000 steps"), true)
    XCTAssertEqual(VirtualQueues.loopThreadsAlive, 0)

    // The outcome does not depend on the machine's speed: the steps allowed never run out first.
    let stoppedByTime = SnippetRun.run(
      Self.endlessPingPong, limits: Interpreter.Limits(maxSteps: .max, maxSeconds: 0.5))
    XCTAssertEqual(
      stoppedByTime.error?.message.contains("stopped after 0.5 s"), true, "\(String(describing: stoppedByTime.error))")
    XCTAssertEqual(VirtualQueues.loopThreadsAlive, 0)

    let stoppedByAnError = SnippetRun.run(
      #"""
      dispatch_semaphore_t never = dispatch_semaphore_create(0);
      dispatch_queue_t a = dispatch_queue_create("a", DISPATCH_QUEUE_SERIAL);
      dispatch_queue_t b = dispatch_queue_create("b", DISPATCH_QUEUE_SERIAL);
      dispatch_async(a, ^{ dispatch_semaphore_wait(never, DISPATCH_TIME_FOREVER); });
      dispatch_async(b, ^{ [@[] objectAtIndex:3]; });
      """#)
    XCTAssertEqual(stoppedByAnError.error?.location.line, 5, "\(String(describing: stoppedByAnError.error))")
    XCTAssertEqual(VirtualQueues.loopThreadsAlive, 0)
  }
}
