import XCTest

/// What a block keeps alive, rule by rule as clang's blocks under ARC do, proved by each object's
/// `-dealloc` line: `self` through an instance variable (even after `@strongify(self)`), a
/// `__block` variable's storage, never a `__weak` or `__unsafe_unretained` local, a block copied
/// into a property, a block inside a block, and a captured struct (copied, its object fields
/// retained).
final class BlockCaptureLifetimeTests: LeakCheckedTestCase {
  private static let tracked = #"""
    @interface Tracked : NSObject
    @property (nonatomic, copy) NSString *name;
    - (instancetype)initWithName:(NSString *)name;
    @end
    @implementation Tracked
    - (instancetype)initWithName:(NSString *)name {
      self = [super init];
      _name = [name copy];
      return self;
    }
    - (void)dealloc { NSLog(@"dealloc %@", _name); }
    @end

    """#

  private static let holder = #"""
    @interface Holder : NSObject
    @property (nonatomic, copy) void (^action)(void);
    @end
    @implementation Holder {
      int _uses;
    }
    - (void)keepBlockUsingIvarAfterStrongify {
      @weakify(self);
      self.action = ^{
        @strongify(self);
        _uses++;
      };
    }
    - (void)keepBlockUsingSelfArrowAfterStrongify {
      @weakify(self);
      self.action = ^{
        @strongify(self);
        self->_uses++;
      };
    }
    - (void)keepBlockUsingSelf {
      self.action = ^{ NSLog(@"%@", self); };
    }
    - (void)keepNestedBlockUsingSelf {
      self.action = ^{
        void (^inner)(void) = ^{ NSLog(@"%@", self); };
        inner();
      };
    }
    - (void)dealloc { NSLog(@"dealloc Holder"); }
    @end

    """#

  /// Clang reads `_uses` as `self->_uses` of the method's own `self`: the block captures that
  /// `self` strongly, whatever `@strongify` declared, so the holder and its block keep each other.
  func testAnInstanceVariableInABlockCapturesTheMethodsSelfEvenAfterStrongify() {
    expectsLeakedObjects = true
    assertPrints(
      Self.holder + #"""
        Holder *holder = [[Holder alloc] init];
        [holder keepBlockUsingIvarAfterStrongify];
        holder = nil;
        NSLog(@"end");
        """#,
      ["end"])
  }

  /// `self->_uses` after `@strongify(self)` reads the strongified local: the block holds `self`
  /// weakly, and the holder goes.
  func testSelfArrowAfterStrongifyCapturesOnlyTheWeakSelf() {
    assertPrints(
      Self.holder + #"""
        Holder *holder = [[Holder alloc] init];
        [holder keepBlockUsingSelfArrowAfterStrongify];
        holder = nil;
        NSLog(@"end");
        """#,
      ["dealloc Holder", "end"])
  }

  /// A block copied into a property of the object it captures keeps that object, until the
  /// property lets go of the block.
  func testABlockCopiedIntoAPropertyOfWhatItCapturesKeepsItUntilThePropertyLetsGo() {
    assertPrints(
      Self.holder + #"""
        Holder *holder = [[Holder alloc] init];
        [holder keepBlockUsingSelf];
        __weak Holder *weakHolder = holder;
        holder = nil;
        NSLog(@"still there: %d", weakHolder != nil);
        weakHolder.action = nil;
        NSLog(@"end");
        """#,
      ["still there: 1", "dealloc Holder", "end"])
  }

  /// A block inside a block: the outer one captures what the inner one uses, so the outer block,
  /// kept by the holder, keeps the holder.
  func testANestedBlocksCaptureIsTheOuterBlocksToo() {
    expectsLeakedObjects = true
    assertPrints(
      Self.holder + #"""
        Holder *holder = [[Holder alloc] init];
        [holder keepNestedBlockUsingSelf];
        holder = nil;
        NSLog(@"end");
        """#,
      ["end"])
  }

  func testANestedBlockKeepsALocalItUsesUntilTheOuterBlockGoes() {
    assertPrints(
      Self.tracked + #"""
        Tracked *inner = [[Tracked alloc] initWithName:@"nested"];
        void (^(^outer)(void))(void) = ^{ return ^{ NSLog(@"inner sees %@", inner.name); }; };
        inner = nil;
        NSLog(@"outer holds nested");
        outer()();
        outer = nil;
        NSLog(@"outer gone");
        """#,
      ["outer holds nested", "inner sees nested", "dealloc nested", "outer gone"])
  }

  /// A `__block` variable's storage moves to the heap with the block: it outlives its scope while
  /// the block lives, and what it holds goes with the block.
  func testABlockVariableOutlivesItsScopeWhileTheBlockLives() {
    assertPrints(
      Self.tracked + #"""
        void (^block)(void) = nil;
        {
          __block Tracked *shared = [[Tracked alloc] initWithName:@"byref"];
          block = ^{ NSLog(@"block sees %@", shared.name); };
        }
        NSLog(@"scope ended");
        block();
        block = nil;
        NSLog(@"block gone");
        """#,
      ["scope ended", "block sees byref", "dealloc byref", "block gone"])
  }

  func testAWeakLocalCapturedByABlockDoesNotKeepItsObject() {
    assertPrints(
      Self.tracked + #"""
        Tracked *strong = [[Tracked alloc] initWithName:@"weak"];
        __weak Tracked *weakly = strong;
        void (^block)(void) = ^{ NSLog(@"block sees %@", weakly); };
        strong = nil;
        block();
        block = nil;
        NSLog(@"end");
        """#,
      ["dealloc weak", "block sees (null)", "end"])
  }

  func testAnUnsafeUnretainedLocalCapturedByABlockDoesNotKeepItsObject() {
    assertPrints(
      Self.tracked + #"""
        Tracked *plain = [[Tracked alloc] initWithName:@"unretained"];
        __unsafe_unretained Tracked *unretained = plain;
        void (^block)(void) = ^{ NSLog(@"never called %@", unretained); };
        plain = nil;
        NSLog(@"after");
        block = nil;
        """#,
      ["dealloc unretained", "after"])
  }

  /// A captured struct is copied into the block, its object fields retained: clearing the field of
  /// the code's own struct leaves the block's copy, which lets go when the block goes.
  func testACapturedStructIsTheBlocksOwnCopyAndKeepsItsObjectFields() {
    assertPrints(
      Self.tracked + #"""
        typedef struct {
          Tracked *item;
          int count;
        } Pair;
        Pair pair = { [[Tracked alloc] initWithName:@"struct"], 1 };
        void (^block)(void) = ^{ NSLog(@"block's copy sees %@ %d", pair.item.name, pair.count); };
        pair.item = nil;
        pair.count = 2;
        NSLog(@"field cleared");
        block();
        block = nil;
        NSLog(@"end");
        """#,
      ["field cleared", "block's copy sees struct 1", "dealloc struct", "end"])
  }
}
