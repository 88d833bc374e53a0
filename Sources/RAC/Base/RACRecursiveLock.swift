import Foundation

/// The lock behind every `@synchronized (x) { … }` in RAC 2.5.
///
/// `@synchronized` is recursive: a `sendNext:` that re-enters the same subscriber, or a
/// `completeSignal` that completes a subscriber which disposes back into the same `bind:`, must not
/// deadlock. A pthread recursive mutex gives the same semantics without an Objective-C runtime.
final class RACRecursiveLock {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    mutex = .allocate(capacity: 1)
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` holding the lock, like `@synchronized`.
  @inline(__always)
  func synchronized<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
