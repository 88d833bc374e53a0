import Foundation

/// The one table the run prints: a row per measurement, with ours, the other contender and how the
/// two compare, and the notes that say how to read the rows.
public struct ResultTable {
  public struct Row {
    public var scenario: String
    public var measure: String
    public var ours: String
    public var other: String
    public var ratio: String

    public init(_ scenario: String, _ measure: String, ours: String, other: String, ratio: String) {
      self.scenario = scenario
      self.measure = measure
      self.ours = ours
      self.other = other
      self.ratio = ratio
    }
  }

  public var rows: [Row] = []
  public var notes: [String] = []

  public init() {}

  public mutating func add(
    _ scenario: String, _ measure: String, ours: String, other: String = "", ratio: String = ""
  ) {
    rows.append(Row(scenario, measure, ours: ours, other: other, ratio: ratio))
  }

  public func render() -> String {
    let header = Row("#", "measure", ours: "ours (RAC core)", other: "other", ratio: "ours vs other")
    let all = [header] + rows
    func width(_ column: (Row) -> String) -> Int { all.map { column($0).count }.max() ?? 0 }
    let widths = [
      width(\.scenario), width(\.measure), width(\.ours), width(\.other), width(\.ratio),
    ]
    func line(_ row: Row) -> String {
      let cells = [row.scenario, row.measure, row.ours, row.other, row.ratio]
      return zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
        .joined(separator: " | ").trimmingCharacters(in: .whitespaces)
    }
    var lines = [line(header), widths.map { String(repeating: "-", count: $0) }.joined(separator: "-|-")]
    lines += rows.map(line)
    if !notes.isEmpty {
      lines.append("")
      lines += notes
    }
    return lines.joined(separator: "\n")
  }
}

/// Number formatting for the table.
public enum Format {
  /// `1.23 s`, `45.6 ms`, `789 µs`, `12.3 ns`.
  public static func seconds(_ value: Double) -> String {
    guard value.isFinite else { return "n/a" }
    let magnitude = abs(value)
    if magnitude >= 1 { return String(format: "%.3g s", value) }
    if magnitude >= 1e-3 { return String(format: "%.3g ms", value * 1e3) }
    if magnitude >= 1e-6 { return String(format: "%.3g µs", value * 1e6) }
    return String(format: "%.3g ns", value * 1e9)
  }

  /// `1.23 M/s`, `456 k/s`.
  public static func rate(_ perSecond: Double) -> String {
    guard perSecond.isFinite else { return "n/a" }
    if perSecond >= 1e9 { return String(format: "%.3g G/s", perSecond / 1e9) }
    if perSecond >= 1e6 { return String(format: "%.3g M/s", perSecond / 1e6) }
    if perSecond >= 1e3 { return String(format: "%.3g k/s", perSecond / 1e3) }
    return String(format: "%.3g /s", perSecond)
  }

  /// `1,000,000`.
  public static func count(_ value: Int) -> String {
    let digits = String(abs(value))
    var groups: [String] = []
    var end = digits.endIndex
    while end > digits.startIndex {
      let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
      groups.insert(String(digits[start..<end]), at: 0)
      end = start
    }
    return (value < 0 ? "-" : "") + groups.joined(separator: ",")
  }

  /// `12.3`, `0.5`, `1.2e+03` for any plain number.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "n/a" }
    return String(format: "%.3g", value)
  }

  /// `1.23 KiB`, `45.6 MiB`.
  public static func bytes(_ value: Double) -> String {
    guard value.isFinite else { return "n/a" }
    let magnitude = abs(value)
    if magnitude >= 1_048_576 { return String(format: "%.3g MiB", value / 1_048_576) }
    if magnitude >= 1024 { return String(format: "%.3g KiB", value / 1024) }
    return String(format: "%.3g B", value)
  }

  /// How ours compares with the other: `2.5× slower`, `1.3× faster`, `same`.
  public static func ratio(ours: Double, other: Double) -> String {
    guard ours.isFinite, other.isFinite, ours > 0, other > 0 else { return "n/a" }
    let factor = ours / other
    if abs(factor - 1) < 0.005 { return "same" }
    if factor > 1 { return "\(number(factor))× slower" }
    return "\(number(1 / factor))× faster"
  }

  /// `+2.1 %` overhead of `ours` over `baseline`.
  public static func overhead(ours: Double, baseline: Double) -> String {
    guard ours.isFinite, baseline.isFinite, baseline > 0 else { return "n/a" }
    return String(format: "%+.1f %%", (ours / baseline - 1) * 100)
  }
}
