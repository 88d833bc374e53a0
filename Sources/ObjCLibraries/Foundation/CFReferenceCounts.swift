import ObjCInterpreter

/// Core Foundation's own reference counts in a run: what `CFRetain`, `CFBridgingRetain` and the
/// `Create` functions (`CFArrayCreateMutable`, `CFBinaryHeapCreate`) add, and `CFRelease` and
/// `CFBridgingRelease` take away, held on top of ARC's.
///
/// ARC manages the runtime's objects, but a CF reference is often kept where ARC does not hold it:
/// `RACTestScheduler` keeps its heap in an `assign` property, alive only by the +1 of
/// `CFBinaryHeapCreate` until its `-dealloc` calls `CFRelease`; `RACDisposable` keeps its block as a
/// `void *` made by `CFBridgingRetain`. So a count here holds its object strongly until it drops to
/// 0. A release the table has no count for (an object retained by a `__bridge_retained` cast, which
/// this runtime reads as a plain cast) changes nothing; strings and numbers, which never go away
/// here, are not counted.
final class CFReferenceCounts {
  private var counts: [ObjectIdentifier: (object: AnyObject, count: Int)] = [:]

  /// +1 on `value` (an object; anything else is ignored).
  func retain(_ value: Any?) {
    guard let value, type(of: value) is AnyClass else { return }
    let object = value as AnyObject
    let identifier = ObjectIdentifier(object)
    counts[identifier] = (object, (counts[identifier]?.count ?? 0) + 1)
  }

  /// -1 on `value`: at 0 the table lets go of it (after the table is updated, since its last
  /// release may run its `-dealloc`, which may release more).
  func release(_ value: Any?) {
    guard let value, type(of: value) is AnyClass else { return }
    let identifier = ObjectIdentifier(value as AnyObject)
    guard let entry = counts[identifier] else { return }
    if entry.count > 1 {
      counts[identifier] = (entry.object, entry.count - 1)
      return
    }
    let released = counts.removeValue(forKey: identifier)
    _ = released
  }
}
