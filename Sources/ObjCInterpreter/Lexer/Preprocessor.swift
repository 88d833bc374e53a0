/// The C preprocessor, as much of it as snippets use: `#import` / `#include` (ignored: every
/// snippet sees RAC and Foundation), `#pragma`, `#define` of object-like and function-like macros
/// (with `__VA_ARGS__`, `##` and `#`), `#undef`, and `#if` / `#ifdef` / `#ifndef` / `#elif` /
/// `#else` / `#endif` on simple conditions.
///
/// RAC's own macros (`RACObserve`, `RACTuplePack`, `@weakify`…) are not expanded here: the parser
/// knows them, so that the trace can show them as the snippet wrote them.
package struct Preprocessor: Sendable {
  struct Macro: Sendable {
    let name: String
    /// nil for an object-like macro.
    let parameters: [String]?
    let isVariadic: Bool
    let body: [Token]
  }

  /// Macros every snippet sees, as an iOS debug build of 2016 defines them.
  private(set) var macros: [String: Macro] = [:]
  /// What this file's `#define`s, `#undef`s and imported headers did to `macros`, name by name:
  /// what a header hands the file that imports it.
  private(set) var changes = MacroChanges()
  /// Macros an `#undef` ended, with the file and offset of the `#undef`: the tokens are expanded
  /// after the whole file is read, so a use before the `#undef` (RAC's `PULL_AND_SET`, defined,
  /// used and undefined inside one method) still finds its macro.
  private var undefined: [String: [(macro: Macro, file: String, offset: Int)]] = [:]

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

  /// - Parameters:
  ///   - predefined: whether to define the macros an iOS debug build defines (false for the lexer
  ///     that reads macro bodies themselves).
  ///   - releaseBuild: whether the file is a library's, compiled as it ships (`DEBUG` undefined).
  init(predefined: Bool = true, releaseBuild: Bool = false) {
    if predefined { macros = Preprocessor.predefinedMacros }
    if releaseBuild { macros["DEBUG"] = nil }
  }

  /// The headers the file imports with quotes (`#import "RACSignal.h"`), in order: a library file's
  /// declarations are read from them (`RACSourceCheckout`); a snippet's are ignored.
  private(set) package var quotedImports: [String] = []
  /// The headers the file imports with quotes alone (`#import "Greeter.h"`): those a program's
  /// own files may have beside them, where `quotedImports` also names RAC's framework headers.
  private(set) package var localImports: [String] = []

  private static let predefinedMacros: [String: Macro] = {
    var macros: [String: Macro] = [:]
    // `OS_OBJECT_HAVE_OBJC_SUPPORT` and `OS_OBJECT_USE_OBJC` (<os/object.h>): dispatch objects
    // are Objective-C objects that ARC manages (iOS 6 and later), so code under `#if
    // !OS_OBJECT_HAVE_OBJC_SUPPORT` (RAC 2.5's `dispatch_retain` of its queue) or `#if
    // !OS_OBJECT_USE_OBJC` (ReactiveObjC's, and its `assign` queue property) is compiled out.
    for name in [
      "DEBUG", "__OBJC__", "TARGET_OS_IPHONE", "TARGET_OS_IOS", "OS_OBJECT_HAVE_OBJC_SUPPORT", "OS_OBJECT_USE_OBJC",
    ] {
      macros[name] = Macro(name: name, parameters: nil, isVariadic: false, body: Preprocessor.tokens(of: "1"))
    }
    // <Foundation/NSObjCRuntime.h>: the region whose pointers are nonnull unless marked (Xcode 6.3's
    // nullability, which ReactiveObjC's headers open and close) is a `_Pragma` to clang, and
    // nullability changes nothing at run time.
    for name in ["NS_ASSUME_NONNULL_BEGIN", "NS_ASSUME_NONNULL_END"] {
      macros[name] = Macro(name: name, parameters: nil, isVariadic: false, body: [])
    }
    return macros
  }()

  /// Whether the text at this point is compiled (not inside a false `#if` branch).
  var isActive: Bool { conditionals.last?.active ?? true }

  /// An `#if` without its `#endif`, reported at its `#`.
  var unterminatedConditional: (message: String, offset: Int)? {
    conditionals.last.map { ("#if without #endif", $0.offset) }
  }

  /// What a directive could not do, and where: `offset` counts scalars from the directive's `#`
  /// (clang points at the operand at fault: the `/` of `#if 1/0`, the quote of `#include ""`).
  struct DirectiveProblem: Error, Equatable {
    let message: String
    var offset = 0
  }

  /// Handles one directive (the text after `#`); returns what it could not do, or nil.
  mutating func handle(directive text: String, at offset: Int, in source: SourceFile) -> DirectiveProblem? {
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    let name = String(trimmed.prefix { $0.isLetter })
    let rest = String(trimmed.dropFirst(name.count))
    // Where `rest` starts, counted from the `#`.
    let restOffset = 1 + text.unicodeScalars.count - trimmed.unicodeScalars.count + name.unicodeScalars.count
    switch name {
    case "if", "ifdef", "ifndef":
      let parentActive = isActive
      var condition = false
      if parentActive {
        switch evaluateCondition(name, rest) {
        case .success(let value): condition = value
        case .failure(let problem):
          return DirectiveProblem(message: problem.message, offset: restOffset + problem.offset)
        }
      }
      conditionals.append(Conditional(parentActive: parentActive, taken: condition, active: condition, offset: offset))
    case "elif":
      guard var last = conditionals.popLast() else { return DirectiveProblem(message: "#elif without #if") }
      var condition = false
      if last.parentActive && !last.taken {
        switch evaluateCondition("if", rest) {
        case .success(let value): condition = value
        case .failure(let problem):
          conditionals.append(last)
          return DirectiveProblem(message: problem.message, offset: restOffset + problem.offset)
        }
      }
      last.active = condition
      last.taken = last.taken || condition
      conditionals.append(last)
    case "else":
      guard var last = conditionals.popLast() else { return DirectiveProblem(message: "#else without #if") }
      last.active = last.parentActive && !last.taken
      last.taken = true
      conditionals.append(last)
    case "endif":
      guard conditionals.popLast() != nil else { return DirectiveProblem(message: "#endif without #if") }
    default:
      guard isActive else { return nil }
      switch name {
      case "import", "include":
        return recordImport(rest, at: restOffset)
      case "pragma", "warning", "line", "":
        return nil
      case "define":
        return define(rest).map { DirectiveProblem(message: $0) }
      case "undef":
        let undefinedName = rest.trimmingSpaces
        if let macro = macros[undefinedName] {
          undefined[undefinedName, default: []].append((macro, source.name, offset))
        }
        macros[undefinedName] = nil
        changes.record(undefinedName, nil)
      case "error":
        return DirectiveProblem(message: "#error\(rest)")
      default:
        return DirectiveProblem(message: "unknown preprocessor directive '#\(name)'")
      }
    }
    return nil
  }

  /// `#import "name"` / `<Framework/name.h>`: the name kept for the reader; an empty name, or none,
  /// is clang's error at the operand.
  private mutating func recordImport(_ rest: String, at restOffset: Int) -> DirectiveProblem? {
    let argument = rest.trimmingSpaces
    let argumentOffset = restOffset + rest.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
    if argument.hasPrefix("\""), argument.dropFirst().contains("\"") {
      let name = String(argument.dropFirst().prefix { $0 != "\"" })
      guard !name.isEmpty else { return DirectiveProblem(message: "empty filename", offset: argumentOffset) }
      quotedImports.append(name)
      localImports.append(name)
    } else if argument.hasPrefix("<"), argument.contains(">") {
      guard !argument.hasPrefix("<>") else {
        return DirectiveProblem(message: "empty filename", offset: argumentOffset)
      }
      if let header = Preprocessor.frameworkHeader(argument) { quotedImports.append(header) }
    } else if argument.isEmpty || !(argument.first?.isLetter ?? false || argument.first == "_") {
      // A macro naming the header (`#include HEADER`) is left alone, as any framework's header.
      return DirectiveProblem(message: "expected \"FILENAME\" or <FILENAME>", offset: argumentOffset)
    }
    return nil
  }

  /// Starts from the macros of the file that imports this one (a header), as C's preprocessor
  /// reads the header's text in place: they are not this file's own `changes`.
  mutating func inherit(_ importerMacros: [String: Macro]) {
    macros = importerMacros
  }

  /// Applies the changes an imported header made (`MacroChanges`), at its `#import` line: its
  /// macros hold from there on, and pass on to whatever imports this file.
  mutating func apply(_ imported: MacroChanges) {
    for name in imported.undefined {
      macros[name] = nil
      changes.record(name, nil)
    }
    for (name, macro) in imported.defined {
      macros[name] = macro
      changes.record(name, macro)
    }
  }

  /// `EXTScope.h` for `<ReactiveObjC/EXTScope.h>`: a header of RAC's own framework, which a
  /// checkout's files import by the framework's name (ReactiveObjC's do) and which is the file of
  /// the checkout; nil for any other framework's.
  static func frameworkHeader(_ argument: String) -> String? {
    let path = argument.dropFirst().prefix { $0 != ">" }
    let parts = path.split(separator: "/")
    guard parts.count == 2, parts[0] == "ReactiveObjC" || parts[0] == "ReactiveCocoa" else { return nil }
    return String(parts[1])
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
    let macro = Macro(name: name, parameters: parameters, isVariadic: isVariadic, body: body)
    macros[name] = macro
    changes.record(name, macro)
    return nil
  }

  /// The tokens of a macro body or a pasted token, lexed on their own (without the end token).
  static func tokens(of text: String) -> [Token] {
    var lexer = Lexer(source: SourceFile(name: "<macro>", text: text), preprocessor: Preprocessor(predefined: false))
    return lexer.tokensOnly()
  }

  // MARK: - Conditions

  /// A condition's value, or what stops it (nesting past `ConditionParser.maximumNesting`, a
  /// division by zero) with its offset in `text`.
  private func evaluateCondition(_ kind: String, _ text: String) -> Result<Bool, DirectiveProblem> {
    let name = text.trimmingSpaces
    switch kind {
    case "ifdef": return .success(macros[name] != nil)
    case "ifndef": return .success(macros[name] == nil)
    default:
      let tokens: [Token]
      do {
        tokens = try expand(ConditionParser.replacingDefined(in: Preprocessor.tokens(of: text), macros: macros))
      } catch let error as ExpansionError {
        return .failure(DirectiveProblem(message: error.message, offset: error.location.offset))
      } catch {
        return .failure(DirectiveProblem(message: "\(error)"))
      }
      var parser = ConditionParser(tokens: tokens)
      let value = parser.condition()
      if let problem = parser.problem { return .failure(problem) }
      return .success(value != 0)
    }
  }

  // MARK: - Expansion

  /// What expansion can go wrong with: a macro called with the wrong number of arguments, or an
  /// expansion that never ends.
  struct ExpansionError: Error {
    let message: String
    let location: SourceLocation
  }

  /// A token waiting to be rescanned, with the names of the macros whose expansion produced it
  /// (its "hide set"): a macro is not expanded again inside its own expansion, which is how C stops
  /// `#define A A` and still lets `CAT(F, 2)(21)` call the `F2` the paste makes.
  private struct PendingToken {
    let token: Token
    let hidden: Set<String>
  }

  /// Macros one use may expand through, one inside another (`#define M0 M1`, `#define M1 M2`, …):
  /// far more than any header nests, few enough that the hide sets stay small.
  static let maximumExpansionDepth = 1_000

  /// The `@` words Objective-C itself owns: `@end` is never a use of a macro named `end`.
  private static let objectiveCAtKeywords: Set<String> = [
    "interface", "implementation", "end", "protocol", "property", "synthesize", "dynamic", "class",
    "selector", "encode", "optional", "required", "private", "public", "protected", "package", "try",
    "catch", "finally", "throw", "synchronized", "autoreleasepool", "import", "compatibility_alias",
  ]

  /// The tokens with every macro use replaced by its expansion; each expanded token carries the
  /// location of the use, so errors point at the line the snippet wrote.
  /// `source` is the file the tokens were read from: `#x` gives an argument as it is written there.
  func expand(_ tokens: [Token], of source: SourceFile? = nil) throws -> [Token] {
    guard !macros.isEmpty || !undefined.isEmpty else { return tokens }
    var budget = 1_000_000
    return try rescan(tokens.map { PendingToken(token: $0, hidden: []) }, of: source, budget: &budget).map(\.token)
  }

  /// The macro `name` means at `location`: one an `#undef` later in the same file ended, or the
  /// one defined now.
  private func macro(named name: String, usedAt location: SourceLocation) -> Macro? {
    if let ended = undefined[name]?.first(where: { $0.file == location.file && location.offset < $0.offset }) {
      return ended.macro
    }
    return macros[name]
  }

  /// Prosser's rescanning algorithm (the one C compilers use): an expansion goes back in front of
  /// the tokens that follow it and is read again with them, so a macro's expansion may name a
  /// function-like macro whose arguments come after it in the file.
  private func rescan(_ tokens: [PendingToken], of source: SourceFile?, budget: inout Int) throws -> [PendingToken] {
    var input = Array(tokens.reversed())
    var output: [PendingToken] = []
    output.reserveCapacity(tokens.count)
    while let pending = input.popLast() {
      let token = pending.token
      if case .atKeyword(let word) = token.kind, macros[word] != nil, !pending.hidden.contains(word),
        !Preprocessor.objectiveCAtKeywords.contains(word)
      {
        // `@NAME(…)` where NAME is the snippet's macro (as libextobjc's `@keypath` is used): `@`
        // boxes what the macro expands to.
        output.append(
          PendingToken(
            token: Token(kind: .at, location: token.location, startsLine: token.startsLine), hidden: pending.hidden))
        input.append(
          PendingToken(
            token: Token(kind: .identifier(word), location: token.location, startsLine: false), hidden: pending.hidden))
        continue
      }
      if token.isIdentifier("_Pragma"), input.last?.token.isPunctuator("(") == true {
        // C99's `_Pragma("…")` is `#pragma …` written inside a line (or a macro): a diagnostic or
        // region setting for the compiler, which the interpreter has no use for.
        try skipPragmaOperand(of: token, from: &input)
        continue
      }
      guard case .identifier(let name) = token.kind, let macro = macro(named: name, usedAt: token.location),
        !pending.hidden.contains(name)
      else {
        output.append(pending)
        continue
      }
      var hidden: Set<String>
      let replacement: [PendingToken]
      var useEnd = token.endOffset
      if let parameters = macro.parameters {
        guard let next = input.last, next.token.isPunctuator("(") else {
          output.append(pending)
          continue
        }
        input.removeLast()
        let (arguments, closing) = try collectArguments(from: &input, macro: macro, at: token.location)
        hidden = pending.hidden.intersection(closing.hidden)
        useEnd = closing.token.endOffset
        replacement = try substitute(
          macro, parameters: parameters, arguments: arguments, of: source, budget: &budget)
      } else {
        hidden = pending.hidden
        replacement = macro.body.map { PendingToken(token: $0, hidden: []) }
      }
      hidden.insert(name)
      // Each macro a token's expansion went through is in its hide set, which every step copies:
      // a chain of 100,000 macros that each name the next would take hours.
      guard hidden.count <= Preprocessor.maximumExpansionDepth else {
        throw ExpansionError(
          message:
            "macro expansion too deep: more than \(Preprocessor.maximumExpansionDepth) macros expand one inside another",
          location: token.location)
      }
      budget -= replacement.count
      guard budget > 0 else {
        throw ExpansionError(message: "macro expansion of '\(name)' is too large", location: token.location)
      }
      // A body's own tokens hide nothing yet: they share the use's hide set (one set for the whole
      // expansion, not a copy per token: `#define M0 M1 M1` nested 60 deep made a million copies).
      for item in replacement.reversed() {
        input.append(
          PendingToken(
            token: Token(kind: item.token.kind, location: token.location, startsLine: false, endOffset: useEnd),
            hidden: item.hidden.isEmpty ? hidden : item.hidden.union(hidden)))
      }
    }
    return output
  }

  /// Takes `("…")` after `_Pragma` off the input.
  private func skipPragmaOperand(of token: Token, from input: inout [PendingToken]) throws {
    var depth = 0
    while let pending = input.popLast(), pending.token.kind != .endOfFile {
      if pending.token.isPunctuator("(") { depth += 1 }
      if pending.token.isPunctuator(")") {
        depth -= 1
        if depth == 0 { return }
      }
    }
    throw ExpansionError(message: "unterminated _Pragma(…)", location: token.location)
  }

  /// The arguments of a function-like macro use, taken off the input after its `(` and split at
  /// commas outside brackets; returns them and the closing parenthesis.
  private func collectArguments(
    from input: inout [PendingToken], macro: Macro, at location: SourceLocation
  ) throws -> ([[PendingToken]], PendingToken) {
    var arguments: [[PendingToken]] = [[]]
    var depth = 0
    while let pending = input.last, pending.token.kind != .endOfFile {
      input.removeLast()
      let token = pending.token
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
          return (arguments, pending)
        }
        depth -= 1
      }
      if token.isPunctuator(","), depth == 0 {
        arguments.append([])
      } else {
        arguments[arguments.count - 1].append(pending)
      }
    }
    throw ExpansionError(message: "unterminated use of macro '\(macro.name)'", location: location)
  }

  /// The macro's body with its parameters replaced: by the argument's spelling after `#`, by the
  /// argument as written beside `##` (then pasted into one token), and otherwise by the argument
  /// fully expanded on its own, as C specifies.
  private func substitute(
    _ macro: Macro, parameters: [String], arguments: [[PendingToken]], of source: SourceFile?, budget: inout Int
  ) throws -> [PendingToken] {
    var values: [String: [PendingToken]] = [:]
    for (index, parameter) in parameters.enumerated() {
      values[parameter] = index < arguments.count ? arguments[index] : []
    }
    if macro.isVariadic {
      let rest = arguments.dropFirst(parameters.count)
      var joined: [PendingToken] = []
      for (index, argument) in rest.enumerated() {
        if index > 0, let comma = argument.first?.token ?? joined.last?.token {
          joined.append(
            PendingToken(token: Token(kind: .punctuator(","), location: comma.location, startsLine: false), hidden: []))
        }
        joined += argument
      }
      values["__VA_ARGS__"] = joined
    }
    var output: [PendingToken] = []
    var index = 0
    let body = macro.body
    while index < body.count {
      let token = body[index]
      if token.isPunctuator("#"), index + 1 < body.count, let name = body[index + 1].identifier,
        let argument = values[name]
      {
        let text = Preprocessor.stringized(argument.map(\.token), of: source)
        output.append(
          PendingToken(token: Token(kind: .cString(text), location: token.location, startsLine: false), hidden: []))
        index += 2
        continue
      }
      if token.isPunctuator("##"), index + 1 < body.count {
        let right = body[index + 1]
        let rightTokens = right.identifier.flatMap { values[$0] } ?? [PendingToken(token: right, hidden: [])]
        if output.last?.token.isPunctuator(",") == true, right.identifier == "__VA_ARGS__", rightTokens.isEmpty {
          output.removeLast()
        } else if let left = output.popLast() {
          let pasted = left.token.spelling + (rightTokens.first?.token.spelling ?? "")
          output += Preprocessor.tokens(of: pasted).map { PendingToken(token: $0, hidden: left.hidden) }
          output += rightTokens.dropFirst()
        } else {
          output += rightTokens
        }
        index += 2
        continue
      }
      if let name = token.identifier, let argument = values[name] {
        let nextIsPaste = index + 1 < body.count && body[index + 1].isPunctuator("##")
        output += nextIsPaste ? argument : try rescan(argument, of: source, budget: &budget)
      } else {
        output.append(PendingToken(token: token, hidden: []))
      }
      index += 1
    }
    return output
  }
}

extension Preprocessor {
  /// The text `#x` makes of an argument (C11 6.10.3.2): its tokens as written, one space where
  /// the source had any between two, none at the ends. (The literal C writes for it escapes its
  /// quotes and backslashes; its value, kept here, is the text itself.) A token whose text
  /// `source` does not hold (one an expansion made) is spelled from its value.
  static func stringized(_ tokens: [Token], of source: SourceFile?) -> String {
    var text = ""
    for (index, token) in tokens.enumerated() {
      if index > 0, tokens[index - 1].endOffset.map({ $0 != token.location.offset }) ?? true { text += " " }
      text += writtenSpelling(of: token, in: source)
    }
    return text
  }

  /// The token's text in `source` when that text is this token (re-read, it gives the same
  /// token); else its spelling from its value.
  private static func writtenSpelling(of token: Token, in source: SourceFile?) -> String {
    if let source, token.location.file == source.name, let end = token.endOffset, end > token.location.offset,
      end - token.location.offset <= 4_096, end <= source.scalars.count
    {
      let written = source.text(from: token.location.offset, to: end)
      let relexed = tokens(of: written)
      if relexed.count == 1, relexed[0].kind == token.kind { return written }
    }
    switch token.kind {
    case .character(let value):
      return "'" + String(Unicode.Scalar(UInt32(truncatingIfNeeded: value)).map(Character.init) ?? "?") + "'"
    case .cString(let value):
      let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        .replacingOccurrences(of: "\n", with: "\\n")
      return "\"" + escaped + "\""
    default: return token.spelling
    }
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
