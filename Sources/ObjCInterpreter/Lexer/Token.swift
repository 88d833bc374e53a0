/// One token of Objective-C, with where it starts: the lexer's output and the parser's input.
struct Token: Sendable {
  enum Kind: Equatable, Sendable {
    /// A name, or a C keyword (`if`, `return`, `class`…): the parser decides which, because
    /// Objective-C lets keywords be selector parts (`[class return:v]`) and `class` be a variable.
    case identifier(String)
    /// `@` followed by a word: `@interface`, `@end`, `@YES`, `@weakify`, `@autoreleasepool`…
    case atKeyword(String)
    /// `@"…"`, escapes already decoded.
    case objcString(String)
    /// `"…"`, escapes already decoded.
    case cString(String)
    /// An integer literal: its value (bit pattern) and what its suffix and size make its C type.
    case integer(UInt64, CScalarType)
    /// A floating literal: `1.5` (double) or `1.5f` (float).
    case floating(Double, CScalarType)
    /// `'a'`: an `int` in C.
    case character(Int64)
    /// An operator or punctuation: `[`, `->`, `<<=`, `...`, `^`…
    case punctuator(String)
    /// `@` not followed by a word or string: the start of `@[…]`, `@{…}`, `@(…)`, `@1`.
    case at
    /// The end of the code (the end of the file, or a line like `输出:` that starts the output).
    case endOfFile
    /// Something the lexer could not read; the parser reports it when it gets there.
    case invalid(String)
  }

  let kind: Kind
  let location: SourceLocation
  /// True when a line break separates this token from the previous one (the parser uses it for
  /// nothing but error messages and `输出:`-style markers).
  let startsLine: Bool
  /// The scalar offset just past the token's last character, where clang puts an error about what
  /// should follow it (`expected ';' after expression`); for a token a macro expanded to, the end
  /// of the macro's use; nil when unknown.
  let endOffset: Int?

  init(kind: Kind, location: SourceLocation, startsLine: Bool, endOffset: Int? = nil) {
    self.kind = kind
    self.location = location
    self.startsLine = startsLine
    self.endOffset = endOffset
  }

  func isPunctuator(_ text: String) -> Bool { kind == .punctuator(text) }

  func isIdentifier(_ text: String) -> Bool { kind == .identifier(text) }

  var identifier: String? {
    if case .identifier(let name) = kind { return name }
    return nil
  }

  /// How the token reads in an error message.
  var spelling: String {
    switch kind {
    case .identifier(let name): return name
    case .atKeyword(let word): return "@" + word
    case .objcString(let text): return "@\"" + text + "\""
    case .cString(let text): return "\"" + text + "\""
    case .integer(let value, _): return String(value)
    case .floating(let value, _): return String(value)
    case .character: return "character literal"
    case .punctuator(let text): return text
    case .at: return "@"
    case .endOfFile: return "end of file"
    case .invalid(let message): return message
    }
  }
}

/// A comment in the snippet, kept beside the tokens: expected output is written in comments
/// (`// Outputs: A B C`) and source-reading posts name the file a method comes from in one
/// (`//RACStream.m中`).
struct Comment: Sendable {
  let text: String
  let location: SourceLocation
  /// `//` comments end at the line's end; `/* */` comments may span lines.
  let isLineComment: Bool
}
