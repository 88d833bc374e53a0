/// The control characters (C0, DEL, C1) of text the tool writes into a message: a program's line
/// under its error, a command-line argument quoted back. Written raw, an escape sequence would
/// recolour or clear the reader's terminal and a NUL or a line break cut the message short, so each
/// is written as a visible escape instead (the command line's `\u{1B}`, clang's `<U+001B>` under a
/// source error).
public enum ControlCharacters {
  /// C0 (tab and line break included), DEL and C1.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
  }

  /// `text` with each control character not in `kept` written as `written` writes it.
  public static func replaced(
    in text: String, keeping kept: Set<Unicode.Scalar> = [], by written: (Unicode.Scalar) -> String
  ) -> String {
    guard text.unicodeScalars.contains(where: { isControl($0) && !kept.contains($0) }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar), !kept.contains(scalar) {
        result += written(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
