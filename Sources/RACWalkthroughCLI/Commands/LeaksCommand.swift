import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RACWalkthroughKit

/// `leaks FILE.m…`: who keeps what alive when the program has ended (`ObjCSnippet.findLeaks`).
enum LeaksCommand: Command {
  static let name = "leaks"
  static let summary = "what the program left alive at its end, and who keeps it: a cycle or a root"
  static let help: String = """
    USAGE: rac-walkthrough leaks FILE.m [FILE.m …] [--rac-source DIR] [budgets]
           rac-walkthrough leaks NAME      (a walkthrough's Objective-C: its own, or the post's code)

    Runs the Objective-C program to its end: every turn of its queues (or until only repeating
    timers nobody disposes are left: once nothing else is left to run, timers fire on for up to
    1,000 firings, so that an `interval … take:` ends by itself; those still firing then are taken
    to fire forever, and what they print past their first lines is counted), its top-level locals
    gone as when the run loop goes to sleep,
    its globals and statics still holding what they hold. Then lists every object still alive,
    grouped by what keeps it:
      kept by a cycle           printed edge by edge, back to its start;
      kept from a root          a global or static, a repeating timer, a scheduled block, a
                                CFBridgingRetain (CFRetain, __bridge_retained) no pointer holds,
                                printed as the path from it.
    Each edge is named as the reader names it (`ivar _subscription`, `block at view.m:14 captures
    self`, `the block given to subscribeNext:`, a void * holding a CFBridgingRetain's object:
    `ivar _disposeBlock (CFBridgingRetain)`), each object with the line that made it, and a line
    of advice follows where a known pattern matches (a block capturing self in a subscription self
    owns, an instance variable in a block, RACObserve in a block, a subject that never completes, a
    replay subject keeping its values).

    With --rac-source every RAC object is interpreted and each of its references is named. On the
    Swift core, a core object's references are its stored properties, and a core closure's are
    what RAC's block captures, named where the core makes the closure.

    A program's `// Leaks: none` or `// Leaks: MyView — why` line is checked against what is left
    (as `verify` does), and a walkthrough's reason for what it leaves by design is printed. On a
    ReactiveObjC checkout (--rac-source) a walkthrough's statement for ReactiveObjC comes first
    (steps.json's objectiveC.reactiveObjC.leftAlive).

    Exit status 0 when nothing is left, 1 when something is (the last line counts it) or the run
    stopped with an error.

    BUDGETS (--max-seconds is the whole command's: both runs of the program, the first to make
    what a process makes once, and the search after them; one that runs out stops the command
    with the budget, exit status 1):
    \(BudgetOptions.help)
    """

  static func run(_ arguments: [String], catalog: WalkthroughCatalog, environment: CommandEnvironment) throws -> Int32 {
    let list = try ArgumentList(arguments, command: name, valueFlags: BudgetOptions.flags, switchFlags: [])
    try BudgetOptions.apply(list, to: catalog, command: name, scope: .oneRun)
    let walkthrough = try catalog.walkthrough(named: try singleName(list.positional, command: name))
    // A post's walkthrough runs the post's own Objective-C (its folder's `objectiveC` files).
    let post =
      catalog.snippet(of: walkthrough) == nil
      ? try catalog.postSnippet(for: walkthrough, data: try catalog.data(for: walkthrough)) : nil
    guard let snippet = catalog.snippet(of: walkthrough) ?? post else {
      throw CommandFailure.usage(
        "\(name): \(walkthrough.name) is a Swift translation; leaks runs Objective-C (FILE.m, or a walkthrough written in it)"
      )
    }
    let found = snippet.findLeaks()
    let data = try catalog.data(for: walkthrough)
    environment.write("== \(walkthrough.name): \(walkthrough.title)")
    environment.write("== output")
    found.shownOutput.forEach(environment.write)
    if let error = found.error {
      environment.writeError(error.description)
      return 1
    }
    environment.write("== left alive at the program's end")
    if let stopped = found.analysisStopped {
      environment.writeError("rac-walkthrough: leaks: \(stopped) (raise the limit with --max-seconds)")
      return 1
    }
    guard let report = found.report else {
      environment.writeError("\(name): the program's end was never reached")
      return 1
    }
    report.lines.forEach(environment.write)
    let reason = data.postCodeLeaksByDesign(beside: walkthrough.leaksByDesign)[""]
    let onReactiveObjC = catalog.racSource?.checkout.line == .reactiveObjC
    if let stated = try statedLeaks(of: snippet, data: data, reason: reason, onReactiveObjC: onReactiveObjC) {
      LeakStatementCheck(stated: stated, report: report).lines.forEach(environment.write)
    }
    if report.keptAlive > 0, let reason {
      environment.write("  by design: \(reason)")
    }
    return report.keptAlive == 0 ? 0 : 1
  }

  /// What the program says it leaves alive: its `// Leaks:` line, else its walkthrough's settings
  /// (steps.json's `objectiveC.leftAlive`, with the reason the walkthrough gives); nil when neither
  /// says. On a ReactiveObjC checkout (`onReactiveObjC`) the walkthrough's statement for it comes
  /// first (`objectiveC.reactiveObjC.leftAlive`, with its `why`). A line that cannot be read is a
  /// source error at its place.
  static func statedLeaks(of snippet: ObjCSnippet, data: WalkthroughData, reason: String?, onReactiveObjC: Bool = false)
    throws -> StatedLeaks?
  {
    if onReactiveObjC, let expectation = data.objectiveC?.reactiveObjC, let classes = expectation.leftAlive {
      return StatedLeaks(
        classes: classes, reason: expectation.why, place: "steps.json's objectiveC.reactiveObjC.leftAlive")
    }
    do {
      if let stated = try snippet.statedLeaks() { return stated }
    } catch {
      throw CommandFailure.source(error.description)
    }
    guard let classes = data.objectiveC?.leftAlive else { return nil }
    return StatedLeaks(classes: classes, reason: reason, place: "steps.json's objectiveC.leftAlive")
  }
}
