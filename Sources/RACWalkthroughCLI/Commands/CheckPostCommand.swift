import Foundation
import ObjCInterpreter
import ObjCWalkthroughs
import RACWalkthroughKit

/// `check-post FILE`: every Objective-C listing of a post, run where it can run, its output against
/// the post's.
enum CheckPostCommand: Command {
  static let name = "check-post"
  static let summary = "run every Objective-C listing of a post and compare what it prints with the post"
  static let help: String = """
    USAGE: rac-walkthrough check-post FILE [budgets]

    Reads a post — Markdown with fenced code, or the plain text of a blog page whose code boxes kept
    their line-number gutters — and finds each Objective-C listing and the output the post says it
    prints (a fence without a language right after it, or the lines after 输出: in the listing).
    Prints one row per listing, with the post's line number:
      runs                     top-level code or an entry method that ran to its end
      runs with a scene        a walkthrough has this listing as its post.m: it ran with that
                               walkthrough's scene (the app objects it talks to, ours)
      needs a scene            it talks to objects the post never shows; the error names the first
      elided                   a fragment: cut short (...), or using a local of code left out
      declarations only        classes, methods or categories and nothing that runs them
      stopped                  it ran and stopped with an error
      not code the tool reads  pseudo-code, or Objective-C the interpreter does not read
    and, for a listing that ran, whether its output matches the post's (with the difference when
    not). Each listing runs alone, with the budgets below (of 5 seconds, not 20, unless given): one
    past a budget is 'stopped', with the budget. Exit status 0 when no output differs.

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
    let rows = PostCheck.check(
      post: text, name: path, limits: limits,
      scene: { listing in scenes.first { $0.lines == listing.normalizedLines }?.scene }, library: catalog.racSource)
    PostCheck.render(rows, name: path).forEach(environment.write)
    let differs = rows.contains { if case .differs? = $0.output { return true } else { return false } }
    return differs ? 1 : 0
  }

  /// The walkthroughs' `post*.m` files that run with a scene, by their normalised lines.
  private static func sceneListings(_ catalog: WalkthroughCatalog) throws -> [(lines: [String], scene: PostCheck.Scene)]
  {
    var found: [(lines: [String], scene: PostCheck.Scene)] = []
    for walkthrough in try catalog.all() {
      guard let data = try? catalog.data(for: walkthrough), let files = data.objectiveC?.files,
        files.contains(where: ObjectiveCSource.isScene)
      else { continue }
      let folder = catalog.directory.appendingPathComponent(walkthrough.name, isDirectory: true)
      guard
        let (sources, classes) = try? PostProgram.sources(
          name: walkthrough.name, folder: folder, source: data.objectiveC)
      else { continue }
      for (file, source) in zip(files, sources) where ObjectiveCSource.isPost(file) {
        let scene = PostCheck.Scene(
          walkthrough: walkthrough.name, files: sources,
          leaksByDesign: data.postCodeLeaksByDesign(beside: walkthrough.leaksByDesign),
          bareMethodClasses: classes)
        found.append((PostListings.normalized(source.text), scene))
      }
    }
    return found
  }
}
