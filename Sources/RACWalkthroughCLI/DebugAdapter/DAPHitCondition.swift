import Foundation

/// Which hits of a breakpoint stop: `5` or `>= 5` (the fifth and later), `== 5`, `> 5`, `< 5`,
/// `<= 5`, `% 5` (every fifth).
struct DAPHitCondition {
  let symbol: String
  let count: Int

  init?(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    for symbol in [">=", "<=", "==", ">", "<", "%", ""] where trimmed.hasPrefix(symbol) {
      let rest = trimmed.dropFirst(symbol.count).trimmingCharacters(in: .whitespaces)
      guard let count = Int(rest), count >= 1 else { return nil }
      self.symbol = symbol.isEmpty ? ">=" : symbol
      self.count = count
      return
    }
    return nil
  }

  /// Whether hit number `hit` (1-based) stops.
  func stops(atHit hit: Int) -> Bool {
    switch symbol {
    case "==": return hit == count
    case ">": return hit > count
    case "<": return hit < count
    case "<=": return hit <= count
    case "%": return hit % count == 0
    default: return hit >= count
    }
  }
}
