import XCTest

/// RAC through the selector table: operators, subjects, multicasting, schedulers on the run's
/// virtual clock, reduce blocks of every arity, and the checks RAC's assertions make.
final class RACBridgeTests: LeakCheckedTestCase {
  func testReduceBlocksOfOneToSixArgumentsPickTheirOverload() {
    assertPrints(
      #"""
      RACSignal *a = [RACSignal return:@"a"];
      [[RACSignal combineLatest:@[a] reduce:^(id x) { return x; }] subscribeNext:^(id x) { NSLog(@"%@", x); }];
      [[RACSignal zip:@[a, a, a, a, a, a] reduce:^(id p, id q, id r, id s, id t, id u) {
        return [@[p, q, r, s, t, u] componentsJoinedByString:@""];
      }] subscribeNext:^(id x) { NSLog(@"%@", x); }];
      [[[RACSignal zip:@[a, a]] reduceEach:^(NSString *x, NSString *y) { return [x stringByAppendingString:y]; }]
        subscribeNext:^(id x) { NSLog(@"%@", x); }];
      """#,
      ["a", "aaaaaa", "aa"])
    assertFails(
      "[RACSignal combineLatest:@[] reduce:^(id a, id b, id c, id d, id e, id f, id g) { return a; }];",
      containing: "takes 7 arguments; 1 to 6 are supported")
  }

  func testTimersRunOnTheVirtualClock() {
    assertPrints(
      #"""
      [[[RACSignal interval:1 onScheduler:[RACScheduler mainThreadScheduler]] take:3]
        subscribeNext:^(NSDate *date) { NSLog(@"tick %@", date); }
        completed:^{ NSLog(@"done"); }];
      [[RACScheduler mainThreadScheduler] afterDelay:1.5 schedule:^{ NSLog(@"after 1.5 s"); }];
      dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(2.5 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
        NSLog(@"dispatch_after 2.5 s");
      });
      """#,
      [
        "tick 2001-01-01 00:00:01 +0000", "after 1.5 s", "tick 2001-01-01 00:00:02 +0000", "dispatch_after 2.5 s",
        "tick 2001-01-01 00:00:03 +0000", "done",
      ])
  }

  func testBackgroundSchedulersAreVirtualQueuesAndDeliverOnComesBack() {
    assertPrints(
      #"""
      [[[[RACSignal return:@1] subscribeOn:[RACScheduler scheduler]] deliverOnMainThread]
        subscribeNext:^(id x) { NSLog(@"%@ on main: %d", x, [NSThread isMainThread]); }];
      NSLog(@"subscribed");
      """#,
      ["subscribed", "1 on main: 1"])
  }

  func testSubjectsAndMulticasting() {
    assertPrints(
      #"""
      RACReplaySubject *replay = [RACReplaySubject subject];
      [replay sendNext:@1]; [replay sendNext:@2];
      [replay subscribeNext:^(id x) { NSLog(@"late %@", x); }];
      __block int subscriptions = 0;
      RACSignal *cold = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        subscriptions++;
        [subscriber sendNext:@(subscriptions)];
        return nil;
      }];
      RACMulticastConnection *connection = [cold publish];
      [connection.signal subscribeNext:^(id x) { NSLog(@"A %@", x); }];
      [connection.signal subscribeNext:^(id x) { NSLog(@"B %@", x); }];
      [connection connect];
      NSLog(@"subscriptions %d", subscriptions);
      """#,
      ["late 1", "late 2", "A 1", "B 1", "subscriptions 1"])
  }

  /// `retry:` resubscribes through `scheduleRecursiveBlock:` on the current scheduler, so on the
  /// (virtual) main thread its attempts come in later turns, after the code that follows.
  func testErrorsCatchAndRetry() {
    assertPrints(
      #"""
      __block int attempts = 0;
      RACSignal *flaky = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        attempts++;
        if (attempts < 3) {
          [subscriber sendError:[NSError errorWithDomain:@"Net" code:attempts userInfo:nil]];
        } else {
          [subscriber sendNext:@"ok"];
          [subscriber sendCompleted];
        }
        return nil;
      }];
      [[flaky retry:5] subscribeNext:^(id x) { NSLog(@"%@ after %d", x, attempts); }];
      [[[RACSignal error:[NSError errorWithDomain:@"E" code:1 userInfo:nil]] catch:^RACSignal *(NSError *error) {
        return [RACSignal return:error.domain];
      }] subscribeNext:^(id x) { NSLog(@"caught %@", x); }];
      """#,
      ["caught E", "ok after 3"])
  }

  func testDisposablesRunTheirBlocksOnce() {
    assertPrints(
      #"""
      RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        return [RACDisposable disposableWithBlock:^{ NSLog(@"cleaned up"); }];
      }];
      RACDisposable *disposable = [signal subscribeNext:^(id x) {}];
      [disposable dispose];
      [disposable dispose];
      NSLog(@"%d", disposable.isDisposed);
      """#,
      ["cleaned up", "1"])
  }

  func testABlockThatReturnsSomethingOtherThanASignalStopsTheRunAtTheBlock() {
    assertFails(
      "[[[RACSignal return:@1] flattenMap:^id(id x) {\n  return @2;\n}] subscribeNext:^(id x) {}];",
      containing: "returned '__NSCFNumber *', not a RACStream", at: (1, 36))
  }

  /// In RAC 2.5's words, the value as `%@` prints it (it read `Optional("text")`).
  func testAFailedRACAssertionStopsTheRunNamingTheValueAsRACDoes() {
    assertFails(
      "[[[RACSignal return:@\"text\"] not] subscribeNext:^(id x) {}];",
      containing: "RAC assertion failed: -not must only be used on a signal of NSNumbers. Instead, got: text")
    assertFails(
      "[[[RACSignal return:RACTuplePack(@YES, @\"no\")] and] subscribeNext:^(id x) {}];",
      containing:
        "RAC assertion failed: -and must only be used on a signal of RACTuples of NSNumbers. Instead, tuple contains a non-NSNumber value: <RACTuple"
    )
    assertFails(
      "[[[RACSignal return:@3] or] subscribeNext:^(id x) {}];",
      containing:
        "RAC assertion failed: -or must only be used on a signal of RACTuples of NSNumbers. Instead, received: 3")
  }

  func testASnippetsMethodOnARACClassReplacesTheCoresEvenWhereTheCoreCallsIt() {
    // The core's own -filter: calls -flattenMap:, which the snippet replaced.
    assertPrints(
      #"""
      @implementation RACStream (Counting)
      - (instancetype)flattenMap:(RACStream * (^)(id value))block {
        NSLog(@"the snippet's flattenMap:");
        return [self bind:^{
          return ^(id value, BOOL *stop) { return block(value) ?: [self.class empty]; };
        }];
      }
      @end
      [[[RACSignal return:@4] filter:^BOOL(NSNumber *n) { return n.integerValue > 3; }]
        subscribeNext:^(id x) { NSLog(@"%@", x); }];
      """#,
      ["the snippet's flattenMap:", "4"])
  }

  func testTheStopOutParameterOfABindingBlockEndsTheSource() {
    assertPrints(
      #"""
      RACSignal *numbers = @[@1, @2, @3].rac_sequence.signal;
      [[numbers bind:^{
        return ^RACSignal *(NSNumber *n, BOOL *stop) {
          if (n.integerValue == 2) *stop = YES;
          return [RACSignal return:n];
        };
      }] subscribeNext:^(id x) { NSLog(@"%@", x); } completed:^{ NSLog(@"completed"); }];
      """#,
      ["1", "2", "completed"])
  }
}
