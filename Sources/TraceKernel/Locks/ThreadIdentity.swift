#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// OS threads told apart by number: what a recursive lock keeps as its owner, what a trace's thread
/// track is found by, and what keys the state a run keeps per OS thread.
public enum ThreadIdentity {
  /// The calling thread's `pthread_t` as a number (a pointer on Darwin, an integer on Glibc),
  /// never 0.
  @inlinable
  public static var current: UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }
}
