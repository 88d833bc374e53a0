import Shared

/// Anything wrong with a snippet, found while reading it (lexer, parser, resolver) or while running
/// it (the interpreter, the bridge to RAC): one message, at one place.
///
/// Rendered as a compiler would: `FILE:LINE:COL: error: MESSAGE`, then the line and a caret under
/// the column. The command line prints it and exits non-zero; nothing a snippet holds may crash or
/// trap the process instead.
public struct ObjCError: Error, Hashable, Sendable, CustomStringConvertible {
  /// When the problem was found.
  public enum Phase: String, Sendable {
    /// Reading the text: the lexer or the parser.
    case syntax
    /// Checking names before running: undeclared identifiers, assignments a block may not make.
    case semantic
    /// Running: unknown selectors, wrong argument types, budgets.
    case runtime
  }

  /// When it was found.
  public let phase: Phase
  /// What is wrong, in one line.
  public let message: String
  /// The file's name.
  public let file: String
  /// Where in the file.
  public let location: SourceLocation
  /// The source line the caret goes under.
  public let lineText: String
  /// The budget whose end stopped the run or its reading, if one did (nil for an error of the
  /// program): a budget's stop is no place in the program to stop at (the debug adapter ends its
  /// session there rather than stopping with an exception), whatever its message says.
  public var budget: Budget?

  /// A run's or a reading's budgets (`Interpreter.Limits`, the lexer's token limit).
  public enum Budget: String, Sendable {
    /// `--max-steps`: statements and calls.
    case steps
    /// `--max-seconds`: real time.
    case seconds
    /// `--max-memory`: what the run holds.
    case memory
    /// Nested calls of the program's blocks, methods and functions.
    case nesting
    /// Virtual time: something keeps scheduling work.
    case virtualTime
    /// Lines of output: the program may log forever.
    case outputLines
    /// A file's tokens: more than a file read here may hold.
    case tokens
  }

  /// An error at `location` of `source`, which gives the line to show under it.
  public init(_ phase: Phase, _ message: String, at location: SourceLocation, in source: SourceFile) {
    self.phase = phase
    self.message = message
    self.file = source.name
    self.location = location
    self.lineText = source.text(ofLine: location.line)
  }

  /// The same place with another message (a context added to it).
  public init(_ error: ObjCError, message: String) {
    self.phase = error.phase
    self.message = message
    self.file = error.file
    self.location = error.location
    self.lineText = error.lineText
    self.budget = error.budget
  }

  /// `FILE:LINE:COL: error: MESSAGE` on one line.
  public var headline: String { "\(file):\(location.line):\(location.column): error: \(Self.visible(message))" }

  /// The headline, the line and the caret.
  public var description: String {
    "\(headline)\n\(Self.visible(lineText))\n\(Self.caretLine(under: location.column, of: lineText))"
  }

  /// `text` with each control character but the tab (and a message's line break) written
  /// `<U+001B>`, as clang shows them (`ControlCharacters`).
  static func visible(_ text: String) -> String {
    ControlCharacters.replaced(in: text, keeping: ["\t", "\n"]) { scalar in
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }
  }

  /// Spaces up to `column` (tabs kept, wide characters counted twice, as a terminal draws them, a
  /// control character as the width of its `<U+001B>`), then `^`.
  static func caretLine(under column: Int, of line: String) -> String {
    var caret = ""
    for (index, scalar) in line.unicodeScalars.enumerated() where index < column - 1 {
      if scalar == "\t" {
        caret += "\t"
      } else if ControlCharacters.isControl(scalar) {
        caret += String(repeating: " ", count: visible(String(scalar)).count)
      } else {
        caret += isWide(scalar) ? "  " : " "
      }
    }
    return caret + "^"
  }

  /// East Asian wide and full-width characters (CJK, Hangul, full-width forms) take two columns.
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
      0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
