import Foundation
import Shared

/// Removes from printed lines what varies between runs and machines, so a post's output and ours
/// can be compared: NSLog's timestamp and `Process[pid:thread]` prefix, a logger's bare timestamp
/// (`2016-04-28 17:45:38:034 `), object addresses, queue labels in brackets, and Foundation class
/// names (through `ClassNameTable`).
public enum OutputNormalizer {
  /// What to replace, in order: each a regular expression and its replacement template.
  private static let patterns: [(pattern: String, template: String)] = [
    (NSLogPrefix.pattern, ""),
    // `2016-04-28 17:45:38:034 ` at the start of a CocoaLumberjack line.
    (#"^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}[.:]\d{3,6}(?:[+-]\d{4}|Z)?\s+"#, ""),
    (#"0x[0-9a-fA-F]+"#, "0x…"),
    (#"\[(com\.ReactiveCocoa|org\.reactivecocoa|com\.apple)[^\]]*\]"#, "[queue]"),
  ]

  /// The expressions compiled once: `explore` normalises every line of thousands of runs.
  private static let replacements: [(expression: NSRegularExpression, template: String)] = patterns.compactMap {
    pattern, template in
    (try? NSRegularExpression(pattern: pattern)).map { ($0, template) }
  }

  /// The line without what varies between runs and machines, class names mapped through
  /// `ClassNameTable`.
  public static func normalize(_ line: String) -> String {
    var text = line
    for (expression, template) in replacements {
      text = expression.stringByReplacingMatches(
        in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
    }
    return ClassNameTable.canonicalizeClassNames(in: text).trimmingCharacters(in: .whitespaces)
  }

  /// A line's words as an output stated on one line lists them: `// => 1, 3, 6` beside a block
  /// that prints once per value, or `// 输出：1、2、3`, states the lines `1`, `3`, `6`, so the
  /// list's separators (a comma or semicolon after a word, `、` between words) are not part of a
  /// word, on either side.
  public static func words(of line: String) -> [String] {
    line.split { $0.isWhitespace || $0 == "、" }.compactMap { word in
      var word = word
      while let last = word.last, listSeparators.contains(last) { word = word.dropLast() }
      return word.isEmpty ? nil : String(word)
    }
  }

  private static let listSeparators: Set<Character> = [",", "，", ";", "；"]
}
