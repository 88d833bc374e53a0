import RACWalkthroughKit

/// `run NAME`: the program's output, then its trace as an indented call tree.
enum RunCommand: Command {
  static let name = "run"
  static let summary = "the program's output, then its trace as an indented call tree"
  static let help = """
    USAGE: rac-walkthrough run NAME

    Replays the walkthrough NAME and prints what it printed, then every block it ran as a call
    tree: owner, block, arguments, result, and the bookkeeping (`signals`, disposables) before and
    after each block that has some.
    """

  static func run(_ arguments: [String], catalog: WalkthroughCatalog, environment: CommandEnvironment) throws -> Int32 {
    let list = try ArgumentList(arguments, command: name)
    let walkthrough = try catalog.walkthrough(named: try singleName(list.positional, command: name))
    let replay = WalkthroughRun.replay(walkthrough)
    environment.write("== \(walkthrough.name): \(walkthrough.title)")
    environment.write("== output")
    replay.output.forEach(environment.write)
    environment.write("== trace (\(replay.trace.events.count) events)")
    environment.write(TraceRenderers.render(replay.trace, as: .text))
    return 0
  }
}

/// The one walkthrough name a command takes, or a usage error.
func singleName(_ positional: [String], command: String) throws -> String {
  guard let name = positional.first else { throw CommandFailure.usage("\(command): missing walkthrough name") }
  guard positional.count == 1 else {
    throw CommandFailure.usage("\(command): takes one walkthrough name, got \(positional.count)")
  }
  return name
}
