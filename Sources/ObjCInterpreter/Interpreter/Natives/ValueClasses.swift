import Foundation

/// What class a snippet's value is, as Objective-C asks (`[value class]`, `isKindOfClass:`, the
/// class a message is looked up in): Foundation's private concrete classes for the values the
/// language makes (literals, blocks), the snippet's class for its instances, and the superclasses
/// the library table states (`NativeClasses.chain(from:)`). A library's own values (a thread, a
/// queue, an object of the Swift core) are the table's bridge's to name (`LibraryBridge`).
extension ValueDescription {
  /// The class `[value class]` answers, with its superclasses: Foundation's concrete private
  /// classes for its values, the snippet's class for its instances, RAC's classes for RAC objects.
  static func classValue(
    of value: Any, classes: [String: ObjCClass], natives: NativeClasses, literalStrings: Set<String>
  ) -> ClassValue {
    let name = concreteClassName(of: value, literalStrings: literalStrings, bridge: natives.bridge)
    var chain = [name]
    if let instance = ObjCInstance.interpreted(value) {
      var current = instance.objcClass.superclassName
      while let superclass = current {
        chain.append(superclass)
        current =
          classes[superclass]?.superclassName
          ?? (superclass == "NSObject" ? nil : natives.superclass(of: superclass))
      }
    } else {
      chain += logicalClassChain(of: value, natives: natives)
    }
    if chain.last != "NSObject" { chain.append("NSObject") }
    var seen = Set<String>()
    return ClassValue(name: name, chain: chain.filter { seen.insert($0).inserted })
  }

  /// The name `[value class]` prints; a string equal to one of the run's `literalStrings` is a
  /// constant string. A value the language does not make is named by `bridge`.
  static func concreteClassName(of value: Any, literalStrings: Set<String>, bridge: (any LibraryBridge)?)
    -> String
  {
    switch value {
    case let string as String:
      if literalStrings.contains(string) { return "__NSCFConstantString" }
      return isTaggedPointerString(string) ? "NSTaggedPointerString" : "__NSCFString"
    case is ObjCMutableString: return "__NSCFString"
    case let name as StreamNameValue:
      return concreteClassName(of: name.string, literalStrings: literalStrings, bridge: bridge)
    case let number as NSNumber: return isBoolean(number) ? "__NSCFBoolean" : "__NSCFNumber"
    case is Bool: return "__NSCFBoolean"
    case is Int, is Double: return "__NSCFNumber"
    case let array as ObjCArray:
      if array.isMutable { return "__NSArrayM" }
      return array.elements.isEmpty ? "__NSArray0" : "__NSArrayI"
    case is [Any], is [Any?]: return "__NSArrayM"
    case let dictionary as ObjCDictionary:
      if dictionary.isMutable { return "__NSDictionaryM" }
      return dictionary.count == 0 ? "__NSDictionary0" : "__NSDictionaryI"
    case is NSNull: return "NSNull"
    case is NSError: return "NSError"
    case is Date: return "__NSDate"
    case is ObjCException: return "NSException"
    case let native as NativeObjectValue: return native.concreteClassName
    case let allocated as AllocatedObject: return allocated.className
    case let block as ObjCBlock: return block.captured.isEmpty ? "__NSGlobalBlock__" : "__NSMallocBlock__"
    case is NativeBlock: return "__NSMallocBlock__"
    case let instance as ObjCInstance: return instance.objcClass.name
    case let classValue as ClassValue: return classValue.name
    default: return bridge?.concreteClassName(of: value) ?? String(describing: type(of: value))
    }
  }

  /// The public classes a value is an instance of, most specific first (`NSMutableArray`,
  /// `NSArray`), for `isKindOfClass:` and for finding its methods. A send keeps what it found by
  /// the value's Swift type (`MethodCache`): a chain that depends on the value and not only on its
  /// type (a mutable array's) must be told apart there too (`MethodCache.isFixed`, the variant).
  static package func logicalClassChain(of value: Any, natives: NativeClasses) -> [String] {
    switch value {
    case is String, is StreamNameValue: return natives.chain(from: "NSString")
    case is ObjCMutableString: return natives.chain(from: "NSMutableString")
    case is NSNumber, is Bool, is Int, is Double: return natives.chain(from: "NSNumber")
    case let array as ObjCArray:
      return array.isMutable ? natives.chain(from: "NSMutableArray") : natives.chain(from: "NSArray")
    case is [Any], is [Any?]: return natives.chain(from: "NSMutableArray")
    case let dictionary as ObjCDictionary:
      return dictionary.isMutable ? natives.chain(from: "NSMutableDictionary") : natives.chain(from: "NSDictionary")
    case is NSNull: return natives.chain(from: "NSNull")
    case is NSError: return natives.chain(from: "NSError")
    case is Date: return natives.chain(from: "NSDate")
    case is ObjCException: return natives.chain(from: "NSException")
    case let native as NativeObjectValue: return native.classChain
    case is ObjCBlock, is NativeBlock: return natives.chain(from: "NSBlock")
    case is ClassValue: return natives.chain(from: "NSObject")
    default: return natives.bridge?.classChain(of: value, in: natives) ?? ["NSObject"]
    }
  }

  /// Whether iOS stores a string made at run time in the pointer itself: up to 7 ASCII
  /// characters, up to 9 from a 6-bit alphabet, up to 11 from a 5-bit one.
  static func isTaggedPointerString(_ string: String) -> Bool {
    let scalars = Array(string.unicodeScalars)
    guard scalars.allSatisfy({ $0.isASCII }), !scalars.isEmpty else { return false }
    if scalars.count <= 7 { return true }
    let sixBit = "eilotrm.apdnsIc ufkMShjTRxgC4013bDNvwyUL2O856P-B79AFKEWV_zGJ/HYX"
    let fiveBit = "eilotrm.apdnsIc ufkMShjTRxgC4013"
    if scalars.count <= 9 { return scalars.allSatisfy { sixBit.unicodeScalars.contains($0) } }
    if scalars.count <= 11 { return scalars.allSatisfy { fiveBit.unicodeScalars.contains($0) } }
    return false
  }
}
