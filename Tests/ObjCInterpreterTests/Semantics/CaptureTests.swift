import RAC
import XCTest

/// Objective-C's capture rules: a block copies the locals it uses when it is made, shares `__block`
/// ones, holds `__weak` ones weakly, and holds `self` strongly — so the retain cycles the posts make
/// are real.
final class CaptureTests: LeakCheckedTestCase {
  func testABlockCopiesALocalWhenItIsMade() {
    assertPrints(
      #"int x = 1; void (^show)(void) = ^{ NSLog(@"%d", x); }; x = 2; show(); NSLog(@"%d", x);"#, ["1", "2"])
  }

  func testABlockVariableIsSharedByTheBlocksAndTheCode() {
    assertPrints(
      #"""
      __block int count = 0;
      void (^add)(void) = ^{ count++; };
      add(); add(); count += 10;
      void (^show)(void) = ^{ NSLog(@"%d", count); };
      show();
      """#,
      ["12"])
  }

  func testEachRunOfADeclarationMakesANewBlockVariable() {
    assertPrints(
      #"""
      NSMutableArray *blocks = [NSMutableArray array];
      for (int i = 0; i < 3; i++) {
        __block int own = i * 10;
        [blocks addObject:^{ own++; NSLog(@"%d", own); }];
      }
      for (void (^block)(void) in blocks) { block(); block(); }
      """#,
      ["1", "2", "11", "12", "21", "22"])
  }

  func testNestedBlocksCaptureThroughTheBlockBetween() {
    assertPrints(
      #"""
      NSString *word = @"outer";
      void (^outer)(void) = ^{
        void (^inner)(void) = ^{ NSLog(@"%@", word); };
        inner();
      };
      word = @"changed";
      outer();
      """#,
      ["outer"])
  }

  func testAssigningToACapturedCopyIsTheCompilersError() {
    assertFails(
      "int x = 1;\nvoid (^b)(void) = ^{ x = 2; };", containing: "missing __block type specifier", at: (2, 22))
  }

  func testAWeakVariableDoesNotKeepItsObjectAlive() {
    assertPrints(
      #"""
      __weak RACSubject *weakSubject;
      @autoreleasepool {
        RACSubject *subject = [RACSubject subject];
        weakSubject = subject;
        NSLog(@"inside %d", weakSubject != nil);
      }
      NSLog(@"after %d", weakSubject != nil);
      """#,
      ["inside 1", "after 0"])
  }

  func testWeakifyAndStrongifyMakeTheBlockHoldSelfWeakly() {
    assertPrints(
      #"""
      @interface Holder : NSObject
      @property (nonatomic, copy) void (^action)(void);
      - (void)setUp;
      @end
      @implementation Holder
      - (void)setUp {
        @weakify(self);
        self.action = ^{ @strongify(self); NSLog(@"self is %@", self == nil ? @"gone" : @"here"); };
      }
      @end
      Holder *holder = [[Holder alloc] init];
      [holder setUp];
      holder.action();
      """#,
      ["self is here"])
  }

  func testABlockThatKeepsSelfMakesARealRetainCycle() {
    expectsLeakedObjects = true  // the cycle is the point; the test counts it itself
    let before = LiveObjects.count
    let run = SnippetRun.run(
      #"""
      @interface Cycle : NSObject
      @property (nonatomic, strong) RACSubject *subject;
      @property (nonatomic, assign) int seen;
      - (void)start;
      @end
      @implementation Cycle
      - (void)start {
        self.subject = [RACSubject subject];
        [self.subject subscribeNext:^(id x) { self.seen = self.seen + 1; }];
      }
      @end
      Cycle *cycle = [Cycle new];
      [cycle start];
      """#)
    XCTAssertNil(run.error)
    // The instance, its subject and the subject's subscriber stay alive: nothing breaks the cycle.
    XCTAssertGreaterThanOrEqual(LiveObjects.count - before, 3)
  }

  func testTheSameCodeWithWeakSelfLeavesNothingAlive() {
    let before = LiveObjects.count
    let run = SnippetRun.run(
      #"""
      @interface NoCycle : NSObject
      @property (nonatomic, strong) RACSubject *subject;
      @property (nonatomic, assign) int seen;
      - (void)start;
      @end
      @implementation NoCycle
      - (void)start {
        self.subject = [RACSubject subject];
        __weak typeof(self) weakSelf = self;
        [self.subject subscribeNext:^(id x) { weakSelf.seen = weakSelf.seen + 1; }];
      }
      @end
      NoCycle *object = [NoCycle new];
      [object start];
      """#)
    XCTAssertNil(run.error)
    XCTAssertEqual(LiveObjects.count, before)
  }
}
