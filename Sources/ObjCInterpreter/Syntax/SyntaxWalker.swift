/// Visits every statement and expression under a node, blocks' bodies included, calling
/// `statement` and `expression` on each in source order (for passes that only look: which lines
/// hold code, which declarations sit in a library method).
struct SyntaxWalker: StatementVisitor, ExpressionVisitor {
  var statement: (any Statement) -> Void = { _ in }
  var expression: (any Expression) -> Void = { _ in }

  func walk(_ node: any Statement) {
    statement(node)
    try? node.accept(self)
  }

  func walk(_ node: any Expression) {
    expression(node)
    try? node.accept(self)
  }

  private func walk(_ node: (any Expression)?) {
    if let node { walk(node) }
  }

  // MARK: Statements

  func visit(_ node: ExpressionStatement) { walk(node.expression) }
  func visit(_ node: DeclarationStatement) {
    for declaration in node.declarations {
      walk(declaration.arrayLength)
      walk(declaration.initializer)
    }
  }
  func visit(_ node: CompoundStatement) { for child in node.statements { walk(child) } }
  func visit(_ node: IfStatement) {
    walk(node.condition)
    walk(node.thenBranch)
    if let elseBranch = node.elseBranch { walk(elseBranch) }
  }
  func visit(_ node: ForStatement) {
    if let initializer = node.initializer { walk(initializer) }
    walk(node.condition)
    walk(node.increment)
    walk(node.body)
  }
  func visit(_ node: ForInStatement) {
    walk(node.existing)
    walk(node.collection)
    walk(node.body)
  }
  func visit(_ node: WhileStatement) {
    walk(node.condition)
    walk(node.body)
  }
  func visit(_ node: SwitchStatement) {
    walk(node.subject)
    for child in node.body { walk(child) }
  }
  func visit(_ node: ReturnStatement) { walk(node.value) }
  func visit(_ node: JumpStatement) {}
  func visit(_ node: ScopedStatement) {
    if case .synchronized(let object) = node.kind { walk(object) }
    walk(node.body)
  }
  func visit(_ node: TryStatement) {
    walk(node.body)
    if let catchBody = node.catchBody { walk(catchBody) }
    if let finallyBody = node.finallyBody { walk(finallyBody) }
  }
  func visit(_ node: ThrowStatement) { walk(node.value) }
  func visit(_ node: TupleUnpackStatement) { walk(node.value) }
  func visit(_ node: EmptyStatement) {}
  func visit(_ node: LabeledStatement) throws { try node.statement.accept(self) }
  func visit(_ node: OnExitStatement) { walk(node.block.body) }

  // MARK: Expressions

  func visit(_ node: IntegerLiteral) {}
  func visit(_ node: FloatingLiteral) {}
  func visit(_ node: StringLiteral) {}
  func visit(_ node: NilLiteral) {}
  func visit(_ node: BoolLiteral) {}
  func visit(_ node: SelectorLiteral) {}
  func visit(_ node: Identifier) {}
  func visit(_ node: ArrayLiteral) { for element in node.elements { walk(element) } }
  func visit(_ node: DictionaryLiteral) {
    for entry in node.entries {
      walk(entry.key)
      walk(entry.value)
    }
  }
  func visit(_ node: BoxedExpression) { walk(node.operand) }
  func visit(_ node: MessageSend) {
    walk(node.receiver)
    for argument in node.arguments { walk(argument) }
  }
  func visit(_ node: CallExpression) {
    walk(node.callee)
    for argument in node.arguments { walk(argument) }
  }
  func visit(_ node: MemberExpression) { walk(node.base) }
  func visit(_ node: ArrowExpression) { walk(node.base) }
  func visit(_ node: SubscriptExpression) {
    walk(node.base)
    walk(node.index)
  }
  func visit(_ node: UnaryExpression) { walk(node.operand) }
  func visit(_ node: BinaryExpression) {
    walk(node.left)
    walk(node.right)
  }
  func visit(_ node: AssignmentExpression) {
    walk(node.target)
    walk(node.value)
  }
  func visit(_ node: ConditionalExpression) {
    walk(node.condition)
    walk(node.whenTrue)
    walk(node.whenFalse)
  }
  func visit(_ node: CastExpression) { walk(node.operand) }
  func visit(_ node: InitializerList) { for element in node.elements { walk(element.value) } }
  func visit(_ node: SizeofExpression) {}
  func visit(_ node: BlockLiteral) { walk(node.body) }
  func visit(_ node: RACObserveExpression) { walk(node.target) }
  func visit(_ node: RACBindingExpression) {
    walk(node.target)
    walk(node.nilValue)
    walk(node.signal)
  }
  func visit(_ node: RACChannelToExpression) {
    walk(node.target)
    walk(node.nilValue)
    walk(node.otherTerminal)
  }
}
