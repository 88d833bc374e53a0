import XCTest

@testable import ObjCInterpreter

/// A `+0` return stored straight into a `__weak` variable lives until the autorelease pool drains,
/// as under ARC (the method autoreleases it, and a weak store takes no reference of its own); a
/// result of the owning families (`new`, `alloc`/`init`, `copy`) is the caller's to release, so it
/// goes at once. RAC 2.5's and ReactiveObjC's RACKVOWrapperSpec rely on the first.
final class AutoreleasedReturnTests: LeakCheckedTestCase {
  private static let maker = #"""
    @interface Maker : NSObject
    + (id)make;
    @end
    @implementation Maker
    + (id)make { return [Maker new]; }
    - (void)dealloc { NSLog(@"dealloc"); }
    @end

    """#

  func testAnAutoreleasedResultInAWeakVariableLivesUntilThePoolEnds() {
    assertPrints(
      Self.maker + #"""
        __weak id declared;
        @autoreleasepool {
          __weak id made = [Maker make];
          declared = [Maker make];
          NSLog(@"in the pool %d %d", made != nil, declared != nil);
        }
        NSLog(@"after it %d", declared != nil);
        """#,
      ["in the pool 1 1", "dealloc", "dealloc", "after it 0"])
  }

  func testAnOwnedResultInAWeakVariableGoesAtOnce() {
    assertPrints(
      Self.maker + #"""
        @autoreleasepool {
          __weak id made = [Maker new];
          NSLog(@"made %d", made != nil);
          __weak id copied = [[Maker alloc] init];
          NSLog(@"initialised %d", copied != nil);
        }
        """#,
      ["dealloc", "made 0", "dealloc", "initialised 0"])
  }

  /// Outside any `@autoreleasepool`, the pool is the turn's: the object goes before the next turn.
  func testWithoutAPoolItLivesUntilTheTurnEnds() {
    assertPrints(
      Self.maker + #"""
        __weak id made = [Maker make];
        NSLog(@"now %d", made != nil);
        dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"next turn %d", made != nil); });
        """#,
      ["now 1", "dealloc", "next turn 0"])
  }

  func testTheOwningFamiliesAreARCs() {
    let owning = ["new", "newThing", "alloc", "init", "initWithName:", "copy", "copyWithZone:", "mutableCopy", "_init"]
    let notOwning = ["newsletter", "initialize", "copying", "make", "allocator", "subject", "rac_observeKeyPath:"]
    XCTAssertEqual(owning.filter { !AutoreleasedReturn.ownsResult($0) }, [])
    XCTAssertEqual(notOwning.filter { AutoreleasedReturn.ownsResult($0) }, [])
  }
}
