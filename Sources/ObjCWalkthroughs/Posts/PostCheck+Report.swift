/// The report `check-post` prints: two summary lines (the stated outputs, then the listings), one
/// row per stated output, then one row per code listing.
extension PostCheck {
  /// What the listings' summary calls each kind, counted.
  private static let summaryNames: [(kind: Kind, name: String)] = [
    (.runs, "run"), (.runsWithScene, "run with a scene"), (.runsAsRACMethods, "run as RAC's methods"),
    (.needsScene, "need a scene"), (.elided, "elided"), (.declarationsOnly, "declarations only"),
    (.stopped, "stopped"), (.notReadable, "not code the tool reads"), (.notRun, "not run"),
  ]

  /// The report's lines for the post named `name`.
  public static func render(_ report: Report, name: String) -> [String] {
    var lines = summary(report, name: name)
    for output in report.outputs { lines += rendered(output) }
    for row in report.listings { lines.append(rendered(row, outputs: report.outputs)) }
    return lines
  }

  /// `N outputs stated: M match, D differ, C cannot run` (and how many differences are explained),
  /// then `L listings: R run, S run as RAC's methods, …`.
  static func summary(_ report: Report, name: String) -> [String] {
    var matched = 0
    var differed = 0
    var explained = 0
    var cannotRun = 0
    for output in report.outputs {
      switch output.verdict {
      case .matches: matched += 1
      case .differs:
        differed += 1
        if !output.explanation.isEmpty { explained += 1 }
      case .cannotRun: cannotRun += 1
      }
    }
    let stated = report.outputs.count
    var outputs =
      "\(name): \(stated) output\(stated == 1 ? "" : "s") stated: \(matched) match, \(differed) differ, \(cannotRun) cannot run"
    if explained > 0 { outputs += "; \(explained) of the differences explained" }
    let counts = Dictionary(grouping: report.listings, by: \.kind).mapValues(\.count)
    let kinds = summaryNames.compactMap { entry in counts[entry.kind].map { "\($0) \(entry.name)" } }
    let listings = report.listings.count
    return [
      outputs,
      "\(name): \(listings) listing\(listings == 1 ? "" : "s"): \(kinds.isEmpty ? "none" : kinds.joined(separator: ", "))",
    ]
  }

  /// `output 2  the block at line 40  from #1 + #2 (#1, which declares 'x') · matches (2 line(s))`,
  /// then the difference and why.
  static func rendered(_ output: OutputRow) -> [String] {
    var line = "output \(output.number)  \(output.place)  from "
    line += output.producedBy.map { "#\($0)" }.joined(separator: " + ")
    if !output.reasons.isEmpty { line += " (" + output.reasons.joined(separator: "; ") + ")" }
    switch output.verdict {
    case .matches(let count): line += " · matches (\(count) line(s))"
    case .differs where !output.explanation.isEmpty: line += " · differs, explained below (- post, + run)"
    case .differs: line += " · DIFFERS (- post, + run)"
    case .cannotRun(let why): line += " · cannot run: " + why
    }
    var lines = [line]
    if case .differs(let difference) = output.verdict { lines += difference.map { "      " + $0 } }
    lines += output.explanation.map { "    " + $0 }
    return lines
  }

  /// `#2  line 20  runs, with #1, which declares 'x' · output 2`; an output stated for one listing
  /// and printed by a later one's run is named on both rows.
  static func rendered(_ row: Row, outputs: [OutputRow]) -> String {
    var line = "#\(row.number)  line \(row.listing.startLine)  \(row.kind.rawValue)"
    if !row.ranWith.isEmpty { line += ", with " + row.ranWith.joined(separator: "; ") }
    switch row.kind {
    case .runsWithScene: line += " (\(row.detail ?? ""))"
    case .runs: line += row.detail.map { " (\($0)'s post code)" } ?? ""
    case .runsAsRACMethods:
      line += " " + (row.detail ?? "")
      if !row.outputsThroughIt.isEmpty {
        let plural = row.outputsThroughIt.count == 1 ? "output" : "outputs"
        line += ": the \(plural) of \(listed(row.outputsThroughIt.map { "#\($0)" })) went through it"
      }
    case .needsScene, .elided, .stopped, .notReadable, .notRun: line += ": " + (row.detail ?? "")
    case .declarationsOnly: break
    }
    let stated = { (number: Int) in outputs.first { $0.number == number } }
    let named = row.outputs.map { number -> String in
      guard let output = stated(number), let by = output.producedBy.last, by != row.number else { return "\(number)" }
      if case .cannotRun = output.verdict { return "\(number) (for #\(by) to print)" }
      return "\(number) (printed by #\(by))"
    }
    let forOthers = outputs.filter { $0.producedBy.last == row.number && $0.statedFor != row.number }
    if !named.isEmpty {
      line += " · output\(named.count == 1 ? "" : "s") " + listed(named)
    } else if row.kind.ran, forOthers.isEmpty {
      line += " · the post states no output for it"
    }
    for output in forOthers {
      let prints = row.kind.ran ? "prints" : "would print"
      line += " · \(prints) output \(output.number), stated for #\(output.statedFor)"
    }
    return line
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func listed(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
  }
}
