import Foundation
import RACWalkthroughKit

/// `step NAME`: one event at a time, with the call stack, the bookkeeping, the output so far and
/// the post's step numbers. Interactive on a terminal; on a pipe it prints every step.
enum StepCommand: Command {
  static let name = "step"
  static let summary = "walk through the trace one event at a time (interactive on a terminal)"
  static let help = """
    USAGE: rac-walkthrough step NAME [--all] [--from N] [--post-steps]

    Shows the walkthrough's trace one stop at a time: the block, its arguments and result, the call
    stack, the bookkeeping (`signals`, disposables), the output so far, and the post's step when one
    is reached (marked ★). Every stop is a complete snapshot, so going back costs nothing.

    On a terminal it waits for a key after each stop:
      Enter or n   next          b   back            N (a number)   jump to stop N
      s N          jump to the post's step N          q   quit
    On a pipe (or with --all) it prints every stop.

    OPTIONS:
      --all          print every stop without waiting, even on a terminal
      --from N       start at stop N
      --post-steps   only the stops that prove one of the post's steps
    """

  static func run(_ arguments: [String], catalog: WalkthroughCatalog, environment: CommandEnvironment) throws -> Int32 {
    let list = try ArgumentList(
      arguments, command: name, valueFlags: ["--from"], switchFlags: ["--all", "--post-steps"])
    let walkthrough = try catalog.walkthrough(named: try singleName(list.positional, command: name))
    let data = try catalog.data(for: walkthrough)
    let replay = WalkthroughRun.replay(walkthrough)
    let results = Verifier.matchSteps(data.steps, in: replay.trace)
    let allSnapshots = StepSnapshots.build(replay.trace, steps: results)
    guard !allSnapshots.isEmpty else { throw CommandFailure.failed("step: \(walkthrough.name) has nothing to show") }

    var start = 1
    if let from = list.value("--from") {
      guard let number = Int(from), (1...allSnapshots.count).contains(number) else {
        throw CommandFailure.usage("step: --from takes a stop number from 1 to \(allSnapshots.count), not '\(from)'")
      }
      start = number
    }
    var snapshots = allSnapshots.filter { $0.index >= start }
    if list.isSet("--post-steps") { snapshots = snapshots.filter { !$0.postSteps.isEmpty } }
    environment.write("\(walkthrough.name): \(allSnapshots.count) stops; \(walkthrough.title)")
    if environment.isInteractive && !list.isSet("--all") {
      StepSession(snapshots: snapshots, total: allSnapshots.count, environment: environment).run()
    } else {
      for snapshot in snapshots {
        environment.write(StepRenderer.render(snapshot, of: allSnapshots.count))
      }
    }
    return 0
  }
}

/// The interactive loop of `step`: moves a cursor over precomputed snapshots (all of them, or those
/// `--from` / `--post-steps` kept; stop numbers always count every stop).
struct StepSession {
  let snapshots: [StepSnapshot]
  let total: Int
  let environment: CommandEnvironment

  func run() {
    guard !snapshots.isEmpty else { return }
    var index = 0
    var message: String?
    while true {
      environment.write(StepRenderer.render(snapshots[index], of: total))
      if let message { environment.write(message) }
      message = nil
      environment.write("[Enter/n] next  [b] back  [N] stop N  [s N] post step N  [q] quit > ")
      guard let input = environment.readLine() else { return }
      switch StepKey(input) {
      case .next:
        if index + 1 < snapshots.count { index += 1 } else { message = "(this is the last stop)" }
      case .back:
        if index > 0 { index -= 1 } else { message = "(this is the first stop)" }
      case .stop(let number):
        if let found = snapshots.firstIndex(where: { $0.index == number }) {
          index = found
        } else {
          message =
            "(no stop \(number) here; stops run from \(snapshots[0].index) to \(snapshots[snapshots.count - 1].index))"
        }
      case .postStep(let number):
        if let found = snapshots.firstIndex(where: { $0.postSteps.contains { $0.number == number } }) {
          index = found
        } else {
          message = "(the post's step \(number) is not in this walkthrough)"
        }
      case .quit:
        return
      case .unknown(let text):
        message = "(unknown key '\(text)')"
      }
    }
  }
}

/// What a line typed at the `step` prompt asks for.
enum StepKey: Equatable {
  case next, back, quit
  case stop(Int)
  case postStep(Int)
  case unknown(String)

  init(_ input: String) {
    let text = input.trimmingCharacters(in: .whitespaces).lowercased()
    switch text {
    case "", "n", "next": self = .next
    case "b", "back", "p": self = .back
    case "q", "quit", "exit": self = .quit
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
