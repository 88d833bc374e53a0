import XCTest

/// `NSCache` as readers use it beside RAC: keys by `-isEqual:`, limits that push the oldest
/// objects out, and a delegate told before each object leaves.
final class NSCacheTests: LeakCheckedTestCase {
  func testTheCountLimitPushesTheOldestOutAndTellsTheDelegateFirst() {
    assertPrints(
      #"""
      @interface Watcher : NSObject <NSCacheDelegate>
      @end
      @implementation Watcher
      - (void)cache:(NSCache *)cache willEvictObject:(id)obj { NSLog(@"evict %@ from %@", obj, cache.name); }
      @end
      NSCache *cache = [[NSCache alloc] init];
      Watcher *watcher = [Watcher new];
      cache.delegate = watcher;
      cache.name = @"thumbnails";
      cache.countLimit = 2;
      [cache setObject:@"a" forKey:@"one"];
      [cache setObject:@"b" forKey:@"two"];
      [cache setObject:@"b2" forKey:@"two"];
      [cache setObject:@"c" forKey:[@"thr" stringByAppendingString:@"ee"]];
      NSLog(@"%@ %@ %@ %lu", [cache objectForKey:@"one"], [cache objectForKey:@"two"], [cache objectForKey:@"three"],
            (unsigned long)cache.countLimit);
      [cache removeObjectForKey:@"two"];
      NSLog(@"after removal: %@", [cache objectForKey:@"two"]);
      """#,
      ["evict a from thumbnails", "(null) b2 c 2", "evict b2 from thumbnails", "after removal: (null)"])
  }

  func testTheCostLimitCountsEachObjectsCostAndRemoveAllEmptiesTheCache() {
    assertPrints(
      #"""
      NSCache *cache = [NSCache new];
      cache.totalCostLimit = 10;
      [cache setObject:@"small" forKey:@1 cost:4];
      [cache setObject:@"medium" forKey:@2 cost:5];
      [cache setObject:@"tiny" forKey:@3 cost:1];
      NSLog(@"%@ %@ %@", [cache objectForKey:@1], [cache objectForKey:@2], [cache objectForKey:@3]);
      [cache setObject:@"more" forKey:@4 cost:3];
      NSLog(@"%@ %@ %@ %@", [cache objectForKey:@1], [cache objectForKey:@2], [cache objectForKey:@3], [cache objectForKey:@4]);
      [cache removeAllObjects];
      NSLog(@"%@ %lu", [cache objectForKey:@4], (unsigned long)cache.totalCostLimit);
      """#,
      ["small medium tiny", "(null) medium tiny more", "(null) 10"])
  }

  func testANilKeyOrObjectRaisesAsFoundationDoes() {
    assertFails(
      #"""
      NSCache *cache = [NSCache new];
      [cache setObject:nil forKey:@"key"];
      """#,
      containing: "attempt to insert nil value")
  }
}
