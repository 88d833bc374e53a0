import Foundation
import ObjCInterpreter
import Shared

/// The Objective-C runtime's associated objects for one run (`objc_setAssociatedObject`,
/// `objc_getAssociatedObject`, `objc_removeAssociatedObjects`): values by object and key, the way
/// RAC's `-setKeyPath:onObject:` keeps an object's bindings.
///
/// The runtime frees an object's associated values when the object goes, after its instance
/// variables: an instance of the snippet's classes or RAC's loaded ones keeps its own and does so
/// (`ObjCInstance`), and so does a native object that keeps a storage for them
/// (`AssociatedStorageHolding`, a scene's service); for any other object this table holds it
/// weakly and lets go of a gone object's values the next time it is swept (every time it has
/// doubled in size), or with the run. `OBJC_ASSOCIATION_ASSIGN` keeps its value unretained, as a
/// weak reference here (a dangling pointer on a device reads nil here); the copying policies keep
/// what `-copy` answers.
final class AssociatedObjects {
  private final class Entry {
    weak var object: AnyObject?
    var values: [PointerKey: Box] = [:]

    init(object: AnyObject) {
      self.object = object
    }
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var sweepAt = 64

  /// The value associated with `object` under `key`, nil when there is none.
  func value(for object: AnyObject, key: PointerKey) -> Any? {
    if let instance = object as? ObjCInstance { return instance.associatedValue(forKey: key) }
    return lock.withLock {
      if let holder = object as? AssociatedStorageHolding {
        return (holder.associatedStorage as? Entry)?.values[key]?.value
      }
      // A gone object's address may be reused by a new one, whose entry this is not.
      guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
      return entry.values[key]?.value
    }
  }

  /// Associates `value` (nil removes the association); `retained` false keeps it unretained.
  func set(_ value: Any?, for object: AnyObject, key: PointerKey, retained: Bool) {
    if let instance = object as? ObjCInstance {
      instance.setAssociatedValue(value, forKey: key, retained: retained)
      return
    }
    // What leaves the table is released after the lock: a value's teardown may use the table.
    let released = lock.withLock { () -> [Any] in
      if let holder = object as? AssociatedStorageHolding {
        let entry = holder.associatedStorage as? Entry ?? Entry(object: object)
        holder.associatedStorage = entry
        var released: [Any] = []
        if let old = entry.values.removeValue(forKey: key) { released.append(old) }
        if let value { entry.values[key] = Box(value, isWeak: !retained) }
        return released
      }
      var released: [Any] = sweepIfDue()
      let identifier = ObjectIdentifier(object)
      if let stale = entries[identifier], stale.object !== object {
        released.append(entries.removeValue(forKey: identifier) as Any)
      }
      let entry = entries[identifier] ?? Entry(object: object)
      entries[identifier] = entry
      if let old = entry.values.removeValue(forKey: key) { released.append(old) }
      if let value { entry.values[key] = Box(value, isWeak: !retained) }
      return released
    }
    _ = released
  }

  /// Removes every value associated with `object`.
  func removeAll(for object: AnyObject) {
    if let instance = object as? ObjCInstance {
      instance.removeAssociatedValues()
      return
    }
    let removed = lock.withLock { () -> Any? in
      if let holder = object as? AssociatedStorageHolding {
        defer { holder.associatedStorage = nil }
        return holder.associatedStorage
      }
      return entries.removeValue(forKey: ObjectIdentifier(object))
    }
    _ = removed
  }

  /// Drops the entries of gone objects once the table has doubled since the last sweep; returns them
  /// to be released after the lock.
  private func sweepIfDue() -> [Entry] {
    guard entries.count >= sweepAt else { return [] }
    let gone = entries.filter { $0.value.object == nil }
    for key in gone.keys { entries[key] = nil }
    sweepAt = max(64, entries.count * 2)
    return Array(gone.values)
  }
}

extension NativeContext {
  /// A value a host keeps with an object of the run, as the runtime's associated objects keep it
  /// (retained, released with the object or the run): the view a view controller's `-view` makes.
  /// `name` stands for the key (one name, one key, as one `static char` would be).
  package func associatedValue(of object: AnyObject, named name: String) -> Any? {
    PointerKey(SelectorValue(name: name)).flatMap {
      CLibraryState.of(self).associatedObjects.value(for: object, key: $0)
    }
  }

  /// Keeps `value` with `object` under `name` (nil removes it).
  package func setAssociatedValue(_ value: Any?, of object: AnyObject, named name: String) {
    guard let key = PointerKey(SelectorValue(name: name)) else { return }
    CLibraryState.of(self).associatedObjects.set(value, for: object, key: key, retained: true)
  }
}
