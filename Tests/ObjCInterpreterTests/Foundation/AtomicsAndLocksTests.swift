import XCTest

/// libkern's atomics and spin lock and pthread's mutex, as RAC's disposables, command and
/// connection call them: plain reads and writes on the virtual queues, a held lock taken again
/// reported as the deadlock it would be.
final class AtomicsAndLocksTests: LeakCheckedTestCase {
  func testCountersReturnTheNewValueAndWrapAt32Bits() {
    assertPrints(
      #"""
      volatile int32_t count = 0;
      int32_t a = OSAtomicIncrement32(&count);
      int32_t b = OSAtomicIncrement32Barrier(&count);
      int32_t c = OSAtomicDecrement32Barrier(&count);
      int32_t d = OSAtomicAdd32(10, &count);
      int32_t e = OSAtomicAdd32Barrier(-100, &count);
      NSLog(@"%d %d %d %d %d count=%d", a, b, c, d, e, count);
      int32_t top = INT32_MAX;
      NSLog(@"%d", OSAtomicIncrement32(&top));
      volatile int64_t big = INT32_MAX;
      NSLog(@"%lld", OSAtomicIncrement64Barrier(&big));
      """#,
      ["1 2 1 11 -89 count=-89", "-2147483648", "2147483648"])
  }

  func testBitwiseOperationsSetAndClearAFlag() {
    assertPrints(
      #"""
      volatile uint32_t flags = 0;
      NSLog(@"or %d flags=%u", OSAtomicOr32Barrier(1, &flags), flags);
      NSLog(@"or again %d", OSAtomicOr32Barrier(4, &flags));
      NSLog(@"orig %d flags=%u", OSAtomicXor32OrigBarrier(1, &flags), flags);
      NSLog(@"and %d flags=%u", OSAtomicAnd32Barrier(0, &flags), flags);
      """#,
      ["or 1 flags=1", "or again 5", "orig 5 flags=4", "and 0 flags=0"])
  }

  func testCompareAndSwapStoresOnlyOverTheExpectedValue() {
    assertPrints(
      #"""
      volatile int32_t connected = 0;
      BOOL first = OSAtomicCompareAndSwap32Barrier(0, 1, &connected);
      BOOL second = OSAtomicCompareAndSwap32Barrier(0, 1, &connected);
      NSLog(@"%d %d connected=%d", first, second, connected);
      """#,
      ["1 0 connected=1"])
  }

  func testPointerCompareAndSwapComparesObjectsByIdentity() {
    assertPrints(
      #"""
      NSObject *object = [[NSObject alloc] init];
      NSString *equal = [NSString stringWithFormat:@"%@", @"same"];
      void * volatile slot = (__bridge void *)object;
      BOOL other = OSAtomicCompareAndSwapPtrBarrier((__bridge void *)[[NSObject alloc] init], NULL, &slot);
      NSLog(@"other object: %d, still %@", other, slot == (__bridge void *)object ? @"the object" : @"changed");
      BOOL same = OSAtomicCompareAndSwapPtrBarrier((__bridge void *)object, (__bridge void *)equal, &slot);
      NSLog(@"same object: %d, now %@", same, (__bridge id)slot);
      BOOL empty = OSAtomicCompareAndSwapPtr(NULL, (__bridge void *)object, &slot);
      NSLog(@"NULL expected: %d", empty);
      OSMemoryBarrier();
      """#,
      ["other object: 0, still the object", "same object: 1, now same", "NULL expected: 0"])
  }

  func testASpinLockIsHeldBetweenLockAndUnlock() {
    assertPrints(
      #"""
      OSSpinLock lock = OS_SPINLOCK_INIT;
      OSSpinLockLock(&lock);
      NSLog(@"held: %d, try: %d", lock != 0, OSSpinLockTry(&lock));
      OSSpinLockUnlock(&lock);
      NSLog(@"free: %d, try: %d, then held: %d", lock == 0, OSSpinLockTry(&lock), lock != 0);
      OSSpinLockUnlock(&lock);
      """#,
      ["held: 1, try: 0", "free: 1, try: 1, then held: 1"])
  }

  func testTakingAHeldSpinLockIsTheDeadlockItWouldBe() {
    assertFails(
      #"""
      OSSpinLock lock = OS_SPINLOCK_INIT;
      OSSpinLockLock(&lock);
      OSSpinLockLock(&lock);
      """#,
      containing: "OSSpinLockLock: the lock is already held", at: (3, 15))
  }

  func testAMutexAnswersAsPthreadDoes() {
    assertPrints(
      #"""
      @interface Guarded : NSObject {
        pthread_mutex_t _mutex;
      }
      - (int)lockTwice;
      @end
      @implementation Guarded
      - (int)lockTwice {
        pthread_mutex_init(&_mutex, NULL);
        int first = pthread_mutex_lock(&_mutex);
        int second = pthread_mutex_trylock(&_mutex);
        int busyDestroy = pthread_mutex_destroy(&_mutex);
        pthread_mutex_unlock(&_mutex);
        return first * 100 + second + busyDestroy * 1000;
      }
      @end
      pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
      NSLog(@"%d", [[[Guarded alloc] init] lockTwice]);
      NSLog(@"lock %d unlock %d trylock %d unlock %d destroy %d", pthread_mutex_lock(&mutex),
            pthread_mutex_unlock(&mutex), pthread_mutex_trylock(&mutex), pthread_mutex_unlock(&mutex),
            pthread_mutex_destroy(&mutex));
      """#,
      ["16016", "lock 0 unlock 0 trylock 0 unlock 0 destroy 0"])
  }

  func testLockingAHeldMutexIsTheDeadlockItWouldBe() {
    assertFails(
      #"""
      pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
      pthread_mutex_lock(&mutex);
      pthread_mutex_lock(&mutex);
      """#,
      containing: "pthread_mutex_lock: the mutex is already held")
  }

  func testAnAtomicNeedsAPointer() {
    assertFails(
      "int32_t count = 0;\nOSAtomicIncrement32(count);",
      containing: "argument 1 of OSAtomicIncrement32 must be a pointer to an int32_t (&variable)", at: (2, 21))
  }
}
