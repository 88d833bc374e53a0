import RAC

/// One `step` stop as text: the event, the post's step it proves, the call stack, the bookkeeping,
/// what has been disposed and the output so far.
public enum StepRenderer {
  /// One every-event stop as text: the event, the post's step it proves, the call stack, the
  /// bookkeeping, what is disposed and the output so far.
  public static func render(_ snapshot: StepSnapshot, of total: Int) -> String {
    var lines: [String] = []
    let event = snapshot.event
    var header = "── stop \(snapshot.index)/\(total) · event #\(event.sequence) · thread \(event.thread)"
    if let scheduler = event.scheduler { header += " · scheduler \(scheduler)" }
    lines.append(header)
    for step in snapshot.postSteps {
      lines.append("★ post \(step.label): \(step.en)")
      if let chinese = step.zh { lines.append("  \(chinese)") }
      if let claim = step.postSays { lines.append("  note: the post says \(claim); the call above is what runs") }
    }
    lines.append("  " + snapshot.line)
    if !event.bookkeeping.isEmpty {
      let when = event.phase == .exit ? "after" : "before"
      lines.append("  \(when): " + TraceOutline.fieldsText(event.bookkeeping))
    }
    lines.append("  call stack:")
    if snapshot.stack.isEmpty { lines.append("    (empty)") }
    for (depth, frame) in snapshot.stack.enumerated() {
      lines.append("    " + String(repeating: "  ", count: depth) + frame)
    }
    if !snapshot.bookkeeping.isEmpty {
      lines.append("  bookkeeping:")
      lines += snapshot.bookkeeping.map { "    " + $0 }
    }
    if !snapshot.disposed.isEmpty {
      let recent = snapshot.disposed.suffix(4)
      let more = snapshot.disposed.count > recent.count ? " (+\(snapshot.disposed.count - recent.count) earlier)" : ""
      lines.append("  disposed so far: " + recent.joined(separator: ", ") + more)
    }
    lines.append("  output so far:" + (snapshot.output.isEmpty ? " (none)" : ""))
    lines += snapshot.output.map { "    " + $0 }
    return lines.joined(separator: "\n")
  }

  /// One reader's stop (`ReaderStops`): the line that runs, the RAC calls it makes, the post's steps
  /// it proves, the call stack where it starts and the output at its end.
  public static func render(
    _ stop: ReaderStop, of total: Int, snapshots: [StepSnapshot], source: WalkthroughSource?
  ) -> String {
    let first = snapshots[stop.snapshots.lowerBound]
    let last = snapshots[stop.snapshots.upperBound]
    var lines: [String] = []
    var header = "── stop \(stop.index)/\(total)"
    if let line = stop.line { header += " · line \(line)" }
    header += " · thread \(first.event.thread)"
    if let scheduler = first.event.scheduler { header += " · scheduler \(scheduler)" }
    lines.append(header)
    if let line = stop.line, let source, line >= 1, line <= source.lines.count {
      lines.append("  → \(line) │ " + source.lines[line - 1].trimmingCharacters(in: .whitespaces))
    }
    if case .library(let call) = stop.kind {
      lines.append("  inside RAC: \(call) — no line of the walkthrough runs here")
    } else if stop.line == nil {
      lines.append("  inside RAC: \(first.line) — no line of the walkthrough runs here")
    }
    for step in stop.postSteps {
      lines.append("★ post \(step.label): \(step.en)")
      if let chinese = step.zh { lines.append("  \(chinese)") }
    }
    let events = stop.snapshots.count
    if !stop.calls.isEmpty {
      let shown = stop.calls.prefix(6).joined(separator: ", ")
      let more = stop.calls.count > 6 ? " (+\(stop.calls.count - 6) more)" : ""
      lines.append("  calls into RAC: \(shown)\(more)")
    }
    lines += expectations(in: snapshots[stop.snapshots])
    lines.append("  \(events) event(s) here: `i` walks them one by one, `o` comes back")
    lines.append("  call stack:")
    if first.stack.isEmpty { lines.append("    (empty)") }
    // The line's own frames matter here: the outermost two and the innermost six.
    let stack = first.stack
    for (depth, frame) in stack.enumerated() where depth < 2 || depth >= stack.count - 6 {
      if depth == stack.count - 6, depth > 2 { lines.append("    … \(depth - 2) frame(s) inside RAC (`i` shows them)") }
      lines.append("    " + String(repeating: "  ", count: min(depth, 8)) + frame)
    }
    lines.append("  output so far:" + (last.output.isEmpty ? " (none)" : ""))
    lines += last.output.map { "    " + $0 }
    return lines.joined(separator: "\n")
  }

  /// A spec's `expect`s checked in a stop (`step FooSpec.m --example …`, whose expectations the
  /// trace notes): the value, the match, and whether it held.
  static func expectations(in snapshots: ArraySlice<StepSnapshot>) -> [String] {
    snapshots.compactMap { snapshot -> String? in
      let event = snapshot.event
      guard ReaderStops.isExpectation(event) else { return nil }
      let field = { (label: String) in event.arguments.first { $0.label == label }?.value ?? "" }
      let held = field("held") == "yes"
      return "  expect: \(field("value")) \(field("match")) — "
        + (held ? "held ✓" : "did not hold ✗ (\(field("failure")))")
    }
  }
}
