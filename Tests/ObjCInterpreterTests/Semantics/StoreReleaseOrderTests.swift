import XCTest

/// Storing into a variable releases what it held after the new value is stored, as
/// `objc_storeStrong` does, so a `-dealloc` that the release runs may write the same variable
/// again (RAC's `RACKVOTrampoline -dispose` sets `_block = nil`; releasing the block can end the
/// trampoline, whose `-dealloc` disposes it again). Fixture written here.
final class StoreReleaseOrderTests: LeakCheckedTestCase {
  func testADeallocRunByAStoresReleaseCanWriteTheSameVariable() {
    assertPrints(
      #"""
      @interface Holder : NSObject
      @property (nonatomic, copy) void (^block)(void);
      - (void)clear;
      @end
      @implementation Holder
      - (void)clear { _block = nil; }
      @end
      @interface Token : NSObject
      @property (nonatomic, weak) Holder *holder;
      @end
      @implementation Token
      - (void)dealloc {
        NSLog(@"token gone");
        [self.holder clear];
      }
      @end
      Holder *holder = [Holder new];
      Token *token = [Token new];
      token.holder = holder;
      holder.block = ^{ NSLog(@"%@", token); };
      token = nil;
      NSLog(@"clearing");
      [holder clear];
      NSLog(@"%@", holder.block == nil ? @"cleared" : @"kept");
      """#,
      ["clearing", "token gone", "cleared"])
  }
}
