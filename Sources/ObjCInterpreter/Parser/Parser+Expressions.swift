/// Expressions, by C's precedence: comma, assignment, `?:`, the binary operators, casts and unary
/// operators, postfix (calls, subscripts, `.`, `->`, `++`), and the primaries: literals, names,
/// message sends, Objective-C literals, blocks, and RAC's `RACObserve` / `RAC(…)` macros.
extension Parser {
  mutating func parseExpression() throws -> any Expression {
    var expression = try parseAssignment()
    while current.isPunctuator(",") {
      let location = advance().location
      let right = try parseAssignment()
      expression = try measured(
        BinaryExpression(location: location, op: ",", left: expression, right: right), at: location)
    }
    return expression
  }

  static let assignmentOperators: [String: String?] = [
    "=": nil, "+=": "+", "-=": "-", "*=": "*", "/=": "/", "%=": "%", "<<=": "<<", ">>=": ">>", "&=": "&",
    "^=": "^", "|=": "|",
  ]

  mutating func parseAssignment() throws -> any Expression {
    let target = try parseConditional()
    guard case .punctuator(let text) = current.kind, let op = Parser.assignmentOperators[text] else { return target }
    let location = advance().location
    guard
      target is Identifier || target is MemberExpression || target is SubscriptExpression
        || target is ArrowExpression || (target as? UnaryExpression)?.op == .dereference
    else {
      throw error("expression is not assignable", at: target.location)
    }
    try enterOperandNesting()
    let value = try parseAssignment()
    operandNesting -= 1
    nameBlock(value, after: target)
    return try measured(AssignmentExpression(location: location, target: target, op: op, value: value), at: location)
  }

  mutating func parseConditional() throws -> any Expression {
    let condition = try parseBinary(precedence: 1)
    guard current.isPunctuator("?") else { return condition }
    let location = advance().location
    try enterOperandNesting()
    defer { operandNesting -= 1 }
    var whenTrue: (any Expression)?
    if !current.isPunctuator(":") { whenTrue = try parseExpression() }
    try expect(":", "in the conditional expression")
    let whenFalse = try parseConditional()
    return try measured(
      ConditionalExpression(location: location, condition: condition, whenTrue: whenTrue, whenFalse: whenFalse),
      at: location)
  }

  private static let binaryPrecedence: [String: Int] = [
    "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7, "<<": 8, ">>": 8,
    "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
  ]

  private mutating func parseBinary(precedence minimum: Int) throws -> any Expression {
    var left = try parseUnary()
    while case .punctuator(let op) = current.kind, let precedence = Parser.binaryPrecedence[op], precedence >= minimum {
      let location = advance().location
      let right = try parseBinary(precedence: precedence + 1)
      left = try measured(BinaryExpression(location: location, op: op, left: left, right: right), at: location)
    }
    return left
  }

  mutating func parseUnary() throws -> any Expression {
    try enterNesting()
    defer { nesting -= 1 }
    let token = current
    if case .punctuator(let text) = token.kind {
      let op: UnaryExpression.Operator?
      switch text {
      case "-": op = .negate
      case "+": op = .plus
      case "!": op = .not
      case "~": op = .bitwiseNot
      case "*": op = .dereference
      case "&": op = .addressOf
      case "++": op = .preIncrement
      case "--": op = .preDecrement
      default: op = nil
      }
      if let op {
        advance()
        let operand = try parseUnary()
        return UnaryExpression(location: token.location, op: op, operand: operand)
      }
      if text == "(", startsType(at: 1) {
        return try parseCast()
      }
    }
    if token.isIdentifier("sizeof") {
      advance()
      if current.isPunctuator("("), startsType(at: 1) {
        advance()
        let type = try parseTypeName()
        try expect(")", "to close sizeof(…)")
        return SizeofExpression(location: token.location, type: type, operand: nil)
      }
      let operand = try parseUnary()
      return SizeofExpression(location: token.location, type: nil, operand: operand)
    }
    return try parsePostfix()
  }

  /// `{ .field = value, … }` or `{ value, … }` (nested lists too).
  /// The largest index a designator may name: past it the array could not be made anyway, and the
  /// count stays far from overflowing.
  static let largestDesignatedIndex = 1 << 40

  mutating func parseInitializerList() throws -> InitializerList {
    let open = try expect("{", "to start the initializer")
    try enterNesting()
    defer { nesting -= 1 }
    var elements: [(designator: InitializerDesignator?, value: any Expression)] = []
    var places: [SourceLocation] = []
    while !current.isPunctuator("}") {
      // A designator, or a chain of them (`.origin.x = 1`, `.x[2] = 5`, `[1][0] = 3`).
      var chain: [(designator: InitializerDesignator, location: SourceLocation)] = []
      while let next = try designatorAhead() { chain.append(next) }
      if !chain.isEmpty { try expect("=", "after the designator") }
      let valueLocation = current.location
      var value: any Expression = current.isPunctuator("{") ? try parseInitializerList() : try parseAssignment()
      // `.a.b = v` is `.a = {.b = v}` that sets `b` of what `a` holds.
      for link in chain.dropFirst().reversed() {
        value = InitializerList(
          location: link.location, elements: [(link.designator, value)], places: [link.location],
          continuesDesignator: true)
      }
      elements.append((chain.first?.designator, value))
      places.append(chain.first?.location ?? valueLocation)
      if !match(",") { break }
    }
    try expect("}", "to close the initializer that starts on line \(open.location.line)")
    return InitializerList(location: open.location, elements: elements, places: places)
  }

  /// The designator at the current token (`.name` or `[index]` followed by `=`, `.` or `[`),
  /// taken; nil when none is there (a `[` that starts a message: `{[NSNull null]}`).
  private mutating func designatorAhead() throws -> (designator: InitializerDesignator, location: SourceLocation)? {
    let follows = { (token: Token) in token.isPunctuator("=") || token.isPunctuator(".") || token.isPunctuator("[") }
    if current.isPunctuator("."), let name = peek().identifier, follows(peek(2)) {
      let location = peek().location
      advance()
      advance()
      return (.field(name), location)
    }
    if current.isPunctuator("["), peek().isPunctuator("-"), case .integer(let index, _) = peek(2).kind,
      peek(3).isPunctuator("]"), follows(peek(4))
    {
      throw error("array designator value '-\(index)' is negative", at: peek().location)
    }
    if current.isPunctuator("["), case .integer(let index, _) = peek().kind, peek(2).isPunctuator("]"), follows(peek(3))
    {
      let location = peek().location
      guard let position = Int(exactly: index), position < Self.largestDesignatedIndex else {
        throw error("array designator index \(index) is too large", at: location)
      }
      for _ in 0..<3 { advance() }
      return (.index(position), location)
    }
    return nil
  }

  private mutating func parseCast() throws -> any Expression {
    let location = advance().location
    let ownership: CastExpression.BridgeOwnership
    switch current.identifier {
    case "__bridge_retained": ownership = .retained
    case "__bridge_transfer": ownership = .transfer
    default: ownership = .unchanged
    }
    let type = try parseTypeName()
    try expect(")", "to close the cast")
    if current.isPunctuator("{") {
      // A compound literal: `(CFBinaryHeapCallBacks){ .version = 0, … }`.
      return CastExpression(location: location, type: type, operand: try parseInitializerList())
    }
    let operand = try parseUnary()
    return CastExpression(location: location, type: type, operand: operand, ownership: ownership)
  }

  /// Whether the tokens from the current `[` read as a message send: an identifier (or `super`,
  /// `self`) followed by another identifier or a `:` — never the start of a subscript's index.
  var looksLikeMessageSend: Bool {
    guard case .identifier = peek(1).kind else { return false }
    if case .identifier = peek(2).kind { return true }
    return peek(2).isPunctuator(":")
  }

  mutating func parsePostfix() throws -> any Expression {
    var expression = try parsePrimary()
    while true {
      let token = current
      try measured(expression, at: expression.location)
      if token.isPunctuator("[") {
        // A `[` that starts a line and reads as a message (`[receiver selector…` or `[receiver
        // part:…`) is the next statement, not a subscript: the line before lacks its `;`. Clang
        // recovers the same way, so the error lands at the end of that line, where clang puts it.
        if token.startsLine, looksLikeMessageSend { return expression }
        advance()
        let index = try parseExpression()
        try expect("]", "to close the subscript")
        expression = SubscriptExpression(location: token.location, base: expression, index: index)
      } else if token.isPunctuator("(") {
        let start = index
        advance()
        var arguments: [any Expression] = []
        while !current.isPunctuator(")") {
          let argument = try parseAssignment()
          arguments.append(argument)
          if let callee = expression as? Identifier { nameBlock(argument, "\(callee.name) block") }
          if !match(",") { break }
        }
        let text = self.text(fromToken: start + 1, toToken: index)
        try expect(")", "to close the call")
        expression = CallExpression(
          location: token.location, callee: expression, arguments: arguments, sourceText: text)
      } else if token.isPunctuator(".") {
        advance()
        let (name, _) = try expectMemberName()
        expression = MemberExpression(location: token.location, base: expression, name: name)
      } else if token.isPunctuator("->") {
        advance()
        let (name, _) = try expectMemberName()
        expression = ArrowExpression(location: token.location, base: expression, name: name)
      } else if token.isPunctuator("++") || token.isPunctuator("--") {
        advance()
        expression = UnaryExpression(
          location: token.location, op: token.isPunctuator("++") ? .postIncrement : .postDecrement, operand: expression)
      } else {
        return expression
      }
    }
  }

  /// A property or field name after `.` or `->`: any word, keywords included (`class.empty`,
  /// `self.class`).
  private mutating func expectMemberName() throws -> (String, SourceLocation) {
    guard let name = current.identifier else { throw unexpected("expected a property name after '.'") }
    return (name, advance().location)
  }

  // MARK: - Primaries

  mutating func parsePrimary() throws -> any Expression {
    let token = current
    switch token.kind {
    case .integer(let value, let type):
      advance()
      return IntegerLiteral(location: token.location, value: value, type: type)
    case .floating(let value, let type):
      advance()
      return FloatingLiteral(location: token.location, value: value, type: type)
    case .character(let value):
      advance()
      return IntegerLiteral(location: token.location, value: UInt64(bitPattern: value), type: .int)
    case .cString, .objcString:
      return parseStringLiterals()
    case .at:
      return try parseAtLiteral()
    case .atKeyword(let word):
      return try parseAtKeywordExpression(word)
    case .punctuator("("):
      advance()
      if current.isPunctuator("{") {
        throw error("statement expressions ('({ … })') are not supported", at: current.location)
      }
      let expression = try parseExpression()
      try expect(")", "to close the parenthesis")
      return expression
    case .punctuator("["):
      return try parseMessageSend()
    case .punctuator("^"):
      return try parseBlockLiteral()
    case .identifier(let name):
      switch name {
      case "YES", "true", "TRUE":
        advance()
        return BoolLiteral(location: token.location, value: true)
      case "NO", "false", "FALSE":
        advance()
        return BoolLiteral(location: token.location, value: false)
      case "nil", "Nil", "NULL":
        advance()
        return NilLiteral(location: token.location)
      case "RACObserve" where peek().isPunctuator("("):
        return try parseRACObserve()
      case "RAC" where peek().isPunctuator("("):
        return try parseRACBinding()
      case "RACChannelTo" where peek().isPunctuator("("):
        return try parseRACChannelTo()
      case "va_arg" where peek().isPunctuator("("):
        // `va_arg(args, int)`: the macro takes a type, and its value has that type.
        advance()
        advance()
        let list = try parseAssignment()
        try expect(",", "between va_arg's list and type")
        let type = try parseTypeName()
        try expect(")", "to close va_arg(…)")
        let call = CallExpression(
          location: token.location, callee: Identifier(location: token.location, name: "va_arg"), arguments: [list],
          sourceText: "va_arg")
        return CastExpression(location: token.location, type: type, operand: call)
      case "super" where peek().isPunctuator(".") && peek(2).identifier != nil:
        // `super.name`: the superclass's getter, as `[super name]` (RACReturnSignal's -name).
        advance()
        advance()
        let (name, nameLocation) = try expectIdentifier("a property name after 'super.'")
        return MessageSend(
          location: token.location, receiver: nil, selector: name, arguments: [], argumentLocations: [nameLocation])
      case "__func__", "__FUNCTION__", "__PRETTY_FUNCTION__":
        // C's predefined identifier: the enclosing function's name (`-[RACSignal bind:]`).
        advance()
        return StringLiteral(location: token.location, value: enclosingFunctionName ?? "top_level", isObjectiveC: false)
      case "__LINE__":
        advance()
        return IntegerLiteral(location: token.location, value: UInt64(token.location.line), type: .int)
      case "__FILE__":
        advance()
        return StringLiteral(location: token.location, value: source.name, isObjectiveC: false)
      default:
        if Parser.reservedWords.contains(name) {
          throw unexpected("expected an expression")
        }
        advance()
        return Identifier(location: token.location, name: name)
      }
    default:
      throw unexpected("expected an expression")
    }
  }

  /// One string literal, or adjacent ones joined as C joins them (`@"a" @"b"`, `@"a" "b"`).
  private mutating func parseStringLiterals() -> any Expression {
    let location = current.location
    var text = ""
    var isObjectiveC = false
    while true {
      switch current.kind {
      case .objcString(let part):
        isObjectiveC = true
        text += part
      case .cString(let part):
        text += part
      default:
        if isObjectiveC { stringLiterals.append(text) }
        return StringLiteral(location: location, value: text, isObjectiveC: isObjectiveC)
      }
      advance()
    }
  }

  /// `@[…]`, `@{…}`, `@(…)`, `@1`, `@-1.5`.
  private mutating func parseAtLiteral() throws -> any Expression {
    let location = advance().location
    if match("[") {
      var elements: [any Expression] = []
      while !current.isPunctuator("]") {
        elements.append(try parseAssignment())
        if !match(",") { break }
      }
      try expect("]", "to close the array literal")
      return ArrayLiteral(location: location, elements: elements)
    }
    if match("{") {
      var entries: [(key: any Expression, value: any Expression)] = []
      while !current.isPunctuator("}") {
        let key = try parseAssignment()
        try expect(":", "between a key and its value in the dictionary literal")
        let value = try parseAssignment()
        entries.append((key, value))
        if !match(",") { break }
      }
      try expect("}", "to close the dictionary literal")
      return DictionaryLiteral(location: location, entries: entries)
    }
    if match("(") {
      let operand = try parseExpression()
      try expect(")", "to close the boxed expression")
      return BoxedExpression(location: location, operand: operand)
    }
    if current.isPunctuator("-") || current.isPunctuator("+") {
      let signToken = advance()
      let number = try parseNumberLiteral()
      let operand =
        signToken.isPunctuator("-")
        ? UnaryExpression(location: signToken.location, op: .negate, operand: number) : number
      return BoxedExpression(location: location, operand: operand)
    }
    return BoxedExpression(location: location, operand: try parseNumberLiteral())
  }

  private mutating func parseNumberLiteral() throws -> any Expression {
    let token = current
    switch token.kind {
    case .integer(let value, let type):
      advance()
      return IntegerLiteral(location: token.location, value: value, type: type)
    case .floating(let value, let type):
      advance()
      return FloatingLiteral(location: token.location, value: value, type: type)
    case .character(let value):
      advance()
      return IntegerLiteral(location: token.location, value: UInt64(bitPattern: value), type: .char)
    default:
      throw unexpected("expected '[', '{', '(' or a number after '@'")
    }
  }

  /// `@YES`, `@NO`, `@selector(…)`, `@keypath(…)`, `@encode(…)` in an expression.
  private mutating func parseAtKeywordExpression(_ word: String) throws -> any Expression {
    let token = advance()
    switch word {
    case "YES", "true":
      return BoxedExpression(location: token.location, operand: BoolLiteral(location: token.location, value: true))
    case "NO", "false":
      return BoxedExpression(location: token.location, operand: BoolLiteral(location: token.location, value: false))
    case "selector":
      try expect("(", "after @selector")
      var selector = ""
      while !current.isPunctuator(")") {
        if let name = current.identifier {
          selector += name
        } else if current.isPunctuator(":") {
          selector += ":"
        } else {
          throw unexpected("expected a selector in @selector(…)")
        }
        advance()
      }
      advance()
      return SelectorLiteral(location: token.location, selector: selector)
    case "keypath", "collectionKeypath":
      try expect("(", "after @\(word)")
      let start = index
      var depth = 0
      while !(current.isPunctuator(")") && depth == 0) {
        if current.isPunctuator("(") { depth += 1 }
        if current.isPunctuator(")") { depth -= 1 }
        if isAtEnd { throw unexpected("expected ')' to close @\(word)(…)") }
        advance()
      }
      let text = self.text(fromToken: start, toToken: index)
      advance()
      let path: String
      if let comma = text.firstIndex(of: ",") {
        path = String(text[text.index(after: comma)...]).trimmingCharacters(in: " \n\t")
      } else {
        path = text.split(separator: ".").dropFirst().joined(separator: ".")
      }
      return StringLiteral(location: token.location, value: path, isObjectiveC: true)
    case "protocol":
      // `@protocol(Name)`: the protocol object, as Foundation's `NSProtocolFromString(@"Name")`
      // answers it (RAC's `-rac_signalForSelector:fromProtocol:` takes one).
      try expect("(", "after @protocol")
      let (name, nameLocation) = try expectIdentifier("a protocol name")
      try expect(")", "to close @protocol(…)")
      return CallExpression(
        location: token.location, callee: Identifier(location: token.location, name: "NSProtocolFromString"),
        arguments: [StringLiteral(location: nameLocation, value: name, isObjectiveC: true)],
        sourceText: "@protocol(\(name))")
    case "encode":
      // `@encode(type)`: the type's encoding as a C string (`"@"`, `"{CGRect=…}"`); a
      // `_Complex` type is written `j` before its element's letter, as clang does.
      try expect("(", "after @encode")
      var prefix = ""
      if current.isIdentifier("_Complex") {
        advance()
        prefix = "j"
      }
      let type = try parseTypeName()
      try expect(")", "to close @encode(…)")
      return StringLiteral(location: token.location, value: prefix + type.typeEncoding, isObjectiveC: false)
    default:
      throw error("'@\(word)' cannot be used in an expression", at: token.location)
    }
  }

  /// `[receiver name]`, `[receiver part:arg part:arg]`, `[receiver part:arg, variadic, nil]`.
  private mutating func parseMessageSend() throws -> any Expression {
    let open = advance()
    var receiver: (any Expression)?
    if current.isIdentifier("super"), !peek().isPunctuator(".") {
      advance()
    } else {
      receiver = try parseConditional()
    }
    var selector = ""
    var arguments: [any Expression] = []
    var locations: [SourceLocation] = []
    if let name = current.identifier, peek().isPunctuator("]") {
      advance()
      advance()
      return MessageSend(
        location: open.location, receiver: receiver, selector: name, arguments: [], argumentLocations: [])
    }
    while true {
      let partLocation = current.location
      var part = ""
      if let name = current.identifier, peek().isPunctuator(":") {
        part = name
        advance()
      } else if !current.isPunctuator(":") {
        if selector.isEmpty {
          // `[object name` and something else: a unary message whose `]` is missing, as clang reads it.
          guard current.identifier != nil else { throw unexpected("expected a selector in the message") }
          advance()
          throw unexpected("expected ']'")
        }
        break
      }
      try expect(":", "after the selector part")
      let argument = try parseAssignment()
      nameBlock(argument, "\(part): block")
      selector += part + ":"
      arguments.append(argument)
      locations.append(partLocation)
      while current.isPunctuator(",") {
        advance()
        arguments.append(try parseAssignment())
        locations.append(current.location)
      }
    }
    try expect("]", "to close the message")
    return MessageSend(
      location: open.location, receiver: receiver, selector: selector, arguments: arguments,
      argumentLocations: locations)
  }

  /// `^{ … }`, `^(id x) { … }`, `^ReturnType (params) { … }`.
  mutating func parseBlockLiteral() throws -> any Expression {
    let caret = advance()
    var returnType: TypeName?
    var parameters: [Parameter] = []
    if !current.isPunctuator("{"), !current.isPunctuator("(") {
      returnType = try parseBlockReturnType()
    }
    if current.isPunctuator("(") {
      parameters = try parseParameters().parameters
      for index in parameters.indices {
        guard case .object(let name) = parameters[index].type else { continue }
        if let shared = blockParameterObjectTypes[name] {
          parameters[index].type = shared
        } else {
          blockParameterObjectTypes[name] = parameters[index].type
        }
      }
    }
    try skipAttributes()
    guard current.isPunctuator("{") else { throw unexpected("expected '{' to start the block's body") }
    let body = try parseCompoundStatement()
    return BlockLiteral(
      location: caret.location, returnType: returnType, parameters: parameters, body: body, traceName: "block")
  }

  /// `RACObserve(target, key.path)`.
  private mutating func parseRACObserve() throws -> any Expression {
    let token = advance()
    try expect("(", "after RACObserve")
    let target = try parseAssignment()
    try expect(",", "between RACObserve's target and key path")
    let keyPath = try parseKeyPath()
    try expect(")", "to close RACObserve(…)")
    return RACObserveExpression(
      location: token.location, target: target, keyPath: keyPath,
      observer: Identifier(location: token.location, name: "self"))
  }

  /// `RAC(target, key.path [, nilValue]) = signal`.
  private mutating func parseRACBinding() throws -> any Expression {
    let token = advance()
    try expect("(", "after RAC")
    let target = try parseAssignment()
    try expect(",", "between RAC's target and key path")
    let keyPath = try parseKeyPath()
    var nilValue: (any Expression)?
    if match(",") { nilValue = try parseAssignment() }
    try expect(")", "to close RAC(…)")
    try expect("=", "after RAC(…): RAC(target, keyPath) = signal")
    let signal = try parseAssignment()
    return RACBindingExpression(
      location: token.location, target: target, keyPath: keyPath, nilValue: nilValue, signal: signal)
  }

  /// `RACChannelTo(target, key.path [, nilValue])`, alone (the channel's following terminal) or
  /// on the left of `=` (bound to the terminal on the right).
  private mutating func parseRACChannelTo() throws -> any Expression {
    let token = advance()
    try expect("(", "after RACChannelTo")
    let target = try parseAssignment()
    try expect(",", "between RACChannelTo's target and key path")
    let keyPath = try parseKeyPath()
    var nilValue: (any Expression)?
    if match(",") { nilValue = try parseAssignment() }
    try expect(")", "to close RACChannelTo(…)")
    let otherTerminal = match("=") ? try parseAssignment() : nil
    return RACChannelToExpression(
      location: token.location, target: target, keyPath: keyPath, nilValue: nilValue, otherTerminal: otherTerminal)
  }

  private mutating func parseKeyPath() throws -> String {
    var parts: [String] = []
    repeat {
      guard let name = current.identifier else { throw unexpected("expected a key path") }
      parts.append(name)
      advance()
    } while match(".")
    return parts.joined(separator: ".")
  }

  // MARK: - Naming blocks for the trace

  /// Names a block literal (also under a cast, `(id)^…`) after where it goes.
  func nameBlock(_ expression: any Expression, _ name: String) {
    if let block = expression as? BlockLiteral {
      block.traceName = name
    } else if let cast = expression as? CastExpression {
      nameBlock(cast.operand, name)
    }
  }

  /// Names a block assigned to a variable or property after it.
  func nameBlock(_ value: any Expression, after target: any Expression) {
    if let identifier = target as? Identifier {
      nameBlock(value, identifier.name)
    } else if let member = target as? MemberExpression {
      nameBlock(value, member.name)
    }
  }
}
