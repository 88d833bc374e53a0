import XCTest

/// A scope's locals are released when its braces close, the last declared first, as ARC releases
/// them: the same order on every run (RACKVOWrapperSpec's "should not call the callback block when
/// the value is the observer" depends on the target going before its observer).
final class ScopeReleaseOrderTests: LeakCheckedTestCase {
  func testAScopesLocalsGoTheLastDeclaredFirst() {
    let program = #"""
      @interface Named : NSObject
      @property (nonatomic, copy) NSString *name;
      @end
      @implementation Named
      - (void)dealloc { NSLog(@"%@ gone", self.name); }
      @end

      @autoreleasepool {
          Named *first = [Named new];
          first.name = @"first";
          Named *second = [Named new];
          second.name = @"second";
          Named *third = [Named new];
          third.name = @"third";
          NSLog(@"scope ends");
      }
      NSLog(@"after");
      """#
    for _ in 0..<5 {
      assertPrints(program, ["scope ends", "third gone", "second gone", "first gone", "after"])
    }
  }
}
