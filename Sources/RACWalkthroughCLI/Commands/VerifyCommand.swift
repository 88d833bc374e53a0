import RACWalkthroughKit

/// `verify [NAME…]`: checks output and steps against the post; exit 0 only when everything holds.
enum VerifyCommand: Command {
  static let name = "verify"
  static let summary = "check each walkthrough's output and steps against its post (all when no name)"
  static var help: String {
    """
    USAGE: rac-walkthrough verify [NAME ...]

    Replays each walkthrough named (every one when none is) and checks it against its post:
    - the printed output equals the post's, after removing what varies between runs (NSLog's
      timestamp and process prefix, addresses, queue labels) and mapping class names through the
      table below;
    - every step the post describes is found in the trace, in order; the report names the event
      that proves each one, and sets the post's claim beside the real call where the post is wrong.
    Exit status 0 only when all of it holds for every walkthrough.

    \(ReportRenderer.classTable)
    """
  }

  static func run(_ arguments: [String], catalog: WalkthroughCatalog, environment: CommandEnvironment) throws -> Int32 {
    let list = try ArgumentList(arguments, command: name)
    let walkthroughs = try list.positional.isEmpty ? catalog.all : list.positional.map(catalog.walkthrough(named:))
    var failed: [String] = []
    var comparedOutput = false
    for walkthrough in walkthroughs {
      let data = try catalog.data(for: walkthrough)
      let report = Verifier.verify(walkthrough, against: data)
      comparedOutput = comparedOutput || report.output != nil
      environment.write(ReportRenderer.render(report))
      environment.write("")
      if !report.passed { failed.append(walkthrough.name) }
    }
    if comparedOutput { environment.write(ReportRenderer.classTable) }
    let verdict =
      failed.isEmpty
      ? "verify: all \(walkthroughs.count) walkthrough(s) match their posts"
      : "verify: \(failed.count) of \(walkthroughs.count) failed: \(failed.joined(separator: ", "))"
    environment.write(verdict)
    return failed.isEmpty ? 0 : 1
  }
}
