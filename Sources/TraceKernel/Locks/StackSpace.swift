#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// How much of the calling thread's stack is left: what lets code whose recursion no counter sees
/// (the core's own calls, nested through a subject that feeds itself) stop before the stack
/// overflows, which would take the whole process down with a segmentation fault.
///
/// Each thread's lowest safe address is worked out once, from the thread's own stack bounds
/// (`pthread_getattr_np` on Glibc, `pthread_get_stackaddr_np` on Darwin), and kept in a pthread key
/// as the key's raw value, so a check costs a load of the key and a comparison. Stacks grow down on
/// every platform the package builds for.
public enum StackSpace {
  /// The key's value on each thread: its lowest safe stack address, as a pointer's bits.
  @usableFromInline static let lowestSafeAddressKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// How much of a thread's stack, below where it was first asked, recursion may use: far more than
  /// any chain of RAC's calls a program builds needs, and little enough that a run's thread (1 GB of
  /// stack) tells an endless recursion as one before its pages count against the memory budget.
  public static let deepestUse: UInt = 256 << 20

  /// Whether the calling thread's stack is nearly spent: less than the reserve (an eighth of the
  /// stack, between 64 KB and 4 MB) is left for whoever reports it, or `deepestUse` is used.
  @inlinable
  public static var isNearlySpent: Bool {
    var marker: UInt8 = 0
    let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    let lowest = pthread_getspecific(lowestSafeAddressKey).map { UInt(bitPattern: $0) } ?? measureThisThread()
    return here < lowest
  }

  /// Works out and keeps the calling thread's lowest safe address: above the reserve, and at most
  /// `deepestUse` below here.
  @usableFromInline
  static func measureThisThread() -> UInt {
    var marker: UInt8 = 0
    let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    let deepest = here > deepestUse ? here - deepestUse : 1
    let lowest = max(bounds().map { low, size in low + min(max(size / 8, 64 << 10), 4 << 20) } ?? 1, deepest)
    pthread_setspecific(lowestSafeAddressKey, UnsafeRawPointer(bitPattern: lowest))
    return lowest
  }

  /// The calling thread's stack: its lowest address and its size in bytes.
  private static func bounds() -> (low: UInt, size: UInt)? {
    #if canImport(Darwin)
      let thread = pthread_self()
      let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
      let size = UInt(pthread_get_stacksize_np(thread))
      guard top > size else { return nil }
      return (top - size, size)
    #else
      var attributes = pthread_attr_t()
      guard getThreadAttributes(pthread_self(), &attributes) == 0 else { return nil }
      defer { pthread_attr_destroy(&attributes) }
      var address: UnsafeMutableRawPointer?
      var size = 0
      guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address, size > 0 else { return nil }
      return (UInt(bitPattern: address), UInt(size))
    #endif
  }
}

#if !canImport(Darwin)
  /// Glibc's `pthread_getattr_np`, which its headers declare only for `_GNU_SOURCE`, a macro the
  /// Swift module of Glibc is not built with: the one way to read a running thread's stack bounds.
  @_silgen_name("pthread_getattr_np")
  private func getThreadAttributes(_ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>) -> Int32
#endif
