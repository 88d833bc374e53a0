/// One `step` stop as its parts, so that it can be shown whole (a pipe) or fitted to a screen
/// (`fitted(rows:columns:)`): what must stay on screen (the header, the `→` line, the ★ steps),
/// the call stack, the bookkeeping and the output so far.
public struct StopText: Sendable, Equatable {
  /// The stop's header, its line of code (`→`), what runs there and the post's steps: always shown.
  public var head: [String]
  /// The call stack's frames, outermost first, each with its depth.
  public var stack: [(depth: Int, text: String)]
  /// Lines between the stack and the output (the bookkeeping, what has been disposed).
  public var bookkeeping: [String]
  /// What has been disposed so far, most recent last.
  public var disposed: SharedPrefix<String>
  /// Every line printed so far.
  public var output: SharedPrefix<String>
  /// The most frames the whole stop shows (the outermost and the innermost), nil for all.
  public var maxFrames: Int?
  /// The lines of code around the `→` line of `head` (at `arrow`), nearest first, as a debugger
  /// shows them: on a screen (`fitted`) as many as fit, up to `maxContext` on each side; a pipe
  /// gets the `→` line alone.
  public var codeBefore: [String] = []
  /// The lines of code below the `→` line, nearest first.
  public var codeAfter: [String] = []
  /// The index in `head` of the `→` line the code surrounds.
  public var arrow: Int?
  /// What shows the frames a fitted stack leaves out (`i`, or `f` inside a stop).
  public var foldedFramesHint = "`i` or --all shows them"

  /// Lines of code on each side of the `→` line that a screen shows at most.
  static let maxContext = 3
  /// A quoted name in a fitted stack longer than this is shortened in its middle (`f` shows it whole).
  static let longestName = 48

  /// A stop's parts.
  public init(
    head: [String], stack: [(depth: Int, text: String)], bookkeeping: [String] = [],
    disposed: SharedPrefix<String> = [],
    output: SharedPrefix<String>, maxFrames: Int? = nil
  ) {
    self.maxFrames = maxFrames
    self.head = head
    self.stack = stack
    self.bookkeeping = bookkeeping
    self.disposed = disposed
    self.output = output
  }

  /// Two stops are the same text.
  public static func == (left: StopText, right: StopText) -> Bool {
    left.head == right.head && left.stack.map(\.depth) == right.stack.map(\.depth)
      && left.stack.map(\.text) == right.stack.map(\.text) && left.bookkeeping == right.bookkeeping
      && left.disposed == right.disposed && left.output == right.output && left.maxFrames == right.maxFrames
      && left.codeBefore == right.codeBefore && left.codeAfter == right.codeAfter && left.arrow == right.arrow
      && left.foldedFramesHint == right.foldedFramesHint
  }

  /// Deeper frames are indented no further than this: a stack 120 calls deep stays readable.
  static let maxIndent = 8

  /// The most printed lines a whole stop shows, the last ones: a stop of a program that prints a
  /// line per statement would otherwise repeat everything printed before it, and `step`'s stops
  /// would be quadratic in the output.
  static let maxWholeOutput = 20

  /// The whole stop, every frame and the output's last lines (`maxWholeOutput`).
  public var whole: [String] {
    lines(
      frames: chosenFrames(min(stack.count, maxFrames ?? stack.count)), bookkeeping: bookkeeping.count,
      output: min(output.count, StopText.maxWholeOutput))
  }

  /// The whole stop with every frame of its stack (`step`'s `f`).
  public var unfolded: [String] {
    lines(
      frames: Array(stack.indices), bookkeeping: bookkeeping.count, output: min(output.count, StopText.maxWholeOutput))
  }

  /// The stop fitted to `rows` rows of `columns` characters (a line longer than a row takes more):
  /// the head first, then the outermost frame and the innermost ones with `… N frames` between,
  /// the latest bookkeeping, and the last lines of the output under its count. When even the head
  /// and one line of each part do not fit, the stop is the head and those lines, taller than
  /// `rows`, for the caller to page (`pages(_:rows:)`).
  public func fitted(rows: Int, columns: Int? = nil) -> [String] {
    // On a screen long names in the stack are shortened, and code around the `→` line is shown.
    var screen = self
    screen.stack = stack.map { ($0.depth, StopText.shorteningNames($0.text)) }
    let context = (before: min(codeBefore.count, StopText.maxContext), after: min(codeAfter.count, StopText.maxContext))
    let whole = screen.lines(
      frames: screen.chosenFrames(min(stack.count, maxFrames ?? stack.count)), bookkeeping: bookkeeping.count,
      output: output.count, context: context)
    if StopText.rows(of: whole, columns: columns) <= rows { return whole }
    // The least that is shown: one frame, the latest bookkeeping line and printed line.
    let frameLimit = min(stack.count, maxFrames ?? stack.count)
    var frames = stack.isEmpty ? 0 : 1
    var kept = (bookkeeping: min(1, bookkeeping.count), output: min(1, output.count))
    var code = (before: 0, after: 0)
    var shown = screen.lines(
      frames: screen.chosenFrames(frames), bookkeeping: kept.bookkeeping, output: kept.output, context: code)
    guard StopText.rows(of: shown, columns: columns) <= rows else { return shown }
    // Then one more line at a time, in turn to the code around the line, the stack, the output and
    // the bookkeeping, while it fits.
    var grew = true
    while grew {
      grew = false
      for part in 0..<5 {
        var trial = (frames, kept, code)
        switch part {
        case 0 where code.before < context.before: trial.2.before += 1
        case 1 where code.after < context.after: trial.2.after += 1
        case 2 where frames < frameLimit: trial.0 += 1
        case 3 where kept.output < output.count: trial.1.output += 1
        case 4 where kept.bookkeeping < bookkeeping.count: trial.1.bookkeeping += 1
        default: continue
        }
        let candidate = screen.lines(
          frames: screen.chosenFrames(trial.0), bookkeeping: trial.1.bookkeeping, output: trial.1.output,
          context: trial.2)
        if StopText.rows(of: candidate, columns: columns) <= rows {
          (frames, kept, code) = trial
          shown = candidate
          grew = true
        }
      }
    }
    return shown
  }

  /// A frame with each quoted name longer than `longestName` cut in its middle:
  /// `"[[[[[<FMContactItem#533>…] -collect] -flattenMap:"` keeps its start and its end.
  static func shorteningNames(_ frame: String) -> String {
    let parts = frame.split(separator: "\"", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { return frame }
    var result: [String] = []
    for (index, part) in parts.enumerated() {
      // Odd parts are inside quotes (a frame's names never hold a quote of their own unescaped).
      if index % 2 == 1, index < parts.count - 1, part.count > longestName {
        let keep = (longestName - 1) / 2
        result.append(String(part.prefix(keep)) + "…" + String(part.suffix(keep)))
      } else {
        result.append(String(part))
      }
    }
    return result.joined(separator: "\"")
  }

  /// `count` frames of the stack: the outermost (where the line's own call starts) and the
  /// innermost `count - 1` (where the stop is).
  private func chosenFrames(_ count: Int) -> [Int] {
    guard count < stack.count else { return Array(stack.indices) }
    guard count > 1 else { return count == 1 ? [stack.count - 1] : [] }
    return [0] + Array((stack.count - count + 1)..<stack.count)
  }

  private func lines(
    frames: [Int], bookkeeping bookkeepingShown: Int, output outputShown: Int,
    context: (before: Int, after: Int) = (0, 0)
  ) -> [String] {
    var lines = head
    if let arrow, arrow < head.count, context.before + context.after > 0 {
      lines =
        Array(head[..<arrow]) + codeBefore.prefix(context.before).reversed() + [head[arrow]]
        + codeAfter.prefix(context.after) + Array(head[(arrow + 1)...])
    }
    lines.append("  call stack:")
    if stack.isEmpty { lines.append("    (empty)") }
    var previous = -1
    for index in frames {
      if index > previous + 1 {
        let hidden = index - previous - 1
        lines.append("    … \(hidden) frame\(hidden == 1 ? "" : "s") (\(foldedFramesHint))")
      }
      let frame = stack[index]
      lines.append("    " + String(repeating: "  ", count: min(frame.depth, StopText.maxIndent)) + frame.text)
      previous = index
    }
    if !bookkeeping.isEmpty {
      let hidden = bookkeeping.count - bookkeepingShown
      lines.append(
        "  bookkeeping:"
          + (hidden == 0
            ? ""
            : bookkeepingShown == 0
              ? " \(bookkeeping.count) line(s), `f` shows them"
              : " (the latest \(bookkeepingShown) of \(bookkeeping.count))"))
      lines += bookkeeping.suffix(bookkeepingShown).map { "    " + $0 }
    }
    if !disposed.isEmpty {
      let recent = disposed.suffix(4)
      let more = disposed.count > recent.count ? " (+\(disposed.count - recent.count) earlier)" : ""
      lines.append("  disposed so far: " + recent.joined(separator: ", ") + more)
    }
    if output.isEmpty {
      lines.append("  output so far: (none)")
    } else if outputShown < output.count {
      let count = output.count == 1 ? "1 line" : "\(output.count) lines"
      lines.append("  output so far (\(count), the last \(outputShown)):")
    } else {
      lines.append("  output so far:")
    }
    lines += output.suffix(outputShown).map { "    " + $0 }
    return lines
  }

  /// The rows `lines` take on a screen `columns` wide (a wide character, as East Asian text has,
  /// takes two columns).
  public static func rows(of lines: [String], columns: Int?) -> Int {
    guard let columns, columns > 0 else { return lines.count }
    return lines.reduce(0) { total, line in total + max(1, (width(of: line) + columns - 1) / columns) }
  }

  /// `lines` cut into pages of `rows` rows at most (a line longer than a row is not cut).
  public static func pages(_ lines: [String], rows: Int, columns: Int? = nil) -> [[String]] {
    var pages: [[String]] = [[]]
    var used = 0
    for line in lines {
      let height = self.rows(of: [line], columns: columns)
      if used + height > max(1, rows), !(pages.last ?? []).isEmpty {
        pages.append([])
        used = 0
      }
      pages[pages.count - 1].append(line)
      used += height
    }
    return pages
  }

  /// The columns a line takes: two for each wide character (CJK ideographs, Hangul, full-width
  /// forms), one for the others.
  static func width(of line: String) -> Int {
    line.unicodeScalars.reduce(0) { total, scalar in
      switch scalar.value {
      case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x20000...0x3FFFD:
        return total + 2
      default:
        return total + 1
      }
    }
  }
}
