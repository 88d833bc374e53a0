import Foundation
import ObjCInterpreter
import ObjCLibraries
import RACWalkthroughKit

/// The budgets of every command that runs a program (`run`, `step`, `trace`, `verify`, `explore`):
/// the interpreter's steps, seconds and memory, and the trace's events. Each value is checked
/// here, so that a number no budget can hold is a one-line usage error rather than a trap later.
enum BudgetOptions {
  /// The flags, each taking a value.
  static let flags: Set<String> = ["--max-steps", "--max-seconds", "--max-memory", "--max-events"]

  /// The trace's default budget: some ten times the events of the largest walkthrough.
  static let defaultEventLimit = 200_000

  /// The budgets' lines for a command's `--help`.
  static let help = """
      --max-steps N    stop a snippet after N statements and calls (default 20000000)
      --max-seconds S  stop a snippet after S seconds (default 20, at most 1000000)
      --max-memory M   stop a snippet that holds more than M of memory: its strings, collections,
                       output and trace (default 1G; a number of bytes, or with K, M or G)
      --max-events N   stop recording the trace after N events (default 200000)
    """

  /// What a command's `--max-seconds` bounds: always the whole command, given or not where the
  /// command is one program's run, and given only where it is many (each run has its own default
  /// budget then, and a default for the whole would cut RAC's spec folders, which run for minutes).
  enum Scope {
    /// One program's run and what the command does with it before and after (`run`, `step`,
    /// `trace`, `leaks`, `explore`'s schedules): the run's budget, given or the default, is the
    /// whole command's, counted from the command's start; the work after the run (drawing its
    /// trace, finding its leaks) stops where it runs out.
    case oneRun
    /// Many runs (`spec`'s examples, `check-post`'s listings): each has its own budget (the default,
    /// or `--max-seconds`), never more than what is left of the whole command's, which
    /// `--max-seconds` is when given (`RunLimits.command`).
    case manyRuns
  }

  /// Reads the budgets given to `command` into the catalog's snippet limits and the trace's limit,
  /// the time budget counted as `scope` says from the command's start (`WalkthroughCatalog.startedAt`).
  /// When the command has a whole budget it is `watched` (unless a person drives it, as `step`
  /// on a terminal): past it, whatever the command is doing, it ends (`watchWholeCommand`).
  /// - Throws: `CommandFailure.usage` for a value no budget can take.
  static func apply(
    _ list: ArgumentList, to catalog: WalkthroughCatalog, command: String, scope: Scope, watched: Bool = true
  ) throws {
    catalog.snippetLimits = try limits(list, from: catalog.snippetLimits, command: command)
    switch scope {
    case .oneRun:
      catalog.snippetLimits.secondsCountFrom = catalog.startedAt
      if watched { watchWholeCommand(command, budget: catalog.snippetLimits.wholeCommand) }
    case .manyRuns:
      catalog.snippetLimits.command = wholeCommand(list, startedAt: catalog.startedAt)
      if watched, let whole = catalog.snippetLimits.command { watchWholeCommand(command, budget: whole) }
    }
    WalkthroughRun.traceEventLimit =
      try list.value("--max-events").map { try positiveWholeNumber($0, flag: "--max-events", command: command) }
      ?? defaultEventLimit
  }

  /// The budget flags `list` was given, with their values, as a worker's command line takes them
  /// (`verify`'s workers, `VerifyWorkerPool`).
  static func arguments(of list: ArgumentList) -> [String] {
    flags.sorted().flatMap { flag in list.value(flag).map { [flag, $0] } ?? [] }
  }

  /// `base` with the interpreter's budgets given to `command` in place of its own.
  /// - Throws: `CommandFailure.usage` for a value no budget can take.
  static func limits(_ list: ArgumentList, from base: Interpreter.Limits, command: String) throws
    -> Interpreter.Limits
  {
    var limits = base
    if let text = list.value("--max-steps") {
      limits.maxSteps = try positiveWholeNumber(text, flag: "--max-steps", command: command)
    }
    if let text = list.value("--max-seconds") {
      guard let seconds = seconds(text) else {
        throw CommandFailure.usage(
          "\(command): --max-seconds takes a number of seconds above 0 and at most \(Int(Interpreter.Limits.longestSeconds)), not '\(CommandText.escaped(text))'"
        )
      }
      limits.maxSeconds = seconds
    }
    if let text = list.value("--max-memory") {
      guard let bytes = size(text) else {
        throw CommandFailure.usage(
          "\(command): --max-memory takes a size such as 512M or 2G (bytes, or K, M, G of 1024), not '\(CommandText.escaped(text))'"
        )
      }
      limits.maxMemory = bytes
    }
    return limits
  }

  /// The last resort behind a command's whole budget (`RunOverrunGuard.watchingCommand`): the work
  /// the command does outside its runs (drawing a trace of 200,000 events, writing a report, a
  /// search over what a program left alive) that does not stop itself ends a moment after it, with
  /// the budget, as a run in the library's own work does. Only where the tool installed the
  /// guard's handler (its own process): a test's command runs on.
  static func watchWholeCommand(_ command: String, budget: CommandBudget) {
    RunOverrunGuard.watchingCommand(command, budget: budget)
  }

  /// The whole command's budget when `--max-seconds` is given to a command of many runs
  /// (`Scope.manyRuns`), counted from `startedAt`; nil when it is not given. Read after `limits`,
  /// which refuses a value no budget can take.
  static func wholeCommand(_ list: ArgumentList, startedAt: Date) -> CommandBudget? {
    list.value("--max-seconds").flatMap(seconds).map { CommandBudget(seconds: $0, since: startedAt) }
  }

  /// `--max-seconds`'s value: a number above 0 and at most `longestSeconds`, or nil.
  static func seconds(_ text: String) -> Double? {
    guard let seconds = Double(text), seconds > 0, seconds <= Interpreter.Limits.longestSeconds else { return nil }
    return seconds
  }

  /// A whole number above 0 that an `Int` holds, or a usage error naming the flag.
  static func positiveWholeNumber(_ text: String, flag: String, command: String) throws -> Int {
    guard let number = Int(text), number > 0 else {
      throw CommandFailure.usage(
        "\(command): \(flag) takes a whole number above 0 (at most \(Int.max)), not '\(CommandText.escaped(text))'")
    }
    return number
  }

  /// `1073741824`, `512K`, `64M`, `1.5G`, `2GB`: bytes, between 1 KB and 1 PB; nil for anything else.
  static func size(_ text: String) -> Int? {
    var digits = Substring(text.uppercased())
    if digits.hasSuffix("B") { digits = digits.dropLast() }
    var unit = 1.0
    if let last = digits.last, let power = ["K": 1.0, "M": 2.0, "G": 3.0, "T": 4.0][String(last)] {
      unit = Double(1 << (10 * Int(power)))
      digits = digits.dropLast()
    }
    guard let number = Double(digits), number.isFinite else { return nil }
    let bytes = number * unit
    guard bytes >= 1024, bytes <= Double(1 << 50) else { return nil }
    return Int(bytes)
  }

  /// Writes why a replay's trace is incomplete, at the line the program had reached; returns the
  /// exit status it calls for, or nil when the trace is whole.
  /// What `step` and the viewer draw of `run`: a run that stopped with an error or a budget
  /// (`failed`), or whose trace stopped at its limit, is drawn from its first
  /// `WalkthroughRun.eventsDrawnOfAStoppedRun` events (`bytesDrawnOfAStoppedRun` at most), and the
  /// command says so, so that its drawing ends within a second of the budget.
  static func drawn(_ run: WalkthroughRun, failed: Bool, environment: CommandEnvironment) -> WalkthroughRun {
    // A run that ended with its trace stopped at the event limit is drawn the same way: its
    // 200,000 events took seconds to draw (a page of 100,000 subscriptions: 9 s after a 5 s run).
    guard failed || run.traceStoppedAtLimit else { return run }
    let (drawn, cut) = run.keepingFirstEvents(WalkthroughRun.eventsDrawnOfAStoppedRun)
    if cut {
      let what = failed ? "the run stopped" : "the trace stopped at its limit"
      environment.writeError(
        "rac-walkthrough: \(what) (below): shown are its first \(drawn.trace.eventCount) events of \(run.trace.eventCount)"
      )
    }
    return drawn
  }

  static func reportTraceLimit(of run: WalkthroughRun, environment: CommandEnvironment) -> Int32? {
    guard run.traceStoppedAtLimit else { return nil }
    let events = run.trace.eventCount
    let message =
      "the trace stopped recording after \(events) events: the program may loop forever (raise the limit with --max-events)"
    if let place = run.trace.lastSource {
      environment.writeError("\(place.file):\(place.line):\(place.column): error: " + message)
    } else {
      environment.writeError("rac-walkthrough: " + message)
    }
    return 1
  }
}
