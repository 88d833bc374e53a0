import XCTest

/// A class's `-dealloc` runs when its instance's last strong reference goes, with the instance's
/// own instance variables (RAC's `RACSubject` disposes its disposable there).
final class DeallocTests: LeakCheckedTestCase {
  func testDeallocRunsWhenTheLastStrongReferenceGoesAndSeesTheInstanceVariables() {
    assertPrints(
      #"""
      @interface Tracked : NSObject
      @property (nonatomic, copy) NSString *name;
      @end
      @implementation Tracked
      - (void)dealloc { NSLog(@"dealloc %@", _name); }
      @end
      Tracked *t = [[Tracked alloc] init];
      t.name = @"first";
      Tracked *same = t;
      t = nil;
      NSLog(@"one reference left");
      same = nil;
      NSLog(@"none left");
      """#,
      ["one reference left", "dealloc first", "none left"])
  }

  func testASubclassInheritsItsSuperclassesDealloc() {
    assertPrints(
      #"""
      @interface Base : NSObject
      @end
      @implementation Base
      - (void)dealloc { NSLog(@"Base dealloc of a %@", NSStringFromClass([self class])); }
      @end
      @interface Derived : Base
      @end
      @implementation Derived
      @end
      Derived *d = [[Derived alloc] init];
      d = nil;
      NSLog(@"end");
      """#,
      ["Base dealloc of a Derived", "end"])
  }

  /// A subscriber list that points back at its owner through an `unsafe_unretained` (or `assign`)
  /// property, as RACPassthroughSubscriber's `signal` does, makes no cycle: the owner still dies.
  func testAnUnsafeUnretainedOrAssignPropertyDoesNotKeepItsObjectAlive() {
    assertPrints(
      #"""
      @interface Owner : NSObject
      @property (nonatomic, strong) NSMutableArray *members;
      @end
      @interface Member : NSObject
      @property (nonatomic, unsafe_unretained) Owner *owner;
      @property (nonatomic, assign) Owner *alsoOwner;
      @end
      @implementation Owner
      - (void)dealloc { NSLog(@"owner dealloc"); }
      @end
      @implementation Member
      @end
      Member *member = [[Member alloc] init];
      @autoreleasepool {
        Owner *owner = [[Owner alloc] init];
        owner.members = [NSMutableArray arrayWithObject:member];
        member.owner = owner;
        member.alsoOwner = owner;
        NSLog(@"inside %d", member.owner == owner);
      }
      NSLog(@"after");
      """#,
      ["inside 1", "owner dealloc", "after"])
  }

  /// An object's instance variables are released as ARC's `.cxx_destruct` releases them: the
  /// class's own, last declared first, then its superclass's; the same order on every run (six
  /// variables: a hash table's order would match it once in 720 runs).
  func testInstanceVariablesAreReleasedLastDeclaredFirstThenTheSuperclasses() {
    assertPrints(
      #"""
      @interface Noisy : NSObject
      @property (nonatomic, copy) NSString *name;
      @end
      @implementation Noisy
      - (void)dealloc { NSLog(@"%@", _name); }
      @end
      @interface Base : NSObject {
        Noisy *_first;
        Noisy *_second;
      }
      @property (nonatomic, strong) Noisy *third;
      @end
      @implementation Base
      - (instancetype)init {
        self = [super init];
        _first = [Noisy new]; _first.name = @"base first";
        _second = [Noisy new]; _second.name = @"base second";
        _third = [Noisy new]; _third.name = @"base third";
        return self;
      }
      @end
      @interface Derived : Base
      @property (nonatomic, strong) Noisy *fourth;
      @property (nonatomic, strong) Noisy *fifth;
      @property (nonatomic, strong) Noisy *sixth;
      @end
      @implementation Derived
      - (instancetype)init {
        self = [super init];
        _fourth = [Noisy new]; _fourth.name = @"derived fourth";
        _fifth = [Noisy new]; _fifth.name = @"derived fifth";
        _sixth = [Noisy new]; _sixth.name = @"derived sixth";
        return self;
      }
      @end
      @autoreleasepool {
        Derived *object = [[Derived alloc] init];
        NSLog(@"made %d", object != nil);
      }
      NSLog(@"end");
      """#,
      [
        "made 1", "derived sixth", "derived fifth", "derived fourth", "base third", "base second", "base first",
        "end",
      ])
  }

  /// `objc_destructInstance`: the instance variables go (`.cxx_destruct`), then the associated
  /// objects, when the object goes, not later: RAC's `rac_willDeallocSignal` subject is kept so.
  func testAssociatedObjectsGoRightAfterTheInstanceVariablesInTheOrderTheyWereSet() {
    assertPrints(
      #"""
      @interface Noisy : NSObject
      @property (nonatomic, copy) NSString *name;
      @end
      @implementation Noisy
      - (void)dealloc { NSLog(@"%@ goes", _name); }
      @end
      @interface Holder : NSObject
      @property (nonatomic, strong) Noisy *ivar;
      @end
      @implementation Holder
      @end
      static char firstKey, secondKey;
      Holder *holder = [[Holder alloc] init];
      Noisy *ivar = [Noisy new]; ivar.name = @"ivar"; holder.ivar = ivar; ivar = nil;
      Noisy *first = [Noisy new]; first.name = @"first";
      Noisy *second = [Noisy new]; second.name = @"second";
      objc_setAssociatedObject(holder, &firstKey, first, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
      objc_setAssociatedObject(holder, &secondKey, second, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
      first = nil; second = nil;
      NSLog(@"holder goes");
      holder = nil;
      NSLog(@"end");
      """#,
      ["holder goes", "ivar goes", "first goes", "second goes", "end"])
  }

  /// `__unsafe_unretained` keeps no reference, but while its object is dying (its dealloc
  /// disposable's blocks, its `-dealloc`) it still reads the object, as a plain pointer does
  /// (RACSignalSpec reads a dying test object so); once the object is gone it reads nil.
  func testAnUnsafeUnretainedVariableReadsItsObjectWhileTheObjectDies() {
    assertPrints(
      #"""
      @interface Valued : NSObject
      @property (nonatomic, copy) NSString *value;
      @end
      @implementation Valued
      @end
      Valued *object = [Valued new];
      object.value = @"last words";
      __unsafe_unretained Valued *unsafeObject = object;
      [object.rac_deallocDisposable addDisposable:[RACDisposable disposableWithBlock:^{
          NSLog(@"while dying: %@", unsafeObject.value);
      }]];
      object = nil;
      NSLog(@"after: %@", unsafeObject.value);
      """#,
      ["while dying: last words", "after: (null)"])
  }
}
