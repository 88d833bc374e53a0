import Foundation

/// The lock behind every `@synchronized (x) { … }` in RAC 2.5 that can be entered again on the same
/// thread, optionally with the state it guards.
///
/// `@synchronized` is recursive: a `sendNext:` that re-enters the same subscriber, or a
/// `completeSignal` that completes a subscriber which disposes back into the same `bind:`, must not
/// deadlock. A `RecursiveSpinLock` gives the same semantics without an Objective-C runtime, in a
/// compare-and-swap where a recursive pthread mutex cost two library calls (`bind:` takes this lock
/// twice per inner signal).
/// Where RAC's lock is never entered twice (`@synchronized (subscribers)` in RACSubject.m, whose
/// bodies call nothing), the non-recursive `LockedState` is used instead.
///
/// The lock and the state live in one allocation (a `ManagedBuffer`, as `LockedState`: the state as
/// its header, the lock as its one element). Copies share one lock, like a reference.
struct RecursiveLockedState<State>: @unchecked Sendable {
  fileprivate final class Buffer: ManagedBuffer<State, RecursiveSpinLock> {
    deinit {
      _ = withUnsafeMutablePointerToElements { lock in lock.deinitialize(count: 1) }
    }
  }

  fileprivate let buffer: Buffer

  init(_ initialState: State) {
    let created = Buffer.create(minimumCapacity: 1) { _ in initialState }
    buffer = unsafeDowncast(created, to: Buffer.self)
    buffer.withUnsafeMutablePointerToElements { lock in lock.initialize(to: RecursiveSpinLock()) }
  }

  /// Runs `body` holding the lock, like `@synchronized`.
  @inline(__always)
  func synchronized<Result>(_ body: () throws -> Result) rethrows -> Result {
    try buffer.withUnsafeMutablePointerToElements { lock in try lock.pointee.withLock(body) }
  }

  /// Runs `body` holding the lock, with the guarded state. The state is reached through a pointer,
  /// not an `inout` argument, because the lock is recursive: a nested call on the same thread sees
  /// the same state, which two overlapping `inout` accesses could not.
  @inline(__always)
  func withLockedState<Result>(_ body: (UnsafeMutablePointer<State>) throws -> Result) rethrows -> Result {
    try buffer.withUnsafeMutablePointers { state, lock in
      try lock.pointee.withLock { try body(state) }
    }
  }
}

extension RecursiveLockedState where State == Void {
  /// A lock guarding no state of its own (`@synchronized (self)` around the object's properties).
  init() {
    self.init(())
  }
}

extension CoreCapture {
  /// `contents` of a collection RAC's blocks capture and guard with `@synchronized` on it
  /// (`-bufferWithTime:onScheduler:`'s `NSMutableArray *values`), which the core keeps under a
  /// recursive lock: named `label` and followed into what it holds now, read under the lock.
  static func contents<State>(_ label: String, _ state: RecursiveLockedState<State>) -> CoreCapture {
    contents(label, state.buffer) { buffer in
      buffer.withUnsafeMutablePointers { held, lock in lock.pointee.withLock { held.pointee } }
    }
  }
}
