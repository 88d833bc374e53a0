/// A snippet of Objective-C as the user gave it: its name (for `FILE:LINE:COL`), its text as
/// Unicode scalars (what the lexer walks), and where each line starts, so that every position in
/// an error or a trace can be shown as the line it is on with a caret under it.
public final class SourceFile: Sendable {
  /// Who wrote the file, which decides how it is read.
  public enum Kind: Sendable {
    /// The reader's code: top-level statements run in order, as a script; `DEBUG` is defined.
    case snippet
    /// A library's source (a file of the user's RAC checkout): compiled as a release build
    /// (`DEBUG` undefined, as the framework ships), its file-scope variables are C globals, and
    /// it has no top-level code to run.
    case library
    /// A file of a spec program (`rac-walkthrough spec`): the reader's code, with the spec DSL's
    /// macros predefined (`QuickSpecBegin`, `SpecBegin`…, `SpecPrelude`) and its file-scope
    /// variables C globals, as the test target compiles its files: a spec names the constants
    /// its helper files define and their headers declare `extern`.
    case spec
  }

  /// The name errors and traces use: the path given on the command line, or a test's label.
  public let name: String
  /// How the file is read.
  public let kind: Kind
  /// The whole text, one element per Unicode scalar.
  let scalars: [Unicode.Scalar]
  /// The scalar offset at which each line starts (line 1 at offset 0).
  let lineStarts: [Int]

  /// A file named `name` holding `text`.
  public init(name: String, text: String, kind: Kind = .snippet) {
    self.name = name
    self.kind = kind
    var scalars = Array(text.unicodeScalars)
    // A lone CR ends a line, as old Mac files end theirs (CR LF is a line end already: CR is
    // blank): read as LF, so comments, macros and positions see the line end.
    for index in scalars.indices where scalars[index] == "\r" {
      if index + 1 == scalars.count || scalars[index + 1] != "\n" { scalars[index] = "\n" }
    }
    var starts = [0]
    for (offset, scalar) in scalars.enumerated() where scalar == "\n" {
      starts.append(offset + 1)
    }
    self.scalars = scalars
    self.lineStarts = starts
  }

  /// The number of lines (a final line without a newline counts).
  public var lineCount: Int { lineStarts.count }

  /// The scalar offset at which 1-based line `line` starts; nil past the end.
  package func lineStart(_ line: Int) -> Int? { line >= 1 && line <= lineStarts.count ? lineStarts[line - 1] : nil }

  /// The whole text.
  public var text: String { text(from: 0, to: scalars.count) }

  /// The position of a scalar offset: 1-based line and column (columns count Unicode scalars).
  func location(ofOffset offset: Int) -> SourceLocation {
    let clamped = max(0, min(offset, scalars.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
    }
    return SourceLocation(file: name, offset: clamped, line: low + 1, column: clamped - lineStarts[low] + 1)
  }

  /// The text of 1-based line `line`, without its line break; empty past the end.
  public func text(ofLine line: Int) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] - 1 : scalars.count
    if end > start, scalars[end - 1] == "\r" { end -= 1 }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars[start..<max(start, end)])
    return String(text)
  }

  /// The text between two offsets.
  func text(from start: Int, to end: Int) -> String {
    let lower = max(0, min(start, scalars.count))
    let upper = max(lower, min(end, scalars.count))
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars[lower..<upper])
    return String(text)
  }
}

/// A position in a `SourceFile`: what every token, expression, statement and block carries, so
/// errors say `FILE:LINE:COL` and the trace can say which line of the snippet is running.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The name of the file (a snippet may be several files).
  public let file: String
  /// Offset in Unicode scalars from the start of the file.
  public let offset: Int
  /// 1-based.
  public let line: Int
  /// 1-based, in Unicode scalars.
  public let column: Int

  /// A position given directly.
  public init(file: String, offset: Int, line: Int, column: Int) {
    self.file = file
    self.offset = offset
    self.line = line
    self.column = column
  }

  /// Positions in one file by offset; files by name.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    lhs.file == rhs.file ? lhs.offset < rhs.offset : lhs.file < rhs.file
  }

  /// `LINE:COL`.
  public var description: String { "\(line):\(column)" }
}
