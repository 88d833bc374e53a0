/// The value of an `#if` / `#elif` condition, as C's preprocessor computes it (C11 6.10.1): the
/// integer constant expression left once `defined X` is replaced by 0 or 1 and the macros are
/// expanded, with every operator C allows there, in intmax_t. A name left over is 0; a division or
/// remainder by zero is clang's error at its operator (`#if 1/0` was read as 1).
extension Preprocessor {
  struct ConditionParser {
    let tokens: [Token]
    var index = 0
    /// How deeply operands nest right now: the parser recurses once a level, so past clang's
    /// bracket limit it stops reading and says so (`problem`) rather than run out of stack.
    var nesting = 0
    /// What stopped the condition, with its offset in the condition's text; nil while it reads.
    private(set) var problem: DirectiveProblem?
    /// Whether the operand being read decides the value: not the right of `1 || …`, `0 && …`, nor
    /// the branch `?:` does not take, where clang lets a division by zero be.
    private var isLive = true
    static let maximumNesting = 256

    init(tokens: [Token]) {
      self.tokens = tokens
    }

    /// `tokens` with each `defined NAME` / `defined(NAME)` replaced by `1` or `0`, before the
    /// macros expand (C expands the rest, not the operand of `defined`).
    static func replacingDefined(in tokens: [Token], macros: [String: Macro]) -> [Token] {
      var output: [Token] = []
      var index = 0
      while index < tokens.count {
        let token = tokens[index]
        guard token.isIdentifier("defined") else {
          output.append(token)
          index += 1
          continue
        }
        index += 1
        let parenthesized = index < tokens.count && tokens[index].isPunctuator("(")
        if parenthesized { index += 1 }
        let name = index < tokens.count ? tokens[index].identifier : nil
        if name != nil { index += 1 }
        if parenthesized, index < tokens.count, tokens[index].isPunctuator(")") { index += 1 }
        let value: UInt64 = name.map { macros[$0] != nil ? 1 : 0 } ?? 0
        output.append(Token(kind: .integer(value, .long), location: token.location, startsLine: false))
      }
      return output
    }

    /// The whole condition's value (0 once `problem` is set).
    mutating func condition() -> Int64 {
      let value = conditional()
      return problem == nil ? value : 0
    }

    private var current: Token? { index < tokens.count ? tokens[index] : nil }

    private mutating func fail(_ message: String, at token: Token?) {
      guard problem == nil else { return }
      problem = DirectiveProblem(message: message, offset: token?.location.offset ?? 0)
      index = tokens.count
    }

    /// `a ? b : c`, the loosest operator of a condition.
    private mutating func conditional() -> Int64 {
      let test = binary(level: 0)
      guard current?.isPunctuator("?") == true else { return test }
      index += 1
      let wasLive = isLive
      isLive = wasLive && test != 0
      let whenTrue = conditional()
      if current?.isPunctuator(":") == true { index += 1 } else { fail("expected ':' in the condition", at: current) }
      isLive = wasLive && test == 0
      let whenFalse = conditional()
      isLive = wasLive
      return test != 0 ? whenTrue : whenFalse
    }

    /// C's binary operators from the loosest (`||`) to the tightest (`*`, `/`, `%`).
    private static let levels: [[String]] = [
      ["||"], ["&&"], ["|"], ["^"], ["&"], ["==", "!="], ["<", ">", "<=", ">="], ["<<", ">>"], ["+", "-"],
      ["*", "/", "%"],
    ]

    private mutating func binary(level: Int) -> Int64 {
      guard level < Self.levels.count else { return unary() }
      var value = binary(level: level + 1)
      while let token = current, case .punctuator(let op) = token.kind, Self.levels[level].contains(op) {
        index += 1
        let wasLive = isLive
        if (op == "||" && value != 0) || (op == "&&" && value == 0) { isLive = false }
        let right = binary(level: level + 1)
        isLive = wasLive
        value = apply(op, value, right, at: token)
      }
      return value
    }

    private mutating func apply(_ op: String, _ left: Int64, _ right: Int64, at token: Token) -> Int64 {
      switch op {
      case "||": return (left != 0 || right != 0) ? 1 : 0
      case "&&": return (left != 0 && right != 0) ? 1 : 0
      case "|": return left | right
      case "^": return left ^ right
      case "&": return left & right
      case "==": return left == right ? 1 : 0
      case "!=": return left != right ? 1 : 0
      case "<": return left < right ? 1 : 0
      case ">": return left > right ? 1 : 0
      case "<=": return left <= right ? 1 : 0
      case ">=": return left >= right ? 1 : 0
      case "<<": return right < 0 || right > 63 ? 0 : left << right
      case ">>": return right < 0 || right > 63 ? (left < 0 ? -1 : 0) : left >> right
      case "+": return left &+ right
      case "-": return left &- right
      case "*": return left &* right
      case "/", "%":
        guard right != 0 else {
          if isLive { fail("\(op == "/" ? "division" : "remainder") by zero in preprocessor expression", at: token) }
          return 0
        }
        return op == "/"
          ? left.dividedReportingOverflow(by: right).partialValue
          : left.remainderReportingOverflow(dividingBy: right).partialValue
      default: return 0
      }
    }

    private mutating func unary() -> Int64 {
      guard let token = current else {
        fail("expected value in expression", at: tokens.last)
        return 0
      }
      index += 1
      let nests =
        token.isPunctuator("(") || token.isPunctuator("!") || token.isPunctuator("-")
        || token.isPunctuator("~") || token.isPunctuator("+")
      if nests {
        nesting += 1
        if nesting > Self.maximumNesting {
          fail("expression nesting too deep in the condition (more than \(Self.maximumNesting) levels)", at: token)
          return 0
        }
      }
      defer { if nests { nesting -= 1 } }
      switch token.kind {
      case .punctuator("!"): return unary() == 0 ? 1 : 0
      case .punctuator("-"): return 0 &- unary()
      case .punctuator("+"): return unary()
      case .punctuator("~"): return ~unary()
      case .punctuator("("):
        let value = conditional()
        if current?.isPunctuator(")") == true { index += 1 } else { fail("expected ')' in the condition", at: current) }
        return value
      case .integer(let value, _): return Int64(truncatingIfNeeded: value)
      case .character(let value): return value
      case .identifier: return 0
      default:
        fail("invalid token at start of a preprocessor expression", at: token)
        return 0
      }
    }
  }
}
