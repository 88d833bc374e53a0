import XCTest

/// What command-line samples end `main` with: a run loop run for good (`-[NSRunLoop run]`,
/// `CFRunLoopRun()`, `dispatch_main()`) turns every queue until nothing is left, and `exit()`
/// ends the program where it is called, with nothing queued run after it.
final class RunLoopRunForGoodTests: LeakCheckedTestCase {
  func testEachRunLoopRunForGoodTurnsUntilNothingIsLeftThenTheProgramGoesOn() {
    for call in [
      "[[NSRunLoop currentRunLoop] run];", "[[NSRunLoop mainRunLoop] run];", "CFRunLoopRun();", "dispatch_main();",
    ] {
      assertPrints(
        """
        int main(void) {
          [[[RACSignal interval:1 onScheduler:[RACScheduler mainThreadScheduler]] take:2]
            subscribeNext:^(id x) { NSLog(@"tick"); } completed:^{ NSLog(@"done"); }];
          \(call)
          NSLog(@"after");
          return 0;
        }
        """,
        ["tick", "tick", "done", "after"])
    }
  }

  func testExitEndsTheProgramWhereItIsCalledWithNothingQueuedRunAfterIt() {
    assertPrints(
      """
      dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"queued"); });
      NSLog(@"before");
      exit(0);
      NSLog(@"after");
      """,
      ["before"])
  }

  /// The sample's usual shape: the last block the program waits for calls `exit`, and the run
  /// loop run for good never returns.
  func testExitInTheLastBlockEndsARunLoopRunForGood() {
    assertPrints(
      """
      int main(void) {
        [[[RACSignal return:@1] delay:1] subscribeNext:^(id x) { NSLog(@"got %@", x); }
          completed:^{ NSLog(@"bye"); exit(EXIT_SUCCESS); }];
        CFRunLoopRun();
        NSLog(@"never");
      }
      """,
      ["got 1", "bye"])
  }
}
