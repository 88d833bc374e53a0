import Foundation

/// A step's pattern: a `*`-glob (`*` matches any run of characters, none included; everything
/// else matches itself), or, written `re:<expression>`, a regular expression that must match the
/// whole line. An expression that does not compile matches nothing (and `isValid` says so).
///
/// `verify` matches every step against every event's line (`TraceEventLine`) from the last step
/// on: where the pattern and the line are both ASCII without a carriage return, the pieces are
/// searched byte by byte, which finds what the search by characters finds (such a character is one
/// byte, equivalent to no other, and makes no character with its neighbours, as `\r\n` does); else
/// by characters.
public struct GlobPattern: Sendable {
  private let pieces: [Substring]
  /// The pieces' bytes when the pattern is plain ASCII (`isPlainByte`), else nil.
  private let asciiPieces: [[UInt8]]?
  private let expression: NSRegularExpression?
  private let isExpression: Bool

  /// A pattern: a `*`-glob, or `re:` and a regular expression.
  public init(_ pattern: String) {
    if pattern.hasPrefix("re:") {
      isExpression = true
      expression = try? NSRegularExpression(pattern: "^(?:" + pattern.dropFirst(3) + ")$")
      pieces = []
      asciiPieces = nil
    } else {
      isExpression = false
      expression = nil
      let pieces = pattern.split(separator: "*", omittingEmptySubsequences: false)
      self.pieces = pieces
      asciiPieces = pattern.utf8.allSatisfy(Self.isPlainByte) ? pieces.map { Array($0.utf8) } : nil
    }
  }

  /// False for a `re:` pattern whose expression does not compile.
  public var isValid: Bool { !isExpression || expression != nil }

  /// Whether the whole of `text` matches.
  public func matches(_ text: String) -> Bool {
    if isExpression {
      guard let expression else { return false }
      return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
    guard let first = pieces.first else { return text.isEmpty }
    guard pieces.count > 1 else { return text == first }
    if let asciiPieces {
      var text = text
      let found = text.withUTF8 { bytes -> Bool? in
        guard bytes.allSatisfy(Self.isPlainByte) else { return nil }
        return Self.matches(bytes, pieces: asciiPieces)
      }
      if let found { return found }
    }
    guard text.hasPrefix(first) else { return false }
    var rest = text.dropFirst(first.count)
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let range = rest.range(of: piece) else { return false }
      rest = rest[range.upperBound...]
    }
    guard let last = pieces.last else { return true }
    return rest.hasSuffix(last)
  }

  /// An ASCII byte other than a carriage return: a character of its own.
  private static func isPlainByte(_ byte: UInt8) -> Bool { byte < 0x80 && byte != UInt8(ascii: "\r") }

  /// The glob over bytes: the first piece a prefix, each middle piece at its first place after the
  /// one before, the last piece a suffix of what is left.
  private static func matches(_ text: UnsafeBufferPointer<UInt8>, pieces: [[UInt8]]) -> Bool {
    guard let first = pieces.first, let last = pieces.last, text.count >= first.count,
      text.prefix(first.count).elementsEqual(first)
    else { return false }
    var start = first.count
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let found = firstIndex(of: piece, in: text, from: start) else { return false }
      start = found + piece.count
    }
    return text.count - start >= last.count && text.suffix(last.count).elementsEqual(last)
  }

  /// Where `piece` (not empty) first occurs in `text` at or after `start`.
  private static func firstIndex(of piece: [UInt8], in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard let head = piece.first, text.count - start >= piece.count else { return nil }
    var index = start
    let lastStart = text.count - piece.count
    while index <= lastStart {
      if text[index] == head {
        var matched = 1
        while matched < piece.count, text[index + matched] == piece[matched] { matched += 1 }
        if matched == piece.count { return index }
      }
      index += 1
    }
    return nil
  }
}
