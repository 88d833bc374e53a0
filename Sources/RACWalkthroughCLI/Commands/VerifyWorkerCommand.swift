import Foundation
import RACWalkthroughKit

/// `verify-worker`: one of the processes among which `verify` shares its walkthroughs
/// (`VerifyWorkerPool`). Not listed in the help: `verify` starts it.
///
/// It reads walkthrough names on its standard input, one a line, and for each writes what `verify`
/// would write for it as one line of JSON (`VerifyOutcome`) on its standard output, until its input
/// ends.
enum VerifyWorkerCommand: Command {
  static let name = "verify-worker"
  static let summary = "verifies walkthroughs for verify (not run by hand)"
  static var help: String {
    """
    USAGE: rac-walkthrough verify-worker [--walkthroughs DIR] [budgets] < NAMES

    Verifies each walkthrough named on standard input (one name a line) as `verify` does, and
    writes one line of JSON for each on standard output: the report's lines, its errors and whether
    it failed. `verify` starts one on each core. Not meant to be run by hand.

    BUDGETS:
    \(BudgetOptions.help)
    """
  }

  static func run(_ arguments: [String], catalog: WalkthroughCatalog, environment: CommandEnvironment) throws -> Int32 {
    let list = try ArgumentList(arguments, command: name, valueFlags: BudgetOptions.flags)
    guard list.positional.isEmpty else {
      throw CommandFailure.usage("verify-worker: reads the names on its input, got '\(list.positional[0])'")
    }
    try BudgetOptions.apply(list, to: catalog, command: name, scope: .manyRuns)
    let encoder = JSONEncoder()
    while let name = environment.readLine() {
      let outcome: VerifyOutcome
      do {
        outcome = VerifyCommand.outcome(of: try catalog.walkthrough(named: name), catalog: catalog)
      } catch let failure as CommandFailure {
        outcome = VerifyOutcome(failure: VerifyOutcome.Failure(failure))
      }
      let line = try encoder.encode(outcome)
      environment.write(String(decoding: line, as: UTF8.self))
    }
    return 0
  }
}
