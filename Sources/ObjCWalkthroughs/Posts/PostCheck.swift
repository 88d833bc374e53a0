import Foundation
import ObjCInterpreter
import ObjCLibraries
import RACWalkthroughKit

/// `check-post FILE`: every output a post states, once, against what the post's listings print
/// when they run, and what each Objective-C listing of the post is. Listings are found as
/// `PostListings` finds them (the same code that holds each walkthrough's `post.m` to its post).
///
/// A listing is one of:
/// - **runs**: top-level code or an entry method (a test case, a view controller's `viewDidLoad`)
///   that ran to its end, alone or with the earlier listings that declare what it uses;
/// - **runs with a scene**: a walkthrough's `post.m` is this listing, so it runs with that
///   walkthrough's scene (the app objects it talks to, ours);
/// - **runs as RAC's methods** (with `--rac-source`): it quotes RAC's own methods, which run in place
///   of the checkout's in every run of the post's listings;
/// - **needs a scene**: it talks to objects the post never shows (`self.pwdTextField`, a service
///   class); the error names the first one;
/// - **elided**: a fragment — the post cuts it short (`...`) or it uses a local the post declares
///   in code it leaves out;
/// - **declarations only**: classes, methods or a category and nothing that runs them;
/// - **stopped**: it ran and stopped with an error;
/// - **not code the tool reads**: pseudo-code, or Objective-C the interpreter does not read.
public enum PostCheck {
  /// What a listing is, as `check-post` prints it.
  public enum Kind: String, Sendable {
    case runs = "runs"
    case runsWithScene = "runs with a scene"
    case needsScene = "needs a scene"
    case elided = "elided"
    case declarationsOnly = "declarations only"
    /// With `--rac-source`: the listing is RAC's own methods (`- (instancetype)map:…`), run in place
    /// of those of the user's checkout, in every run of the post's listings.
    case runsAsRACMethods = "runs as RAC's"
    case stopped = "stopped"
    case notReadable = "not code the tool reads"
    /// The command's time budget (`RunLimits.command`) ran out before the listing's turn.
    case notRun = "not run"

    /// Whether the listing ran to its end.
    var ran: Bool { self == .runs || self == .runsWithScene }
  }

  /// What the listings printed against one output the post states.
  public enum Verdict: Sendable, Equatable {
    case matches(lines: Int)
    /// `- post, + run` lines.
    case differs([String])
    /// Why nothing could print it (the listing is elided, needs a scene, stopped…).
    case cannotRun(String)
  }

  /// One output the post states, and what the listings that produce it printed.
  public struct OutputRow: Sendable {
    /// 1, 2, 3… in the order the post states them.
    public let number: Int
    /// Where the post states it: `the block at line 27`, `in #2 (line 37)`, `结果: after #3`.
    public let place: String
    /// The number of the listing it is stated for (the one it follows, or holds it).
    public let statedFor: Int
    /// The listings run together to produce it, in the order they ran (earlier ones first).
    public let producedBy: [Int]
    /// Why listings other than `statedFor` ran: `#1 declares 'lazySequence'`, `#2 subscribes to
    /// the signals #1 builds`.
    public let reasons: [String]
    /// Matches, differs or cannot run.
    public let verdict: Verdict
    /// For an output that differs, why, where it is known: the post's own hedge, the schedules or
    /// variant `verify` explains, an elision in the post, another RAC version than the checkout's.
    public let explanation: [String]

    /// Whether it differs from what the listings print and nothing explains why.
    public var differsUnexplained: Bool {
      if case .differs = verdict { return explanation.isEmpty }
      return false
    }
  }

  /// One listing's row.
  public struct Row: Sendable {
    /// The listing.
    public let listing: PostListing
    /// Its place among the post's code listings: 1, 2, 3… (output blocks are not counted).
    public let number: Int
    /// What it is.
    public let kind: Kind
    /// The walkthrough whose scene it ran with, the RAC methods it replaces, or the error that
    /// stopped or refused it.
    public let detail: String?
    /// The earlier listings it ran with, each with why (`#1, which declares 'lazySequence'`).
    public let ranWith: [String]
    /// The numbers of the outputs the post states for it (`OutputRow.number`).
    public let outputs: [Int]
    /// For a listing of RAC's methods: the listings whose stated outputs went through them.
    public let outputsThroughIt: [Int]

    /// A row given directly.
    public init(
      listing: PostListing, number: Int, kind: Kind, detail: String?, ranWith: [String] = [], outputs: [Int] = [],
      outputsThroughIt: [Int] = []
    ) {
      self.listing = listing
      self.number = number
      self.kind = kind
      self.detail = detail
      self.ranWith = ranWith
      self.outputs = outputs
      self.outputsThroughIt = outputsThroughIt
    }
  }

  /// The whole check: the post's stated outputs, and its listings.
  public struct Report: Sendable {
    /// One row per output the post states.
    public let outputs: [OutputRow]
    /// One row per code listing.
    public let listings: [Row]

    /// Whether an output differs from the post's and nothing explains why.
    public var differsUnexplained: Bool { outputs.contains(where: \.differsUnexplained) }
  }

  /// A walkthrough's scene for a listing: the files to run, the listing's own text among them.
  public struct Scene: Sendable {
    /// The walkthrough whose scene it is.
    public let walkthrough: String
    /// The scene's files and the listing, in the order they run.
    public let files: [SourceFile]
    /// What the walkthrough leaves alive on purpose (the post's own retain cycles, RAC 2.5's).
    public let leaksByDesign: [String: String]
    /// The class a file's bare methods belong to, by file name (`ObjectiveCSource.methodsOf`).
    public let bareMethodClasses: [String: String]
    /// Whether the files hold more than the listing (a scene of ours); false when the listing is a
    /// walkthrough's post code that runs alone.
    public let hasSceneFiles: Bool
    /// Why the post's stated output (its lines) is not what the listing prints, as the
    /// walkthrough's `verify` explains it; nil when nothing explains it.
    public let explainOutput: (@Sendable ([String]) -> [String]?)?

    /// A scene given directly.
    public init(
      walkthrough: String, files: [SourceFile], leaksByDesign: [String: String] = [:],
      bareMethodClasses: [String: String] = [:], hasSceneFiles: Bool = true,
      explainOutput: (@Sendable ([String]) -> [String]?)? = nil
    ) {
      self.walkthrough = walkthrough
      self.files = files
      self.leaksByDesign = leaksByDesign
      self.bareMethodClasses = bareMethodClasses
      self.hasSceneFiles = hasSceneFiles
      self.explainOutput = explainOutput
    }
  }

  /// Checks `post` (named `name` in errors, whose line numbers are the post's): a Markdown, HTML or
  /// plain-text post (`PostListings.read`), its stated outputs found in a listing (`// 输出:`, a
  /// `结果:` line) or after it (`StatedOutput`).
  ///
  /// Each code listing runs once, with the earlier listings that declare what it uses
  /// (`PostRuns`). Each stated output is compared once, with the run of the listing it is stated
  /// for — or, when that listing only builds signals (or only declares), with the run of the later
  /// listing that uses them. `scene` gives the walkthrough scene a listing runs with, when one has
  /// it as its `post.m`. With `library` (`--rac-source`), the listings that quote RAC's own methods
  /// run in place of the checkout's, in every run.
  public static func check(
    post: String, name: String, limits: Interpreter.Limits = .forAPostListing,
    scene: (PostListing) -> Scene? = { _ in nil }, library: RACSourceLibrary? = nil
  ) -> Report {
    let reading = PostListings.read(post)
    let code = reading.listings.indices.filter { reading.listings[$0].kind == .code }
    let listings = code.map { reading.listings[$0] }
    var runs = PostRuns(listings: listings, name: name, limits: limits, library: library, scenes: listings.map(scene))
    runs.runAll()
    var statements: [[PostStatedOutput]] = []
    for (position, index) in code.enumerated() {
      statements.append(
        PostStatedOutput.stated(for: runs.listings[position], number: position + 1, at: index, in: reading))
    }
    var outputRows: [OutputRow] = []
    var outputsOf: [[Int]] = Array(repeating: [], count: code.count)
    var through: [Int: Set<Int>] = [:]
    for position in code.indices {
      for stated in statements[position] {
        let row = runs.compare(
          stated, statedFor: position, number: outputRows.count + 1, statesItsOwn: { !statements[$0].isEmpty })
        outputRows.append(row.row)
        outputsOf[position].append(row.row.number)
        for method in row.wentThrough { through[method, default: []].insert(row.row.producedBy.last ?? 0) }
      }
    }
    let rows = code.indices.map { position in
      runs.row(position, outputs: outputsOf[position], outputsThroughIt: through[position].map { $0.sorted() } ?? [])
    }
    return Report(outputs: outputRows, listings: rows)
  }
}

extension RunLimits {
  /// The budget of one listing of a post: a few seconds, so a post with a listing that never ends
  /// is still checked whole.
  public static var forAPostListing: Interpreter.Limits { Interpreter.Limits(maxSeconds: 5) }

  /// The whole check's budget when none is given: a minute, ten times the longest of the posts
  /// checked so far under load, so that a post of thousands of listings each using the one before
  /// (each run with all those before it) ends within it rather than after minutes.
  public static let wholePostCheckSeconds: Double = 60
}
