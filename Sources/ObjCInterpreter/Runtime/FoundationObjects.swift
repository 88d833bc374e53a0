import Foundation
import Shared
import TraceKernel

/// An `NSArray` or `NSMutableArray` of a snippet: elements are never nil (`NSNull` stands for nil,
/// as in Foundation). Mutable arrays are shared by reference, as Objective-C's are.
package final class ObjCArray: Hashable, CustomStringConvertible, @unchecked Sendable {
  package var elements: [Any]
  package let isMutable: Bool

  package init(_ elements: [Any], mutable: Bool) {
    self.elements = elements
    self.isMutable = mutable
  }

  package static func == (lhs: ObjCArray, rhs: ObjCArray) -> Bool {
    lhs === rhs
      || (lhs.elements.count == rhs.elements.count
        && NestingGuard.deeper("-isEqual: of an array", fallback: false) {
          zip(lhs.elements, rhs.elements).allSatisfy { ObjCEquality.isEqual($0, $1) }
        })
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(elements.count) }

  package var description: String { ValueDescription.describe(self) }
}

/// An `NSDictionary` or `NSMutableDictionary`: keys compared with `isEqual:`, kept in the order
/// they were added (Foundation's order is its hash table's; `-description` sorts string keys as
/// Foundation does).
package final class ObjCDictionary: Hashable, CustomStringConvertible, @unchecked Sendable {
  package private(set) var keys: [Any] = []
  private var values: [DictionaryKey: Any] = [:]
  package let isMutable: Bool

  package init(mutable: Bool) {
    self.isMutable = mutable
  }

  package var count: Int { keys.count }

  // The table is looked up through a local and changed taken out of its property: a lookup hashes
  // and compares keys with `-hash` and `-isEqual:`, which may be the program's own and change this
  // dictionary, and a change made while the property itself was being read or written was an
  // exclusive-access crash. (Changing a dictionary from a key's `-isEqual:` is undefined in
  // Foundation; here the change made meanwhile is lost, never the process.)

  package func value(forKey key: Any) -> Any? {
    let table = values
    return table[DictionaryKey(key)]
  }

  package func set(_ value: Any, forKey key: Any) {
    let wrapped = DictionaryKey(key)
    var table = values
    values = [:]
    let isNew = table.updateValue(value, forKey: wrapped) == nil
    values = table
    if isNew { keys.append(key) }
  }

  package func removeValue(forKey key: Any) {
    let wrapped = DictionaryKey(key)
    var table = values
    values = [:]
    let removed = table.removeValue(forKey: wrapped)
    values = table
    guard removed != nil else { return }
    // Compared on a copy, then written: `-isEqual:` may read this dictionary's keys (a key that
    // holds the dictionary), which a comparison inside `removeAll` would do while they change.
    let old = keys
    let kept = old.filter { DictionaryKey($0) != wrapped }
    withExtendedLifetime(old) { keys = kept }
  }

  package func removeAll() {
    keys = []
    values = [:]
  }

  /// What a dictionary keeps of `key`: Foundation's dictionaries copy their keys
  /// (`-copyWithZone:`), so an object of the program's class that does not adopt `NSCopying` cannot
  /// be one (the exception a new user meets), and one that does is kept as its copy. Foundation's
  /// and RAC's values are kept as they are (their copies are equal and immutable).
  package static func copiedKey(_ key: Any, copy: (ObjCInstance) throws -> Any?) rethrows -> Any {
    guard let instance = key as? ObjCInstance else { return key }
    return try copy(instance) ?? key
  }

  package func copy(mutable: Bool) -> ObjCDictionary {
    let copy = ObjCDictionary(mutable: mutable)
    for key in keys { if let value = value(forKey: key) { copy.set(value, forKey: key) } }
    return copy
  }

  package static func == (lhs: ObjCDictionary, rhs: ObjCDictionary) -> Bool {
    lhs === rhs
      || (lhs.count == rhs.count
        && NestingGuard.deeper("-isEqual: of a dictionary", fallback: false) {
          lhs.keys.allSatisfy { key in
            guard let left = lhs.value(forKey: key), let right = rhs.value(forKey: key) else { return false }
            return ObjCEquality.isEqual(left, right)
          }
        })
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(count) }

  package var description: String { ValueDescription.describe(self) }
}

/// A dictionary key: hashed and compared as `-hash` / `-isEqual:` would (strings by value,
/// numbers by value, other objects by identity unless they are `Hashable`).
package struct DictionaryKey: Hashable {
  let value: Any

  package init(_ value: Any) {
    self.value = value
  }

  package static func == (lhs: DictionaryKey, rhs: DictionaryKey) -> Bool { ObjCEquality.isEqual(lhs.value, rhs.value) }

  package func hash(into hasher: inout Hasher) {
    if let tagged = TaggedNumber.held(value) {
      // As the `NSNumber` it stands for hashes here: by its value as a double.
      hasher.combine(Double(tagged.value))
      return
    }
    switch value {
    case let string as String: hasher.combine(string)
    case let string as ObjCMutableString: hasher.combine(string.string)
    case let number as NSNumber: hasher.combine(number.doubleValue)
    case let hashable as AnyHashable where !(type(of: value) is AnyClass): hasher.combine(hashable)
    case let object as CoreObject where object.ownHash != nil: hasher.combine(object.ownHash)
    default:
      if type(of: value) is AnyClass {
        hasher.combine(ObjectIdentifier(value as AnyObject))
      } else {
        hasher.combine(0)
      }
    }
  }
}

/// An `NSMutableString`: shared by reference, changed in place by `appendString:` and friends.
final package class ObjCMutableString: Hashable, CustomStringConvertible, @unchecked Sendable {
  package var string: String

  package init(_ string: String) {
    self.string = string
  }

  package static func == (lhs: ObjCMutableString, rhs: ObjCMutableString) -> Bool { lhs.string == rhs.string }
  package func hash(into hasher: inout Hasher) { hasher.combine(string) }
  package var description: String { string }
}

/// A C string (`"…"`, `-UTF8String`): what `printf`'s and `NSLog`'s `%s` print. Not an object.
package struct CString: Hashable, Sendable {
  package let string: String

  /// One of `string`.
  package init(string: String) {
    self.string = string
  }
}

/// A C struct Foundation or UIKit defines (`NSRange`, `CGRect`, `CGPoint`, `CGSize`), by value.
package struct ObjCStruct: Sendable, CustomStringConvertible {
  package let name: String
  var fields: [(name: String, value: CNumberOrStruct)]

  indirect enum CNumberOrStruct: Sendable {
    case number(CNumber)
    case structure(ObjCStruct)

    var value: Any {
      switch self {
      case .number(let number): return number
      case .structure(let structure): return structure
      }
    }
  }

  package func field(_ name: String) -> Any? { fields.first { $0.name == name }?.value.value }

  mutating func setField(_ name: String, to value: Any?) -> Bool {
    guard let index = fields.firstIndex(where: { $0.name == name }) else { return false }
    switch (fields[index].value, value) {
    case (.number(let old), let number as CNumber): fields[index].value = .number(number.converted(to: old.type))
    case (.structure, let structure as ObjCStruct): fields[index].value = .structure(structure)
    default: return false
    }
    return true
  }

  static package func range(location: Int, length: Int) -> ObjCStruct {
    ObjCStruct(
      name: "NSRange",
      fields: [("location", .number(.unsignedLong(location))), ("length", .number(.unsignedLong(length)))])
  }

  static package func point(x: Double, y: Double) -> ObjCStruct {
    ObjCStruct(name: "CGPoint", fields: [("x", .number(.double(x))), ("y", .number(.double(y)))])
  }

  static package func size(width: Double, height: Double) -> ObjCStruct {
    ObjCStruct(name: "CGSize", fields: [("width", .number(.double(width))), ("height", .number(.double(height)))])
  }

  static package func rect(x: Double, y: Double, width: Double, height: Double) -> ObjCStruct {
    ObjCStruct(
      name: "CGRect",
      fields: [("origin", .structure(.point(x: x, y: y))), ("size", .structure(.size(width: width, height: height)))])
  }

  /// As `NSStringFromRange` and friends write it.
  package var description: String {
    switch name {
    case "NSRange": return "{\(field("location") ?? 0), \(field("length") ?? 0)}"
    default:
      return "{"
        + fields.map { field -> String in
          switch field.value {
          case .number(let number): return FormatString.shortestDouble(number.double)
          case .structure(let structure): return structure.description
          }
        }.joined(separator: ", ") + "}"
    }
  }
}

/// A pointer a snippet passes or receives: `BOOL *stop` in a bind block, `&error`, `&count`. It
/// reads and writes the variable or slot it points at.
final package class ObjCPointer: @unchecked Sendable {
  package let read: () -> Any?
  package let write: (Any?) -> Void
  /// What it points at (`BOOL`, an object…), for conversions when written through.
  package let pointee: TypeName
  /// The storage it points at (a variable's box), when there is one: two evaluations of `&key`
  /// are two pointer values with the same target, which is what C's pointer equality compares
  /// (`objc_setAssociatedObject(self, &key, …)` finds its value again by that address).
  package let target: AnyObject?

  package init(
    pointee: TypeName, target: AnyObject? = nil, read: @escaping () -> Any?, write: @escaping (Any?) -> Void
  ) {
    self.pointee = pointee
    self.target = target
    self.read = read
    self.write = write
  }

  /// A pointer to a fresh, unshared value (a `stop` flag the core reads back after the call).
  static package func to(_ box: Box) -> ObjCPointer {
    ObjCPointer(pointee: box.type, target: box, read: { box.value }, write: { box.value = $0 })
  }
}

/// `@selector(foo:)`.
package struct SelectorValue: Hashable, Sendable, CustomStringConvertible {
  package let name: String
  package var description: String { name }

  package init(name: String) {
    self.name = name
  }
}

/// `@protocol(Name)`, `NSProtocolFromString(@"Name")`: a protocol, known here by its name.
package struct ProtocolValue: Hashable, Sendable, CustomStringConvertible {
  package let name: String

  /// One of `name`.
  package init(name: String) {
    self.name = name
  }
  package var description: String { "<Protocol: \(name)>" }
}

/// A class as a value: `[RACSignal class]`, `self.class`, `[x class]`. `name` is the class as
/// `[x class]` prints it (Foundation's private concrete classes included: `__NSCFNumber`); `chain`
/// is the class and its superclasses, for `isKindOfClass:` and for sending it class methods.
package struct ClassValue: Hashable, Sendable, CustomStringConvertible {
  package let name: String
  package let chain: [String]

  package var description: String { name }
}

/// `-isEqual:` for the values snippets compare (`isEqual:`, `containsObject:`, dictionary keys,
/// `distinctUntilChanged`).
package enum ObjCEquality {
  static package func isEqual(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lookThroughOptionals(lhs), lookThroughOptionals(rhs)) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    case (let left?, let right?):
      if let a = TaggedNumber.held(left), let b = TaggedNumber.held(right) { return a.isEqualNumber(b) }
      if let a = stringValue(left), let b = stringValue(right) { return a == b }
      if let a = left as? NSNumber, let b = right as? NSNumber { return a.isEqual(b) }
      if let a = left as? CNumber, let b = right as? CNumber { return a.double == b.double }
      if let a = left as? ClassValue, let b = right as? ClassValue { return a.name == b.name }
      return ValueEquality.isEqual(left, right)
    }
  }

  /// The text of an `NSString` or `NSMutableString`.
  package static func stringValue(_ value: Any) -> String? {
    if let string = value as? String { return string }
    if let string = value as? ObjCMutableString { return string.string }
    if let name = value as? StreamNameValue { return name.string }
    return nil
  }
}

/// What `+alloc` returns for a library class: waiting for its `init…`, which makes the real object.
package final class AllocatedObject: @unchecked Sendable {
  package let className: String

  package init(className: String) {
    self.className = className
  }
}

/// A stream's `name` as a snippet reads it (`self.name`): an `NSString` with the stream's real
/// name (empty unless `RAC_DEBUG_SIGNAL_NAMES` is set or the snippet set one), which, passed back to
/// `setNameWithFormat:`, names the new stream after the old one's readable name in the trace, as the
/// core's own operators do.
final package class StreamNameValue: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The stream whose name this is (a `RACStream` of the core).
  package let stream: CoreObject

  /// `name` of `stream`, read now: `name` is a `copy` property, so a later `setName:` does not
  /// change a string read before it.
  package init(stream: CoreObject, name: String) {
    self.stream = stream
    string = name
  }

  let string: String
  package var description: String { string }

  package static func == (lhs: StreamNameValue, rhs: StreamNameValue) -> Bool { lhs.string == rhs.string }
  package func hash(into hasher: inout Hasher) { hasher.combine(string) }
}

/// A Foundation object the interpreter keeps as a Swift value of its own (an index set, a data
/// object, the main operation queue): the class chain messages search and the class name
/// `[x class]` reports, declared by the value's type instead of a list kept elsewhere.
package protocol NativeObjectValue: AnyObject {
  /// The classes messages search, most derived first (`NSMutableIndexSet`, `NSIndexSet`, `NSObject`).
  var classChain: [String] { get }
  /// What `[x class]` prints on a device (`__NSCFNumber`-style private classes where it has them).
  var concreteClassName: String { get }
}
