import Foundation
import ObjCInterpreter

/// Key-value coding's mutable collection proxies: `-mutableArrayValueForKey(Path):`,
/// `-mutableSetValueForKey(Path):` and `-mutableOrderedSetValueForKey(Path):`. Each message to the
/// proxy takes the collection at the key path now (an empty one for nil), sends the message to a
/// mutable copy of it, and sets the copy back with `-setValue:forKeyPath:`: Foundation's fallback
/// for a class without indexed mutators, which posts one KVO notification per change (what
/// `RACObserve` and `RACChannelTo` on the key hear). An ordered collection's change that is an
/// insertion, a removal or a replacement of objects is announced as one, with its indexes, around
/// the setting (`-willChange:valuesAtIndexes:forKey:`), as Foundation's proxy announces it.
enum FoundationKeyValueCollectionProxies {
  static func register(in table: NativeClasses) {
    for kind in CollectionProxyValue.Kind.allCases {
      table.define(kind.proxyClass, superclass: nil) { c in
        c.forwarding { call in try call.receiver(as: CollectionProxyValue.self).forward(call) }
      }
    }
    table.extend("NSObject") { c in
      for kind in CollectionProxyValue.Kind.allCases {
        for selector in [kind.selectorPrefix + "ForKey:", kind.selectorPrefix + "ForKeyPath:"] {
          c.instance(selector) { call in
            guard type(of: call.receiver) is AnyClass else {
              throw call.fail("\(call.methodName) needs an object, not '\(call.receiverClassName)'")
            }
            return CollectionProxyValue(kind: kind, owner: call.receiver as AnyObject, keyPath: try call.string(0))
          }
        }
      }
    }
  }
}

/// One mutable collection proxy: the object (held strongly, as Foundation's proxy holds it) and the
/// key path.
final class CollectionProxyValue: NativeObjectValue, @unchecked Sendable {
  /// Which collection the proxy stands for.
  enum Kind: CaseIterable {
    case array, set, orderedSet

    var proxyClass: String {
      switch self {
      case .array: return "NSKeyValueMutableArray"
      case .set: return "NSKeyValueMutableSet"
      case .orderedSet: return "NSKeyValueMutableOrderedSet"
      }
    }

    var selectorPrefix: String {
      switch self {
      case .array: return "mutableArrayValue"
      case .set: return "mutableSetValue"
      case .orderedSet: return "mutableOrderedSetValue"
      }
    }

    var mutableClass: String {
      switch self {
      case .array: return "NSMutableArray"
      case .set: return "NSMutableSet"
      case .orderedSet: return "NSMutableOrderedSet"
      }
    }
  }

  let kind: Kind
  let owner: AnyObject
  let keyPath: String
  var classChain: [String] { [kind.proxyClass] }
  var concreteClassName: String { kind.proxyClass }

  init(kind: Kind, owner: AnyObject, keyPath: String) {
    self.kind = kind
    self.owner = owner
    self.keyPath = keyPath
  }

  /// The message sent to a mutable copy of the collection, which is then set back.
  func forward(_ call: NativeCall) throws -> Any? {
    let interpreter = call.interpreter
    let location = call.location
    let current = try interpreter.send("valueForKeyPath:", to: owner, arguments: [keyPath], at: location)
    let copy =
      try current.map { try interpreter.send("mutableCopy", to: $0, arguments: [], at: location) }
      ?? interpreter.send("new", to: interpreter.classValue(named: kind.mutableClass), arguments: [], at: location)
    let result = try interpreter.send(call.selector, to: copy, arguments: call.arguments, at: location)
    let keys = keyPath.split(separator: ".").map(String.init)
    var changed: Any? = owner
    for key in keys.dropLast() { changed = try interpreter.value(forKey: key, of: changed, at: location) }
    guard kind != .set, let changed = changed as? ObjCInstance, let key = keys.last,
      let change = IndexedChange(
        from: (current as? any IndexedCollection)?.indexedElements ?? [],
        to: (copy as? any IndexedCollection)?.indexedElements ?? [])
    else {
      _ = try interpreter.send("setValue:forKeyPath:", to: owner, arguments: [copy, keyPath], at: location)
      return result
    }
    let announcement: [Any?] = [CNumber.unsignedLong(change.kind), IndexSetValue(change.indexes, mutable: false), key]
    _ = try interpreter.send("willChange:valuesAtIndexes:forKey:", to: changed, arguments: announcement, at: location)
    _ = try interpreter.send("setValue:forKeyPath:", to: owner, arguments: [copy, keyPath], at: location)
    _ = try interpreter.send("didChange:valuesAtIndexes:forKey:", to: changed, arguments: announcement, at: location)
    return result
  }
}

/// How an ordered collection changed, when KVO can say it by indexes: objects inserted at
/// `indexes` of the new one (kind 2, `NSKeyValueChangeInsertion`), removed from `indexes` of the
/// old one (3), or replaced at `indexes` (4). Nil for no change, or one that is none of these.
struct IndexedChange {
  let kind: Int
  let indexes: [Int]

  init?(from old: [Any], to new: [Any]) {
    if old.count == new.count {
      let replaced = old.indices.filter { !ObjCEquality.isEqual(old[$0], new[$0]) }
      guard !replaced.isEmpty else { return nil }
      (kind, indexes) = (4, replaced)
    } else if new.count > old.count {
      guard let inserted = Self.extraIndexes(of: new, over: old) else { return nil }
      (kind, indexes) = (2, inserted)
    } else {
      guard let removed = Self.extraIndexes(of: old, over: new) else { return nil }
      (kind, indexes) = (3, removed)
    }
  }

  /// The indexes of `longer` whose objects are not in `shorter`, when `shorter` is `longer` without
  /// them (in order); nil otherwise.
  private static func extraIndexes(of longer: [Any], over shorter: [Any]) -> [Int]? {
    var extra: [Int] = []
    var next = 0
    for (index, object) in longer.enumerated() {
      if next < shorter.count, ObjCEquality.isEqual(object, shorter[next]) {
        next += 1
      } else {
        extra.append(index)
      }
    }
    return next == shorter.count ? extra : nil
  }
}
