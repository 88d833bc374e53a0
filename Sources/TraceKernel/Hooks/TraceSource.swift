/// A place in a snippet's source: what the trace records for the blocks and methods an
/// Objective-C snippet defines, so a step can show the line that is running.
public struct TraceSource: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The snippet's file, as it was named.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int

  /// A position in a snippet's file.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `FILE:LINE:COL`.
  public var description: String { "\(file):\(line):\(column)" }
}
