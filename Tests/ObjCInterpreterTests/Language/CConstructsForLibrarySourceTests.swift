import XCTest

/// The C that RAC's own files are written in, on fixtures written here: `goto`, variadic methods
/// with `va_list`, fixed-size arrays, structs with brace initializers, `__func__`, `typedef enum :`,
/// file-scope declarations between methods, `__bridge` casts.
final class CConstructsForLibrarySourceTests: LeakCheckedTestCase {
  func testGotoJumpsForwardOutOfANestedLoopToItsLabel() {
    assertPrints(
      #"""
      int slots[3] = {7, 0, 9};
      int found = -1;
      {
        for (int i = 0; i < 3; i++) {
          if (slots[i] == 0) {
            found = i;
            goto foundSlot;
          }
        }
        NSLog(@"no free slot");
      foundSlot:;
      }
      NSLog(@"slot %d", found);
      """#,
      ["slot 1"])
  }

  /// A `void *` instance variable does not retain (C's pointers do not): RAC's `RACDisposable`
  /// keeps `(__bridge void *)self` in one as its "no block" mark, and the object must still go.
  func testAVoidPointerInstanceVariableDoesNotKeepItsObjectAlive() {
    assertPrints(
      #"""
      @interface Marked : NSObject {
        void * volatile _mark;
      }
      - (BOOL)isMarkedByItself;
      @end
      @implementation Marked
      - (instancetype)init {
        self = [super init];
        _mark = (__bridge void *)self;
        return self;
      }
      - (BOOL)isMarkedByItself { return _mark == (__bridge void *)self; }
      - (void)dealloc { NSLog(@"dealloc"); }
      @end
      Marked *marked = [[Marked alloc] init];
      NSLog(@"marked by itself: %d", [marked isMarkedByItself]);
      marked = nil;
      NSLog(@"after");
      """#,
      ["marked by itself: 1", "dealloc", "after"])
  }

  /// RAC's `-setKeyPath:onObject:nilValue:` keeps its object in a `__block void *` that its blocks
  /// share: the object must still go when its owner lets it go, and the pointer keeps its address
  /// (`&local` in a `void *` is not an object and is not lost).
  func testAVoidPointerLocalSharedByABlockDoesNotKeepItsObjectAlive() {
    assertPrints(
      #"""
      @interface Bound : NSObject
      @end
      @implementation Bound
      - (void)dealloc { NSLog(@"dealloc"); }
      @end
      int number = 7;
      void *address = &number;
      Bound *bound = [[Bound alloc] init];
      __block void * volatile objectPtr = (__bridge void *)bound;
      void (^check)(void) = ^{ NSLog(@"still there: %d", objectPtr != NULL); };
      check();
      bound = nil;
      NSLog(@"after; number %d", *(int *)address);
      """#,
      ["still there: 1", "dealloc", "after; number 7"])
  }

  func testGotoToALabelThatIsNotReachedFallsThroughWhenNoJumpHappens() {
    assertPrints(
      #"""
      int full[2] = {1, 2};
      {
        for (int i = 0; i < 2; i++) {
          if (full[i] == 0) goto done;
        }
        NSLog(@"appended");
      done:
        NSLog(@"after the label");
      }
      """#,
      ["appended", "after the label"])
  }

  func testAVariadicMethodHandsItsArgumentsToInitWithFormatArguments() {
    assertPrints(
      #"""
      @interface Named : NSObject
      @property (nonatomic, copy) NSString *name;
      - (instancetype)setNameWithFormat:(NSString *)format, ...;
      @end
      @implementation Named
      - (instancetype)setNameWithFormat:(NSString *)format, ... {
        va_list args;
        va_start(args, format);
        NSString *text = [[NSString alloc] initWithFormat:format arguments:args];
        va_end(args);
        self.name = text;
        return self;
      }
      @end
      Named *n = [[Named alloc] init];
      [n setNameWithFormat:@"[%@] -map: %d", @"signal", 3];
      NSLog(@"%@", n.name);
      """#,
      ["[signal] -map: 3"])
  }

  func testVaArgReadsTheVariadicArgumentsOneByOne() {
    assertPrints(
      #"""
      @interface Summer : NSObject
      - (int)sum:(int)count, ...;
      @end
      @implementation Summer
      - (int)sum:(int)count, ... {
        va_list args;
        va_start(args, count);
        int total = 0;
        for (int i = 0; i < count; i++) total += va_arg(args, int);
        va_end(args);
        return total;
      }
      @end
      NSLog(@"%d", [[[Summer alloc] init] sum:3, 4, 5, 6]);
      """#,
      ["15"])
  }

  func testAnInstanceVariableArrayKeepsItsElementsPerInstance() {
    assertPrints(
      #"""
      #define InlineCount 2
      @interface Holder : NSObject {
        NSString *_inline[InlineCount];
      }
      - (void)put:(NSString *)value at:(int)index;
      - (NSString *)at:(int)index;
      @end
      @implementation Holder
      - (void)put:(NSString *)value at:(int)index { _inline[index] = value; }
      - (NSString *)at:(int)index { return _inline[index]; }
      @end
      Holder *a = [[Holder alloc] init];
      Holder *b = [[Holder alloc] init];
      [a put:@"x" at:1];
      NSLog(@"%@ %@ %@", [a at:0], [a at:1], [b at:1]);
      """#,
      ["(null) x (null)"])
  }

  func testAnIndexPastAnArraysEndIsAnErrorNotAnOverflow() {
    assertFails(
      #"""
      int values[2];
      values[2] = 1;
      """#,
      containing: "index 2 is outside the array of 2", at: (2, 8))
  }

  func testAStructTakesDesignatedAndPositionalInitializersAndCopiesOnAssignment() {
    assertPrints(
      #"""
      typedef struct {
        long seconds;
        long nanoseconds;
      } Stamp;
      Stamp first = { .nanoseconds = 5, .seconds = 2 };
      Stamp second = { 7 };
      Stamp copy = first;
      copy.seconds = 99;
      NSLog(@"%ld %ld | %ld %ld | %ld", first.seconds, first.nanoseconds, second.seconds, second.nanoseconds, copy.seconds);
      """#,
      ["2 5 | 7 0 | 99"])
  }

  func testAPointerToAStructReadsAndWritesItsFieldsThroughTheArrow() {
    assertPrints(
      #"""
      struct counter { unsigned long state; unsigned long extra[3]; };
      static void bump(struct counter *c) {
        c->state = c->state + 1;
        c->extra[0] = 40;
      }
      struct counter value = { 0 };
      bump(&value);
      bump(&value);
      NSLog(@"%lu %lu", value.state, value.extra[0]);
      """#,
      ["2 40"])
  }

  func testACompoundLiteralMakesAStructOfTheLibrarysType() {
    assertPrints(
      #"""
      NSFastEnumerationState state = (NSFastEnumerationState){ .state = 3 };
      struct timespec walltime = { .tv_sec = 10, .tv_nsec = 500 };
      NSLog(@"%lu %lu %ld %ld", state.state, state.extra[4], walltime.tv_sec, walltime.tv_nsec);
      """#,
      ["3 0 10 500"])
  }

  func testAnUnknownFieldIsReportedWhereItIsNamed() {
    assertFails(
      #"""
      struct timespec t = { .tv_sec = 1 };
      NSLog(@"%ld", t.tv_usec);
      """#,
      containing: "no member named 'tv_usec' in 'struct timespec'", at: (2, 16))
  }

  func testFuncNamesTheEnclosingMethod() {
    assertPrints(
      #"""
      @interface Probe : NSObject
      - (void)report;
      @end
      @implementation Probe
      - (void)report { NSLog(@"%s line %d", __func__, __LINE__); }
      @end
      [[[Probe alloc] init] report];
      """#,
      ["-[Probe report] line 5"])
  }

  func testATypedEnumAndFileScopeDeclarationsInsideAnImplementation() {
    assertPrints(
      #"""
      typedef enum : NSUInteger {
        PriorityLow = 1,
        PriorityHigh = 5,
      } Priority;
      @interface Queue : NSObject
      + (Priority)defaultPriority;
      @end
      @implementation Queue
      static const NSTimeInterval Timeout = 10;
      static NSString *describe(Priority p) { return [NSString stringWithFormat:@"p%lu/%g", (unsigned long)p, Timeout]; }
      + (Priority)defaultPriority { return PriorityHigh; }
      @end
      NSLog(@"%@", describe([Queue defaultPriority]));
      """#,
      ["p5/10"])
  }

  func testABridgeCastOfAnObjectToVoidPointerComparesByIdentity() {
    assertPrints(
      #"""
      NSObject *object = [[NSObject alloc] init];
      NSObject *other = [[NSObject alloc] init];
      void *pointer = (__bridge void *)object;
      NSLog(@"%d %d", pointer == (__bridge void *)object, pointer == (__bridge void *)other);
      id back = (__bridge id)pointer;
      NSLog(@"%d", back == object);
      """#,
      ["1 0", "1"])
  }

  func testUnsafeifyKeepsAReferenceThatStrongifyReads() {
    assertPrints(
      #"""
      NSString *value = @"kept";
      @unsafeify(value);
      void (^block)(void) = ^{
        @strongify(value);
        NSLog(@"%@", value);
      };
      block();
      """#,
      ["kept"])
  }
}

/// RAC's runtime-facing constructs beyond C: `super.name`, `sel_getName(_cmd)`, EXTScope's `@onExit`.
final class ObjectiveCRuntimeConstructsTests: LeakCheckedTestCase {
  func testSuperDotSyntaxCallsTheSuperclassesGetter() {
    assertPrints(
      #"""
      @interface Base : NSObject
      @property (nonatomic, copy) NSString *name;
      @end
      @implementation Base
      - (NSString *)name { return @"base"; }
      - (void)show { NSLog(@"%s", sel_getName(_cmd)); }
      @end
      @interface Derived : Base
      @end
      @implementation Derived
      - (NSString *)name { return [NSString stringWithFormat:@"derived of %@", super.name]; }
      @end
      Derived *d = [[Derived alloc] init];
      NSLog(@"%@", d.name);
      [d show];
      """#,
      ["derived of base", "show"])
  }

  func testOnExitBlocksRunWhenTheScopeEndsLastFirstAndOnReturn() {
    assertPrints(
      #"""
      static int work(BOOL early) {
        NSLog(@"enter");
        @onExit { NSLog(@"first registered"); };
        @onExit { NSLog(@"second registered"); };
        if (early) return 1;
        NSLog(@"body");
        return 2;
      }
      NSLog(@"%d", work(NO));
      NSLog(@"%d", work(YES));
      """#,
      [
        "enter", "body", "second registered", "first registered", "2", "enter", "second registered",
        "first registered", "1",
      ])
  }

  func testAnOnExitBlockCapturesTheValuesOfItsLine() {
    assertPrints(
      #"""
      {
        int value = 1;
        __block int shared = 1;
        @onExit { NSLog(@"%d %d", value, shared); };
        value = 2;
        shared = 2;
      }
      """#,
      ["1 2"])
  }
}

/// `for … in` over a class of the program that implements `NSFastEnumeration` (as RAC's
/// `RACSequence` does): batches the method fills, as clang's loop asks for them.
final class FastEnumerationProtocolTests: LeakCheckedTestCase {
  func testForInAsksForBatchesAndRunsTheBodyOverEachBatch() {
    assertPrints(
      #"""
      @interface Counter : NSObject <NSFastEnumeration>
      @end
      @implementation Counter
      - (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state objects:(id __unsafe_unretained [])stackbuf count:(NSUInteger)len {
        if (state->state >= 5) return 0;
        NSUInteger count = 0;
        while (count < 3 && state->state < 5) {
          NSLog(@"fetch %lu", state->state);
          stackbuf[count] = @(state->state * 10);
          state->state++;
          count++;
        }
        state->itemsPtr = stackbuf;
        return count;
      }
      @end
      for (NSNumber *n in [[Counter alloc] init]) NSLog(@"body %@", n);
      """#,
      ["fetch 0", "fetch 1", "fetch 2", "body 0", "body 10", "body 20", "fetch 3", "fetch 4", "body 30", "body 40"])
  }

  /// A class that forwards the protocol to an array it keeps (as RAC's `RACTuple` does to its
  /// backing array): the array answers as Foundation's do, every element in one batch from its own
  /// storage, then 0.
  func testAClassForwardingToAnArrayEnumeratesTheArraysElementsInOneBatch() {
    assertPrints(
      #"""
      @interface Pair : NSObject <NSFastEnumeration>
      @property (nonatomic, copy) NSArray *backing;
      @end
      @implementation Pair
      - (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state objects:(id __unsafe_unretained [])buffer count:(NSUInteger)len {
        NSUInteger count = [self.backing countByEnumeratingWithState:state objects:buffer count:len];
        NSLog(@"batch of %lu", count);
        return count;
      }
      @end
      Pair *pair = [[Pair alloc] init];
      pair.backing = @[@"left", @"right", @3];
      for (id each in pair) NSLog(@"%@", each);
      pair.backing = @[];
      for (id each in pair) NSLog(@"never %@", each);
      """#,
      ["batch of 3", "left", "right", "3", "batch of 0", "batch of 0"])
  }
}

/// Foundation as RAC's index-set sequence reads it: an index set copied into a data object's bytes,
/// read back through a pointer moved along them.
final class IndexSetBytesTests: LeakCheckedTestCase {
  func testIndexesCopiedIntoDataAreReadThroughAPointerAndPointerArithmetic() {
    assertPrints(
      #"""
      NSIndexSet *set = [NSIndexSet indexSetWithIndexesInRange:NSMakeRange(3, 4)];
      NSUInteger count = set.count;
      NSMutableData *data = [[NSMutableData alloc] initWithCapacity:sizeof(NSUInteger) * count];
      [set getIndexes:data.mutableBytes maxCount:count inIndexRange:NULL];
      const NSUInteger *indexes = data.bytes;
      const NSUInteger *rest = indexes + 1;
      NSLog(@"%lu %lu %lu %lu %@", count, indexes[0], rest[0], rest[2], [set class]);
      """#,
      ["4 3 4 6 NSIndexSet"])
  }

  func testReadingPastTheBytesIsAnErrorNotAnOverflow() {
    assertFails(
      #"""
      NSMutableData *data = [[NSMutableData alloc] initWithCapacity:16];
      const NSUInteger *words = data.bytes;
      NSLog(@"%lu", words[2]);
      """#,
      containing: "index 2 is outside the array", at: (3, 20))
  }
}
