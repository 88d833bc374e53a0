import ObjCWalkthroughs
import RAC
import RACWalkthroughKit
import RACWalkthroughs

/// `trace NAME --format …`: the trace alone, for other tools, or drawn: a Mermaid sequence diagram,
/// marble diagrams, or a self-contained HTML step viewer.
enum TraceCommand: Command {
  static let name = "trace"
  static let summary = "the trace as text, JSON Lines, a sequence diagram, marbles or an HTML viewer (--format)"
  static var help: String {
    """
    USAGE: rac-walkthrough trace NAME|FILE.m [--format \(TraceRenderers.Format.allCases.map(\.rawValue).joined(separator: "|"))]
                                             [--calls-only] [--expand-dispose] [--max-depth N] [--objc] [budgets]
           rac-walkthrough trace FooSpec.m --example PATTERN [options]

    Prints the trace of walkthrough NAME, or of the Objective-C of FILE.m (several files run as one).
      text (default)  the indented call tree; each call of the Swift core ends with the place in
                      RAC 2.5's source it translates (`  // RACSignal.m:162 -bind: bindingBlock`),
                      a block of the snippet's with where it is written (`  // snippet.m:2`).
      jsonl           one JSON object per event with every field (sequence, phase, block, owner,
                      arguments, result, depth, thread, scheduler, bookkeeping, enterSequence, time:
                      virtual seconds since the run started, when a test scheduler was current;
                      racSource: {file, line, method} in RAC 2.5, for the core's blocks).
      lines           the numbered one-line form of each event that the steps' patterns in
                      steps.json are matched against (`call …`, `return … -> …`, `output …`),
                      with the core's place in RAC 2.5 as a comment the patterns do not see.
      mermaid         a Mermaid sequenceDiagram: one participant per thread, signal, subscriber,
                      disposable or scheduler; an arrow per block invocation (caller → owner), dashed
                      arrows for results, notes for bookkeeping (`signals`, `compoundDisposable`) and
                      printed lines. Dispose cascades are folded into their first -dispose.
      marbles         a marble diagram per signal subscription on the virtual time axis: `-` per time
                      unit, letters for values (legend below), `|` completed, `X` error, `(…)` same
                      time; in order of events when no virtual time passes.
      html            one self-contained page (no network): the code with the current line marked,
                      call stack, bookkeeping, values, output, the post's ★ steps, a timeline and a
                      drawn sequence diagram. Prev/Next or ←/→ go from stop to stop (the stops of
                      `step`: #stop=N is its stop N), shift ←/→ event by event; open at a stop with
                      #stop=N (#stop=N&event=K) or at the post's step with #post-step=N.
                      Save it: `trace map --format html > map.html`.

    --objc: the trace of the walkthrough's Objective-C (the post's own code where the folder has
    it) on the Swift core, instead of its Swift translation: the run `verify --rac-source` sets
    against the same code on RAC's source (which `trace NAME --rac-source` traces).

    --example P: NAME is a spec file; the trace is that of its one example whose path (as `spec`
    prints it) contains P: its beforeEach blocks, its body, its afterEach blocks, each expect a
    note with the value, the match and whether it held (P matching no example or several is an
    error listing candidates).

    OPTIONS (mermaid, and the viewer's diagram):
      --calls-only       call arrows and printed lines only: no result arrows, no bookkeeping notes
      --expand-dispose   show every call of dispose cascades instead of folding them
      --max-depth N      fold calls nested deeper than N (0 = outermost calls only)
    Mermaid refuses diagrams over 50,000 characters by default (maxTextSize); the big walkthroughs
    need --calls-only, --max-depth or a larger maxTextSize.

    BUDGETS (a program past one stops there: the trace up to it is printed, then the budget and its
    FILE:LINE:COL, exit status 1; so does a run-time error. --max-seconds, given or the default,
    is the whole command's: reading, every run and drawing the trace in its format):
    \(BudgetOptions.help)
    """
  }

  static func run(_ arguments: [String], catalog: WalkthroughCatalog, environment: CommandEnvironment) throws -> Int32 {
    let list = try ArgumentList(
      arguments, command: name, valueFlags: BudgetOptions.flags.union(["--format", "--max-depth", "--example"]),
      switchFlags: ["--calls-only", "--expand-dispose", "--objc"])
    try BudgetOptions.apply(list, to: catalog, command: name, scope: .oneRun)
    let walkthrough = try catalog.walkthrough(for: list, command: name)
    let formatName = list.value("--format") ?? TraceRenderers.Format.text.rawValue
    guard let format = TraceRenderers.Format(rawValue: formatName) else {
      let known = TraceRenderers.Format.allCases.map(\.rawValue).joined(separator: ", ")
      throw CommandFailure.usage("trace: unknown format '\(formatName)' (known: \(known))")
    }
    let diagramFlags = ["--calls-only", "--expand-dispose", "--max-depth"].filter {
      list.isSet($0) || list.value($0) != nil
    }
    if let flag = diagramFlags.first, format != .mermaid, format != .html {
      throw CommandFailure.usage(
        "trace: \(flag) shapes the sequence diagram, which only --format mermaid and html draw (not \(format.rawValue))"
      )
    }
    var maxDepth: Int?
    if let text = list.value("--max-depth") {
      guard let depth = Int(text), depth >= 0 else {
        throw CommandFailure.usage("trace: --max-depth takes a number from 0 up, not '\(text)'")
      }
      maxDepth = depth
    }
    let options = TraceRenderers.Options(
      sequence: SequenceDiagram.Options(
        callsOnly: list.isSet("--calls-only"), expandDispose: list.isSet("--expand-dispose"), maxDepth: maxDepth))
    let replay: WalkthroughRun
    // The run as recorded, where `replay` is the part drawn of a run that stopped.
    var recorded: WalkthroughRun?
    var viewer: ViewerInput?
    if format == .html {
      // The viewer shows the Objective-C the walkthrough runs (the post's own code where the folder
      // has it), with the running line marked from the trace; else the Swift translation.
      let data = try catalog.data(for: walkthrough)
      let (program, source, steps) = try catalog.steppingProgram(for: walkthrough, data: data)
      let whole = WalkthroughRun.replay(program)
      let stopped = catalog.lastRunFailed(program)
      replay = BudgetOptions.drawn(whole, failed: stopped, environment: environment)
      recorded = whole
      // Each event's line, made once for the steps and the stops.
      let lines = TraceEventLine.texts(of: replay.trace)
      viewer = ViewerInput(
        name: walkthrough.name, title: walkthrough.title, post: walkthrough.post,
        steps: Verifier.matchSteps(steps, in: replay.trace, lines: lines), source: source)
      if let library = catalog.racSource {
        viewer?.libraryFileLines = { path in library.lines(ofFile: path) }
      }
      // A click on an object's name shows what holds it at the stop (`who`, from a second run,
      // begun now, made while the walk and the page's other data are). Not for a run stopped by an
      // error or a budget: its second run would take that budget again, for a page of a program
      // that did not end.
      let trace = replay.trace
      let matched = viewer?.steps ?? []
      if !replay.traceStoppedAtLimit, !stopped {
        viewer?.startGatheringHolders {
          WhoHolds.viewerHolders(stops: ReaderStopRanges(trace, steps: matched, source: source), trace: trace) {
            numbering in
            WalkthroughRun.replay(program, numberingAs: numbering).wentAsRecorded
          }
        }
      }
      viewer?.walk = StepWalk(trace, steps: matched, source: source, lines: lines)
    } else {
      // On RAC's source the trace is of the Objective-C the walkthrough runs (the post's own code
      // where the folder has it): a Swift translation would never reach the checkout.
      let program =
        catalog.racSource != nil || list.isSet("--objc")
        ? try catalog.steppingProgram(for: walkthrough, data: try catalog.data(for: walkthrough)).walkthrough
        : walkthrough
      let whole = WalkthroughRun.replay(program)
      // Every format writes a run that stopped from its first events, as the viewer draws it:
      // 200,000 events of a loop stopped at 5 s took 22 s more as JSON Lines, 4 s as text.
      replay = BudgetOptions.drawn(whole, failed: catalog.lastRunFailed(program), environment: environment)
      recorded = whole
    }
    environment.write(TraceRenderers.render(replay.trace, as: format, options: options, viewer: viewer))
    let traceStatus = BudgetOptions.reportTraceLimit(of: recorded ?? replay, environment: environment)
    return catalog.reportFailure(of: walkthrough, environment: environment) ?? traceStatus ?? 0
  }
}
