import XCTest

/// Numbers a program hands the natives that would overflow a 64-bit integer (issue 37's crash
/// inputs, each once a Swift arithmetic trap): pointer arithmetic and indexes end with an error at
/// the line; libdispatch's times saturate as libdispatch saturates them; a semaphore's count past
/// `LONG_MAX` is libdispatch's crash, reported at the call.
final class NativeIntegerOverflowTests: LeakCheckedTestCase {
  func testPointerArithmeticPastTheLargestOffsetLeavesTheArray() {
    assertFails(
      #"""
      int a[4] = {1, 2, 3, 4};
      int *p = a + 1;
      int *q = p + INT64_MAX;
      NSLog(@"%d", *q);
      """#,
      containing: "pointer arithmetic leaves the array of 4", at: (3, 12))
    assertFails(
      #"""
      int a[4] = {1, 2, 3, 4};
      int *p = a + 1;
      int *q = p - INT64_MIN;
      """#,
      containing: "pointer arithmetic leaves the array of 4", at: (3, 12))
  }

  func testTheLargestIndexThroughAPointerIsOutsideTheArray() {
    assertFails(
      #"""
      int a[4] = {1, 2, 3, 4};
      int *p = a + 1;
      NSLog(@"%d", p[LLONG_MAX]);
      """#,
      containing: "index 9223372036854775807 is outside the array", at: (3, 15))
  }

  func testDispatchTimesSaturateAsLibdispatchDoes() {
    assertPrints(
      #"""
      NSLog(@"%d", dispatch_walltime(NULL, INT64_MAX) == DISPATCH_TIME_FOREVER);
      NSLog(@"%llu", dispatch_walltime(NULL, -INT64_MAX));
      NSLog(@"%d", dispatch_time(DISPATCH_TIME_FOREVER, 5) == DISPATCH_TIME_FOREVER);
      dispatch_time_t later = dispatch_time(DISPATCH_TIME_NOW, INT64_MAX);
      NSLog(@"%d", dispatch_time(later, INT64_MAX) == DISPATCH_TIME_FOREVER);
      NSLog(@"%llu", dispatch_time(DISPATCH_TIME_NOW, -INT64_MAX));
      NSLog(@"%d", dispatch_time(0x8000000000000000ull, 0) != 0);
      """#,
      ["1", "18446744073709551614", "1", "1", "0", "1"])
  }

  func testASemaphoreCountBelowZeroIsNullAndPastLongMaxIsLibdispatchsCrash() {
    assertPrints(
      #"""
      NSLog(@"%d", dispatch_semaphore_create(-1) == NULL);
      """#,
      ["1"])
    assertFails(
      #"""
      dispatch_semaphore_t semaphore = dispatch_semaphore_create(LONG_MAX);
      dispatch_semaphore_signal(semaphore);
      """#,
      containing: "dispatch_semaphore_signal past LONG_MAX crashes", at: (2, 26))
  }

  func testNSUIntegerMaxIsEveryValueForTakeSkipAndAReplaySubjectsCapacity() {
    assertPrints(
      #"""
      RACReplaySubject *all = [RACReplaySubject replaySubjectWithCapacity:RACReplaySubjectUnlimitedCapacity];
      [all sendNext:@1];
      [all sendNext:@2];
      [[all take:NSUIntegerMax] subscribeNext:^(id x) { NSLog(@"took %@", x); }];
      [[all skip:(NSUInteger)-1] subscribeNext:^(id x) { NSLog(@"skipped none of %@", x); }];
      [[all takeLast:NSUIntegerMax] subscribeNext:^(id x) { NSLog(@"last %@", x); }];
      [all sendNext:@3];
      [all sendCompleted];
      """#,
      ["took 1", "took 2", "took 3", "last 1", "last 2", "last 3"])
    assertFails(
      "[[[RACSignal return:@1] take:-1] subscribeNext:^(id x) {}];",
      containing: "argument 1 of -[RACReturnSignal take:] must be an NSUInteger (not negative), got int -1")
  }

  func testARangeEndingPastNSIntegerMaxIsOutOfBoundsAndNSMaxRangeWraps() {
    assertPrints(
      #"""
      NSLog(@"%lu", (unsigned long)NSMaxRange(NSMakeRange(NSIntegerMax, NSIntegerMax)));
      NSMutableString *m = [@"abc" mutableCopy];
      NSMutableArray *a = [@[@1, @2] mutableCopy];
      @try { [@"hello" substringWithRange:NSMakeRange(1, NSIntegerMax)]; } @catch (NSException *e) { NSLog(@"%@", e.name); }
      @try { [a subarrayWithRange:NSMakeRange(NSIntegerMax, 2)]; } @catch (NSException *e) { NSLog(@"%@", e.name); }
      @try { [m replaceCharactersInRange:NSMakeRange(1, NSIntegerMax) withString:@"z"]; } @catch (NSException *e) { NSLog(@"%@", e.name); }
      @try { [m deleteCharactersInRange:NSMakeRange(NSIntegerMax, NSIntegerMax)]; } @catch (NSException *e) { NSLog(@"%@", e.name); }
      @try { [a removeObjectsInRange:NSMakeRange(1, NSIntegerMax)]; } @catch (NSException *e) { NSLog(@"%@", e.name); }
      NSLog(@"%@ %lu", m, (unsigned long)a.count);
      """#,
      [
        "18446744073709551614", "NSRangeException", "NSRangeException", "NSRangeException", "NSRangeException",
        "NSRangeException", "abc 2",
      ])
  }

  func testAnIndexSetsRangePastNSNotFoundIsFoundationsException() {
    assertFails(
      "NSIndexSet *s = [NSIndexSet indexSetWithIndexesInRange:NSMakeRange(NSIntegerMax, NSIntegerMax)];",
      containing:
        "NSInvalidArgumentException: *** -[NSIndexSet initWithIndexesInRange:]: Range {9223372036854775807, 9223372036854775807} exceeds maximum index value of NSNotFound - 1",
      at: (1, 17))
  }

  func testAByteCountNearLLongMaxOverflowsTheBufferNotTheCount() {
    assertFails(
      "char buf[8];\nmemset(buf, 0, LLONG_MAX);", containing: "'memset' overflows: destination buffer has size 8")
    assertFails(
      "char a[8] = \"abc\", b[8];\nmemcpy(b, a, LLONG_MAX);",
      containing: "'memcpy' overflows: destination buffer has size 8")
  }

  func testANegativeStarWidthOrPrecisionIsReadAsCReadsIt() {
    assertPrints(
      #"""
      NSLog(@"[%.*s] [%*d]", -1, "abc", -4, 7);
      NSLog(@"%@", [NSString stringWithFormat:@"[%.*f]", -5, 1.5]);
      """#,
      ["[abc] [7   ]", "[1.500000]"])
  }
}
