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

  func testAnUnsafeUnretainedPropertyDoesNotKeepItsObjectAlive() {
    // RAC's passthrough subscriber keeps its signal so; retained, a subject and the passthrough
    // subscribers in its array would keep each other alive and the subject would never go.
    assertPrints(
      #"""
      @interface Child : NSObject
      @property (nonatomic, unsafe_unretained) id owner;
      @end
      @implementation Child
      @end
      @interface Owner : NSObject
      @property (nonatomic, strong) Child *child;
      @end
      @implementation Owner
      - (void)dealloc { NSLog(@"owner dealloc"); }
      @end
      Owner *owner = [[Owner alloc] init];
      owner.child = [[Child alloc] init];
      owner.child.owner = owner;
      owner = nil;
      NSLog(@"after");
      """#,
      ["owner dealloc", "after"])
  }
}
