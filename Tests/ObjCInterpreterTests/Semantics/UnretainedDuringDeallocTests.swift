import XCTest

/// An `unsafe_unretained` (or `assign`) object property is a plain pointer: while its object is
/// dying (its `rac_deallocDisposable`'s blocks, its `-dealloc`) it still reads that object, where a
/// `weak` one reads nil. RAC's `RACKVOTrampoline` relies on it: its `-dispose`, run by the target's
/// deallocation, reads `unsafeTarget` to take its KVO registration off the target, and KVO finds
/// the registration of the dying target, so what the registration's context points at goes.
final class UnretainedDuringDeallocTests: LeakCheckedTestCase {
  private static let target = #"""
    @interface Target : NSObject
    @property (nonatomic, copy) NSString *name;
    @end
    @implementation Target
    - (void)dealloc { NSLog(@"dealloc Target %@", _name); }
    @end

    """#

  func testAnUnsafeUnretainedPropertyReadsItsObjectWhileTheObjectDies() {
    assertPrints(
      Self.target + #"""
        @interface Watcher : NSObject
        @property (nonatomic, unsafe_unretained) Target *target;
        @property (nonatomic, assign) Target *assigned;
        @property (nonatomic, weak) Target *weakTarget;
        @end
        @implementation Watcher
        @end

        Watcher *watcher = [Watcher new];
        Target *target = [Target new];
        target.name = @"lamp";
        watcher.target = target;
        watcher.assigned = target;
        watcher.weakTarget = target;
        [target.rac_deallocDisposable addDisposable:[RACDisposable disposableWithBlock:^{
          NSLog(@"unretained %@, assign %@, weak %@", watcher.target.name, watcher.assigned.name, watcher.weakTarget.name);
        }]];
        target = nil;
        """#,
      ["unretained lamp, assign lamp, weak (null)", "dealloc Target lamp"])
  }

  func testAKVORegistrationRemovedWhileItsTargetDiesLetsGoOfItsContext() {
    assertPrints(
      Self.target + #"""
        @interface Observer : NSObject
        @property (nonatomic, unsafe_unretained) Target *target;
        @end
        @implementation Observer
        - (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
          NSLog(@"changed %@", [object name]);
        }
        - (void)dealloc { NSLog(@"dealloc Observer"); }
        @end

        Observer *observer = [Observer new];
        Target *target = [Target new];
        observer.target = target;
        [target addObserver:observer forKeyPath:@"name" options:0 context:(__bridge void *)observer];
        target.name = @"desk";
        [target.rac_deallocDisposable addDisposable:[RACDisposable disposableWithBlock:^{
          [observer.target removeObserver:observer forKeyPath:@"name" context:(__bridge void *)observer];
          NSLog(@"removed");
        }]];
        target = nil;
        observer = nil;
        NSLog(@"end");
        """#,
      ["changed desk", "removed", "dealloc Target desk", "dealloc Observer", "end"])
  }
}
