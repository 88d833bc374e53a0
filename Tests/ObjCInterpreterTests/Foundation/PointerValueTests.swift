import XCTest

/// `+[NSValue valueWithPointer:]` over an object's address (`(__bridge void *)self`), as RAC's
/// `RACKVOProxy` keys its trampolines by it, on fixtures written here.
final class PointerValueTests: LeakCheckedTestCase {
  func testTwoValuesOfOneAddressAreOneKeyAndOfTwoAddressesTwo() {
    assertPrints(
      #"""
      NSObject *a = [NSObject new];
      NSObject *b = [NSObject new];
      NSMapTable *table = [NSMapTable strongToStrongObjectsMapTable];
      [table setObject:@"first" forKey:[NSValue valueWithPointer:(__bridge void *)a]];
      [table setObject:@"second" forKey:[NSValue valueWithPointer:(__bridge void *)b]];
      NSLog(@"%@ %@ %lu", [table objectForKey:[NSValue valueWithPointer:(__bridge void *)a]],
        [table objectForKey:[NSValue valueWithPointer:(__bridge void *)b]], (unsigned long)table.count);
      [table removeObjectForKey:[NSValue valueWithPointer:(__bridge void *)a]];
      NSLog(@"%@ %lu", [table objectForKey:[NSValue valueWithPointer:(__bridge void *)a]], (unsigned long)table.count);
      NSLog(@"%d", [NSValue valueWithPointer:(__bridge void *)a].pointerValue == (__bridge void *)a);
      """#,
      ["first second 2", "(null) 1", "1"])
  }

  func testTheValueDoesNotKeepTheObjectAlive() {
    assertPrints(
      #"""
      @interface Token : NSObject
      @end
      @implementation Token
      - (void)dealloc { NSLog(@"token gone"); }
      @end
      NSValue *value;
      @autoreleasepool {
        Token *token = [Token new];
        value = [NSValue valueWithPointer:(__bridge void *)token];
        NSLog(@"made");
      }
      NSLog(@"%d", value.pointerValue == NULL);
      """#,
      ["made", "token gone", "1"])
  }
}
