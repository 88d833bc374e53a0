import Foundation

/// Whether the calling thread is the process's main thread, answered without a system call.
///
/// RAC asks `[NSThread isMainThread]` in `+currentScheduler`, which every `-subscribe:` reaches
/// through the subscription scheduler (RACScheduler.m, RACSubscriptionScheduler.m). On Darwin that
/// is `pthread_main_np`, a load. Swift's Foundation on Linux answers it with `gettid()` and
/// `getpid()`, two system calls per subscription; the answer never changes for a thread, so it is
/// cached here in a thread-specific slot the first time a thread asks.
enum MainThread {
  #if canImport(Darwin)
    @inline(__always)
    static var isCurrent: Bool { pthread_main_np() != 0 }
  #else
    /// 0 (never asked), 1 (main) or 2 (another thread), as a pointer-sized value.
    private static let key: pthread_key_t = {
      var key = pthread_key_t()
      pthread_key_create(&key, nil)
      return key
    }()

    static var isCurrent: Bool {
      let key = Self.key
      if let cached = pthread_getspecific(key) { return Int(bitPattern: cached) == 1 }
      let isMain = Thread.isMainThread
      pthread_setspecific(key, UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
      return isMain
    }
  #endif
}
