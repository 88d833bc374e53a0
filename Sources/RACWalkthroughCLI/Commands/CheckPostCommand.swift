import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RACWalkthroughKit

/// `check-post FILE`: each output a post states, once, against what the post's listings print; then
/// what each Objective-C listing of the post is.
enum CheckPostCommand: Command {
  static let name = "check-post"
  static let summary = "compare each output a post states with what its Objective-C listings print"
  static let help: String = """
    USAGE: rac-walkthrough check-post FILE [--rac-source DIR] [budgets]

    Reads a post — Markdown with fenced code, an HTML page saved from a blog (its <pre> blocks), or
    the plain text of a blog page whose code boxes kept their line-number gutters — and finds each
    Objective-C listing and the outputs the post states: in a listing (// 输出: 1, // Output: then a
    comment a line, // => 1, a 结果: or 输出: line of its box), or after it (the next block when it
    is output: one without a language or with one that is no code language, such as text, console
    or vim, that does not read as code, or one the sentence before it announces, such as
    "在上述代码执行时，会在控制台中打印出以下内容：" or "This prints:"; else a 结果: line just after
    the listing, or a sentence just after it whose verb is followed by nothing but code spans, each
    a printed line: This prints only `search: rea`.). NSLog's prefixes and addresses are left out as
    verify leaves them out.

    Each listing runs once. A listing that uses a name an earlier listing declares (a local, a
    class) runs with that listing before it. An output stated after a listing that only builds
    signals (or only declares) is printed by the first later listing that runs with it (that
    subscribes to them). A listing of demo methods nothing calls runs each in order, and a
    comment stating output in each method is that method's output; methods a later listing calls
    are that listing's to run. With --rac-source, a listing that quotes RAC's own methods runs in
    place of the checkout's in every run.

    The report starts with two lines:
      N outputs stated: M match, D differ, C cannot run; E of the differences explained
      L listings: R run, S run as RAC's methods, …
    then one row per stated output: where the post states it, the listings that printed it (with
    why the earlier ones ran), and whether it matches, differs (with the difference, - post,
    + run, and why where it is known: the post's own words that it may differ, the schedules or
    variant the walkthrough's verify explains, an elision in the post, another RAC version than
    the checkout's) or cannot run (why). Then one row per code listing, numbered among them, with
    the post's line:
      runs                     top-level code or an entry method that ran to its end (a
                               walkthrough's post code is named)
      runs with a scene        a walkthrough has this listing as its post.m: it ran with that
                               walkthrough's scene (the app objects it talks to, ours)
      runs as RAC's …          (--rac-source) RAC's methods, run in place of the checkout's: the
                               row names the listings whose outputs went through them
      needs a scene            it talks to objects the post never shows; the error names the first
      elided                   a fragment: cut short (...), or using a local of code left out
      declarations only        classes, methods or categories and nothing that runs them
      stopped                  it ran and stopped with an error
      not code the tool reads  pseudo-code, or Objective-C the interpreter does not read
    Each run has the budgets below (of 5 seconds, not 20, unless given): one past a budget is
    'stopped', with the budget. The whole check has --max-seconds too (a minute unless given),
    reading the post and comparing its outputs included: each run has what is left of it at most,
    and the listings whose turn comes after it has run out are 'not run', with the budget, and a
    last line names it (exit status 1). Exit status 0 when no output differs unexplained.

    BUDGETS (each run's, and --max-seconds the whole check's too):
    \(BudgetOptions.help)
    """

  static func run(_ arguments: [String], catalog: WalkthroughCatalog, environment: CommandEnvironment) throws -> Int32 {
    let list = try ArgumentList(arguments, command: name, valueFlags: BudgetOptions.flags)
    var limits = try BudgetOptions.limits(list, from: .forAPostListing, command: name)
    limits.command =
      BudgetOptions.wholeCommand(list, startedAt: catalog.startedAt)
      ?? CommandBudget(seconds: RunLimits.wholePostCheckSeconds, since: catalog.startedAt)
    if let whole = limits.command { BudgetOptions.watchWholeCommand(name, budget: whole) }
    let path = try singleName(list.positional, command: name)
    let text: String
    do {
      text = try TextFile.read(path)
    } catch let problem as TextFile.Problem {
      if case .missing = problem { throw CommandFailure.usage("check-post: \(problem)") }
      throw CommandFailure.failed("check-post: \(problem)")
    }
    let scenes = try sceneListings(catalog)
    let report = PostCheck.check(
      post: text, name: path, limits: limits,
      scene: { listing in scenes.first { $0.lines == listing.normalizedLines }?.scene }, library: catalog.racSource)
    PostCheck.render(report, name: path).forEach(environment.write)
    let notRun = report.listings.filter { $0.kind == .notRun }.count
    if notRun > 0, let whole = limits.command {
      environment.writeError(
        "rac-walkthrough: check-post: \(whole.ranOut): \(notRun) listing(s) not run (raise the limit with --max-seconds)"
      )
      return 1
    }
    return report.differsUnexplained ? 1 : 0
  }

  /// The walkthroughs' `post*.m` files, by their normalised lines: with the walkthrough's scene
  /// where it has one, and with `verify`'s explanation of why the post's output is not what the code
  /// prints (the schedules, the post's variant).
  private static func sceneListings(_ catalog: WalkthroughCatalog) throws -> [(lines: [String], scene: PostCheck.Scene)]
  {
    var found: [(lines: [String], scene: PostCheck.Scene)] = []
    for walkthrough in try catalog.all() {
      guard let data = try? catalog.data(for: walkthrough), let files = data.objectiveC?.files,
        files.contains(where: ObjectiveCSource.isPost)
      else { continue }
      let folder = catalog.directory.appendingPathComponent(walkthrough.name, isDirectory: true)
      guard
        let (sources, classes) = try? PostProgram.sources(
          name: walkthrough.name, folder: folder, source: data.objectiveC)
      else { continue }
      let hasScene = files.contains(where: ObjectiveCSource.isScene)
      let rules = data.outputRules
      let explain: @Sendable ([String]) -> [String]? = { post in
        Verifier.explanation(ofPostOutput: post, for: walkthrough, rules: rules).map { lines in
          ["verify \(walkthrough.name): " + (lines.first ?? "")] + lines.dropFirst().map { "  " + $0 }
        }
      }
      for (file, source) in zip(files, sources) where ObjectiveCSource.isPost(file) {
        let scene = PostCheck.Scene(
          walkthrough: walkthrough.name, files: hasScene ? sources : [source],
          leaksByDesign: data.postCodeLeaksByDesign(beside: walkthrough.leaksByDesign),
          bareMethodClasses: classes, hasSceneFiles: hasScene, explainOutput: explain)
        found.append((PostListings.normalized(source.text), scene))
      }
    }
    return found
  }
}
