import RACWalkthroughKit

/// `trace NAME --format text|jsonl`: the trace alone, for other tools.
enum TraceCommand: Command {
  static let name = "trace"
  static let summary = "the trace alone, as text or JSON Lines (--format text|jsonl)"
  static var help: String {
    """
    USAGE: rac-walkthrough trace NAME [--format \(TraceRenderers.Format.allCases.map(\.rawValue).joined(separator: "|"))]

    Prints the trace of walkthrough NAME. text (default): the indented call tree. jsonl: one JSON
    object per event with every field (sequence, phase, block, owner, arguments, result, depth,
    thread, scheduler, bookkeeping, enterSequence). lines: the numbered one-line form of each event
    that the steps' patterns in steps.json are matched against (`call …`, `return … -> …`, `output …`).
    """
  }

  static func run(_ arguments: [String], catalog: WalkthroughCatalog, environment: CommandEnvironment) throws -> Int32 {
    let list = try ArgumentList(arguments, command: name, valueFlags: ["--format"])
    let walkthrough = try catalog.walkthrough(named: try singleName(list.positional, command: name))
    let formatName = list.value("--format") ?? TraceRenderers.Format.text.rawValue
    guard let format = TraceRenderers.Format(rawValue: formatName) else {
      let known = TraceRenderers.Format.allCases.map(\.rawValue).joined(separator: ", ")
      throw CommandFailure.usage("trace: unknown format '\(formatName)' (known: \(known))")
    }
    environment.write(TraceRenderers.render(WalkthroughRun.replay(walkthrough).trace, as: format))
    return 0
  }
}
