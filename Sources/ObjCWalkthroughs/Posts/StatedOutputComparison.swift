import RACWalkthroughKit

/// A post's stated output against the lines a run printed, as `verify` compares them: each line
/// normalised (`OutputNormalizer`: NSLog's prefixes, addresses, queue labels, class names), word
/// by word for an output stated on one line (`// Outputs: A B C`, `// => 1, 3, 6`). Nothing else
/// is taken out: an array's or a tuple's description is compared line by line as it prints.
enum StatedOutputComparison {
  /// The verdict on `stated` against `output`.
  static func compare(_ stated: PostStatedOutput, with output: [String]) -> PostCheck.Verdict {
    let (wanted, got) = normalized(stated, output)
    return wanted == got ? .matches(lines: output.count) : .differs(LineDiff.diff(expected: wanted, actual: got))
  }

  /// Whether the two are the same lines.
  static func same(_ stated: PostStatedOutput, as output: [String]) -> Bool {
    let (wanted, got) = normalized(stated, output)
    return wanted == got
  }

  private static func normalized(_ stated: PostStatedOutput, _ output: [String]) -> ([String], [String]) {
    var wanted = stated.lines.map(OutputNormalizer.normalize)
    var got = output.map(OutputNormalizer.normalize)
    if stated.comparesWords {
      wanted = wanted.flatMap(OutputNormalizer.words)
      got = got.flatMap(OutputNormalizer.words)
    }
    return (wanted, got)
  }

  /// Whether `line` stands for lines the post leaves out (`...`, `……`, `⋯`).
  static func isEllipsis(_ line: String) -> Bool {
    let text = PostListings.trim(line)
    guard !text.isEmpty, text.allSatisfy({ $0 == "." || $0 == "…" || $0 == "⋯" || $0 == "。" }) else { return false }
    return text.contains("…") || text.contains("⋯") || text.count >= 3
  }

  /// When the post elides lines of its output (a line `...`), and the lines it shows are the run's
  /// in order with lines left out only where it elides: how many lines it left out. Nil when it
  /// elides nothing, or when what it shows is not the run's.
  static func elidedLines(_ stated: PostStatedOutput, in output: [String]) -> Int? {
    guard stated.lines.contains(where: isEllipsis), !stated.comparesWords else { return nil }
    var segments: [[String]] = [[]]
    for line in stated.lines {
      if isEllipsis(line) {
        segments.append([])
      } else {
        segments[segments.count - 1].append(OutputNormalizer.normalize(line))
      }
    }
    let got = output.map(OutputNormalizer.normalize)
    let first = segments[0]
    let last = segments[segments.count - 1]
    guard got.starts(with: first), got.count >= first.count + last.count, Array(got.suffix(last.count)) == last
    else { return nil }
    var cursor = first.count
    let end = got.count - last.count
    for segment in segments.dropFirst().dropLast() where !segment.isEmpty {
      var found: Int?
      var start = cursor
      while start + segment.count <= end {
        if Array(got[start..<(start + segment.count)]) == segment {
          found = start
          break
        }
        start += 1
      }
      guard let found else { return nil }
      cursor = found + segment.count
    }
    return got.count - segments.reduce(0) { $0 + $1.count }
  }
}
