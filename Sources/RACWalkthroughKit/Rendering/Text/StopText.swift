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
  public var disposed: [String]
  /// Every line printed so far.
  public var output: [String]
  /// The most frames the whole stop shows (the outermost and the innermost), nil for all.
  public var maxFrames: Int?

  /// A stop's parts.
  public init(
    head: [String], stack: [(depth: Int, text: String)], bookkeeping: [String] = [], disposed: [String] = [],
    output: [String], maxFrames: Int? = nil
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
  }

  /// Deeper frames are indented no further than this: a stack 120 calls deep stays readable.
  static let maxIndent = 8

  /// The whole stop, every frame and every line printed.
  public var whole: [String] {
    lines(
      frames: chosenFrames(min(stack.count, maxFrames ?? stack.count)), bookkeeping: bookkeeping.count,
      output: output.count)
  }

  /// The whole stop with every frame of its stack (`step`'s `f`).
  public var unfolded: [String] {
    lines(frames: Array(stack.indices), bookkeeping: bookkeeping.count, output: output.count)
  }

  /// The stop fitted to `rows` rows of `columns` characters (a line longer than a row takes more):
  /// the head first, then the outermost frame and the innermost ones with `… N frames` between,
  /// the latest bookkeeping, and the last lines of the output under its count. When even the head
  /// and one line of each part do not fit, the stop is the head and those lines, taller than
  /// `rows`, for the caller to page (`pages(_:rows:)`).
  public func fitted(rows: Int, columns: Int? = nil) -> [String] {
    let whole = self.whole
    if StopText.rows(of: whole, columns: columns) <= rows { return whole }
    // The least that is shown: one frame, the latest bookkeeping line and printed line.
    let frameLimit = min(stack.count, maxFrames ?? stack.count)
    var frames = stack.isEmpty ? 0 : 1
    var kept = (bookkeeping: min(1, bookkeeping.count), output: min(1, output.count))
    var shown = lines(frames: chosenFrames(frames), bookkeeping: kept.bookkeeping, output: kept.output)
    guard StopText.rows(of: shown, columns: columns) <= rows else { return shown }
    // Then one more line at a time, in turn to the stack, the output and the bookkeeping, while it
    // fits.
    var grew = true
    while grew {
      grew = false
      for part in 0..<3 {
        var trial = (frames, kept)
        switch part {
        case 0 where frames < frameLimit: trial.0 += 1
        case 1 where kept.output < output.count: trial.1.output += 1
        case 2 where kept.bookkeeping < bookkeeping.count: trial.1.bookkeeping += 1
        default: continue
        }
        let candidate = lines(frames: chosenFrames(trial.0), bookkeeping: trial.1.bookkeeping, output: trial.1.output)
        if StopText.rows(of: candidate, columns: columns) <= rows {
          (frames, kept) = trial
          shown = candidate
          grew = true
        }
      }
    }
    return shown
  }

  /// `count` frames of the stack: the outermost (where the line's own call starts) and the
  /// innermost `count - 1` (where the stop is).
  private func chosenFrames(_ count: Int) -> [Int] {
    guard count < stack.count else { return Array(stack.indices) }
    guard count > 1 else { return count == 1 ? [stack.count - 1] : [] }
    return [0] + Array((stack.count - count + 1)..<stack.count)
  }

  private func lines(frames: [Int], bookkeeping bookkeepingShown: Int, output outputShown: Int) -> [String] {
    var lines = head
    lines.append("  call stack:")
    if stack.isEmpty { lines.append("    (empty)") }
    var previous = -1
    for index in frames {
      if index > previous + 1 {
        let hidden = index - previous - 1
        lines.append("    … \(hidden) frame\(hidden == 1 ? "" : "s") (`i` or --all shows them)")
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
