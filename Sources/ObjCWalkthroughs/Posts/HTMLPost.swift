import Foundation
import ObjCInterpreter
import ObjCLibraries

/// Reads a blog page saved as HTML: each `<pre>` block is a listing (code or printed output), its
/// highlighting tags (`<span class="hljs-keyword">`) and `<br>`s turned back into text and its
/// entities (`&lt;`, `&#39;`) decoded; a `<pre>` of line numbers alone (the gutter of a Hexo or
/// Octopress code box) is left out. The block's language comes from the `class` of the `<pre>`, of
/// the `<code>` in it, or of the `<figure class="highlight objectivec">` around it. The text
/// between blocks is the prose, a line per paragraph, where a post announces output.
enum HTMLPost {
  /// Whether `text` is an HTML page (it has a `<pre>` block).
  static func isHTML(_ text: String) -> Bool {
    text.range(of: "<pre", options: .caseInsensitive) != nil
      && text.range(of: "</pre>", options: .caseInsensitive) != nil
  }

  /// The page's `<pre>` blocks, with the prose before each, and the prose after the last.
  static func blocks(in page: String) -> (blocks: [PostListings.Block], trailingProse: [String]) {
    var blocks: [PostListings.Block] = []
    var cursor = page.startIndex
    var prose = ""
    while let open = page.range(of: "<pre", options: .caseInsensitive, range: cursor..<page.endIndex) {
      guard let tagEnd = page[open.upperBound...].firstIndex(of: ">") else { break }
      let after = page[open.upperBound]
      guard after == ">" || after == " " || after == "\n" || after == "\t" else {
        prose += page[cursor..<open.upperBound]
        cursor = open.upperBound
        continue
      }
      let contentStart = page.index(after: tagEnd)
      guard let close = page.range(of: "</pre>", options: .caseInsensitive, range: contentStart..<page.endIndex)
      else { break }
      prose += page[cursor..<open.lowerBound]
      var startLine = page[..<contentStart].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
      var inner = String(page[contentStart..<close.lowerBound])
      // A newline right after `<pre>` is not part of its content.
      if inner.hasPrefix("\r\n") || inner.hasPrefix("\n") {
        inner = String(inner.drop { $0 == "\r" }.dropFirst())
        startLine += 1
      }
      let tag = String(page[open.lowerBound...tagEnd])
      let codeTag = firstTag("code", in: inner)
      let language =
        language(ofTag: tag) ?? codeTag.flatMap(language(ofTag:))
        ?? figureLanguage(before: open.lowerBound, in: page)
      var lines = text(ofBlock: inner).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      while let last = lines.last, PostListings.trim(last).isEmpty { lines.removeLast() }
      cursor = close.upperBound
      if isGutterOrEmpty(lines, before: open.lowerBound, after: close.upperBound, in: page) { continue }
      blocks.append(
        PostListings.Block(startLine: startLine, lines: lines, language: language, prose: proseLines(prose)))
      prose = ""
    }
    prose += page[cursor...]
    return (blocks, proseLines(prose))
  }

  /// Whether a `<pre>` holds nothing, or the line numbers of a code box (`1`, `2`, … `N`, in
  /// order) rather than printed numbers: where the markup before it says gutter or line numbers,
  /// or where the code's `<pre>` follows it with no prose between (the gutter's table cell beside
  /// the code's).
  private static func isGutterOrEmpty(
    _ lines: [String], before start: String.Index, after end: String.Index, in page: String
  ) -> Bool {
    let numbers = lines.map(PostListings.trim).filter { !$0.isEmpty }
    guard !numbers.isEmpty else { return true }
    guard numbers.enumerated().allSatisfy({ $0.element == String($0.offset + 1) }) else { return false }
    let from = page.index(start, offsetBy: -200, limitedBy: page.startIndex) ?? page.startIndex
    let markup = page[from..<start].lowercased()
    if markup.contains("gutter") || markup.contains("line-number") || markup.contains("lineno") { return true }
    guard let next = page.range(of: "<pre", options: .caseInsensitive, range: end..<page.endIndex) else {
      return false
    }
    return proseLines(String(page[end..<next.lowerBound])).allSatisfy { $0.isEmpty }
  }

  /// Languages a `class` may name, as the reader calls them.
  private static let knownLanguages: [String: String] = [
    "objectivec": "objectivec", "objective-c": "objectivec", "objc": "objectivec", "obj-c": "objectivec",
    "m": "objectivec", "c": "c", "cpp": "cpp", "swift": "swift", "ruby": "ruby", "javascript": "javascript",
    "js": "javascript", "java": "java", "python": "python",
  ]

  /// The language a tag's `class` (or `lang`, `data-lang`) names: `language-objc`, `hljs objectivec`,
  /// `brush: objc`; an output language (`text`, `console`) as itself.
  private static func language(ofTag tag: String) -> String? {
    for attribute in ["class", "lang", "data-lang"] {
      guard let value = attributeValue(attribute, in: tag) else { continue }
      for word in value.split(whereSeparator: { $0 == " " || $0 == ";" }) {
        var name = word.lowercased()
        for prefix in ["language-", "lang-", "brush:"] where name.hasPrefix(prefix) {
          name = String(name.dropFirst(prefix.count))
        }
        if let known = knownLanguages[name] { return known }
        if PostListings.outputLanguages.contains(name) { return name }
      }
    }
    return nil
  }

  /// `<figure class="highlight objectivec">` (Hexo) or `<div class="highlight-objc">` just before a
  /// block, and still open there (an earlier code box's closed figure says nothing of this block).
  private static func figureLanguage(before index: String.Index, in page: String) -> String? {
    let start = page.index(index, offsetBy: -400, limitedBy: page.startIndex) ?? page.startIndex
    let before = page[start..<index]
    let figure = before.range(of: "<figure", options: [.caseInsensitive, .backwards]).map { ($0, "</figure") }
    let div = before.range(of: "<div", options: [.caseInsensitive, .backwards]).map { ($0, "</div") }
    guard let (open, closing) = figure ?? div,
      before[open.upperBound...].range(of: closing, options: .caseInsensitive) == nil,
      let end = before[open.upperBound...].firstIndex(of: ">")
    else { return nil }
    return language(ofTag: String(before[open.lowerBound...end]))
  }

  private static func attributeValue(_ name: String, in tag: String) -> String? {
    var search = tag.startIndex
    while let found = tag.range(of: name, options: .caseInsensitive, range: search..<tag.endIndex) {
      search = found.upperBound
      var cursor = found.upperBound
      while cursor < tag.endIndex, tag[cursor] == " " { cursor = tag.index(after: cursor) }
      guard cursor < tag.endIndex, tag[cursor] == "=" else { continue }
      cursor = tag.index(after: cursor)
      while cursor < tag.endIndex, tag[cursor] == " " { cursor = tag.index(after: cursor) }
      guard cursor < tag.endIndex else { return nil }
      let quote = tag[cursor]
      guard quote == "\"" || quote == "'" else { return nil }
      let valueStart = tag.index(after: cursor)
      guard let valueEnd = tag[valueStart...].firstIndex(of: quote) else { return nil }
      return String(tag[valueStart..<valueEnd])
    }
    return nil
  }

  private static func firstTag(_ name: String, in html: String) -> String? {
    guard let open = html.range(of: "<" + name, options: .caseInsensitive),
      let end = html[open.upperBound...].firstIndex(of: ">")
    else { return nil }
    return String(html[open.lowerBound...end])
  }

  /// A `<pre>`'s text: `<br>` as a line break, other tags dropped, entities decoded.
  static func text(ofBlock html: String) -> String {
    decodeEntities(stripTags(replacing(#"<br\s*/?>"#, in: html, with: "\n")))
  }

  /// The prose's lines: a line per paragraph, list item, heading or `<br>`; scripts and styles
  /// dropped; blank lines kept (they end a `结果:` block).
  static func proseLines(_ html: String) -> [String] {
    var text = replacing(#"(?is)<(script|style)\b.*?</\1\s*>"#, in: html, with: "")
    text = replacing(#"(?i)<br\s*/?>|</(p|div|li|h[1-6]|tr|blockquote)\s*>"#, in: text, with: "\n")
    text = decodeEntities(stripTags(text))
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { PostListings.trim(String($0)) }
  }

  private static func stripTags(_ html: String) -> String { replacing(#"<[^>]*>"#, in: html, with: "") }

  private static func replacing(_ pattern: String, in text: String, with template: String) -> String {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
    return expression.stringByReplacingMatches(
      in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
  }

  private static let namedEntities: [String: String] = [
    "lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'", "nbsp": " ", "ldquo": "“", "rdquo": "”",
    "lsquo": "‘", "rsquo": "’", "hellip": "…", "mdash": "—", "ndash": "–",
  ]

  /// `&lt;` `&#39;` `&#x27;` and the other entities posts use, decoded once (`&amp;lt;` stays `&lt;`).
  static func decodeEntities(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var result = ""
    var rest = Substring(text)
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      let after = rest[rest.index(after: ampersand)...]
      if let semicolon = after.prefix(10).firstIndex(of: ";") {
        let name = String(after[..<semicolon])
        var decoded: String?
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
          decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        } else if name.hasPrefix("#") {
          decoded = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        } else {
          decoded = namedEntities[name]
        }
        if let decoded {
          result += decoded
          rest = after[after.index(after: semicolon)...]
          continue
        }
      }
      result += "&"
      rest = after
    }
    return result + rest
  }
}
