/// The `stringWithFormat:` loop RAC's names and the posts' `NSLog` lines both need: walks a format
/// string, passes each conversion (`%@`, `%lu`, `%ld`, `%d`, `%f`; length modifiers included) with
/// its argument to `render`, and writes `%%` as `%`. How an argument is written is the caller's
/// business (a signal's name, `(null)`, `rac_description`…).
public enum NameFormat {
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
    var characters = format[...]
    while let character = characters.popFirst() {
      guard character == "%" else {
        result.append(character)
        continue
      }
      var specifier = ""
      while let next = characters.popFirst() {
        specifier.append(next)
        let isLengthModifier = "hlqLjzt".contains(next)
        if (next.isLetter && !isLengthModifier) || next == "@" || next == "%" { break }
      }
      if specifier == "%" {
        result.append("%")
        continue
      }
      result += render(remaining.popFirst() ?? nil, specifier)
    }
    return result
  }
}
