import Foundation
import ObjCInterpreter
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
    /// What it is.
    public let kind: Kind
    /// The walkthrough whose scene it ran with, or the error that stopped or refused it.
    public let detail: String?
    /// For a listing that ran, its output against the post's.
    public let output: OutputCheck?
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

    /// A scene given directly.
    public init(
      walkthrough: String, files: [SourceFile], leaksByDesign: [String: String] = [:],
      bareMethodClasses: [String: String] = [:]
    ) {
      self.walkthrough = walkthrough
      self.files = files
      self.leaksByDesign = leaksByDesign
      self.bareMethodClasses = bareMethodClasses
    }
  }

  /// Checks each code listing of `post` (named `name` in errors, whose line numbers are the post's).
  /// `scene` gives the walkthrough scene a listing runs with, when one has it as its `post.m`.
  /// With `library` (`--rac-source`), a listing of RAC's own methods runs in place of the
  /// checkout's, with each listing of the post that runs on its own.
  public static func check(
    post: String, name: String, limits: Interpreter.Limits = .forAPostListing,
    scene: (PostListing) -> Scene? = { _ in nil }, library: RACSourceLibrary? = nil
  ) -> [Row] {
    let listings = PostListings.extract(from: post)
    var statedOutputs: [Int: [String]] = [:]
    let rows: [Row] = listings.enumerated().compactMap { index, listing in
      guard listing.kind == .code else { return nil }
      let next = index + 1 < listings.count ? listings[index + 1] : nil
      let statedOutput =
        next?.kind == .output ? next?.lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty } : nil
      statedOutputs[listing.number] = statedOutput
      return check(
        listing, name: name, statedOutput: statedOutput, limits: limits, scene: scene(listing), library: library)
    }
    guard let library else { return rows }
    let runnable = rows.filter { $0.kind == .runs }
    return rows.map { row in
      guard row.kind == .declarationsOnly else { return row }
      return asRACMethods(
        row, name: name, runnable: runnable, statedOutputs: statedOutputs, limits: limits, library: library)
        ?? row
    }
  }

  /// A listing of RAC's methods run in place of the checkout's with each listing that runs: nil when
  /// the listing defines something else too (a class of its own, a method RAC has not).
  private static func asRACMethods(
    _ row: Row, name: String, runnable: [Row], statedOutputs: [Int: [String]], limits: Interpreter.Limits,
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
        listing: row.listing, kind: .runsAsRACMethods, detail: detail + " (no listing of the post runs to call them)",
        output: nil)
    }
    var differences: [String] = []
    var matched = 0
    var ranWith: [String] = []
    for other in runnable {
      let files = [methodsFile, file(of: other.listing, name: name + "#\(other.listing.number)")]
      guard
        let snippet = try? ObjCSnippet(
          files: files, limits: limits, library: library, natives: .walkthroughs)
      else { continue }
      let run = WalkthroughRun.replay(snippet.walkthrough(name: name), recordingTrace: false)
      if let error = snippet.lastError {
        return Row(listing: row.listing, kind: .stopped, detail: error.headline, output: nil)
      }
      ranWith.append("#\(other.listing.number)")
      guard let expected = snippet.expectedOutput ?? statedOutputs[other.listing.number], !expected.isEmpty else {
        continue
      }
      let wanted = expected.map(OutputNormalizer.normalize)
      let got = run.outputLines.map(OutputNormalizer.normalize)
      if wanted == got {
        matched += got.count
      } else {
        differences += ["listing #\(other.listing.number):"] + LineDiff.diff(expected: wanted, actual: got)
      }
    }
    detail += ranWith.isEmpty ? "" : ", with " + ranWith.joined(separator: ", ")
    let output: OutputCheck =
      !differences.isEmpty ? .differs(differences) : matched > 0 ? .matches(lines: matched) : .notStated
    return Row(listing: row.listing, kind: .runsAsRACMethods, detail: detail, output: output)
  }

  /// A listing as a file whose lines are the post's.
  private static func file(of listing: PostListing, name: String) -> SourceFile {
    SourceFile(name: name, text: String(repeating: "\n", count: max(0, listing.startLine - 1)) + listing.text)
  }

  private static func check(
    _ listing: PostListing, name: String, statedOutput: [String]?, limits: Interpreter.Limits, scene: Scene?,
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
      return Row(listing: listing, kind: kind(of: error), detail: error.headline, output: nil)
    } catch {
      return Row(listing: listing, kind: .notReadable, detail: "\(error)", output: nil)
    }
    guard snippet.hasEntryPoint else {
      return Row(listing: listing, kind: .declarationsOnly, detail: nil, output: nil)
    }
    let run = WalkthroughRun.replay(
      snippet.walkthrough(name: name, leaksByDesign: scene?.leaksByDesign ?? [:]), recordingTrace: false)
    if let error = snippet.lastError {
      return Row(listing: listing, kind: kind(of: error), detail: error.headline, output: nil)
    }
    let expected = snippet.expectedOutput ?? statedOutput
    guard let expected, !expected.isEmpty else {
      return Row(
        listing: listing, kind: scene == nil ? .runs : .runsWithScene, detail: scene?.walkthrough, output: .notStated)
    }
    let wanted = expected.map(OutputNormalizer.normalize)
    let got = run.outputLines.map(OutputNormalizer.normalize)
    return Row(
      listing: listing, kind: scene == nil ? .runs : .runsWithScene, detail: scene?.walkthrough,
      output: wanted == got ? .matches(lines: got.count) : .differs(LineDiff.diff(expected: wanted, actual: got)))
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

  /// The table `check-post` prints: one row per listing, then a summary.
  public static func render(_ rows: [Row], name: String) -> [String] {
    var lines: [String] = []
    for row in rows {
      var line = "#\(row.listing.number)  line \(row.listing.startLine)  \(row.kind.rawValue)"
      switch row.kind {
      case .runsWithScene: line += " (\(row.detail ?? ""))"
      case .runsAsRACMethods: line += " \(row.detail ?? "")"
      case .needsScene, .elided, .stopped, .notReadable: line += ": " + (row.detail ?? "")
      case .runs, .declarationsOnly: break
      }
      switch row.output {
      case .matches(let count)?: line += " · output matches the post (\(count) line(s))"
      case .differs?: line += " · output DIFFERS from the post (- post, + run)"
      case .notStated?: line += " · the post states no output for it"
      case nil: break
      }
      lines.append(line)
      if case .differs(let difference)? = row.output { lines += difference.map { "      " + $0 } }
    }
    let counts = Dictionary(grouping: rows, by: \.kind).mapValues(\.count)
    let order: [Kind] = [
      .runs, .runsWithScene, .runsAsRACMethods, .needsScene, .elided, .declarationsOnly, .stopped, .notReadable,
    ]
    let kinds = order.compactMap { kind in counts[kind].map { "\($0) \(kind.rawValue)" } }.joined(separator: ", ")
    let matched = rows.filter { if case .matches? = $0.output { return true } else { return false } }.count
    let differed = rows.filter { if case .differs? = $0.output { return true } else { return false } }.count
    lines.append(
      "\(name): \(rows.count) Objective-C listing(s): \(kinds.isEmpty ? "none" : kinds); outputs: \(matched) match, \(differed) differ"
    )
    return lines
  }
}

extension Interpreter.Limits {
  /// The budget of one listing of a post: a few seconds, so a post with a listing that never ends
  /// is still checked whole.
  public static var forAPostListing: Interpreter.Limits { Interpreter.Limits(maxSeconds: 5) }
}
