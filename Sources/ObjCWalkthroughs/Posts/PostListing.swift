import Foundation
import ObjCInterpreter
import ObjCLibraries

/// One listing of a post: its code as the post prints it, and where it is in the post.
///
/// Posts come in three shapes. Markdown posts fence their code (three backticks and `objectivec`),
/// and fence what a program printed without a language or with one that is not code (`text`,
/// `console`). Blog pages saved as HTML put both in `<pre>` blocks (their highlighting `<span>`s
/// and line-number gutters taken out here). Posts saved as plain text lost their fences but kept the
/// line-number gutter of the blog's code boxes: a run of lines `1`, `2`, … `N`, then the listing's
/// N lines (blank ones included, and the `输出:` lines of output the box also held).
public struct PostListing: Sendable, Hashable {
  /// Code, or what a program printed.
  public enum Kind: String, Sendable, Hashable {
    /// Code (a fence with a code language, a block that reads as code, or a gutter listing).
    case code
    /// What a program printed: a block without a language that does not read as code, one whose
    /// language is not code (`text`, `console`), or one the sentence before it announces as output.
    case output
  }

  /// 1, 2, 3… in the order the post prints them (code and output blocks counted together).
  public let number: Int
  /// Whether it is code or output.
  public let kind: Kind
  /// The line of the post where the listing's first line is.
  public let startLine: Int
  /// Its lines, as the post prints them.
  public let lines: [String]
  /// The block's language (`objectivec`), or nil for a gutter listing or a block without one.
  public let language: String?
  /// The prose between the previous listing and this one, a line each (an HTML post's tags taken
  /// out): where a post announces a block as output, or states an output in a `结果:` line.
  public let proseBefore: [String]

  /// A listing given directly.
  public init(
    number: Int, kind: Kind, startLine: Int, lines: [String], language: String?, proseBefore: [String] = []
  ) {
    self.number = number
    self.kind = kind
    self.startLine = startLine
    self.lines = lines
    self.language = language
    self.proseBefore = proseBefore
  }

  /// Its text.
  public var text: String { lines.joined(separator: "\n") }

  /// The lines as `PostListings.normalized` compares them.
  public var normalizedLines: [String] { PostListings.normalized(text) }
}

/// A post read into its listings (`PostListing`) and the prose after the last one.
public struct PostReading: Sendable {
  /// Every listing, in order.
  public let listings: [PostListing]
  /// The prose after the last listing, a line each.
  public let trailingProse: [String]

  /// The prose after the listing at `index` (up to the next listing).
  public func prose(after index: Int) -> [String] {
    index + 1 < listings.count ? listings[index + 1].proseBefore : trailingProse
  }
}

/// Finds the listings of a post (`PostListing`), and compares listings with files "modulo the
/// gutter and whitespace": each line's leading and trailing whitespace dropped, runs of spaces and
/// tabs as one space, blank lines ignored.
public enum PostListings {
  /// Every listing of `post`, in order: `<pre>` blocks of an HTML page, Markdown fences, or the
  /// gutters of a saved blog page.
  public static func extract(from post: String) -> [PostListing] { read(post).listings }

  /// The post's listings and the prose around them.
  public static func read(_ post: String) -> PostReading {
    let blocks = HTMLPost.isHTML(post) ? HTMLPost.blocks(in: post) : textBlocks(in: post)
    var listings: [PostListing] = []
    for block in blocks.blocks {
      let announced = block.prose.last { !trim($0).isEmpty }.map(OutputAnnouncement.announces) ?? false
      let kind = block.isGutter ? .code : kind(language: block.language, lines: block.lines, announced: announced)
      listings.append(
        PostListing(
          number: listings.count + 1, kind: kind, startLine: block.startLine, lines: block.lines,
          language: block.language, proseBefore: block.prose))
    }
    return PostReading(listings: listings, trailingProse: blocks.trailingProse)
  }

  /// A block as the reader found it, before it is called code or output.
  struct Block {
    let startLine: Int
    let lines: [String]
    let language: String?
    let prose: [String]
    var isGutter = false
  }

  /// Languages a block of printed output is marked with.
  static let outputLanguages: Set<String> = [
    "text", "txt", "plain", "plaintext", "console", "output", "log", "shell", "sh", "bash", "none", "nohighlight",
    "terminal", "out",
  ]

  /// Languages of code a block may be marked with: a block marked with one is code unless the
  /// sentence before it announces output and it does not read as code.
  static let codeLanguages: Set<String> = [
    "objectivec", "objective-c", "objc", "obj-c", "m", "mm", "h", "objective-c++", "c", "cpp", "c++", "swift",
    "ruby", "javascript", "js", "typescript", "ts", "java", "kotlin", "python", "go", "rust", "json", "xml", "html",
    "css", "sql", "yaml", "diff",
  ]

  /// Code, or output: by the block's language, by whether the sentence before it announces output,
  /// and by whether its lines read as Objective-C. A block marked with no language or with one
  /// that is no code language (`vim`, a highlighter's guess) is output when it does not read as
  /// code.
  static func kind(language: String?, lines: [String], announced: Bool) -> PostListing.Kind {
    let mark = language.flatMap { $0.split(separator: " ").first }.map { $0.lowercased() }
    if let mark, outputLanguages.contains(mark) { return .output }
    if areLogLines(lines) { return .output }
    if let mark, codeLanguages.contains(mark) { return announced && !readsAsCode(lines) ? .output : .code }
    return readsAsCode(lines) ? .code : .output
  }

  /// Whether a block is what NSLog printed, however it is marked: its first line starts with a
  /// log's timestamp (`2016-05-01 10:00:00.000 Demo[321:9876] 1`; the lines of a description
  /// printed over several lines follow without one) and none reads as code.
  static func areLogLines(_ lines: [String]) -> Bool {
    guard let first = lines.map(trim).first(where: { !$0.isEmpty }) else { return false }
    return first.range(of: #"^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}"#, options: .regularExpression) != nil
      && !readsAsCode(lines)
  }

  /// Whether a block reads as Objective-C rather than printed lines: a directive, a method
  /// declaration, a message send (`[receiver selector…`), a block literal or an `NSLog(` call.
  /// NSLog's own prefix (`App[123:4567]`) and a queue label in brackets are no message sends.
  static func readsAsCode(_ lines: [String]) -> Bool {
    lines.contains { line in
      let text = trim(line)
      for prefix in [
        "#import", "#include", "@interface", "@implementation", "@property", "@end", "- (", "+ (", "-(", "+(",
      ]
      where text.hasPrefix(prefix) {
        return true
      }
      if text.contains("NSLog(") || text.contains("^{") || text.contains("^(") || text.hasPrefix("return ") {
        return true
      }
      return containsMessageSend(text)
    }
  }

  /// `[identifier selector` or `[identifier selector:` or `[identifier selector]`.
  private static func containsMessageSend(_ text: String) -> Bool {
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      defer { index += 1 }
      guard characters[index] == "[" else { continue }
      var cursor = index + 1
      while cursor < characters.count, characters[cursor] == " " { cursor += 1 }
      guard cursor < characters.count, characters[cursor].isLetter || characters[cursor] == "_" else { continue }
      while cursor < characters.count,
        characters[cursor].isLetter || characters[cursor].isNumber
          || characters[cursor] == "_" || characters[cursor] == "."
      {
        cursor += 1
      }
      guard cursor < characters.count, characters[cursor] == " " else { continue }
      while cursor < characters.count, characters[cursor] == " " { cursor += 1 }
      guard cursor < characters.count, characters[cursor].isLetter || characters[cursor] == "_" else { continue }
      while cursor < characters.count,
        characters[cursor].isLetter || characters[cursor].isNumber
          || characters[cursor] == "_"
      {
        cursor += 1
      }
      if cursor == characters.count || characters[cursor] == ":" || characters[cursor] == "]" { return true }
    }
    return false
  }

  /// The fences and gutters of a Markdown or plain-text post, with the prose between them.
  private static func textBlocks(in post: String) -> (blocks: [Block], trailingProse: [String]) {
    let lines = post.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
    }
    var blocks: [Block] = []
    var prose: [String] = []
    var index = 0
    while index < lines.count {
      let trimmed = trim(lines[index])
      if let fence = ["```", "~~~"].first(where: trimmed.hasPrefix) {
        let language = trim(String(trimmed.drop { $0 == fence.first }))
        var end = index + 1
        while end < lines.count, !trim(lines[end]).hasPrefix(fence) { end += 1 }
        blocks.append(
          Block(
            startLine: index + 2, lines: Array(lines[(index + 1)..<min(end, lines.count)]),
            language: language.isEmpty ? nil : language, prose: prose))
        prose = []
        index = end + 1
        continue
      }
      if trimmed == "1" {
        var count = 0
        while index + count < lines.count, trim(lines[index + count]) == String(count + 1) { count += 1 }
        let start = index + count
        // A gutter is at least two numbers, or one number followed by one line of code.
        if count >= 1, start + count <= lines.count, count > 1 || !trim(lines[start]).isEmpty {
          blocks.append(
            Block(
              startLine: start + 1, lines: Array(lines[start..<(start + count)]), language: nil, prose: prose,
              isGutter: true))
          prose = []
          index = start + count
          continue
        }
      }
      if let end = indentedBlockEnd(in: lines, at: index, after: prose) {
        let body = lines[index..<end].map(unindented)
        blocks.append(Block(startLine: index + 1, lines: Array(body), language: nil, prose: prose))
        prose = []
        index = end
        continue
      }
      prose.append(lines[index])
      index += 1
    }
    return (blocks, prose)
  }

  /// Where Markdown's indented code block starting at `index` ends (its last non-blank line's
  /// index + 1), or nil when none starts there: lines indented by four spaces or a tab after a
  /// blank line, not a list item's continuation (the prose before it ends in a list item).
  private static func indentedBlockEnd(in lines: [String], at index: Int, after prose: [String]) -> Int? {
    func isIndented(_ line: String) -> Bool { line.hasPrefix("    ") || line.hasPrefix("\t") }
    guard isIndented(lines[index]), !trim(lines[index]).isEmpty, prose.last.map({ trim($0).isEmpty }) ?? true
    else { return nil }
    if let lastProse = prose.last(where: { !trim($0).isEmpty }),
      lastProse.range(of: #"^\s*([-*+]|\d+[.)])\s"#, options: .regularExpression) != nil
    {
      return nil
    }
    var end = index
    var next = index
    while next < lines.count, isIndented(lines[next]) || trim(lines[next]).isEmpty {
      if !trim(lines[next]).isEmpty { end = next + 1 }
      next += 1
    }
    return end
  }

  /// An indented block's line without its indentation (four spaces or a tab).
  private static func unindented(_ line: String) -> String {
    if line.hasPrefix("\t") { return String(line.dropFirst()) }
    return line.hasPrefix("    ") ? String(line.dropFirst(4)) : trim(line)
  }

  /// A text's lines for comparison: trimmed, inner runs of spaces and tabs as one space, blank lines
  /// left out.
  public static func normalized(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      trim(String(line)).split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }.filter { !$0.isEmpty }
  }

  static func trim(_ text: String) -> String { OutputAnnouncement.trimmed(text) }
}
