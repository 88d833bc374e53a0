import Foundation
import ObjCInterpreter

/// `NSDictionary` and `NSMutableDictionary`.
extension FoundationClasses {
  /// `+dictionaryWithObjects:forKeys:` / `-initWithObjects:forKeys:`: the two arrays pair up, and
  /// raise as Foundation does when their counts differ.
  private static func pairedDictionary(of call: NativeCall, mutable: Bool) throws -> ObjCDictionary {
    let objects = try call.requiredObject(0, ObjCArray.self, "an NSArray")
    let keys = try call.requiredObject(1, ObjCArray.self, "an NSArray")
    guard objects.elements.count == keys.elements.count else {
      throw call.exception(
        "NSInvalidArgumentException",
        "*** -[NSDictionary initWithObjects:forKeys:]: count of objects (\(objects.elements.count)) differs from count of keys (\(keys.elements.count))"
      )
    }
    let result = ObjCDictionary(mutable: mutable)
    for (object, key) in zip(objects.elements, keys.elements) {
      result.set(object, forKey: try call.copiedKey(key))
    }
    return result
  }

  static func registerNSDictionary(in table: NativeClasses) {
    table.define("NSDictionary", superclass: "NSObject") { c in
      func dictionary(_ call: NativeCall) throws -> ObjCDictionary { try call.receiver(as: ObjCDictionary.self) }
      c.instance("count", returns: .unsignedLong) { call in CNumber.unsignedLong(try dictionary(call).count) }
      c.instance("objectForKey:") { call in call.argument(0).flatMap { key in try? dictionary(call).value(forKey: key) }
      }
      c.instance("objectForKeyedSubscript:") { call in
        call.argument(0).flatMap { key in try? dictionary(call).value(forKey: key) }
      }
      c.instance("valueForKey:") { call in try dictionary(call).value(forKey: try call.string(0)) }
      c.instance("allKeys") { call in ObjCArray(try dictionary(call).keys, mutable: false) }
      c.instance("allValues") { call in
        let target = try dictionary(call)
        return ObjCArray(target.keys.compactMap { target.value(forKey: $0) }, mutable: false)
      }
      c.instance("enumerateKeysAndObjectsUsingBlock:") { call in
        let target = try dictionary(call)
        let block = try call.callable(0)
        for key in target.keys {
          let stop = Box(CNumber.bool(false), type: .scalar(.bool))
          _ = try call.interpreter.invoke(
            block, [key, target.value(forKey: key), ObjCPointer.to(stop)], at: call.location)
          if (stop.value as? CNumber)?.isTrue == true { break }
        }
        return nil
      }
      c.instance("isEqualToDictionary:", returns: .bool) { call in
        CNumber.bool(ObjCEquality.isEqual(call.receiver, call.argument(0)))
      }
      c.classMethod("dictionary") { call in ObjCDictionary(mutable: call.receiverClassName == "NSMutableDictionary") }
      c.classMethod("dictionaryWithObject:forKey:") { call in
        let result = ObjCDictionary(mutable: call.receiverClassName == "NSMutableDictionary")
        guard let object = call.argument(0), let key = call.argument(1) else {
          throw call.exception(
            "NSInvalidArgumentException",
            "*** -[__NSPlaceholderDictionary initWithObjects:forKeys:count:]: attempt to insert nil object from objects[0]"
          )
        }
        result.set(object, forKey: try call.copiedKey(key))
        return result
      }
      c.classMethod("dictionaryWithObjectsAndKeys:") { call in
        let objects = try call.nilTerminatedObjects()
        guard objects.count % 2 == 0 else { throw call.fail("\(call.methodName): objects and keys must come in pairs") }
        let result = ObjCDictionary(mutable: call.receiverClassName == "NSMutableDictionary")
        for index in stride(from: 0, to: objects.count, by: 2) {
          result.set(objects[index], forKey: try call.copiedKey(objects[index + 1]))
        }
        return result
      }
      c.classMethod("dictionaryWithObjects:forKeys:") { call in
        try pairedDictionary(of: call, mutable: call.receiverClassName == "NSMutableDictionary")
      }
      c.initializer("initWithObjects:forKeys:") { call in
        try pairedDictionary(of: call, mutable: (call.receiver as? AllocatedObject)?.className == "NSMutableDictionary")
      }
      c.instance("allKeysForObject:") { call in
        let target = try dictionary(call)
        let object = call.argument(0)
        return ObjCArray(
          target.keys.filter { ObjCEquality.isEqual(target.value(forKey: $0), object) }, mutable: false)
      }
      c.instance("keysSortedByValueUsingSelector:") { call in
        let target = try dictionary(call)
        let selector = try call.requiredObject(0, SelectorValue.self, "a selector (@selector(…))")
        let sorted = try ComparisonSort.sorted(target.keys) { a, b in
          try call.interpreter.send(
            selector.name, to: target.value(forKey: a), arguments: [target.value(forKey: b)], at: call.location)
        }
        return ObjCArray(sorted, mutable: false)
      }
      c.classMethod("dictionaryWithDictionary:") { call in
        let source = try call.requiredObject(0, ObjCDictionary.self, "an NSDictionary")
        return source.copy(mutable: call.receiverClassName == "NSMutableDictionary")
      }
      c.initializer("init") { call in
        ObjCDictionary(mutable: (call.receiver as? AllocatedObject)?.className == "NSMutableDictionary")
      }
    }
    table.define("NSMutableDictionary", superclass: "NSDictionary") { c in
      func dictionary(_ call: NativeCall) throws -> ObjCDictionary { try call.receiver(as: ObjCDictionary.self) }
      c.instance("setObject:forKey:") { call in
        guard let object = call.argument(0) else {
          throw call.exception(
            "NSInvalidArgumentException",
            "*** -[__NSDictionaryM setObject:forKey:]: object cannot be nil (key: \(ValueDescription.describe(call.argument(1))))"
          )
        }
        guard let key = call.argument(1) else {
          throw call.exception(
            "NSInvalidArgumentException", "*** -[__NSDictionaryM setObject:forKey:]: key cannot be nil")
        }
        try dictionary(call).set(object, forKey: try call.copiedKey(key))
        return nil
      }
      c.instance("setObject:forKeyedSubscript:") { call in
        guard let key = call.argument(1) else {
          throw call.exception(
            "NSInvalidArgumentException", "*** -[__NSDictionaryM setObject:forKeyedSubscript:]: key cannot be nil")
        }
        if let object = call.argument(0) {
          try dictionary(call).set(object, forKey: try call.copiedKey(key))
        } else {
          try dictionary(call).removeValue(forKey: key)
        }
        return nil
      }
      c.instance("setValue:forKey:") { call in
        let key = try call.string(1)
        if let object = call.argument(0) {
          try dictionary(call).set(object, forKey: key)
        } else {
          try dictionary(call).removeValue(forKey: key)
        }
        return nil
      }
      c.instance("removeObjectForKey:") { call in
        if let key = call.argument(0) { try dictionary(call).removeValue(forKey: key) }
        return nil
      }
      c.instance("removeAllObjects") { call in
        try dictionary(call).removeAll()
        return nil
      }
      c.instance("addEntriesFromDictionary:") { call in
        let target = try dictionary(call)
        let source = try call.requiredObject(0, ObjCDictionary.self, "an NSDictionary")
        for key in source.keys { if let value = source.value(forKey: key) { target.set(value, forKey: key) } }
        return nil
      }
      c.classMethod("dictionaryWithCapacity:") { _ in ObjCDictionary(mutable: true) }
      c.initializer("initWithCapacity:") { _ in ObjCDictionary(mutable: true) }
    }
  }
}

extension NativeCall {
  /// `key` as a dictionary keeps it: the program's object copied (`ObjCDictionary.copiedKey`).
  fileprivate func copiedKey(_ key: Any) throws -> Any {
    try ObjCDictionary.copiedKey(key) { try interpreter.send("copy", to: $0, arguments: [], at: location) }
  }
}
