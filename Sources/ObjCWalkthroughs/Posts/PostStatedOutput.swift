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
  /// The post's line of the demo method this output is stated in, when the listing states one
  /// output per method (`ExpectedOutput.groupsByDemoMethod`): compared with what that method's
  /// run printed, not with the whole listing's.
  var methodLine: Int? = nil

  /// The outputs the post states for `listing` (the code listing `number`, at `index` of
  /// `reading`), in the order the post states them.
  static func stated(for listing: PostListing, number: Int, at index: Int, in reading: PostReading)
    -> [PostStatedOutput]
  {
    var found: [PostStatedOutput] = []
    // Parsed alone, without resolving names: a listing that uses an earlier one's locals still
    // states its own output.
    let program = try? Parser.parse(SourceFile(name: "listing", text: listing.text))
    if let program, let perMethod = ExpectedOutput.groupsByDemoMethod(in: program) {
      let comparesWords = ExpectedOutput.isInline(in: program)
      for (methodLine, group) in perMethod where !group.lines.isEmpty {
        found.append(
          PostStatedOutput(
            lines: group.lines, place: "in #\(number) (line \(listing.startLine + group.line - 1))",
            comparesWords: comparesWords, hedge: nil, methodLine: listing.startLine + methodLine - 1))
      }
    } else if let program, let own = ExpectedOutput.lines(in: program), !own.isEmpty {
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
