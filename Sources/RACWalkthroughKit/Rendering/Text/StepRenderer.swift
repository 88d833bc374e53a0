import Foundation
import RAC

/// One `step` stop as text: the event, the post's step it proves, the call stack, the bookkeeping,
/// what has been disposed and the output so far; whole (`render`) or in parts (`text`) that
/// `StopText.fitted(rows:columns:)` fits to a screen.
public enum StepRenderer {
  /// One every-event stop as text: the event, the post's step it proves, the call stack, the
  /// bookkeeping, what is disposed and the output so far.
  public static func render(_ snapshot: StepSnapshot, of total: Int) -> String {
    text(snapshot, of: total).whole.joined(separator: "\n")
  }

  /// One every-event stop in parts.
  public static func text(_ snapshot: StepSnapshot, of total: Int) -> StopText {
    var head: [String] = []
    let event = snapshot.event
    var header = "── stop \(snapshot.index)/\(total) · event #\(event.sequence) · thread \(event.thread)"
    if let scheduler = event.scheduler { header += " · scheduler \(scheduler)" }
    head.append(header)
    for step in snapshot.postSteps {
      head.append("★ post \(step.label): \(step.en)")
      if let chinese = step.zh { head.append("  \(chinese)") }
      if let claim = step.postSays { head.append("  note: the post says \(claim); the call above is what runs") }
    }
    head.append("  " + snapshot.line)
    head += deallocationLines(snapshot.deallocating)
    if !event.bookkeeping.isEmpty {
      let when = event.phase == .exit ? "after" : "before"
      head.append("  \(when): " + TraceOutline.fieldsText(event.bookkeeping))
    }
    return StopText(
      head: head, stack: snapshot.stack.enumerated().map { ($0.offset, $0.element) },
      bookkeeping: snapshot.bookkeeping, disposed: snapshot.disposed, output: snapshot.output)
  }

  /// Why what runs here runs: an object is being deallocated, and its `-dealloc` (RAC's, or the
  /// snippet's) runs it — a subscriber's disposes its subscription, a subject's its own.
  static func deallocationLines(_ deallocating: [String]) -> [String] {
    deallocating.map { "  ✝ \($0) is being deallocated: this runs inside its -dealloc" }
  }

  /// One reader's stop (`ReaderStops`) of `walk` as text: the line that runs, the RAC calls it
  /// makes, the post's steps it proves, the call stack where it starts and the output at its end.
  public static func render(_ stop: ReaderStop, in walk: StepWalk) -> String {
    text(stop, in: walk).whole.joined(separator: "\n")
  }

  /// One reader's stop in parts. Its header names the file and the file's own line
  /// (`scene.m:82`), as the viewer does; the whole stop shows the stack's outermost frame and its
  /// innermost seven.
  public static func text(_ stop: ReaderStop, in walk: StepWalk) -> StopText {
    let snapshots = walk.snapshots
    let first = snapshots[stop.snapshots.lowerBound]
    let last = snapshots[stop.snapshots.upperBound]
    var head: [String] = []
    var header = "── stop \(stop.index)/\(walk.stops.count)"
    if let place = walk.place(of: stop) { header += " · \(place)" }
    header += " · thread \(first.event.thread)"
    if let scheduler = first.event.scheduler { header += " · scheduler \(scheduler)" }
    head.append(header)
    var code: (arrow: Int, before: [String], after: [String])?
    if let line = stop.line, let source = walk.source, line >= 1, line <= source.lines.count {
      let number = source.fileLine(ofLine: line)?.line ?? line
      // The numbers of the lines a screen may show around it, right-aligned with its own.
      let width = String(number).count
      head.append("  → \(number) │ " + trimmedOfSpaces(source.lines[line - 1]))
      code = (
        head.count - 1, codeAround(line, in: source, step: -1, width: width),
        codeAround(line, in: source, step: 1, width: width)
      )
    }
    if case .library(let call) = stop.kind {
      head.append("  inside RAC: \(call) — no line of the walkthrough runs here")
    } else if stop.line == nil {
      head.append("  inside RAC: \(first.line) — no line of the walkthrough runs here")
    }
    for step in stop.postSteps {
      head.append("★ post \(step.label): \(step.en)")
      if let chinese = step.zh { head.append("  \(chinese)") }
    }
    head += deallocationLines(first.deallocating)
    let events = stop.snapshots.count
    if !stop.calls.isEmpty {
      let shown = stop.calls.prefix(6).joined(separator: ", ")
      let more = stop.calls.count > 6 ? " (+\(stop.calls.count - 6) more)" : ""
      head.append("  calls into RAC: \(shown)\(more)")
    }
    head += expectations(in: snapshots[stop.snapshots])
    head += freedLine(stop, shown: first.deallocating)
    head.append("  \(events) event(s) here: `i` walks them one by one, `o` comes back")
    var text = StopText(
      head: head, stack: first.stack.enumerated().map { ($0.offset, $0.element) }, output: last.output, maxFrames: 8)
    if let code {
      text.arrow = code.arrow
      text.codeBefore = code.before
      text.codeAfter = code.after
    }
    return text
  }

  /// `line` without the spaces and tabs around it (`trimmingCharacters(in: .whitespaces)`'s
  /// result): every stop shows its line, and a run of 200,000 stops spent a third of its time in
  /// Foundation's bridged trimming.
  static func trimmedOfSpaces(_ line: String) -> String {
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == " " || scalar == "\t" || (!scalar.isASCII && CharacterSet.whitespaces.contains(scalar))
    }
    let scalars = line.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    if first == scalars.startIndex, last == scalars.index(before: scalars.endIndex) { return line }
    return String(scalars[first...last])
  }

  /// The lines of the same file next to `line` of `source` (`step` -1: those above, nearest
  /// first), `StopText.maxContext` at most, each as `    6 │ …` under the `→` line's numbering,
  /// indented as they are relative to it.
  static func codeAround(_ line: Int, in source: WalkthroughSource, step: Int, width: Int) -> [String] {
    guard let place = source.fileLine(ofLine: line) else { return [] }
    let indent = source.lines[line - 1].prefix { $0 == " " || $0 == "\t" }.count
    var lines: [String] = []
    var other = line + step
    while lines.count < StopText.maxContext, other >= 1, other <= source.lines.count,
      let near = source.fileLine(ofLine: other), near.file == place.file
    {
      let text = source.lines[other - 1]
      let dropped = min(indent, text.prefix { $0 == " " || $0 == "\t" }.count)
      lines.append("    \(padded(near.line, width)) │ " + String(text.dropFirst(dropped)))
      other += step
    }
    return lines
  }

  /// The objects freed inside a stop, folded into it: `✝ 27 objects freed here (RACSubscriber#3,
  /// RACSignal#4, …; `i` shows each -dealloc)`, but for those whose death the stop starts in
  /// (`deallocating`, said already).
  static func freedLine(_ stop: ReaderStop, shown deallocating: [String]) -> [String] {
    let freed = stop.freed.filter { name in !deallocating.contains { $0 == name || $0.hasPrefix(name + " ") } }
    guard !freed.isEmpty else { return [] }
    // Each by its class and number only: `i` shows the rest.
    let names = freed.prefix(3).map { $0.prefix { $0 != " " } }.joined(separator: ", ") + (freed.count > 3 ? ", …" : "")
    let count = freed.count == 1 ? "1 object" : "\(freed.count) objects"
    return ["  ✝ \(count) freed here (\(names); `i` shows each -dealloc)"]
  }

  /// `number` right-aligned in `width` columns.
  static func padded(_ number: Int, _ width: Int) -> String {
    let text = String(number)
    return String(repeating: " ", count: max(0, width - text.count)) + text
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
