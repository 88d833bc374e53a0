import RAC
import Shared

/// Checks a walkthrough against what the post says: its printed output (normalised) and its steps,
/// in order.
public enum Verifier {
  /// Replays `walkthrough` (and, where its data asks for it, explores its schedules or runs the
  /// post's variant of it) and checks it against `data`.
  public static func verify(_ walkthrough: Walkthrough, against data: WalkthroughData) -> VerificationReport {
    let run = WalkthroughRun.replay(walkthrough)
    return VerificationReport(
      walkthrough: walkthrough,
      output: data.postOutput.map { checkOutput(of: walkthrough, run: run, post: $0, rules: data.outputRules) },
      steps: matchSteps(data.steps, in: run.trace), run: run)
  }

  /// Checks the output of one run against the post's, without exploring or variants.
  public static func verify(_ run: WalkthroughRun, against data: WalkthroughData) -> VerificationReport {
    VerificationReport(
      walkthrough: run.walkthrough,
      output: data.postOutput.map {
        checkOutput(expected: $0, actual: run.outputLines, comparesWords: data.outputRules.comparesWords ?? false)
      },
      steps: matchSteps(data.steps, in: run.trace), run: run)
  }

  static func checkOutput(expected: [String], actual: [String], comparesWords: Bool = false) -> OutputCheck {
    var expectedLines = expected.map(OutputNormalizer.normalize)
    var actualLines = actual.map(OutputNormalizer.normalize)
    if comparesWords {
      expectedLines = expectedLines.flatMap(OutputNormalizer.words)
      actualLines = actualLines.flatMap(OutputNormalizer.words)
    }
    let same = expectedLines == actualLines
    return OutputCheck(
      postLines: expected, expected: expectedLines, actual: actualLines, match: same ? .sameAsRun : .none,
      diff: same ? [] : LineDiff.diff(expected: expectedLines, actual: actualLines))
  }

  /// The output check with the walkthrough's rules: the run's output, else one of the outputs over
  /// all schedules, else the post's variant of the program (a known error of the post: a note).
  static func checkOutput(of walkthrough: Walkthrough, run: WalkthroughRun, post: [String], rules: OutputRules)
    -> OutputCheck
  {
    let plain = checkOutput(expected: post, actual: run.outputLines, comparesWords: rules.comparesWords ?? false)
    guard !plain.passed else { return plain }
    let explore = rules.dependsOnSchedule ?? false
    func matching(variant: String?) -> OutputCheck.Match? {
      guard explore else {
        let output = WalkthroughRun.replay(walkthrough, variant: variant, recordingTrace: false).outputLines
        return output.map(OutputNormalizer.normalize) == plain.expected ? .sameAsRun : nil
      }
      let result = ScheduleExplorer.explore(walkthrough, variant: variant)
      guard let found = result.outcomes.first(where: { $0.output == plain.expected }) else { return nil }
      return .oneOfSchedules(
        schedules: found.schedules, of: result.schedulesRun, distinctOutputs: result.outcomes.count,
        exhaustive: result.exhaustive, reduced: result.reduced)
    }
    if let match = matching(variant: nil) {
      return OutputCheck(postLines: post, expected: plain.expected, actual: plain.actual, match: match, diff: [])
    }
    if let variant = rules.postVariant, let match = matching(variant: variant.name) {
      return OutputCheck(
        postLines: post, expected: plain.expected, actual: plain.actual,
        match: .postVariant(variant, match), diff: LineDiff.diff(expected: plain.expected, actual: plain.actual))
    }
    return plain
  }

  /// Why a post's printed lines are not what the code as the post shows it prints, as `verify`
  /// explains it for `walkthrough`: the lines are one of the outputs over the walkthrough's
  /// schedules, or what the post's variant of it prints (`OutputRules`). Nil when neither explains
  /// them (or the replay prints them: then nothing needs explaining). `check-post` tells its rows
  /// why with it.
  public static func explanation(ofPostOutput post: [String], for walkthrough: Walkthrough, rules: OutputRules)
    -> [String]?
  {
    let run = WalkthroughRun.replay(walkthrough, recordingTrace: false)
    let check = checkOutput(of: walkthrough, run: run, post: post, rules: rules)
    switch check.match {
    case .none, .sameAsRun: return nil
    case .oneOfSchedules, .postVariant: return ReportRenderer.explanation(of: check.match)
    }
  }

  /// Finds each step's event after the previous step's event (an `absent` step checks that nothing
  /// after the previous step's event matches, and does not move the cursor).
  ///
  /// `lines` are the events' lines (`TraceEventLine.texts(of:)`) when the caller has them already
  /// (it hands the same to `StepWalk`).
  public static func matchSteps(_ steps: [WalkthroughStep], in trace: Trace, lines: [String]? = nil) -> [StepResult] {
    let lines = lines.flatMap { $0.count == trace.eventCount ? $0 : nil } ?? TraceEventLine.texts(of: trace)
    var cursor = 0
    var results: [StepResult] = []
    for step in steps {
      let pattern = GlobPattern(step.pattern)
      var end = lines.count
      if step.expect == .absent, let until = step.until.map(GlobPattern.init) {
        end = (cursor..<lines.count).first { until.matches(lines[$0]) } ?? lines.count
      }
      let found = (cursor..<end).first { pattern.matches(lines[$0]) }
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

/// The output comparison: equal after normalising (in the run, in one of the schedules, or in the
/// post's variant of the program), or a diff.
public struct OutputCheck: Sendable {
  /// How the post's output was found.
  public indirect enum Match: Sendable {
    /// The replay printed it.
    case sameAsRun
    /// `schedules` of the `of` schedules explored print it, among `distinctOutputs` outputs;
    /// `reduced` when partial-order reduction ran one schedule for each order of commuting turns.
    case oneOfSchedules(schedules: Int, of: Int, distinctOutputs: Int, exhaustive: Bool, reduced: Bool)
    /// The code as the post shows it prints something else; the variant prints the post's output.
    case postVariant(PostVariant, Match)
    /// Nowhere: the check fails.
    case none
  }

  /// The post's lines, verbatim.
  public let postLines: [String]
  /// The post's lines, normalised.
  public let expected: [String]
  /// The replay's lines (the code as the post shows it, default schedule), normalised.
  public let actual: [String]
  /// How the output matched, or why not.
  public let match: Match
  /// The replay against the post (- post, + ours), when they differ.
  public let diff: [String]

  /// Whether a class name of `ClassNameTable` was compared (in the post's lines or the replay's),
  /// so that the report shows the table.
  public var comparedClassNames: Bool {
    postLines.contains(where: ClassNameTable.namesAClass) || actual.contains(where: ClassNameTable.namesAClass)
  }

  /// Whether the output matched the post's, in any of the ways it may.
  public var passed: Bool {
    if case .none = match { return false }
    return true
  }
}

/// How one step fared.
public struct StepResult: Sendable {
  /// Whether a step was found on the trace, not found, or found where it must not be.
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

  /// The step the post describes.
  public let step: WalkthroughStep
  /// What the trace says about it.
  public let outcome: Outcome

  /// Whether the step holds.
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
  /// The walkthrough verified.
  public let walkthrough: Walkthrough
  /// nil when the post prints no output for this example.
  public let output: OutputCheck?
  /// Each step with its outcome, in the post's order.
  public let steps: [StepResult]
  /// The replay the report is about (its output and trace, for checks that compare two programs).
  public let run: WalkthroughRun

  /// Whether the output and every step hold.
  public var passed: Bool { (output?.passed ?? true) && steps.allSatisfy(\.passed) }
}
