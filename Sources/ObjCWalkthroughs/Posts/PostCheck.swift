import Foundation
import ObjCInterpreter
import ObjCLibraries
import RACWalkthroughKit

/// `check-post FILE`: every Objective-C listing of a post, found as `PostListings` finds them (the
/// same code that holds each walkthrough's `post.m` to its post), run where it can run, with its
/// output compared with what the post says it prints.
///
/// A listing is one of:
/// - **runs**: top-level code or an entry method (a test case, a view controller's `viewDidLoad`)
///   that ran to its end;
/// - **runs with a scene**: a walkthrough's `post.m` is this listing, so it runs with that
///   walkthrough's scene (the app objects it talks to, ours);
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
    /// With `--rac-source`: the listing is RAC's own methods (`- (instancetype)map:…`), run in
    /// place of those of the user's checkout, with the post's listings that run.
    case runsAsRACMethods = "runs as RAC's"
    case stopped = "stopped"
    case notReadable = "not code the tool reads"
  }

  /// What the listing printed against what the post says it prints.
  public enum OutputCheck: Sendable, Equatable {
    /// The post states no output for it.
    case notStated
    case matches(lines: Int)
    /// `- post, + run` lines.
    case differs([String])
  }

  /// One listing's row.
  public struct Row: Sendable {
    /// The listing.
    public let listing: PostListing
    /// Its place among the post's code listings: 1, 2, 3… (output blocks are not counted).
    public let number: Int
    /// What it is.
    public let kind: Kind
    /// The walkthrough whose scene it ran with, or the error that stopped or refused it.
    public let detail: String?
    /// For a listing that ran, its output against the post's.
    public let output: OutputCheck?
    /// Where the post states the output compared (`the block at line 91`, `// 输出:` in it).
    public let statedAt: String?
    /// For an output that differs, why, as `verify` of the walkthrough whose post code the listing
    /// is explains it (the post's output is one of the schedules', or the post's variant's); empty
    /// when nothing explains it.
    public let explanation: [String]

    /// A row given directly.
    public init(
      listing: PostListing, number: Int, kind: Kind, detail: String?, output: OutputCheck?, statedAt: String? = nil,
      explanation: [String] = []
    ) {
      self.listing = listing
      self.number = number
      self.kind = kind
      self.detail = detail
      self.output = output
      self.statedAt = statedAt
      self.explanation = explanation
    }

    /// Whether its output differs from the post's and nothing explains why.
    public var differsUnexplained: Bool {
      if case .differs? = output { return explanation.isEmpty }
      return false
    }

    /// The same row with another number.
    func numbered(_ number: Int) -> Row {
      Row(
        listing: listing, number: number, kind: kind, detail: detail, output: output, statedAt: statedAt,
        explanation: explanation)
    }
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

  /// What the post says a listing prints, and how to compare it.
  struct Stated {
    let lines: [String]
    let place: String
    /// `// Outputs: A B C`: compared word by word.
    let comparesWords: Bool
    /// The post's own words that its output may differ.
    var hedge: String?
  }

  /// Checks each code listing of `post` (named `name` in errors, whose line numbers are the post's):
  /// a Markdown, HTML or plain-text post (`PostListings.read`), its stated outputs found in the
  /// listing (`// 输出:`, a `结果:` line) or after it (`StatedOutput`).
  /// `scene` gives the walkthrough scene a listing runs with, when one has it as its `post.m`.
  /// With `library` (`--rac-source`), a listing of RAC's own methods runs in place of the
  /// checkout's, with each listing of the post that runs on its own.
  public static func check(
    post: String, name: String, limits: Interpreter.Limits = .forAPostListing,
    scene: (PostListing) -> Scene? = { _ in nil }, library: RACSourceLibrary? = nil
  ) -> [Row] {
    let reading = PostListings.read(post)
    var statedAfter: [Int: StatedOutput] = [:]
    var rows: [Row] = []
    for (index, listing) in reading.listings.enumerated() where listing.kind == .code {
      let stated = StatedOutput.after(listingAt: index, in: reading)
      statedAfter[listing.number] = stated
      rows.append(
        check(listing, name: name, statedAfter: stated, limits: limits, scene: scene(listing), library: library)
          .numbered(rows.count + 1))
    }
    guard let library else { return rows }
    let runnable = rows.filter { $0.kind == .runs }
    return rows.map { row in
      guard row.kind == .declarationsOnly else { return row }
      return asRACMethods(
        row, name: name, runnable: runnable, statedAfter: statedAfter, limits: limits, library: library)
        ?? row
    }
  }

  /// What the post says a snippet prints: in the listing itself first (`// 输出:`, a `输出:` line of
  /// its box), else after it.
  private static func stated(by snippet: ObjCSnippet, after: StatedOutput?) -> Stated? {
    if let own = snippet.expectedOutput, !own.isEmpty {
      return Stated(lines: own, place: "in the listing", comparesWords: snippet.expectedOutputIsInline)
    }
    guard let after, !after.lines.isEmpty else { return nil }
    return Stated(lines: after.lines, place: after.place, comparesWords: false, hedge: after.hedge)
  }

  /// The run's lines against the post's, as `verify` compares them (normalised; word by word for an
  /// inline statement).
  private static func compare(_ stated: Stated, with output: [String]) -> OutputCheck {
    var wanted = stated.lines.map(OutputNormalizer.normalize)
    var got = output.map(OutputNormalizer.normalize)
    if stated.comparesWords {
      wanted = wanted.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
      got = got.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
    }
    return wanted == got ? .matches(lines: got.count) : .differs(LineDiff.diff(expected: wanted, actual: got))
  }

  /// A listing of RAC's methods run in place of the checkout's with each listing that runs: nil when
  /// the listing defines something else too (a class of its own, a method RAC has not).
  private static func asRACMethods(
    _ row: Row, name: String, runnable: [Row], statedAfter: [Int: StatedOutput], limits: Interpreter.Limits,
    library: RACSourceLibrary
  ) -> Row? {
    let methodsFile = file(of: row.listing, name: name)
    guard
      let alone = try? ObjCSnippet(
        files: [methodsFile], limits: limits, library: library, natives: .walkthroughs)
    else { return nil }
    let replaced = alone.replacedLibraryMethods
    guard !replaced.isEmpty, !alone.definesClassesOfItsOwn else { return nil }
    var detail = replaced.joined(separator: ", ")
    guard !runnable.isEmpty else {
      return Row(
        listing: row.listing, number: row.number, kind: .runsAsRACMethods,
        detail: detail + " (no listing of the post runs to call them)", output: nil)
    }
    var differences: [String] = []
    var matched = 0
    var ranWith: [String] = []
    for other in runnable {
      let files = [methodsFile, file(of: other.listing, name: name + "#\(other.number)")]
      guard
        let snippet = try? ObjCSnippet(
          files: files, limits: limits, library: library, natives: .walkthroughs)
      else { continue }
      let run = WalkthroughRun.replay(snippet.walkthrough(name: name), recordingTrace: false)
      if let error = snippet.lastError {
        return Row(listing: row.listing, number: row.number, kind: .stopped, detail: error.headline, output: nil)
      }
      ranWith.append("#\(other.number)")
      guard let stated = stated(by: snippet, after: statedAfter[other.listing.number]) else { continue }
      switch compare(stated, with: run.outputLines) {
      case .matches(let lines): matched += lines
      case .differs(let difference): differences += ["listing #\(other.number):"] + difference
      case .notStated: break
      }
    }
    detail += ranWith.isEmpty ? "" : ", with " + ranWith.joined(separator: ", ")
    let output: OutputCheck =
      !differences.isEmpty ? .differs(differences) : matched > 0 ? .matches(lines: matched) : .notStated
    return Row(listing: row.listing, number: row.number, kind: .runsAsRACMethods, detail: detail, output: output)
  }

  /// A listing as a file whose lines are the post's.
  private static func file(of listing: PostListing, name: String) -> SourceFile {
    SourceFile(name: name, text: String(repeating: "\n", count: max(0, listing.startLine - 1)) + listing.text)
  }

  private static func check(
    _ listing: PostListing, name: String, statedAfter: StatedOutput?, limits: Interpreter.Limits, scene: Scene?,
    library: RACSourceLibrary?
  ) -> Row {
    // Blank lines before the listing, so that errors give the post's own line numbers.
    let text = String(repeating: "\n", count: max(0, listing.startLine - 1)) + listing.text
    let files = scene?.files ?? [SourceFile(name: name, text: text)]
    let snippet: ObjCSnippet
    do {
      snippet = try ObjCSnippet(
        files: files, limits: limits, bareMethodClasses: scene?.bareMethodClasses ?? [:], library: library,
        natives: .walkthroughs)
    } catch let error as ObjCError {
      return Row(listing: listing, number: 0, kind: kind(of: error), detail: error.headline, output: nil)
    } catch {
      return Row(listing: listing, number: 0, kind: .notReadable, detail: "\(error)", output: nil)
    }
    guard snippet.hasEntryPoint else {
      return Row(listing: listing, number: 0, kind: .declarationsOnly, detail: nil, output: nil)
    }
    let run = WalkthroughRun.replay(
      snippet.walkthrough(name: name, leaksByDesign: scene?.leaksByDesign ?? [:]), recordingTrace: false)
    if let error = snippet.lastError {
      return Row(listing: listing, number: 0, kind: kind(of: error), detail: error.headline, output: nil)
    }
    let kind: Kind = scene?.hasSceneFiles == true ? .runsWithScene : .runs
    guard let stated = stated(by: snippet, after: statedAfter) else {
      return Row(listing: listing, number: 0, kind: kind, detail: scene?.walkthrough, output: .notStated)
    }
    let output = compare(stated, with: run.outputLines)
    var explanation: [String] = []
    if case .differs = output {
      if let hedge = stated.hedge { explanation.append("the post says so itself: \u{201C}\(hedge)\u{201D}") }
      if let explain = scene?.explainOutput { explanation += explain(stated.lines) ?? [] }
    }
    return Row(
      listing: listing, number: 0, kind: kind, detail: scene?.walkthrough, output: output, statedAt: stated.place,
      explanation: explanation)
  }

  /// What an error says about a listing: a fragment, a missing scene, or a real stop.
  private static func kind(of error: ObjCError) -> Kind {
    if error.message.hasPrefix("the listing is cut short") { return .elided }
    if error.message.hasPrefix("use of undeclared identifier '") {
      let name = error.message.dropFirst("use of undeclared identifier '".count).prefix { $0 != "'" }
      return name.first?.isUppercase == true ? .needsScene : .elided
    }
    if error.message.hasPrefix("unknown type name '"),
      error.message.dropFirst("unknown type name '".count).first?.isUppercase == true
    {
      return .needsScene
    }
    if error.message.contains("unrecognized selector sent to instance"),
      error.message.contains("[\(SnippetLoader.implicitClassName) ")
    {
      return .needsScene
    }
    return error.phase == .runtime ? .stopped : .notReadable
  }

  /// The table `check-post` prints: one row per code listing, numbered among them, then a summary
  /// whose counts are the rows'.
  public static func render(_ rows: [Row], name: String) -> [String] {
    var lines: [String] = []
    for row in rows {
      var line = "#\(row.number)  line \(row.listing.startLine)  \(row.kind.rawValue)"
      switch row.kind {
      case .runsWithScene: line += " (\(row.detail ?? ""))"
      case .runs: line += row.detail.map { " (\($0)'s post code)" } ?? ""
      case .runsAsRACMethods: line += " \(row.detail ?? "")"
      case .needsScene, .elided, .stopped, .notReadable: line += ": " + (row.detail ?? "")
      case .declarationsOnly: break
      }
      let place = row.statedAt.map { " (\($0))" } ?? ""
      switch row.output {
      case .matches(let count)?: line += " · output matches the post\(place) (\(count) line(s))"
      case .differs? where !row.explanation.isEmpty:
        line += " · output differs from the post\(place), explained below (- post, + run)"
      case .differs?: line += " · output DIFFERS from the post\(place) (- post, + run)"
      case .notStated?: line += " · the post states no output for it"
      case nil: break
      }
      lines.append(line)
      if case .differs(let difference)? = row.output { lines += difference.map { "      " + $0 } }
      lines += row.explanation.map { "    " + $0 }
    }
    let counts = Dictionary(grouping: rows, by: \.kind).mapValues(\.count)
    let order: [Kind] = [
      .runs, .runsWithScene, .runsAsRACMethods, .needsScene, .elided, .declarationsOnly, .stopped, .notReadable,
    ]
    let kinds = order.compactMap { kind in counts[kind].map { "\($0) \(kind.rawValue)" } }.joined(separator: ", ")
    let matched = rows.filter { if case .matches? = $0.output { return true } else { return false } }.count
    let differed = rows.filter { if case .differs? = $0.output { return true } else { return false } }.count
    let explained = rows.filter {
      if case .differs? = $0.output { return !$0.explanation.isEmpty } else { return false }
    }
    .count
    let unstated = rows.filter { $0.output == .notStated }.count
    var outputs = "\(matched) match, \(differed) differ"
    if explained > 0 { outputs += " (\(explained) explained)" }
    outputs += ", \(unstated) not stated"
    lines.append(
      "\(name): \(rows.count) Objective-C listing(s): \(kinds.isEmpty ? "none" : kinds); outputs: \(outputs)"
    )
    return lines
  }
}

extension RunLimits {
  /// The budget of one listing of a post: a few seconds, so a post with a listing that never ends
  /// is still checked whole.
  public static var forAPostListing: Interpreter.Limits { Interpreter.Limits(maxSeconds: 5) }
}
