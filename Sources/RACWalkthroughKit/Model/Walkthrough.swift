import Foundation

/// One example from a post, as a program the runner can replay under the trace.
///
/// The program is the post's Objective-C written in Swift as closely as the language allows; the
/// data that goes with it (the post's printed output, its steps, the notes) lives beside the code in
/// `Walkthroughs/<name>/` and is loaded as `WalkthroughData`.
public struct Walkthrough: Sendable {
  /// The folder name and the name on the command line (`map`, `password-filter`, …).
  public let name: String
  /// One line: what the example shows.
  public let title: String
  /// The seed file the example comes from (`003_83099b5ef2c47d05.txt`).
  public let post: String
  /// The example itself. It runs "as the main thread would": on a `RACTestScheduler` that is the
  /// current scheduler, so subscription is synchronous as in the post and every run is identical.
  public let program: @Sendable (WalkthroughContext) -> Void
  /// Runs around each whole replay (the program and every scheduled turn after it): how a
  /// walkthrough that is an Objective-C snippet installs the methods it replaces in the core and
  /// its handler for RAC's assertions for exactly the time it runs. nil for the Swift walkthroughs.
  public let runScope: (@Sendable (_ replay: () -> Void) -> Void)?
  /// Why a replay leaves RAC objects alive, when it does on purpose, by variant (`""` for the
  /// walkthrough itself): RAC 2.5's `concat:` losing a subject's disposable, the post's own retain
  /// cycles. Every other replay must leave nothing alive; the tests hold them to it.
  public let leaksByDesign: [String: String]
  /// What the process lets go of when it exits, after the replay and its trace: what the
  /// program's globals and statics hold, which no `-dealloc` runs for and no trace shows (a process
  /// that exits frees its memory without running its objects' code). nil for the Swift walkthroughs.
  public let processExit: (@Sendable () -> Void)?

  /// A walkthrough named `name`, from the seed `post`, running `program`.
  public init(
    name: String, title: String, post: String, runScope: (@Sendable (_ replay: () -> Void) -> Void)? = nil,
    leaksByDesign: [String: String] = [:], processExit: (@Sendable () -> Void)? = nil,
    program: @escaping @Sendable (WalkthroughContext) -> Void
  ) {
    self.name = name
    self.title = title
    self.post = post
    self.runScope = runScope
    self.processExit = processExit
    self.leaksByDesign = leaksByDesign
    self.program = program
  }

  /// Why the replay of `variant` leaves objects alive, or nil when it must leave none.
  public func leakReason(variant: String?) -> String? { leaksByDesign[variant ?? ""] }
}

/// A walkthrough written in Objective-C alone: its program is the `.m` files its folder's steps.json
/// names (`objectiveC.files`), run by the interpreter; there is no Swift translation. The
/// walkthroughs that answer what readers of RAC ask most are written so, as a post would be. They
/// are data alone: `discover(in:skipping:)` finds their folders, and the title and the reason a
/// replay leaves objects alive come from steps.json (`title`, `leaks`).
public struct ObjectiveCWalkthroughEntry: Sendable {
  /// The folder name and the name on the command line.
  public let name: String
  /// One line: what the example shows.
  public let title: String
  /// Where the question comes from (`list` shows it where a post's seed file would be).
  public let source: String
  /// Why a replay leaves RAC objects alive, when it does on purpose (as `Walkthrough.leaksByDesign`).
  public let leaksByDesign: [String: String]

  /// An entry for the folder `Walkthroughs/<name>/`.
  public init(name: String, title: String, source: String = "beyond the posts", leaksByDesign: [String: String] = [:]) {
    self.name = name
    self.title = title
    self.source = source
    self.leaksByDesign = leaksByDesign
  }

  /// The walkthroughs written in Objective-C in `directory`: every folder with a steps.json whose
  /// name is not one of `translations` (the walkthroughs with a Swift translation), by name. A
  /// folder whose steps.json cannot be read, names no `.m` files or gives no `title` is an error
  /// (`WalkthroughError`), not skipped.
  public static func discover(in directory: URL, skipping translations: Set<String>) throws
    -> [ObjectiveCWalkthroughEntry]
  {
    let folders: [String]
    do {
      folders = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    } catch {
      throw WalkthroughError.unreadableFile(directory.path)
    }
    return try folders.sorted().compactMap { name -> ObjectiveCWalkthroughEntry? in
      let folder = directory.appendingPathComponent(name, isDirectory: true)
      let steps = folder.appendingPathComponent("steps.json")
      guard !name.hasPrefix("."), !translations.contains(name), FileManager.default.fileExists(atPath: steps.path)
      else { return nil }
      let data = try WalkthroughData.load(from: folder)
      guard data.objectiveC?.files?.isEmpty == false else {
        throw WalkthroughError.malformedFile(
          steps.path, "a walkthrough without a Swift translation names its .m files in objectiveC.files")
      }
      guard let title = data.title, !title.isEmpty else {
        throw WalkthroughError.malformedFile(
          steps.path, "a walkthrough without a Swift translation gives its title (\"title\": one line)")
      }
      return ObjectiveCWalkthroughEntry(name: name, title: title, leaksByDesign: data.leaks.map { ["": $0] } ?? [:])
    }
  }
}
