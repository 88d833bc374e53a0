import Foundation
import ObjCInterpreter
import ObjCLibraries
import RACWalkthroughKit
import Shared

/// The runs of a post's code listings, each once: a listing runs with the earlier listings that
/// declare what it uses (a post that builds `lazySequence` in one listing and prints it in the
/// next), all of them in one file where each keeps its own line of the post. With `--rac-source`,
/// the listings that quote RAC's own methods run in place of the checkout's in every run, and a
/// run's trace tells which of them it went through.
struct PostRuns {
  /// One listing's run.
  struct ListingRun {
    /// The listings run together (positions among the code listings), in the post's order; the
    /// listing itself is the last.
    var members: [Int]
    /// Why each earlier listing ran with it: `#1, which declares 'lazySequence'`.
    var reasons: [String] = []
    var kind: PostCheck.Kind
    /// The scene's walkthrough, RAC's methods it replaces, or the error that stopped or refused it.
    var detail: String?
    /// What it printed, when it ran to its end.
    var output: [String]?
    /// The listings of RAC's methods (positions) its run went through.
    var wentThrough: [Int] = []
    /// Whether it ran with the listings of RAC's methods.
    var ranWithMethods = false
    /// The scene it ran with.
    var scene: PostCheck.Scene?
    /// Whether its files read and resolved: a later listing may run with it.
    var compiled = false
  }

  /// The post's code listings, in order.
  let listings: [PostListing]
  let name: String
  let limits: Interpreter.Limits
  let library: RACSourceLibrary?
  /// The walkthrough scene each listing runs with, where one has it as its `post.m`.
  let scenes: [PostCheck.Scene?]
  /// Each listing's run, by position.
  private(set) var results: [ListingRun] = []
  /// The listings of RAC's methods that run in every run, in order, with the methods they replace.
  private var methods: [(position: Int, replaced: [String])] = []
  /// The outputs of a listing group run without its last listing (`outputBefore`), by members.
  private var earlierOutputs: [[Int]: [String]?] = [:]
  /// What each method a listing's run called from its top level printed (`outputsByMethod`), by
  /// listing.
  private var methodOutputs: [Int: [Int: [String]]] = [:]

  /// How many times a listing looks for the earlier listings that declare what it uses.
  private static let maxLookups = 8

  init(
    listings: [PostListing], name: String, limits: Interpreter.Limits, library: RACSourceLibrary?,
    scenes: [PostCheck.Scene?]
  ) {
    self.listings = listings
    self.name = name
    self.limits = limits
    self.library = library
    self.scenes = scenes
  }

  /// Finds the listings of RAC's methods, then runs every other listing once. Those whose turn
  /// comes after the command's time budget has run out (`RunLimits.command`) are not run.
  mutating func runAll() {
    results = listings.indices.map { ListingRun(members: [$0], kind: .notReadable) }
    if library != nil {
      for position in listings.indices {
        if let out = notRun(position) { results[position] = out } else { findRACMethods(position) }
      }
    }
    for position in listings.indices where results[position].kind != .runsAsRACMethods {
      results[position] = notRun(position) ?? run(position)
    }
  }

  /// The row of the listing at `position` when the command's budget has run out: not run, naming
  /// the budget. Nil while some is left.
  func notRun(_ position: Int) -> ListingRun? {
    guard let command = limits.command, command.hasRunOut else { return nil }
    return ListingRun(members: [position], kind: .notRun, detail: command.ranOut)
  }

  // MARK: Listings of RAC's methods

  /// A listing that defines RAC's methods and nothing else (no class of its own, nothing to run):
  /// it runs in place of the checkout's. A second quote of the same method is left out.
  private mutating func findRACMethods(_ position: Int) {
    guard
      let alone = try? ObjCSnippet(
        files: [file(of: [position])], limits: limits, library: library, natives: .walkthroughs)
    else { return }
    let replaced = alone.replacedLibraryMethods
    guard !replaced.isEmpty, !alone.definesClassesOfItsOwn, !alone.hasEntryPoint else { return }
    var detail = replaced.joined(separator: ", ")
    if let earlier = methods.first(where: { !Set($0.replaced).isDisjoint(with: replaced) }) {
      detail += " (not run: #\(earlier.position + 1) quotes it first)"
    } else {
      methods.append((position, replaced))
    }
    results[position] = ListingRun(members: [position], kind: .runsAsRACMethods, detail: detail, compiled: true)
  }

  /// The listing of RAC's methods whose lines hold `line`, if one runs.
  private func methodListing(atLine line: Int) -> Int? {
    methods.first { contains(listings[$0.position], line: line) }?.position
  }

  private func contains(_ listing: PostListing, line: Int) -> Bool {
    line >= listing.startLine && line < listing.startLine + listing.lines.count
  }

  /// A listing of RAC's methods that failed a run is left out of every later run; its row says why.
  private mutating func dropMethods(at position: Int, because error: ObjCError) {
    methods.removeAll { $0.position == position }
    results[position].detail = (results[position].detail ?? "") + " (not run: \(error.headline))"
  }

  // MARK: Runs

  /// A run's files: the listings of RAC's methods, then `members` in one file, or the scene's.
  private func files(_ members: [Int], scene: PostCheck.Scene?, withMethods: Bool) -> [SourceFile] {
    let methodFiles = withMethods ? methods.map { file(of: [$0.position]) } : []
    return methodFiles + (scene?.files ?? [file(of: members)])
  }

  /// The listings as one file named after the post, each on its own lines of the post (the prose
  /// between them blank), so errors give the post's line numbers. An earlier listing's box that
  /// ends with its output (`输出:` then the printed lines) gives its code alone: the reader stops
  /// at such a line, and the listings after it are code.
  private func file(of members: [Int]) -> SourceFile {
    var lines: [String] = []
    for member in members {
      let listing = listings[member]
      while lines.count < listing.startLine - 1 { lines.append("") }
      lines += member == members.last ? listing.lines : Self.code(of: listing.lines)
    }
    return SourceFile(name: name, text: lines.joined(separator: "\n"))
  }

  /// A listing's lines up to the line that starts the output its box holds (`结果:`, `输出：1`, or
  /// `Output:` or a line NSLog printed outside any braces), as the interpreter's reader finds it.
  static func code(of lines: [String]) -> [String] {
    var depth = 0
    for (index, line) in lines.enumerated() {
      if let (label, _) = OutputAnnouncement.label(in: line), !OutputAnnouncement.isEnglish(label) || depth == 0 {
        return Array(lines[..<index])
      }
      if depth == 0, NSLogPrefix.starts(Substring(line)) { return Array(lines[..<index]) }
      depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
    }
    return lines
  }

  private enum Compiled {
    case snippet(ObjCSnippet)
    case failed(ObjCError)
    case unreadable(String)
  }

  private func compile(_ members: [Int], scene: PostCheck.Scene?, withMethods: Bool) -> Compiled {
    do {
      return .snippet(
        try ObjCSnippet(
          files: files(members, scene: scene, withMethods: withMethods), limits: limits,
          bareMethodClasses: scene?.bareMethodClasses ?? [:], library: library, natives: .walkthroughs))
    } catch let error as ObjCError {
      return .failed(error)
    } catch {
      return .unreadable("\(error)")
    }
  }

  /// Runs the listing at `position`: with its scene when a walkthrough has it, else with the earlier
  /// listings that declare the names it lacks.
  private mutating func run(_ position: Int) -> ListingRun {
    let scene = scenes.indices.contains(position) ? scenes[position] : nil
    var members = [position]
    var reasons: [String] = []
    var lookups = 0
    while true {
      if let out = notRun(position) { return out }
      let compiled = compile(members, scene: scene, withMethods: !methods.isEmpty)
      switch compiled {
      case .unreadable(let message):
        return ListingRun(members: members, reasons: reasons, kind: .notReadable, detail: message)
      case .failed(let error):
        if let method = methodListing(atLine: error.location.line), error.file == name {
          dropMethods(at: method, because: error)
          continue
        }
        guard scene == nil, lookups < Self.maxLookups, let missing = Self.undeclaredName(in: error),
          let (earlier, grown) = declaring(missing, before: position, members: members)
        else {
          return ListingRun(members: members, reasons: reasons, kind: Self.kind(of: error), detail: error.headline)
        }
        lookups += 1
        members = grown
        for reason in results[earlier].reasons + ["#\(earlier + 1), which declares '\(missing)'"]
        where !reasons.contains(reason) {
          reasons.append(reason)
        }
      case .snippet(let snippet):
        // Methods a later listing calls (`[self setUpBindings]`) are that listing's to run, as the
        // post runs them: alone they only declare.
        guard snippet.hasEntryPoint, !isCalledLater(snippet.uncalledMethodSelectors, after: position) else {
          return ListingRun(
            members: members, reasons: reasons, kind: .declarationsOnly, detail: nil, scene: scene, compiled: true)
        }
        let withMethods = !methods.isEmpty
        let (output, error, wentThrough) = replay(snippet, scene: scene)
        if let error {
          if let method = methodListing(atLine: error.location.line), error.file == name {
            dropMethods(at: method, because: error)
            continue
          }
          return ListingRun(
            members: members, reasons: reasons, kind: Self.kind(of: error), detail: error.headline, scene: scene,
            compiled: true)
        }
        return ListingRun(
          members: members, reasons: reasons, kind: scene?.hasSceneFiles == true ? .runsWithScene : .runs,
          detail: scene?.walkthrough, output: output, wentThrough: wentThrough, ranWithMethods: withMethods,
          scene: scene, compiled: true)
      }
    }
  }

  /// Whether a listing after `position` names one of `selectors` (its first part: `setUpBindings`,
  /// `bindModel` of `bindModel:`) as a word of its own: a method `-log` is not named by `NSLog`.
  private func isCalledLater(_ selectors: [String], after position: Int) -> Bool {
    let names = selectors.map { $0.split(separator: ":").first.map(String.init) ?? $0 }
    guard !names.isEmpty else { return false }
    return listings[(position + 1)...].contains { listing in
      names.contains { name in
        listing.text.range(
          of: "(?<![A-Za-z0-9_])\(NSRegularExpression.escapedPattern(for: name))(?![A-Za-z0-9_])",
          options: .regularExpression) != nil
      }
    }
  }

  /// An earlier listing whose text names `missing` and that, run before the listing's `members`,
  /// declares it: the grown members resolve `missing` (they read, or lack another name).
  private func declaring(_ missing: String, before position: Int, members: [Int]) -> (Int, [Int])? {
    // Each earlier listing is read by regular expressions: the clock costs little beside them.
    for earlier in stride(from: position - 1, through: 0, by: -1)
    where limits.command?.hasRunOut != true && !members.contains(earlier) && results[earlier].compiled
      && results[earlier].kind != .runsAsRACMethods
      && Self.declares(missing, in: listings[earlier].text)
      // A listing that has the name from one before it uses it, and does not declare it.
      && !results[earlier].reasons.contains(where: { $0.hasSuffix("which declares '\(missing)'") })
    {
      let grown = Array(Set(members).union(results[earlier].members)).sorted()
      switch compile(grown, scene: nil, withMethods: !methods.isEmpty) {
      case .snippet: return (earlier, grown)
      case .failed(let error):
        if let other = Self.undeclaredName(in: error), other != missing { return (earlier, grown) }
      case .unreadable: break
      }
    }
    return nil
  }

  /// Replays a compiled run: what it printed, the error that stopped it, and the listings of RAC's
  /// methods its trace went through (recorded only when there are some).
  private func replay(_ snippet: ObjCSnippet, scene: PostCheck.Scene?) -> ([String], ObjCError?, [Int]) {
    let tracing = !methods.isEmpty
    let run = WalkthroughRun.replay(
      snippet.walkthrough(name: name, leaksByDesign: scene?.leaksByDesign ?? [:]), recordingTrace: tracing)
    var through: Set<Int> = []
    if tracing {
      for event in run.trace.events {
        guard let source = event.source, source.file == name, let method = methodListing(atLine: source.line)
        else { continue }
        through.insert(method)
      }
    }
    return (run.outputLines, snippet.lastError, through.sorted())
  }

  /// What each method the run of the listing at `position` called at its top (a demo method run
  /// as the entry, or `[self zipDemo]` in a later listing) printed during that call, by the post's
  /// line of the method: its run again, with a trace, read once per listing.
  mutating func outputsByMethod(of position: Int) -> [Int: [String]] {
    if let known = methodOutputs[position] { return known }
    var printed: [Int: [String]] = [:]
    if limits.command?.hasRunOut == true { return printed }
    let run = results[position]
    if case .snippet(let snippet) = compile(run.members, scene: run.scene, withMethods: !methods.isEmpty) {
      let replayed = WalkthroughRun.replay(
        snippet.walkthrough(name: name, leaksByDesign: run.scene?.leaksByDesign ?? [:]), recordingTrace: true)
      var open: (line: Int, sequence: Int)?
      for event in replayed.trace.events {
        switch event.phase {
        case .enter where event.depth == 0 && open == nil:
          guard let source = event.source, source.file == name else { break }
          open = (source.line, event.sequence)
          printed[source.line, default: []] += []
        case .exit where open != nil && event.enterSequence == open?.sequence:
          open = nil
        case .output:
          guard let open, let line = event.argument("line") else { break }
          printed[open.line, default: []] += line.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        default:
          break
        }
      }
    }
    methodOutputs[position] = printed
    return printed
  }

  /// What the listings before the last of `members` print run together without it, when they run
  /// to their end (so the lines a listing adds can be told from theirs).
  mutating func outputBefore(_ members: [Int]) -> [String]? {
    let earlier = Array(members.dropLast())
    if let known = earlierOutputs[earlier] { return known }
    var output: [String]?
    if limits.command?.hasRunOut == true { return nil }
    if case .snippet(let snippet) = compile(earlier, scene: nil, withMethods: !methods.isEmpty) {
      let (lines, error, _) = replay(snippet, scene: nil)
      output = error == nil ? lines : nil
    }
    earlierOutputs[earlier] = output
    return output
  }

  /// Replays `members` without the listings of RAC's methods: what the checkout's own methods print.
  func outputWithoutMethods(_ members: [Int], scene: PostCheck.Scene?) -> [String]? {
    guard limits.command?.hasRunOut != true,
      case .snippet(let snippet) = compile(members, scene: scene, withMethods: false), snippet.hasEntryPoint
    else { return nil }
    let run = WalkthroughRun.replay(
      snippet.walkthrough(name: name, leaksByDesign: scene?.leaksByDesign ?? [:]), recordingTrace: false)
    return snippet.lastError == nil ? run.outputLines : nil
  }

  /// The names of the methods a listing of RAC's methods replaces, when it runs in place of them.
  func methodsReplaced(by position: Int) -> [String]? {
    methods.first { $0.position == position }?.replaced
  }

  // MARK: Errors

  /// The name an error says is not declared (`use of undeclared identifier 'x'`, `unknown type
  /// name 'X'`).
  static func undeclaredName(in error: ObjCError) -> String? {
    for prefix in ["use of undeclared identifier '", "unknown type name '"] where error.message.hasPrefix(prefix) {
      let name = error.message.dropFirst(prefix.count).prefix { $0 != "'" }
      return name.isEmpty ? nil : String(name)
    }
    return nil
  }

  /// Whether `text` declares `name`: a variable (`RACSequence *name =`, `int name;`, a block's
  /// `(^name)`), a class, protocol or type (`@interface name`, `typedef … name;`), or a function
  /// (`int name(`). A listing that only uses a name (`[x class]`, `return name(…)`) declares
  /// nothing.
  static func declares(_ name: String, in text: String) -> Bool {
    let word = NSRegularExpression.escapedPattern(for: name)
    let patterns = [
      #"(?<!return)(?<!else)(?<!case)[A-Za-z_][\w]*(\s*<[^>;=]*>)?(\s*\*+\s*|\s+)"# + word + #"\s*(=|;|,|\[|\()"#,
      #"\(\s*\^\s*"# + word + #"\s*\)"#,
      #"@(interface|implementation|protocol|class)\s+"# + word + #"\b"#,
      #"typedef[^;]*\b"# + word + #"\s*;"#,
    ]
    return patterns.contains { pattern in
      guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
      return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
  }

  /// What an error says about a listing: a fragment, a missing scene, or a real stop.
  static func kind(of error: ObjCError) -> PostCheck.Kind {
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
    // `RAC(self, createEnabled) = …` of a property the post never shows: KVC finds no key.
    if error.message.contains("NSUnknownKeyException: [<\(SnippetLoader.implicitClassName) ") { return .needsScene }
    return error.phase == .runtime ? .stopped : .notReadable
  }
}
