import Foundation
import Shared

/// Turns a snippet's text into tokens: the first stage of the interpreter (lexer → parser →
/// resolver → interpreter → bridge to RAC).
///
/// It reads Objective-C as the posts and RAC's documentation write it: `@"…"` strings with C
/// escapes and Chinese text, numbers with C suffixes, every C and Objective-C operator, comments
/// (kept aside for expected output and file hints), and preprocessor lines (handed to
/// `Preprocessor`). Nothing it reads can stop it: text it cannot read becomes an `.invalid` token,
/// which the parser reports with its position when it reaches it.
///
/// The code ends at the end of the file or at a line that starts the program's printed output the
/// way the posts write it (`输出:`), or at brace depth 0 `Output:` / `Outputs:` / `Prints:`.
package struct Lexer {
  private let source: SourceFile
  private let scalars: [Unicode.Scalar]
  private var position = 0
  private var tokens: [Token] = []
  private var comments: [Comment] = []
  private var preprocessor: Preprocessor
  private var sawLineBreak = true
  private var braceDepth = 0
  /// The first escape in the literal being read that clang rejects (`\xfffffffff`, `\uD800`).
  private var escapeProblem: String?
  /// Where the output the snippet says it prints starts (the marker line's offset), if it has one.
  private(set) var outputMarkerOffset: Int?
  /// Where the file passed `maximumTokens`, if it did.
  private var tokenLimitPassedAt: SourceLocation?
  /// Reads the header an `#import` line names (`ProgramReader`) and answers what it did to the
  /// macros, which then hold from that line on; nil: the header is not read here.
  private let importing: Importing?

  /// The header an active `#import` names, whether it was written `<Framework/Name.h>`, and the
  /// importer's macros at that line (which C's header sees); answers the header's macro changes,
  /// or nil when it has none to give.
  typealias Importing = (_ name: String, _ isFramework: Bool, _ macros: [String: Preprocessor.Macro]) -> MacroChanges?

  init(source: SourceFile, preprocessor: Preprocessor = Preprocessor(), importing: Importing? = nil) {
    self.source = source
    self.scalars = source.scalars
    self.preprocessor = preprocessor
    self.importing = importing
  }

  /// The tokens (ending with `.endOfFile`), the comments, and the macros the file defined.
  package struct Output {
    var tokens: [Token]
    var comments: [Comment]
    package var preprocessor: Preprocessor
    /// The offset of the `输出:`-style line, if the code stops at one.
    var outputMarkerOffset: Int?
    /// Where the file passed `maximumTokens`, if it did: refused before anything parses it (parsing
    /// half a million tokens to reach the error took seconds).
    var tokenLimitPassedAt: SourceLocation?
  }

  /// `prelude`: macros defined before the file's first line, as a prefix header defines them (the
  /// spec DSL's `QuickSpecBegin`, which its libraries hand the front end for a spec file).
  static package func lex(_ source: SourceFile, prelude: Prelude? = nil) -> Output {
    lex(source, prelude: prelude, importing: nil)
  }

  /// As above; `importing` reads the headers its `#import` lines name, as they come; `macros`, the
  /// importer's at the `#import` line of this file (a header), defined before its first line.
  static func lex(
    _ source: SourceFile, prelude: Prelude?, importing: Importing?, macros: [String: Preprocessor.Macro]? = nil
  ) -> Output {
    var preprocessor = Preprocessor(releaseBuild: source.kind == .library)
    if let macros { preprocessor.inherit(macros) }
    if let prelude { preprocessor.define(prelude) }
    var lexer = Lexer(source: source, preprocessor: preprocessor, importing: importing)
    lexer.run()
    return Output(
      tokens: lexer.tokens, comments: lexer.comments, preprocessor: lexer.preprocessor,
      outputMarkerOffset: lexer.outputMarkerOffset, tokenLimitPassedAt: lexer.tokenLimitPassedAt)
  }

  /// The tokens of a text with no output marker and no end token (a macro body): a `#` at its
  /// start is an operator (`#define NAME(x) #x`), not a directive.
  mutating func tokensOnly() -> [Token] {
    sawLineBreak = false
    run(stopsAtOutput: false)
    return tokens.filter { $0.kind != .endOfFile }
  }

  /// The most tokens one file may hold: a hundred times RAC's largest source file. Each token
  /// costs a few hundred bytes by the time it is parsed, so an 8 MB file of semicolons would take
  /// gigabytes before the run's memory budget is even counted; past this the file is refused at
  /// the token where it passed it.
  static let maximumTokens = 500_000
  static let tokenLimitMessage = "more than \(maximumTokens / 1000),000 tokens: more than a file read here may hold"

  private mutating func run(stopsAtOutput: Bool = true) {
    while true {
      skipTrivia()
      guard position < scalars.count else { break }
      if tokens.count >= Lexer.maximumTokens {
        let location = source.location(ofOffset: position)
        tokenLimitPassedAt = location
        tokens.append(Token(kind: .invalid(Lexer.tokenLimitMessage), location: location, startsLine: true))
        break
      }
      if stopsAtOutput, sawLineBreak, isOutputMarker(at: position) {
        outputMarkerOffset = position
        break
      }
      if sawLineBreak, scalars[position] == "#" {
        directive()
        continue
      }
      if !preprocessor.isActive {
        skipLine()
        continue
      }
      let start = position
      let kind = scanToken()
      if case .punctuator(let text) = kind {
        if text == "{" { braceDepth += 1 }
        if text == "}" { braceDepth = max(0, braceDepth - 1) }
      }
      tokens.append(
        Token(kind: kind, location: source.location(ofOffset: start), startsLine: sawLineBreak, endOffset: position))
      sawLineBreak = false
    }
    if let error = preprocessor.unterminatedConditional {
      tokens.append(
        Token(kind: .invalid(error.message), location: source.location(ofOffset: error.offset), startsLine: true))
    }
    let end = outputMarkerOffset ?? scalars.count
    tokens.append(Token(kind: .endOfFile, location: source.location(ofOffset: end), startsLine: true))
  }

  // MARK: - Trivia

  private mutating func skipTrivia() {
    while position < scalars.count {
      let scalar = scalars[position]
      if scalar == "\n" {
        sawLineBreak = true
        position += 1
      } else if scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\u{0C}" || scalar == "\u{0B}"
        || scalar == "\u{A0}" || scalar == "\u{3000}" || scalar == "\u{FEFF}"
      {
        position += 1
      } else if scalar == "\\", peek(1) == "\n" {
        position += 2
      } else if scalar == "/", peek(1) == "/" {
        let start = position
        while position < scalars.count, scalars[position] != "\n" { position += 1 }
        if preprocessor.isActive {
          comments.append(
            Comment(
              text: source.text(from: start + 2, to: position), location: source.location(ofOffset: start),
              isLineComment: true))
        }
      } else if scalar == "/", peek(1) == "*" {
        let start = position
        position += 2
        while position < scalars.count, !(scalars[position] == "*" && peek(1) == "/") {
          if scalars[position] == "\n" { sawLineBreak = true }
          position += 1
        }
        let textEnd = position
        if position >= scalars.count {
          tokens.append(
            Token(
              kind: .invalid("unterminated /* comment"), location: source.location(ofOffset: start),
              startsLine: sawLineBreak))
        }
        position = min(scalars.count, position + 2)
        if preprocessor.isActive {
          comments.append(
            Comment(
              text: source.text(from: start + 2, to: textEnd), location: source.location(ofOffset: start),
              isLineComment: false))
        }
      } else {
        return
      }
    }
  }

  private mutating func skipLine() {
    while position < scalars.count, scalars[position] != "\n" { position += 1 }
  }

  private func peek(_ ahead: Int) -> Unicode.Scalar? {
    position + ahead < scalars.count ? scalars[position + ahead] : nil
  }

  /// A line that starts with an output label (`OutputAnnouncement.label`): a Chinese one (`输出:`,
  /// `结果：`, `打印结果:`) anywhere; an English one (`Output:`, `Prints:`, `Console:`) only at brace
  /// depth 0 and followed by nothing that reads as code. Or, at depth 0, a line NSLog printed
  /// (`2020-04-23 18:22:15.932457+0800 Demo[1626:631230] 11:data`), pasted after the code it ran.
  private func isOutputMarker(at offset: Int) -> Bool {
    var end = offset
    while end < scalars.count, scalars[end] != "\n" { end += 1 }
    let line = source.text(from: offset, to: end)
    if braceDepth == 0, NSLogPrefix.starts(Substring(line)) { return true }
    guard let (label, rest) = OutputAnnouncement.label(in: line) else { return false }
    // `结果:` is no C at all; `Output:` could be a C label inside a function, so only at the top level.
    guard OutputAnnouncement.isEnglish(label) else { return true }
    guard braceDepth == 0 else { return false }
    let colon = offset + label.unicodeScalars.count
    let next = colon + 1 < scalars.count ? scalars[colon + 1] : "\n"
    return rest.isEmpty || next == " " || next == "\t"
  }

  // MARK: - Preprocessor lines

  /// A `#` line (with `\` continuations): handed to the preprocessor, which keeps macros and the
  /// `#if` stack; what it cannot read becomes an invalid token at the `#`.
  private mutating func directive() {
    let start = position
    var end = position
    while end < scalars.count {
      if scalars[end] == "\\", end + 1 < scalars.count, scalars[end + 1] == "\n" {
        end += 2
        continue
      }
      if scalars[end] == "\n" { break }
      end += 1
    }
    let text = source.text(from: start + 1, to: end).replacingOccurrences(of: "\\\n", with: " ")
    position = end
    let (quoted, framework) = (preprocessor.localImports.count, preprocessor.quotedImports.count)
    if let problem = preprocessor.handle(directive: text, at: start, in: source) {
      tokens.append(
        Token(
          kind: .invalid(problem.message), location: source.location(ofOffset: min(start + problem.offset, end)),
          startsLine: true))
      return
    }
    guard let importing, preprocessor.quotedImports.count > framework, let name = preprocessor.quotedImports.last
    else { return }
    if let changes = importing(name, preprocessor.localImports.count == quoted, preprocessor.macros) {
      preprocessor.apply(changes)
    }
  }

  // MARK: - Tokens

  private mutating func scanToken() -> Token.Kind {
    let scalar = scalars[position]
    if Lexer.isIdentifierStart(scalar) { return identifier() }
    if Lexer.isDigit(scalar) || (scalar == "." && peek(1).map(Lexer.isDigit) == true) { return number() }
    switch scalar {
    case "\"":
      position += 1
      return checkedEscapes(stringBody().map { .cString($0) } ?? .invalid("unterminated string literal"))
    case "'":
      return checkedEscapes(character())
    case "@":
      position += 1
      guard position < scalars.count else { return .at }
      if scalars[position] == "\"" {
        position += 1
        return checkedEscapes(stringBody().map { .objcString($0) } ?? .invalid("unterminated string literal"))
      }
      if Lexer.isIdentifierStart(scalars[position]) {
        let start = position
        while position < scalars.count, Lexer.isIdentifierPart(scalars[position]) { position += 1 }
        return .atKeyword(source.text(from: start, to: position))
      }
      return .at
    default:
      return punctuator()
    }
  }

  private static let punctuators: [String] = [
    "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "*=", "/=", "%=", "+=",
    "-=", "&=", "^=", "|=", "##", "[", "]", "(", ")", "{", "}", ".", "&", "*", "+", "-", "~", "!", "/", "%", "<",
    ">", "^", "|", "?", ":", ";", "=", ",", "#",
  ]

  /// The punctuators as scalars, longest first (the longest that matches wins).
  private static let punctuatorScalars: [(text: String, scalars: [Unicode.Scalar])] = punctuators.map {
    ($0, Array($0.unicodeScalars))
  }

  private mutating func punctuator() -> Token.Kind {
    let first = scalars[position]
    for (text, candidate) in Lexer.punctuatorScalars where candidate[0] == first {
      guard position + candidate.count <= scalars.count else { continue }
      var matches = true
      for offset in 1..<max(1, candidate.count) where scalars[position + offset] != candidate[offset] {
        matches = false
        break
      }
      if matches {
        position += candidate.count
        return .punctuator(text)
      }
    }
    let scalar = scalars[position]
    position += 1
    return .invalid("unexpected character '\(scalar)'")
  }

  private mutating func identifier() -> Token.Kind {
    let start = position
    while position < scalars.count, Lexer.isIdentifierPart(scalars[position]) { position += 1 }
    return .identifier(source.text(from: start, to: position))
  }

  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_" || scalar == "$"
    }
    return scalar.properties.isAlphabetic
  }

  static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierStart(scalar) || isDigit(scalar)
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }

  private static func hexValue(_ scalar: Unicode.Scalar) -> UInt64? {
    switch scalar {
    case "0"..."9": return UInt64(scalar.value - 48)
    case "a"..."f": return UInt64(scalar.value - 87)
    case "A"..."F": return UInt64(scalar.value - 55)
    default: return nil
    }
  }

  /// Integer and floating literals with C's suffixes and types: a decimal literal without a
  /// suffix is `int` if it fits, else `long`; hex and octal ones may also be unsigned.
  private mutating func number() -> Token.Kind {
    let start = position
    var isHex = false
    if scalars[position] == "0", let x = peek(1), x == "x" || x == "X" {
      isHex = true
      position += 2
      while position < scalars.count, Lexer.hexValue(scalars[position]) != nil { position += 1 }
    } else if scalars[position] == "0", let b = peek(1), b == "b" || b == "B", peek(2) == "0" || peek(2) == "1" {
      position += 2
      while position < scalars.count, scalars[position] == "0" || scalars[position] == "1" { position += 1 }
      let digits = source.text(from: start + 2, to: position)
      return integerWithSuffix(UInt64(digits, radix: 2), decimal: false)
    } else {
      while position < scalars.count, Lexer.isDigit(scalars[position]) { position += 1 }
    }
    var isFloating = false
    if !isHex, position < scalars.count, scalars[position] == "." {
      isFloating = true
      position += 1
      while position < scalars.count, Lexer.isDigit(scalars[position]) { position += 1 }
    }
    if !isHex, position < scalars.count, scalars[position] == "e" || scalars[position] == "E" {
      var look = position + 1
      if look < scalars.count, scalars[look] == "+" || scalars[look] == "-" { look += 1 }
      if look < scalars.count, Lexer.isDigit(scalars[look]) {
        isFloating = true
        position = look
        while position < scalars.count, Lexer.isDigit(scalars[position]) { position += 1 }
      }
    }
    let digits = source.text(from: start, to: position)
    if isFloating {
      var type = CScalarType.double
      if position < scalars.count, scalars[position] == "f" || scalars[position] == "F" {
        type = .float
        position += 1
      } else if position < scalars.count, scalars[position] == "l" || scalars[position] == "L" {
        position += 1
      }
      if position < scalars.count, Lexer.isIdentifierPart(scalars[position]) {
        return invalidSuffix(after: start)
      }
      guard let value = Double(digits) else { return .invalid("invalid floating literal '\(digits)'") }
      return .floating(value, type)
    }
    if isHex {
      return integerWithSuffix(UInt64(digits.dropFirst(2), radix: 16), decimal: false)
    }
    if digits.count > 1, digits.hasPrefix("0") {
      return integerWithSuffix(UInt64(digits.dropFirst(), radix: 8), decimal: false)
    }
    return integerWithSuffix(UInt64(digits), decimal: true)
  }

  private mutating func invalidSuffix(after start: Int) -> Token.Kind {
    while position < scalars.count, Lexer.isIdentifierPart(scalars[position]) { position += 1 }
    return .invalid("invalid number '\(source.text(from: start, to: position))'")
  }

  private mutating func integerWithSuffix(_ parsed: UInt64?, decimal: Bool) -> Token.Kind {
    let start = position
    var unsigned = false
    var longs = 0
    while position < scalars.count {
      let scalar = scalars[position]
      if scalar == "u" || scalar == "U", !unsigned {
        unsigned = true
      } else if scalar == "l" || scalar == "L", longs < 2 {
        longs += 1
      } else {
        break
      }
      position += 1
    }
    if position < scalars.count, Lexer.isIdentifierPart(scalars[position]) {
      return invalidSuffix(after: start)
    }
    guard let value = parsed else { return .invalid("integer literal is too large") }
    var type: CScalarType
    switch (longs, unsigned) {
    case (0, false):
      if value <= UInt64(Int32.max) {
        type = .int
      } else if !decimal && value <= UInt64(UInt32.max) {
        type = .unsignedInt
      } else if value <= UInt64(Int64.max) {
        type = .long
      } else {
        type = .unsignedLong
      }
    case (0, true): type = value <= UInt64(UInt32.max) ? .unsignedInt : .unsignedLong
    case (1, false): type = value <= UInt64(Int64.max) ? .long : .unsignedLong
    case (1, true): type = .unsignedLong
    case (_, false): type = value <= UInt64(Int64.max) ? .longLong : .unsignedLongLong
    default: type = .unsignedLongLong
    }
    return .integer(value, type)
  }

  /// The body of a string literal after its opening quote, escapes decoded; nil when the line
  /// ends first.
  private mutating func stringBody() -> String? {
    var text = String.UnicodeScalarView()
    while position < scalars.count {
      let scalar = scalars[position]
      if scalar == "\"" {
        position += 1
        return String(text)
      }
      if scalar == "\n" { return nil }
      if scalar == "\\" {
        position += 1
        guard position < scalars.count else { return nil }
        if scalars[position] == "\n" {
          position += 1
          continue
        }
        text.append(escape())
        continue
      }
      text.append(scalar)
      position += 1
    }
    return nil
  }

  /// A literal just read, or the error of the first escape in it that clang rejects.
  private mutating func checkedEscapes(_ kind: Token.Kind) -> Token.Kind {
    defer { escapeProblem = nil }
    if case .invalid = kind { return kind }
    if let escapeProblem { return .invalid(escapeProblem) }
    return kind
  }

  /// Keeps the first problem of the literal being read.
  private mutating func rejectEscape(_ problem: String) {
    if escapeProblem == nil { escapeProblem = problem }
  }

  /// One escape after its backslash: C's simple escapes, octal, `\x` hex, `\u` / `\U`. A value
  /// past a byte (`\x100`, `\777`), a surrogate or a value past Unicode (`\uD800`) is clang's error.
  private mutating func escape() -> Unicode.Scalar {
    let scalar = scalars[position]
    position += 1
    switch scalar {
    case "n": return "\n"
    case "t": return "\t"
    case "r": return "\r"
    case "0"..."7":
      var value = scalar.value - 48
      var digits = 1
      while digits < 3, position < scalars.count, scalars[position] >= "0", scalars[position] <= "7" {
        value = value * 8 + scalars[position].value - 48
        position += 1
        digits += 1
      }
      if value > 0xFF { rejectEscape("octal escape sequence out of range") }
      return Unicode.Scalar(value) ?? "\u{FFFD}"
    case "a": return "\u{07}"
    case "b": return "\u{08}"
    case "f": return "\u{0C}"
    case "v": return "\u{0B}"
    case "e": return "\u{1B}"
    case "x":
      var value: UInt64 = 0
      var digits = 0
      // C reads every hex digit that follows; past a byte's worth the value is out of range.
      while position < scalars.count, let digit = Lexer.hexValue(scalars[position]) {
        value = min(value * 16 + digit, 0x1_0000_0000)
        position += 1
        digits += 1
      }
      if digits == 0 { rejectEscape("\\x used with no following hex digits") }
      if value > 0xFF { rejectEscape("hex escape sequence out of range") }
      return Unicode.Scalar(UInt32(truncatingIfNeeded: value)) ?? "\u{FFFD}"
    case "u", "U":
      let count = scalar == "u" ? 4 : 8
      var value: UInt32 = 0
      var digits = 0
      while digits < count, position < scalars.count, let digit = Lexer.hexValue(scalars[position]) {
        value = value &* 16 &+ UInt32(digit)
        position += 1
        digits += 1
      }
      if digits < count {
        rejectEscape("incomplete universal character name")
      } else if Unicode.Scalar(value) == nil {
        rejectEscape(
          "invalid universal character '\\\(scalar)\(String(value, radix: 16, uppercase: true))': \((0xD800...0xDFFF).contains(value) ? "a surrogate is half of a pair, not a character" : "past the last code point")"
        )
      }
      return Unicode.Scalar(value) ?? "\u{FFFD}"
    default:
      return scalar
    }
  }

  private mutating func character() -> Token.Kind {
    position += 1
    var value: Int64 = 0
    var count = 0
    while position < scalars.count, scalars[position] != "'" {
      if scalars[position] == "\n" { return .invalid("unterminated character literal") }
      let scalar: Unicode.Scalar
      if scalars[position] == "\\" {
        position += 1
        guard position < scalars.count else { break }
        scalar = escape()
      } else {
        scalar = scalars[position]
        position += 1
      }
      value = (value << 8) | Int64(scalar.value & 0xFF)
      if count == 0 { value = Int64(scalar.value) }
      count += 1
    }
    guard position < scalars.count else { return .invalid("unterminated character literal") }
    position += 1
    return count == 0 ? .invalid("empty character literal") : .character(value)
  }
}
