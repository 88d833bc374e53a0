import Foundation
import Shared

/// `+[NSString stringWithFormat:]`, `NSLog` and `printf`: C's conversions with their flags, width,
/// precision and length modifiers (`%5.2f`, `%-8s`, `%lu`, `%lld`, `%08x`, `%*d`), and `%@` for
/// objects, on the format as `FormatWalker` (the one walk every formatter shares) reads it. Each conversion takes the argument C would: an integer conversion of a `long` prints its
/// low 32 bits with `%d`, as on the device.
///
/// Where compiled Objective-C would print garbage or crash (an object for `%d`, a number for
/// `%@`, fewer arguments than conversions), a snippet gets an error that says so instead.
package enum FormatString {
  package struct Problem: Error {
    package let message: String
  }

  /// The text would be longer than the bytes it may take (a width or precision of two billion,
  /// `%@` of a string as long as the budget): the caller stops the run at its memory budget.
  package struct TooLarge: Error {}

  /// Formats `arguments` by `format`, stopping with `TooLarge` before the text would take more than
  /// `limit` bytes; a problem names an argument's class as the run does (`className`: the
  /// interpreter's, which knows the run's literals and the libraries' classes).
  static package func format(
    _ format: String, _ arguments: [Any?], limit: Int = .max, className: (Any) -> String
  ) throws -> String {
    var output = ""
    var next = 0
    // The argument a positional conversion (`%2$d`) names, for the conversion being formatted.
    var position: Int?
    func argument(_ conversion: String) throws -> Any? {
      if let position {
        guard position >= 1, position <= arguments.count else {
          throw Problem(
            message:
              "'\(conversion)' names argument \(position == .max ? "past \(Int.max)" : String(position)), and there \(arguments.count == 1 ? "is 1" : "are \(arguments.count)")"
          )
        }
        return lookThroughOptionals(arguments[position - 1])
      }
      guard next < arguments.count else {
        throw Problem(message: "the format has more conversions than arguments ('\(conversion)' has none)")
      }
      defer { next += 1 }
      return lookThroughOptionals(arguments[next])
    }
    func resolved(_ field: FormatWalker.Field?) throws -> String? {
      switch field {
      case nil: return nil
      case .digits(let digits): return digits
      case .argument: return String(try integerArgument(try argument("%*")))
      }
    }
    try FormatWalker.walk(format) { text in
      guard output.utf8.count <= limit else { throw TooLarge() }
      output += text
    } conversion: { conversion in
      guard output.utf8.count <= limit else { throw TooLarge() }
      var flags = conversion.flags
      position = nil
      var width = try resolved(conversion.width) ?? ""
      // As C reads an argument `*` gives: a negative width is the `-` flag and its magnitude, a
      // negative precision is none at all (`%.*s` of -1 writes the whole string).
      if width.hasPrefix("-") {
        flags += "-"
        width.removeFirst()
      }
      let precision = try resolved(conversion.precision).flatMap { $0.hasPrefix("-") ? nil : $0.isEmpty ? "0" : $0 }
      // A width or precision is the length of what it writes (at least): one past the budget, or
      // past what an Int holds, stops here, before C's formatting makes it.
      for number in [width, precision ?? ""] where !number.isEmpty {
        guard let value = Int(number), value.magnitude <= limit else { throw TooLarge() }
      }
      let length = conversion.length
      guard let character = conversion.character else {
        output += conversion.text
        return
      }
      let spec = "%" + flags + width + (precision.map { "." + $0 } ?? "")
      let written = conversion.position == nil ? spec + length + String(character) : conversion.text
      position = conversion.position
      switch character {
      case "%":
        output += "%"
      case "@":
        let value = try argument(written)
        if let number = value as? CNumber {
          throw Problem(message: "'\(written)' is given \(number.type) \(number), not an object (box it: @(…))")
        }
        if value is CString { throw Problem(message: "'\(written)' is given a C string; use %s") }
        let text = ValueDescription.describe(value)
        guard text.utf8.count <= limit - output.utf8.count else { throw TooLarge() }
        output += pad(text, flags: flags, width: width)
      case "d", "i":
        let value = try integer(try argument(written), written, className)
        let signed: Int64
        switch length {
        case "hh": signed = Int64(Int8(truncatingIfNeeded: value.int64))
        case "h": signed = Int64(Int16(truncatingIfNeeded: value.int64))
        case "": signed = Int64(Int32(truncatingIfNeeded: value.int64))
        default: signed = value.int64
        }
        output += cFormat(spec + "lld", signed)
      case "u", "o", "x", "X":
        let value = try integer(try argument(written), written, className)
        let unsigned: UInt64
        switch length {
        case "hh": unsigned = UInt64(UInt8(truncatingIfNeeded: value.int64))
        case "h": unsigned = UInt64(UInt16(truncatingIfNeeded: value.int64))
        case "": unsigned = UInt64(UInt32(truncatingIfNeeded: value.int64))
        default: unsigned = value.uint64
        }
        output += cFormat(spec + "ll" + String(character), unsigned)
      case "c", "C":
        let value = try integer(try argument(written), written, className)
        let letter = Unicode.Scalar(UInt32(truncatingIfNeeded: value.int64 & 0x1F_FFFF)).map(String.init) ?? "?"
        output += pad(letter, flags: flags, width: width)
      case "s", "S":
        let value = try argument(written)
        var text: String
        switch value {
        case nil: text = "(null)"
        case let cString as CString: text = cString.string
        // A `char` array or a pointer into one (`char buf[10] = "abc"`, `buf + 1`): its string.
        case let pointer? where CArrayPointer.decayed(pointer)?.holdsCharacters == true:
          text = String(decoding: CArrayPointer.decayed(pointer)?.cStringBytes ?? [], as: UTF8.self)
        default:
          throw Problem(
            message:
              "'\(written)' is given an object (\(className(value ?? 0))); use %@, or -UTF8String"
          )
        }
        if let precision, let count = Int(precision), count < text.count { text = String(text.prefix(count)) }
        guard text.utf8.count <= limit - output.utf8.count else { throw TooLarge() }
        output += pad(text, flags: flags, width: width)
      case "f", "F", "e", "E", "g", "G", "a", "A":
        let value = try argument(written)
        guard let number = value as? CNumber, number.isFloatingPoint else {
          throw Problem(
            message: "'\(written)' is given \(kind(of: value, className)), not a double (cast it: (double)…)")
        }
        output += cFormat(spec + String(character), number.real)
      case "p":
        let value = try argument(written)
        if let value, type(of: value) is AnyClass {
          output += pad(ValueDescription.address(of: value as AnyObject), flags: flags, width: width)
        } else {
          output += pad(value == nil ? "0x0" : "0x1", flags: flags, width: width)
        }
      default:
        output += written
      }
    }
    guard output.utf8.count <= limit else { throw TooLarge() }
    return output
  }

  private static func kind(of value: Any?, _ className: (Any) -> String) -> String {
    guard let value else { return "nil" }
    if let number = value as? CNumber { return "\(number.type) \(number)" }
    return "an object (\(className(value)))"
  }

  private static func integer(_ value: Any?, _ conversion: String, _ className: (Any) -> String) throws -> CNumber {
    guard let value else { return CNumber.int(0) }
    guard let number = value as? CNumber else {
      throw Problem(
        message:
          "'\(conversion)' is given an object (\(className(value))), not an integer: Objective-C would print its address (use %@, or -integerValue)"
      )
    }
    guard !number.isFloatingPoint else {
      throw Problem(message: "'\(conversion)' is given \(number.type) \(number), not an integer (cast it, or use %f)")
    }
    return number
  }

  private static func integerArgument(_ value: Any?) throws -> Int {
    guard let number = value as? CNumber, !number.isFloatingPoint else {
      throw Problem(message: "'*' in a format takes an int argument")
    }
    return number.int
  }

  private static func pad(_ text: String, flags: String, width: String) -> String {
    guard let width = Int(width), text.count < width else { return text }
    let padding = String(repeating: " ", count: width - text.count)
    return flags.contains("-") ? text + padding : padding + text
  }

  /// One conversion through C's own formatting.
  static func cFormat(_ format: String, _ value: CVarArg) -> String {
    String(format: format, value)
  }

  /// A double as `%0.16g` writes it (`120`, `0.5`): how Foundation describes one.
  static package func shortestDouble(_ value: Double) -> String {
    cFormat("%0.16g", value)
  }
}
