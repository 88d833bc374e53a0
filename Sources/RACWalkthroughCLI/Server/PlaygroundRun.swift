import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RAC
import RACWalkthroughKit

/// One run of the page's code, inside a run's worker process (`serve-worker`): the interpreter as
/// `run` runs it (virtual time and queues, the snippet sandbox, the job's budgets), and an answer
/// with the viewer's data (`HTMLViewer.dataJSON`, the JSON `trace FILE --format html` embeds for
/// the same file), the error that stopped it at its `FILE:LINE:COL`, and, when asked, the
/// verification against the output the code states and the outcomes of `explore` with a schedule
/// for each.
///
/// The answer is held to the job's size and time: the viewer draws at most `viewerEventLimit`
/// events and `viewerOutputLimit` lines of output (its stops each carry the output so far, so a
/// flood of output would make it grow with the square of the lines), an answer over
/// `answerByteLimit` drops the viewer and then output lines (`RunAnswer.capped`), and what is not
/// made by the time the answer is due (the viewer, a verification, an exploration) is left out.
/// Each cut is named in the answer's notes.
struct PlaygroundRun {
  /// The job: budgets and the moment the answer is due.
  let job: WorkerJob
  /// The walkthrough the request names, when it names one (the worker reads only that one).
  let examples: PlaygroundExamples
  /// The user's RAC checkout (`serve --rac-source DIR`), when the request runs on it.
  let library: RACSourceLibrary?
  /// `verify NAME` as the command line runs it (every schedule, the post's versions, the NOTES),
  /// for a walkthrough's example run as it is: one verification, one verdict. Its report and
  /// whether it passed; nil when there is no catalog (the page's own code is then checked alone).
  var verifyWalkthrough: ((String) -> (passed: Bool, report: String))?

  /// The most events the viewer draws: some twice those of the largest walkthrough.
  static let viewerEventLimit = 50_000
  /// The most lines of output the viewer's trace holds.
  static let viewerOutputLimit = 2_000

  /// The answer's JSON, and whether work on it was given up (a thread still making the viewer,
  /// which the worker leaves behind by exiting at once).
  struct Result {
    /// The JSON's UTF-8 bytes.
    let json: [UInt8]
    let abandonedWork: Bool
  }

  /// Runs the request's program.
  /// - Throws: `HTTPError` for a request no run can take (a walkthrough or checkout this server lacks).
  func run(_ request: RunRequest) throws -> Result {
    let started = Date()
    let walkthroughSettings = try request.walkthrough.map { name in
      guard let found = examples.walkthrough(named: name) else {
        throw HTTPError(status: .badRequest, message: "no walkthrough with Objective-C is named '\(name)'")
      }
      return found
    }
    let library = request.racSource == true ? library : nil
    if request.racSource == true, library == nil {
      throw HTTPError(
        status: .badRequest, message: "this server runs no RAC checkout: start it with serve --rac-source DIR")
    }
    var answer = RunAnswer()
    if job.waited > 0 {
      answer.notes.append(
        "this run waited \(String(format: "%.1f", job.waited)) s for other runs to end, and had the rest of its budget: \(Self.seconds(job.maxSeconds)) s"
      )
    }
    let snippet: ObjCSnippet
    do {
      snippet = try ObjCSnippet(
        files: request.files.map { SourceFile(name: $0.name, text: $0.text) }, limits: job.limits,
        bareMethodClasses: walkthroughSettings?.bareMethodClasses ?? [:], library: library, natives: .walkthroughs)
    } catch let error as ObjCError {
      answer.error = RunAnswer.Place(error)
      return Result(json: answer.json(viewer: nil), abandonedWork: false)
    }
    guard !snippet.isEmpty, snippet.hasEntryPoint else {
      answer.notes.append(
        snippet.isEmpty
          ? "nothing to run: the code is empty or comments only"
          : "nothing to run: the code only defines methods (a file of RAC methods replaces the core's for whatever runs with it)"
      )
      return Result(json: answer.json(viewer: nil), abandonedWork: false)
    }
    // Named as `trace` names the same files (their paths, one a line), so that its data is the
    // data `trace --format html` embeds.
    let name = walkthroughSettings?.name ?? request.files.map(\.name).joined(separator: "\n")
    let program = snippet.walkthrough(
      name: name, title: walkthroughSettings?.title, post: walkthroughSettings?.post ?? "",
      leaksByDesign: walkthroughSettings?.leaksByDesign ?? [:])
    let steps = walkthroughSettings?.steps ?? []
    WalkthroughRun.traceEventLimit = job.eventLimit
    defer { WalkthroughRun.traceEventLimit = nil }
    let replay = WalkthroughRun.replay(
      program, choosing: request.schedule.map { ScheduleExplorer.following($0) })
    // The replay's budget counted from the worker's start; the explorer's runs each have their
    // own, inside the exploration's deadline.
    snippet.limits.secondsCountFrom = nil
    answer.output = replay.outputLines
    answer.error = snippet.lastError.map(RunAnswer.Place.init)
    if replay.traceStoppedAtLimit {
      answer.notes.append(
        "the trace stopped recording after \(replay.trace.eventCount) events: the program may loop forever (serve --max-events raises the limit)"
      )
    }
    // What comes after the run (the verification, the exploration, the viewer) is made on a
    // thread of its own, so that what is not done when the answer is due is left out rather than
    // making the answer late. The margin leaves time to write the answer.
    let due = Date(timeIntervalSince1970: job.answerBy).addingTimeInterval(-Self.writingMargin)
    let whole = LockedState<[UInt8]?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread { [answer] in
      var answer = answer
      // The code's own `// Outputs:` first: code pasted over an example says what it prints.
      let expected = snippet.expectedOutput ?? walkthroughSettings.map { $0.data.postOutput } ?? nil
      if request.verify == true {
        if let name = walkthroughSettings?.name, examples.isUnedited(request.files, example: name),
          let verifyWalkthrough
        {
          let (passed, report) = verifyWalkthrough(name)
          answer.verify = RunAnswer.Verification(passed: passed, report: report)
        } else {
          // Code that states its own output is held to that alone, not to the example's post.
          let ownOutput = snippet.expectedOutput != nil
          answer.verify = verification(
            replay, expected: expected, steps: ownOutput ? [] : steps, snippet: snippet,
            walkthrough: ownOutput ? nil : walkthroughSettings)
        }
      }
      if request.explore == true {
        answer.explore = exploration(
          program, snippet: snippet, expected: expected, walkthrough: walkthroughSettings,
          deadline: started.addingTimeInterval(job.maxSeconds))
      }
      let (trace, cutNote) = Self.viewerTrace(replay.trace, outputLines: replay.outputLines.count)
      if let cutNote { answer.notes.append(cutNote) }
      let lines = TraceEventLine.texts(of: trace)
      var input = ViewerInput(
        name: program.name, title: program.title, post: program.post,
        steps: Verifier.matchSteps(steps, in: trace, lines: lines),
        source: WalkthroughSource(files: snippet.files.map { ($0.name, $0.text) }))
      if let library {
        input.libraryFileLines = { path in library.lines(ofFile: path) }
      }
      // A click on an object's name shows what holds it at the stop (`who`, from a second run of
      // the same schedule, begun now, made while the walk and the viewer's other data are), where
      // the viewer shows the whole trace.
      if cutNote == nil, !replay.traceStoppedAtLimit {
        let schedule = request.schedule
        let steps = input.steps
        let source = input.source
        input.startGatheringHolders {
          WhoHolds.viewerHolders(stops: ReaderStopRanges(trace, steps: steps, source: source), trace: trace) {
            numbering in
            WalkthroughRun.replay(
              program, choosing: schedule.map { ScheduleExplorer.following($0) }, numberingAs: numbering
            ).wentAsRecorded
          }
        }
        input.walk = StepWalk(trace, steps: steps, source: source, lines: lines)
      }
      let json = answer.capped(viewer: HTMLViewer.dataJSONBytes(trace, input: input), byteLimit: job.answerByteLimit)
      whole.withLock { $0 = json }
      done.signal()
    }
    thread.stackSize = 16 << 20
    thread.start()
    if done.wait(timeout: .now() + max(0, due.timeIntervalSinceNow)) == .success, let json = whole.withLock({ $0 }) {
      return Result(json: json, abandonedWork: false)
    }
    // The first lines of output at most, so that this answer is quick to write.
    let total = answer.output.count
    answer.output = Array(answer.output.prefix(Self.hurriedOutputLimit))
    answer.notes.append(
      "the viewer\(request.verify == true ? ", the verification" : "")\(request.explore == true ? ", the exploration" : "") \(request.verify == true || request.explore == true ? "are" : "is") left out: not made within the run's \(Self.seconds(job.maxSeconds)) s (its trace has \(replay.trace.eventCount) events)"
        + (total > answer.output.count
          ? " (and the output is cut to its first \(answer.output.count) of \(total) lines)" : ""))
    answer.cut = true
    return Result(json: answer.capped(viewer: nil, byteLimit: job.answerByteLimit), abandonedWork: true)
  }

  /// The most lines of output an answer made in a hurry holds.
  static let hurriedOutputLimit = 10_000

  /// The time kept back before the answer is due, to write it.
  static let writingMargin = 0.15

  /// The trace the viewer draws: the run's, or its first events up to the viewer's limits, with a
  /// note saying so.
  static func viewerTrace(_ trace: Trace, outputLines: Int) -> (Trace, String?) {
    guard trace.eventCount > viewerEventLimit || outputLines > viewerOutputLimit else { return (trace, nil) }
    let total = trace.eventCount
    // Only the events that may be drawn are written out (a run's 200,000 events took seconds).
    let events = trace.firstEvents(viewerEventLimit)
    var outputs = 0
    var kept = events.count
    for (index, event) in events.enumerated() where event.phase == .output {
      outputs += 1
      if outputs > viewerOutputLimit {
        kept = index
        break
      }
    }
    guard kept < total else { return (trace, nil) }
    return (
      Trace(events: Array(events.prefix(kept))),
      "the viewer shows the first \(kept) of the trace's \(total) events (at most \(viewerEventLimit) events and \(viewerOutputLimit) lines of output are drawn); the output above is whole"
    )
  }

  /// `5` for 5 s, `0.5` for half a second.
  static func seconds(_ value: Double) -> String {
    value == value.rounded() && value < 1e15 ? String(Int(value)) : String(value)
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

  /// Every order of the background queues' turns (`explore`), until `deadline`: the run's own
  /// budget, which the replay before it has used part of, so that the whole request ends within it.
  private func exploration(
    _ program: Walkthrough, snippet: ObjCSnippet, expected: [String]?,
    walkthrough: PlaygroundExamples.WalkthroughSettings?, deadline: Date
  ) -> RunAnswer.Exploration {
    if let error = snippet.lastError {
      return RunAnswer.Exploration(summary: "not explored: the run stopped at \(error.headline)", outcomes: [])
    }
    snippet.skipsRunsAfterAnError = true
    // One clock for all the schedules: past it, each further schedule runs nothing, and the
    // exploration says it was cut short rather than listing what it did not run.
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
    let limit = rules?.exploreLimit.map { min($0, job.exploreLimit) } ?? job.exploreLimit
    let samples = rules?.exploreSamples.map { min($0, job.exploreSamples) } ?? job.exploreSamples
    let result = ScheduleExplorer.explore(timed, limit: limit, samples: samples, seed: 1)
    if overtime.withLock({ $0 }) {
      return RunAnswer.Exploration(
        summary:
          "not explored: the run and its schedules took longer than \(Self.seconds(job.maxSeconds)) s (serve --max-seconds raises it)",
        outcomes: [])
    }
    if let error = snippet.firstError {
      return RunAnswer.Exploration(summary: "not explored: a schedule stopped at \(error.headline)", outcomes: [])
    }
    let how = ExploreCommand.coverage(of: result, limit: limit)
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
