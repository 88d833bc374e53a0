import XCTest

/// `-addObserver:forKeyPath:options:context:` on the program's objects with each option, and
/// `-removeObserver:forKeyPath:context:`, as RAC's `RACKVOTrampoline.m` registers, on fixtures
/// written here: the whole sequence of notifications an observer is told.
final class KeyValueObserverRegistrationTests: LeakCheckedTestCase {
  func testEachOptionShapesTheChangeDictionaryAndRemovalStopsTheNotifications() {
    assertPrints(
      #"""
      static char ContextKey;
      @interface Box : NSObject
      @property (nonatomic, copy) NSString *name;
      @end
      @implementation Box
      @end
      @interface Watcher : NSObject
      @end
      @implementation Watcher
      - (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
        NSLog(@"%@ prior=%@ old=%@ new=%@ kind=%@ context=%d", keyPath, change[NSKeyValueChangeNotificationIsPriorKey],
              change[NSKeyValueChangeOldKey], change[NSKeyValueChangeNewKey], change[NSKeyValueChangeKindKey], context != NULL);
      }
      @end
      Box *box = [[Box alloc] init];
      box.name = @"first";
      Watcher *watcher = [[Watcher alloc] init];
      [box addObserver:watcher forKeyPath:@"name"
               options:NSKeyValueObservingOptionNew | NSKeyValueObservingOptionOld | NSKeyValueObservingOptionInitial | NSKeyValueObservingOptionPrior
               context:&ContextKey];
      box.name = @"second";
      [box removeObserver:watcher forKeyPath:@"name" context:&ContextKey];
      box.name = @"third";
      [box addObserver:watcher forKeyPath:@"name" options:0 context:NULL];
      box.name = @"fourth";
      [box removeObserver:watcher forKeyPath:@"name"];
      box.name = @"fifth";
      NSLog(@"done");
      """#,
      [
        "name prior=(null) old=(null) new=first kind=1 context=1",
        "name prior=1 old=first new=(null) kind=1 context=1",
        "name prior=(null) old=first new=second kind=1 context=1",
        "name prior=(null) old=(null) new=(null) kind=1 context=0",
        "done",
      ])
  }

  /// The prior notification comes while the object still holds the value before, as
  /// `-willChangeValueForKey:` sends it; a collection proxy's change comes with its kind and indexes.
  func testThePriorNotificationSeesTheValueBeforeAndAProxysChangeItsIndexes() {
    assertPrints(
      #"""
      @interface Box : NSObject
      @property (nonatomic, copy) NSString *name;
      @property (nonatomic, copy) NSArray *items;
      @end
      @implementation Box
      @end
      @interface Watcher : NSObject
      @end
      @implementation Watcher
      - (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(Box *)box change:(NSDictionary *)change context:(void *)context {
        NSIndexSet *indexes = change[NSKeyValueChangeIndexesKey];
        NSLog(@"%@ prior=%@ kind=%@ at=%lu reads %@ / %lu items", keyPath, change[NSKeyValueChangeNotificationIsPriorKey] ?: @0,
              change[NSKeyValueChangeKindKey], (unsigned long)(indexes ? indexes.firstIndex : 99), box.name, (unsigned long)box.items.count);
      }
      @end
      Box *box = [[Box alloc] init];
      box.name = @"first";
      Watcher *watcher = [[Watcher alloc] init];
      [box addObserver:watcher forKeyPath:@"name" options:NSKeyValueObservingOptionPrior context:NULL];
      [box addObserver:watcher forKeyPath:@"items" options:NSKeyValueObservingOptionPrior context:NULL];
      box.name = @"second";
      [[box mutableArrayValueForKey:@"items"] addObject:@1];
      [box removeObserver:watcher forKeyPath:@"name"];
      [box removeObserver:watcher forKeyPath:@"items"];
      """#,
      [
        "name prior=1 kind=1 at=99 reads first / 0 items", "name prior=0 kind=1 at=99 reads second / 0 items",
        "items prior=1 kind=2 at=0 reads second / 0 items", "items prior=0 kind=2 at=0 reads second / 1 items",
      ])
  }

  func testRemovingAnObserverNeverAddedRaises() {
    assertFails(
      #"""
      @interface Box : NSObject
      @property (nonatomic, copy) NSString *name;
      @end
      @implementation Box
      @end
      Box *box = [[Box alloc] init];
      [box removeObserver:[[NSObject alloc] init] forKeyPath:@"name"];
      """#,
      containing: "because it is not registered as an observer")
  }

  func testAKeyPathOfMoreThanOneKeyIsAnErrorThatSaysSo() {
    assertFails(
      #"""
      @interface Box : NSObject
      @property (nonatomic, strong) Box *inner;
      @end
      @implementation Box
      @end
      Box *box = [[Box alloc] init];
      [box addObserver:[[NSObject alloc] init] forKeyPath:@"inner.inner" options:0 context:NULL];
      """#,
      containing: "observes one key at a time")
  }
}
