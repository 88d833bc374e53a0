import RAC

/// Checks that the post's own code and the walkthrough's Swift translation of it make the same RAC
/// calls in the same order: the core's blocks, on objects of the same classes, with the same
/// bookkeeping — so each program is a check on the other.
///
/// The snippet's own blocks and lines (events with a source) are left out, as are the blocks of a
/// class that only one of the two traces has at all (a method the post rewrites replaces the core's
/// on that class — `-[RACEmptySignal subscribe:]` — and the core's inner blocks then do not run),
/// and the blocks a walkthrough names as differing on purpose.
public enum TraceCrossCheck {
  /// How the two traces compare.
  public struct Result: Sendable {
    /// True when the two sequences of calls are the same.
    public let matches: Bool
    /// How many calls each side had after leaving out what is not compared.
    public let compared: Int
    /// Where they part, with some calls of context before: `= same`, `- translation`, `+ post`.
    public let difference: [String]
  }

  /// The calls of the core in order, each as `Class block {bookkeeping}`.
  static func coreCalls(_ trace: Trace) -> [String] {
    trace.events.compactMap { event in
      guard event.phase == .enter, event.source == nil else { return nil }
      var text = (event.owner?.className ?? "-") + " " + event.block
      if !event.bookkeeping.isEmpty {
        text += " {" + event.bookkeeping.map { "\($0.label): \(classesOnly($0.value))" }.joined(separator: "; ") + "}"
      }
      return text
    }
  }

  /// Compares the core's calls of the translation's trace and the post's code's, leaving out the
  /// blocks named in `ignored`.
  public static func compare(translation: Trace, post: Trace, ignoring ignored: [String] = []) -> Result {
    let left = coreCalls(translation)
    let right = coreCalls(post)
    func block(_ call: String) -> String {
      let afterClass = call.split(separator: " ", maxSplits: 1).dropFirst().first.map(String.init) ?? call
      return afterClass.components(separatedBy: " {").first ?? afterClass
    }
    func classAndBlock(_ call: String) -> String { call.components(separatedBy: " {").first ?? call }
    let shared = Set(left.map(classAndBlock)).intersection(right.map(classAndBlock))
    let a = left.filter { shared.contains(classAndBlock($0)) && !ignored.contains(block($0)) }
    let b = right.filter { shared.contains(classAndBlock($0)) && !ignored.contains(block($0)) }
    guard a != b else { return Result(matches: true, compared: a.count, difference: []) }
    let first = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
    var lines = a[max(0, first - 3)..<first].map { "  = " + $0 }
    lines += a[first..<min(a.count, first + 3)].map { "  - " + $0 }
    lines += b[first..<min(b.count, first + 3)].map { "  + " + $0 }
    if a.count != b.count { lines.append("  (\(a.count) calls in the translation, \(b.count) in the post's code)") }
    return Result(matches: false, compared: max(a.count, b.count), difference: lines)
  }

  /// Bookkeeping shows objects by trace number and name (`<RACDynamicSignal#12 "signal">`), which
  /// two programs give differently to the same objects, and values by their description, which a
  /// post's class and the translation's stand-in write differently (`<FMContactItem#7>` beside
  /// `<FMContactItem: rowB email="">`): compare the classes, not the rest. Every `<Class…>` is
  /// kept as `<Class>`, nested ones included.
  static func classesOnly(_ text: String) -> String {
    var result = ""
    var characters = text[...]
    while let first = characters.first {
      characters = characters.dropFirst()
      result.append(first)
      guard first == "<", let letter = characters.first, letter.isLetter || letter == "_" else { continue }
      let className = characters.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      result += className
      characters = characters.dropFirst(className.count)
      // Skip to the matching `>`, past the references nested in a name or a description.
      var depth = 0
      while let next = characters.first {
        characters = characters.dropFirst()
        if next == "<" { depth += 1 }
        if next == ">" {
          if depth == 0 {
            result.append(">")
            break
          }
          depth -= 1
        }
      }
    }
    return result
  }
}
