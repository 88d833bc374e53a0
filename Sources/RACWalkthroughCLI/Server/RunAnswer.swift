import Foundation
import ObjCInterpreter
import ObjCLibraries

/// What `POST /api/run` answers besides the viewer's data: the error that stopped the run (at its
/// file, line and column, with the line and caret the command line prints), the output, notes on
/// budgets, and the verification and exploration when asked for.
struct RunAnswer: Encodable {
  /// Where the run stopped, and why.
  struct Place: Encodable {
    /// The file's name, as the request gave it.
    let file: String
    /// 1-based.
    let line: Int
    /// 1-based.
    let column: Int
    /// The message alone.
    let message: String
    /// `FILE:LINE:COL: error: MESSAGE`.
    let headline: String
    /// The headline, the line and the caret, as the command line prints them.
    let text: String
    /// `syntax`, `resolve` or `runtime`: when it was found.
    let phase: String

    init(_ error: ObjCError) {
      file = error.file
      line = error.location.line
      column = error.location.column
      message = error.message
      headline = error.headline
      text = error.description
      phase = error.phase.rawValue
    }
  }

  /// The run's output against the output the code states.
  struct Verification: Encodable {
    /// Whether it holds.
    let passed: Bool
    /// `verify`'s report.
    let report: String
  }

  /// `explore`'s result.
  struct Exploration: Encodable {
    /// How many schedules ran, and how many distinct outputs they printed.
    let summary: String
    /// Each distinct output, most frequent first.
    let outcomes: [Outcome]
  }

  /// One distinct output of `explore`, with a schedule that prints it.
  struct Outcome: Encodable {
    /// How many schedules print it.
    let schedules: Int
    /// One of them in words (`main, queue 2 ×3, queue 1`).
    let order: String
    /// The same as choices, which a run's `schedule` takes to replay it.
    let schedule: [Int]
    /// The output, normalised as `explore` compares it.
    let output: [String]
    /// Whether it is the output the code states (or the post's).
    let isExpected: Bool
  }

  var error: Place?
  var output: [String] = []
  var notes: [String] = []
  var verify: Verification?
  var explore: Exploration?
  /// True when the answer was cut to the server's size (`capped`): the page says so beside the notes.
  var cut: Bool?

  /// The answer as JSON's UTF-8 bytes, with `viewer` (already JSON, as bytes) as its first member
  /// when the run made one. Bytes, not a `String`: contact-form's viewer is 12.8 MB, which a
  /// `String` checked again for UTF-8 (a thirtieth of the worker's critical path) only to be
  /// written out as the same bytes.
  func json(viewer: [UInt8]?) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let rest = (try? encoder.encode(self)).map { [UInt8]($0) } ?? Array("{}".utf8)
    guard let viewer else { return rest }
    var whole = Array(#"{"viewer":"#.utf8)
    whole.reserveCapacity(whole.count + viewer.count + rest.count)
    whole += viewer
    if rest.count > 2 {
      whole.append(UInt8(ascii: ","))
      whole += rest.dropFirst()
    } else {
      whole.append(UInt8(ascii: "}"))
    }
    return whole
  }

  /// The answer as JSON of at most `byteLimit` bytes where it can be: whole if it fits; else
  /// without the viewer; else also with only the first lines of output. What was cut is said in
  /// the notes, and `cut` is true.
  func capped(viewer: [UInt8]?, byteLimit: Int) -> [UInt8] {
    let whole = json(viewer: viewer)
    guard whole.count > byteLimit else { return whole }
    var smaller = self
    smaller.cut = true
    let megabytes = String(format: "%.1f", Double(byteLimit) / 1_048_576)
    if viewer != nil {
      smaller.notes.append(
        "the answer was cut to fit the server's \(megabytes) MB: the viewer (\((viewer?.count ?? 0) / 1024) KB) is left out"
      )
    }
    let withoutViewer = smaller.json(viewer: nil)
    guard withoutViewer.count > byteLimit else { return withoutViewer }
    // Lines of output go until the answer would not fit (keeping room for the note itself).
    let total = output.count
    var budget = byteLimit - (withoutViewer.count - outputBytes(output)) - 512
    var kept = 0
    while kept < total, budget > 0 {
      budget -= outputBytes([output[kept]])
      if budget >= 0 { kept += 1 }
    }
    smaller.output = Array(output.prefix(kept))
    smaller.notes.append(
      "the answer was cut to fit the server's \(megabytes) MB: it holds the first \(kept) of \(total) lines of output")
    let result = smaller.json(viewer: nil)
    guard result.count > byteLimit else { return result }
    // Other members (an exploration's outputs) are what is too large: the error and notes remain.
    var least = RunAnswer(error: error, notes: smaller.notes, cut: true)
    least.notes.append("the answer was cut to fit the server's \(megabytes) MB: only the error and the notes remain")
    return least.json(viewer: nil)
  }

  /// About the bytes `lines` take in the answer's JSON: each with its quotes and comma, and five
  /// more for each character the encoder writes as an escape (`\"`, `\/`, `\u001b`).
  private func outputBytes(_ lines: [String]) -> Int {
    lines.reduce(0) { sum, line in
      let escaped = line.utf8.reduce(0) { $0 + ($1 < 0x20 || $1 == 0x22 || $1 == 0x2F || $1 == 0x5C ? 5 : 0) }
      return sum + line.utf8.count + escaped + 3
    }
  }
}
