/// Statements: C's, `@autoreleasepool`, `@synchronized`, `@try`, `@throw`, RAC's `@weakify` /
/// `@strongify` (read as the declarations they expand to) and `RACTupleUnpack`; and how a
/// statement that starts with a type is told from one that starts with an expression.
extension Parser {
  mutating func parseStatement() throws -> any Statement {
    try enterNesting()
    defer { nesting -= 1 }
    let token = current
    switch token.kind {
    case .punctuator("{"):
      return try parseCompoundStatement()
    case .punctuator(";"):
      advance()
      return EmptyStatement(location: token.location)
    case .atKeyword(let word):
      return try parseAtStatement(word)
    case .identifier(let word):
      switch word {
      case "if": return try parseIf()
      case "for": return try parseFor()
      case "while":
        advance()
        let condition = try parseParenthesizedCondition("while")
        let body = try parseStatement()
        return WhileStatement(location: token.location, condition: condition, body: body, testsFirst: true)
      case "do":
        advance()
        let body = try parseStatement()
        guard matchIdentifier("while") else { throw unexpected("expected 'while' after the body of 'do'") }
        let condition = try parseParenthesizedCondition("while")
        try expect(";", "after do … while (…)")
        return WhileStatement(location: token.location, condition: condition, body: body, testsFirst: false)
      case "switch": return try parseSwitch()
      case "return":
        advance()
        var value: (any Expression)?
        if !current.isPunctuator(";") { value = try parseExpression() }
        try expect(";", "after the return statement")
        return ReturnStatement(location: token.location, value: value)
      case "break", "continue":
        advance()
        try expect(";", "after '\(word)'")
        return JumpStatement(location: token.location, isBreak: word == "break")
      case "goto":
        advance()
        let (label, labelLocation) = try expectIdentifier("a label after 'goto'")
        try expect(";", "after 'goto \(label)'")
        return JumpStatement(
          location: token.location, isBreak: false, gotoLabel: label, gotoLabelLocation: labelLocation)
      case _ where peek().isPunctuator(":") && !Parser.reservedWords.contains(word) && !isTypeName(word):
        // `foundSlot:;` — a label (C's labels have their own namespace).
        advance()
        advance()
        if current.isPunctuator("}") {
          return LabeledStatement(
            location: token.location, label: word, statement: EmptyStatement(location: current.location))
        }
        return LabeledStatement(location: token.location, label: word, statement: try parseStatement())
      case "case", "default":
        throw error("'\(word)' outside a switch", at: token.location)
      case "RACTupleUnpack" where peek().isPunctuator("("):
        return try parseTupleUnpack()
      default:
        break
      }
    default:
      break
    }
    if isDeclarationStart() {
      let statement = try parseDeclarationStatement()
      try expect(";", "at end of declaration")
      return statement
    }
    let expression = try parseExpression()
    try expect(";", "after expression")
    return ExpressionStatement(location: token.location, expression: expression)
  }

  mutating func parseCompoundStatement() throws -> CompoundStatement {
    let open = try expect("{", "to start a block of statements")
    var statements: [any Statement] = []
    while !current.isPunctuator("}") {
      if isAtEnd { throw unexpected("expected '}' to close the '{' on line \(open.location.line)") }
      let statement = try parseStatement()
      statements.append(try measured(statement, at: statement.location))
    }
    let close = advance()
    return CompoundStatement(location: open.location, statements: statements, endLocation: close.location)
  }

  private mutating func parseParenthesizedCondition(_ keyword: String) throws -> any Expression {
    try expect("(", "after '\(keyword)'")
    let condition = try parseExpression()
    try expect(")", "to close the condition of '\(keyword)'")
    return condition
  }

  private mutating func parseIf() throws -> any Statement {
    let location = advance().location
    let condition = try parseParenthesizedCondition("if")
    let thenBranch = try parseStatement()
    var elseBranch: (any Statement)?
    if matchIdentifier("else") { elseBranch = try parseStatement() }
    return IfStatement(location: location, condition: condition, thenBranch: thenBranch, elseBranch: elseBranch)
  }

  private mutating func parseFor() throws -> any Statement {
    let location = advance().location
    try expect("(", "after 'for'")
    var initializer: (any Statement)?
    if current.isPunctuator(";") {
      advance()
    } else if isDeclarationStart() {
      let declarationLocation = current.location
      let (specifiers, base) = try parseDeclarationSpecifiers()
      let first = try parseDeclarator(base, allowsAbstract: false)
      if matchIdentifier("in") {
        let declaration = VariableDeclaration(
          location: first.location, type: first.type, name: first.name ?? "", initializer: nil,
          isBlockStorage: specifiers.isBlockStorage, isWeak: specifiers.isWeak)
        let collection = try parseExpression()
        try expect(")", "to close the for … in loop")
        let body = try parseStatement()
        return ForInStatement(
          location: location, declaration: declaration, existing: nil, collection: collection, body: body)
      }
      let declarations = try parseDeclaratorList(specifiers: specifiers, base: base, first: first)
      initializer = DeclarationStatement(location: declarationLocation, declarations: declarations)
      try expect(";", "after the loop's declaration")
    } else {
      let expression = try parseExpression()
      if matchIdentifier("in") {
        let collection = try parseExpression()
        try expect(")", "to close the for … in loop")
        let body = try parseStatement()
        return ForInStatement(
          location: location, declaration: nil, existing: expression, collection: collection, body: body)
      }
      initializer = ExpressionStatement(location: expression.location, expression: expression)
      try expect(";", "after the loop's initializer")
    }
    var condition: (any Expression)?
    if !current.isPunctuator(";") { condition = try parseExpression() }
    try expect(";", "after the loop's condition")
    var increment: (any Expression)?
    if !current.isPunctuator(")") { increment = try parseExpression() }
    try expect(")", "to close the for loop")
    let body = try parseStatement()
    return ForStatement(
      location: location, initializer: initializer, condition: condition, increment: increment, body: body)
  }

  private mutating func parseSwitch() throws -> any Statement {
    let location = advance().location
    let subject = try parseParenthesizedCondition("switch")
    try expect("{", "to start the body of the switch")
    var body: [any Statement] = []
    var labels: [SwitchStatement.Label] = []
    while !current.isPunctuator("}") {
      if isAtEnd { throw unexpected("expected '}' to close the switch") }
      let token = current
      if matchIdentifier("case") {
        let value = try parseConditional()
        let lastValue = match("...") ? try parseConditional() : nil
        try expect(":", "after the case value")
        labels.append(
          SwitchStatement.Label(value: value, lastValue: lastValue, index: body.count, location: token.location))
      } else if token.isIdentifier("default"), peek().isPunctuator(":") {
        advance()
        advance()
        labels.append(SwitchStatement.Label(value: nil, index: body.count, location: token.location))
      } else {
        body.append(try parseStatement())
      }
    }
    advance()
    return SwitchStatement(location: location, subject: subject, body: body, labels: labels)
  }

  private mutating func parseAtStatement(_ word: String) throws -> any Statement {
    let token = current
    switch word {
    case "import":
      // `@import Foundation;` (a module import): ignored like `#import`, every snippet sees RAC
      // and Foundation.
      advance()
      while current.identifier != nil || current.isPunctuator(".") { advance() }
      try expect(";", "after the module name of @import")
      return EmptyStatement(location: token.location)
    case "autoreleasepool":
      advance()
      return ScopedStatement(location: token.location, kind: .autoreleasePool, body: try parseCompoundStatement())
    case "synchronized":
      advance()
      let object = try parseParenthesizedCondition("@synchronized")
      return ScopedStatement(location: token.location, kind: .synchronized(object), body: try parseCompoundStatement())
    case "try":
      advance()
      let body = try parseCompoundStatement()
      var catchVariable: VariableDeclaration?
      var catchBody: CompoundStatement?
      if matchAt("catch") {
        try expect("(", "after @catch")
        if match("...") {
          catchVariable = nil
        } else {
          let (_, base) = try parseDeclarationSpecifiers()
          let declarator = try parseDeclarator(base, allowsAbstract: true)
          catchVariable = VariableDeclaration(
            location: declarator.location, type: declarator.type, name: declarator.name ?? "", initializer: nil)
        }
        try expect(")", "to close @catch (…)")
        catchBody = try parseCompoundStatement()
        if current.kind == .atKeyword("catch") {
          throw error("only one @catch per @try is supported", at: current.location)
        }
      }
      var finallyBody: CompoundStatement?
      if matchAt("finally") { finallyBody = try parseCompoundStatement() }
      return TryStatement(
        location: token.location, body: body, catchVariable: catchVariable, catchBody: catchBody,
        finallyBody: finallyBody)
    case "throw":
      advance()
      var value: (any Expression)?
      if !current.isPunctuator(";") { value = try parseExpression() }
      try expect(";", "after @throw")
      return ThrowStatement(location: token.location, value: value)
    case "onExit":
      advance()
      guard current.isPunctuator("{") else { throw unexpected("expected '{' after @onExit") }
      let body = try parseCompoundStatement()
      _ = match(";")
      let block = BlockLiteral(
        location: token.location, returnType: .void, parameters: [], body: body, traceName: "onExit")
      return OnExitStatement(location: token.location, block: block)
    case "weakify", "strongify", "unsafeify":
      advance()
      try expect("(", "after @\(word)")
      var declarations: [VariableDeclaration] = []
      while !current.isPunctuator(")") {
        let (name, location) = try expectIdentifier("a variable name in @\(word)(…)")
        if word == "weakify" || word == "unsafeify" {
          // `@unsafeify` keeps an `__unsafe_unretained` reference: it does not retain either (here
          // it is weak, which differs only once the object is gone, where the real one dangles).
          declarations.append(
            VariableDeclaration(
              location: location, type: .id, name: name + "_weak_",
              initializer: Identifier(location: location, name: name), isWeak: true))
        } else {
          declarations.append(
            VariableDeclaration(
              location: location, type: .id, name: name,
              initializer: Identifier(location: location, name: name + "_weak_")))
        }
        if !match(",") { break }
      }
      try expect(")", "to close @\(word)(…)")
      _ = match(";")
      return DeclarationStatement(location: token.location, declarations: declarations)
    default:
      if case .atKeyword = token.kind, current.kind == .atKeyword(word),
        ["YES", "NO", "selector", "keypath", "true", "false"].contains(word)
      {
        let expression = try parseExpression()
        try expect(";", "after expression")
        return ExpressionStatement(location: token.location, expression: expression)
      }
      throw error("'@\(word)' cannot start a statement", at: token.location)
    }
  }

  private mutating func parseTupleUnpack() throws -> any Statement {
    let location = advance().location
    try expect("(", "after RACTupleUnpack")
    var declarations: [VariableDeclaration] = []
    while !current.isPunctuator(")") {
      let (specifiers, base) = try parseDeclarationSpecifiers()
      let declarator = try parseDeclarator(base, allowsAbstract: false)
      declarations.append(
        VariableDeclaration(
          location: declarator.location, type: declarator.type, name: declarator.name ?? "", initializer: nil,
          isBlockStorage: specifiers.isBlockStorage, isWeak: specifiers.isWeak))
      if !match(",") { break }
    }
    try expect(")", "to close RACTupleUnpack(…)")
    try expect("=", "after RACTupleUnpack(…)")
    let value = try parseAssignment()
    try expect(";", "after RACTupleUnpack(…) = …")
    return TupleUnpackStatement(location: location, declarations: declarations, value: value)
  }

  // MARK: - Declarations in statements

  /// Whether the statement at the current token declares variables (or a typedef) rather than
  /// computing an expression.
  func isDeclarationStart() -> Bool {
    guard let word = current.identifier else { return false }
    let next = peek()
    // A type keyword always starts a declaration, `typeof(…)` too: C has no expression statement
    // that starts with `typeof`, so `typeof(self) strongSelf = weakSelf;` declares.
    if Parser.typeKeywords.contains(word) || word == "typedef" { return true }
    if typedefs[word] != nil || typeNames.contains(word) {
      if next.isPunctuator("*") || next.isPunctuator("<") { return true }
      if next.isPunctuator("(") { return peek(2).isPunctuator("^") || peek(2).isPunctuator("*") }
      if let name = next.identifier { return !Parser.reservedWords.contains(name) || name == "const" }
      return false
    }
    guard word.first?.isUppercase == true || word.hasSuffix("_t") else { return false }
    // `FMAccount *account = …`, `FMAccount *account;`
    if next.isPunctuator("*") {
      var offset = 2
      while peek(offset).isPunctuator("*") || Parser.ignoredQualifiers.contains(peek(offset).identifier ?? "") {
        offset += 1
      }
      guard peek(offset).identifier != nil else { return false }
      let after = peek(offset + 1)
      // `NSObject *object __attribute__((objc_precise_lifetime)) = …`: an attribute after the name.
      return after.isPunctuator("=") || after.isPunctuator(";") || after.isPunctuator(",") || after.isPunctuator("[")
        || after.isIdentifier("in") || after.isIdentifier("__attribute__")
    }
    if next.isPunctuator("<") { return true }
    if next.identifier != nil {
      let after = peek(2)
      return after.isPunctuator("=") || after.isPunctuator(";") || after.isPunctuator(",")
    }
    return false
  }

  /// `Type a = 1, *b, (^c)(void) = ^{ … }` (without the `;`), or a `typedef`.
  mutating func parseDeclarationStatement() throws -> any Statement {
    let location = current.location
    if current.isIdentifier("typedef") {
      try parseTypedef()
      return EmptyStatement(location: location)
    }
    let (specifiers, base) = try parseDeclarationSpecifiers()
    if current.isPunctuator(";") {
      return EmptyStatement(location: location)
    }
    let first = try parseLocalDeclarator(base)
    let declarations = try parseDeclaratorList(specifiers: specifiers, base: base, first: first)
    return DeclarationStatement(location: location, declarations: declarations)
  }

  /// A declarator of a local variable, which may be a variable-length array (`char bytes[size]`):
  /// its size expression waits in `variableArrayLength` for `parseDeclaratorList`.
  mutating func parseLocalDeclarator(_ base: BaseType) throws -> (
    name: String?, location: SourceLocation, type: TypeName
  ) {
    let saved = allowsVariableArrayLength
    allowsVariableArrayLength = true
    defer { allowsVariableArrayLength = saved }
    return try parseDeclarator(base, allowsAbstract: false)
  }

  /// The rest of a declaration after its first declarator: its initializer, then `, declarator =
  /// initializer …`.
  mutating func parseDeclaratorList(
    specifiers: DeclarationSpecifiers, base: BaseType, first: (name: String?, location: SourceLocation, type: TypeName)
  ) throws -> [VariableDeclaration] {
    var declarations: [VariableDeclaration] = []
    var declarator = first
    while true {
      let arrayLength = variableArrayLength
      variableArrayLength = nil
      let isUnsizedArray = declaredUnsizedArray
      declaredUnsizedArray = false
      // Read before the initializer, whose casts and blocks read declarators of their own.
      let ownership = pointerOwnership
      var initializer: (any Expression)?
      if arrayLength != nil, current.isPunctuator("=") {
        throw error("variable-sized object may not be initialized", at: current.location)
      }
      if match("=") {
        let initializerLocation = current.location
        initializer = current.isPunctuator("{") ? try parseInitializerList() : try parseAssignment()
        if let initializer, let name = declarator.name { nameBlock(initializer, name) }
        if isUnsizedArray, case .pointer(let element) = declarator.type {
          if let list = initializer as? InitializerList {
            declarator.type = .array(element, count: list.arrayCount)
          } else if !(initializer is StringLiteral) {
            // `char s[] = "abc"` stays the C string it reads as; anything else is clang's error.
            throw error("array initializer must be an initializer list", at: initializerLocation)
          }
        }
      }
      // A `void *` variable holds an object without retaining it, as C does: RAC's
      // `-setKeyPath:onObject:nilValue:` keeps its object in `__block void * volatile objectPtr`
      // so that the binding never keeps the object alive.
      declarations.append(
        VariableDeclaration(
          location: declarator.location, type: declarator.type, name: declarator.name ?? "",
          initializer: initializer, isBlockStorage: specifiers.isBlockStorage,
          isWeak: specifiers.isWeak || ownership.isWeak || Parser.isVoidPointer(base, declarator.type),
          isStatic: specifiers.isStatic, isConst: specifiers.isConst))
      declarations[declarations.count - 1].isAutoreleasing = specifiers.isAutoreleasing
      declarations[declarations.count - 1].isExtern = specifiers.isExtern
      declarations[declarations.count - 1].isUnretained = specifiers.isUnretained || ownership.isUnretained
      declarations[declarations.count - 1].arrayLength = arrayLength
      guard match(",") else { return declarations }
      declarator = try parseLocalDeclarator(base)
    }
  }
}
