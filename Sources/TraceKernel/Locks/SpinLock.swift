import Foundation
import Synchronization

/// RAC's `OSSpinLock`, for an object that guards a few fields of its own for a few instructions at
/// a time (`RACSerialDisposable`): kept inline, as a `let` of the object (a place whose address
/// never changes, which an atomic needs), so the lock costs no allocation of its own where
/// `LockedState` allocates its buffer, and taking it is one compare-and-swap instead of a pthread
/// mutex call.
///
/// Not recursive. Under contention it yields the processor between tries, so a holder that was
/// preempted gets to run. It is made of Swift atomics compiled into the caller, which
/// ThreadSanitizer sees (acquire on lock, release on unlock), unlike `Synchronization.Mutex`'s
/// futex (see `LockedState`). As with any lock here, never call out while holding it.
public struct SpinLock: ~Copyable, Sendable {
  @usableFromInline let held = Atomic<Bool>(false)

  /// An unlocked lock.
  @inlinable
  public init() {}

  /// Takes the lock, waiting for its holder to let go.
  @inlinable @inline(__always)
  public func lock() {
    if held.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged { return }
    lockContended()
  }

  /// The wait, kept out of line: it is rare, and inlined it would bloat every caller.
  @usableFromInline @inline(never)
  func lockContended() {
    while true {
      if !held.load(ordering: .relaxed),
        held.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
      {
        return
      }
      sched_yield()
    }
  }

  /// Lets go of the lock, which the calling thread holds.
  @inlinable @inline(__always)
  public func unlock() {
    held.store(false, ordering: .releasing)
  }

  /// Runs `body` while holding the lock.
  @inlinable @inline(__always)
  public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}
