import Foundation
import ObjCInterpreter

/// `evaluate` and breakpoint conditions over a stopped moment's recorded values: a variable
/// (`value`, `self`, `result`, an object by its name, `mappedSignalA`), a field of one
/// (`self.signals`, `mappedSignalA.compoundDisposable`), the same as a message send with no side
/// effects (`[self signals]`, `[signals count]`), and comparisons of those with literals
/// (`value == @"ABC"`, `x > 2`, `signal != nil`) for conditions. Nothing runs: the values are the
/// ones the trace recorded, so nothing can have a side effect.
struct DAPEvaluator {
  /// The variables in scope, innermost scope first.
  let variables: [DAPVariable]

  /// Why an expression has no value here; one line.
  struct Failure: Error {
    let message: String
  }

  /// The value of `expression`, as a variable (expandable when it is a list or an object).
  func evaluate(_ expression: String) throws -> DAPVariable {
    let text = expression.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty else { throw Failure(message: "nothing to evaluate") }
    if let comparison = try compare(text) {
      return DAPVariable(name: text, value: comparison ? "YES" : "NO")
    }
    return try path(text)
  }

  /// Whether `condition` holds (a comparison, or a value that is not `nil`, `NO` or `0`).
  func holds(_ condition: String) throws -> Bool {
    let text = condition.trimmingCharacters(in: .whitespaces)
    if let comparison = try compare(text) { return comparison }
    let value = try path(text).value
    return !["nil", "NO", "0", "false", "<nil>"].contains(value)
  }

  private static let operators = ["==", "!=", "<=", ">=", "<", ">"]

  /// A comparison `a OP b` of values or literals; nil when the text is no comparison.
  private func compare(_ text: String) throws -> Bool? {
    for symbol in Self.operators {
      guard let range = Self.rangeOutsideQuotes(of: symbol, in: text) else { continue }
      let left = try operand(String(text[..<range.lowerBound]))
      let right = try operand(String(text[range.upperBound...]))
      if let a = Double(left), let b = Double(right) {
        switch symbol {
        case "==": return a == b
        case "!=": return a != b
        case "<=": return a <= b
        case ">=": return a >= b
        case "<": return a < b
        default: return a > b
        }
      }
      switch symbol {
      case "==": return left == right
      case "!=": return left != right
      default:
        throw Failure(message: "'\(symbol)' compares numbers; '\(left)' and '\(right)' are not both numbers")
      }
    }
    return nil
  }

  /// A literal's or a value's text, as the trace writes values: `@"ABC"` and `"ABC"` are
  /// `"ABC"`, `@3` is `3`, `YES`/`NO` are `1`/`0`, `nil` is `nil`.
  private func operand(_ raw: String) throws -> String {
    let text = raw.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("@\"") { return String(text.dropFirst()) }
    if text.hasPrefix("\"") || text == "nil" { return text }
    if text == "YES" || text == "true" { return "1" }
    if text == "NO" || text == "false" { return "0" }
    let number =
      text.hasPrefix("@") ? String(text.dropFirst()).trimmingCharacters(in: CharacterSet(charactersIn: "()")) : text
    if Double(number) != nil { return number }
    let variable = try path(text)
    // A string local prints as `%@` does, unquoted; the trace and the literals quote strings.
    if let type = variable.type, type.hasSuffix("String") { return "\"" + variable.value + "\"" }
    let value = variable.value
    return value.hasPrefix("@") && Double(value.dropFirst()) != nil ? String(value.dropFirst()) : value
  }

  /// An expression as a failure quotes it: on one line, and cut short past 80 characters.
  private static func shown(_ text: String) -> String {
    let line = CommandText.escaped(text)
    return line.count > 80 ? line.prefix(80) + "…" : line
  }

  /// A variable, a field of one (`a.b`), or the same as a message (`[a b]`, `[a count]`).
  private func path(_ text: String) throws -> DAPVariable {
    var parts: [String]
    if text.hasPrefix("["), text.hasSuffix("]") {
      let inner = text.dropFirst().dropLast().split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      guard inner.count == 2, !inner[1].contains(":") else {
        throw Failure(
          message:
            "'\(Self.shown(text))': only messages with no arguments that read a recorded value (`[self signals]`, `[signals count]`) can be evaluated in a recording"
        )
      }
      parts = [inner[0], inner[1]]
    } else {
      parts = text.split(separator: ".", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
    }
    guard let first = parts.first, Self.isName(first) else {
      throw Failure(message: "'\(Self.shown(text))' is no variable, field or message of the recording")
    }
    guard var current = variable(named: first) else {
      throw Failure(message: "no variable '\(Self.shown(first))' at this stop (\(names))")
    }
    for part in parts.dropFirst() {
      if part == "count", DAPRecordedValue.elements(of: current.value) != nil {
        current = DAPVariable(name: "count", value: "\(current.children.count)")
        continue
      }
      // A captured array's elements are its children `[0]`, `[1]`, …, unless some were left out.
      if part == "count", current.type?.contains("Array") == true,
        !current.children.contains(where: { $0.name == "count" })
      {
        guard !current.children.contains(where: { $0.name == "…" }) else {
          throw Failure(message: "'\(current.name)' has more elements than the recording kept: its count is not known")
        }
        current = DAPVariable(name: "count", value: "\(current.children.filter { $0.name.hasPrefix("[") }.count)")
        continue
      }
      guard let child = current.children.first(where: { $0.name == part }) else {
        let known = current.children.map(\.name).joined(separator: ", ")
        throw Failure(
          message: "'\(current.name)' has no '\(Self.shown(part))'\(known.isEmpty ? "" : " (it has: \(known))")")
      }
      // A getter of the program's that was not run has no value to evaluate or compare.
      if child.type == nil, child.value.hasPrefix(CapturedProperties.notRunPrefix) {
        throw Failure(message: "'\(part)': " + child.value)
      }
      current = child
    }
    return current
  }

  /// The variable of that name, or an object of the bookkeeping by its name
  /// (`RACDynamicSignal#2 "mappedSignalA"` is `mappedSignalA`).
  private func variable(named name: String) -> DAPVariable? {
    if let found = variables.first(where: { $0.name == name }) { return found }
    return variables.first { $0.name.hasSuffix("\"\(name)\"") }
  }

  private var names: String {
    let plain = variables.map(\.name).filter(Self.isName)
    return plain.isEmpty ? "none" : "variables: " + plain.joined(separator: ", ")
  }

  private static func isName(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  private static func rangeOutsideQuotes(of symbol: String, in text: String) -> Range<String.Index>? {
    var inQuotes = false
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == "\"" { inQuotes.toggle() }
      if !inQuotes, text[index...].hasPrefix(symbol) { return index..<text.index(index, offsetBy: symbol.count) }
      index = text.index(after: index)
    }
    return nil
  }
}
