import Foundation
import RAC

/// What `%@`, `-description` and `[x class]` print for a snippet's values, as Foundation on iOS
/// prints them: arrays one element a line with the old property-list quoting (non-ASCII as
/// `\Uxxxx`), dictionaries with string keys sorted, numbers as `%0.16g`, tuples and signals as RAC
/// writes them, and the private classes (`__NSCFNumber`, `__NSArrayM`, `NSTaggedPointerString`).
///
/// Addresses are made up (from the object's identity, the same for the life of the object) so a
/// run prints the same every time; `verify` masks them as it masks the posts' real ones.
enum ValueDescription {
  /// `%@`: nil is `(null)`.
  static func describe(_ value: Any?) -> String {
    guard let value = unwrapOptionals(value) else { return "(null)" }
    return description(of: value, indent: 0)
  }

  /// How much of a nested collection one description still writes: an array that contains itself
  /// (Foundation recurses until the stack ends), or one that holds itself twice forty levels deep
  /// (a description of 2^40 lines), is written to `maximumDepth` levels and about `bytes` bytes,
  /// with `…` for the rest.
  final class Budget {
    static let maximumDepth = 64
    /// About what is left to write: an element counts its indentation and its own text.
    var bytes = 32 << 20
  }

  /// `-descriptionWithLocale:indent:`: nested collections indent by four spaces a level.
  static func description(of value: Any, indent: Int, budget: Budget = Budget()) -> String {
    switch value {
    case let string as String: return string
    case let string as ObjCMutableString: return string.string
    case let name as StreamNameValue: return name.string
    case let number as NSNumber: return numberDescription(number)
    case let number as CNumber: return number.description
    case let bool as Bool: return bool ? "1" : "0"
    case let integer as Int: return String(integer)
    case let double as Double: return FormatString.shortestDouble(double)
    case let array as ObjCArray: return arrayDescription(array.elements, indent: indent, budget: budget)
    case let array as [Any]: return arrayDescription(array, indent: indent, budget: budget)
    case let array as [Any?]: return arrayDescription(array.map { $0 ?? NSNull.shared }, indent: indent, budget: budget)
    case let dictionary as ObjCDictionary: return dictionaryDescription(dictionary, indent: indent, budget: budget)
    case is NSNull: return "<null>"
    case let error as NSError: return errorDescription(error)
    case let tuple as RACTuple:
      return "<RACTuple: \(address(of: tuple))> " + arrayDescription(tuple.allObjects, indent: indent, budget: budget)
    case is RACTupleNil: return "<RACTupleNil: \(address(of: RACTupleNil.tupleNil))>"
    case let instance as ObjCInstance:
      // The snippet's own `-description`, while the run that made the instance is in progress.
      return instance.describer?.describe?(instance) ?? "<\(instance.objcClass.name): \(address(of: instance))>"
    // Each kind of sequence writes itself as RAC 2.5's `-description` does, values as `%@` here.
    case let sequence as RACSequence: return sequence.description(describingValuesWith: describe)
    case let stream as RACStream: return "<\(stream.className): \(address(of: stream))> name: \(stream.name)"
    case let scheduler as RACScheduler:
      return "<\(scheduler.className): \(address(of: scheduler))> \(scheduler.name)"
    case let event as RACEvent: return eventDescription(event)
    case let object as CoreObject: return "<\(object.className): \(address(of: object))>"
    case let classValue as ClassValue: return classValue.name
    case let selector as SelectorValue: return selector.name
    case let date as Date: return dateDescription(date)
    case let structure as ObjCStruct: return structure.description
    case let cString as CString: return cString.string
    default:
      if let describable = value as? CustomStringConvertible { return describable.description }
      return String(describing: value)
    }
  }

  /// `-[NSNumber description]`: integers as integers, `BOOL`s as 1 / 0, doubles as `%0.16g`,
  /// floats as `%0.7g`.
  static func numberDescription(_ number: NSNumber) -> String {
    if isBoolean(number) { return number.boolValue ? "1" : "0" }
    switch String(cString: number.objCType) {
    case "d": return FormatString.cFormat("%0.16g", number.doubleValue)
    case "f": return FormatString.cFormat("%0.7g", number.doubleValue)
    case "Q", "L", "I", "S", "C": return String(number.uint64Value)
    default: return String(number.int64Value)
    }
  }

  /// Whether an `NSNumber` is a `BOOL` (`@YES`, `[NSNumber numberWithBool:]`, Foundation's
  /// `__NSCFBoolean`).
  static func isBoolean(_ number: NSNumber) -> Bool {
    String(describing: type(of: number)) == "__NSCFBoolean"
  }

  /// `-[NSArray descriptionWithLocale:indent:]`. A nested collection's description starts with its
  /// own level's indentation, after the indentation its parent gives every element: hence
  /// Foundation's familiar `        (` and `key =     (` for nested collections.
  static func arrayDescription(_ elements: [Any], indent: Int, budget: Budget = Budget()) -> String {
    var output = ""
    writeArray(elements, indent: indent, budget: budget, into: &output)
    return output
  }

  /// `-[NSDictionary description]`: `key = value;` a line; keys sorted when all are strings.
  static func dictionaryDescription(_ dictionary: ObjCDictionary, indent: Int, budget: Budget = Budget()) -> String {
    var output = ""
    writeDictionary(dictionary, indent: indent, budget: budget, into: &output)
    return output
  }

  // A nested collection is written into its parent's text as it goes, not built and copied into
  // it: one copy of each byte, however deep.

  private static func writeArray(_ elements: [Any], indent: Int, budget: Budget, into output: inout String) {
    let inner = String(repeating: " ", count: (indent + 1) * 4)
    let outer = String(repeating: " ", count: indent * 4)
    output += outer + "(\n"
    for (index, element) in elements.enumerated() {
      output += (index == 0 ? "" : ",\n") + inner
      writeElement(element, indent: indent + 1, budget: budget, into: &output)
    }
    output += (elements.isEmpty ? "" : "\n") + outer + ")"
  }

  private static func writeDictionary(
    _ dictionary: ObjCDictionary, indent: Int, budget: Budget, into output: inout String
  ) {
    let inner = String(repeating: " ", count: (indent + 1) * 4)
    let outer = String(repeating: " ", count: indent * 4)
    var keys = dictionary.keys
    if keys.allSatisfy({ ObjCEquality.stringValue($0) != nil }) {
      keys.sort { (ObjCEquality.stringValue($0) ?? "") < (ObjCEquality.stringValue($1) ?? "") }
    }
    output += outer + "{\n"
    for key in keys {
      output += inner
      writeElement(key, indent: indent + 1, budget: budget, into: &output)
      output += " = "
      writeElement(dictionary.value(forKey: key) ?? NSNull.shared, indent: indent + 1, budget: budget, into: &output)
      output += ";\n"
    }
    output += outer + "}"
  }

  /// An element inside a collection's description: strings quoted unless they are plain words.
  private static func writeElement(_ value: Any, indent: Int, budget: Budget, into output: inout String) {
    budget.bytes -= indent * 4 + 4
    guard budget.bytes >= 0, indent <= Budget.maximumDepth else {
      output += "…"
      return
    }
    let text: String
    if let string = ObjCEquality.stringValue(value) {
      text = quotedIfNeeded(string)
    } else {
      switch value {
      case let array as ObjCArray: return writeArray(array.elements, indent: indent, budget: budget, into: &output)
      case let array as [Any]: return writeArray(array, indent: indent, budget: budget, into: &output)
      case let array as [Any?]:
        return writeArray(array.map { $0 ?? NSNull() }, indent: indent, budget: budget, into: &output)
      case let dictionary as ObjCDictionary:
        return writeDictionary(dictionary, indent: indent, budget: budget, into: &output)
      default:
        let described = description(of: value, indent: indent, budget: budget)
        text = value is NSNumber ? described : quotedIfNeeded(described)
      }
    }
    budget.bytes -= text.utf8.count
    output += text
  }

  /// The old property-list rule: letters, digits and `_$+/:.-` go bare, anything else (and the
  /// empty string) in quotes, with `"` and `\` escaped and non-ASCII written `\Uxxxx`.
  static func quotedIfNeeded(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || "_$+/:.-".unicodeScalars.contains(scalar))
      }
    if plain { return text }
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      default:
        if scalar.isASCII {
          quoted.unicodeScalars.append(scalar)
        } else {
          for unit in String(scalar).utf16 { quoted += "\\U" + String(format: "%04x", unit) }
        }
      }
    }
    return quoted + "\""
  }

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

  /// `-[NSDate description]`: `2001-01-01 00:00:00 +0000` (UTC).
  static func dateDescription(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss '+0000'"
    return formatter.string(from: date)
  }

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
}
