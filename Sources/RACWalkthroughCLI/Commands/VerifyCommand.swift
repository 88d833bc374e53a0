import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RACWalkthroughKit

/// `verify [NAME…]`: checks output and steps against the post; exit 0 only when everything holds.
enum VerifyCommand: Command {
  static let name = "verify"
  static let summary = "check each walkthrough's output and steps against its post (all when no name)"
  static var help: String {
    """
    USAGE: rac-walkthrough verify [NAME ...] [--jobs N]
           rac-walkthrough verify FILE.m [FILE.m …] [--expect OUTPUT] [budgets]

    Replays each walkthrough named (every one when none is) and checks it against its post:
    - the printed output equals the post's, after removing what varies between runs (NSLog's
      timestamp and process prefix, addresses, queue labels) and mapping class names through the
      table below;
    - every step the post describes is found in the trace, in order; the report names the event
      that proves each one, and sets the post's claim beside the real call where the post is wrong.
    Exit status 0 only when all of it holds for every walkthrough.

    Several walkthroughs are verified in worker processes, one per core (--jobs N: N of them; 1
    verifies them all in this process); the report is the same, in the same order.

    With --rac-source DIR, the checks above run on the Swift core (its blocks carry the names the
    posts use), and each walkthrough's Objective-C also runs on RAC's own code from your checkout:
    the two runs must print the same and make the same calls, compared object for object at the
    places the core's hooks translate; the first difference is printed with both stacks (a
    walkthrough that runs only as a Swift translation has nothing to run on RAC's code, and says so).
    That is on a RAC 2.5 checkout. On a ReactiveObjC checkout calls are not compared (the Swift
    core is RAC 2.5's): its run must print what RAC 2.5 prints, hold the steps about the output and
    leave alive what the walkthrough states, except where the walkthrough states ReactiveObjC's own
    (steps.json's objectiveC.reactiveObjC, reactiveobjc-output.txt, NOTES.md says why).

    FILE.m (Objective-C) is checked against the output it says it prints, as posts and RAC's
    documentation write it: the lines after a line `输出:`, or comments `// Outputs: A B C` (one
    printed line per word), or `// Outputs:` / `// Output:` / `// Prints:` followed by one `// line`
    comment per printed line. --expect OUTPUT reads the expected lines from a file instead. A snippet
    stopped by an error fails, with the error.

    A program (or a walkthrough's scene) with a line `// Leaks: none` is run once more as `leaks`
    runs it and fails if anything is left alive at its end; `// Leaks: MyView, RACSubject — why`
    fails unless each class named is left alive and everything left alive is, or is kept by the
    same cycle or root as, an object of a class named. The report names what differs.

    BUDGETS (a program past one stops with the budget and its FILE:LINE:COL, and fails; each run
    has them, and --max-seconds, when given, is the whole command's too, and each worker's):
    \(BudgetOptions.help)

    \(ReportRenderer.classTable)
    """
  }

  static func run(_ arguments: [String], catalog: WalkthroughCatalog, environment: CommandEnvironment) throws -> Int32 {
    let list = try ArgumentList(
      arguments, command: name, valueFlags: BudgetOptions.flags.union(["--expect", "--jobs"]))
    try BudgetOptions.apply(list, to: catalog, command: name, scope: .manyRuns)
    var names = list.positional
    if !names.isEmpty, names.allSatisfy(WalkthroughCatalog.isSnippetName) {
      names = [try singleName(names, command: name)]
    }
    if let path = list.value("--expect") {
      guard names.count == 1, WalkthroughCatalog.isSnippetName(names[0]) else {
        throw CommandFailure.usage("verify: --expect goes with Objective-C files (FILE.m)")
      }
      let text: String
      do {
        text = try TextFile.read(path)
      } catch {
        throw CommandFailure.usage("verify: --expect: \(error)")
      }
      var lines = text.components(separatedBy: "\n")
      while lines.last?.isEmpty == true { lines.removeLast() }
      catalog.expectedOutputOverride = lines
    }
    // With --rac-source, the checks against the post run on the Swift core, whose blocks carry the
    // blog's names (`bindBlock`, `innerBlock`) where RAC's source leaves them anonymous; RAC's
    // source is then proved to make the same calls (`compareWithTheSwiftCore`).
    let racSourceCatalog = catalog.racSource == nil ? nil : catalog
    let catalog = catalog.racSource == nil ? catalog : catalog.onTheSwiftCore()
    let walkthroughs = try names.isEmpty ? catalog.all() : names.map(catalog.walkthrough(named:))
    let jobs = try list.value("--jobs").map { try positiveWholeNumber($0, flag: "--jobs") }
    var failed: [String] = []
    var comparedClassNames = false
    var files = 0
    func record(_ outcome: VerifyOutcome, of walkthrough: Walkthrough, number: Int) throws {
      if let failure = outcome.failure { throw failure.commandFailure }
      outcome.write(to: environment)
      comparedClassNames = comparedClassNames || outcome.comparedClassNames
      if outcome.isFile { files += 1 }
      if outcome.failed { failed.append(walkthrough.name) }
    }
    // Every walkthrough, or several named: in worker processes, one per core, each verifying one
    // walkthrough at a time as this process would (`VerifyWorkerPool`); written in order.
    let workers = min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, walkthroughs.count)
    if workers > 1, racSourceCatalog == nil, list.value("--expect") == nil,
      let executable = environment.workerExecutable,
      !walkthroughs.contains(where: { WalkthroughCatalog.isSnippetName($0.name) })
    {
      let pool = VerifyWorkerPool(
        executable: executable, walkthroughsDirectory: environment.walkthroughsDirectory,
        budgetArguments: BudgetOptions.arguments(of: list), workers: workers)
      let handOut = longestFirst(walkthroughs, catalog: catalog)
      try pool.verify(walkthroughs.map(\.name), handOut: handOut) { number, done in
        let walkthrough = walkthroughs[number]
        environment.progress("verify: \(walkthrough.name) (\(number + 1) of \(walkthroughs.count))…")
        try record(done ?? outcome(of: walkthrough, catalog: catalog), of: walkthrough, number: number)
      }
    } else {
      for (number, walkthrough) in walkthroughs.enumerated() {
        environment.progress("verify: \(walkthrough.name) (\(number + 1) of \(walkthroughs.count))…")
        try record(
          outcome(of: walkthrough, catalog: catalog, racSourceCatalog: racSourceCatalog), of: walkthrough,
          number: number)
      }
    }
    environment.progress("")
    if comparedClassNames { environment.write(ReportRenderer.classTable) }
    let what =
      files == walkthroughs.count
      ? (catalog.expectedOutputOverride == nil ? "print what they state" : "print the expected output")
      : files == 0 ? "match their posts" : "match their posts or stated outputs"
    let verdict =
      failed.isEmpty
      ? "verify: all \(walkthroughs.count) \(files == walkthroughs.count ? "program" : "walkthrough")(s) \(what)"
      : "verify: \(failed.count) of \(walkthroughs.count) failed: \(failed.joined(separator: ", "))"
    environment.write(verdict)
    return failed.isEmpty ? 0 : 1
  }

  /// Verifies one walkthrough of `catalog` (with `racSourceCatalog`, on RAC's source too): what
  /// `verify` writes for it and whether it failed. A walkthrough whose data cannot be read gives
  /// the error that stops `verify` there.
  static func outcome(
    of walkthrough: Walkthrough, catalog: WalkthroughCatalog, racSourceCatalog: WalkthroughCatalog? = nil
  ) -> VerifyOutcome {
    var outcome = VerifyOutcome()
    let environment = CommandEnvironment(
      write: { outcome.lines.append($0) }, writeError: { outcome.errors.append($0) }, readLine: { nil },
      isInteractive: false, walkthroughsDirectory: catalog.directory)
    do {
      let data = try catalog.data(for: walkthrough)
      if catalog.snippet(of: walkthrough) != nil, data.postOutput == nil {
        throw CommandFailure.failed(
          "verify: \(walkthrough.name) says nothing about what it prints (no 输出: line or // Outputs: comment); give one with --expect FILE"
        )
      }
      let report = Verifier.verify(walkthrough, against: data)
      outcome.comparedClassNames = report.output?.comparedClassNames == true
      // The user's own Objective-C files (named on the command line), not an Objective-C
      // walkthrough, which has its post's output.
      let isFile = WalkthroughCatalog.isSnippetName(walkthrough.name)
      outcome.isFile = isFile
      var passed = report.passed
      var postLines: [String] = []
      if catalog.snippet(of: walkthrough) == nil, let post = try catalog.postSnippet(for: walkthrough, data: data) {
        let check = PostProgramCheck.check(post, name: walkthrough.name + " (post)", beside: report, data: data)
        postLines = check.rendered(files: data.objectiveC?.files ?? [])
        passed = passed && check.passed
      }
      // What the program says it leaves alive (`// Leaks:` in its own files or the scene's).
      if let ownCode = try catalog.snippet(of: walkthrough) ?? catalog.postSnippet(for: walkthrough, data: data) {
        let reason = data.postCodeLeaksByDesign(beside: walkthrough.leaksByDesign)[""]
        do {
          if let stated = try LeaksCommand.statedLeaks(of: ownCode, data: data, reason: reason) {
            switch ownCode.checkLeaks(against: stated) {
            case .success(let check):
              postLines += check.lines
              passed = passed && check.passed
            case .failure(let error):
              postLines.append("  leaks: \(error.description)")
              passed = false
            }
          }
        } catch let failure as CommandFailure {
          postLines.append("  leaks: \(failure.message)")
          passed = false
        }
      }
      if let racSourceCatalog {
        let (lines, same) = try compareWithTheSwiftCore(
          walkthrough, data: data, onCore: catalog, onSource: racSourceCatalog)
        postLines += lines
        passed = passed && same
      }
      let expected: ReportRenderer.Expected =
        !isFile ? .post : catalog.expectedOutputOverride == nil ? .statedInFile : .expectFile
      var rendered = ReportRenderer.render(report, expected: expected)
      if !passed, rendered.hasPrefix("PASS") { rendered = "FAIL" + rendered.dropFirst(4) }
      environment.write(rendered)
      postLines.forEach(environment.write)
      environment.write("")
      let traceCut = BudgetOptions.reportTraceLimit(of: report.run, environment: environment) != nil
      outcome.failed =
        catalog.reportFailure(of: walkthrough, environment: environment) != nil || !passed || traceCut
    } catch let failure as CommandFailure {
      outcome.failure = VerifyOutcome.Failure(failure)
    } catch {
      outcome.failure = VerifyOutcome.Failure(CommandFailure.failed("\(error)"))
    }
    return outcome
  }

  /// The walkthroughs' indices, the longest to verify first as far as can be told without running
  /// them: those whose output is looked for over every schedule (`dependsOnSchedule`: hundreds of
  /// runs), then by the size of their Objective-C (what the interpreter runs and the trace records
  /// twice, beside the Swift translation), the catalog's order among equals.
  private static func longestFirst(_ walkthroughs: [Walkthrough], catalog: WalkthroughCatalog) -> [Int] {
    let estimates = walkthroughs.map { walkthrough -> (explores: Bool, bytes: Int) in
      guard let data = try? catalog.data(for: walkthrough) else { return (false, 0) }
      let folder = catalog.directory.appendingPathComponent(walkthrough.name, isDirectory: true)
      let bytes = (data.objectiveC?.files ?? []).reduce(0) { total, file in
        let size = ObjectiveCSource.url(of: file, in: folder).flatMap {
          try? FileManager.default.attributesOfItem(atPath: $0.path)[.size] as? Int
        }
        return total + (size ?? 0)
      }
      return (data.outputRules.dependsOnSchedule ?? false, bytes)
    }
    return walkthroughs.indices.sorted { left, right in
      let (a, b) = (estimates[left], estimates[right])
      if a.explores != b.explores { return a.explores }
      if a.bytes != b.bytes { return a.bytes > b.bytes }
      return left < right
    }
  }

  private static func positiveWholeNumber(_ text: String, flag: String) throws -> Int {
    guard let number = Int(text), number > 0 else {
      throw CommandFailure.usage("verify: \(flag) takes a whole number from 1 up, not '\(text)'")
    }
    return number
  }

  /// `--rac-source`: the walkthrough's Objective-C run on RAC's own code against the same program
  /// on the Swift core (`walkthrough` was loaded by `onCore`); the report's lines and whether they
  /// print and call the same.
  private static func compareWithTheSwiftCore(
    _ walkthrough: Walkthrough, data: WalkthroughData, onCore: WalkthroughCatalog, onSource catalog: WalkthroughCatalog
  ) throws -> (lines: [String], same: Bool) {
    let onSource: Walkthrough
    let coreProgram: Walkthrough
    let sourceSnippet: ObjCSnippet?
    if onCore.snippet(of: walkthrough) != nil {
      onSource = try catalog.walkthrough(named: walkthrough.name)
      coreProgram = walkthrough
      sourceSnippet = catalog.snippet(of: onSource)
    } else if let post = try catalog.postSnippet(for: walkthrough, data: data),
      let corePost = try onCore.postSnippet(for: walkthrough, data: data)
    {
      onSource = post.walkthrough(
        name: walkthrough.name, leaksByDesign: data.postCodeLeaksByDesign(beside: walkthrough.leaksByDesign))
      sourceSnippet = post
      coreProgram = corePost.walkthrough(
        name: walkthrough.name, leaksByDesign: data.postCodeLeaksByDesign(beside: walkthrough.leaksByDesign))
    } else {
      return (["  on RAC's source: nothing to run (only a Swift translation of the post)"], true)
    }
    let library = catalog.racSource
    if library?.checkout.line == .reactiveObjC {
      // Only the outputs are compared: no trace is needed.
      return try checkOnReactiveObjC(
        WalkthroughRun.replay(onSource, recordingTrace: false), program: sourceSnippet,
        rac25Output: WalkthroughRun.replay(coreProgram, recordingTrace: false).outputLines, walkthrough: walkthrough,
        data: data)
    }
    let sourceRun = WalkthroughRun.replay(onSource)
    let coreRun = WalkthroughRun.replay(coreProgram)
    let left = coreRun.outputLines.map(OutputNormalizer.normalize)
    let right = sourceRun.outputLines.map(OutputNormalizer.normalize)
    var lines: [String] = []
    let sameOutput = left == right
    if sameOutput {
      lines.append("  on RAC's source: prints what the Swift core prints (\(right.count) line(s))")
    } else {
      lines.append("  on RAC's source: prints something else than the Swift core (- core, + RAC's source)")
      lines += LineDiff.diff(expected: left, actual: right).map { "      " + $0 }
    }
    let calls = RACSourceCrossCheck.compare(
      core: coreRun.trace, racSource: sourceRun.trace, isLibraryFile: { library?.isLibraryFile($0) ?? false })
    let places = "the places the core's hooks translate"
    if calls.matches {
      lines.append("  on RAC's source: the same \(calls.compared) calls at \(places)")
    } else {
      lines.append("  on RAC's source: the calls differ at \(places) (- core, + RAC's source):")
      lines += calls.difference.map { "    " + $0 }
    }
    return (lines, sameOutput && calls.matches)
  }
}
