import Foundation
import ObjCInterpreter

/// Key-value coding's mutable collection proxies: `-mutableArrayValueForKey(Path):`,
/// `-mutableSetValueForKey(Path):` and `-mutableOrderedSetValueForKey(Path):`. Each message to the
/// proxy takes the collection at the key path now (an empty one for nil), sends the message to a
/// mutable copy of it, and sets the copy back with `-setValue:forKeyPath:`: Foundation's fallback
/// for a class without indexed mutators, which posts one KVO notification per change (what
/// `RACObserve` and `RACChannelTo` on the key hear).
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
    _ = try interpreter.send("setValue:forKeyPath:", to: owner, arguments: [copy, keyPath], at: location)
    return result
  }
}
