import Foundation
import RACWalkthroughKit

/// `explore NAME`: runs the walkthrough under every order its background schedulers can take
/// turns in, and prints each distinct output with how many schedules print it.
enum ExploreCommand: Command {
  static let name = "explore"
  static let summary = "every distinct output over all orders of the background schedulers"
  static let help: String = """
    USAGE: rac-walkthrough explore NAME|FILE.m [--variant V] [--limit N] [--samples N] [--seed S]
                                               [--all-schedules] [budgets]

    Replays walkthrough NAME (or the Objective-C of FILE.m) under every order in which its
    background schedulers (each rac_sequence.signal, each +[RACScheduler scheduler]) can take turns,
    each a serial queue of its own, and prints every distinct output with the number of schedules
    that print it.

    By partial-order reduction: two turns of different queues that touch no common object (signal,
    subscriber, disposable, scheduler, the console) commute, so only one of their orders runs; a
    schedule that could only repeat an order already run is pruned. It prints how many schedules
    ran, how many were pruned, and whether every order was covered; an output's count is then of
    the schedules run. --all-schedules runs every schedule instead, so that the counts
    say how many of all schedules print each output.
    When there are more than --limit schedules (default 20000), it draws a random sample of
    --samples schedules (default 2000) with seed --seed (default 1) instead, and says so; the same
    seed explores the same schedules. A walkthrough whose schedules are far too many to enumerate
    sets smaller defaults in its steps.json ("output": {"exploreLimit": …, "exploreSamples": …}).

    Each output comes with one schedule that prints it, in words — which queue took each turn where
    more than one had work due ("main, queue 2 ×3, queue 1": queues numbered in the order they first
    had work) — and as the command that replays it (run or step NAME --schedule 0,1,0). The output
    the post printed, when it is among them, is marked.

    OPTIONS:
      --variant V   run the program's variant V (see the walkthrough's steps.json), not the post's code
      --limit N     explore exhaustively up to N schedules
      --samples N   the sample size when there are more
      --seed S      the sample's seed
      --all-schedules  run every schedule, without the reduction

    BUDGETS (each schedule's run has them, and --max-seconds is the whole exploration's, reading
    included; the first run past one, or stopped by a run-time error, ends the exploration with
    the budget or the error and its FILE:LINE:COL, exit status 1):
    \(BudgetOptions.help)
    """

  static func run(_ arguments: [String], catalog: WalkthroughCatalog, environment: CommandEnvironment) throws -> Int32 {
    let list = try ArgumentList(
      arguments, command: name, valueFlags: BudgetOptions.flags.union(["--variant", "--limit", "--samples", "--seed"]),
      switchFlags: ["--all-schedules"])
    // --max-seconds is the whole exploration's, as the playground's is: every schedule's run
    // counts from the command's start, so the first one past it stops there with the budget
    // (per schedule, 2,000 short schedules of a 5 s budget took 22 s).
    try BudgetOptions.apply(list, to: catalog, command: name, scope: .oneRun)
    let walkthrough = try catalog.walkthrough(named: try singleName(list.positional, command: name))
    let snippet = catalog.snippet(of: walkthrough)
    snippet?.skipsRunsAfterAnError = true
    let rules = try catalog.data(for: walkthrough).outputRules
    let limit = try positiveNumber(list.value("--limit"), flag: "--limit", default: rules.exploreLimit ?? 20_000)
    let samples = try positiveNumber(list.value("--samples"), flag: "--samples", default: rules.exploreSamples ?? 2_000)
    let seed = try positiveNumber(list.value("--seed"), flag: "--seed", default: 1)
    let variant = try checkedVariant(list, walkthrough: walkthrough, catalog: catalog, command: name)
    let result = ScheduleExplorer.explore(
      walkthrough, variant: variant, limit: limit, samples: samples, seed: UInt64(seed),
      reduction: !list.isSet("--all-schedules"), stoppingWhen: { snippet?.firstError != nil })
    // A run stopped by an error or a budget ends the exploration: the schedules after it ran
    // nothing, so no coverage can be claimed.
    let how =
      snippet?.firstError == nil
      ? coverage(of: result, limit: limit) : "stopped by the error below: not every order covered"
    environment.write(
      "\(walkthrough.name)\(variant.map { " [\($0)]" } ?? ""): \(how), \(result.outcomes.count) distinct output(s)")
    let data = try catalog.data(for: walkthrough)
    let postOutput = data.postOutput.map { $0.map(OutputNormalizer.normalize) }
    for (index, outcome) in result.outcomes.enumerated() {
      environment.write("")
      let isThePosts = postOutput == outcome.output ? "  ← what the post printed" : ""
      environment.write("#\(index + 1): \(outcome.schedules) schedule(s)\(isThePosts)")
      let schedule = outcome.example.map(String.init).joined(separator: ",")
      // Described by replaying it, which a stopped exploration has no time left for: 3,671
      // outputs took 3.4 s past the budget to replay runs that then did nothing.
      if snippet?.firstError == nil {
        let order = ScheduleExplorer.describe(walkthrough, variant: variant, choices: outcome.example)
        environment.write("  one of them: \(order.isEmpty ? "no turn had a choice" : order)")
      }
      environment.write(
        "  replay it: rac-walkthrough run \(walkthrough.name)\(variant.map { " --variant \($0)" } ?? "") --schedule \(schedule.isEmpty ? "0" : schedule)"
      )
      for line in outcome.output { environment.write("  " + line) }
    }
    if let error = snippet?.firstError {
      environment.writeError(error.description)
      return 1
    }
    return 0
  }

  private static func positiveNumber(_ text: String?, flag: String, default value: Int) throws -> Int {
    guard let text else { return value }
    return try BudgetOptions.positiveWholeNumber(text, flag: flag, command: name)
  }

  /// How much of the schedules an exploration covered, as `explore` and the playground say it.
  static func coverage(of result: ScheduleExplorer.Result, limit: Int) -> String {
    result.reduced
      ? "\(result.schedulesRun) schedule(s) run and \(result.pruned) pruned (orders of commuting turns already run): every order covered"
      : result.exhaustive
        ? "all \(result.schedulesRun) schedule(s)"
        : "a sample of \(result.schedulesRun) schedules (seed \(result.seed); more than \(limit) in all)"
  }
}
