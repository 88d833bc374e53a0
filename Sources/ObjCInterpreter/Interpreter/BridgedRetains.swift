import Foundation

/// The +1s ARC hands to C in a run, held on top of ARC's own references: what `CFBridgingRetain`,
/// `CFRetain`, a `(__bridge_retained void *)` cast and Core Foundation's `Create` functions add,
/// and `CFBridgingRelease`, `CFRelease` and a `(__bridge_transfer id)` cast take away.
///
/// ARC manages the runtime's objects, but such a +1 is kept where ARC does not look: RAC 2.5's
/// `RACDisposable` keeps its block in `void * volatile _disposeBlock`, alive only by
/// `CFBridgingRetain` until `-dispose` (`CFBridgingRelease`) or `-dealloc` (`CFRelease`);
/// `RACTestScheduler` keeps its heap in an `assign` property, alive by `CFBinaryHeapCreate`'s +1.
/// A count here holds its object strongly until it drops to 0, so the object goes exactly when
/// the real library's does. `leaks` names a `void *` that holds a counted object as the edge that
/// keeps it (`ivar _disposeBlock (CFBridgingRetain)`), and a count nothing holds as a root.
/// A release the table has no count for changes nothing; strings and numbers, which never go
/// away here, are not counted. A run's code runs one thread at a time, but a leak analysis may
/// read the table while a run's queue is parked, so it is read and written under a lock.
package final class BridgedRetains: RunLocal {
  /// One object's count: how it was first retained and where, for the reader.
  package struct Retain {
    package let object: AnyObject
    package let count: Int
    /// `CFBridgingRetain`, `CFRetain`, `__bridge_retained`, `CFArrayCreateMutable`.
    package let how: String
    /// Where the program (or a library's source) retained it, if known.
    package let place: SourceLocation?
    /// Orders the entries as they were made: a report lists its roots in a fixed order.
    let order: Int
  }

  private let lock = NSLock()
  private var counts: [ObjectIdentifier: Retain] = [:]
  private var made = 0

  package init() {}

  /// +1 on `value` (an object; anything else is ignored), by `how` at `place`.
  package func retain(_ value: Any?, by how: String, at place: SourceLocation?) {
    guard let value, type(of: value) is AnyClass else { return }
    let object = value as AnyObject
    let identifier = ObjectIdentifier(object)
    lock.withLock {
      if let known = counts[identifier] {
        counts[identifier] = Retain(
          object: object, count: known.count + 1, how: known.how, place: known.place, order: known.order)
      } else {
        made += 1
        counts[identifier] = Retain(object: object, count: 1, how: how, place: place, order: made)
      }
    }
  }

  /// -1 on `value`: at 0 the table lets go of it, after the lock (its last release may run its
  /// `-dealloc`, which may release more).
  package func release(_ value: Any?) {
    guard let value, type(of: value) is AnyClass else { return }
    let identifier = ObjectIdentifier(value as AnyObject)
    let released = lock.withLock { () -> Retain? in
      guard let entry = counts[identifier] else { return nil }
      guard entry.count == 1 else {
        counts[identifier] = Retain(
          object: entry.object, count: entry.count - 1, how: entry.how, place: entry.place, order: entry.order)
        return nil
      }
      return counts.removeValue(forKey: identifier)
    }
    withExtendedLifetime(released) {}
  }

  /// How `object` was retained, if the table counts it.
  package func retain(of object: AnyObject) -> Retain? {
    lock.withLock { counts[ObjectIdentifier(object)] }
  }

  /// Every counted object, in the order first retained.
  package var retains: [Retain] {
    lock.withLock { counts.values.sorted { $0.order < $1.order } }
  }

  /// Whether the table counts anything (the leak graph skips its look-ups when not).
  package var isEmpty: Bool { lock.withLock { counts.isEmpty } }
}
