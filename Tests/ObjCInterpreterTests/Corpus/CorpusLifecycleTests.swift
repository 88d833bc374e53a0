import XCTest

/// What the posts paste from view controllers: `-viewDidLoad` with `[super viewDidLoad]`, and
/// `rac_willDeallocSignal` on RAC's own objects (美团's memory-leak post prints "subject dealloc").
final class CorpusLifecycleTests: LeakCheckedTestCase {
  func testAFreeStandingViewDidLoadMayCallSuper() {
    assertPrints(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          [[RACSignal return:@"loaded"] subscribeNext:^(id x) { NSLog(@"%@", x); }];
      }
      """,
      ["loaded"])
  }

  func testALocalSubjectAnnouncesItsDeallocationWhenTheMethodEnds() {
    assertPrints(
      """
      - (void)testSubjectGoesAway {
          RACSubject *events = [RACSubject subject];
          [events.rac_willDeallocSignal subscribeCompleted:^{ NSLog(@"events gone"); }];
          [events subscribeNext:^(id x) { NSLog(@"event %@", x); }];
          [events sendNext:@"tap"];
      }
      """,
      ["event tap", "events gone"])
  }

  func testAMappedSubjectThatNeverCompletesIsNeverDeallocated() {
    expectsLeakedObjects = true  // the leak the post is about
    assertPrints(
      """
      - (void)testLeak {
          RACSubject *events = [RACSubject subject];
          [events.rac_willDeallocSignal subscribeCompleted:^{ NSLog(@"events gone"); }];
          [[events map:^id(NSNumber *x) { return @(x.intValue * 2); }] subscribeNext:^(id x) { NSLog(@"doubled %@", x); }];
          [events sendNext:@4];
      }
      """,
      ["doubled 8"])
  }

  func testAMappedSubjectThatCompletesIsDeallocated() {
    assertPrints(
      """
      - (void)testNoLeak {
          RACSubject *events = [RACSubject subject];
          [events.rac_willDeallocSignal subscribeCompleted:^{ NSLog(@"events gone"); }];
          [[events map:^id(NSNumber *x) { return @(x.intValue * 2); }] subscribeNext:^(id x) { NSLog(@"doubled %@", x); }];
          [events sendNext:@4];
          [events sendCompleted];
      }
      """,
      ["doubled 8", "events gone"])
  }

  func testAMappedColdSignalIsDeallocated() {
    assertPrints(
      """
      - (void)testCold {
          RACSignal *one = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) { [s sendNext:@5]; return nil; }];
          [one.rac_willDeallocSignal subscribeCompleted:^{ NSLog(@"signal gone"); }];
          [[one map:^id(NSNumber *x) { return @(x.intValue + 1); }] subscribeNext:^(id x) { NSLog(@"next %@", x); }];
      }
      """,
      ["next 6", "signal gone"])
  }

  func testAVariableIsInScopeInItsOwnInitializer() {
    // `countdown` is __block and its own signal's block captures it: a retain cycle, as under ARC.
    expectsLeakedObjects = true
    assertPrints(
      """
      __block RACSignal *countdown = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
        NSLog(@"inside sees a signal: %d", countdown != nil);
        [s sendCompleted];
        return nil;
      }];
      RACSignal *plain = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
        NSLog(@"captured before assignment: %@", plain);
        [s sendCompleted];
        return nil;
      }];
      [countdown subscribeCompleted:^{}];
      [plain subscribeCompleted:^{}];
      """,
      ["inside sees a signal: 1", "captured before assignment: (null)"])
  }
}
