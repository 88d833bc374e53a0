import Foundation
import RAC

/// `MarbleDiagram` as plain text (`trace NAME --format marbles`):
///
/// ```
/// 0   0.4 0.8 1.2 1.6 2     time (s)
/// a-b-c-d-e-f-g-h-i-j-k-    pwdTextField UIControlEventAllEditingEvents
/// ```
///
/// Each time unit is two columns (wider where something at that time needs more room): a letter
/// for a value (or the value itself when every value is one character), `|` completion, `X` an
/// error, `-` nothing; things that happen at the same (virtual) time on one line are grouped in
/// parentheses: `(a|)`. A line is blank before its subscription and after it ends. When no virtual
/// time passes at all (every value is sent while the program or a queue turn runs at time 0), the
/// axis is the order of events instead: one column per event. The legend lists the values behind
/// the letters (two- or three-letter codes when there are more values than letters). A diagram
/// wider than `maxColumns` is wrapped into parts, each with its ruler.
public enum MarbleRenderer {
  /// The widest a diagram line gets (the columns of marks, before the line's label): a longer
  /// diagram is wrapped into blocks, each with its own ruler, as text is into paragraphs.
  public static let maxColumns = 100

  /// The marble diagram of `trace`.
  public static func render(_ trace: Trace) -> String {
    render(MarbleDiagram.build(trace))
  }

  /// `diagram` as text.
  public static func render(_ diagram: MarbleDiagram) -> String {
    guard !diagram.lines.isEmpty else {
      return "(no signal sends anything through a subscription in this trace)"
    }
    let symbols = Symbols(diagram)
    let grid = diagram.hasTime ? timeGrid(diagram, symbols: symbols) : orderGrid(diagram, symbols: symbols)
    let blocks = wrap(grid.widths)
    var lines = [grid.title]
    for (number, block) in blocks.enumerated() {
      if blocks.count > 1 {
        lines.append("")
        lines.append("(part \(number + 1) of \(blocks.count))")
      }
      var ruler = ""
      var offset = 0
      for slot in block {
        if let label = grid.rulerLabels[slot], offset >= ruler.count + (ruler.isEmpty ? 0 : 1) {
          ruler = pad(ruler, to: offset) + label
        }
        offset += grid.widths[slot]
      }
      let rows = grid.cells.map { cells in block.map { cells[$0] }.joined() }
      let width = ([ruler] + rows).map(\.count).max() ?? 0
      lines.append(pad(ruler, to: width) + "   " + grid.rulerLabel)
      for (row, line) in zip(rows, diagram.lines) {
        lines.append(pad(row, to: width) + "   " + clipped(line.label))
      }
    }
    let legend = symbols.legend(diagram)
    if !legend.isEmpty {
      lines.append("")
      lines += legend
    }
    return lines.map { $0.replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) }
      .joined(separator: "\n")
  }

  /// The widest a line's label gets: RAC's nested names (`[[[a] -map:] -zipWith: …]`) grow with
  /// every operator, so a long one keeps its start and its end (which says which subscription).
  static let maxLabel = 100

  static func clipped(_ label: String) -> String {
    guard label.count > maxLabel else { return label }
    return String(label.prefix(maxLabel * 3 / 5)) + "…" + String(label.suffix(maxLabel * 2 / 5 - 1))
  }

  /// The slots of each block: as many as fit in `maxColumns` (at least one).
  private static func wrap(_ widths: [Int]) -> [[Int]] {
    var blocks: [[Int]] = [[]]
    var used = 0
    for (slot, width) in widths.enumerated() {
      if used + width > maxColumns, !(blocks[blocks.count - 1].isEmpty) {
        blocks.append([])
        used = 0
      }
      blocks[blocks.count - 1].append(slot)
      used += width
    }
    return blocks
  }

  /// The diagram before it is wrapped: per row, one cell per slot (each as wide as its slot), and a
  /// ruler label for the slots that have one.
  private struct Grid {
    var title: String
    var widths: [Int]
    var rulerLabels: [String?]
    var rulerLabel: String
    var cells: [[String]]
  }

  /// One slot per time unit from the first to the last time; a slot is as wide as its widest content.
  private static func timeGrid(_ diagram: MarbleDiagram, symbols: Symbols) -> Grid {
    let times = diagram.lines.flatMap { [$0.subscribedTime] + $0.marks.map(\.time) }
    let start = times.min() ?? 0
    let unit = timeUnit(times)
    let slotCount = Int(((times.max() ?? start) - start) / unit + 0.5) + 1
    func slot(_ time: Double) -> Int { Int((time - start) / unit + 0.5) }

    var contents = Array(repeating: Array(repeating: "", count: slotCount), count: diagram.lines.count)
    for (row, line) in diagram.lines.enumerated() {
      var bySlot: [Int: [String]] = [:]
      for mark in line.marks { bySlot[slot(mark.time), default: []].append(symbols.symbol(for: mark)) }
      for (index, marks) in bySlot { contents[row][index] = group(marks) }
    }
    // One `-` after the widest content keeps neighbouring values apart: `a-b-c-`.
    let widths = (0..<slotCount).map { index in max(2, (contents.map { $0[index].count }.max() ?? 0) + 1) }
    let cells = diagram.lines.enumerated().map { row, line in
      let first = slot(line.subscribedTime)
      let end = line.marks.firstIndex { $0.kind != .next }.map { slot(line.marks[$0].time) }
      return (0..<slotCount).map { index -> String in
        let content = contents[row][index]
        if index < first || (end.map { index > $0 } ?? false) { return String(repeating: " ", count: widths[index]) }
        if content.isEmpty { return String(repeating: "-", count: widths[index]) }
        return pad(content, to: widths[index], with: index == end ? " " : "-")
      }
    }
    return Grid(
      title: "virtual time: one slot (a mark or -, then -) = \(format(unit)) s; | completed, X error, (…) at once",
      widths: widths, rulerLabels: (0..<slotCount).map { format(start + Double($0) * unit) },
      rulerLabel: "time (s)", cells: cells)
  }

  /// The marks of one slot: `a`, `(ab|)`; past `maxGroup` marks, the first and last value and how
  /// many there are, `(ag…cG ×120|)` (the legend lists every value in order), so that one instant
  /// with a whole sequence's values does not make a line hundreds of columns wide.
  static let maxGroup = 8

  private static func group(_ marks: [String]) -> String {
    if marks.count == 1 { return marks[0] }
    guard marks.count > maxGroup else { return "(" + marks.joined() + ")" }
    let ending = marks.last.map { $0 == "|" || $0 == "X" } == true ? marks[marks.count - 1] : ""
    let values = ending.isEmpty ? marks : Array(marks.dropLast())
    return "(\(values[0])…\(values[values.count - 1]) ×\(values.count)\(ending))"
  }

  /// One column per mark, in the order the marks happen (as wide as the widest symbol).
  private static func orderGrid(_ diagram: MarbleDiagram, symbols: Symbols) -> Grid {
    let marks = diagram.lines.enumerated().flatMap { row, line in line.marks.map { (row, $0) } }
      .sorted { $0.1.sequence < $1.1.sequence }
    let width = symbols.width
    let cells = diagram.lines.enumerated().map { row, line in
      let end = line.marks.first { $0.kind != .next }?.sequence
      return marks.map { mark -> String in
        if mark.0 == row { return pad(symbols.symbol(for: mark.1), to: width, with: "-") }
        if mark.1.sequence < line.subscribedAt || (end.map { mark.1.sequence > $0 } ?? false) {
          return String(repeating: " ", count: width)
        }
        return String(repeating: "-", count: width)
      }
    }
    return Grid(
      title: "no virtual time passes in this run: one column per event, in the order they happen; "
        + "| completed, X error",
      widths: Array(repeating: width, count: marks.count), rulerLabels: Array(repeating: nil, count: marks.count),
      rulerLabel: "", cells: cells)
  }

  /// The smallest gap between two distinct times (to the microsecond), doubled until the axis
  /// has at most 400 slots.
  private static func timeUnit(_ times: [Double]) -> Double {
    let distinct = Set(times.map { ($0 * 1_000_000).rounded() }).sorted()
    let gaps = zip(distinct.dropFirst(), distinct).map { $0 - $1 }.filter { $0 > 0 }
    var unit = (gaps.min() ?? 1_000_000) / 1_000_000
    let span = ((distinct.last ?? 0) - (distinct.first ?? 0)) / 1_000_000
    while span / unit > 400 { unit *= 2 }
    return unit
  }

  /// `0`, `0.2`, `1.4`: seconds to the microsecond without trailing zeros.
  static func format(_ seconds: Double) -> String {
    let rounded = (seconds * 1_000_000).rounded() / 1_000_000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.6f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  private static func pad(_ text: String, to width: Int, with filler: Character = " ") -> String {
    text.count >= width ? text : text + String(repeating: filler, count: width - text.count)
  }

  /// What each value is drawn as: itself when every value is one plain character, else a letter
  /// per distinct value in order of first appearance; past the 75 one-letter symbols, every value
  /// gets a code of two (then three) letters, so no two values ever share a symbol.
  struct Symbols {
    private var letters: [String: String] = [:]
    private var order: [String] = []
    let direct: Bool
    /// The characters of the longest symbol.
    private(set) var width = 1

    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWYZαβγδεζηθικλμνξοπρστυφχψω")
    /// The letters of the longer codes: Latin only, so that a code reads as one word.
    private static let codeLetters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWYZ")
    private static let reserved: Set<Character> = ["-", "|", "X", "(", ")", " "]

    init(_ diagram: MarbleDiagram) {
      let values = diagram.lines.flatMap(\.marks).sorted { $0.sequence < $1.sequence }
        .filter { $0.kind == .next }.compactMap(\.value)
      direct = values.allSatisfy { $0.count == 1 && !Self.reserved.contains($0.first ?? " ") }
      guard !direct else { return }
      for value in values where letters[value] == nil {
        letters[value] = ""
        order.append(value)
      }
      if order.count <= Self.alphabet.count {
        for (index, value) in order.enumerated() { letters[value] = String(Self.alphabet[index]) }
        return
      }
      let base = Self.codeLetters.count
      width = order.count <= base * base ? 2 : 3
      for (index, value) in order.enumerated() {
        var code = ""
        var rest = index
        for _ in 0..<width {
          code = String(Self.codeLetters[rest % base]) + code
          rest /= base
        }
        letters[value] = code
      }
    }

    func symbol(for mark: MarbleDiagram.Mark) -> String {
      switch mark.kind {
      case .next: return direct ? (mark.value ?? "?") : (letters[mark.value ?? ""] ?? "?")
      case .completed: return "|"
      case .error: return "X"
      }
    }

    func legend(_ diagram: MarbleDiagram) -> [String] {
      var lines: [String] = []
      if !direct, !order.isEmpty {
        lines.append("values:")
        lines += order.map { "  \(letters[$0] ?? "?") = \($0)" }
      }
      let errors = diagram.lines.flatMap { line in line.marks.filter { $0.kind == .error }.map { (line.label, $0) } }
      if !errors.isEmpty {
        lines.append("errors:")
        lines += errors.map { "  X on \($0.0): \($0.1.value ?? "nil")" }
      }
      return lines
    }
  }
}
