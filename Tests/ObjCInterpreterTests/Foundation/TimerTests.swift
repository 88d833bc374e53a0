import XCTest

/// `NSTimer` and `-performSelector:withObject:afterDelay:` on the main run loop, the run's main
/// queue on its virtual clock: firings in time order, a repeating timer until it is invalidated.
final class TimerTests: LeakCheckedTestCase {
  func testTimersFireOnTheRunLoopInTimeOrderUntilInvalidated() {
    assertPrints(
      #"""
      @interface Ticker : NSObject
      @property (nonatomic) int count;
      @end
      @implementation Ticker
      - (void)tick:(NSTimer *)timer {
        self.count++;
        NSLog(@"tick %d %@", self.count, timer.userInfo);
        if (self.count == 2) [timer invalidate];
      }
      - (void)greet:(NSString *)name { NSLog(@"hello %@", name); }
      @end
      Ticker *ticker = [Ticker new];
      [NSTimer scheduledTimerWithTimeInterval:1 target:ticker selector:@selector(tick:) userInfo:@"info" repeats:YES];
      [ticker performSelector:@selector(greet:) withObject:@"bob" afterDelay:1.5];
      NSTimer *once = [NSTimer timerWithTimeInterval:0.5 repeats:NO block:^(NSTimer *timer) {
        NSLog(@"once %d", timer.isValid);
      }];
      [[NSRunLoop mainRunLoop] addTimer:once forMode:NSDefaultRunLoopMode];
      NSLog(@"scheduled %d", once.isValid);
      """#,
      ["scheduled 1", "once 0", "tick 1 info", "hello bob", "tick 2 info"])
  }

  func testRunUntilDateRunsTheTimersDueBeforeIt() {
    assertPrints(
      #"""
      __block int fired = 0;
      NSTimer *timer = [NSTimer scheduledTimerWithTimeInterval:0.25 repeats:YES block:^(NSTimer *t) { fired++; }];
      [[NSRunLoop currentRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:1]];
      [timer invalidate];
      NSLog(@"%d %d", fired, timer.isValid);
      """#,
      ["4 0"])
  }

  /// An interval of 0, less or NaN is Foundation's 0.1 ms; an infinite one never comes: its timer
  /// waits past the run's virtual time, as a far `afterDelay:` does, instead of firing at once.
  func testOddIntervalsFireSoonAndAnInfiniteOneNever() {
    assertPrints(
      #"""
      for (NSNumber *interval in @[@0, @-1, @(NAN)]) {
        [NSTimer scheduledTimerWithTimeInterval:interval.doubleValue repeats:NO block:^(NSTimer *t) {
          NSLog(@"fired after %@", interval);
        }];
      }
      [[NSRunLoop currentRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:0.001]];
      """#,
      ["fired after 0", "fired after -1", "fired after nan"])
    assertFails(
      #"""
      [NSTimer scheduledTimerWithTimeInterval:INFINITY repeats:NO block:^(NSTimer *t) { NSLog(@"never"); }];
      NSLog(@"scheduled");
      """#,
      containing: "virtual time")
  }
}
