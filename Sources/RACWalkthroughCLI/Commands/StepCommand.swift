import Foundation
import ObjCWalkthroughs
import RACWalkthroughKit

/// `step NAME`: the walkthrough at the reader's level — one stop per line of its code that runs,
/// per step the post describes and per turn of RAC's own code — with `into` / `out` to walk the
/// events of a stop one by one; `--all` walks every event. Interactive on a terminal; on a pipe it
/// prints the stops.
enum StepCommand: Command {
  static let name = "step"
  static let summary = "walk through the walkthrough line by line, into RAC's blocks on demand"
  static let help: String = """
    USAGE: rac-walkthrough step NAME|FILE.m [--all] [--from N] [--post-steps] [--height N] [--schedule 0,1,0]
                                            [--variant V] [budgets]
           rac-walkthrough step FooSpec.m --example PATTERN [options]

    Runs walkthrough NAME, or the Objective-C of FILE.m (several files run as one program), and
    stops at each line of its code that runs, as a debugger steps over library code: the line
    (marked →), the calls it makes into RAC, the post's step when one is reached (marked ★), the
    call stack (each frame of RAC's core with the place in RAC 2.5's source it translates, `//
    RACSignal.m:162 -bind: bindingBlock`) and the output so far. A stop where only RAC's own code
    runs (a turn of a scheduler, a stand-in's event) says so and names the block. The code is the
    Objective-C the walkthrough runs: the post's own listings where its folder has them (with the
    scene that is ours), the walkthrough's .m files, or a snippet; else the Swift translation, whose
    lines are inferred from the trace.

    The header names the file and its own line (`scene.m:82`). Stop N is the HTML viewer's stop N
    (`trace NAME --format html`, `#stop=N`): both count stops the same way.

    On a terminal it waits for a key after each stop, and fits the stop to the screen: the header
    and the → line first, the call stack folded (`… N frames`), the output's last lines under
    its count; a stop still taller than the screen comes a page at a time (Enter for more).
      Enter or n   next          b   back            N (a number)   jump to stop N
      i            into: walk this stop's events one by one (every block inside bind:, addSignal…)
      o            out: back to the line-by-line stops
      f            the whole stop, unfolded, a page at a time
      s N          jump to the post's step N          q   quit
      who NAME     what holds the object in variable NAME as this stop's line begins: the paths from
                   the roots (a variable, a global, a timer, a scheduled block) and the cycle it is
                   in, each reference named as `leaks` names it; `who #N` asks about object #N
    On a pipe it prints every stop (line by line; every event with --all), whole unless --height.

    Stop numbers count the stops of the current level: a line-level stop covers many events (the
    calls and returns of the blocks it runs), so its number is not an event number.

    OPTIONS:
      --all          every event is a stop (calls, returns with a result, notes, output)
      --from N       start at stop N (the walk goes on from there; b goes back before it)
      --post-steps   start at the first stop that proves one of the post's steps (s N jumps to
                     the others); on a pipe, print only those stops
      --height N     fit each stop to N rows, as on a terminal that tall (the terminal's own
                     height otherwise: LINES, or what it says, as `tput lines` asks)
      --schedule C   the order of the background queues' turns, as explore prints it
      --variant V    run the program's variant V (see the walkthrough's steps.json)
      --example P    NAME is a spec file (Quick/Nimble or Specta/Expecta, as `spec` runs them):
                     step through its one example whose path (as `spec` prints it) contains P —
                     its beforeEach blocks (outermost first), its body, its afterEach blocks
                     (innermost first); each expect is a stop showing the value and whether the
                     match held. P matching no example or several is an error listing candidates.

    BUDGETS (a program past one stops there: the stops up to it are shown, then the budget and its
    FILE:LINE:COL, exit status 1; so does a run-time error. Off a terminal, --max-seconds, given
    or the default, is the whole command's; on one, the run's, and stepping takes its time):
    \(BudgetOptions.help)
    """

  static func run(_ arguments: [String], catalog: WalkthroughCatalog, environment: CommandEnvironment) throws -> Int32 {
    let list = try ArgumentList(
      arguments, command: name,
      valueFlags: BudgetOptions.flags.union(["--from", "--height", "--schedule", "--variant", "--example"]),
      switchFlags: ["--all", "--post-steps"])
    // On a terminal a person steps through the run for as long as they like: no whole budget.
    try BudgetOptions.apply(list, to: catalog, command: name, scope: .oneRun, watched: !environment.isInteractive)
    let named = try catalog.walkthrough(for: list, command: name)
    let data = try catalog.data(for: named)
    let (variant, chooser) = try scheduleOptions(list, walkthrough: named, catalog: catalog, command: name)
    let (walkthrough, source, steps) = try catalog.steppingProgram(for: named, data: data, variant: variant)
    let whole = WalkthroughRun.replay(walkthrough, variant: variant, choosing: chooser)
    let replay = BudgetOptions.drawn(whole, failed: catalog.lastRunFailed(named), environment: environment)
    let lines = TraceEventLine.texts(of: replay.trace)
    let results = Verifier.matchSteps(steps, in: replay.trace, lines: lines)
    let walk = StepWalk(replay.trace, steps: results, source: source, lines: lines)
    let events = walk.snapshots
    // A run that stopped (an error, a budget) or whose trace did: what it did up to there, then why.
    let failure = { () -> Int32? in
      let traceStatus = BudgetOptions.reportTraceLimit(of: whole, environment: environment)
      return catalog.reportFailure(of: named, environment: environment) ?? traceStatus
    }
    guard !events.isEmpty else {
      if let status = failure() { return status }
      throw CommandFailure.failed("step: \(walkthrough.name) has nothing to show")
    }
    var screen = environment.terminalSize()
    if let text = list.value("--height") {
      guard let rows = Int(text), rows >= 5 else {
        throw CommandFailure.usage("step: --height takes a number of rows from 5 up, not '\(text)'")
      }
      screen = TerminalSize(rows: rows, columns: screen?.columns)
    }
    // With --rac-source, an event in RAC's own code shows the line of the user's checkout it runs.
    let library = catalog.racSource
    var session = StepSession(
      walk: walk, environment: environment, everyEvent: list.isSet("--all"), screen: screen,
      libraryLine: { snapshot in
        guard let position = snapshot.event.source else { return nil }
        return library?.codeLine(position.line, ofFile: position.file)
      })
    // `who`: the program again, as this run was recorded (a schedule's chooser anew), looked at.
    session.who = { query, sequence in
      WhoHolds.answer(query, atEvent: sequence, walk: walk, trace: replay.trace) {
        let again = try? scheduleOptions(list, walkthrough: named, catalog: catalog, command: name)
        _ = WalkthroughRun.replay(walkthrough, variant: variant, choosing: again?.chooser)
      }
    }
    let total = session.count
    var start = 1
    if let from = list.value("--from") {
      guard let number = Int(from), (1...total).contains(number) else {
        throw CommandFailure.usage("step: --from takes a stop number from 1 to \(total), not '\(from)'")
      }
      start = number
    }
    let level = list.isSet("--all") ? "events" : "stops, line by line (--all: \(events.count) events)"
    environment.write("\(named.name): \(total) \(level); \(named.title)")
    if let source { environment.write("code: \(source.fileName)") }
    if environment.isInteractive {
      session.run(from: start, postStepsOnly: list.isSet("--post-steps"))
    } else {
      session.printAll(from: start, postStepsOnly: list.isSet("--post-steps"))
    }
    return failure() ?? 0
  }
}

/// The walk of `step`: the reader's stops, or every event (`--all`, or `into` one stop's events),
/// each fitted to the screen when there is one.
struct StepSession {
  let walk: StepWalk
  let environment: CommandEnvironment
  let everyEvent: Bool
  /// The screen the stops are fitted to; nil prints each stop whole.
  var screen: TerminalSize?
  /// The line of RAC's loaded source an event runs (`RACSignal.m:112 │ …`), with `--rac-source`.
  var libraryLine: (StepSnapshot) -> String? = { _ in nil }
  /// `who`'s answer to a query at the trace event of that sequence (`WhoHolds`).
  var who: (WhoHolds.Query, Int) -> [String] = { _, _ in ["(who has nothing to ask here)"] }

  private var events: [StepSnapshot] { walk.snapshots }
  private var stops: [ReaderStop] { walk.stops }

  /// How many stops the walk has at its starting level.
  var count: Int { everyEvent ? events.count : stops.count }

  /// The rows a stop may take: the screen's, less one for the prompt and one for a message.
  private var rowsForAStop: Int? { screen.map { max(3, $0.rows - 2) } }

  private func text(_ position: Int, inside stop: ReaderStop?) -> StopText {
    if let stop {
      // One way of counting inside a stop: the stop's number and the event's place in it; the
      // trace's own number of the event after them.
      let snapshot = events[stop.snapshots.lowerBound + position]
      var text = withLibraryLine(StepRenderer.text(snapshot, of: events.count), snapshot)
      var header = "── stop \(stop.index)/\(stops.count), event \(position + 1) of \(stop.snapshots.count)"
      header += " · trace event #\(snapshot.event.sequence) · thread \(snapshot.event.thread)"
      if let scheduler = snapshot.event.scheduler { header += " · scheduler \(scheduler)" }
      if !text.head.isEmpty { text.head[0] = header }
      text.foldedFramesHint = "`f` shows them"
      return text
    }
    guard everyEvent else { return StepRenderer.text(stops[position], in: walk) }
    var text = withLibraryLine(StepRenderer.text(events[position], of: events.count), events[position])
    text.foldedFramesHint = "`f` shows them"
    return text
  }

  /// The stop's lines: fitted to the screen when there is one, else whole.
  private func render(_ position: Int, inside stop: ReaderStop?) -> [String] {
    let text = text(position, inside: stop)
    guard let rows = rowsForAStop else { return text.whole }
    return text.fitted(rows: rows, columns: screen?.columns)
  }

  /// An event's stop with the line of RAC's source it runs, marked →, under the stop's header.
  private func withLibraryLine(_ text: StopText, _ snapshot: StepSnapshot) -> StopText {
    guard let line = libraryLine(snapshot) else { return text }
    var text = text
    text.head.insert("  → " + line, at: min(1, text.head.count))
    return text
  }

  private func provesAPostStep(_ position: Int) -> Bool {
    everyEvent ? !events[position].postSteps.isEmpty : !stops[position].postSteps.isEmpty
  }

  /// On a pipe: every stop from `start` (1-based) on.
  func printAll(from start: Int, postStepsOnly: Bool) {
    for position in (start - 1)..<count where !postStepsOnly || provesAPostStep(position) {
      environment.write(render(position, inside: nil).joined(separator: "\n"))
    }
  }

  /// What showing a stop page by page ended with.
  private enum Paged {
    /// Every page was shown, or a key other than Enter left the pages (that key, to act on).
    case shown(pending: String?)
    /// The input ended.
    case inputEnded
  }

  /// Writes `lines` a page (the screen's rows for a stop) at a time, with Enter for the next page.
  private func showPaged(_ lines: [String]) -> Paged {
    let pages = rowsForAStop.map { StopText.pages(lines, rows: $0, columns: screen?.columns) } ?? [lines]
    for (number, page) in pages.enumerated() {
      environment.write(page.joined(separator: "\n"))
      guard number + 1 < pages.count else { break }
      environment.write(
        "-- page \(number + 1) of \(pages.count): [Enter] more, [q] leaves the pages, another key leaves and acts --")
      guard let input = environment.readLine() else { return .inputEnded }
      // `q` leaves the pages (not the walk); another key leaves them and is acted on.
      if StepKey(input) == .quit { return .shown(pending: nil) }
      if !input.trimmingCharacters(in: .whitespaces).isEmpty { return .shown(pending: input) }
    }
    return .shown(pending: nil)
  }

  /// On a terminal: a cursor over the stops, `into` a stop's events and `out` again. `--from` and
  /// `--post-steps` start the walk (at that stop, at the first ★) without cutting what is before.
  func run(from start: Int, postStepsOnly: Bool) {
    let kept = Array(0..<count)
    let first = postStepsOnly ? (start - 1..<count).first(where: provesAPostStep) ?? start - 1 : start - 1
    guard var cursor = kept.firstIndex(where: { $0 >= first }) else { return }
    var inside: (stop: ReaderStop, position: Int)?
    var message: String?
    var whole = false
    while true {
      let shown = inside.map { text($0.position, inside: $0.stop) } ?? text(kept[cursor], inside: nil)
      // `f` shows the whole stop; else it is fitted to the screen. Either way a stop taller than
      // the screen comes a page at a time.
      let lines =
        whole ? shown.unfolded : rowsForAStop.map { shown.fitted(rows: $0, columns: screen?.columns) } ?? shown.whole
      whole = false
      guard case .shown(let pending) = showPaged(lines) else { return }
      if pending == nil {
        if let message { environment.write(message) }
        let keys = inside == nil ? "[i] into  " : "[o] out  "
        environment.write(
          "[Enter/n] next  [b] back  \(everyEvent ? "" : keys)[f] whole  [N] stop N  [s N] post step N  [who X] holders  [q] quit > "
        )
      }
      message = nil
      guard let input = pending ?? environment.readLine() else { return }
      switch StepKey(input) {
      case .whole:
        whole = true
      case .next:
        if let (stop, position) = inside {
          if position + 1 < stop.snapshots.count {
            inside = (stop, position + 1)
          } else {
            inside = nil
            if cursor + 1 < kept.count { cursor += 1 } else { message = "(this is the last stop)" }
          }
        } else if cursor + 1 < kept.count {
          cursor += 1
        } else {
          message = "(this is the last stop)"
        }
      case .back:
        if let (stop, position) = inside {
          if position > 0 { inside = (stop, position - 1) } else { inside = nil }
        } else if cursor > 0 {
          cursor -= 1
        } else {
          message = "(this is the first stop)"
        }
      case .into:
        if everyEvent {
          message = "(every event is a stop already)"
        } else if inside == nil {
          inside = (stops[kept[cursor]], 0)
        }
      case .out:
        if inside == nil { message = "(already at the line-by-line stops)" }
        inside = nil
      case .stop(let number):
        inside = nil
        if let found = kept.firstIndex(of: number - 1) {
          cursor = found
        } else {
          message = "(no stop \(number) here; stops run from \(kept[0] + 1) to \((kept.last ?? 0) + 1))"
        }
      case .postStep(let number):
        inside = nil
        let matches = { (position: Int) -> Bool in
          let steps = everyEvent ? events[position].postSteps : stops[position].postSteps
          return steps.contains { $0.number == number }
        }
        if let found = kept.firstIndex(where: matches) {
          cursor = found
        } else {
          message = "(the post's step \(number) is not in this walkthrough)"
        }
      case .who(let argument):
        guard let query = WhoHolds.Query(argument) else {
          message = "(who takes a variable's name or an object's number, as in `who screen` or `who #3`)"
          break
        }
        let snapshot: Int
        if let (stop, position) = inside {
          snapshot = stop.snapshots.lowerBound + position
        } else if everyEvent {
          snapshot = kept[cursor]
        } else {
          snapshot = stops[kept[cursor]].snapshots.lowerBound
        }
        message = who(query, events[snapshot].event.sequence).joined(separator: "\n")
      case .quit:
        return
      case .unknown(let text):
        message = "(unknown key '\(CommandText.escaped(text))')"
      }
    }
  }
}

/// What a line typed at the `step` prompt asks for.
enum StepKey: Equatable {
  case next, back, quit, into, out, whole
  case stop(Int)
  case postStep(Int)
  /// `who NAME`, `who #N`: the text after `who`, as typed.
  case who(String)
  case unknown(String)

  init(_ input: String) {
    let typed = input.trimmingCharacters(in: .whitespaces)
    if typed == "who" || typed.hasPrefix("who ") {
      self = .who(String(typed.dropFirst(3)).trimmingCharacters(in: .whitespaces))
      return
    }
    let text = typed.lowercased()
    switch text {
    case "", "n", "next": self = .next
    case "b", "back", "p": self = .back
    case "q", "quit", "exit": self = .quit
    case "i", "into": self = .into
    case "o", "out": self = .out
    case "f", "full", "whole": self = .whole
    default:
      if let number = Int(text) {
        self = .stop(number)
      } else if text.hasPrefix("s"), let number = Int(text.dropFirst().trimmingCharacters(in: .whitespaces)) {
        self = .postStep(number)
      } else {
        self = .unknown(input)
      }
    }
  }
}
