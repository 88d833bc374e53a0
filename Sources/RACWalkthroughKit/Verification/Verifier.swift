import RAC

/// Checks a run against what the post says: its printed output (normalised) and its steps, in order.
public enum Verifier {
  public static func verify(_ run: WalkthroughRun, against data: WalkthroughData) -> VerificationReport {
    VerificationReport(
      walkthrough: run.walkthrough,
      output: data.postOutput.map { checkOutput(expected: $0, actual: run.output) },
      steps: matchSteps(data.steps, in: run.trace))
  }

  static func checkOutput(expected: [String], actual: [String]) -> OutputCheck {
    let expectedLines = expected.map(OutputNormalizer.normalize)
    let actualLines = actual.map(OutputNormalizer.normalize)
    return OutputCheck(
      postLines: expected, expected: expectedLines, actual: actualLines,
      diff: expectedLines == actualLines ? [] : LineDiff.diff(expected: expectedLines, actual: actualLines))
  }

  /// Finds each step's event after the previous step's event (an `absent` step checks that nothing
  /// after the previous step's event matches, and does not move the cursor).
  public static func matchSteps(_ steps: [WalkthroughStep], in trace: Trace) -> [StepResult] {
    let lines = trace.events.map(TraceEventLine.text(of:))
    var cursor = 0
    var results: [StepResult] = []
    for step in steps {
      let pattern = GlobPattern(step.pattern)
      let found = (cursor..<lines.count).first { pattern.matches(lines[$0]) }
      switch step.expect ?? .match {
      case .match:
        if let found {
          results.append(StepResult(step: step, outcome: .found(trace.events[found], lines[found])))
          cursor = found + 1
        } else {
          results.append(StepResult(step: step, outcome: .missing(afterSequence: cursor)))
        }
      case .absent:
        if let found {
          results.append(StepResult(step: step, outcome: .unexpected(trace.events[found], lines[found])))
        } else {
          results.append(StepResult(step: step, outcome: .absent(afterSequence: cursor)))
        }
      }
    }
    return results
  }
}

/// The output comparison: equal after normalising, or a diff.
public struct OutputCheck: Sendable {
  /// The post's lines, verbatim.
  public let postLines: [String]
  public let expected: [String]
  public let actual: [String]
  /// Empty when the outputs match.
  public let diff: [String]

  public var passed: Bool { expected == actual }
}

/// How one step fared.
public struct StepResult: Sendable {
  public enum Outcome: Sendable {
    /// The event that proves the step, and its line.
    case found(TraceEvent, String)
    /// No event after sequence `afterSequence` matched.
    case missing(afterSequence: Int)
    /// An `absent` step held: nothing after `afterSequence` matched.
    case absent(afterSequence: Int)
    /// An `absent` step failed: this event matched.
    case unexpected(TraceEvent, String)
  }

  public let step: WalkthroughStep
  public let outcome: Outcome

  public var passed: Bool {
    switch outcome {
    case .found, .absent: return true
    case .missing, .unexpected: return false
    }
  }

  /// The event that proves the step, if it is a `match` step that was found.
  public var event: TraceEvent? {
    if case .found(let event, _) = outcome { return event }
    return nil
  }
}

/// The result of `verify` for one walkthrough.
public struct VerificationReport: Sendable {
  public let walkthrough: Walkthrough
  /// nil when the post prints no output for this example.
  public let output: OutputCheck?
  public let steps: [StepResult]

  public var passed: Bool { (output?.passed ?? true) && steps.allSatisfy(\.passed) }
}
