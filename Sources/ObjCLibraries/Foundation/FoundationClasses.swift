import Foundation
import ObjCInterpreter
import RAC
import Shared

/// Foundation as RAC code uses it: `NSObject`, strings, numbers, arrays, dictionaries, errors,
/// exceptions, dates. Each class's methods are in a file of their own (`Foundation+NSString`, …),
/// each defined from the one list, `Libraries.define`.
enum FoundationClasses {
  /// The class of a plain `[NSObject new]` (a lock token, a sentinel).
  static let plainObject = ObjCClass(name: "NSObject", superclassName: nil, isDefinedBySnippet: false)
}

extension NativeCall {
  /// Raises an `NSException` (what Foundation does for an index out of range, a nil inserted).
  func exception(_ name: String, _ reason: String) -> RuntimeError {
    .exception(value: ObjCException(name: name, reason: reason, userInfo: nil), location: location)
  }

  /// The receiver's text, for `NSString` methods.
  var receiverString: String { ObjCEquality.stringValue(receiver) ?? "" }
}

extension FoundationClasses {
  static func registerNSObject(in table: NativeClasses) {
    table.define("NSObject", superclass: nil) { c in
      c.instance("init") { $0.receiver }
      c.instance("self") { $0.receiver }
      // NSObject's own `-dealloc`, which frees the object: the Swift object's end does that here.
      // It is there to be found, swizzled and called through `objc_msgSendSuper` or its IMP, as
      // RAC's `NSObject+RACDeallocating.m` does.
      c.instance("dealloc") { _ in nil }
      c.instance("class") { call in call.interpreter.classValue(of: call.receiver) }
      c.instance("superclass") { call in
        let chain = call.interpreter.classValue(of: call.receiver).chain
        return chain.count > 1 ? call.interpreter.classValue(named: chain[1]) : nil
      }
      c.instance("description") { call in try call.reserving(call.interpreter.describe(call.receiver)) }
      c.instance("debugDescription") { call in try call.reserving(call.interpreter.describe(call.receiver)) }
      // NSObject's own: identity for the program's objects (their class's `-isEqual:` calls it as
      // `[super isEqual:]`, so it must not ask that method again), by value for Foundation's.
      c.instance("isEqual:", returns: .bool) { call in
        if let instance = call.receiver as? ObjCInstance {
          return CNumber.bool(call.argument(0).map { ($0 as AnyObject) === instance } ?? false)
        }
        return CNumber.bool(ObjCEquality.isEqual(call.receiver, call.argument(0)))
      }
      c.instance("hash", returns: .unsignedLong) { call in
        CNumber(unsigned: UInt64(StableHash.of(call.receiver)), type: .unsignedLong)
      }
      c.instance("isKindOfClass:", returns: .bool) { call in
        let target = try call.requiredObject(0, ClassValue.self, "a class")
        let chain = call.interpreter.classValue(of: call.receiver).chain
        return CNumber.bool(chain.contains(target.name))
      }
      c.instance("isMemberOfClass:", returns: .bool) { call in
        let target = try call.requiredObject(0, ClassValue.self, "a class")
        return CNumber.bool(call.interpreter.className(of: call.receiver) == target.name)
      }
      c.instance("respondsToSelector:", returns: .bool) { call in
        let selector = try call.requiredObject(0, SelectorValue.self, "a selector (@selector(…))")
        return CNumber.bool(call.interpreter.responds(call.receiver, to: selector.name))
      }
      c.instance("conformsToProtocol:", returns: .bool) { call in
        guard let protocolValue = call.argument(0) as? ProtocolValue else { return CNumber.bool(false) }
        let chain = call.interpreter.classValue(of: call.receiver).chain
        return CNumber.bool(ProtocolConformance.conforms(chain, to: protocolValue.name, call.interpreter))
      }
      c.instance("performSelector:") { call in
        let selector = try call.requiredObject(0, SelectorValue.self, "a selector (@selector(…))")
        return try call.interpreter.send(selector.name, to: call.receiver, arguments: [], at: call.location)
      }
      c.instance("performSelector:withObject:") { call in
        let selector = try call.requiredObject(0, SelectorValue.self, "a selector (@selector(…))")
        return try call.interpreter.send(
          selector.name, to: call.receiver, arguments: [call.argument(1)], at: call.location)
      }
      c.instance("performSelector:withObject:withObject:") { call in
        let selector = try call.requiredObject(0, SelectorValue.self, "a selector (@selector(…))")
        return try call.interpreter.send(
          selector.name, to: call.receiver, arguments: [call.argument(1), call.argument(2)], at: call.location)
      }
      c.instance("copy") { call in try call.interpreter.copy(call.receiver, mutable: false, at: call.location) }
      c.instance("mutableCopy") { call in try call.interpreter.copy(call.receiver, mutable: true, at: call.location) }
      c.instance("valueForKey:") { call in
        try call.interpreter.value(forKey: try call.string(0), of: call.receiver, at: call.location)
      }
      c.instance("valueForKeyPath:") { call in
        var value: Any? = call.receiver
        let keys = try call.string(0).split(separator: ".").map(String.init)
        for (index, key) in keys.enumerated() {
          if key.hasPrefix("@") {
            let rightPath = index + 1 < keys.count ? keys[(index + 1)...].joined(separator: ".") : nil
            return try KeyValueCollectionOperators.apply(String(key.dropFirst()), rightPath: rightPath, to: value, call)
          }
          value = try call.interpreter.value(forKey: key, of: value, at: call.location)
        }
        return value
      }
      // What KVC sends when its search finds nothing for a key (a class may override them).
      c.instance("valueForUndefinedKey:") { call in
        throw call.exception(
          "NSUnknownKeyException",
          "[<\(call.receiverClassName) \(ValueDescription.unrecognizedSelectorAddress(of: call.receiver))> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(try call.string(0))."
        )
      }
      c.instance("setValue:forUndefinedKey:") { call in
        throw call.exception(
          "NSUnknownKeyException",
          "[<\(call.receiverClassName) \(ValueDescription.unrecognizedSelectorAddress(of: call.receiver))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(try call.string(1))."
        )
      }
      c.instance("setNilValueForKey:") { call in
        throw call.exception(
          "NSInvalidArgumentException",
          "[<\(call.receiverClassName) \(ValueDescription.unrecognizedSelectorAddress(of: call.receiver))> setNilValueForKey]: could not set nil as the value for the key \(try call.string(0))."
        )
      }
      c.instance("setValue:forKey:") { call in
        try call.interpreter.setValue(
          call.argument(0), forKey: try call.string(1), of: call.receiver, at: call.location)
        return nil
      }
      // KVC's key path: the value of each key but the last, then `-setValue:forKey:` sent to the
      // object they lead to (so its class's own override, `-setNilValueForKey:`, answers).
      c.instance("setValue:forKeyPath:") { call in
        let keys = try call.string(1).split(separator: ".").map(String.init)
        var target: Any? = call.receiver
        for key in keys.dropLast() {
          target = try call.interpreter.value(forKey: key, of: target, at: call.location)
        }
        guard let target, let last = keys.last else { return nil }
        _ = try call.interpreter.send(
          "setValue:forKey:", to: target, arguments: [call.argument(0), last], at: call.location)
        return nil
      }
      c.classMethod("class") { $0.receiver }
      c.classMethod("description") { call in (call.receiver as? ClassValue)?.name }
      // A class object is equal to itself alone (NSObject's `+isEqual:` compares the pointers).
      c.classMethod("isEqual:", returns: .bool) { call in
        CNumber.bool((call.receiver as? ClassValue).map { $0.name == (call.argument(0) as? ClassValue)?.name } ?? false)
      }
      c.classMethod("alloc") { call in AllocatedObject(className: call.receiverClassName) }
      c.classMethod("new") { call in
        try call.interpreter.send(
          "init", to: AllocatedObject(className: call.receiverClassName), arguments: [], at: call.location)
      }
      c.classMethod("superclass") { call in
        guard let classValue = call.receiver as? ClassValue, classValue.chain.count > 1 else { return nil }
        return call.interpreter.classValue(named: classValue.chain[1])
      }
      c.classMethod("isSubclassOfClass:", returns: .bool) { call in
        let target = try call.requiredObject(0, ClassValue.self, "a class")
        return CNumber.bool((call.receiver as? ClassValue)?.chain.contains(target.name) ?? false)
      }
      c.classMethod("conformsToProtocol:", returns: .bool) { call in
        guard let protocolValue = call.argument(0) as? ProtocolValue else { return CNumber.bool(false) }
        let chain = (call.receiver as? ClassValue)?.chain ?? call.interpreter.classChain(of: call.receiverClassName)
        return CNumber.bool(ProtocolConformance.conforms(chain, to: protocolValue.name, call.interpreter))
      }
      // `+respondsToSelector:`: a class answers its class methods.
      c.classMethod("respondsToSelector:", returns: .bool) { call in
        let selector = try call.requiredObject(0, SelectorValue.self, "a selector (@selector(…))")
        return CNumber.bool(call.interpreter.responds(call.receiver, to: selector.name))
      }
      c.classMethod("instancesRespondToSelector:", returns: .bool) { call in
        let selector = try call.requiredObject(0, SelectorValue.self, "a selector (@selector(…))")
        let chain = (call.receiver as? ClassValue)?.chain ?? []
        return CNumber.bool(
          chain.contains {
            call.interpreter.run.runtimeChanges?.method(selector.name, in: $0) != nil
              || call.interpreter.classes[$0]?.instanceMethods[selector.name] != nil
              || call.interpreter.natives.instanceMethod(selector.name, of: $0) != nil
              || call.interpreter.natives.initializer(selector.name, of: $0) != nil
          })
      }
      c.initializer("init") { call in
        guard let allocated = call.receiver as? AllocatedObject else { return call.receiver }
        if allocated.className == "NSObject" {
          let object = ObjCInstance(objcClass: FoundationClasses.plainObject, classes: [:])
          object.describer = call.interpreter.run.describer
          return object
        }
        throw call.fail("[[\(allocated.className) alloc] init] is not supported; use the class's factory method")
      }
    }
  }
}

extension NativeContext {
  /// `-description`, through the snippet's own `-description` for its classes.
  func describe(_ value: Any?) -> String {
    ValueDescription.describe(value)
  }

  /// `-copy` and `-mutableCopy`.
  func copy(_ value: Any?, mutable: Bool, at location: SourceLocation) throws -> Any? {
    switch value {
    case nil: return nil
    case let string as String: return mutable ? ObjCMutableString(string) : string
    case let string as ObjCMutableString: return mutable ? ObjCMutableString(string.string) : string.string
    case let array as ObjCArray:
      return (!mutable && !array.isMutable) ? array : ObjCArray(array.elements, mutable: mutable)
    case let dictionary as ObjCDictionary:
      return (!mutable && !dictionary.isMutable) ? dictionary : dictionary.copy(mutable: mutable)
    case let instance as ObjCInstance:
      let selector = mutable ? "mutableCopyWithZone:" : "copyWithZone:"
      guard responds(instance, to: selector) else {
        throw RuntimeError.unrecognizedSelector(
          "-[\(instance.objcClass.name) \(selector)]: unrecognized selector sent to instance \(ValueDescription.unrecognizedSelectorAddress(of: instance))",
          suggestion: " (the class does not adopt NSCopying)", at: location)
      }
      return try send(selector, to: instance, arguments: [nil], at: location)
    default:
      if mutable {
        throw fail(
          "-[\(className(of: value ?? 0)) mutableCopy] is not supported", at: location)
      }
      return value
    }
  }

  /// `-valueForKey:`: a dictionary's value, an array's values for the key, or a property (a scalar
  /// boxed in an `NSNumber`, as KVC boxes it).
  func value(forKey key: String, of value: Any?, at location: SourceLocation) throws -> Any? {
    switch value {
    case nil: return nil
    case let dictionary as ObjCDictionary: return dictionary.value(forKey: key)
    case let array as ObjCArray:
      return try NestingGuard.deeper("-valueForKey: of an array", fallback: nil) {
        ObjCArray(
          try array.elements.map { try self.value(forKey: key, of: $0, at: location) ?? NSNull.shared }, mutable: false)
      }
    default:
      let result = try keyValueCodingRead(key, of: value, at: location)
      if let number = result as? CNumber { return Boxing.box(number) }
      return result
    }
  }

  /// KVC's search for `key` (`KeyValueCodingSearch`) on the program's objects: the first getter
  /// the object answers, else the first instance variable, else `-valueForUndefinedKey:` (which a
  /// class may override; NSObject's raises). A library object reads its property.
  private func keyValueCodingRead(_ key: String, of value: Any?, at location: SourceLocation) throws -> Any? {
    guard let instance = ObjCInstance.interpreted(value), instance.objcClass.isDefinedBySnippet else {
      return try property(key, of: value, at: location)
    }
    if let getter = KeyValueCodingSearch.getters(for: key).first(where: { responds(value, to: $0) }) {
      return try send(getter, to: value, arguments: [], at: location)
    }
    if let box = instance.keyValueCodingVariable(forKey: key) { return box.value }
    return try send("valueForUndefinedKey:", to: value, arguments: [key], at: location)
  }

  /// `-setValue:forKey:`: the property's setter, an `NSNumber` unboxed for a scalar property, as
  /// KVC does (and as `RAC(object, key) = signal` sets its values).
  func setValue(_ value: Any?, forKey key: String, of object: Any?, at location: SourceLocation) throws {
    // KVC sets nil on a scalar property by sending `-setNilValueForKey:` (NSObject's raises; a
    // class may override it, as RAC's test objects do).
    if lookThroughOptionals(value) == nil, let instance = object as? ObjCInstance,
      case .scalar = classChain(of: instance.objcClass.name).lazy.compactMap({ self.classes[$0]?.properties[key]?.type }
      )
      .first
    {
      _ = try send("setNilValueForKey:", to: instance, arguments: [key], at: location)
      return
    }
    var newValue = value
    if let instance = object as? ObjCInstance, let number = value as? NSNumber,
      let type = classChain(of: instance.objcClass.name).lazy.compactMap({ self.classes[$0]?.properties[key]?.type })
        .first,
      case .scalar(let scalar) = type
    {
      newValue = Boxing.unboxed(number, as: scalar)
    }
    try keyValueCodingWrite(newValue, forKey: key, of: object, at: location)
  }

  /// KVC's search for setting `key` on the program's objects: `-setKey:` or `-_setKey:`, else the
  /// first instance variable (KVO's observers told, as KVC's automatic notification does), else
  /// `-setValue:forUndefinedKey:`. A library object sets its property.
  private func keyValueCodingWrite(
    _ value: Any?, forKey key: String, of object: Any?, at location: SourceLocation
  ) throws {
    guard let instance = ObjCInstance.interpreted(object), instance.objcClass.isDefinedBySnippet else {
      return try setProperty(key, of: object, to: value, at: location)
    }
    if let setter = KeyValueCodingSearch.setters(for: key).first(where: { responds(object, to: $0) }) {
      _ = try send(setter, to: object, arguments: [value], at: location)
      return
    }
    if instance.setKeyValueCodingVariable(forKey: key, to: value) { return }
    _ = try send("setValue:forUndefinedKey:", to: object, arguments: [value, key], at: location)
  }
}
