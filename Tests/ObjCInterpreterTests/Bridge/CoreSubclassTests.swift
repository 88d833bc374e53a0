import ObjCInterpreter
import XCTest

/// A program's subclass of a core class on the Swift core (`ProgramScheduler`, `ProgramSignal`,
/// `ProgramDisposable`): the core object its `init` makes through `super` is the object the
/// program holds, the core's calls of an overridable method reach the program's override, and
/// `super` reaches the core class's own method. Fixtures written here, after the subclassing
/// examples of RAC 2.5's RACSchedulerSpec.m.
final class CoreSubclassTests: LeakCheckedTestCase {
  private static let queueScheduler = #"""
    @interface CountingScheduler : RACQueueScheduler
    @property (nonatomic, assign) int count;
    - (id)initWithQueue:(dispatch_queue_t)queue;
    @end
    @implementation CountingScheduler
    - (id)initWithQueue:(dispatch_queue_t)queue {
        return [super initWithName:nil queue:queue];
    }
    - (RACDisposable *)schedule:(void (^)(void))block {
        self.count++;
        NSLog(@"schedule: #%d", self.count);
        return [super schedule:block];
    }
    @end

    """#

  /// `-deliverOn:` schedules through the override; the blocks run with the program's object as
  /// the current scheduler; the method it does not override (`-after:schedule:`) is
  /// RACQueueScheduler's, on the queue it was given; `[self class]` and the anonymous name are the
  /// program's class.
  func testAQueueSchedulersOverrideRunsWhereTheCoreSchedulesAndItIsTheCurrentScheduler() {
    assertPrints(
      Self.queueScheduler + #"""
        CountingScheduler *scheduler = [[CountingScheduler alloc] initWithQueue:dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0)];
        NSLog(@"%@ %@ %d", scheduler.name, [scheduler class], [scheduler isKindOfClass:RACScheduler.class]);
        [[[RACSignal return:@1] deliverOn:scheduler] subscribeNext:^(id x) {
            NSLog(@"next %@, current is the scheduler: %d", x, RACScheduler.currentScheduler == scheduler);
        } completed:^{
            NSLog(@"completed");
        }];
        [scheduler after:[NSDate dateWithTimeIntervalSinceNow:0.5] schedule:^{
            NSLog(@"after: current is the scheduler: %d, scheduled %d", RACScheduler.currentScheduler == scheduler, scheduler.count);
        }];
        [[NSRunLoop mainRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:1]];
        """#,
      [
        "com.ReactiveCocoa.CountingScheduler.anonymousScheduler CountingScheduler 1",
        "schedule: #1", "schedule: #2", "next 1, current is the scheduler: 1", "completed",
        "after: current is the scheduler: 1, scheduled 2",
      ])
  }

  /// The program's object and the core's are one object in the trace: the number the instance got
  /// at `+alloc`, the program's class name, named by its scheduler name as the core's schedulers
  /// are, the override traced where it is called.
  func testTheTraceShowsOneSchedulerUnderTheProgramsClassName() {
    let run = SnippetRun.run(
      Self.queueScheduler + #"""
        CountingScheduler *scheduler = [[CountingScheduler alloc] initWithQueue:dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0)];
        [scheduler schedule:^{ NSLog(@"ran"); }];
        """#, recordingTrace: true)
    XCTAssertNil(run.error, run.error?.description ?? "")
    XCTAssertEqual(run.output, ["schedule: #1", "ran"])
    XCTAssertEqual(
      run.trace.outline(),
      """
      CountingScheduler#1 -initWithQueue:(queue: <OS_dispatch_queue: com.apple.root.default-qos>) -> <CountingScheduler#1 "com.ReactiveCocoa.CountingScheduler.anonymousScheduler">
      CountingScheduler#1 "com.ReactiveCocoa.CountingScheduler.anonymousScheduler" -schedule:(block: <block schedule: block>) -> <RACDisposable#2>
        > schedule: #1
      CountingScheduler#1 "com.ReactiveCocoa.CountingScheduler.anonymousScheduler" schedule: block() -> nil
        > ran
      """)
  }

  /// `-subscribe:` overridden, as a user writes a signal of their own: `-map:` and
  /// `-subscribeNext:` subscribe through it with the core's subscribers; instance variables set in
  /// `init` after `self = [super init]` are the object's.
  func testASignalOverridingSubscribeIsWhatTheCoresOperatorsSubscribeTo() {
    assertPrints(
      #"""
      @interface CountdownSignal : RACSignal {
          int _start;
      }
      - (instancetype)initWithStart:(int)start;
      @end
      @implementation CountdownSignal
      - (instancetype)initWithStart:(int)start {
          self = [super init];
          if (self) _start = start;
          return self;
      }
      - (RACDisposable *)subscribe:(id<RACSubscriber>)subscriber {
          for (int i = _start; i > 0; i--) [subscriber sendNext:@(i)];
          [subscriber sendCompleted];
          return [RACDisposable disposableWithBlock:^{ NSLog(@"disposed"); }];
      }
      @end
      CountdownSignal *signal = [[CountdownSignal alloc] initWithStart:3];
      [[[signal map:^(NSNumber *x) { return @(x.intValue * 10); }] take:2] subscribeNext:^(id x) {
          NSLog(@"next %@", x);
      } completed:^{
          NSLog(@"completed");
      }];
      NSLog(@"%@ is a signal: %d", NSStringFromClass([signal class]), [signal isKindOfClass:RACSignal.class]);
      """#,
      ["next 30", "next 20", "completed", "disposed", "CountdownSignal is a signal: 1"])
  }

  /// A disposable subclass overriding `-dispose`: a compound disposes it through the override, and
  /// `[super dispose]` is RACDisposable's own, which marks it disposed.
  func testACompoundDisposesADisposableSubclassThroughItsOverride() {
    assertPrints(
      #"""
      @interface LoudDisposable : RACDisposable
      @end
      @implementation LoudDisposable
      - (void)dispose {
          NSLog(@"dispose (disposed before: %d)", self.disposed);
          [super dispose];
      }
      @end
      LoudDisposable *loud = [[LoudDisposable alloc] init];
      RACCompoundDisposable *compound = [RACCompoundDisposable compoundDisposableWithDisposables:@[ loud ]];
      [compound dispose];
      NSLog(@"disposed: %d", loud.disposed);
      """#,
      ["dispose (disposed before: 0)", "disposed: 1"])
  }

  /// Without an override, the core class's own method answers: RACSignal's `-subscribe:` is
  /// abstract, as RACSignal.m asserts.
  func testASignalSubclassWithoutSubscribeFailsAsRACSignalAsserts() {
    assertFails(
      #"""
      @interface Quiet : RACSignal
      @end
      @implementation Quiet
      @end
      [[Quiet new] subscribeNext:^(id x) {}];
      """#,
      containing: "Quiet must override -subscribe:")
  }

  func testSubclassingAnotherCoreClassIsAnErrorNamingTheOnesThatCanBe() {
    assertFails(
      #"""
      @interface MySubject : RACSubject
      @end
      @implementation MySubject
      @end
      MySubject *subject = [[MySubject alloc] init];
      """#,
      containing:
        "-[MySubject init]: MySubject inherits from RACSubject, which a program cannot subclass on the Swift core (only RACScheduler, RACQueueScheduler, RACSignal, RACDisposable)",
      at: (5, 22))
  }

  func testAnInstanceWhoseInitNeverReachedTheCoreIsAnError() {
    assertFails(
      #"""
      @interface MySignal : RACSignal
      @end
      @implementation MySignal
      @end
      MySignal *signal = [MySignal alloc];
      [signal subscribeNext:^(id x) {}];
      """#,
      containing:
        "-[MySignal subscribeNext:] needs a RACSignal of the library's; this MySignal, a class the program defines, is none",
      at: (6, 1))
  }

  /// A subclass of a Foundation class the tool cannot subclass is named by that class, as the
  /// program knows it, not by the Swift type that stands for it (it said `LockValue`). (Of
  /// `NSOperation`, which it said `OperationValue` of, a program's subclass is an operation now.)
  func testASubclassOfAFoundationClassIsToldByTheFoundationClassName() {
    assertFails(
      #"""
      @interface MyLock : NSLock
      @end
      @implementation MyLock
      @end
      MyLock *lock = [[MyLock alloc] init];
      [lock lock];
      """#,
      containing:
        "-[MyLock lock] needs a NSLock of the library's; this MyLock, a class the program defines, is none",
      at: (6, 1))
  }
}
