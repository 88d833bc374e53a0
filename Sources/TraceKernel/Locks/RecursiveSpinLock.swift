import Foundation
import Synchronization

/// RAC's `@synchronized (self)` for an object that takes it on every event (`RACSubscriber`, whose
/// lock lives in its compound disposable): a recursive lock kept inline, as a `let` of the object,
/// so it costs no allocation of its own (a recursive pthread mutex needs an address that never
/// changes, which in Swift means a buffer allocated for it), and taking it is one load and one
/// compare-and-swap.
///
/// The thread that holds it may take it again; each `lock` needs its `unlock`. Under contention it
/// yields the processor between tries, as `SpinLock` does. Made of Swift atomics compiled into the
/// caller, which ThreadSanitizer sees: the owner is taken with acquire and given back with release.
public struct RecursiveSpinLock: ~Copyable, Sendable {
  /// The holding thread's identity (`ThreadIdentity.current`), 0 when free.
  @usableFromInline let owner = Atomic<UInt>(0)
  /// How many times the owner holds it; read and written only by the owner.
  @usableFromInline let depth = Atomic<Int>(0)

  /// An unlocked lock.
  @inlinable
  public init() {}

  /// Takes the lock, or takes it once more if the calling thread holds it already.
  @inlinable @inline(__always)
  public func lock() {
    let thread = ThreadIdentity.current
    // Only this thread ever stores its own identity, so reading it back means it holds the lock.
    if owner.load(ordering: .relaxed) == thread {
      depth.store(depth.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
      return
    }
    if !owner.compareExchange(expected: 0, desired: thread, ordering: .acquiring).exchanged {
      lockContended(thread)
    }
    depth.store(1, ordering: .relaxed)
  }

  /// The wait, kept out of line: it is rare, and inlined it would bloat every caller.
  @usableFromInline @inline(never)
  func lockContended(_ thread: UInt) {
    let wait = RecursiveSpinLockContention.wait.withLock { $0 }
    while true {
      if owner.load(ordering: .relaxed) == 0,
        owner.compareExchange(expected: 0, desired: thread, ordering: .acquiring).exchanged
      {
        return
      }
      switch wait?.handler({ owner.load(ordering: .relaxed) == 0 }) ?? .notInARun {
      case .free: continue
      case .notInARun: sched_yield()
      case .never:
        // Its holder waits for what can never come: the run is stopped, and this thread goes on
        // as the holder, so that it unwinds instead of spinning forever.
        owner.store(thread, ordering: .relaxed)
        return
      }
    }
  }

  /// Lets go of the lock once; the last `unlock` of the holding thread frees it.
  @inlinable @inline(__always)
  public func unlock() {
    let remaining = depth.load(ordering: .relaxed) &- 1
    depth.store(remaining, ordering: .relaxed)
    if remaining == 0 { owner.store(0, ordering: .releasing) }
  }

  /// Runs `body` while holding the lock.
  @inlinable @inline(__always)
  public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// What a thread that finds a `RecursiveSpinLock` held does besides spinning: in a run of virtual
/// queues only one turn runs at a time, so the holder is a turn parked in a wait (RAC's
/// `-sendNext:` runs the next block under its subscriber's lock, and the block may wait on a
/// semaphore); spinning would hold up every turn, the holder's too, forever. The run installs a
/// handler that parks the caller's turn until the lock is free.
public enum RecursiveSpinLockContention {
  /// How the wait for a held lock ended.
  public enum Outcome: Sendable {
    /// The lock was let go: take it.
    case free
    /// No run is in progress on this thread: spin, as between real threads.
    case notInARun
    /// Nothing left to run can let it go (a deadlock on a device): the run is stopped.
    case never
  }

  /// The handler, in a struct so that the lock keeps the closure as it is (`LockedState`).
  public struct Wait: Sendable {
    /// Waits until `isFree` holds, or says why not.
    public let handler: @Sendable (_ isFree: () -> Bool) -> Outcome

    /// A wait that runs `handler`.
    public init(_ handler: @escaping @Sendable (_ isFree: () -> Bool) -> Outcome) {
      self.handler = handler
    }
  }

  /// Set once by the virtual queues' run.
  public static let wait = LockedState<Wait?>(nil)
}
