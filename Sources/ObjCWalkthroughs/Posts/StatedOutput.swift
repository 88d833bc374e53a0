import Foundation
import ObjCInterpreter
import ObjCLibraries

/// What a post says one of its code listings prints, found after the listing as authors write it:
/// the output blocks that follow it (before any other code listing: a fence without a language, one
/// marked `text` or `console`, or one that the sentence before it announces, "在上述代码执行时，会在
/// 控制台中打印出以下内容："), or a label line in the prose right after it (`结果: 1`, or `结果:`
/// then the printed lines). What a listing states inside itself (`// 输出: 1`, a `输出:` line in its
/// box) the interpreter reads from the listing (`ExpectedOutput`).
public struct StatedOutput: Sendable, Equatable {
  /// The printed lines as the post writes them (NSLog's prefixes included; blank lines left out).
  public let lines: [String]
  /// Where the post states them, for the report: `the block at line 40`, `结果: after it`.
  public let place: String
  /// The sentence that announces the block, when it says the output may be other than the one
  /// shown (`这段代码的执行结果如下(也可能和下面的结果完全不一样…)`).
  public let hedge: String?

  /// An output given directly.
  public init(lines: [String], place: String, hedge: String? = nil) {
    self.lines = lines
    self.place = place
    self.hedge = hedge
  }

  /// How many prose lines after a listing a label line may be (the line right after an NSLog
  /// block, give or take a blank line or a short remark).
  static let labelReach = 3

  /// The output the post states after the code listing at `index` of `reading`, or nil.
  public static func after(listingAt index: Int, in reading: PostReading) -> StatedOutput? {
    let listings = reading.listings
    guard listings.indices.contains(index), listings[index].kind == .code else { return nil }
    // The output blocks up to the next code listing, in order: a post that shows what one run
    // printed in two boxes (a remark between them) states it once.
    var blocks: [PostListing] = []
    var next = index + 1
    while next < listings.count, listings[next].kind == .output {
      if listings[next].lines.contains(where: { !PostListings.trim($0).isEmpty }) { blocks.append(listings[next]) }
      next += 1
    }
    if let first = blocks.first {
      let lines = blocks.flatMap { $0.lines.filter { !PostListings.trim($0).isEmpty } }
      let announcement = first.proseBefore.last { !PostListings.trim($0).isEmpty }.map(PostListings.trim)
      let hedge = announcement.flatMap { OutputAnnouncement.announces($0) && OutputAnnouncement.hedges($0) ? $0 : nil }
      let place =
        blocks.count == 1
        ? "the block at line \(first.startLine)"
        : "the blocks at lines " + blocks.map { "\($0.startLine)" }.joined(separator: ", ")
      return StatedOutput(lines: lines, place: place, hedge: hedge)
    }
    let prose = reading.prose(after: index)
    return labelled(in: prose) ?? inline(in: prose)
  }

  /// The verbs a sentence states printed lines with (`This prints \`3\`.`, `会打印 \`1\``).
  static let inlineVerbs = ["prints", "print", "printed", "logs", "logged", "outputs", "打印出", "打印", "输出"]

  /// The words that may stand between or around the printed lines of such a sentence.
  static let inlineJoiners: Set<String> = [
    "", "only", "just", "out", "then", "and", "followed", "by", "to", "the", "console", "in", "finally", "和", "、", "然后",
    "出", "只", "会", "了", "依次",
  ]

  /// `This prints only \`search: rea\`.` or `It logs \`1\`, \`2\` and \`3\`.`: the first sentence
  /// after the listing, when everything after its verb is code spans, each a printed line, and
  /// joiners (`and`, `then`, `to the console`). A sentence that says anything else after its verb
  /// (`it logs \`next\` for each value`) states no output.
  package static func inline(in prose: [String]) -> StatedOutput? {
    guard let sentence = prose.first(where: { !PostListings.trim($0).isEmpty }).map(PostListings.trim) else {
      return nil
    }
    let lowered = sentence.lowercased()
    guard let firstSpan = lowered.firstIndex(of: "`") else { return nil }
    let beforeSpans = lowered[..<firstSpan]
    guard
      let verb = inlineVerbs.first(where: { verb in
        guard let range = beforeSpans.range(of: verb, options: .backwards) else { return false }
        let isWordEnd = range.upperBound == beforeSpans.endIndex || !beforeSpans[range.upperBound].isLetter
        let isWordStart =
          range.lowerBound == beforeSpans.startIndex
          || !beforeSpans[beforeSpans.index(before: range.lowerBound)].isLetter
        return verb.unicodeScalars.allSatisfy(\.isASCII) ? isWordEnd && isWordStart : true
      }),
      let verbRange = beforeSpans.range(of: verb, options: .backwards),
      // Lowercasing keeps the characters' count for the text posts hold; a sentence it would not
      // keep it for states nothing rather than being cut in the wrong place.
      lowered.count == sentence.count,
      let restStart = sentence.index(
        sentence.startIndex, offsetBy: lowered.distance(from: lowered.startIndex, to: verbRange.upperBound),
        limitedBy: sentence.endIndex)
    else { return nil }
    let rest = sentence[restStart...]
    var lines: [String] = []
    var words = ""
    var inSpan = false
    var span = ""
    for character in rest {
      if character == "`" {
        if inSpan { lines.append(span) } else { words.append(" ") }
        span = ""
        inSpan.toggle()
      } else if inSpan {
        span.append(character)
      } else {
        words.append(character)
      }
    }
    guard !inSpan, !lines.isEmpty, !lines.contains(where: { PostListings.trim($0).isEmpty }) else { return nil }
    let separators = CharacterSet(charactersIn: " ,.;:!。，；：！、\t")
    let joinersOnly = words.lowercased().components(separatedBy: separators).allSatisfy { inlineJoiners.contains($0) }
    return joinersOnly ? StatedOutput(lines: lines, place: "\(verb): after it") : nil
  }

  /// `结果: 1` (the rest of the line, and the lines up to a blank one) or `结果:` alone (the lines
  /// after it, up to a blank line), within the first few prose lines.
  static func labelled(in prose: [String]) -> StatedOutput? {
    var seen = 0
    for (offset, line) in prose.enumerated() {
      if PostListings.trim(line).isEmpty { continue }
      seen += 1
      if seen > labelReach { return nil }
      guard let (label, rest) = OutputAnnouncement.label(in: line) else { continue }
      var lines = rest.isEmpty ? [] : [unquoted(rest)]
      var next = offset + 1
      if rest.isEmpty {
        while next < prose.count, PostListings.trim(prose[next]).isEmpty { next += 1 }
      }
      while next < prose.count, !PostListings.trim(prose[next]).isEmpty {
        lines.append(unquoted(prose[next]))
        next += 1
      }
      return lines.isEmpty ? nil : StatedOutput(lines: lines, place: "\(label): after it")
    }
    return nil
  }

  /// A printed line a post quotes as Markdown's block quote (`> ab`): the line without the marker.
  static func unquoted(_ line: String) -> String {
    let trimmed = PostListings.trim(line)
    guard trimmed.hasPrefix(">") else { return line }
    return PostListings.trim(String(trimmed.dropFirst()))
  }
}
