/// A busy wait: `while (flag == 1) ;`, a loop with no body spinning on a condition only another
/// thread can change (RAC 2.5's RACTargetQueueSchedulerSpec holds its first block so, to show the
/// second waits for it). On a device the other threads run beside it; here the run's turns take
/// the baton one at a time, so a spinning turn would never let the changer run. After
/// `spinsBeforeYielding` turns of the loop with the condition unchanged, the turn parks until the
/// condition no longer holds, the other turns running meanwhile, as a preempted thread would. Only a
/// condition that reads and calls nothing (variables, literals, operators without side effects) is
/// asked while the turn is parked, between other turns: a call there would run the program's code
/// out of its place.
enum BusyWait {
  /// Turns of an empty loop before its turn gives way: enough that a loop that ends alone (a
  /// countdown in its condition is no busy wait: `--n` has a side effect) is never taken for one.
  static let spinsBeforeYielding = 1_000

  /// Whether `statement` is a body that does nothing: `;` or `{}`.
  static func isEmptyBody(_ statement: any Statement) -> Bool {
    if statement is EmptyStatement { return true }
    if let compound = statement as? CompoundStatement { return compound.statements.allSatisfy(isEmptyBody) }
    return false
  }

  /// Whether `condition` is one a busy wait spins on: it reads only, and it reads a variable (a
  /// constant one, `while (YES) {}`, no thread can change: that loop runs to the step budget).
  static func isSpinCondition(_ condition: any Expression) -> Bool {
    readsOnly(condition) && readsAVariable(condition)
  }

  private static func readsAVariable(_ expression: any Expression) -> Bool {
    switch expression {
    case is Identifier: return true
    case let unary as UnaryExpression: return readsAVariable(unary.operand)
    case let binary as BinaryExpression: return readsAVariable(binary.left) || readsAVariable(binary.right)
    case let cast as CastExpression: return readsAVariable(cast.operand)
    default: return false
    }
  }

  /// Whether evaluating `expression` reads only: no call, no assignment, no increment.
  static func readsOnly(_ expression: any Expression) -> Bool {
    switch expression {
    case is IntegerLiteral, is FloatingLiteral, is BoolLiteral, is NilLiteral, is Identifier:
      return true
    case let unary as UnaryExpression:
      switch unary.op {
      case .negate, .plus, .not, .bitwiseNot, .dereference: return readsOnly(unary.operand)
      case .addressOf, .preIncrement, .preDecrement, .postIncrement, .postDecrement: return false
      }
    case let binary as BinaryExpression:
      guard let code = binary.code, code != .comma else { return false }
      return readsOnly(binary.left) && readsOnly(binary.right)
    case let cast as CastExpression:
      return cast.ownership == .unchanged && readsOnly(cast.operand)
    default:
      return false
    }
  }
}
