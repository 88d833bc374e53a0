import Foundation
import ObjCInterpreter

/// `--example PATTERN` for `step` and `trace`: the one example of a spec file to step through.
///
/// An example is chosen by its path as `spec` prints it (`RACSignalSpec › -bind: › should …`):
/// the pattern is a part of it, as `spec --example` takes it. When several paths contain the
/// pattern and exactly one of them is the pattern itself (the whole path, or the example's own
/// description), that one is meant: `it(@"sends")` beside `it(@"sends values")`. Otherwise a
/// pattern that matches no example, or more than one, is an error that lists candidates, and so
/// is a pending example, which has no body to run.
public enum SpecExampleChoice {
  /// How many candidates an error lists at most.
  static let listed = 6

  /// The index in `examples` of the one example `pattern` names in `file`, or why there is none.
  /// - Throws: `SpecExampleChoiceError`, listing candidates.
  public static func choose(_ pattern: String, among examples: [SpecExampleInfo], in file: String) throws -> Int {
    let paths = examples.map { $0.path.joined(separator: " › ") }
    var matches = paths.indices.filter { paths[$0].contains(pattern) }
    if matches.count > 1 {
      let exact = matches.filter { paths[$0] == pattern || examples[$0].path.last == pattern }
      if exact.count == 1 { matches = exact }
    }
    switch matches.count {
    case 1:
      let index = matches[0]
      guard !examples[index].isPending else {
        throw SpecExampleChoiceError(
          message: "the example \(quoted(paths[index])) of \(file) is pending: it has no body to step through")
      }
      return index
    case 0:
      guard !examples.isEmpty else {
        throw SpecExampleChoiceError(message: "\(file) declares no examples to step through")
      }
      // The examples that share the most words with the pattern, in the file's order.
      let words = Set(pattern.lowercased().split { !$0.isLetter && !$0.isNumber })
      let scored = paths.indices.map { index in
        (index, Set(paths[index].lowercased().split { !$0.isLetter && !$0.isNumber }).intersection(words).count)
      }
      let best = scored.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.prefix(listed).map(\.0).sorted()
      throw SpecExampleChoiceError(
        message: "no example of \(file) matches \(quoted(pattern)); \(examples.count) examples, among them: "
          + list(best.map { paths[$0] }, of: examples.count))
    default:
      throw SpecExampleChoiceError(
        message: "\(matches.count) examples of \(file) match \(quoted(pattern)) (give more of the path): "
          + list(matches.prefix(listed).map { paths[$0] }, of: matches.count))
    }
  }

  private static func list(_ shown: [String], of total: Int) -> String {
    shown.map(quoted).joined(separator: ", ") + (total > shown.count ? ", … (+\(total - shown.count) more)" : "")
  }

  /// On one line: a pattern or path with its line breaks and quotes escaped.
  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += String(format: "\\u{%02X}", scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

/// Why `--example` names no example to step through, in one line.
public struct SpecExampleChoiceError: Error, CustomStringConvertible {
  /// The message, candidates included.
  public let message: String
  /// The message.
  public var description: String { message }
}
