import XCTest

/// Hot signals as the RAC 2.x posts show them: who hears what, and when, on virtual time.
final class CorpusSubjectsTests: LeakCheckedTestCase {
  func testLateSubscribersOfAPlainSubjectMissEarlierValuesButAReplaySubjectReplaysThem() {
    assertPrints(
      """
      RACSubject *live = [RACSubject subject];
      RACReplaySubject *recorded = [RACReplaySubject subject];
      [[RACScheduler mainThreadScheduler] afterDelay:0.5 schedule:^{
        [live subscribeNext:^(id x) { NSLog(@"early live %@", x); }];
        [recorded subscribeNext:^(id x) { NSLog(@"early recorded %@", x); }];
      }];
      [[RACScheduler mainThreadScheduler] afterDelay:1 schedule:^{
        [live sendNext:@"one"];
        [recorded sendNext:@"one"];
      }];
      [[RACScheduler mainThreadScheduler] afterDelay:1.5 schedule:^{
        [live subscribeNext:^(id x) { NSLog(@"late live %@", x); }];
        [recorded subscribeNext:^(id x) { NSLog(@"late recorded %@", x); }];
      }];
      [[RACScheduler mainThreadScheduler] afterDelay:2 schedule:^{
        [live sendNext:@"two"];
      }];
      """,
      ["early live one", "early recorded one", "late recorded one", "early live two", "late live two"])
  }

  func testABehaviorSubjectMadeWithPlainSubjectStartsWithNil() {
    assertPrints(
      """
      RACBehaviorSubject *state = [RACBehaviorSubject subject];
      [state subscribeNext:^(id x) { NSLog(@"A %@", x); }];
      [state sendNext:@7];
      [state subscribeNext:^(id x) { NSLog(@"B %@", x); }];
      """,
      ["A (null)", "A 7", "B 7"])
  }

  func testReplayLastGivesALateSubscriberOnlyTheNewestValue() {
    assertPrints(
      """
      RACSubject *source = [RACSubject subject];
      RACSignal *last = [source replayLast];
      [source sendNext:@"x"];
      [source sendNext:@"y"];
      [last subscribeNext:^(id v) { NSLog(@"late %@", v); }];
      [source sendNext:@"z"];
      """,
      ["late y", "late z"])
  }

  func testReplayRunsTheSideEffectOnceAtOnceAndReplayLazilyOnlyOnFirstSubscription() {
    // As in RAC 2.5: a subscription over a subject that never ends keeps its subscriber alive
    // (RACSubjectTests.testASubscriptionThatNeverEndsKeepsItsSubscriberAliveAsInRAC).
    expectsLeakedObjects = true
    assertPrints(
      """
      __block int runs = 0;
      RACSignal *work = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
        runs++;
        NSLog(@"work %d", runs);
        [s sendNext:@(runs)];
        return nil;
      }];
      RACSignal *eager = [work replay];
      NSLog(@"after replay");
      RACSignal *lazy = [work replayLazily];
      NSLog(@"after replayLazily");
      [eager subscribeNext:^(id x) { NSLog(@"eager %@", x); }];
      [lazy subscribeNext:^(id x) { NSLog(@"lazy %@", x); }];
      [lazy subscribeNext:^(id x) { NSLog(@"lazy again %@", x); }];
      """,
      ["work 1", "after replay", "after replayLazily", "eager 1", "work 2", "lazy 2", "lazy again 2"])
  }

  func testAPublishedConnectionSharesOneSubscriptionOnceConnected() {
    assertPrints(
      """
      RACSignal *request = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
        NSLog(@"request sent");
        [s sendNext:@"reply"];
        return nil;
      }];
      RACMulticastConnection *shared = [request publish];
      [shared.signal subscribeNext:^(id x) { NSLog(@"first got %@", x); }];
      [shared.signal subscribeNext:^(id x) { NSLog(@"second got %@", x); }];
      NSLog(@"connecting");
      [shared connect];
      [shared connect];
      """,
      ["connecting", "request sent", "first got reply", "second got reply"])
  }

  func testAutoconnectSubscribesTheSourceOnTheFirstSubscriberOnly() {
    // As in RAC 2.5: a subscription over a subject that never ends keeps its subscriber alive
    // (RACSubjectTests.testASubscriptionThatNeverEndsKeepsItsSubscriberAliveAsInRAC).
    expectsLeakedObjects = true
    assertPrints(
      """
      RACSignal *ticks = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
        NSLog(@"source subscribed");
        [[RACScheduler mainThreadScheduler] afterDelay:1 schedule:^{ [s sendNext:@"t1"]; }];
        [[RACScheduler mainThreadScheduler] afterDelay:2 schedule:^{ [s sendNext:@"t2"]; }];
        return nil;
      }];
      RACSignal *hot = [[ticks multicast:[RACSubject subject]] autoconnect];
      [hot subscribeNext:^(id x) { NSLog(@"one %@", x); }];
      [[RACScheduler mainThreadScheduler] afterDelay:1.5 schedule:^{
        [hot subscribeNext:^(id x) { NSLog(@"two %@", x); }];
      }];
      """,
      ["source subscribed", "one t1", "one t2", "two t2"])
  }

  func testASubjectCanSubscribeToAColdSignalToTurnItHot() {
    assertPrints(
      """
      RACSignal *cold = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
        NSLog(@"cold started");
        [[RACScheduler mainThreadScheduler] afterDelay:1 schedule:^{ [s sendNext:@"p"]; }];
        [[RACScheduler mainThreadScheduler] afterDelay:3 schedule:^{ [s sendNext:@"q"]; [s sendCompleted]; }];
        return nil;
      }];
      RACSubject *relay = [RACSubject subject];
      [relay subscribeNext:^(id x) { NSLog(@"A %@", x); } completed:^{ NSLog(@"A done"); }];
      [cold subscribe:relay];
      [[RACScheduler mainThreadScheduler] afterDelay:2 schedule:^{
        [relay subscribeNext:^(id x) { NSLog(@"B %@", x); }];
      }];
      """,
      ["cold started", "A p", "A q", "B q", "A done"])
  }
}
