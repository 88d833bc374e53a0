import Shared

/// The output a snippet says it prints, written the ways posts and RAC's documentation write it:
/// the lines after a line `输出:` or `结果:` (the posts; NSLog's prefixes included), a block comment
/// whose first line is such a label and whose other lines are the output, or comments
/// `// Outputs: A B C` / `// 输出: 1` (on one line: one printed line per word), `// Outputs:` /
/// `// 打印:` / `// Prints:` followed by `// line` comments, one printed line each (the labels are
/// `OutputAnnouncement.label`'s), or, with none of those, `// => 1` after the lines that print and
/// comments that quote what is printed (`// prints "search for rac"`).
package enum ExpectedOutput {
  static package func lines(in program: Program) -> [String]? {
    groups(in: program)?.flatMap(\.lines)
  }

  /// One place a snippet states output: the line of the comment (or of the `输出:` line) that
  /// starts it, and the lines it states.
  package struct Group {
    package let line: Int
    package let lines: [String]
  }

  /// The output the snippet states, each comment that states some a group of its own in file
  /// order (`lines(in:)` joins them): a listing of demo methods states each method's output in
  /// the method (`// Outputs: B1 B2` in `-combineLatestDemo`, `// Outputs: A1 B2` in `-zipDemo`).
  static package func groups(in program: Program) -> [Group]? {
    if let offset = program.outputMarkerOffset {
      let start = program.source.location(ofOffset: offset).line
      var lines: [String] = []
      let first = program.source.text(ofLine: start)
      if NSLogPrefix.starts(Substring(first)) {
        lines.append(first)
      } else if let colon = first.firstIndex(where: { $0 == ":" || $0 == "：" }) {
        let rest = first[first.index(after: colon)...].trimmingSpaces
        if !rest.isEmpty { lines.append(rest) }
      }
      var line = start + 1
      while line <= program.source.lineCount {
        let text = program.source.text(ofLine: line)
        if text.trimmingSpaces.isEmpty {
          if !lines.isEmpty { break }
        } else {
          lines.append(text)
        }
        line += 1
      }
      return [Group(line: start, lines: lines)]
    }
    // A block (`// Outputs:` then a comment a line) states the whole output: where a listing has
    // one, its one-line labels (`// print: 1` beside a statement) are remarks on the way.
    var inline: [Group] = []
    var block: [Group] = []
    let comments = program.comments
    var index = 0
    while index < comments.count {
      let comment = comments[index]
      // `/*` then `打印结果:` on a line of its own, then one printed line a line (a leading ` * ` of
      // the comment's frame aside).
      if isOutputBlockComment(comment), let (first, more) = framedLines(of: comment.text),
        let (_, rest) = marker(in: first)
      {
        block.append(Group(line: comment.location.line, lines: (rest.isEmpty ? [] : [rest]) + more))
        index += 1
        continue
      }
      let text = comment.text.trimmingSpaces
      guard let (_, rest) = marker(in: text) else {
        index += 1
        continue
      }
      if !rest.isEmpty {
        inline.append(Group(line: comment.location.line, lines: rest.split(separator: " ").map(String.init)))
        index += 1
        continue
      }
      if !comment.isLineComment {
        let lines = comment.text.split(separator: "\n").dropFirst().map { $0.trimmingSpaces }.filter { !$0.isEmpty }
        block.append(Group(line: comment.location.line, lines: lines))
        index += 1
        continue
      }
      // `// Outputs:` then one `// line` comment per printed line, on the lines right after it.
      var lines: [String] = []
      var nextLine = comment.location.line + 1
      index += 1
      while index < comments.count, comments[index].isLineComment, comments[index].location.line == nextLine {
        let line = comments[index].text.trimmingSpaces
        if ExpectedOutput.marker(in: line) != nil || line.isEmpty || StatedLeaks.isStatement(line) { break }
        lines.append(line)
        nextLine += 1
        index += 1
      }
      block.append(Group(line: comment.location.line, lines: lines))
    }
    if !block.isEmpty { return block }
    if !inline.isEmpty { return inline }
    return arrows(in: program).map { [Group(line: 1, lines: $0)] }
  }

  /// The groups of a file of demo methods, each with the line of the method it is written in
  /// (`- (void)zipDemo {` … `// Outputs: A1 B2` … `}`, bare or in an `@implementation`): nil unless
  /// there are several and each is in a method of its own, so that each method's run is what its
  /// group states.
  static package func groupsByDemoMethod(in program: Program) -> [(methodLine: Int, group: Group)]? {
    guard let groups = groups(in: program), groups.count > 1 else { return nil }
    let methods = program.items.flatMap { item -> [MethodDefinition] in
      switch item {
      case .method(let method): return [method]
      case .implementation(let implementation): return implementation.methods
      default: return []
      }
    }.compactMap { method -> (line: Int, lines: ClosedRange<Int>)? in
      guard let body = method.body else { return nil }
      return (method.location.line, method.location.line...body.endLocation.line)
    }
    var paired: [(methodLine: Int, group: Group)] = []
    for group in groups {
      guard let method = methods.first(where: { $0.lines.contains(group.line) }),
        !paired.contains(where: { $0.methodLine == method.line })
      else { return nil }
      paired.append((method.line, group))
    }
    return paired
  }

  /// Whether `comment` is a block comment of several lines whose first says the rest is output.
  private static func isOutputBlockComment(_ comment: Comment) -> Bool {
    guard !comment.isLineComment, let (first, more) = framedLines(of: comment.text), !more.isEmpty else {
      return false
    }
    return marker(in: first) != nil
  }

  /// A block comment's first non-blank line and the non-blank lines after it, each without the
  /// spaces around it or a ` * ` frame; nil for a comment with no text.
  private static func framedLines(of text: String) -> (first: String, more: [String])? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      var line = Substring(OutputAnnouncement.trimmed(String(line)))
      if line.first == "*" { line = line.dropFirst() }
      return OutputAnnouncement.trimmed(String(line))
    }.filter { !$0.isEmpty }
    guard let first = lines.first else { return nil }
    return (first, Array(lines.dropFirst()))
  }

  /// `NSLog(@"%@", x); // => 1`: each `=>` comment one printed line, in order, and each comment
  /// that quotes what is printed (`// prints "search for rac" once`) its quoted lines; nil when
  /// there are none.
  private static func arrows(in program: Program) -> [String]? {
    let lines = program.comments.flatMap { comment -> [String] in
      guard comment.isLineComment else { return [] }
      let text = comment.text.trimmingSpaces
      if text.hasPrefix("=>") { return [String(text.dropFirst(2)).trimmingSpaces] }
      return quotedLines(in: text) ?? []
    }
    return lines.isEmpty ? nil : lines
  }

  /// The words a comment that quotes its output starts with (compared lowercased).
  private static let quotingWords = ["prints", "print", "logs", "log", "outputs", "output", "输出", "打印"]

  /// `prints "a" then "b"` → `["a", "b"]`: the text between each pair of double quotes (straight or
  /// curly) of a comment that starts with a word of printing and a quote; nil when it starts
  /// otherwise (`prints the number three`, `prints one result, " 13"`).
  private static func quotedLines(in text: String) -> [String]? {
    let lowered = text.lowercased()
    guard
      let word = quotingWords.first(where: { word in
        lowered.hasPrefix(word) && lowered.dropFirst(word.count).first.map { " :\"\u{201C}".contains($0) } == true
      })
    else { return nil }
    // The first quote comes right after the word: `prints one result, " 13"` is prose.
    let rest = text.dropFirst(word.count).drop { $0 == " " || $0 == ":" }
    guard let first = rest.first, first == "\"" || first == "\u{201C}" else { return nil }
    var lines: [String] = []
    var current: String?
    for character in rest {
      switch character {
      case "\"", "\u{201C}", "\u{201D}":
        if let open = current {
          lines.append(open)
          current = nil
        } else {
          current = ""
        }
      default:
        current?.append(character)
      }
    }
    return lines.isEmpty ? nil : lines
  }

  /// Whether the file writes its expected output inline (`// Outputs: A B C`), with no block.
  static package func isInline(in program: Program) -> Bool {
    program.outputMarkerOffset == nil
      && !program.comments.contains { comment in
        comment.isLineComment && marker(in: comment.text.trimmingSpaces).map { $0.1.isEmpty } == true
      }
      && !program.comments.contains(where: isOutputBlockComment)
      && program.comments.contains { comment in
        let text = comment.text.trimmingSpaces
        if comment.isLineComment, text.hasPrefix("=>") || quotedLines(in: text) != nil { return true }
        guard let (_, rest) = marker(in: text) else { return false }
        return !rest.isEmpty
      }
  }

  /// `Outputs: rest` → ("Outputs", "rest"), `输出：rest` → ("输出", "rest").
  static func marker(in text: String) -> (String, String)? {
    OutputAnnouncement.label(in: text)
  }
}
