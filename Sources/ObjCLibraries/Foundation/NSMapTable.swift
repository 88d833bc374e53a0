import Foundation
import ObjCInterpreter

/// `NSMapTable` with strong keys, as RAC's `RACKVOProxy.m` keeps its trampolines
/// (`+strongToWeakObjectsMapTable`): keys compared by `-isEqual:` and kept, objects kept or held
/// weakly, so an entry whose object is gone answers nil, as Foundation's does. Thread-safe by its
/// lock (Foundation's is not, and RAC guards it with a queue of its own).
enum FoundationMapTable {
  static func register(in table: NativeClasses) {
    table.define("NSMapTable", superclass: "NSObject") { c in
      c.classMethod("strongToWeakObjectsMapTable") { _ in MapTableValue(weakObjects: true) }
      c.classMethod("strongToStrongObjectsMapTable") { _ in MapTableValue(weakObjects: false) }
      c.instance("objectForKey:") { call in
        guard let key = try call.object(0) else { return nil }
        return try mapTable(call).object(forKey: key)
      }
      c.instance("setObject:forKey:") { call in
        guard let key = try call.object(1) else {
          throw call.exception("NSInvalidArgumentException", "*** \(call.methodName): attempt to use a nil key")
        }
        let replaced = try mapTable(call).set(try call.object(0), forKey: key)
        withExtendedLifetime(replaced) {}
        return nil
      }
      c.instance("removeObjectForKey:") { call in
        guard let key = try call.object(0) else { return nil }
        let removed = try mapTable(call).set(nil, forKey: key)
        withExtendedLifetime(removed) {}
        return nil
      }
      c.instance("count", returns: .unsignedLong) { call in CNumber.unsignedLong(try mapTable(call).count) }
    }
  }

  private static func mapTable(_ call: NativeCall) throws -> MapTableValue { try call.receiver(as: MapTableValue.self) }
}

/// An `NSMapTable`'s entries: strong keys, objects strong or weak.
final class MapTableValue: NativeObjectValue, CustomStringConvertible, @unchecked Sendable {
  var classChain: [String] { ["NSMapTable", "NSObject"] }
  var concreteClassName: String { "NSMapTable" }
  var description: String { "<NSMapTable: \(ValueDescription.address(of: self))>" }

  /// An object held as the table's options say.
  private final class Slot {
    weak var weakObject: AnyObject?
    var strongObject: Any?
    init(_ object: Any, weak: Bool) {
      if weak, type(of: object) is AnyClass { weakObject = object as AnyObject } else { strongObject = object }
    }
    var object: Any? { strongObject ?? weakObject }
  }

  private let weakObjects: Bool
  private let lock = NSLock()
  private var entries: [DictionaryKey: Slot] = [:]

  init(weakObjects: Bool) {
    self.weakObjects = weakObjects
  }

  func object(forKey key: Any) -> Any? { lock.withLock { entries[DictionaryKey(key)]?.object } }

  /// Sets (or, for nil, removes) the object under `key`; answers the slot replaced, to be let go
  /// of after the lock.
  func set(_ object: Any?, forKey key: Any) -> Any? {
    lock.withLock {
      let old = entries[DictionaryKey(key)]
      entries[DictionaryKey(key)] = object.map { Slot($0, weak: weakObjects) }
      return old
    }
  }

  /// The entries whose objects are still there.
  var count: Int { lock.withLock { entries.values.filter { $0.object != nil }.count } }
}
