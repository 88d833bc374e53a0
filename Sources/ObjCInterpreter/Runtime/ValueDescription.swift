import Foundation
import Shared
import TraceKernel

/// What `%@`, `-description` and `[x class]` print for a snippet's values, as Foundation on iOS
/// prints them: arrays one element a line with the old property-list quoting (non-ASCII as
/// `\Uxxxx`), dictionaries with string keys sorted, numbers as `%0.16g`, RAC's values as they
/// describe themselves (`LibraryDescribable`), and the private classes (`__NSCFNumber`,
/// `__NSArrayM`, `NSTaggedPointerString`).
///
/// Addresses are made up (from the object's identity, the same for the life of the object) so a
/// run prints the same every time; `verify` masks them as it masks the posts' real ones.
package enum ValueDescription {
  /// `%@`: nil is `(null)`.
  static package func describe(_ value: Any?) -> String {
    guard let value = lookThroughOptionals(value) else { return "(null)" }
    return description(of: value, indent: 0)
  }

  /// `%@` of a part of another value's description (an event's value, a sequence's array): nil is
  /// `(null)`, and the part is written within the whole's `budget`, not a fresh one.
  static package func describe(_ value: Any?, within budget: Budget) -> String {
    guard let value = lookThroughOptionals(value) else { return "(null)" }
    return description(of: value, indent: 0, budget: budget)
  }

  /// How much of a nested collection one description still writes (`FoundationDescription.Budget`).
  package typealias Budget = FoundationDescription.Budget

  /// A snippet's values for the one description of Foundation's (`FoundationDescription`, in
  /// `Shared`, which the translations' `NSLog` uses too): its arrays, dictionaries and strings, and
  /// what only it has — its classes' instances, RAC's objects as RAC writes them, C values.
  static let values = FoundationDescription.Values(
    describe: { value, indent, budget in ownDescription(of: value, indent: indent, budget: budget) },
    arrayElements: { ($0 as? ObjCArray)?.elements },
    dictionaryEntries: { value in
      guard let dictionary = value as? ObjCDictionary else { return nil }
      return dictionary.keys.map { key in (key: key, value: dictionary.value(forKey: key) ?? NSNull.shared) }
    },
    stringValue: { ObjCEquality.stringValue($0) })

  /// `-descriptionWithLocale:indent:`: nested collections indent by four spaces a level.
  static package func description(of value: Any, indent: Int, budget: Budget = Budget()) -> String {
    FoundationDescription.description(of: value, indent: indent, budget: budget, values: values)
  }

  /// What only a snippet has, described; nil for Foundation's values.
  private static func ownDescription(of value: Any, indent: Int, budget: Budget) -> String? {
    // A tagged number prints its integer, as `-[NSNumber description]` prints the one it stands for.
    if let tagged = TaggedNumber.held(value) { return tagged.description }
    // A number is Foundation's (Darwin would also cast an `NSNumber` to `Double` below).
    if value is NSNumber { return nil }
    switch value {
    case let number as CNumber: return number.description
    case let double as Double: return FormatString.shortestDouble(double)
    case let libraryValue as any LibraryDescribable:
      // Its parts may hold it again (an event whose value is an array holding the event): as deep
      // as `NestingGuard` lets a walk go, where Foundation would recurse until the stack ends.
      return NestingGuard.deeper("-description of \(type(of: libraryValue))", fallback: "…") {
        libraryValue.objcDescription(indent: indent, budget: budget)
      }
    case let instance as ObjCInstance:
      // The snippet's own `-description`, while the run that made the instance is in progress.
      return instance.describer?.describe?(instance) ?? "<\(instance.objcClass.name): \(address(of: instance))>"
    case let object as CoreObject: return "<\(object.className): \(address(of: object))>"
    case let classValue as ClassValue: return classValue.name
    case let selector as SelectorValue: return selector.name
    case let structure as ObjCStruct: return structure.description
    case let cString as CString: return cString.string
    default: return nil
    }
  }

  /// `-[NSNumber description]` (`FoundationDescription`).
  static package func numberDescription(_ number: NSNumber) -> String {
    FoundationDescription.numberDescription(number)
  }

  /// Whether an `NSNumber` is a `BOOL`.
  static func isBoolean(_ number: NSNumber) -> Bool { FoundationDescription.isBoolean(number) }

  /// `-[NSArray descriptionWithLocale:indent:]` of a snippet's values.
  static package func arrayDescription(_ elements: [Any], indent: Int, budget: Budget = Budget()) -> String {
    FoundationDescription.arrayDescription(elements, indent: indent, budget: budget, values: values)
  }

  /// `-[NSDictionary description]` of a snippet's dictionary.
  static func dictionaryDescription(_ dictionary: ObjCDictionary, indent: Int, budget: Budget = Budget()) -> String {
    FoundationDescription.description(of: dictionary, indent: indent, budget: budget, values: values)
  }

  /// The old property-list quoting (`FoundationDescription`).
  static func quotedIfNeeded(_ text: String) -> String { FoundationDescription.quotedIfNeeded(text) }

  /// `-[NSDate description]` (`FoundationDescription`).
  static package func dateDescription(_ date: Date) -> String { FoundationDescription.dateDescription(date) }

  /// A made-up address for an object: stable while it lives, shaped like an iOS heap address.
  static package func address(of object: AnyObject) -> String {
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
}
