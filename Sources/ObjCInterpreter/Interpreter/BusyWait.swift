/// A busy wait: `while (flag == 1) ;`, a loop with no body spinning on a condition only another
/// thread can change (RAC 2.5's RACTargetQueueSchedulerSpec holds its first block so, to show the
/// second waits for it). On a device the other threads run beside it; here the run's turns take
/// the baton one at a time, so a spinning turn would never let the changer run. After
/// `spinsBeforeYielding` turns of the loop with the condition unchanged, the turn parks until the
/// condition no longer holds, the other turns running meanwhile, as a preempted thread would. Only a
/// condition that reads and calls nothing (variables, literals, operators without side effects) is
/// asked while the turn is parked, between other turns: a call there would run the program's code
/// out of its place.
///
/// A loop with a body on such a condition (`while (!stop) { [disposable swapInDisposable:d]; }`,
/// RAC 2.5's RACSerialDisposableSpec racing two queues until a timer sets `stop`) is sampled
/// instead: when the variables its condition reads hold what they held `turnsBetweenSamples`
/// turns of the loop ago, the turn yields once to the others (`LibraryBridge.yieldInRun`), as the
/// scheduler of a device ends a thread's time slice. A loop whose condition's variables move
/// (`while (i < n) { i++; }`) never yields.
enum BusyWait {
  /// Turns of an empty loop before its turn gives way: enough that a loop that ends alone (a
  /// countdown in its condition is no busy wait: `--n` has a side effect) is never taken for one.
  static let spinsBeforeYielding = 1_000

  /// Turns of a loop with a body between two samples of what its condition reads.
  static let turnsBetweenSamples = 1_024

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

  /// The variables a spin condition reads, each an expression that reads it alone.
  static func variablesRead(by expression: any Expression) -> [any Expression] {
    switch expression {
    case let identifier as Identifier: return [identifier]
    case let unary as UnaryExpression: return variablesRead(by: unary.operand)
    case let binary as BinaryExpression: return variablesRead(by: binary.left) + variablesRead(by: binary.right)
    case let cast as CastExpression: return variablesRead(by: cast.operand)
    default: return []
    }
  }

  /// Whether two samples of a condition's variables hold the same: numbers equal, objects
  /// identical. Anything else counts as moved, so that an unknown value never makes a loop yield.
  static func isSame(_ first: [Any?], _ second: [Any?]) -> Bool {
    guard first.count == second.count else { return false }
    for (a, b) in zip(first, second) {
      switch (a, b) {
      case (nil, nil): continue
      case (let a as CNumber, let b as CNumber) where a == b: continue
      case (let a?, let b?) where type(of: a) is AnyClass && (a as AnyObject) === (b as AnyObject): continue
      default: return false
      }
    }
    return true
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
