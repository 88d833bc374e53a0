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
/// the letters.
public enum MarbleRenderer {
  public static func render(_ trace: Trace) -> String {
    render(MarbleDiagram.build(trace))
  }

  public static func render(_ diagram: MarbleDiagram) -> String {
    guard !diagram.lines.isEmpty else {
      return "(no signal sends anything through a subscription in this trace)"
    }
    let symbols = Symbols(diagram)
    let grid = diagram.hasTime ? timeGrid(diagram, symbols: symbols) : orderGrid(diagram, symbols: symbols)
    let width = ([grid.ruler] + grid.rows).map(\.count).max() ?? 0
    var lines = [grid.title]
    lines.append(pad(grid.ruler, to: width) + "   " + grid.rulerLabel)
    for (row, line) in zip(grid.rows, diagram.lines) {
      lines.append(pad(row, to: width) + "   " + line.label)
    }
    let legend = symbols.legend(diagram)
    if !legend.isEmpty {
      lines.append("")
      lines += legend
    }
    return lines.map { $0.replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) }
      .joined(separator: "\n")
  }

  private struct Grid {
    var title: String
    var ruler: String
    var rulerLabel: String
    var rows: [String]
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
      for (index, marks) in bySlot {
        contents[row][index] = marks.count == 1 ? marks[0] : "(" + marks.joined() + ")"
      }
    }
    // One `-` after the widest content keeps neighbouring values apart: `a-b-c-`.
    let widths = (0..<slotCount).map { index in max(2, (contents.map { $0[index].count }.max() ?? 0) + 1) }
    let rows = diagram.lines.enumerated().map { row, line in
      let first = slot(line.subscribedTime)
      let end = line.marks.firstIndex { $0.kind != .next }.map { slot(line.marks[$0].time) }
      return (0..<slotCount).map { index -> String in
        let content = contents[row][index]
        if index < first || (end.map { index > $0 } ?? false) { return String(repeating: " ", count: widths[index]) }
        if content.isEmpty { return String(repeating: "-", count: widths[index]) }
        return pad(content, to: widths[index], with: index == end ? " " : "-")
      }.joined()
    }
    var ruler = ""
    var offset = 0
    for index in 0..<slotCount {
      let label = format(start + Double(index) * unit)
      if offset >= ruler.count + (ruler.isEmpty ? 0 : 1) {
        ruler = pad(ruler, to: offset) + label
      }
      offset += widths[index]
    }
    return Grid(
      title: "virtual time: one slot (a mark or -, then -) = \(format(unit)) s; | completed, X error, (…) at once",
      ruler: ruler, rulerLabel: "time (s)", rows: rows)
  }

  /// One column per mark, in the order the marks happen.
  private static func orderGrid(_ diagram: MarbleDiagram, symbols: Symbols) -> Grid {
    let marks = diagram.lines.enumerated().flatMap { row, line in line.marks.map { (row, $0) } }
      .sorted { $0.1.sequence < $1.1.sequence }
    let rows = diagram.lines.enumerated().map { row, line in
      let end = line.marks.first { $0.kind != .next }?.sequence
      return marks.map { mark -> String in
        if mark.0 == row { return symbols.symbol(for: mark.1) }
        if mark.1.sequence < line.subscribedAt || (end.map { mark.1.sequence > $0 } ?? false) { return " " }
        return "-"
      }.joined()
    }
    return Grid(
      title: "no virtual time passes in this run: one column per event, in the order they happen; "
        + "| completed, X error",
      ruler: "", rulerLabel: "", rows: rows)
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

  /// The character each value is drawn as: itself when every value is one plain character, else a
  /// letter per distinct value in order of first appearance.
  struct Symbols {
    private var letters: [String: String] = [:]
    private var order: [String] = []
    let direct: Bool

    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWYZαβγδεζηθικλμνξοπρστυφχψω")
    private static let reserved: Set<Character> = ["-", "|", "X", "(", ")", " "]

    init(_ diagram: MarbleDiagram) {
      let values = diagram.lines.flatMap(\.marks).sorted { $0.sequence < $1.sequence }
        .filter { $0.kind == .next }.compactMap(\.value)
      direct = values.allSatisfy { $0.count == 1 && !Self.reserved.contains($0.first ?? " ") }
      guard !direct else { return }
      for value in values where letters[value] == nil {
        let index = order.count
        letters[value] = index < Self.alphabet.count ? String(Self.alphabet[index]) : "*"
        order.append(value)
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
        lines += order.map { "  \(letters[$0] ?? "*") = \($0)" }
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
