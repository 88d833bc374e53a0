import XCTest

/// Grand Central Dispatch on the run's virtual queues and clock: the queues RAC's schedulers make
/// and target, their labels and specific values, `dispatch_once`, wall-clock times and timer
/// sources.
final class DispatchTests: LeakCheckedTestCase {
  func testACreatedQueueRunsOnItsOwnQueueOrOnTheMainThreadItTargets() {
    assertPrints(
      #"""
      dispatch_queue_t serial = dispatch_queue_create("com.example.serial", DISPATCH_QUEUE_SERIAL);
      dispatch_queue_t onMain = dispatch_queue_create("com.example.onMain", DISPATCH_QUEUE_SERIAL);
      dispatch_set_target_queue(onMain, dispatch_get_main_queue());
      NSLog(@"%s | %s | %s | %s", dispatch_queue_get_label(serial), dispatch_queue_get_label(onMain),
            dispatch_queue_get_label(dispatch_get_main_queue()),
            dispatch_queue_get_label(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_HIGH, 0)));
      NSLog(@"one main queue: %d", dispatch_get_main_queue() == dispatch_get_main_queue());
      dispatch_async(serial, ^{
        NSLog(@"serial: main thread %d, on %s", [NSThread isMainThread], dispatch_queue_get_label(DISPATCH_CURRENT_QUEUE_LABEL));
      });
      dispatch_async(onMain, ^{
        NSLog(@"onMain: main thread %d, on %s", [NSThread isMainThread], dispatch_queue_get_label(DISPATCH_CURRENT_QUEUE_LABEL));
      });
      dispatch_retain(serial);
      dispatch_release(serial);
      NSLog(@"top level on %s", dispatch_queue_get_label(DISPATCH_CURRENT_QUEUE_LABEL));
      """#,
      [
        "com.example.serial | com.example.onMain | com.apple.main-thread | com.apple.root.user-initiated-qos",
        "one main queue: 1", "top level on com.apple.main-thread", "onMain: main thread 1, on com.example.onMain",
        "serial: main thread 0, on com.example.serial",
      ])
  }

  /// A global queue is a plain GCD queue off the main thread: no RAC scheduler is current there,
  /// even while the main thread waits for it, so `-deliverOnMainThread` queues what it sends for
  /// the main queue, which runs it after the wait (RACSignalSpec's "should enqueue events sent from
  /// the background").
  func testABlockOnAGlobalQueueHasNoSchedulerAndDeliverOnMainThreadQueuesItsValues() {
    // As in RAC 2.5: a subscription over a subject that never ends keeps its subscriber alive
    // (RACSubjectTests.testASubscriptionThatNeverEndsKeepsItsSubscriberAliveAsInRAC).
    expectsLeakedObjects = true
    assertPrints(
      #"""
      RACSubject *subject = [RACSubject subject];
      NSMutableArray *values = [NSMutableArray array];
      [[subject deliverOnMainThread] subscribeNext:^(id value) {
        [values addObject:value];
        NSLog(@"delivered %@ on the main thread: %d", value, [NSThread isMainThread]);
      }];
      dispatch_group_t group = dispatch_group_create();
      dispatch_group_async(group, dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_HIGH, 0), ^{
        NSLog(@"background: scheduler %d, main thread %d", RACScheduler.currentScheduler != nil, [NSThread isMainThread]);
        [subject sendNext:@0];
      });
      dispatch_group_wait(group, DISPATCH_TIME_FOREVER);
      NSLog(@"after the wait: %lu delivered", (unsigned long)values.count);
      """#,
      ["background: scheduler 0, main thread 0", "after the wait: 0 delivered", "delivered 0 on the main thread: 1"])
  }

  func testSpecificValuesAreFoundOnTheQueueAndThroughItsTargets() {
    assertPrints(
      #"""
      static char queueKey;
      static char otherKey;
      dispatch_queue_t outer = dispatch_queue_create("outer", DISPATCH_QUEUE_SERIAL);
      dispatch_queue_t inner = dispatch_queue_create("inner", DISPATCH_QUEUE_SERIAL);
      dispatch_set_target_queue(inner, outer);
      dispatch_queue_set_specific(outer, &queueKey, (__bridge void *)@"outer's", NULL);
      dispatch_queue_set_specific(inner, &otherKey, (__bridge void *)@"inner's", NULL);
      NSLog(@"%@ %@", (__bridge id)dispatch_queue_get_specific(inner, &queueKey), (__bridge id)dispatch_queue_get_specific(outer, &queueKey));
      dispatch_async(inner, ^{
        NSLog(@"in inner: %@ %@", (__bridge id)dispatch_get_specific(&queueKey), (__bridge id)dispatch_get_specific(&otherKey));
      });
      dispatch_async(outer, ^{
        NSLog(@"in outer: %@ %@", (__bridge id)dispatch_get_specific(&queueKey), (__bridge id)dispatch_get_specific(&otherKey));
      });
      NSLog(@"on main: %@", (__bridge id)dispatch_get_specific(&queueKey));
      """#,
      ["(null) outer's", "on main: (null)", "in inner: outer's inner's", "in outer: outer's (null)"])
  }

  func testATargetChainThatLoopsIsAnError() {
    assertFails(
      #"""
      dispatch_queue_t a = dispatch_queue_create("a", DISPATCH_QUEUE_SERIAL);
      dispatch_queue_t b = dispatch_queue_create("b", DISPATCH_QUEUE_SERIAL);
      dispatch_set_target_queue(b, a);
      dispatch_set_target_queue(a, b);
      """#,
      containing: "the target's chain leads back to the queue", at: (4, 26))
  }

  func testDispatchSyncOntoTheQueueTheCodeRunsOnWaitsForItself() {
    assertFails(
      "dispatch_sync(dispatch_get_main_queue(), ^{ NSLog(@\"never\"); });",
      containing: "dispatch_sync onto the serial queue this code runs on waits for itself")
  }

  func testDispatchSyncRunsTheBlockAtOnceAsABlockOfTheQueue() {
    assertPrints(
      #"""
      dispatch_queue_t queue = dispatch_queue_create("sync.target", DISPATCH_QUEUE_SERIAL);
      dispatch_sync(queue, ^{ NSLog(@"in %s", dispatch_queue_get_label(DISPATCH_CURRENT_QUEUE_LABEL)); });
      NSLog(@"after");
      """#,
      ["in sync.target", "after"])
  }

  func testDispatchOnceRunsItsBlockOnceForTheRun() {
    assertPrints(
      #"""
      @interface Shared : NSObject
      + (instancetype)shared;
      @end
      @implementation Shared
      + (instancetype)shared {
        static Shared *instance;
        static dispatch_once_t onceToken;
        dispatch_once(&onceToken, ^{
          NSLog(@"made");
          instance = [[self alloc] init];
        });
        return instance;
      }
      @end
      NSLog(@"%d", [Shared shared] == [Shared shared]);
      """#,
      ["made", "1"])
  }

  func testAWallTimeMadeFromADateFiresAtThatDate() {
    assertPrints(
      #"""
      NSDate *start = [NSDate date];
      NSDate *date = [start dateByAddingTimeInterval:2.25];
      double whole = 0;
      double rest = modf(date.timeIntervalSince1970, &whole);
      struct timespec walltime;
      walltime.tv_sec = (time_t)fmax(LONG_MIN, fmin(whole, LONG_MAX));
      walltime.tv_nsec = (long)(rest * NSEC_PER_SEC);
      dispatch_after(dispatch_walltime(&walltime, 0), dispatch_get_main_queue(), ^{
        NSLog(@"walltime: %.2f", [[NSDate date] timeIntervalSinceDate:start]);
      });
      dispatch_after(dispatch_walltime(NULL, 1 * NSEC_PER_SEC), dispatch_get_main_queue(), ^{
        NSLog(@"now + 1 s: %.2f", [[NSDate date] timeIntervalSinceDate:start]);
      });
      dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.5 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
        NSLog(@"relative: %.2f", [[NSDate date] timeIntervalSinceDate:start]);
      });
      dispatch_after(DISPATCH_TIME_FOREVER, dispatch_get_main_queue(), ^{ NSLog(@"never"); });
      """#,
      ["relative: 0.50", "now + 1 s: 1.00", "walltime: 2.25"])
  }

  func testATimerSourceFiresOnItsQueueUntilCancelled() {
    assertPrints(
      #"""
      NSDate *start = [NSDate date];
      dispatch_queue_t queue = dispatch_queue_create("timer.queue", DISPATCH_QUEUE_SERIAL);
      dispatch_source_t timer = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, queue);
      __block int ticks = 0;
      dispatch_source_set_timer(timer, dispatch_time(DISPATCH_TIME_NOW, 1 * NSEC_PER_SEC), NSEC_PER_SEC / 2, 0);
      dispatch_source_set_event_handler(timer, ^{
        ticks++;
        NSLog(@"tick %d at %.1f on %s", ticks, [[NSDate date] timeIntervalSinceDate:start], dispatch_queue_get_label(DISPATCH_CURRENT_QUEUE_LABEL));
        if (ticks == 3) dispatch_source_cancel(timer);
      });
      dispatch_source_set_cancel_handler(timer, ^{ NSLog(@"cancelled: %ld", dispatch_source_testcancel(timer)); });
      NSLog(@"not before resume");
      dispatch_resume(timer);
      """#,
      [
        "not before resume", "tick 1 at 1.0 on timer.queue", "tick 2 at 1.5 on timer.queue",
        "tick 3 at 2.0 on timer.queue", "cancelled: 1",
      ])
  }

  func testAOneShotTimerFiresOnceAndASuspendedOneNotAtAll() {
    assertPrints(
      #"""
      dispatch_source_t once = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, dispatch_get_main_queue());
      dispatch_source_set_timer(once, dispatch_time(DISPATCH_TIME_NOW, NSEC_PER_SEC), DISPATCH_TIME_FOREVER, 0);
      dispatch_source_set_event_handler(once, ^{ NSLog(@"once"); });
      dispatch_resume(once);
      dispatch_source_t paused = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, dispatch_get_main_queue());
      dispatch_source_set_timer(paused, DISPATCH_TIME_NOW, NSEC_PER_SEC, 0);
      dispatch_source_set_event_handler(paused, ^{ NSLog(@"never"); });
      dispatch_resume(paused);
      dispatch_suspend(paused);
      """#,
      ["once"])
  }

  func testFiresMissedWhileSuspendedComeAsOneEventAtResume() {
    assertPrints(
      #"""
      NSDate *start = [NSDate date];
      dispatch_source_t timer = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, dispatch_get_main_queue());
      __block int ticks = 0;
      dispatch_source_set_timer(timer, dispatch_time(DISPATCH_TIME_NOW, NSEC_PER_SEC), NSEC_PER_SEC, 0);
      dispatch_source_set_event_handler(timer, ^{
        ticks++;
        NSLog(@"tick %d at %.1f", ticks, [[NSDate date] timeIntervalSinceDate:start]);
        if (ticks == 3) dispatch_source_cancel(timer);
      });
      dispatch_resume(timer);
      dispatch_after(dispatch_time(DISPATCH_TIME_NOW, 1.5 * NSEC_PER_SEC), dispatch_get_main_queue(), ^{
        dispatch_suspend(timer);
      });
      dispatch_after(dispatch_time(DISPATCH_TIME_NOW, 4.2 * NSEC_PER_SEC), dispatch_get_main_queue(), ^{
        NSLog(@"resume");
        dispatch_resume(timer);
      });
      """#,
      ["tick 1 at 1.0", "resume", "tick 2 at 4.2", "tick 3 at 5.0"])
  }

  func testDispatchObjectsAreObjectiveCObjectsSoRetainAndReleaseAreCompiledOut() {
    assertPrints(
      #"""
      dispatch_queue_t queue = dispatch_queue_create("kept", DISPATCH_QUEUE_SERIAL);
      #if !OS_OBJECT_HAVE_OBJC_SUPPORT
      dispatch_retain(queue);
      NSLog(@"retained by hand");
      #endif
      NSLog(@"%@", queue);
      """#,
      ["<OS_dispatch_queue: kept>"])
  }

  func testAnUnbalancedResumeIsTheCrashItWouldBe() {
    assertFails(
      #"""
      dispatch_source_t timer = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, dispatch_get_main_queue());
      dispatch_resume(timer);
      dispatch_resume(timer);
      """#,
      containing: "dispatch_resume on a source that is not suspended")
  }

  /// `dispatch_suspend` of a queue: nothing sent to it starts until as many `dispatch_resume`s (a
  /// block sent before the suspend that has not started yet waits too), then everything runs in the
  /// order it was sent, each in a turn of its own; a group waits for all of it (RACSubscriberSpec's
  /// "finishing" examples suspend a queue so).
  func testASuspendedQueueRunsNothingUntilResumedThenEverythingInOrder() {
    assertPrints(
      #"""
      dispatch_queue_t queue = dispatch_queue_create("suspended", DISPATCH_QUEUE_SERIAL);
      dispatch_group_t group = dispatch_group_create();
      dispatch_async(queue, ^{ NSLog(@"first"); });
      dispatch_suspend(queue);
      dispatch_suspend(queue);
      dispatch_group_async(group, queue, ^{ NSLog(@"second"); });
      dispatch_group_async(group, queue, ^{ NSLog(@"third"); });
      NSLog(@"waited while suspended: %ld", dispatch_group_wait(group, dispatch_time(DISPATCH_TIME_NOW, NSEC_PER_SEC)) == 0 ? 0L : 1L);
      dispatch_resume(queue);
      NSLog(@"waited after one resume: %ld", dispatch_group_wait(group, dispatch_time(DISPATCH_TIME_NOW, NSEC_PER_SEC)) == 0 ? 0L : 1L);
      dispatch_resume(queue);
      dispatch_group_async(group, queue, ^{ NSLog(@"fourth"); });
      NSLog(@"waited after both: %ld", dispatch_group_wait(group, DISPATCH_TIME_FOREVER) == 0 ? 0L : 1L);
      """#,
      [
        "waited while suspended: 1", "waited after one resume: 1", "first", "second", "third", "fourth",
        "waited after both: 0",
      ])
  }

  func testResumingAQueueThatIsNotSuspendedIsAnError() {
    assertFails(
      #"""
      dispatch_queue_t queue = dispatch_queue_create("q", DISPATCH_QUEUE_SERIAL);
      dispatch_resume(queue);
      """#,
      containing: "dispatch_resume on a queue that is not suspended")
  }

  /// RACSubjectSpec's shape: values written from a queue's blocks into a `calloc`ed C array, a
  /// `dispatch_barrier_sync` that waits for every block sent before it, and an array made of the
  /// C array's first elements.
  func testABarrierSyncWaitsForTheBlocksBeforeItAndCallocAndArrayWithObjectsCountWork() {
    assertPrints(
      #"""
      NSUInteger count = 3000;
      __unsafe_unretained id *values = (__unsafe_unretained id *)calloc(count, sizeof(id));
      __block int32_t next = 0;
      dispatch_queue_t queue = dispatch_queue_create("values", DISPATCH_QUEUE_CONCURRENT);
      for (NSUInteger i = 0; i < count; i++) {
          dispatch_async(queue, ^{ values[next++] = @(i * 2); });
      }
      dispatch_barrier_sync(queue, ^{ NSLog(@"barrier after %d", next); });
      NSArray *array = [NSArray arrayWithObjects:values count:(NSUInteger)next];
      NSLog(@"%lu values, last %@", (unsigned long)array.count, array.lastObject);
      """#,
      ["barrier after 3000", "3000 values, last 5998"])
  }

  func testArrayWithObjectsCountRefusesANilElement() {
    assertFails(
      #"""
      id *values = (id *)calloc(2, sizeof(id));
      values[0] = @1;
      NSArray *array = [NSArray arrayWithObjects:values count:2];
      """#,
      containing: "attempt to insert nil object from objects[1]")
  }
}
