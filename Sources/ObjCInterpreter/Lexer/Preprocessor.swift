/// The C preprocessor, as much of it as snippets use: `#import` / `#include` (ignored: every
/// snippet sees RAC and Foundation), `#pragma`, `#define` of object-like and function-like macros
/// (with `__VA_ARGS__`, `##` and `#`), `#undef`, and `#if` / `#ifdef` / `#ifndef` / `#elif` /
/// `#else` / `#endif` on simple conditions.
///
/// RAC's own macros (`RACObserve`, `RACTuplePack`, `@weakify`…) are not expanded here: the parser
/// knows them, so that the trace can show them as the snippet wrote them.
struct Preprocessor: Sendable {
  struct Macro: Sendable {
    let name: String
    /// nil for an object-like macro.
    let parameters: [String]?
    let isVariadic: Bool
    let body: [Token]
  }

  /// Macros every snippet sees, as an iOS debug build of 2016 defines them.
  private(set) var macros: [String: Macro] = [:]

  private struct Conditional {
    /// Whether the enclosing region is being read.
    let parentActive: Bool
    /// Whether some branch of this `#if` has been taken.
    var taken: Bool
    /// Whether the current branch is being read.
    var active: Bool
    let offset: Int
  }

  private var conditionals: [Conditional] = []

  /// - Parameter predefined: whether to define the macros an iOS debug build defines (false for the
  ///   lexer that reads macro bodies themselves).
  init(predefined: Bool = true) {
    if predefined { macros = Preprocessor.predefinedMacros }
  }

  private static let predefinedMacros: [String: Macro] = {
    var macros: [String: Macro] = [:]
    for name in ["DEBUG", "__OBJC__", "TARGET_OS_IPHONE", "TARGET_OS_IOS"] {
      macros[name] = Macro(name: name, parameters: nil, isVariadic: false, body: Preprocessor.tokens(of: "1"))
    }
    return macros
  }()

  /// Whether the text at this point is compiled (not inside a false `#if` branch).
  var isActive: Bool { conditionals.last?.active ?? true }

  /// An `#if` without its `#endif`, reported at its `#`.
  var unterminatedConditional: (message: String, offset: Int)? {
    conditionals.last.map { ("#if without #endif", $0.offset) }
  }

  /// Handles one directive (the text after `#`); returns an error message, or nil.
  mutating func handle(directive text: String, at offset: Int, in source: SourceFile) -> String? {
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    let name = String(trimmed.prefix { $0.isLetter })
    let rest = String(trimmed.dropFirst(name.count))
    switch name {
    case "if", "ifdef", "ifndef":
      let parentActive = isActive
      let condition = parentActive ? evaluateCondition(name, rest) : false
      conditionals.append(Conditional(parentActive: parentActive, taken: condition, active: condition, offset: offset))
    case "elif":
      guard var last = conditionals.popLast() else { return "#elif without #if" }
      let condition = last.parentActive && !last.taken && evaluateCondition("if", rest)
      last.active = condition
      last.taken = last.taken || condition
      conditionals.append(last)
    case "else":
      guard var last = conditionals.popLast() else { return "#else without #if" }
      last.active = last.parentActive && !last.taken
      last.taken = true
      conditionals.append(last)
    case "endif":
      guard conditionals.popLast() != nil else { return "#endif without #if" }
    default:
      guard isActive else { return nil }
      switch name {
      case "import", "include", "pragma", "warning", "line", "":
        return nil
      case "define":
        return define(rest)
      case "undef":
        macros[rest.trimmingSpaces] = nil
      case "error":
        return "#error\(rest)"
      default:
        return "unknown preprocessor directive '#\(name)'"
      }
    }
    return nil
  }

  private mutating func define(_ text: String) -> String? {
    let trimmed = Substring(text).drop { $0 == " " || $0 == "\t" }
    let name = String(trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    guard !name.isEmpty, !(name.first?.isNumber ?? true) else { return "macro name missing after #define" }
    var rest = trimmed.dropFirst(name.count)
    var parameters: [String]?
    var isVariadic = false
    if rest.first == "(" {
      guard let close = rest.firstIndex(of: ")") else { return "missing ')' in the parameters of macro '\(name)'" }
      let list = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",").map { $0.trimmingSpaces }
      parameters = []
      for parameter in list where !parameter.isEmpty {
        if parameter == "..." {
          isVariadic = true
        } else if parameter.hasSuffix("...") {
          isVariadic = true
          parameters?.append(String(parameter.dropLast(3)))
        } else {
          parameters?.append(parameter)
        }
      }
      rest = rest[rest.index(after: close)...]
    }
    let body = Preprocessor.tokens(of: String(rest))
    if let invalid = body.first(where: { if case .invalid = $0.kind { return true } else { return false } }) {
      return "in the body of macro '\(name)': \(invalid.spelling)"
    }
    macros[name] = Macro(name: name, parameters: parameters, isVariadic: isVariadic, body: body)
    return nil
  }

  /// The tokens of a macro body or a pasted token, lexed on their own (without the end token).
  static func tokens(of text: String) -> [Token] {
    var lexer = Lexer(source: SourceFile(name: "<macro>", text: text), preprocessor: Preprocessor(predefined: false))
    return lexer.tokensOnly()
  }

  // MARK: - Conditions

  private func evaluateCondition(_ kind: String, _ text: String) -> Bool {
    let name = text.trimmingSpaces
    switch kind {
    case "ifdef": return macros[name] != nil
    case "ifndef": return macros[name] == nil
    default:
      var parser = ConditionParser(tokens: Preprocessor.tokens(of: text), macros: macros)
      return parser.expression() != 0
    }
  }

  /// `#if` conditions: integers, `defined`, macro names (their integer value, 0 when undefined or
  /// not an integer), `!`, `&&`, `||`, comparisons and parentheses.
  private struct ConditionParser {
    let tokens: [Token]
    let macros: [String: Macro]
    var index = 0

    mutating func expression() -> Int64 {
      var value = comparison()
      while index < tokens.count, tokens[index].isPunctuator("&&") || tokens[index].isPunctuator("||") {
        let isAnd = tokens[index].isPunctuator("&&")
        index += 1
        let right = comparison()
        value = isAnd ? ((value != 0 && right != 0) ? 1 : 0) : ((value != 0 || right != 0) ? 1 : 0)
      }
      return value
    }

    private mutating func comparison() -> Int64 {
      let left = unary()
      guard index < tokens.count, case .punctuator(let op) = tokens[index].kind,
        ["==", "!=", "<", ">", "<=", ">="].contains(op)
      else { return left }
      index += 1
      let right = unary()
      let result: Bool
      switch op {
      case "==": result = left == right
      case "!=": result = left != right
      case "<": result = left < right
      case ">": result = left > right
      case "<=": result = left <= right
      default: result = left >= right
      }
      return result ? 1 : 0
    }

    private mutating func unary() -> Int64 {
      guard index < tokens.count else { return 0 }
      let token = tokens[index]
      index += 1
      switch token.kind {
      case .punctuator("!"): return unary() == 0 ? 1 : 0
      case .punctuator("("):
        let value = expression()
        if index < tokens.count, tokens[index].isPunctuator(")") { index += 1 }
        return value
      case .integer(let value, _): return Int64(truncatingIfNeeded: value)
      case .identifier("defined"):
        var parenthesized = false
        if index < tokens.count, tokens[index].isPunctuator("(") {
          parenthesized = true
          index += 1
        }
        let name = index < tokens.count ? tokens[index].identifier : nil
        index += 1
        if parenthesized, index < tokens.count, tokens[index].isPunctuator(")") { index += 1 }
        return name.map { macros[$0] != nil ? 1 : 0 } ?? 0
      case .identifier(let name):
        if let body = macros[name]?.body, body.count == 1, case .integer(let value, _) = body[0].kind {
          return Int64(truncatingIfNeeded: value)
        }
        return 0
      default:
        return 0
      }
    }
  }

  // MARK: - Expansion

  /// What expansion can go wrong with: a macro called with the wrong number of arguments, or an
  /// expansion that never ends.
  struct ExpansionError: Error {
    let message: String
    let location: SourceLocation
  }

  /// The tokens with every macro use replaced by its expansion; each expanded token carries the
  /// location of the use, so errors point at the line the snippet wrote.
  func expand(_ tokens: [Token]) throws -> [Token] {
    guard !macros.isEmpty else { return tokens }
    var budget = 1_000_000
    return try expand(tokens[...], disabled: [], budget: &budget, depth: 0)
  }

  private func expand(
    _ tokens: ArraySlice<Token>, disabled: Set<String>, budget: inout Int, depth: Int
  ) throws -> [Token] {
    var output: [Token] = []
    var index = tokens.startIndex
    while index < tokens.endIndex {
      let token = tokens[index]
      guard case .identifier(let name) = token.kind, let macro = macros[name], !disabled.contains(name) else {
        output.append(token)
        index += 1
        continue
      }
      guard depth < 64 else {
        throw ExpansionError(message: "macro '\(name)' expands too deeply", location: token.location)
      }
      var replacement: [Token]
      if let parameters = macro.parameters {
        guard index + 1 < tokens.endIndex, tokens[index + 1].isPunctuator("(") else {
          output.append(token)
          index += 1
          continue
        }
        let (arguments, next) = try collectArguments(tokens, from: index + 2, macro: macro, at: token.location)
        index = next
        replacement = try substitute(
          macro, parameters: parameters, arguments: arguments, disabled: disabled,
          budget: &budget, depth: depth)
      } else {
        replacement = macro.body
        index += 1
      }
      replacement = replacement.map { Token(kind: $0.kind, location: token.location, startsLine: false) }
      budget -= replacement.count
      guard budget > 0 else {
        throw ExpansionError(message: "macro expansion of '\(name)' is too large", location: token.location)
      }
      var inner = disabled
      inner.insert(name)
      output += try expand(replacement[...], disabled: inner, budget: &budget, depth: depth + 1)
    }
    return output
  }

  /// The arguments of a function-like macro use, split at commas outside parentheses; returns them
  /// and the index after the closing parenthesis.
  private func collectArguments(
    _ tokens: ArraySlice<Token>, from start: Int, macro: Macro, at location: SourceLocation
  ) throws -> ([[Token]], Int) {
    var arguments: [[Token]] = [[]]
    var depth = 0
    var index = start
    while index < tokens.endIndex {
      let token = tokens[index]
      if token.kind == .endOfFile { break }
      if token.isPunctuator("(") || token.isPunctuator("[") || token.isPunctuator("{") { depth += 1 }
      if token.isPunctuator(")") || token.isPunctuator("]") || token.isPunctuator("}") {
        if depth == 0 {
          if arguments.count == 1, arguments[0].isEmpty, (macro.parameters ?? []).isEmpty { arguments = [] }
          let expected = macro.parameters?.count ?? 0
          if arguments.count < expected || (!macro.isVariadic && arguments.count > expected) {
            throw ExpansionError(
              message: "macro '\(macro.name)' takes \(expected) argument(s), got \(arguments.count)", location: location
            )
          }
          return (arguments, index + 1)
        }
        depth -= 1
      }
      if token.isPunctuator(","), depth == 0 {
        arguments.append([])
      } else {
        arguments[arguments.count - 1].append(token)
      }
      index += 1
    }
    throw ExpansionError(message: "unterminated use of macro '\(macro.name)'", location: location)
  }

  private func substitute(
    _ macro: Macro, parameters: [String], arguments: [[Token]], disabled: Set<String>, budget: inout Int, depth: Int
  ) throws -> [Token] {
    var values: [String: [Token]] = [:]
    for (index, parameter) in parameters.enumerated() {
      values[parameter] = index < arguments.count ? arguments[index] : []
    }
    if macro.isVariadic {
      let rest = arguments.dropFirst(parameters.count)
      var joined: [Token] = []
      for (index, argument) in rest.enumerated() {
        if index > 0, let comma = argument.first ?? joined.last {
          joined.append(Token(kind: .punctuator(","), location: comma.location, startsLine: false))
        }
        joined += argument
      }
      values["__VA_ARGS__"] = joined
    }
    var output: [Token] = []
    var index = 0
    let body = macro.body
    while index < body.count {
      let token = body[index]
      if token.isPunctuator("#"), index + 1 < body.count, let name = body[index + 1].identifier,
        let argument = values[name]
      {
        let text = argument.map(\.spelling).joined(separator: " ")
        output.append(Token(kind: .cString(text), location: token.location, startsLine: false))
        index += 2
        continue
      }
      if token.isPunctuator("##"), index + 1 < body.count {
        let right = body[index + 1]
        let rightTokens = right.identifier.flatMap { values[$0] } ?? [right]
        if output.last?.isPunctuator(",") == true, right.identifier == "__VA_ARGS__", rightTokens.isEmpty {
          output.removeLast()
        } else if let left = output.popLast() {
          let pasted = left.spelling + (rightTokens.first?.spelling ?? "")
          output += Preprocessor.tokens(of: pasted) + rightTokens.dropFirst()
        } else {
          output += rightTokens
        }
        index += 2
        continue
      }
      if let name = token.identifier, let argument = values[name] {
        let nextIsPaste = index + 1 < body.count && body[index + 1].isPunctuator("##")
        output +=
          nextIsPaste ? argument : try expand(argument[...], disabled: disabled, budget: &budget, depth: depth + 1)
      } else {
        output.append(token)
      }
      index += 1
    }
    return output
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    String(
      drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        .reversed())
  }
}
