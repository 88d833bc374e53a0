/// How deep the tree the parser builds is, and the bound that keeps it shallow enough for every
/// pass over it.
///
/// The resolver, the interpreter, `SyntaxWalker` and even the release of a tree recurse once (or a
/// few frames) per level of the tree. Brackets make the parser recurse too, and `enterNesting`
/// bounds them, but a chain needs no bracket: `1 + 1 + … + 1` (a left-leaning tree of 60,000
/// levels), `s.length.length…`, `a, b, c…` are read by loops. So the parser measures every node it
/// finishes, its depth counted over expressions and statements alike (a block's body is inside
/// the expression that holds the block), and stops with clang's words, `expression nesting too
/// deep`, before any tree is deeper than `maximum`: no pass over a tree the parser accepted can
/// then run out of stack.
///
/// Depths are remembered by node (the nodes are kept, so an identifier is never reused), and a node
/// the parser did not measure is measured from its children without recursion: each node is
/// measured once, whatever the order.
struct SyntaxDepth {
  /// The deepest tree the parser accepts. Far beyond anything written by hand (clang's own bracket
  /// limit is 256; a post's deepest listing is some 30 levels), and shallow enough that a pass
  /// recursing a few kilobytes of stack per level fits a thread's default 8 MB in a debug build.
  static let maximum = 1_000

  private var depths: [ObjectIdentifier: (node: AnyObject, depth: Int)] = [:]

  /// The depth of the tree under `node` (a leaf is 1).
  mutating func depth(of node: AnyObject) -> Int {
    if let known = depths[ObjectIdentifier(node)] { return known.depth }
    // Post-order without recursion: a node is measured once all its children are.
    var stack: [(node: AnyObject, childrenPushed: Bool)] = [(node, false)]
    while let (top, childrenPushed) = stack.popLast() {
      if depths[ObjectIdentifier(top)] != nil { continue }
      let children = SyntaxChildren.of(top)
      if childrenPushed {
        let deepest = children.map { depths[ObjectIdentifier($0)]?.depth ?? 0 }.max() ?? 0
        depths[ObjectIdentifier(top)] = (top, deepest + 1)
      } else {
        stack.append((top, true))
        for child in children where depths[ObjectIdentifier(child)] == nil { stack.append((child, false)) }
      }
    }
    return depths[ObjectIdentifier(node)]?.depth ?? 1
  }
}

extension Parser {
  /// Measures a node the parser just made; past `SyntaxDepth.maximum` levels, an error at it.
  @discardableResult
  mutating func measured<Node>(_ node: Node, at location: SourceLocation) throws -> Node {
    if syntaxDepth.depth(of: node as AnyObject) > SyntaxDepth.maximum {
      throw error("expression nesting too deep (more than \(SyntaxDepth.maximum) levels)", at: location)
    }
    return node
  }

  /// Measures every tree of a parsed file (its statements, methods, functions and enum values), so
  /// that no tree the parser returns is deeper than `SyntaxDepth.maximum`, whichever nodes were
  /// measured while it was read.
  mutating func measure(_ items: [TopLevelItem]) throws {
    var roots: [(node: AnyObject, location: SourceLocation)] = []
    for item in items {
      switch item {
      case .statement(let statement): roots.append((statement, statement.location))
      case .interface, .protocolDeclaration: break
      case .implementation(let implementation):
        roots += implementation.methods.compactMap { method in method.body.map { ($0, method.location) } }
      case .method(let method): if let body = method.body { roots.append((body, method.location)) }
      case .function(let function): roots.append((function.body, function.location))
      case .enumeration(let enumeration):
        roots += enumeration.constants.compactMap { constant in constant.value.map { ($0, constant.location) } }
      }
    }
    for root in roots { try measured(root.node, at: root.location) }
  }
}

/// The nodes directly under a statement or an expression, in source order: what `SyntaxDepth`
/// descends into. (A visitor, so a new kind of node cannot be forgotten here.)
private struct SyntaxChildren: StatementVisitor, ExpressionVisitor {
  package typealias Result = [AnyObject]

  static func of(_ node: AnyObject) -> [AnyObject] {
    let visitor = SyntaxChildren()
    if let statement = node as? any Statement { return (try? statement.accept(visitor)) ?? [] }
    if let expression = node as? any Expression { return (try? expression.accept(visitor)) ?? [] }
    return []
  }

  private func list(_ nodes: AnyObject?...) -> [AnyObject] { nodes.compactMap { $0 } }

  private func initializers(_ declarations: [VariableDeclaration]) -> [AnyObject] {
    declarations.flatMap { [$0.arrayLength, $0.initializer].compactMap { $0 } }
  }

  // MARK: Statements

  func visit(_ node: ExpressionStatement) -> [AnyObject] { [node.expression] }
  func visit(_ node: DeclarationStatement) -> [AnyObject] { initializers(node.declarations) }
  func visit(_ node: CompoundStatement) -> [AnyObject] { node.statements }
  func visit(_ node: IfStatement) -> [AnyObject] { list(node.condition, node.thenBranch, node.elseBranch) }
  func visit(_ node: ForStatement) -> [AnyObject] {
    list(node.initializer, node.condition, node.increment, node.body)
  }
  func visit(_ node: ForInStatement) -> [AnyObject] {
    list(node.declaration?.initializer, node.existing, node.collection, node.body)
  }
  func visit(_ node: WhileStatement) -> [AnyObject] { [node.condition, node.body] }
  func visit(_ node: SwitchStatement) -> [AnyObject] {
    [node.subject] + node.labels.flatMap { [$0.value, $0.lastValue].compactMap { $0 } } + node.body
  }
  func visit(_ node: ReturnStatement) -> [AnyObject] { list(node.value) }
  func visit(_ node: JumpStatement) -> [AnyObject] { [] }
  func visit(_ node: ScopedStatement) -> [AnyObject] {
    if case .synchronized(let object) = node.kind { return [object, node.body] }
    return [node.body]
  }
  func visit(_ node: TryStatement) -> [AnyObject] {
    list(node.body, node.catchVariable?.initializer, node.catchBody, node.finallyBody)
  }
  func visit(_ node: ThrowStatement) -> [AnyObject] { list(node.value) }
  func visit(_ node: TupleUnpackStatement) -> [AnyObject] { initializers(node.declarations) + [node.value] }
  func visit(_ node: EmptyStatement) -> [AnyObject] { [] }
  func visit(_ node: LabeledStatement) -> [AnyObject] { [node.statement] }
  func visit(_ node: OnExitStatement) -> [AnyObject] { [node.block] }

  // MARK: Expressions

  func visit(_ node: IntegerLiteral) -> [AnyObject] { [] }
  func visit(_ node: FloatingLiteral) -> [AnyObject] { [] }
  func visit(_ node: StringLiteral) -> [AnyObject] { [] }
  func visit(_ node: NilLiteral) -> [AnyObject] { [] }
  func visit(_ node: BoolLiteral) -> [AnyObject] { [] }
  func visit(_ node: SelectorLiteral) -> [AnyObject] { [] }
  func visit(_ node: Identifier) -> [AnyObject] { [] }
  func visit(_ node: ArrayLiteral) -> [AnyObject] { node.elements }
  func visit(_ node: DictionaryLiteral) -> [AnyObject] { node.entries.flatMap { [$0.key, $0.value] } }
  func visit(_ node: BoxedExpression) -> [AnyObject] { [node.operand] }
  func visit(_ node: MessageSend) -> [AnyObject] { list(node.receiver) + node.arguments }
  func visit(_ node: CallExpression) -> [AnyObject] { [node.callee] + node.arguments }
  func visit(_ node: MemberExpression) -> [AnyObject] { [node.base] }
  func visit(_ node: ArrowExpression) -> [AnyObject] { [node.base] }
  func visit(_ node: SubscriptExpression) -> [AnyObject] { [node.base, node.index] }
  func visit(_ node: UnaryExpression) -> [AnyObject] { [node.operand] }
  func visit(_ node: BinaryExpression) -> [AnyObject] { [node.left, node.right] }
  func visit(_ node: InitializerList) -> [AnyObject] { node.elements.map(\.value) }
  func visit(_ node: AssignmentExpression) -> [AnyObject] { [node.target, node.value] }
  func visit(_ node: ConditionalExpression) -> [AnyObject] { list(node.condition, node.whenTrue, node.whenFalse) }
  func visit(_ node: CastExpression) -> [AnyObject] { [node.operand] }
  func visit(_ node: SizeofExpression) -> [AnyObject] { list(node.operand) }
  func visit(_ node: BlockLiteral) -> [AnyObject] { [node.body] }
  func visit(_ node: RACObserveExpression) -> [AnyObject] { list(node.target, node.observer) }
  func visit(_ node: RACBindingExpression) -> [AnyObject] { list(node.target, node.nilValue, node.signal) }
  func visit(_ node: RACChannelToExpression) -> [AnyObject] { list(node.target, node.nilValue, node.otherTerminal) }
}
