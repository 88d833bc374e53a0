import Foundation

/// What `%@` and `-description` print for Foundation's values, as Foundation on iOS prints them:
/// numbers as `-[NSNumber description]` (`BOOL`s 1 / 0, doubles `%0.16g`, floats `%0.7g`), `<null>`,
/// errors as `NSErrorDescription`, dates in UTC, and collections one element a line, nested ones
/// indented by four, strings quoted by the old property-list rule (non-ASCII as `\Uxxxx`),
/// dictionaries' string keys sorted.
///
/// One stack for both consoles: the translations' `NSLog` (the kit) describes Swift values through
/// it, and the interpreter describes a snippet's values through it too, handing it what it keeps
/// its own way (`Values`: its arrays and dictionaries, its classes' instances, RAC's objects). It
/// is Foundation's behaviour, not RAC's (RAC 2.5 has no such thing: it leaves `%@` to NSString), so
/// it sits in `Shared`, which both depend on, beside `NSErrorDescription`.
public enum FoundationDescription {
  /// How much of a nested collection one description still writes: an array that contains itself
  /// (Foundation recurses until the stack ends), or one that holds itself twice forty levels deep
  /// (a description of 2^40 lines), is written to `maximumDepth` levels and about `bytes` bytes,
  /// with `…` for the rest.
  public final class Budget {
    /// The deepest level written.
    public static let maximumDepth = 64
    /// About what is left to write: an element counts its indentation and its own text.
    public var bytes = 32 << 20

    /// A fresh budget.
    public init() {}
  }

  /// What a caller keeps its own way, asked before Foundation's rules.
  public struct Values: Sendable {
    /// The description of a value the caller knows (its classes' instances, RAC's objects), at an
    /// indentation level; nil for a value Foundation's rules describe.
    public var describe: @Sendable (Any, Int, Budget) -> String?
    /// The elements of a value the caller keeps as an array; nil for any other.
    public var arrayElements: @Sendable (Any) -> [Any]?
    /// The keys and values, in the dictionary's order, of a value the caller keeps as a dictionary.
    public var dictionaryEntries: @Sendable (Any) -> [(key: Any, value: Any)]?
    /// The text of a value the caller keeps as a string; nil for any other.
    public var stringValue: @Sendable (Any) -> String?

    /// Values described by the caller's rules first.
    public init(
      describe: @escaping @Sendable (Any, Int, Budget) -> String?,
      arrayElements: @escaping @Sendable (Any) -> [Any]?,
      dictionaryEntries: @escaping @Sendable (Any) -> [(key: Any, value: Any)]?,
      stringValue: @escaping @Sendable (Any) -> String?
    ) {
      self.describe = describe
      self.arrayElements = arrayElements
      self.dictionaryEntries = dictionaryEntries
      self.stringValue = stringValue
    }

    /// Swift's and Foundation's own values alone (the translations' `NSLog`).
    public static let foundation = Values(
      describe: { _, _, _ in nil }, arrayElements: { _ in nil }, dictionaryEntries: { _ in nil },
      stringValue: { _ in nil })
  }

  /// `%@`: nil is `(null)`.
  public static func describe(_ value: Any?, values: Values = .foundation) -> String {
    guard let value = unwrap(value) else { return "(null)" }
    return description(of: value, indent: 0, values: values)
  }

  /// `-descriptionWithLocale:indent:`: nested collections indent by four spaces a level.
  public static func description(
    of value: Any, indent: Int, budget: Budget = Budget(), values: Values = .foundation
  ) -> String {
    if let own = values.describe(value, indent, budget) { return own }
    if let string = string(value, values: values) { return string }
    if let elements = elements(of: value, values: values) {
      var output = ""
      writeArray(elements, indent: indent, budget: budget, values: values, into: &output)
      return output
    }
    if let entries = entries(of: value, values: values) {
      var output = ""
      writeDictionary(entries, indent: indent, budget: budget, values: values, into: &output)
      return output
    }
    switch value {
    case let number as NSNumber: return numberDescription(number)
    case let bool as Bool: return bool ? "1" : "0"
    case let integer as Int: return String(integer)
    case let double as Double: return String(format: "%0.16g", double)
    case is NSNull: return "<null>"
    case let error as NSError: return NSErrorDescription.text(of: error) { describe($0, values: values) }
    case let date as Date: return dateDescription(date)
    case let type as Any.Type: return String(describing: type)
    default:
      if let describable = value as? CustomStringConvertible { return describable.description }
      return String(describing: value)
    }
  }

  /// `-[NSNumber description]`: integers as integers, `BOOL`s as 1 / 0, doubles as `%0.16g`,
  /// floats as `%0.7g`.
  public static func numberDescription(_ number: NSNumber) -> String {
    if isBoolean(number) { return number.boolValue ? "1" : "0" }
    switch String(cString: number.objCType) {
    case "d": return String(format: "%0.16g", number.doubleValue)
    case "f": return String(format: "%0.7g", number.doubleValue)
    case "Q", "L", "I", "S", "C": return String(number.uint64Value)
    default: return String(number.int64Value)
    }
  }

  /// Whether an `NSNumber` is a `BOOL` (`@YES`, `[NSNumber numberWithBool:]`, Foundation's
  /// `__NSCFBoolean`).
  public static func isBoolean(_ number: NSNumber) -> Bool {
    String(describing: type(of: number)) == "__NSCFBoolean"
  }

  /// `-[NSArray descriptionWithLocale:indent:]`. A nested collection's description starts with its
  /// own level's indentation, after the indentation its parent gives every element: hence
  /// Foundation's familiar `        (` and `key =     (` for nested collections.
  public static func arrayDescription(
    _ elements: [Any], indent: Int, budget: Budget = Budget(), values: Values = .foundation
  ) -> String {
    var output = ""
    writeArray(elements, indent: indent, budget: budget, values: values, into: &output)
    return output
  }

  /// `-[NSDictionary description]`: `key = value;` a line; keys sorted when all are strings.
  public static func dictionaryDescription(
    _ entries: [(key: Any, value: Any)], indent: Int, budget: Budget = Budget(), values: Values = .foundation
  ) -> String {
    var output = ""
    writeDictionary(entries, indent: indent, budget: budget, values: values, into: &output)
    return output
  }

  /// The old property-list rule: letters, digits and `_$+/:.-` go bare, anything else (and the
  /// empty string) in quotes, with `"` and `\` escaped and non-ASCII written `\Uxxxx`.
  public static func quotedIfNeeded(_ text: String) -> String {
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

  /// `-[NSDate description]`: `2001-01-01 00:00:00 +0000` (UTC).
  public static func dateDescription(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss '+0000'"
    return formatter.string(from: date)
  }

  /// Looks through an `Optional` hidden inside `Any`.
  static func unwrap(_ value: Any?) -> Any? { lookThroughOptionals(value) }

  private static func string(_ value: Any, values: Values) -> String? {
    if let own = values.stringValue(value) { return own }
    if let string = value as? String { return string }
    if let string = value as? NSString { return String(describing: string) }
    return nil
  }

  private static func elements(of value: Any, values: Values) -> [Any]? {
    if let own = values.arrayElements(value) { return own }
    switch value {
    case let array as [Any?]: return array.map { unwrap($0) ?? NSNull() }
    case let array as [Any]: return array
    case let array as NSArray: return array.map { $0 }
    default: return nil
    }
  }

  private static func entries(of value: Any, values: Values) -> [(key: Any, value: Any)]? {
    if let own = values.dictionaryEntries(value) { return own }
    if let dictionary = value as? [AnyHashable: Any] {
      return dictionary.map { (key: $0.key.base, value: unwrap($0.value) ?? NSNull()) }
    }
    guard let dictionary = value as? NSDictionary else { return nil }
    return dictionary.allKeys.map { key in (key: key, value: dictionary.object(forKey: key) ?? NSNull()) }
  }

  // A nested collection is written into its parent's text as it goes, not built and copied into
  // it: one copy of each byte, however deep.

  private static func writeArray(
    _ elements: [Any], indent: Int, budget: Budget, values: Values, into output: inout String
  ) {
    let inner = String(repeating: " ", count: (indent + 1) * 4)
    let outer = String(repeating: " ", count: indent * 4)
    output += outer + "(\n"
    for (index, element) in elements.enumerated() {
      output += (index == 0 ? "" : ",\n") + inner
      writeElement(element, indent: indent + 1, budget: budget, values: values, into: &output)
    }
    output += (elements.isEmpty ? "" : "\n") + outer + ")"
  }

  private static func writeDictionary(
    _ entries: [(key: Any, value: Any)], indent: Int, budget: Budget, values: Values, into output: inout String
  ) {
    let inner = String(repeating: " ", count: (indent + 1) * 4)
    let outer = String(repeating: " ", count: indent * 4)
    var entries = entries
    if entries.allSatisfy({ string($0.key, values: values) != nil }) {
      entries.sort { (string($0.key, values: values) ?? "") < (string($1.key, values: values) ?? "") }
    }
    output += outer + "{\n"
    for (key, value) in entries {
      output += inner
      writeElement(key, indent: indent + 1, budget: budget, values: values, into: &output)
      output += " = "
      writeElement(value, indent: indent + 1, budget: budget, values: values, into: &output)
      output += ";\n"
    }
    output += outer + "}"
  }

  /// An element inside a collection's description: strings quoted unless they are plain words.
  private static func writeElement(
    _ value: Any, indent: Int, budget: Budget, values: Values, into output: inout String
  ) {
    budget.bytes -= indent * 4 + 4
    guard budget.bytes >= 0, indent <= Budget.maximumDepth else {
      output += "…"
      return
    }
    let text: String
    if let string = string(value, values: values) {
      text = quotedIfNeeded(string)
    } else if let elements = elements(of: value, values: values) {
      return writeArray(elements, indent: indent, budget: budget, values: values, into: &output)
    } else if let entries = entries(of: value, values: values) {
      return writeDictionary(entries, indent: indent, budget: budget, values: values, into: &output)
    } else {
      let described = description(of: value, indent: indent, budget: budget, values: values)
      // Cut before it is quoted when longer than what is left: quoting escapes a nested
      // description's quotes and backslashes again at every level, which doubles it (a tuple
      // holding an array that holds the tuple grew to gigabytes in 32 levels).
      guard described.utf8.count <= budget.bytes else {
        budget.bytes = -1
        output += "…"
        return
      }
      text = value is NSNumber ? described : quotedIfNeeded(described)
    }
    budget.bytes -= text.utf8.count
    output += text
  }
}
