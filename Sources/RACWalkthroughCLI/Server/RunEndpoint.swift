import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RAC
import RACWalkthroughKit

/// `POST /api/run`: runs the page's code with the interpreter as `run` does (virtual time and
/// queues, the snippet sandbox, the budgets `serve` was given) and answers with the viewer's data
/// (`HTMLViewer.dataJSON`, the JSON `trace FILE --format html` embeds for the same file), the
/// error that stopped it at its `FILE:LINE:COL`, and, when asked, the verification against the
/// output the code states and the outcomes of `explore` with a schedule for each.
///
/// One program runs at a time in the process (the trace recorder, the console and the trace's
/// budget are process-wide): a request waits for the one before it.
struct RunEndpoint {
  /// What every run gets.
  struct Settings {
    /// The interpreter's budgets (steps, seconds of real time, memory): `serve`'s `--max-…`.
    var limits = Interpreter.Limits()
    /// The trace's budget, in events.
    var eventLimit = BudgetOptions.defaultEventLimit
    /// `explore`: exhaustive up to this many schedules, else a sample of `exploreSamples`.
    var exploreLimit = 2_000
    /// The sample's size.
    var exploreSamples = 200
    /// The user's RAC checkout (`serve --rac-source DIR`), loaded once.
    var library: RACSourceLibrary?
  }

  let settings: Settings
  let examples: PlaygroundExamples

  /// Runs are one at a time, around the process-wide trace budget as well as the replay.
  private static let runLock = NSLock()

  /// The answer to one request's body.
  func respond(to body: [UInt8]) -> HTTPResponse {
    do {
      let request = try RunRequest.decode(body)
      return .json(try Self.runLock.withLock { try run(request) })
    } catch let error as HTTPError {
      return .error(error)
    } catch {
      return .error(HTTPError(status: .badRequest, message: "\(error)"))
    }
  }

  /// Runs the request's program; the answer's JSON.
  func run(_ request: RunRequest) throws -> String {
    var walkthroughSettings: PlaygroundExamples.WalkthroughSettings?
    if let name = request.walkthrough {
      guard let found = examples.walkthrough(named: name) else {
        throw HTTPError(status: .badRequest, message: "no walkthrough with Objective-C is named '\(name)'")
      }
      walkthroughSettings = found
    }
    let library = request.racSource == true ? settings.library : nil
    if request.racSource == true, library == nil {
      throw HTTPError(
        status: .badRequest, message: "this server runs no RAC checkout: start it with serve --rac-source DIR")
    }
    var answer = RunAnswer()
    let snippet: ObjCSnippet
    do {
      snippet = try ObjCSnippet(
        files: request.files.map { SourceFile(name: $0.name, text: $0.text) }, limits: settings.limits,
        bareMethodClasses: walkthroughSettings?.bareMethodClasses ?? [:], library: library, natives: .walkthroughs)
    } catch let error as ObjCError {
      answer.error = RunAnswer.Place(error)
      return answer.json(viewer: nil)
    }
    guard !snippet.isEmpty, snippet.hasEntryPoint else {
      answer.notes.append(
        snippet.isEmpty
          ? "nothing to run: the code is empty or comments only"
          : "nothing to run: the code only defines methods (a file of RAC methods replaces the core's for whatever runs with it)"
      )
      return answer.json(viewer: nil)
    }
    // Named as `trace` names the same files (their paths, one a line), so that its data is the
    // data `trace --format html` embeds.
    let name = walkthroughSettings?.name ?? request.files.map(\.name).joined(separator: "\n")
    let program = snippet.walkthrough(
      name: name, title: walkthroughSettings?.title, post: walkthroughSettings?.post ?? "",
      leaksByDesign: walkthroughSettings?.leaksByDesign ?? [:])
    let steps = walkthroughSettings?.steps ?? []
    WalkthroughRun.traceEventLimit = settings.eventLimit
    defer { WalkthroughRun.traceEventLimit = nil }
    let replay = WalkthroughRun.replay(
      program, choosing: request.schedule.map { ScheduleExplorer.following($0) })
    var input = ViewerInput(
      name: program.name, title: program.title, post: program.post, steps: Verifier.matchSteps(steps, in: replay.trace),
      source: WalkthroughSource(files: snippet.files.map { ($0.name, $0.text) }))
    if let library {
      input.libraryFileLines = { path in library.lines(ofFile: path) }
    }
    answer.output = replay.outputLines
    answer.error = snippet.lastError.map(RunAnswer.Place.init)
    if replay.traceStoppedAtLimit {
      answer.notes.append(
        "the trace stopped recording after \(replay.trace.eventCount) events: the program may loop forever (serve --max-events raises the limit)"
      )
    }
    let expected = walkthroughSettings.map { $0.data.postOutput } ?? snippet.expectedOutput
    if request.verify == true {
      answer.verify = verification(
        replay, expected: expected, steps: steps, snippet: snippet, walkthrough: walkthroughSettings)
    }
    if request.explore == true {
      answer.explore = exploration(program, snippet: snippet, expected: expected, walkthrough: walkthroughSettings)
    }
    return answer.json(viewer: HTMLViewer.dataJSON(replay.trace, input: input))
  }

  /// The run checked against the output the code states (`// Outputs:`), or the post's.
  private func verification(
    _ replay: WalkthroughRun, expected: [String]?, steps: [WalkthroughStep], snippet: ObjCSnippet,
    walkthrough: PlaygroundExamples.WalkthroughSettings?
  ) -> RunAnswer.Verification {
    // A walkthrough's code is checked against its post's steps even where the post prints nothing.
    guard expected != nil || walkthrough != nil else {
      return RunAnswer.Verification(
        passed: false,
        report:
          "nothing to verify against: the code says nothing about what it prints (add a // Outputs: A B C comment, or the lines after 输出:)"
      )
    }
    let rules = walkthrough?.data.outputRules ?? OutputRules(comparesWords: snippet.expectedOutputIsInline)
    let report = Verifier.verify(
      replay, against: WalkthroughData(postOutput: expected, steps: steps, notes: nil, outputRules: rules))
    var text = ReportRenderer.render(report)
    let passed = report.passed && snippet.lastError == nil
    if !passed, text.hasPrefix("PASS") { text = "FAIL" + text.dropFirst(4) }
    if rules.dependsOnSchedule == true, report.output?.passed == false {
      // `verify NAME` looks for the post's output over every schedule; one run here is one schedule.
      text += "\n  (this output depends on the order of the background queues' turns: tick explore to see them all)"
    }
    if let error = snippet.lastError { text += "\n" + error.headline }
    return RunAnswer.Verification(passed: passed, report: text)
  }

  /// Every order of the background queues' turns (`explore`), within the wall-clock budget.
  private func exploration(
    _ program: Walkthrough, snippet: ObjCSnippet, expected: [String]?,
    walkthrough: PlaygroundExamples.WalkthroughSettings?
  ) -> RunAnswer.Exploration {
    if let error = snippet.lastError {
      return RunAnswer.Exploration(summary: "not explored: the run stopped at \(error.headline)", outcomes: [])
    }
    snippet.skipsRunsAfterAnError = true
    // One clock for all the schedules: past it, each further schedule runs nothing, and the
    // exploration says it was cut short rather than listing what it did not run.
    let deadline = Date().addingTimeInterval(settings.limits.maxSeconds)
    let overtime = LockedState(false)
    let timed = Walkthrough(
      name: program.name, title: program.title, post: program.post, runScope: program.runScope,
      leaksByDesign: program.leaksByDesign,
      program: { context in
        guard Date() < deadline else {
          overtime.withLock { $0 = true }
          return
        }
        program.program(context)
      })
    let rules = walkthrough?.data.outputRules
    let limit = rules?.exploreLimit.map { min($0, settings.exploreLimit) } ?? settings.exploreLimit
    let samples = rules?.exploreSamples.map { min($0, settings.exploreSamples) } ?? settings.exploreSamples
    let result = ScheduleExplorer.explore(timed, limit: limit, samples: samples, seed: 1)
    if overtime.withLock({ $0 }) {
      return RunAnswer.Exploration(
        summary:
          "not explored: the schedules took longer than \(Int(settings.limits.maxSeconds)) s (serve --max-seconds raises it)",
        outcomes: [])
    }
    if let error = snippet.firstError {
      return RunAnswer.Exploration(summary: "not explored: a schedule stopped at \(error.headline)", outcomes: [])
    }
    let how =
      result.reduced
      ? "\(result.schedulesRun) schedule(s) run and \(result.pruned) pruned (orders of commuting turns already run): every order covered"
      : result.exhaustive
        ? "all \(result.schedulesRun) schedule(s)"
        : "a sample of \(result.schedulesRun) schedules (seed \(result.seed); more than \(limit) in all)"
    let expectedLines = expected.map { $0.map(OutputNormalizer.normalize) }
    return RunAnswer.Exploration(
      summary: "\(how), \(result.outcomes.count) distinct output(s)",
      outcomes: result.outcomes.map { outcome in
        let order = ScheduleExplorer.describe(program, choices: outcome.example)
        return RunAnswer.Outcome(
          schedules: outcome.schedules, order: order.isEmpty ? "no turn had a choice" : order,
          schedule: outcome.example, output: outcome.output, isExpected: expectedLines == outcome.output)
      })
  }
}
