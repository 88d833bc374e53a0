import XCTest

/// Core Foundation's arrays, binary heap, references and date comparison, in the shapes RAC's
/// compound disposable and test scheduler use them.
final class CoreFoundationTests: LeakCheckedTestCase {
  func testAMutableArrayWithTheTypeCallbacksGrowsShrinksAndCopies() {
    assertPrints(
      #"""
      static CFMutableArrayRef makeArray(void) {
        CFArrayCallBacks callbacks = kCFTypeArrayCallBacks;
        callbacks.equal = NULL;
        return CFArrayCreateMutable(NULL, 0, &callbacks);
      }
      CFMutableArrayRef array = makeArray();
      CFArrayAppendValue(array, (__bridge void *)@"a");
      CFArrayAppendValue(array, (__bridge void *)@"b");
      NSArray *more = @[@"skipped", @"also skipped", @"c", @"d"];
      CFRange range = CFRangeMake(2, (CFIndex)more.count - 2);
      CFArrayAppendArray(array, (__bridge CFArrayRef)more, range);
      NSLog(@"count %ld, range {%ld, %ld}", CFArrayGetCount(array), range.location, range.length);
      for (CFIndex i = CFArrayGetCount(array) - 1; i >= 0; i--) {
        const void *item = CFArrayGetValueAtIndex(array, i);
        if ([(__bridge id)item isEqual:@"b"]) CFArrayRemoveValueAtIndex(array, i);
      }
      CFArrayRef copy = CFArrayCreateCopy(NULL, array);
      CFArrayAppendValue(array, (__bridge void *)@"e");
      NSLog(@"%@ | %@", [(__bridge NSArray *)copy componentsJoinedByString:@","], [(__bridge NSArray *)array componentsJoinedByString:@","]);
      CFRelease(copy);
      CFRelease(array);
      CFArrayCallBacks untouched = kCFTypeArrayCallBacks;
      NSLog(@"equal is kept in the constant: %d", untouched.equal != NULL);
      """#,
      ["count 4, range {2, 2}", "a,c,d | a,c,d,e", "equal is kept in the constant: 1"])
  }

  func testApplyFunctionCallsTheProgramsFunctionWithEachValueAndTheContext() {
    assertPrints(
      #"""
      @interface Counter : NSObject
      @property (nonatomic) int count;
      @end
      @implementation Counter
      @end
      static void visit(const void *value, void *context) {
        Counter *counter = (__bridge id)context;
        counter.count++;
        NSLog(@"visit %@ (%d)", (__bridge id)value, counter.count);
      }
      CFMutableArrayRef array = CFArrayCreateMutable(NULL, 0, NULL);
      for (NSString *name in @[@"first", @"second", @"third"]) CFArrayAppendValue(array, (__bridge void *)name);
      Counter *counter = [[Counter alloc] init];
      CFArrayApplyFunction(array, CFRangeMake(1, CFArrayGetCount(array) - 1), &visit, (__bridge void *)counter);
      NSLog(@"visited %d", counter.count);
      CFRelease(array);
      """#,
      ["visit second (1)", "visit third (2)", "visited 2"])
  }

  func testAnIndexOutsideTheArrayIsAnErrorNotACrash() {
    assertFails(
      #"""
      CFMutableArrayRef array = CFArrayCreateMutable(NULL, 0, NULL);
      CFArrayAppendValue(array, (__bridge void *)@"only");
      CFArrayGetValueAtIndex(array, 1);
      """#,
      containing: "CFArrayGetValueAtIndex: index 1 is out of bounds (0..<1)", at: (3, 31))
  }

  func testTheApplierMustBeAFunctionOfTheProgram() {
    assertFails(
      #"""
      CFMutableArrayRef array = CFArrayCreateMutable(NULL, 0, NULL);
      CFArrayAppendValue(array, (__bridge void *)@"x");
      CFArrayApplyFunction(array, CFRangeMake(0, 1), &CFRelease, NULL);
      """#,
      containing: "CFArrayApplyFunction can call only C functions the program defines, not 'CFRelease'")
  }

  func testTheHeapOrdersByTheProgramsCompareFunctionAndCallsItsRetainAndRelease() {
    // Equal dates come out as Core Foundation's heap orders them: a2 (added later) before a1.
    assertPrints(
      #"""
      @interface Job : NSObject
      @property (nonatomic, strong) NSDate *date;
      @property (nonatomic, copy) NSString *name;
      @end
      @implementation Job
      @end
      static CFComparisonResult compareJobs(const void *ptr1, const void *ptr2, void *info) {
        Job *a = (__bridge id)ptr1;
        Job *b = (__bridge id)ptr2;
        return CFDateCompare((__bridge CFDateRef)a.date, (__bridge CFDateRef)b.date, NULL);
      }
      static const void *retainJob(CFAllocatorRef allocator, const void *ptr) {
        NSLog(@"retain %@", ((__bridge Job *)ptr).name);
        return CFRetain(ptr);
      }
      static void releaseJob(CFAllocatorRef allocator, const void *ptr) {
        NSLog(@"release %@", ((__bridge Job *)ptr).name);
        CFRelease(ptr);
      }
      CFBinaryHeapCallBacks callbacks = (CFBinaryHeapCallBacks){
        .version = 0,
        .retain = &retainJob,
        .release = &releaseJob,
        .copyDescription = &CFCopyDescription,
        .compare = &compareJobs
      };
      CFBinaryHeapRef heap = CFBinaryHeapCreate(NULL, 0, &callbacks, NULL);
      NSDate *start = [NSDate date];
      NSArray *offsets = @[@3, @1, @2, @1, @1.5, @0];
      NSArray *names = @[@"c", @"a1", @"b", @"a2", @"ab", @"first"];
      for (NSUInteger i = 0; i < offsets.count; i++) {
        Job *job = [[Job alloc] init];
        job.date = [start dateByAddingTimeInterval:[offsets[i] doubleValue]];
        job.name = names[i];
        CFBinaryHeapAddValue(heap, (__bridge void *)job);
      }
      NSLog(@"count %ld", CFBinaryHeapGetCount(heap));
      while (YES) {
        const void *jobPtr = NULL;
        if (!CFBinaryHeapGetMinimumIfPresent(heap, &jobPtr)) break;
        Job *job = (__bridge id)jobPtr;
        CFBinaryHeapRemoveMinimumValue(heap);
        NSLog(@"ran %@", job.name);
      }
      NSLog(@"count %ld", CFBinaryHeapGetCount(heap));
      CFRelease(heap);
      """#,
      [
        "retain c", "retain a1", "retain b", "retain a2", "retain ab", "retain first", "count 6",
        "release first", "ran first", "release a2", "ran a2", "release a1", "ran a1", "release ab", "ran ab",
        "release b", "ran b", "release c", "ran c", "count 0",
      ])
  }

  func testAHeapOfNumbersWithOnlyACompareFunction() {
    assertPrints(
      #"""
      static CFComparisonResult descending(const void *a, const void *b, void *info) {
        NSInteger x = [(__bridge NSNumber *)a integerValue];
        NSInteger y = [(__bridge NSNumber *)b integerValue];
        return x > y ? kCFCompareLessThan : x < y ? kCFCompareGreaterThan : kCFCompareEqualTo;
      }
      CFBinaryHeapRef heap = CFBinaryHeapCreate(NULL, 0, &descending, NULL);
      for (NSNumber *n in @[@4, @9, @1, @7]) CFBinaryHeapAddValue(heap, (__bridge void *)n);
      NSMutableArray *order = [NSMutableArray array];
      while (CFBinaryHeapGetCount(heap) > 0) {
        [order addObject:(__bridge id)CFBinaryHeapGetMinimum(heap)];
        CFBinaryHeapRemoveMinimumValue(heap);
      }
      const void *none = NULL;
      NSLog(@"%@ %d", [order componentsJoinedByString:@" "], CFBinaryHeapGetMinimumIfPresent(heap, &none));
      CFRelease(heap);
      """#,
      ["9 7 4 1 0"])
  }

  func testAHeapKeptOnlyByAnAssignPropertyLivesUntilItsCFRelease() {
    assertPrints(
      #"""
      static CFComparisonResult byValue(const void *a, const void *b, void *info) {
        return (CFComparisonResult)[(__bridge NSNumber *)a compare:(__bridge NSNumber *)b];
      }
      @interface Queue : NSObject
      @property (nonatomic, assign, readonly) CFBinaryHeapRef heap;
      @end
      @implementation Queue
      - (instancetype)init {
        self = [super init];
        CFBinaryHeapCallBacks callbacks = (CFBinaryHeapCallBacks){ .compare = &byValue };
        _heap = CFBinaryHeapCreate(NULL, 0, &callbacks, NULL);
        return self;
      }
      - (void)dealloc {
        if (_heap != NULL) CFRelease(_heap);
      }
      @end
      Queue *queue = [[Queue alloc] init];
      CFBinaryHeapAddValue(queue.heap, (__bridge void *)@2);
      CFBinaryHeapAddValue(queue.heap, (__bridge void *)@1);
      NSLog(@"%@ of %ld", (__bridge id)CFBinaryHeapGetMinimum(queue.heap), CFBinaryHeapGetCount(queue.heap));
      """#,
      ["1 of 2"])
  }

  func testReferencesAreTheObjectsThemselves() {
    assertPrints(
      #"""
      NSObject *object = [[NSObject alloc] init];
      void *retained = (void *)CFBridgingRetain(object);
      NSLog(@"%d", retained == (__bridge void *)object);
      id back = CFBridgingRelease(retained);
      NSLog(@"%d %d", back == object, CFRetain((__bridge CFTypeRef)object) == (__bridge CFTypeRef)object);
      CFRelease((__bridge CFTypeRef)object);
      NSLog(@"%@ %@", CFBridgingRelease(NULL), CFBridgingRetain(nil));
      """#,
      ["1", "1 1", "(null) (null)"])
  }

  func testReleasingNullIsTheCrashItWouldBe() {
    assertFails("CFRelease(NULL);", containing: "CFRelease(NULL) crashes", at: (1, 11))
  }

  func testDatesCompareAsCFComparisonResults() {
    assertPrints(
      #"""
      NSDate *early = [NSDate date];
      NSDate *late = [early dateByAddingTimeInterval:0.5];
      NSLog(@"%ld %ld %ld", CFDateCompare((__bridge CFDateRef)early, (__bridge CFDateRef)late, NULL),
            CFDateCompare((__bridge CFDateRef)late, (__bridge CFDateRef)early, NULL),
            CFDateCompare((__bridge CFDateRef)early, (__bridge CFDateRef)[early dateByAddingTimeInterval:0], NULL));
      NSLog(@"%d", kCFCompareLessThan == -1 && kCFCompareEqualTo == 0 && kCFCompareGreaterThan == 1);
      """#,
      ["-1 1 0", "1"])
  }
}
