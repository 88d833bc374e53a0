/// The one walk over a `printf`-style format that every formatter here needs: the interpreter's
/// `stringWithFormat:` / `NSLog` / `printf`, the translations' `NSLog`, RAC's stream names and its
/// `-logNext` lines. It reads C's grammar — `%`, flags, width, precision, length modifier, one
/// conversion character — and hands each piece to its caller, who alone knows what an argument is
/// and how it is written. So every formatter reads a format the same way, and none writes the
/// loop again.
public enum FormatWalker {
  /// A width or a precision as written: digits, or `*` (taken from the next argument).
  public enum Field: Sendable, Equatable {
    /// The digits written (a precision's may be empty: `%.f`).
    case digits(String)
    /// `*`: the value is the next argument.
    case argument
  }

  /// One conversion as the format writes it (`%-8.3ld`, `%@`, `%%`, `%2$@`).
  public struct Conversion: Sendable, Equatable {
    /// The argument a positional conversion names (`%2$d`: 2, counted from 1), as POSIX's
    /// `printf` and Foundation's formats (localized strings reorder their arguments so) allow.
    public var position: Int?
    /// The flags, in the order written (`-+ #0'`).
    public var flags: String
    /// The width, if one is written.
    public var width: Field?
    /// The precision, if a `.` is written.
    public var precision: Field?
    /// The length modifier (`l`, `ll`, `h`, `z`…), empty when none is written.
    public var length: String
    /// The conversion character (`d`, `@`, `%`…); nil when the format ends before it.
    public var character: Character?
    /// The conversion as written, from its `%` on.
    public var text: String

    /// The conversion without its `%` (`lu`, `@`, `5.2f`).
    public var specifier: String { String(text.dropFirst()) }
  }

  /// Walks `format`, handing each run of plain text to `text` and each conversion to
  /// `conversion`, in order. `%%` is a conversion too (its character is `%`): a caller writes it as
  /// it likes.
  /// - Parameters:
  ///   - format: the format.
  ///   - text: called with each run of text between conversions (never empty).
  ///   - conversion: called with each conversion.
  /// - Throws: whatever `text` or `conversion` throws, at once.
  public static func walk(
    _ format: String, text: (Substring) throws -> Void, conversion: (Conversion) throws -> Void
  ) rethrows {
    // Unicode scalars, as C reads its bytes: a `%` followed by a combining mark is still a `%`.
    let scalars = format.unicodeScalars
    var index = scalars.startIndex
    var runStart = index
    func isAny(of set: String.UnicodeScalarView) -> Bool {
      index < scalars.endIndex && set.contains(scalars[index])
    }
    func digits() -> String {
      var digits = ""
      while index < scalars.endIndex, ("0"..."9").contains(scalars[index]) {
        digits.unicodeScalars.append(scalars[index])
        index = scalars.index(after: index)
      }
      return digits
    }
    func field() -> Field {
      guard index < scalars.endIndex, scalars[index] == "*" else { return .digits(digits()) }
      index = scalars.index(after: index)
      return .argument
    }
    while index < scalars.endIndex {
      guard scalars[index] == "%" else {
        index = scalars.index(after: index)
        continue
      }
      if runStart < index { try text(Substring(scalars[runStart..<index])) }
      let start = index
      index = scalars.index(after: index)
      var position: Int?
      var ahead = index
      while ahead < scalars.endIndex, ("0"..."9").contains(scalars[ahead]) { ahead = scalars.index(after: ahead) }
      if ahead > index, ahead < scalars.endIndex, scalars[ahead] == "$" {
        position = Int(String(scalars[index..<ahead])) ?? Int.max
        index = scalars.index(after: ahead)
      }
      var flags = ""
      while isAny(of: "-+ #0'".unicodeScalars) {
        flags.unicodeScalars.append(scalars[index])
        index = scalars.index(after: index)
      }
      let written = field()
      let width = written == .digits("") ? nil : written
      var precision: Field?
      if index < scalars.endIndex, scalars[index] == "." {
        index = scalars.index(after: index)
        precision = field()
      }
      var length = ""
      while isAny(of: "hlqLzjt".unicodeScalars) {
        length.unicodeScalars.append(scalars[index])
        index = scalars.index(after: index)
      }
      var character: Character?
      if index < scalars.endIndex {
        character = Character(scalars[index])
        index = scalars.index(after: index)
      }
      try conversion(
        Conversion(
          position: position, flags: flags, width: width, precision: precision, length: length, character: character,
          text: String(Substring(scalars[start..<index]))))
      runStart = index
    }
    if runStart < index { try text(Substring(scalars[runStart..<index])) }
  }

  /// Formats `format` for callers that take one argument a conversion and write each as they like
  /// (RAC's stream names, the translations' `NSLog`): `%%` is `%`, a conversion the format cut off
  /// at its end is written as it is, and every other conversion is what `render` makes of the next
  /// argument.
  /// - Parameters:
  ///   - format: the format, with `%@`, `%lu`, `%d`… conversions and `%%`.
  ///   - arguments: the values for the conversions, in order.
  ///   - render: the text for one argument, given the conversion without its `%` (`"@"`, `"lu"`); a
  ///     missing argument is nil.
  /// - Returns: the formatted text.
  public static func format(
    _ format: String, _ arguments: [Any?], render: (_ argument: Any?, _ specifier: String) -> String
  ) -> String {
    var result = ""
    var remaining = arguments[...]
    walk(format) {
      result += $0
    } conversion: { conversion in
      switch (conversion.character, conversion.position) {
      case (nil, _): result += conversion.text
      case ("%", _): result += "%"
      case (_, let position?):
        let argument = position >= 1 && position <= arguments.count ? arguments[position - 1] : nil
        let specifier = conversion.specifier.drop { $0 != "$" }.dropFirst()
        result += render(argument, String(specifier))
      default: result += render(remaining.popFirst() ?? nil, conversion.specifier)
      }
    }
    return result
  }
}
