import RAC

/// `verify`'s report as text: the output check with its diff, each step with the event that proves
/// it, and the post's claims set beside what really happens.
public enum ReportRenderer {
  public static func render(_ report: VerificationReport) -> String {
    var lines: [String] = []
    let verdict = report.passed ? "PASS" : "FAIL"
    lines.append("\(verdict)  \(report.walkthrough.name) — \(report.walkthrough.title) [\(report.walkthrough.post)]")
    if let output = report.output {
      if output.passed {
        lines.append("  output: matches the post (\(output.expected.count) line(s), after normalising)")
        for (post, ours) in zip(output.postLines, output.expected) where post != ours {
          lines.append("    post:  \(post)")
          lines.append("    as:    \(ours)")
        }
      } else {
        lines.append("  output: DIFFERS from the post (- post, + ours, after normalising):")
        lines += output.diff.map { "    " + $0 }
      }
    } else {
      lines.append("  output: the post prints none for this example; the steps below are the checks")
    }
    for result in report.steps {
      let title = "\(result.step.label): \(result.step.en)"
      switch result.outcome {
      case .found(let event, let line):
        lines.append("  ✓ \(title)")
        lines.append("      event #\(event.sequence): \(line)")
      case .absent(let after):
        lines.append("  ✓ \(title)")
        lines.append("      no event after #\(after) matches: \(result.step.pattern)")
      case .missing(let after):
        lines.append("  ✗ \(title)")
        lines.append("      no event after #\(after) matches: \(result.step.pattern)")
      case .unexpected(let event, let line):
        lines.append("  ✗ \(title)")
        lines.append("      should not happen, but event #\(event.sequence) does: \(line)")
      }
      if let claim = result.step.postSays {
        lines.append("      note: the post says \(claim)")
        if let event = result.event { lines.append("            really: \(TraceOutline.callText(event))") }
        if let note = result.step.note { lines.append("            \(note)") }
      } else if let note = result.step.note {
        lines.append("      note: \(note)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The class-name table, printed once under reports that compared output.
  public static var classTable: String {
    "Class names are compared through this table (iOS name ↔ Swift name → shown as):\n" + ClassNameTable.text
  }
}
