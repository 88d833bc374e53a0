import XCTest

/// `-rac_observeKeyPath:options:observer:block:` on the program's objects, as
/// NSObject+RACKVOWrapper.m has it: KVO's change dictionaries with the options asked for (a prior
/// notification before each change, the old value, the initial value), the indexes of a to-many
/// change a collection proxy makes, a `weak` property's value watched for its deallocation, a
/// dynamic getter's value not watched, and Foundation's own operations and queues observable.
final class KVOWrapperSnippetTests: LeakCheckedTestCase {
  private static let node = #"""
    @interface Node : NSObject
    @property (nonatomic, copy) NSString *name;
    @property (nonatomic, weak) Node *friend;
    @property (nonatomic, strong) Node *child;
    @property (nonatomic, copy) NSOrderedSet *items;
    @property (nonatomic, readonly) Node *fresh;
    @end
    @implementation Node
    - (Node *)fresh {
        Node *node = [Node new];
        node.name = @"fresh";
        return node;
    }
    @end

    """#

  func testAPriorNotificationCarriesTheValueBeforeTheChangeAndThePosteriorOneTheValueAfter() {
    assertPrints(
      Self.node + #"""
        Node *node = [Node new];
        node.name = @"a";
        NSKeyValueObservingOptions options = NSKeyValueObservingOptionPrior | NSKeyValueObservingOptionOld | NSKeyValueObservingOptionNew;
        [node rac_observeKeyPath:@"name" options:options observer:nil block:^(id value, NSDictionary *change, BOOL causedByDealloc, BOOL onlyLast) {
            NSLog(@"%@ prior=%@ old=%@ new=%@ dealloc=%d last=%d", value, change[NSKeyValueChangeNotificationIsPriorKey] ?: @0,
                change[NSKeyValueChangeOldKey], change[NSKeyValueChangeNewKey], causedByDealloc, onlyLast);
        }];
        node.name = @"b";
        node.name = @"c";
        """#,
      [
        "a prior=1 old=a new=(null) dealloc=0 last=1", "b prior=0 old=a new=b dealloc=0 last=1",
        "b prior=1 old=b new=(null) dealloc=0 last=1", "c prior=0 old=b new=c dealloc=0 last=1",
      ])
  }

  func testTheInitialValueComesFirstAndADisposedObservationHearsNoMore() {
    assertPrints(
      Self.node + #"""
        Node *node = [Node new];
        node.name = @"a";
        RACDisposable *observation = [node rac_observeKeyPath:@"name" options:NSKeyValueObservingOptionInitial observer:nil
            block:^(id value, NSDictionary *change, BOOL causedByDealloc, BOOL onlyLast) {
            NSLog(@"%@ with %lu keys", value, (unsigned long)change.count);
        }];
        node.name = @"b";
        [observation dispose];
        node.name = @"c";
        NSLog(@"end");
        """#,
      ["a with 2 keys", "b with 1 keys", "end"])
  }

  func testACollectionProxysChangesAreInsertionsRemovalsAndReplacementsAtTheirIndexes() {
    assertPrints(
      Self.node + #"""
        Node *node = [Node new];
        node.child = [Node new];
        node.child.items = [NSOrderedSet orderedSetWithObject:@0];
        NSKeyValueObservingOptions options = NSKeyValueObservingOptionPrior | NSKeyValueObservingOptionOld | NSKeyValueObservingOptionNew;
        [node rac_observeKeyPath:@"child.items" options:options observer:nil block:^(NSOrderedSet *value, NSDictionary *change, BOOL causedByDealloc, BOOL onlyLast) {
            // An absent `old` or `new` joins to nil: `(null)`.
            NSIndexSet *indexes = change[NSKeyValueChangeIndexesKey];
            NSLog(@"kind %@ prior %@ at %lu: %@ old [%@] new [%@] last=%d", change[NSKeyValueChangeKindKey],
                change[NSKeyValueChangeNotificationIsPriorKey] ?: @0, (unsigned long)indexes.firstIndex,
                [value.array componentsJoinedByString:@","], [change[NSKeyValueChangeOldKey] componentsJoinedByString:@","],
                [change[NSKeyValueChangeNewKey] componentsJoinedByString:@","], onlyLast);
        }];
        NSMutableOrderedSet *items = [node mutableOrderedSetValueForKeyPath:@"child.items"];
        [items insertObject:@1 atIndex:0];
        [items replaceObjectAtIndex:1 withObject:@2];
        [items removeObjectAtIndex:0];
        """#,
      [
        "kind 2 prior 1 at 0: 0 old [(null)] new [(null)] last=1",
        "kind 2 prior 0 at 0: 1,0 old [(null)] new [1] last=1",
        "kind 4 prior 1 at 1: 1,0 old [0] new [(null)] last=1", "kind 4 prior 0 at 1: 1,2 old [0] new [2] last=1",
        "kind 3 prior 1 at 0: 1,2 old [1] new [(null)] last=1", "kind 3 prior 0 at 0: 2 old [1] new [(null)] last=1",
      ])
  }

  /// A `weak` property goes nil without a KVO notification; RAC's wrapper hears of it through the
  /// value's `rac_deallocDisposable`. A getter that makes a new object each time is not watched.
  func testAWeakValuesDeallocationIsAChangeAndADynamicGettersValueIsNotWatched() {
    assertPrints(
      Self.node + #"""
        Node *node = [Node new];
        @autoreleasepool {
            Node *friend = [Node new];
            node.friend = friend;
            [node rac_observeKeyPath:@"friend" options:0 observer:nil block:^(id value, NSDictionary *change, BOOL causedByDealloc, BOOL onlyLast) {
                NSLog(@"friend %@ dealloc=%d new=%@", value, causedByDealloc, change[NSKeyValueChangeNewKey]);
            }];
            [node rac_observeKeyPath:@"fresh.name" options:NSKeyValueObservingOptionInitial observer:nil block:^(id value, NSDictionary *change, BOOL causedByDealloc, BOOL onlyLast) {
                NSLog(@"fresh %@ dealloc=%d last=%d", value, causedByDealloc, onlyLast);
            }];
        }
        NSLog(@"end");
        """#,
      ["fresh fresh dealloc=0 last=0", "friend (null) dealloc=1 new=<null>", "end"])
  }

  func testFoundationsOperationsAndQueuesAreObservable() {
    assertPrints(
      #"""
      NSBlockOperation *operation = [NSBlockOperation blockOperationWithBlock:^{ NSLog(@"runs"); }];
      [operation rac_observeKeyPath:@"isFinished" options:NSKeyValueObservingOptionNew observer:nil block:^(id value, NSDictionary *change, BOOL causedByDealloc, BOOL onlyLast) {
          NSLog(@"finished %@", change[NSKeyValueChangeNewKey]);
      }];
      [operation start];
      [operation waitUntilFinished];
      NSOperationQueue *queue = [[NSOperationQueue alloc] init];
      RACDisposable *observation = [queue rac_observeKeyPath:@"name" options:0 observer:nil block:^(id value, NSDictionary *change, BOOL causedByDealloc, BOOL onlyLast) {
          NSLog(@"name %@", value);
      }];
      queue.name = @"first";
      [queue addOperationWithBlock:^{ NSLog(@"queued"); }];
      [queue waitUntilAllOperationsAreFinished];
      [observation dispose];
      queue.name = @"second";
      NSLog(@"%@", queue.name);
      """#,
      ["runs", "finished 1", "name first", "queued", "second"])
  }

  /// The disposable returned for Foundation's object is one of its own, as NSObject+RACKVOWrapper.m
  /// returns it: the observation is held by the two objects' deallocation disposables, not by the
  /// caller, so a weak reference to the returned one is nil once the pool lets it go, and the target's
  /// end leaves nothing (RAC's RACKVOWrapperSpec: "stops KVO on NSObject subclasses").
  func testTheDisposableReturnedForAFoundationObjectIsHeldByNobodyElse() {
    assertPrints(
      #"""
      __weak id weakTarget = nil;
      __weak id identifier = nil;
      NSObject *observer = [NSObject new];
      @autoreleasepool {
        NSOperation *target = [[NSOperation alloc] init];
        weakTarget = target;
        identifier = [target rac_observeKeyPath:@"isFinished" options:0 observer:observer block:^(id value, NSDictionary *change, BOOL causedByDealloc, BOOL onlyLast) {}];
        NSLog(@"in the pool %d %@", identifier != nil, [identifier class]);
      }
      NSLog(@"after it %d %d", weakTarget != nil, identifier != nil);
      """#,
      ["in the pool 1 RACDisposable", "after it 0 0"])
  }

  func testValuesAndChangesOfTheProgramsObjectsTakeEveryOption() {
    assertPrints(
      Self.node + #"""
        Node *node = [Node new];
        node.name = @"a";
        NSKeyValueObservingOptions options = NSKeyValueObservingOptionPrior | NSKeyValueObservingOptionOld;
        [[node rac_valuesAndChangesForKeyPath:@"name" options:options observer:nil] subscribeNext:^(RACTuple *x) {
            NSDictionary *change = x[1];
            NSLog(@"%@ prior=%@ old=%@", x[0], change[NSKeyValueChangeNotificationIsPriorKey] ?: @0, change[NSKeyValueChangeOldKey]);
        } completed:^{
            NSLog(@"completed");
        }];
        node.name = @"b";
        node = nil;
        """#,
      ["a prior=1 old=a", "b prior=0 old=a", "completed"])
  }

  /// What the host's Objective-C for runs on RAC's source (`KeyValueSignals.m`) keeps native: the
  /// change observation of one key, with the old value and the prior notification when asked for.
  func testTheHostsChangeObservationTakesTheOldValueAndThePriorNotification() {
    assertPrints(
      Self.node + #"""
        Node *node = [Node new];
        node.name = @"a";
        NSKeyValueObservingOptions options = NSKeyValueObservingOptionInitial | NSKeyValueObservingOptionPrior | NSKeyValueObservingOptionOld;
        RACDisposable *observation = [node walkthroughObserveChangesOfKey:@"name" options:options block:^(id value, NSDictionary *change) {
            NSLog(@"%@ prior=%@ old=%@ new=%@", value, change[NSKeyValueChangeNotificationIsPriorKey] ?: @0,
                change[NSKeyValueChangeOldKey], change[NSKeyValueChangeNewKey]);
        }];
        node.name = @"b";
        [observation dispose];
        node.name = @"c";
        NSLog(@"%d %d", [node walkthroughObservesKeyValues], [Node walkthroughObservesKeyValues]);
        """#,
      ["a prior=0 old=(null) new=a", "a prior=1 old=a new=(null)", "b prior=0 old=a new=(null)", "1 0"])
  }
}
