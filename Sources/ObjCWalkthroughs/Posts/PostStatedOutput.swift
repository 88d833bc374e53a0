import ObjCInterpreter

/// One output a post states for one of its code listings, as `check-post` compares it: in the
/// listing itself (`// 输出: 1`, a `输出:` line of its box, `// => 1`), or after it (`StatedOutput`).
/// A listing may state both; each is an output of its own.
struct PostStatedOutput {
  /// The printed lines as the post writes them.
  let lines: [String]
  /// Where the post states them: `in #2 (line 37)`, `the block at line 40`, `结果: after #3`.
  let place: String
  /// `// Outputs: A B C`: compared word by word.
  let comparesWords: Bool
  /// The post's own words that its output may differ.
  let hedge: String?

  /// The outputs the post states for `listing` (the code listing `number`, at `index` of
  /// `reading`), in the order the post states them.
  static func stated(for listing: PostListing, number: Int, at index: Int, in reading: PostReading)
    -> [PostStatedOutput]
  {
    var found: [PostStatedOutput] = []
    // Parsed alone, without resolving names: a listing that uses an earlier one's locals still
    // states its own output.
    if let program = try? Parser.parse(SourceFile(name: "listing", text: listing.text)),
      let own = ExpectedOutput.lines(in: program), !own.isEmpty
    {
      found.append(
        PostStatedOutput(
          lines: own, place: "in #\(number) (line \(listing.startLine))",
          comparesWords: ExpectedOutput.isInline(in: program), hedge: nil))
    }
    if let after = StatedOutput.after(listingAt: index, in: reading), !after.lines.isEmpty {
      let place = after.place.hasSuffix(": after it") ? after.place.dropLast(2) + "#\(number)" : after.place
      found.append(PostStatedOutput(lines: after.lines, place: String(place), comparesWords: false, hedge: after.hedge))
    }
    return found
  }
}
