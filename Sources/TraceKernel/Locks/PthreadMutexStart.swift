import Foundation

/// Puts a new pthread mutex in place, plain or recursive, as cheaply as the platform allows.
///
/// Glibc has static initializers for both (`PTHREAD_MUTEX_INITIALIZER`, all zeros, and
/// `PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP`, which only sets the kind), giving the very bytes that
/// `pthread_mutex_init` writes; Swift imports neither macro, so this writes what they expand to. It
/// costs a few stores where `pthread_mutex_init` (plus three attribute calls for a recursive mutex)
/// cost about 40 instructions per lock, and the core makes several locks per value (scenario 1 of
/// the benchmarks: 320 instructions per integer). Elsewhere (Darwin, whose initializers carry a
/// signature; musl) the mutex is made by the calls.
///
/// ThreadSanitizer treats a mutex first seen at its first lock as statically initialized, so its
/// reports are unchanged.
public enum PthreadMutexStart {
  /// Initializes the uninitialized memory at `mutex` as an unlocked mutex, recursive (a thread may
  /// lock it again while holding it) when `recursive`.
  @inlinable @inline(__always)
  public static func initialize(_ mutex: UnsafeMutablePointer<pthread_mutex_t>, recursive: Bool = false) {
    #if canImport(Glibc)
      var initial = pthread_mutex_t()
      if recursive { initial.__data.__kind = Int32(PTHREAD_MUTEX_RECURSIVE) }
      mutex.initialize(to: initial)
    #else
      mutex.initialize(to: pthread_mutex_t())
      if recursive {
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
      } else {
        pthread_mutex_init(mutex, nil)
      }
    #endif
  }
}
