/// `list`: every walkthrough, one line each, with the post it comes from.
enum ListCommand: Command {
  static let name = "list"
  static let runsRACSource = false
  static let summary = "every walkthrough, one line each, with the post it comes from"
  static let help = """
    USAGE: rac-walkthrough list

    Lists every walkthrough: its name (what the other commands take), the post it replays, what it
    shows, and how it runs the post's code: verbatim (the post's listings alone), with a scene
    (the post's listings and the app objects they talk to, ours), or only as a Swift translation
    (and why). The walkthroughs beyond the posts (the questions readers of RAC ask most) come last:
    they are written in Objective-C alone.
    """

  static func run(_ arguments: [String], catalog: WalkthroughCatalog, environment: CommandEnvironment) throws -> Int32 {
    let list = try ArgumentList(arguments, command: name)
    if let extra = list.positional.first { throw CommandFailure.usage("list: unexpected argument '\(extra)'") }
    let walkthroughs = try catalog.all()
    let width = walkthroughs.map(\.name.count).max() ?? 0
    for walkthrough in walkthroughs {
      let padded = walkthrough.name.padding(toLength: width, withPad: " ", startingAt: 0)
      let status =
        catalog.snippet(of: walkthrough) != nil
        ? "its own Objective-C, no translation"
        : (try? catalog.data(for: walkthrough))?.objectiveC?.status ?? "translation only"
      environment.write("\(padded)  \(walkthrough.post)  \(walkthrough.title)  [runs: \(status)]")
    }
    return 0
  }
}
