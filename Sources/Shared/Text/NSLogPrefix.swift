import Foundation

/// The prefix `NSLog` writes before each message: a timestamp and the process, as
/// `2016-03-01 14:06:29.725 RACFunTest[2703:176158] ` or, in the unified log's form since Xcode 8,
/// `2017-03-01 09:00:00.123456+0800 My App[100:2c00] `. Posts paste lines with it as their output;
/// the reader of a listing knows such a line for output (no line of C starts so), and the comparison
/// of outputs takes it off.
public enum NSLogPrefix {
  /// The prefix as a regular expression anchored at the line's start.
  public static let pattern =
    #"^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:[.:]\d{1,6})?(?:[+-]\d{4}|Z)?\s+"#
    + #"[^\[\s][^\[]*\[\d+:[0-9a-fA-Fx]+\](?:\s|$)"#

  private static let expression = try? NSRegularExpression(pattern: pattern)

  /// Whether `line` starts with the prefix (leading spaces aside).
  public static func starts(_ line: Substring) -> Bool {
    let text = line.drop { $0 == " " || $0 == "\t" }
    // Most lines are code: only one that opens with a date is asked of the expression.
    guard text.count >= 20, let first = text.first, first.isASCII, first.isNumber,
      text.dropFirst(4).first == "-", let expression
    else { return false }
    let candidate = String(text)
    return expression.firstMatch(in: candidate, range: NSRange(candidate.startIndex..., in: candidate)) != nil
  }
}
