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
