/// Reads the tokens of a snippet into a `Program`: the second stage (lexer → parser → resolver →
/// interpreter → bridge to RAC).
///
/// A hand-written recursive-descent parser for the Objective-C that RAC code is written in
/// (`Parser+Declarations` for classes and methods, `Parser+Statements`, `Parser+Expressions`,
/// `Parser+Types` for C's declarators and block types). It stops at the first error, with the
/// position of the token that was not what the grammar allows; a listing cut short with `...`, as
/// the posts cut theirs, gets its own message.
///
/// C cannot be parsed without knowing which names are types. The parser knows C's scalar types,
/// the typedefs and classes the snippet declares, the classes of the libraries a snippet sees
/// (`knownTypeNames`), and reads `Name *name` and `Name name` at a statement's start as
/// declarations even for names it does not know (a multiplication there would do nothing).
package struct Parser {
  var tokens: [Token]
  var index = 0
  let source: SourceFile
  /// Names the parser reads as types: the libraries' classes and typedefs, then the snippet's.
  var typeNames: Set<String>
  var typedefs: [String: TypeName] = [:]
  var comments: [Comment]
  /// Every `@"…"` literal read so far.
  var stringLiterals: [String] = []
  /// How deeply expressions and statements are nested right now (the parser recurses once a level).
  var nesting = 0
  /// The method or function being read, for `__func__` (`-[RACSignal bind:]`, `main`).
  var enclosingFunctionName: String?
  /// How deeply operands are nested without brackets right now (`enterOperandNesting`).
  var operandNesting = 0
  /// Clang's default limit (`-fbracket-depth`), which also keeps the parser's recursion within any
  /// thread's stack.
  static let maximumNesting = 256
  /// The depth of every node measured so far (`SyntaxDepth`).
  var syntaxDepth = SyntaxDepth()
  /// `__weak` or `__unsafe_unretained` written among the pointers of the last declarator read
  /// (`NSObject * __weak observer`): the name's ownership, as when written before the type.
  var pointerOwnership = PointerOwnership()
  /// One `TypeName` per class name among the blocks' parameters (`NSNumber *value` in `map:`'s,
  /// `filter:`'s and `subscribeNext:`'s blocks): a recycled parameter box keeps its type when the
  /// next block's is the same storage (`Box.reuse`), and blocks that share frames would otherwise
  /// replace it at every call (a retain, a release, the indirect enum's outlined copy and destroy;
  /// issue 37, session 21).
  var blockParameterObjectTypes: [String: TypeName] = [:]

  init(tokens: [Token], source: SourceFile, comments: [Comment], knownTypeNames: Set<String>) {
    self.tokens = tokens
    self.source = source
    self.comments = comments
    self.typeNames = knownTypeNames
    for (name, type) in Parser.libraryTypedefs { typedefs[name] = type }
    for (name, layout) in CStructLayout.library { typedefs[name] = .cStruct(layout) }
  }

  /// The method declaration (`- (void)name;`, no body) `parseMethod` read last.
  var lastMethodDeclaration: MethodDefinition?
  /// Whether the declarator being read declares a local variable, the one place C lets an
  /// array's size be an expression evaluated at run time (`parseLocalDeclarator`).
  var allowsVariableArrayLength = false
  /// The size expression of the variable-length array the last local declarator declared.
  var variableArrayLength: (any Expression)?
  /// Whether the last named declarator read declared an array of unknown size (`int a[]`): with a
  /// brace initializer, its elements give the size (`parseDeclaratorList`), as C counts them.
  var declaredUnsizedArray = false

  /// The structs declared so far (`struct Name { … }`), by tag.
  var structLayouts: [String: CStructLayout] = [:]

  /// Lexes (after `prelude`'s macros), expands macros and parses `source`; `typedefs` are those of
  /// the headers it imports.
  static package func parse(
    _ source: SourceFile, knownTypeNames: Set<String> = [], typedefs headerTypedefs: [String: TypeName] = [:],
    prelude: Prelude? = nil
  ) throws -> Program {
    try parse(
      Lexer.lex(source, prelude: prelude), of: source, knownTypeNames: knownTypeNames, typedefs: headerTypedefs)
  }

  /// Expands the macros of `lexed` (the tokens of `source`) and parses them.
  static func parse(
    _ lexed: Lexer.Output, of source: SourceFile, knownTypeNames: Set<String>,
    typedefs headerTypedefs: [String: TypeName] = [:]
  ) throws -> Program {
    if let location = lexed.tokenLimitPassedAt {
      var error = ObjCError(.syntax, Lexer.tokenLimitMessage, at: location, in: source)
      error.budget = .tokens
      throw error
    }
    let expanded: [Token]
    do {
      expanded = try lexed.preprocessor.expand(lexed.tokens, of: source)
    } catch let error as Preprocessor.ExpansionError {
      throw ObjCError(.syntax, error.message, at: error.location, in: source)
    }
    var parser = Parser(
      tokens: expanded, source: source, comments: lexed.comments,
      knownTypeNames: knownTypeNames.union(headerTypedefs.keys))
    for (name, type) in headerTypedefs { parser.typedefs[name] = type }
    let items = try parser.parseProgram()
    try parser.measure(items)
    let program = Program(
      source: source, items: items, comments: lexed.comments, typedefs: parser.typedefs,
      outputMarkerOffset: lexed.outputMarkerOffset, stringLiterals: parser.stringLiterals,
      quotedImports: lexed.preprocessor.quotedImports)
    program.declaredTypeNames = parser.typeNames.subtracting(knownTypeNames)
    return program
  }

  // MARK: - Tokens

  var current: Token { tokens[min(index, tokens.count - 1)] }

  func peek(_ ahead: Int = 1) -> Token { tokens[min(index + ahead, tokens.count - 1)] }

  var isAtEnd: Bool { current.kind == .endOfFile }

  @discardableResult
  mutating func advance() -> Token {
    let token = current
    if index < tokens.count - 1 { index += 1 }
    return token
  }

  /// Consumes `text` if it is the current punctuator.
  mutating func match(_ text: String) -> Bool {
    guard current.isPunctuator(text) else { return false }
    advance()
    return true
  }

  mutating func matchIdentifier(_ name: String) -> Bool {
    guard current.isIdentifier(name) else { return false }
    advance()
    return true
  }

  mutating func matchAt(_ word: String) -> Bool {
    guard current.kind == .atKeyword(word) else { return false }
    advance()
    return true
  }

  /// Consumes the punctuator `text` or fails with "expected 'text' …". A missing `;` is reported
  /// where clang reports it: just past the token before, at the end of the line that lacks it,
  /// not at the next line's first token.
  @discardableResult
  mutating func expect(_ text: String, _ context: String) throws -> Token {
    guard current.isPunctuator(text) else {
      if text == ";", let error = missingSemicolon(context) { throw error }
      throw unexpected("expected '\(text)' \(context)")
    }
    return advance()
  }

  /// "expected ';' …" at the end of the previous token, unless the current token is an error of
  /// its own (one the lexer found, a listing cut short), which `unexpected` reports where it is.
  private func missingSemicolon(_ context: String) -> ObjCError? {
    switch current.kind {
    case .invalid, .punctuator("..."): return nil
    default: break
    }
    guard index > 0, let end = tokens[index - 1].endOffset, tokens[index - 1].location.file == source.name else {
      return nil
    }
    return ObjCError(.syntax, "expected ';' \(context)", at: source.location(ofOffset: end), in: source)
  }

  mutating func expectIdentifier(_ context: String) throws -> (String, SourceLocation) {
    guard let name = current.identifier, !Parser.reservedWords.contains(name) else {
      throw unexpected("expected \(context)")
    }
    let location = advance().location
    return (name, location)
  }

  /// An error at the current token: its own problem if it is one the lexer found, the `...` of a
  /// listing cut short, or `message` and what was found instead.
  func unexpected(_ message: String) -> ObjCError {
    let token = current
    switch token.kind {
    case .invalid(let problem):
      return ObjCError(.syntax, problem, at: token.location, in: source)
    case .punctuator("..."):
      return ObjCError(
        .syntax, "the listing is cut short here ('...'): the code it leaves out is needed to run it",
        at: token.location, in: source)
    case .endOfFile:
      return ObjCError(.syntax, "\(message), but the code ends here", at: token.location, in: source)
    default:
      return ObjCError(.syntax, "\(message), found '\(token.spelling)'", at: token.location, in: source)
    }
  }

  /// Enters one more level of nesting; the caller leaves it with `nesting -= 1`.
  mutating func enterNesting() throws {
    nesting += 1
    if nesting > Parser.maximumNesting {
      throw error("bracket nesting level exceeded maximum of \(Parser.maximumNesting)", at: current.location)
    }
  }

  /// Enters an operand nested without brackets (the value of `a = b = …`, the branches of `x ? y ?
  /// … : …`), which the parser reads by recursion too: as many levels again as brackets may nest,
  /// counted apart; the caller leaves it with `operandNesting -= 1`.
  mutating func enterOperandNesting() throws {
    operandNesting += 1
    if operandNesting > Parser.maximumNesting {
      throw error("expression nesting too deep (more than \(Parser.maximumNesting) levels)", at: current.location)
    }
  }

  func error(_ message: String, at location: SourceLocation) -> ObjCError {
    ObjCError(.syntax, message, at: location, in: source)
  }

  /// C's keywords, which cannot name a variable (Objective-C lets them name selector parts).
  static let reservedWords: Set<String> = [
    "if", "else", "for", "while", "do", "switch", "case", "default", "return", "break", "continue", "goto", "sizeof",
    "typedef", "struct", "union", "enum", "static", "extern", "const", "volatile", "register", "unsigned", "signed",
    "void", "int", "char", "short", "long", "float", "double", "inline",
  ]

  /// The text of the source between two token indexes (for assertion messages).
  func text(fromToken start: Int, toToken end: Int) -> String {
    guard start < end, start < tokens.count else { return "" }
    let from = tokens[start].location.offset
    let to = tokens[min(end, tokens.count - 1)].location.offset
    return source.text(from: from, to: to).trimmingSpaces.trimmingCharacters(in: " \n\r\t")
  }
}

extension String {
  /// The string without leading and trailing characters from `set`.
  func trimmingCharacters(in set: String) -> String {
    var scalars = Substring(self)
    while let first = scalars.first, set.contains(first) { scalars = scalars.dropFirst() }
    while let last = scalars.last, set.contains(last) { scalars = scalars.dropLast() }
    return String(scalars)
  }
}
