import XCTest

/// RACCommand as the RAC 2.x posts drive it: executionSignals, executing, switchToLatest, and the
/// main-thread delivery RAC 2.5 gives them (`deliverOn:RACScheduler.mainThreadScheduler`, so values
/// arrive after -execute: returns).
final class CorpusCommandTests: LeakCheckedTestCase {
  func testExecutingStartsNoThenFollowsTheExecution() {
    assertPrints(
      """
      RACCommand *load = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
        NSLog(@"block with %@", input);
        return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
          [s sendNext:[NSString stringWithFormat:@"page %@", input]];
          [s sendCompleted];
          return nil;
        }];
      }];
      [load.executionSignals.switchToLatest subscribeNext:^(id x) { NSLog(@"result %@", x); }];
      [load.executing subscribeNext:^(NSNumber *busy) { NSLog(@"busy %@", busy); }];
      [load execute:@3];
      NSLog(@"execute returned");
      """,
      // `load` is a local, but the main run loop's autorelease pool keeps it until the main queue's
      // work of this turn is done (Interpreter.mainRunLoopPool), so the execution's end is seen.
      ["busy 0", "block with 3", "execute returned", "busy 1", "result page 3", "busy 0"])
  }

  func testExecuteReturnsAReplayedSignalOfTheExecution() {
    assertPrints(
      """
      RACCommand *echo = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
        return [RACSignal return:input];
      }];
      [[echo execute:@"hi"] subscribeNext:^(id x) { NSLog(@"%@", x); } completed:^{ NSLog(@"done"); }];
      """,
      ["hi", "done"])
  }

  func testErrorsOfAnExecutionGoToTheErrorsSignal() {
    assertPrints(
      """
      RACCommand *fail = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
        return [RACSignal error:[NSError errorWithDomain:@"cmd" code:7 userInfo:nil]];
      }];
      [fail.errors subscribeNext:^(NSError *e) { NSLog(@"error %@ %ld", e.domain, (long)e.code); }];
      [fail execute:nil];
      """,
      ["error cmd 7"])
  }
}
