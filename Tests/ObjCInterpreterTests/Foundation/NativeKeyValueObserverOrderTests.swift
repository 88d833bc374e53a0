import XCTest

/// The order in which Foundation's natively written objects tell the observers of one key, user
/// defaults and operations alike, through the one list they share (`NativeKeyValueObservers`):
/// KVO's, the one registered last first (behaviour §7.26), `RACObserve`'s observers and those of
/// `-addObserver:forKeyPath:options:context:` taking their turns together; on fixtures written here.
final class NativeKeyValueObserverOrderTests: LeakCheckedTestCase {
  func testUserDefaultsTellTheObserverRegisteredLastFirst() {
    assertPrints(
      #"""
      @interface Watcher : NSObject
      @end
      @implementation Watcher
      - (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
        NSLog(@"watcher: %@ old=%@ new=%@", keyPath, change[NSKeyValueChangeOldKey], change[NSKeyValueChangeNewKey]);
      }
      @end
      NSUserDefaults *defaults = [NSUserDefaults new];
      [[defaults rac_valuesForKeyPath:@"volume" observer:nil] subscribeNext:^(id x) { NSLog(@"first: %@", x); }];
      Watcher *watcher = [Watcher new];
      [defaults addObserver:watcher forKeyPath:@"volume" options:NSKeyValueObservingOptionOld | NSKeyValueObservingOptionNew context:NULL];
      [[defaults rac_valuesForKeyPath:@"volume" observer:nil] subscribeNext:^(id x) { NSLog(@"third: %@", x); }];
      [defaults setInteger:3 forKey:@"volume"];
      [defaults removeObjectForKey:@"volume"];
      [defaults removeObserver:watcher forKeyPath:@"volume"];
      [defaults setObject:@"loud" forKey:@"volume"];
      """#,
      [
        "first: (null)", "third: (null)",
        "third: 3", "watcher: volume old=<null> new=3", "first: 3",
        "third: (null)", "watcher: volume old=3 new=<null>", "first: (null)",
        "third: loud", "first: loud",
      ])
  }

  func testAnOperationTellsTheObserverRegisteredLastFirst() {
    assertPrints(
      #"""
      NSBlockOperation *operation = [NSBlockOperation blockOperationWithBlock:^{ NSLog(@"runs"); }];
      [[operation rac_valuesForKeyPath:@"isFinished" observer:nil] subscribeNext:^(id x) { NSLog(@"first: %@", x); }];
      [[operation rac_valuesForKeyPath:@"isFinished" observer:nil] subscribeNext:^(id x) { NSLog(@"second: %@", x); }];
      [operation start];
      """#,
      ["first: 0", "second: 0", "runs", "second: 1", "first: 1"])
  }
}
