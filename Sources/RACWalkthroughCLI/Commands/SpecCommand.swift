import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs

/// `spec PATH…`: runs Quick/Nimble and Specta/Expecta specs written in Objective-C, each example on
/// a fresh replay of its program, and prints one line per example and a count.
enum SpecCommand: Command {
  static let name = "spec"
  static let summary = "run Quick/Nimble or Specta/Expecta spec files: one line per example, then a count"
  static let help = """
    USAGE: rac-walkthrough spec PATH… [--example TEXT] [--max-steps N] [--max-seconds S] [--max-memory M]

    PATH is a spec file (FooSpec.m) or a folder: every *Spec.m in it runs, each with the folder's
    other .m files (shared examples, test objects) as part of its program, as a test target
    compiles them; a file runs with the .m files beside it whose headers it imports. Headers
    imported with quotes are read from beside the files.

    The specs are written as RAC's own are: Quick and Nimble (QuickSpecBegin / QuickSpecEnd,
    QuickConfigurationBegin with +configure: and sharedExamples, qck_describe, qck_context, qck_it,
    qck_beforeEach, qck_afterEach, qck_pending, qck_itBehavesLike, the focused f… and excluded x…
    forms; expect(x).to(equal(y)), toNot, notTo, toEventually, toEventuallyNot and Nimble's
    matchers), or Specta and Expecta (SpecBegin / SpecEnd, describe, context, it, beforeEach,
    afterEach, beforeAll, afterAll, sharedExamplesFor, itShouldBehaveLike; expect(x).to.equal(y),
    .toNot, .will, .beNil(), .beTruthy() …).

    Each example runs on a fresh run, as a snippet runs: virtual time and virtual queues (so
    toEventually and .will advance the queues until the match holds or its timeout passes, 1 s
    unless withTimeout says), with the snippets' budgets. Its groups' beforeEach blocks run
    outermost first, its afterEach blocks innermost first. An example that throws, loops or waits
    forever fails alone, with its reason.

    One line per example: ✓ passed, ✗ failed (each failure below it as FILE:LINE and the library's
    own message, `expected to equal <2>, got <1>`), - pending (pending, xit, xdescribe); the path is
    the spec class, its groups and the example. When any example is focused (fit, fdescribe,
    fcontext), only focused examples run. The last line is `N examples, F failures, P pending`.
    Exit 0 when no example failed.

    OPTIONS:
      --example TEXT   run only the examples whose path contains TEXT

    BUDGETS (each example's; one past a budget fails with the budget and its FILE:LINE:COL).
    --max-seconds, when given, is also the whole command's, reading and collecting included: each
    example has what is left of it at most, and once it has run out the examples after are not
    run: each is listed (○ … (not run)), the count says how many, and one line names the budget;
    exit status 1. Without it, each example has 20 s and the command none (RAC's own spec folders
    run for minutes):
    \(BudgetOptions.help)
    """

  static func run(_ arguments: [String], catalog: WalkthroughCatalog, environment: CommandEnvironment) throws -> Int32 {
    let list = try ArgumentList(arguments, command: name, valueFlags: BudgetOptions.flags.union(["--example"]))
    guard !list.positional.isEmpty else { throw CommandFailure.usage("spec: give a spec file or a folder of them") }
    try BudgetOptions.apply(list, to: catalog, command: name, scope: .manyRuns)
    let whole = catalog.snippetLimits.command
    let plans: [SpecFiles.Plan]
    do {
      plans = try SpecFiles.plans(for: list.positional)
    } catch let error as SnippetFileError {
      throw CommandFailure.usage("spec: \(error.message)")
    }
    var tally = Tally()
    var notes: Set<String> = []
    // Every spec's examples are collected first: focus (fit, fdescribe) holds across them all.
    var entries: [Entry] = []
    let pattern = list.value("--example")
    for (number, plan) in plans.enumerated() {
      if whole?.hasRunOut == true {
        entries.append(.notRun(plan.spec))
        continue
      }
      environment.progress("\(plan.spec): collecting its examples (\(number + 1) of \(plans.count))")
      let program: SpecProgram
      do {
        program = try SpecProgram(
          plan: plan, limits: catalog.snippetLimits, library: catalog.racSource, host: WalkthroughReplayHost())
      } catch let failure as SpecProgramError {
        entries.append(.failed("✗ \(plan.spec) (does not load)", [failure.error.headline], leftOut: failure.leftOut))
        continue
      } catch {
        entries.append(.failed("✗ \(plan.spec) (cannot be read)", ["\(error)"], leftOut: []))
        continue
      }
      switch program.examples() {
      case .failure(let error):
        entries.append(
          .failed("✗ \(plan.spec) (while collecting its examples)", [error.headline], leftOut: program.leftOut))
      case .success(let examples):
        let chosen = examples.enumerated().filter { pattern == nil || line(for: $0.element).contains(pattern ?? "") }
        entries.append(.examples(program, chosen.map { (index: $0.offset, info: $0.element) }))
      }
    }
    let focused = entries.contains { entry in
      guard case .examples(_, let examples) = entry else { return false }
      return examples.contains { $0.info.isFocused }
    }
    for entry in entries {
      let leftOut: [ObjCError]
      switch entry {
      case .failed(_, _, let left): leftOut = left
      case .examples(let program, _): leftOut = program.leftOut
      case .notRun: leftOut = []
      }
      for error in leftOut where notes.insert(error.headline).inserted {
        environment.write("note: \(error.file) is left out of the specs' programs: \(error.headline)")
      }
      switch entry {
      case .notRun(let spec):
        tally.notRun += 1
        environment.write("○ \(spec) (not run: its examples were not collected)")
      case .failed(let line, let messages, _):
        tally.report(line, failures: messages, environment)
      case .examples(let program, let examples):
        if examples.isEmpty, pattern == nil {
          environment.write(
            "note: \(program.specFile) declares no examples (QuickSpecBegin(Name) … QuickSpecEnd or SpecBegin(Name) … SpecEnd holds them)"
          )
        }
        let toRun = examples.filter { !focused || $0.info.isFocused }
        for (position, example) in toRun.enumerated() {
          if example.info.isPending {
            tally.pending += 1
            tally.examples += 1
            environment.write("- " + line(for: example.info))
            continue
          }
          if whole?.hasRunOut == true {
            tally.notRun += 1
            environment.write("○ " + line(for: example.info) + " (not run)")
            continue
          }
          environment.progress("\(program.specFile): example \(position + 1) of \(toRun.count)")
          let outcome = program.run(example: example.index, example.info)
          let messages =
            outcome.failures.map { "\($0.file):\($0.line): \($0.message)" }
            + (outcome.error.map { [$0.headline] } ?? [])
          tally.report((outcome.passed ? "✓ " : "✗ ") + line(for: example.info), failures: messages, environment)
          for note in outcome.notes { environment.write("    note: \(note.file):\(note.line): \(note.message)") }
        }
      }
    }
    let notRun = tally.notRun > 0 ? ", \(tally.notRun) not run" : ""
    environment.write("\(tally.examples) examples, \(tally.failures) failures, \(tally.pending) pending" + notRun)
    if let whole, tally.notRun > 0 {
      environment.writeError(
        "rac-walkthrough: spec: \(whole.ranOut): \(tally.notRun) not run (raise the limit with --max-seconds)")
      return 1
    }
    return tally.failures == 0 ? 0 : 1
  }

  /// The example's path as its line shows it: the spec class, its groups, its description.
  static func line(for example: SpecExampleInfo) -> String {
    example.path.joined(separator: " › ")
  }

  /// A spec as the report lists it: its examples to run, or the line and errors of a spec that
  /// could not be loaded or collected.
  private enum Entry {
    case examples(SpecProgram, [(index: Int, info: SpecExampleInfo)])
    case failed(String, [String], leftOut: [ObjCError])
    /// A spec file not read: the command's budget ran out before it (`--max-seconds`).
    case notRun(String)
  }

  /// The counts of the last line.
  private struct Tally {
    var examples = 0
    var failures = 0
    var pending = 0
    /// Examples (and spec files whose examples were never collected) left when the command's
    /// budget ran out.
    var notRun = 0

    /// Writes an example's line and, indented below it, its failures; counts it.
    mutating func report(_ line: String, failures messages: [String], _ environment: CommandEnvironment) {
      examples += 1
      if !messages.isEmpty { failures += 1 }
      environment.write(line)
      for message in messages { environment.write("    " + message) }
    }
  }
}
