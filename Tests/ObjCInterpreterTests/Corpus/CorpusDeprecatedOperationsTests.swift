import XCTest

/// The names RAC 2.5 still answers for code written against RAC 2.0–2.4, the `-any` / `-all:`
/// family on signals, and a sequence's enumerator, as RAC 2.5 runs them (RACSignal+Operations.m's
/// `OperationsDeprecated`, RACStream.m's and RACSequence.m's `Deprecated` categories).
final class CorpusDeprecatedOperationsTests: LeakCheckedTestCase {
  func testTheCombineSpellingsOfTheFoldsRunTheReduceVersions() {
    assertPrints(
      """
      RACSequence *numbers = @[ @1, @2, @3 ].rac_sequence;
      id (^add)(NSNumber *, NSNumber *) = ^id(NSNumber *a, NSNumber *b) { return @(a.intValue + b.intValue); };
      NSLog(@"left %@", [numbers foldLeftWithStart:@0 combine:add]);
      NSLog(@"right %@", [numbers foldRightWithStart:@0 combine:^id(NSNumber *first, RACSequence *rest) {
        return @(first.intValue + [rest.head intValue]);
      }]);
      NSLog(@"scan %@", [[numbers scanWithStart:@10 combine:add] array]);
      [[numbers.signal aggregateWithStart:@100 combine:add] subscribeNext:^(id x) { NSLog(@"aggregate %@", x); }];
      """,
      ["left 6", "right 6", "scan (", "    11,", "    13,", "    16", ")", "aggregate 106"])
  }

  func testAnyCompletesAtTheFirstValueAndAllWaitsForCompletion() {
    assertPrints(
      """
      RACSubject *subject = [RACSubject subject];
      [[subject any] subscribeNext:^(id x) { NSLog(@"any %@", x); } completed:^{ NSLog(@"any completed"); }];
      [[subject all:^BOOL(NSNumber *x) { return x.intValue > 0; }] subscribeNext:^(id x) { NSLog(@"all %@", x); }
        completed:^{ NSLog(@"all completed"); }];
      [[subject any:^BOOL(NSNumber *x) { return x.intValue > 5; }] subscribeNext:^(id x) { NSLog(@"any: %@", x); }
        completed:^{ NSLog(@"any: completed"); }];
      [subject sendNext:@1];
      NSLog(@"sent 1");
      [subject sendNext:@7];
      [subject sendCompleted];
      """,
      ["any 1", "any completed", "sent 1", "any: 1", "any: completed", "all 1", "all completed"])
  }

  func testAllSendsNoAtTheFirstValueThatFails() {
    assertPrints(
      """
      RACSubject *subject = [RACSubject subject];
      [[subject all:^BOOL(NSNumber *x) { return x.intValue > 0; }] subscribeNext:^(id x) { NSLog(@"all %@", x); }
        completed:^{ NSLog(@"completed"); }];
      [subject sendNext:@1];
      [subject sendNext:@-1];
      NSLog(@"before completion");
      [subject sendCompleted];
      """,
      ["all 0", "completed", "before completion"])
  }

  func testBufferSendsATupleOfEachFullWindow() {
    assertPrints(
      """
      RACSubject *subject = [RACSubject subject];
      [[subject buffer:2] subscribeNext:^(RACTuple *x) { NSLog(@"%@ %@", x.first, x.second); }
        completed:^{ NSLog(@"completed"); }];
      [subject sendNext:@1]; [subject sendNext:@2]; [subject sendNext:@3]; [subject sendNext:@4];
      [subject sendNext:@5];
      [subject sendCompleted];
      """,
      ["1 2", "3 4", "completed"])
  }

  func testLetGivesTheBlockOneSharedSubscription() {
    assertPrints(
      """
      __block int subscriptions = 0;
      RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        subscriptions++;
        [subscriber sendNext:@3];
        [subscriber sendCompleted];
        return nil;
      }];
      [[source let:^RACSignal *(RACSignal *shared) {
        return [RACSignal merge:@[ shared, [shared map:^id(NSNumber *x) { return @(x.intValue * 2); }] ]];
      }] subscribeNext:^(id x) { NSLog(@"%@", x); }];
      NSLog(@"subscriptions %d", subscriptions);
      """,
      ["3", "6", "subscriptions 1"])
  }

  func testStartRunsItsBlockOnABackgroundSchedulerAndReportsSuccessOrError() {
    assertPrints(
      """
      [[RACSignal start:^id(BOOL *success, NSError **error) { return @42; }]
        subscribeNext:^(id x) { NSLog(@"value %@", x); } completed:^{ NSLog(@"completed"); }];
      [[RACSignal start:^id(BOOL *success, NSError **error) {
        *success = NO;
        *error = [NSError errorWithDomain:@"start" code:7 userInfo:nil];
        return nil;
      }] subscribeError:^(NSError *error) { NSLog(@"error %ld", (long)error.code); }];
      NSLog(@"subscribed");
      """,
      ["subscribed", "value 42", "completed", "error 7"])
  }

  func testASequencesEnumeratorWalksItFromTheStartOnce() {
    assertPrints(
      """
      RACSequence *letters = [@[ @"a", @"b", @"c" ].rac_sequence map:^id(NSString *x) {
        NSLog(@"forced %@", x);
        return x.uppercaseString;
      }];
      NSEnumerator *enumerator = letters.objectEnumerator;
      NSLog(@"first %@", [enumerator nextObject]);
      NSLog(@"rest %@", [enumerator allObjects]);
      NSLog(@"after %@", [enumerator nextObject]);
      NSLog(@"again %@", [letters.objectEnumerator nextObject]);
      """,
      [
        "forced a", "first A", "forced b", "forced c", "rest (", "    B,", "    C", ")", "after (null)", "again A",
      ])
  }

  func testDisposedIsTheIsDisposedProperty() {
    assertPrints(
      """
      RACDisposable *disposable = [RACDisposable disposableWithBlock:^{ NSLog(@"disposing"); }];
      NSLog(@"%d %d", disposable.disposed, disposable.isDisposed);
      [disposable dispose];
      NSLog(@"%d %d", disposable.disposed, disposable.isDisposed);
      """,
      ["0 0", "disposing", "1 1"])
  }

  func testSequenceManyAndMapPreviousAreFlattenMapAndCombinePrevious() {
    assertPrints(
      """
      RACSequence *numbers = @[ @1, @2 ].rac_sequence;
      NSLog(@"%@", [[numbers sequenceMany:^{ return @[ @"x", @"y" ].rac_sequence; }] array]);
      NSLog(@"%@", [[numbers mapPreviousWithStart:@0 reduce:^id(NSNumber *previous, NSNumber *current) {
        return @(previous.intValue * 10 + current.intValue);
      }] array]);
      """,
      ["(", "    x,", "    y,", "    x,", "    y", ")", "(", "    1,", "    12", ")"])
  }

  func testToPropertyOnObjectSetsTheKeyPathAsSetKeyPathDoes() {
    assertPrints(
      """
      @interface Person : NSObject
      @property (nonatomic, copy) NSString *name;
      @end
      @implementation Person
      @end

      Person *person = [Person new];
      RACSubject *names = [RACSubject subject];
      [names toProperty:@"name" onObject:person];
      [names sendNext:@"Ada"];
      NSLog(@"%@", person.name);
      [[RACSignal return:nil] setKeyPath:@"name" onObject:person nilValue:@"nobody"];
      NSLog(@"%@", person.name);
      """,
      ["Ada", "nobody"])
  }

  func testASchedulerOnTheMainQueueRunsItsBlocksInALaterTurn() {
    assertPrints(
      """
      RACScheduler *scheduler = [RACScheduler schedulerWithQueue:dispatch_get_main_queue() name:@"main"];
      [scheduler schedule:^{ NSLog(@"ran"); }];
      NSLog(@"scheduled");
      """,
      ["scheduled", "ran"])
  }
}
