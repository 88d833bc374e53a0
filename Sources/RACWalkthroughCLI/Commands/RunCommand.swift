import RAC
import RACWalkthroughKit

/// `run NAME`: the program's output, then its trace as an indented call tree.
enum RunCommand: Command {
  static let name = "run"
  static let summary = "the program's output, then its trace as an indented call tree"
  static let help: String = """
    USAGE: rac-walkthrough run NAME [--output-only] [--schedule 0,1,0] [--variant V]
           rac-walkthrough run FILE.m [FILE.m …] [--output-only] [budgets]

    Replays the walkthrough NAME and prints what it printed, then every block it ran as a call
    tree: owner, block, arguments, result, and the bookkeeping (`signals`, disposables) before and
    after each block that has some; last, the objects the run left alive (a retain cycle, a
    subscription nothing ends): RAC's by class, then the program's own, and the `leaks` command
    that says who keeps them.

    FILE.m is Objective-C (a post's listing, RAC's documentation, your own snippet), run on the same
    RAC core: its top-level statements in order, or its `- (void)test…` method (or its only method)
    when it has none. Several files run as one program (a file of RAC methods replaces the core's
    for the others); a header (FILE.h) may be one of them, and a file's `#import "x.h"` of a header
    beside it reads that header first. A snippet's blocks appear in the trace under their own
    names, at their lines.

    OPTIONS:
      --output-only    print only what the program printed, one line per log call, without NSLog's
                       timestamp and process prefix
      --schedule C     the order of the background queues' turns, as explore prints it: at each turn
                       where several queues have work due, the index of the one that runs (past
                       the list, the first)
      --variant V      run the program's variant V (see the walkthrough's steps.json)

    BUDGETS (a program past one stops with the budget and its FILE:LINE:COL, exit status 1;
    --max-seconds, given or the default, is the whole command's, reading the program included):
    \(BudgetOptions.help)
    """

  static func run(_ arguments: [String], catalog: WalkthroughCatalog, environment: CommandEnvironment) throws -> Int32 {
    let list = try ArgumentList(
      arguments, command: name, valueFlags: BudgetOptions.flags.union(["--schedule", "--variant"]),
      switchFlags: ["--output-only"])
    try BudgetOptions.apply(list, to: catalog, command: name, scope: .oneRun)
    let walkthrough = try catalog.walkthrough(named: try singleName(list.positional, command: name))
    if let snippet = catalog.snippet(of: walkthrough), !snippet.hasEntryPoint {
      environment.write(
        "\(walkthrough.name): nothing to run: the file only defines methods\(snippet.replacedMethods.isEmpty ? "" : " (" + snippet.replacedMethods.joined(separator: ", ") + ", which replace RAC's for whatever runs with them)")"
      )
      return 0
    }
    LiveObjects.isTrackingClasses = !list.isSet("--output-only")
    let headings = list.isSet("--output-only") ? [] : ["== \(walkthrough.name): \(walkthrough.title)", "== output"]
    WalkthroughCommandLine.outputHeadingsOnOverrun.withLock { $0 = headings }
    let (variant, chooser) = try scheduleOptions(list, walkthrough: walkthrough, catalog: catalog, command: name)
    let whole = WalkthroughRun.replay(
      walkthrough, variant: variant, choosing: chooser, recordingTrace: !list.isSet("--output-only"))
    if list.isSet("--output-only") {
      whole.outputLines.forEach(environment.write)
      return catalog.reportFailure(of: walkthrough, environment: environment) ?? 0
    }
    // A run stopped by an error or a budget is printed from its first events, as `step` and the
    // viewer draw it: printing 200,000 events of an endless loop took seconds past the budget.
    let replay = BudgetOptions.drawn(whole, failed: catalog.lastRunFailed(walkthrough), environment: environment)
    environment.write("== \(walkthrough.name): \(walkthrough.title)")
    environment.write("== output")
    whole.output.forEach(environment.write)
    let shown = replay.trace.eventCount
    let heading =
      shown < whole.trace.eventCount
      ? "\(shown) events: the first of \(whole.trace.eventCount)"
      : "\(shown) events\(whole.traceStoppedAtLimit ? ": the first, where recording stopped" : "")"
    environment.write("== trace (\(heading))")
    environment.write(TraceRenderers.render(replay.trace, as: .text))
    environment.write(leftAliveLine(whole, arguments: list.positional))
    let traceStatus = BudgetOptions.reportTraceLimit(of: whole, environment: environment)
    return catalog.reportFailure(of: walkthrough, environment: environment) ?? traceStatus ?? 0
  }

  /// What the run left alive: nothing, or how many RAC objects of which classes and how many of
  /// the program's own, then why when the walkthrough leaks on purpose (a retain cycle the post's
  /// code makes is seen, not modelled), else the command that says who keeps them (`leaks`, run on
  /// the same `arguments`).
  static func leftAliveLine(_ replay: WalkthroughRun, arguments: [String]) -> String {
    guard replay.objectsLeftAlive > 0 else { return "== left alive after the run: no RAC object" }
    let programObjects = replay.objectsLeftAliveByClass[programObjectClass, default: 0]
    let classes = replay.objectsLeftAliveByClass.filter { $0.value > 0 && $0.key != programObjectClass }.sorted {
      ($1.value, $0.key) < ($0.value, $1.key)
    }
    .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    let racObjects = replay.objectsLeftAlive - programObjects
    var parts: [String] = []
    if racObjects > 0 { parts.append("\(racObjects) RAC object\(racObjects == 1 ? "" : "s") (\(classes))") }
    if programObjects > 0 { parts.append("\(programObjects) of the program's objects") }
    var line = "== left alive after the run: " + parts.joined(separator: " and ")
    if let reason = replay.walkthrough.leakReason(variant: nil) {
      line += "; by design: " + reason
    } else {
      line +=
        "; `rac-walkthrough leaks \(arguments.map(CommandText.shellQuoted).joined(separator: " "))` says who keeps them"
    }
    return line
  }

  /// The Swift class of every instance of a class the program defines (`Screen`, `LoginViewModel`).
  private static let programObjectClass = "ObjCInstance"

}

/// `--variant` and `--schedule` (a schedule `explore` printed) for a replay.
func scheduleOptions(
  _ list: ArgumentList, walkthrough: Walkthrough, catalog: WalkthroughCatalog, command: String
) throws -> (variant: String?, chooser: VirtualQueues.Chooser?) {
  var chooser: VirtualQueues.Chooser?
  if let text = list.value("--schedule") {
    guard let choices = ScheduleExplorer.parseSchedule(text) else {
      throw CommandFailure.usage(
        "\(command): --schedule takes choices like 0,1,0 (as explore prints them), not '\(CommandText.escaped(text))'")
    }
    chooser = ScheduleExplorer.following(choices)
  }
  return (try checkedVariant(list, walkthrough: walkthrough, catalog: catalog, command: command), chooser)
}

/// `--variant V`, when the walkthrough has a variant of that name.
func checkedVariant(
  _ list: ArgumentList, walkthrough: Walkthrough, catalog: WalkthroughCatalog, command: String
) throws -> String? {
  guard let variant = list.value("--variant") else { return nil }
  let known = (try catalog.data(for: walkthrough)).outputRules.postVariant.map { [$0.name] } ?? []
  guard known.contains(variant) else {
    let names = known.isEmpty ? "it has none" : "known: \(known.joined(separator: ", "))"
    throw CommandFailure.usage(
      "\(command): \(walkthrough.name) has no variant '\(CommandText.escaped(variant))' (\(names))")
  }
  return variant
}

/// The one walkthrough name a command takes (or Objective-C files, which run as one program), or a
/// usage error.
func singleName(_ positional: [String], command: String) throws -> String {
  guard let name = positional.first else {
    throw CommandFailure.usage("\(command): missing walkthrough name or FILE.m")
  }
  if positional.count > 1, positional.allSatisfy({ WalkthroughCatalog.isSnippetName($0) }) {
    return positional.joined(separator: "\n")
  }
  guard positional.count == 1 else {
    throw CommandFailure.usage("\(command): takes one walkthrough name, got \(positional.count)")
  }
  return name
}
