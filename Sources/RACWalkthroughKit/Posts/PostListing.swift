/// One listing of a post: its code as the post prints it, and where it is in the post.
///
/// The seeds come in two shapes. Markdown posts fence their code (three backticks and `objectivec`), and
/// fence what a program printed without a language. Posts saved as plain text lost their fences but
/// kept the line-number gutter of the blog's code boxes: a run of lines `1`, `2`, … `N`, then the
/// listing's N lines (blank ones included, and the `输出:` lines of output the box also held).
public struct PostListing: Sendable, Hashable {
  /// Code, or what a program printed.
  public enum Kind: String, Sendable, Hashable {
    /// Code (a fence with a language, or a gutter listing).
    case code
    /// A fence without a language: what a program printed.
    case output
  }

  /// 1, 2, 3… in the order the post prints them (code and output fences counted together).
  public let number: Int
  /// Whether it is code or output.
  public let kind: Kind
  /// The line of the post where the listing's first line is.
  public let startLine: Int
  /// Its lines, as the post prints them.
  public let lines: [String]
  /// The fence's language (`objectivec`), or nil for a gutter listing or an output fence.
  public let language: String?

  /// A listing given directly.
  public init(number: Int, kind: Kind, startLine: Int, lines: [String], language: String?) {
    self.number = number
    self.kind = kind
    self.startLine = startLine
    self.lines = lines
    self.language = language
  }

  /// Its text.
  public var text: String { lines.joined(separator: "\n") }

  /// The lines as `PostListings.normalized` compares them.
  public var normalizedLines: [String] { PostListings.normalized(text) }
}

/// Finds the listings of a post (`PostListing`), and compares listings with files "modulo the
/// gutter and whitespace": each line's leading and trailing whitespace dropped, runs of spaces and
/// tabs as one space, blank lines ignored.
public enum PostListings {
  /// Every listing of `post`, in order: Markdown fences, or the gutters of a saved blog page.
  public static func extract(from post: String) -> [PostListing] {
    let lines = post.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
    }
    var listings: [PostListing] = []
    var index = 0
    while index < lines.count {
      let trimmed = trim(lines[index])
      if trimmed.hasPrefix("```") {
        let language = trim(String(trimmed.dropFirst(3)))
        var end = index + 1
        while end < lines.count, !trim(lines[end]).hasPrefix("```") { end += 1 }
        listings.append(
          PostListing(
            number: listings.count + 1, kind: language.isEmpty ? .output : .code, startLine: index + 2,
            lines: Array(lines[(index + 1)..<min(end, lines.count)]), language: language.isEmpty ? nil : language))
        index = end + 1
        continue
      }
      if trimmed == "1" {
        var count = 0
        while index + count < lines.count, trim(lines[index + count]) == String(count + 1) { count += 1 }
        let start = index + count
        // A gutter is at least two numbers, or one number followed by one line of code.
        if count >= 1, start + count <= lines.count, count > 1 || !trim(lines[start]).isEmpty {
          listings.append(
            PostListing(
              number: listings.count + 1, kind: .code, startLine: start + 1,
              lines: Array(lines[start..<(start + count)]),
              language: nil))
          index = start + count
          continue
        }
      }
      index += 1
    }
    return listings
  }

  /// A text's lines for comparison: trimmed, inner runs of spaces and tabs as one space, blank lines
  /// left out.
  public static func normalized(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      trim(String(line)).split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }.filter { !$0.isEmpty }
  }

  private static func trim(_ text: String) -> String {
    var scalars = Substring(text)
    while let first = scalars.first,
      first == " " || first == "\t" || first == "\r" || first == "\u{A0}" || first == "\u{3000}"
    {
      scalars = scalars.dropFirst()
    }
    while let last = scalars.last, last == " " || last == "\t" || last == "\r" || last == "\u{A0}" || last == "\u{3000}"
    {
      scalars = scalars.dropLast()
    }
    return String(scalars)
  }
}
