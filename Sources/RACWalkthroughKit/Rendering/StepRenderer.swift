import RAC

/// One `step` stop as text: the event, the post's step it proves, the call stack, the bookkeeping,
/// what has been disposed and the output so far.
public enum StepRenderer {
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
}
