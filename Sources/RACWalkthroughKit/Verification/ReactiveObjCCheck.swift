/// `verify --rac-source` on a ReactiveObjC checkout: what ReactiveObjC's run of a program is held
/// to, since its calls cannot be compared with the Swift core's (the core is RAC 2.5; ReactiveObjC
/// builds some classes otherwise, e.g. `RACCommand` on subjects where 2.5 observes its own
/// `activeExecutionSignals`). Calls are compared only against the same library: on a RAC 2.5
/// checkout (`RACSourceCrossCheck`).
///
/// What is checked instead, each against ReactiveObjC's own expectation where the walkthrough
/// states one (`ReactiveObjCExpectation`) and RAC 2.5's otherwise:
/// - the printed output, normalised as the post's is (`OutputNormalizer`): RAC 2.5's is what the
///   Swift core prints for the same program (the checks above prove it against the post);
///   ReactiveObjC's own is `reactiveobjc-output.txt`, which must then differ from RAC 2.5's;
/// - the steps about the output (an `output …` pattern), in order, but for those the walkthrough
///   names as RAC 2.5's only (steps about the calls name the core's blocks, which RAC's source
///   leaves anonymous, and are proved on the core);
/// - the leaks (checked by the caller, which runs the program as `leaks` does).
public enum ReactiveObjCCheck {
  /// Whether ReactiveObjC's run holds, and the report's lines (each starting `  on ReactiveObjC:`).
  public struct Result: Sendable {
    /// True when output and steps hold.
    public let passed: Bool
    /// What `verify` writes, differences included.
    public let lines: [String]
  }

  static let prefix = "  on ReactiveObjC: "

  /// Checks `run` (the program on ReactiveObjC's source) against `data`'s expectations;
  /// `rac25Output` is the same program's output on the Swift core (RAC 2.5's); `steps` are the
  /// steps as the program's own code proves them (`WalkthroughData.postCodeSteps`).
  public static func check(
    _ run: WalkthroughRun, rac25Output: [String], data: WalkthroughData, steps: [WalkthroughStep]
  ) -> Result {
    let output = checkOutput(
      run.outputLines, rac25Output: rac25Output, stated: data.reactiveObjCOutput,
      why: data.objectiveC?.reactiveObjC?.why)
    let stepLines = checkSteps(
      steps, printed: run.outputLines, rac25Only: Set(data.objectiveC?.reactiveObjC?.rac25OnlySteps ?? []),
      why: data.objectiveC?.reactiveObjC?.why)
    return Result(passed: output.passed && stepLines.passed, lines: output.lines + stepLines.lines)
  }

  /// The output against ReactiveObjC's stated output, else RAC 2.5's.
  static func checkOutput(_ printed: [String], rac25Output: [String], stated: [String]?, why: String?) -> Result {
    let actual = printed.map(OutputNormalizer.normalize)
    let rac25 = rac25Output.map(OutputNormalizer.normalize)
    guard let stated else {
      if actual == rac25 {
        return Result(passed: true, lines: [prefix + "prints what RAC 2.5 prints (\(actual.count) line(s))"])
      }
      return Result(
        passed: false,
        lines: [
          prefix
            + "prints something else than RAC 2.5, and the walkthrough states no output of ReactiveObjC's (reactiveobjc-output.txt) (- RAC 2.5, + ReactiveObjC):"
        ] + LineDiff.diff(expected: rac25, actual: actual).map { "      " + $0 })
    }
    let expected = stated.map(OutputNormalizer.normalize)
    let because = why.map { " (\($0))" } ?? ""
    guard expected != rac25 else {
      return Result(
        passed: false,
        lines: [
          prefix + "reactiveobjc-output.txt states an output of ReactiveObjC's own, but it is what RAC 2.5 prints"
        ])
    }
    guard actual == expected else {
      return Result(
        passed: false,
        lines: [prefix + "prints something else than reactiveobjc-output.txt states (- stated, + ReactiveObjC):"]
          + LineDiff.diff(expected: expected, actual: actual).map { "      " + $0 })
    }
    return Result(
      passed: true,
      lines: [
        prefix + "prints what reactiveobjc-output.txt states (\(actual.count) line(s)), not RAC 2.5's\(because):"
      ] + LineDiff.diff(expected: rac25, actual: actual).map { "      " + $0 })
  }

  /// Whether a step is about what the program prints: its pattern (and its `until`) an `output`
  /// event's, which any library's run records alike.
  static func isAboutTheOutput(_ step: WalkthroughStep) -> Bool {
    func printed(_ pattern: String) -> Bool {
      (pattern.hasPrefix("re:") ? String(pattern.dropFirst(3)) : pattern).hasPrefix("output ")
    }
    return printed(step.pattern) && (step.until.map(printed) ?? true)
  }

  /// Which of `steps` (about the output) hold on `printed`, in order, as `Verifier.matchSteps`
  /// finds them on a trace's `output` events: a `match` step after the previous one found, an
  /// `absent` step nowhere after it (up to its `until`). The printed lines, not the trace: a long
  /// run on RAC's source may record only the start of its trace.
  static func holds(_ steps: [WalkthroughStep], printed: [String]) -> [Bool] {
    let lines = printed.map { "output " + $0 }
    var cursor = 0
    return steps.map { step in
      let pattern = GlobPattern(step.pattern)
      var end = lines.count
      if step.expect == .absent, let until = step.until.map(GlobPattern.init) {
        end = (cursor..<lines.count).first { until.matches(lines[$0]) } ?? lines.count
      }
      let found = (cursor..<end).first { pattern.matches(lines[$0]) }
      switch step.expect ?? .match {
      case .match:
        guard let found else { return false }
        cursor = found + 1
        return true
      case .absent:
        return found == nil
      }
    }
  }

  /// The steps about the output, found in order in what ReactiveObjC printed, but for those
  /// numbered in `rac25Only`; a number there for a step about the output must be a step that does
  /// not hold.
  static func checkSteps(_ steps: [WalkthroughStep], printed: [String], rac25Only: Set<Int>, why: String?) -> Result {
    let numbered = steps.enumerated().map { (number: $0.offset + 1, step: $0.element) }
    let aboutTheOutput = numbered.filter { isAboutTheOutput($0.step) }
    let checked = aboutTheOutput.filter { !rac25Only.contains($0.number) }
    var lines: [String] = []
    var passed = true
    if !checked.isEmpty {
      let failing = zip(checked, holds(checked.map(\.step), printed: printed)).filter { !$0.1 }.map(\.0)
      if failing.isEmpty {
        lines.append(prefix + "the \(checked.count) step(s) about the output hold")
      } else {
        passed = false
        lines.append(prefix + "\(failing.count) of the \(checked.count) step(s) about the output do not hold:")
        for entry in failing {
          let how = entry.step.expect == .absent ? "printed, where it must not be" : "not printed"
          lines.append("    ✗ step \(entry.number): \(entry.step.en) (\(entry.step.pattern): \(how))")
        }
      }
    }
    guard !rac25Only.isEmpty else { return Result(passed: passed, lines: lines) }
    let listed = rac25Only.sorted().map(String.init).joined(separator: ", ")
    let these = rac25Only.count == 1 ? "step \(listed) is" : "steps \(listed) are"
    lines.append(prefix + "\(these) RAC 2.5's only, not looked for" + (why.map { " (\($0))" } ?? ""))
    // A listed step about the output that holds with all the others says nothing is 2.5's only.
    let listedAboutTheOutput = aboutTheOutput.filter { rac25Only.contains($0.number) }
    if !listedAboutTheOutput.isEmpty, !holds(aboutTheOutput.map(\.step), printed: printed).contains(false) {
      passed = false
      let numbers = listedAboutTheOutput.map { String($0.number) }.joined(separator: ", ")
      lines.append(
        "    ✗ step(s) \(numbers) hold on ReactiveObjC as on RAC 2.5: objectiveC.reactiveObjC.rac25OnlySteps names too much"
      )
    }
    return Result(passed: passed, lines: lines)
  }
}
