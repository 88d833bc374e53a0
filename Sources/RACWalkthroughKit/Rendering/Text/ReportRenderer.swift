import RAC
import Shared

/// `verify`'s report as text: the output check with its diff, each step with the event that proves
/// it, and the post's claims set beside what really happens.
public enum ReportRenderer {
  /// What the output was compared with, as the report names it.
  public enum Expected: Sendable {
    /// A walkthrough's post (`post-output.txt`).
    case post
    /// The output an Objective-C file states in itself (`// Outputs:`, `输出:`).
    case statedInFile
    /// The lines of `verify --expect FILE`.
    case expectFile

    /// `the post`, `the file's stated output`, `the expected output`.
    var phrase: String {
      switch self {
      case .post: return "the post"
      case .statedInFile: return "the file's stated output"
      case .expectFile: return "the expected output (--expect)"
      }
    }

    /// The diff's name for the expected side (`- post`).
    var side: String {
      switch self {
      case .post: return "post"
      case .statedInFile: return "stated"
      case .expectFile: return "expected"
      }
    }
  }

  /// `verify`'s report of one walkthrough, or of an Objective-C file against `expected`.
  public static func render(_ report: VerificationReport, expected: Expected = .post) -> String {
    var lines: [String] = []
    let verdict = report.passed ? "PASS" : "FAIL"
    let post = report.walkthrough.post.isEmpty ? "" : " [\(report.walkthrough.post)]"
    lines.append("\(verdict)  \(report.walkthrough.name) — \(report.walkthrough.title)\(post)")
    if let output = report.output {
      lines += outputLines(output, expected: expected)
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
        let limit = result.step.until.map { " until \($0)" } ?? ""
        lines.append("      no event after #\(after)\(limit) matches: \(result.step.pattern)")
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

  private static func outputLines(_ output: OutputCheck, expected: Expected) -> [String] {
    var lines: [String] = []
    switch output.match {
    case .none:
      lines.append("  output: DIFFERS from \(expected.phrase) (- \(expected.side), + ours, after normalising):")
      lines += output.diff.map { "    " + $0 }
      return lines
    case .sameAsRun:
      lines.append("  output: matches \(expected.phrase) (\(output.expected.count) line(s), after normalising)")
    case .oneOfSchedules:
      lines.append("  output: matches \(expected.phrase) in \(describe(output.match))")
      lines.append("    (the replay's default schedule prints another of the possible outputs)")
    case .postVariant(let variant, let how):
      lines.append("  output: matches \(expected.phrase) only with \(variant.change) (\(describe(how)))")
      lines.append("    note: the code as the post shows it prints something else (- post, + the code as shown):")
      lines += output.diff.map { "      " + $0 }
      if let note = variant.note { lines.append("    \(note)") }
    }
    let width = max(7, expected.side.count + 2)
    for (post, ours) in zip(output.postLines, output.expected) where post != ours {
      lines.append("    " + (expected.side + ":").padding(toLength: width, withPad: " ", startingAt: 0) + post)
      lines.append("    " + "as:".padding(toLength: width, withPad: " ", startingAt: 0) + ours)
    }
    return lines
  }

  /// Why the post's output is not the replay's, in the words `verify` uses: it is one of the
  /// outputs over the schedules, or what the post's variant of the code prints (with the variant's
  /// note). Empty for a plain match or none.
  public static func explanation(of match: OutputCheck.Match) -> [String] {
    switch match {
    case .oneOfSchedules:
      return [
        "the post's output depends on the schedule: \(describe(match)) print it, the default one another"
      ]
    case .postVariant(let variant, let how):
      return ["the post's output is what the code prints with \(variant.change) (\(describe(how)))"]
        + (variant.note.map { [$0] } ?? [])
    case .sameAsRun, .none: return []
    }
  }

  private static func describe(_ match: OutputCheck.Match) -> String {
    switch match {
    case .sameAsRun: return "the replay"
    case .oneOfSchedules(let schedules, let total, let distinct, let exhaustive, let reduced):
      if reduced {
        return
          "\(schedules) of the \(total) schedules run, which cover every order of the queues' turns by partial-order reduction (\(distinct) distinct outputs)"
      }
      let explored = exhaustive ? "all \(total) schedules" : "a sample of \(total) schedules"
      return "\(schedules) of \(explored) (\(distinct) distinct outputs)"
    case .postVariant(let variant, _): return variant.change
    case .none: return "no run"
    }
  }

  /// The class-name table, printed once under reports that compared output.
  public static var classTable: String {
    "Class names are compared through this table (iOS name ↔ Swift name → shown as):\n" + ClassNameTable.text
  }
}
