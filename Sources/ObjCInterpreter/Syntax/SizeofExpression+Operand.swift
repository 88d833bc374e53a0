/// What `sizeof expr` may read: C never evaluates the operand, so the interpreter reads it (for the
/// C type its value keeps) only when reading has no effect: a name, a literal, an element, a field
/// through `->`, a dereference.
extension SizeofExpression {
  /// The operand, when reading it only reads.
  var readableOperand: (any Expression)? {
    guard let operand, Self.readsWithoutEffects(operand) else { return nil }
    return operand
  }

  /// The names the readable operand reads (`names` and `i` in `names[i]`).
  var namesRead: [String] {
    var names: [String] = []
    func collect(_ expression: any Expression) {
      switch expression {
      case let identifier as Identifier: names.append(identifier.name)
      case let subscripted as SubscriptExpression:
        collect(subscripted.base)
        collect(subscripted.index)
      case let arrow as ArrowExpression: collect(arrow.base)
      case let unary as UnaryExpression: collect(unary.operand)
      default: break
      }
    }
    if let operand = readableOperand { collect(operand) }
    return names
  }

  private static func readsWithoutEffects(_ expression: any Expression) -> Bool {
    switch expression.expressionKind {
    case .identifier, .integerLiteral, .floatingLiteral, .stringLiteral, .boolLiteral, .nilLiteral:
      return true
    case .subscriptExpression:
      guard let subscripted = expression as? SubscriptExpression else { return false }
      return readsWithoutEffects(subscripted.base) && readsWithoutEffects(subscripted.index)
    case .arrowExpression:
      guard let arrow = expression as? ArrowExpression else { return false }
      return readsWithoutEffects(arrow.base)
    case .unaryExpression:
      guard let unary = expression as? UnaryExpression else { return false }
      switch unary.op {
      case .dereference, .negate, .plus, .not, .bitwiseNot: return readsWithoutEffects(unary.operand)
      default: return false
      }
    default:
      return false
    }
  }
}
