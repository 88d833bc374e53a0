import Foundation

/// What an operand evaluated to, a C scalar kept as itself. The operands of C's operators, the
/// conditions of `for`, `if` and `while`, and what `@(…)` boxes are nearly always numbers, and a
/// number wrapped in an `Any?` is destroyed through the run time's generic value witnesses (the
/// optional's, the existential's, the number's: about 80 instructions, at every temporary; issue 37).
enum Operand {
  case scalar(CNumber)
  case value(Any?)

  /// The operand as the expression visitor returns values (a number in an `Any?`).
  consuming func wrapped() -> Any? {
    switch consume self {
    case .scalar(let number): return number
    case .value(let value): return value
    }
  }

  /// `value` as an operand: a number it holds as itself is taken out of it, and the optional left
  /// nil, so that it goes without the witnesses' destroy of a number.
  init(taking value: consuming Any?) {
    if let number = FastCast.takePlain(&value, CNumber.self) {
      self = .scalar(number)
    } else {
      self = .value(value)
    }
  }
}

/// The expression visitor for operands (`Operand`): literals, local variables, C's operators and
/// `i++` give their numbers as they are; every other expression is evaluated by the expression
/// visitor, which it calls for them. What it computes is exactly what the expression visitor
/// computes (which calls it for operators' operands); only the wrapping differs.
struct ScalarEvaluator: ExpressionVisitor {
  let evaluator: ExpressionEvaluator

  /// The node as an operand, reached by its stored kind (`ExpressionNode`): the kinds that can give
  /// a number as it is by their own visits, every other through the expression visitor's switch.
  @inline(never)
  func operand(_ expression: any Expression) throws -> Operand {
    switch expression.expressionKind {
    case .integerLiteral: return try visit(unsafeDowncast(expression, to: IntegerLiteral.self))
    case .floatingLiteral: return try visit(unsafeDowncast(expression, to: FloatingLiteral.self))
    case .boolLiteral: return try visit(unsafeDowncast(expression, to: BoolLiteral.self))
    case .nilLiteral: return .value(nil)
    case .identifier: return try visit(unsafeDowncast(expression, to: Identifier.self))
    case .binaryExpression: return try visit(unsafeDowncast(expression, to: BinaryExpression.self))
    case .unaryExpression: return try visit(unsafeDowncast(expression, to: UnaryExpression.self))
    case .memberExpression: return try visit(unsafeDowncast(expression, to: MemberExpression.self))
    default: return .value(try evaluator.evaluate(expression))
    }
  }

  /// C's truth of a condition.
  func truth(_ expression: any Expression) throws -> Bool {
    switch try operand(expression) {
    case .scalar(let number): return number.isTrue
    case .value(let value): return try COperators.isTrue(value, at: expression.location)
    }
  }

  /// `left op right` for an operator that is neither `&&`, `||` nor `,`: both operands evaluated,
  /// left first; two numbers computed as they are, anything else through `Interpreter.binary`
  /// (pointers, objects compared, nil as 0, the errors).
  func arithmetic(_ node: BinaryExpression) throws -> Operand {
    let left = try operand(node.left)
    let right = try operand(node.right)
    // Taken apart as they are consumed: matching a case of an operand kept for later copies it (an
    // `Any?` inside makes it one the run time's value witnesses copy) and destroys the copy.
    switch consume left {
    case .scalar(let a):
      switch consume right {
      case .scalar(let b):
        return .scalar(try COperators.arithmetic(node.code, node.op, a, b, at: node.location))
      case .value(let b):
        return .value(try evaluator.interpreter.binary(node.code, node.op, a, b, at: node.location))
      }
    case .value(let a):
      return .value(
        try evaluator.interpreter.binary(node.code, node.op, a, right.wrapped(), at: node.location))
    }
  }

  /// `target op= value`: the value first, then the target's current value, then the assignment.
  func compoundAssignment(_ node: AssignmentExpression, _ op: String) throws -> Any? {
    let value = try operand(node.value)
    let current = try operand(node.target)
    // Taken apart as they are consumed, as in `arithmetic`.
    let result: Any?
    switch consume current {
    case .scalar(let a):
      switch consume value {
      case .scalar(let b):
        let number = try COperators.arithmetic(node.code, op, a, b, at: node.location)
        if let stored = assignInPlace(number, to: node.target) { return stored }
        return try evaluator.assign(number, to: node.target)
      case .value(let b):
        result = try evaluator.interpreter.binary(node.code, op, a, b, at: node.location)
      }
    case .value(let a):
      result = try evaluator.interpreter.binary(node.code, op, a, value.wrapped(), at: node.location)
    }
    return try evaluator.assign(result, to: node.target)
  }

  /// `sum += x` on a local C scalar variable that holds a number: the result converted to the
  /// variable's type and written over the old number in place, as `assign` would store it (the same
  /// conversion, the same report of a shared variable's write), without making it an `Any?` and
  /// without `assign`'s dispatch on every kind of place. nil, having stored nothing, otherwise.
  @inline(__always)
  private func assignInPlace(_ number: CNumber, to target: any Expression) -> Any? {
    guard let identifier = target as? Identifier, case .local(let slot) = identifier.binding else { return nil }
    let box = evaluator.frame.box(slot)
    guard case .scalar(let scalar) = box.type else { return nil }
    let stored = number.converted(to: scalar)
    return box.overwriteScalar(with: stored) ? stored : nil
  }

  func visit(_ node: IntegerLiteral) throws -> Operand { .scalar(CNumber(unsigned: node.value, type: node.type)) }

  func visit(_ node: FloatingLiteral) throws -> Operand { .scalar(CNumber(real: node.value, type: node.type)) }

  func visit(_ node: BoolLiteral) throws -> Operand { .scalar(CNumber.bool(node.value)) }

  func visit(_ node: Identifier) throws -> Operand {
    guard case .local(let slot) = node.binding else { return .value(try evaluator.visit(node)) }
    return evaluator.frame.withBox(slot) { box in
      if let number = box.scalar { return .scalar(number) }
      return .value(box.value)
    }
  }

  func visit(_ node: BinaryExpression) throws -> Operand {
    switch node.code {
    case .logicalAnd:
      guard try truth(node.left) else { return .scalar(CNumber.int(0)) }
      return .scalar(CNumber.int(try truth(node.right) ? 1 : 0))
    case .logicalOr:
      if try truth(node.left) { return .scalar(CNumber.int(1)) }
      return .scalar(CNumber.int(try truth(node.right) ? 1 : 0))
    case .comma:
      return .value(try evaluator.visit(node))
    default:
      return try arithmetic(node)
    }
  }

  func visit(_ node: UnaryExpression) throws -> Operand {
    switch node.op {
    case .preIncrement, .postIncrement, .preDecrement, .postDecrement:
      let isIncrement = node.op == .preIncrement || node.op == .postIncrement
      if let counted = try evaluator.incrementLocalInteger(node, by: isIncrement ? 1 : -1) { return .scalar(counted) }
      return .value(try evaluator.visit(node))
    default:
      return .value(try evaluator.visit(node))
    }
  }

  /// `base.name`: a library getter of a scalar (`value.integerValue`) read off a receiver that a
  /// local variable holds, its number as it is (`ScalarGetter`); anything else as the expression
  /// visitor reads it. Not while a leaks ledger notes what each read makes, nor on a loaded RAC
  /// checkout, whose results the general path adopts.
  func visit(_ node: MemberExpression) throws -> Operand {
    let interpreter = evaluator.interpreter
    guard interpreter.run.ledger == nil, !interpreter.runsRACSource, Swift.type(of: node.base) == Identifier.self,
      case .local(let slot) = unsafeDowncast(node.base, to: Identifier.self).binding,
      let box = evaluator.frame.slots[slot]
    else { return Operand(taking: try evaluator.visit(node)) }
    if let tagged = box.heldTaggedNumber { return try taggedRead(node, of: tagged) }
    if let object = box.heldObject {
      let type = ObjectIdentifier(Swift.type(of: object))
      let site = ObjectIdentifier(node)
      let getter: ScalarGetter?
      if let entry = interpreter.methodCache.scalarGetterSites.entry(site, type) {
        getter = entry.getter
      } else if type != ObjectIdentifier(ObjCInstance.self),
        let answer = interpreter.methodCache.getter(
          MethodCache.InstanceKey(owner: type, variant: 0, selector: node.name))
      {
        // Known once the general path has found the getter (below, at the first read).
        interpreter.methodCache.scalarGetterSites.keep(site, type, answer.scalarGetter)
        getter = answer.scalarGetter
      } else {
        getter = nil
      }
      if let getter {
        let number = getter(object)
        if interpreter.isAborted { throw RuntimeError.aborted }
        return .scalar(number)
      }
    }
    return Operand(taking: try evaluator.visit(node))
  }

  /// `value.integerValue` of a tagged number (`@(i)`): `NSNumber`'s getter answers the number
  /// converted to its type, which the read's first run through the general path tells (kept per
  /// read, `ScalarGetterSites.keepTagged`); a property that is not one of those scalar getters (a
  /// snippet's category, `description`) takes the general path every time.
  private func taggedRead(_ node: MemberExpression, of tagged: TaggedNumber) throws -> Operand {
    let interpreter = evaluator.interpreter
    let site = ObjectIdentifier(node)
    if let kept = interpreter.methodCache.scalarGetterSites.taggedResult(site) {
      if let result = kept { return .scalar(tagged.number.converted(to: result)) }
      return Operand(taking: try evaluator.visit(node))
    }
    let value = try evaluator.visit(node)
    let answer = interpreter.methodCache.getter(
      MethodCache.InstanceKey(owner: ObjectIdentifier(TaggedNumber.self), variant: 0, selector: node.name))
    let result = answer?.scalarGetter != nil ? CNumber.cast(value)?.type : nil
    interpreter.methodCache.scalarGetterSites.keepTagged(site, result: result)
    return Operand(taking: value)
  }

  func visit(_ node: MessageSend) throws -> Operand { .value(try evaluator.visit(node)) }

  func visit(_ node: AssignmentExpression) throws -> Operand { .value(try evaluator.visit(node)) }

  func visit(_ node: StringLiteral) throws -> Operand { .value(try evaluator.visit(node)) }

  func visit(_ node: NilLiteral) throws -> Operand { .value(nil) }

  func visit(_ node: ArrayLiteral) throws -> Operand { .value(try evaluator.visit(node)) }

  func visit(_ node: DictionaryLiteral) throws -> Operand { .value(try evaluator.visit(node)) }

  func visit(_ node: BoxedExpression) throws -> Operand { .value(try evaluator.visit(node)) }

  func visit(_ node: SelectorLiteral) throws -> Operand { .value(try evaluator.visit(node)) }

  func visit(_ node: CallExpression) throws -> Operand { .value(try evaluator.visit(node)) }

  func visit(_ node: ArrowExpression) throws -> Operand { .value(try evaluator.visit(node)) }

  func visit(_ node: SubscriptExpression) throws -> Operand { .value(try evaluator.visit(node)) }

  func visit(_ node: ConditionalExpression) throws -> Operand { .value(try evaluator.visit(node)) }

  func visit(_ node: CastExpression) throws -> Operand { .value(try evaluator.visit(node)) }

  func visit(_ node: SizeofExpression) throws -> Operand { .value(try evaluator.visit(node)) }

  func visit(_ node: BlockLiteral) throws -> Operand { .value(try evaluator.visit(node)) }

  func visit(_ node: RACObserveExpression) throws -> Operand { .value(try evaluator.visit(node)) }

  func visit(_ node: RACBindingExpression) throws -> Operand { .value(try evaluator.visit(node)) }

  func visit(_ node: RACChannelToExpression) throws -> Operand { .value(try evaluator.visit(node)) }

  func visit(_ node: InitializerList) throws -> Operand { .value(try evaluator.visit(node)) }
}
