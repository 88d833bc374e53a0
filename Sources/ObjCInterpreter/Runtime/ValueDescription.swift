import Foundation
import RAC
import RACWalkthroughKit

/// What `%@`, `-description` and `[x class]` print for a snippet's values, as Foundation on iOS
/// prints them: arrays one element a line with the old property-list quoting (non-ASCII as
/// `\Uxxxx`), dictionaries with string keys sorted, numbers as `%0.16g`, tuples and signals as RAC
/// writes them, and the private classes (`__NSCFNumber`, `__NSArrayM`, `NSTaggedPointerString`).
///
/// Addresses are made up (from the object's identity, the same for the life of the object) so a
/// run prints the same every time; `verify` masks them as it masks the posts' real ones.
enum ValueDescription {
  /// A snippet's own `-description` for instances of its classes, set by the interpreter running
  /// them (nil: `<ClassName: 0x…>`).
  nonisolated(unsafe) static var snippetDescription: ((ObjCInstance) -> String?)?
  /// The string literals of the running snippet: a string equal to one prints its class as
  /// `__NSCFConstantString`, as a literal's does.
  nonisolated(unsafe) static var literalStrings: Set<String> = []

  /// `%@`: nil is `(null)`.
  static func describe(_ value: Any?) -> String {
    guard let value = unwrapOptionals(value) else { return "(null)" }
    return description(of: value, indent: 0)
  }

  /// How much of a nested collection one description still writes (`FoundationDescription.Budget`).
  typealias Budget = FoundationDescription.Budget

  /// A snippet's values for the Kit's description of Foundation's (`FoundationDescription`, which
  /// the translations' `NSLog` uses too): its arrays, dictionaries and strings, and what only it
  /// has — its classes' instances, RAC's objects as RAC writes them, C values.
  static let values = FoundationDescription.Values(
    describe: { value, indent, budget in ownDescription(of: value, indent: indent, budget: budget) },
    arrayElements: { ($0 as? ObjCArray)?.elements },
    dictionaryEntries: { value in
      guard let dictionary = value as? ObjCDictionary else { return nil }
      return dictionary.keys.map { key in (key: key, value: dictionary.value(forKey: key) ?? NSNull.shared) }
    },
    stringValue: { ObjCEquality.stringValue($0) })

  /// `-descriptionWithLocale:indent:`: nested collections indent by four spaces a level.
  static func description(of value: Any, indent: Int, budget: Budget = Budget()) -> String {
    FoundationDescription.description(of: value, indent: indent, budget: budget, values: values)
  }

  /// What only a snippet has, described; nil for Foundation's values.
  private static func ownDescription(of value: Any, indent: Int, budget: Budget) -> String? {
    // A number is Foundation's (Darwin would also cast an `NSNumber` to `Double` below).
    if value is NSNumber { return nil }
    switch value {
    case let number as CNumber: return number.description
    case let double as Double: return FormatString.shortestDouble(double)
    case let tuple as RACTuple:
      return "<RACTuple: \(address(of: tuple))> " + arrayDescription(tuple.allObjects, indent: indent, budget: budget)
    case is RACTupleNil: return "<RACTupleNil: \(address(of: RACTupleNil.tupleNil))>"
    case let instance as ObjCInstance:
      return snippetDescription?(instance) ?? "<\(instance.objcClass.name): \(address(of: instance))>"
    // Each kind of sequence writes itself as RAC 2.5's `-description` does, values as `%@` here.
    case let sequence as RACSequence: return sequence.description(describingValuesWith: describe)
    case let stream as RACStream: return "<\(stream.className): \(address(of: stream))> name: \(stream.name)"
    case let scheduler as RACScheduler:
      return "<\(scheduler.className): \(address(of: scheduler))> \(scheduler.name)"
    case let event as RACEvent: return eventDescription(event)
    case let object as CoreObject: return "<\(object.className): \(address(of: object))>"
    case let classValue as ClassValue: return classValue.name
    case let selector as SelectorValue: return selector.name
    case let structure as ObjCStruct: return structure.description
    case let cString as CString: return cString.string
    default: return nil
    }
  }

  /// `-[NSNumber description]` (`FoundationDescription`).
  static func numberDescription(_ number: NSNumber) -> String { FoundationDescription.numberDescription(number) }

  /// Whether an `NSNumber` is a `BOOL`.
  static func isBoolean(_ number: NSNumber) -> Bool { FoundationDescription.isBoolean(number) }

  /// `-[NSArray descriptionWithLocale:indent:]` of a snippet's values.
  static func arrayDescription(_ elements: [Any], indent: Int, budget: Budget = Budget()) -> String {
    FoundationDescription.arrayDescription(elements, indent: indent, budget: budget, values: values)
  }

  /// `-[NSDictionary description]` of a snippet's dictionary.
  static func dictionaryDescription(_ dictionary: ObjCDictionary, indent: Int, budget: Budget = Budget()) -> String {
    FoundationDescription.description(of: dictionary, indent: indent, budget: budget, values: values)
  }

  /// The old property-list quoting (`FoundationDescription`).
  static func quotedIfNeeded(_ text: String) -> String { FoundationDescription.quotedIfNeeded(text) }

  /// `Error Domain=D Code=1 "(null)"`, with `UserInfo={…}` when it has one, as iOS 9 writes it.
  static func errorDescription(_ error: NSError) -> String {
    NSErrorDescription.text(of: error) { describe($0) }
  }

  /// `-[RACEvent description]`: `<RACEvent: 0x…>{ next = 1 }`.
  private static func eventDescription(_ event: RACEvent) -> String {
    let body: String
    switch event.eventType {
    case .completed: body = "completed"
    case .error: body = "error = \(describe(event.error))"
    case .next: body = "next = \(describe(event.value))"
    }
    return "<RACEvent: \(address(of: event))>{ \(body) }"
  }

  /// `-[NSDate description]` (`FoundationDescription`).
  static func dateDescription(_ date: Date) -> String { FoundationDescription.dateDescription(date) }

  /// A made-up address for an object: stable while it lives, shaped like an iOS heap address.
  static func address(of object: AnyObject) -> String {
    ObjectAddress.of(object)
  }

  /// An address for something that has none here (a class, a value kept as a Swift value): the
  /// same text gets the same address in every run (FNV-1a of the text), so output stays comparable.
  static func madeUpAddress(for text: String, prefix: String) -> String {
    var hash: UInt32 = 0x811C_9DC5
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    return prefix + String(format: "%08x", hash & 0xFFFF_FFF8)
  }

  // MARK: - Classes

  /// The class `[value class]` answers, with its superclasses: Foundation's concrete private
  /// classes for its values, the snippet's class for its instances, RAC's classes for RAC objects.
  static func classValue(of value: Any, classes: [String: ObjCClass]) -> ClassValue {
    let name = concreteClassName(of: value)
    var chain = [name]
    if let instance = value as? ObjCInstance {
      var current = instance.objcClass.superclassName
      while let superclass = current {
        chain.append(superclass)
        current =
          classes[superclass]?.superclassName
          ?? (superclass == "NSObject" ? nil : NativeClasses.superclass(of: superclass))
      }
    } else {
      chain += logicalClassChain(of: value)
    }
    if chain.last != "NSObject" { chain.append("NSObject") }
    var seen = Set<String>()
    return ClassValue(name: name, chain: chain.filter { seen.insert($0).inserted })
  }

  /// The name `[value class]` prints.
  static func concreteClassName(of value: Any) -> String {
    switch value {
    case let string as String:
      if literalStrings.contains(string) { return "__NSCFConstantString" }
      return isTaggedPointerString(string) ? "NSTaggedPointerString" : "__NSCFString"
    case is ObjCMutableString: return "__NSCFString"
    case let name as StreamNameValue: return concreteClassName(of: name.string)
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
    case is ThreadValue: return "NSThread"
    case let native as NativeObjectValue: return native.concreteClassName
    case is CharacterSetValue: return "__NSCFCharacterSet"
    case is DispatchQueueValue: return "OS_dispatch_queue"
    case is PointerValue: return "NSConcreteValue"
    case let allocated as AllocatedObject: return allocated.className
    case let block as ObjCBlock: return block.captured.isEmpty ? "__NSGlobalBlock__" : "__NSMallocBlock__"
    case is NativeBlock: return "__NSMallocBlock__"
    case let instance as ObjCInstance: return instance.objcClass.name
    case let classValue as ClassValue: return classValue.name
    case let object as AnyObject where type(of: value) is AnyClass:
      return MethodReplacements.objectiveCName(of: type(of: object))
    default: return String(describing: type(of: value))
    }
  }

  /// The public classes a value is an instance of, most specific first (`NSMutableArray`,
  /// `NSArray`), for `isKindOfClass:` and for finding its methods. A send keeps what it found by
  /// the value's Swift type (`MethodCache`): a chain that depends on the value and not only on its
  /// type (a mutable array's) must be told apart there too (`MethodCache.isFixed`, the variant).
  static func logicalClassChain(of value: Any) -> [String] {
    switch value {
    case is String, is StreamNameValue: return ["NSString", "NSObject"]
    case is ObjCMutableString: return ["NSMutableString", "NSString", "NSObject"]
    case is NSNumber, is Bool, is Int, is Double: return ["NSNumber", "NSValue", "NSObject"]
    case let array as ObjCArray:
      return array.isMutable ? ["NSMutableArray", "NSArray", "NSObject"] : ["NSArray", "NSObject"]
    case is [Any], is [Any?]: return ["NSMutableArray", "NSArray", "NSObject"]
    case let dictionary as ObjCDictionary:
      return dictionary.isMutable ? ["NSMutableDictionary", "NSDictionary", "NSObject"] : ["NSDictionary", "NSObject"]
    case is NSNull: return ["NSNull", "NSObject"]
    case is NSError: return ["NSError", "NSObject"]
    case is Date: return ["NSDate", "NSObject"]
    case is ObjCException: return ["NSException", "NSObject"]
    case is ThreadValue: return ["NSThread", "NSObject"]
    case let native as NativeObjectValue: return native.classChain
    case is CharacterSetValue: return ["NSCharacterSet", "NSObject"]
    case is DispatchQueueValue: return ["OS_dispatch_queue", "NSObject"]
    case is PointerValue: return ["NSValue", "NSObject"]
    case is ObjCBlock, is NativeBlock: return ["NSBlock", "NSObject"]
    case is ClassValue: return ["NSObject"]
    case let object as AnyObject where type(of: value) is AnyClass:
      var chain = MethodReplacements.classChain(of: type(of: object)).map { $0 == "CoreObject" ? "NSObject" : $0 }
      if chain.last != "NSObject" { chain.append("NSObject") }
      return chain
    default: return ["NSObject"]
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
