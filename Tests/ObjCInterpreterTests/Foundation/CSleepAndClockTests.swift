import ObjCInterpreter
import XCTest

/// C's `sleep` and `usleep` on a queue, as throttle and debounce demos space their sends, and the
/// clocks a snippet times itself with: all on the run's virtual clock, the same on every run.
final class CSleepAndClockTests: LeakCheckedTestCase {
  func testSleepsOnABackgroundQueueSpaceSendsOnTheRunsClock() {
    assertPrints(
      #"""
      RACSubject *subject = [RACSubject subject];
      [[subject throttle:1] subscribeNext:^(id x) { NSLog(@"throttled %@", x); }];
      CFAbsoluteTime start = CFAbsoluteTimeGetCurrent();
      dispatch_async(dispatch_get_global_queue(0, 0), ^{
        [subject sendNext:@1];
        usleep(500000);
        [subject sendNext:@2];
        unsigned int left = sleep(2);
        [subject sendNext:@3];
        [subject sendCompleted];
        NSLog(@"%u left, sent all after %.1f s", left, CFAbsoluteTimeGetCurrent() - start);
      });
      [[NSRunLoop mainRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:5]];
      NSLog(@"main after %.1f s", CACurrentMediaTime() - start);
      """#,
      ["throttled 2", "throttled 3", "0 left, sent all after 2.5 s", "main after 5.0 s"])
  }

  /// C converts a sleep's argument to `unsigned int`: `sleep(-1)` asks for 4,294,967,295 seconds,
  /// past the run's virtual time, and `sleep(1.9)` for one second.
  func testASleepsArgumentIsCsUnsignedInt() {
    let run = SnippetRun.run(
      #"""
      CFAbsoluteTime start = CFAbsoluteTimeGetCurrent();
      sleep(1.9);
      NSLog(@"%.1f", CFAbsoluteTimeGetCurrent() - start);
      usleep(-1);
      NSLog(@"never");
      """#,
      limits: Interpreter.Limits(maxVirtualSeconds: 60))
    XCTAssertEqual(run.output, ["1.0"])
    XCTAssertEqual(
      run.error?.message,
      "the thread would sleep past the run's 60 s of virtual time (a sleep that ends so late never wakes here)")
    XCTAssertEqual(run.error?.location.line, 4)
  }
}
