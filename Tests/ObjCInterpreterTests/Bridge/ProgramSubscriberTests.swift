import XCTest

/// An object of the program's own class that adopts `<RACSubscriber>`, given to `-subscribe:` on the
/// Swift core: its own `-sendNext:`, `-sendError:`, `-sendCompleted` get the events, and its
/// `-didSubscribeWithDisposable:` the subscription's compound, as RAC 2.5's passthrough subscriber
/// hands it (ReactiveObjC's RACSubjectSpec subscribes such a recorder). It was refused ("must be an
/// id<RACSubscriber>"). The histories match the run on RAC 2.5's own source.
final class ProgramSubscriberTests: LeakCheckedTestCase {
  private static let recorder = #"""
    @interface Recorder : NSObject <RACSubscriber>
    @property (nonatomic, strong, readonly) RACDisposable *disposable;
    @property (nonatomic, strong) NSMutableArray *events;
    @end
    @implementation Recorder
    - (instancetype)init {
      self = [super init];
      _disposable = [RACDisposable new];
      _events = [NSMutableArray array];
      return self;
    }
    - (void)sendNext:(id)value { [self.events addObject:value]; }
    - (void)sendError:(NSError *)error { [self.events addObject:error.domain]; }
    - (void)sendCompleted { [self.events addObject:@"completed"]; }
    - (void)didSubscribeWithDisposable:(RACCompoundDisposable *)disposable {
      [self.events addObject:NSStringFromClass([disposable class])];
      [disposable addDisposable:self.disposable];
    }
    - (void)dealloc { NSLog(@"dealloc Recorder"); }
    @end

    """#

  /// A signal made by `+createSignal:` hands it the compound first (RACDynamicSignal.m subscribes
  /// through a passthrough subscriber), which nothing disposes when it completes (a subscriber of
  /// its own would: `RACSubscriber` does); `+return:` and `+error:` send to it directly.
  func testAProgramsSubscriberGetsEveryEventThroughItsOwnMethods() {
    assertPrints(
      Self.recorder + #"""
        Recorder *values = [Recorder new];
        [[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
          [subscriber sendNext:@3];
          [subscriber sendCompleted];
          return nil;
        }] subscribe:values];
        NSLog(@"%@ disposed %d", [values.events componentsJoinedByString:@" "], values.disposable.disposed);
        Recorder *returned = [Recorder new];
        [[RACSignal return:@4] subscribe:returned];
        NSLog(@"%@", [returned.events componentsJoinedByString:@" "]);
        Recorder *failure = [Recorder new];
        [[RACSignal error:[NSError errorWithDomain:@"oops" code:1 userInfo:nil]] subscribe:failure];
        NSLog(@"%@", [failure.events componentsJoinedByString:@" "]);
        """#,
      [
        "RACCompoundDisposable 3 completed disposed 0", "4 completed", "oops", "dealloc Recorder", "dealloc Recorder",
        "dealloc Recorder",
      ])
  }

  /// RAC 2.5's `-[RACSubject subscribe:]` returns a disposable of its own that only removes the
  /// subscriber (ReactiveObjC's adds it to the compound): disposing it stops the events and leaves the
  /// recorder's disposable alone.
  func testASubjectStopsSendingToItOnceItsSubscriptionIsDisposed() {
    assertPrints(
      Self.recorder + #"""
        RACSubject *subject = [RACSubject subject];
        Recorder *recorder = [Recorder new];
        RACDisposable *subscription = [subject subscribe:recorder];
        [subject sendNext:@1];
        [subscription dispose];
        [subject sendNext:@2];
        NSLog(@"%@ disposed %d", [recorder.events componentsJoinedByString:@" "], recorder.disposable.disposed);
        """#,
      ["RACCompoundDisposable 1 disposed 0", "dealloc Recorder"])
  }

  func testAnObjectThatIsNoSubscriberIsStillRefused() {
    assertFails(
      #"""
      @interface Plain : NSObject
      @end
      @implementation Plain
      @end
      [[RACSignal empty] subscribe:[Plain new]];
      """#,
      containing: "an id<RACSubscriber>", at: (5, 1))
  }

  /// Held by a subject that never completes, the program's subscriber is where RAC's code has it,
  /// the passthrough subscriber's `_innerSubscriber`, with no hop of the tool's adapter between.
  func testALeakAnalysisSeesTheProgramsSubscriberWhereThePassthroughHoldsIt() throws {
    let snippet = try leakSnippet(
      "recorder.m",
      #"""
      @interface Recorder : NSObject <RACSubscriber>
      @end
      @implementation Recorder
      - (void)sendNext:(id)value {}
      - (void)sendError:(NSError *)error {}
      - (void)sendCompleted {}
      - (void)didSubscribeWithDisposable:(RACCompoundDisposable *)disposable {}
      @end
      static RACSubject *events;
      events = [RACSubject subject];
      [events subscribe:[Recorder new]];
      """#, racSource: false)
    let found = snippet.findLeaks()
    XCTAssertNil(found.error)
    let lines = found.report?.lines ?? []
    XCTAssertTrue(
      lines.contains { $0.hasSuffix("─ivar _innerSubscriber→ Recorder#3 (made at recorder.m:11)") },
      lines.joined(separator: "\n"))
    XCTAssertEqual(lines.filter { $0.contains("Recorder#") }.count, 1, lines.joined(separator: "\n"))
    XCTAssertEqual(lines.last, "5 objects kept alive: 1 subscription that never ends")
    expectsLeakedObjects = true
  }
}
