import Foundation

/// The lock behind RAC's `OSSpinLock` sections (compound and serial disposables, the disposable's
/// block slot) and the other small critical sections here: a plain, non-recursive pthread mutex
/// guarding a value, with `Mutex`'s `withLock` shape.
///
/// Not `Synchronization.Mutex`: on Linux its contended path hands the lock over through a futex
/// that ThreadSanitizer cannot see, so every test run under `--sanitize=thread` would report races
/// on state that is in fact guarded. TSan intercepts pthread mutexes, so with this lock a report is
/// a real race. (ReactiveObjC also replaced the spin locks with pthread mutexes.)
///
/// Copies share one lock, like a reference. As with `Mutex`, never call out while holding it
/// unless RAC itself does. Public so that the kit's own small critical sections use the same lock.
///
/// Keep a closure in it inside a struct (`LockedState<Handler?>` would not do): `withLock` hands the
/// value over `inout` to a generic body, and Swift wraps a function value in one more
/// reabstraction thunk on every such round trip, so a closure read once per turn becomes a chain
/// as long as the run (VirtualQueues' turn check made 20,000 queued blocks take 3 s).
///
/// Inlinable, as every hook's lock is: the core locks it per event from the module above, where
/// a call that is not specialized for `State` would cost more than the lock.
public struct LockedState<State>: @unchecked Sendable {
  /// The guarded value in the header and the mutex as the single element: one allocation.
  @usableFromInline
  final class Buffer: ManagedBuffer<State, pthread_mutex_t> {
    deinit {
      withUnsafeMutablePointerToElements { mutex in
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
      }
    }
  }

  @usableFromInline let buffer: Buffer

  /// A lock guarding `initialState`.
  @inlinable
  public init(_ initialState: State) {
    let created = Buffer.create(minimumCapacity: 1) { _ in initialState }
    buffer = unsafeDowncast(created, to: Buffer.self)
    buffer.withUnsafeMutablePointerToElements { mutex in PthreadMutexStart.initialize(mutex) }
  }

  /// Runs `body` on the guarded value while holding the lock.
  @inlinable @inline(__always)
  public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try buffer.withUnsafeMutablePointers { state, mutex in
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&state.pointee)
    }
  }
}
