import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RACWalkthroughKit

/// `check-post FILE`: every Objective-C listing of a post, run where it can run, its output against
/// the post's.
enum CheckPostCommand: Command {
  static let name = "check-post"
  static let summary = "run every Objective-C listing of a post and compare what it prints with the post"
  static let help: String = """
    USAGE: rac-walkthrough check-post FILE [budgets]

    Reads a post — Markdown with fenced code, an HTML page saved from a blog (its <pre> blocks), or
    the plain text of a blog page whose code boxes kept their line-number gutters — and finds each
    Objective-C listing and the output the post says it prints: in the listing (// 输出: 1,
    // Output: then a comment a line, // => 1, a 结果: or 输出: line of its box), or after it (the
    next block when it is output: one without a language, one marked text or console, or one the
    sentence before it announces, such as "在上述代码执行时，会在控制台中打印出以下内容：" or "This
    prints:"; else a 结果: line just after the listing). NSLog's prefixes are left out as verify
    leaves them out. Prints one row per code listing, numbered among them, with the post's line:
      runs                     top-level code or an entry method that ran to its end (a
                               walkthrough's post code is named)
      runs with a scene        a walkthrough has this listing as its post.m: it ran with that
                               walkthrough's scene (the app objects it talks to, ours)
      needs a scene            it talks to objects the post never shows; the error names the first
      elided                   a fragment: cut short (...), or using a local of code left out
      declarations only        classes, methods or categories and nothing that runs them
      stopped                  it ran and stopped with an error
      not code the tool reads  pseudo-code, or Objective-C the interpreter does not read
    and, for a listing that ran, whether its output matches the post's, differs (with the
    difference, and why when the walkthrough's verify explains it: the schedules, the post's own
    variant) or the post states no output for it. Each listing runs alone, with the budgets below
    (of 5 seconds, not 20, unless given): one past a budget is 'stopped', with the budget. Exit status 0 when no output differs unexplained.

    BUDGETS (each listing's):
    \(BudgetOptions.help)
    """

  static func run(_ arguments: [String], catalog: WalkthroughCatalog, environment: CommandEnvironment) throws -> Int32 {
    let list = try ArgumentList(arguments, command: name, valueFlags: BudgetOptions.flags)
    let limits = try BudgetOptions.limits(list, from: .forAPostListing, command: name)
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
