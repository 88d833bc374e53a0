import Foundation

/// Removes from printed lines what varies between runs and machines, so a post's output and ours
/// can be compared: NSLog's timestamp and `Process[pid:thread]` prefix, a logger's bare timestamp
/// (`2016-04-28 17:45:38:034 `), object addresses, queue labels in brackets, and Foundation class
/// names (through `ClassNameTable`).
public enum OutputNormalizer {
  /// What to replace, in order: each a regular expression and its replacement template.
  private static let replacements: [(pattern: String, template: String)] = [
    // `2016-03-01 14:06:29.725 RACFunTest[2703:176158] ` at the start of an NSLog line.
    (#"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[.:]\d{3}\s+\S+\[\d+:[0-9a-fA-Fx]+\]\s"#, ""),
    // `2016-04-28 17:45:38:034 ` at the start of a CocoaLumberjack line.
    (#"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[.:]\d{3}\s+"#, ""),
    (#"0x[0-9a-fA-F]+"#, "0x…"),
    (#"\[(com\.ReactiveCocoa|org\.reactivecocoa|com\.apple)[^\]]*\]"#, "[queue]"),
  ]

  public static func normalize(_ line: String) -> String {
    var text = line
    for (pattern, template) in replacements {
      text = text.replacingOccurrences(of: pattern, with: template, options: .regularExpression)
    }
    return ClassNameTable.canonicalizeClassNames(in: text).trimmingCharacters(in: .whitespaces)
  }
}
