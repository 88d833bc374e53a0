import Foundation

/// Removes from printed lines what varies between runs and machines, so a post's output and ours
/// can be compared: NSLog's timestamp and `Process[pid:thread]` prefix, a logger's bare timestamp
/// (`2016-04-28 17:45:38:034 `), object addresses, queue labels in brackets, and Foundation class
/// names (through `ClassNameTable`).
public enum OutputNormalizer {
  /// `2016-03-01 14:06:29.725 RACFunTest[2703:176158] ` at the start of an NSLog line.
  private static let nslogPrefix = try! NSRegularExpression(
    pattern: #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[.:]\d{3}\s+\S+\[\d+:[0-9a-fA-Fx]+\]\s"#)
  /// `2016-04-28 17:45:38:034 ` at the start of a CocoaLumberjack line.
  private static let loggerTimestamp = try! NSRegularExpression(
    pattern: #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[.:]\d{3}\s+"#)
  private static let address = try! NSRegularExpression(pattern: #"0x[0-9a-fA-F]+"#)
  private static let queueLabel = try! NSRegularExpression(
    pattern: #"\[(com\.ReactiveCocoa|org\.reactivecocoa|com\.apple)[^\]]*\]"#)

  public static func normalize(_ line: String) -> String {
    var text = replace(nslogPrefix, in: line, with: "")
    text = replace(loggerTimestamp, in: text, with: "")
    text = replace(address, in: text, with: "0x…")
    text = replace(queueLabel, in: text, with: "[queue]")
    text = ClassNameTable.canonicalizeClassNames(in: text)
    return text.trimmingCharacters(in: .whitespaces)
  }

  private static func replace(_ expression: NSRegularExpression, in text: String, with template: String) -> String {
    expression.stringByReplacingMatches(
      in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
  }
}
