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

  /// The answer as JSON, with `viewer` (already JSON) as its first member when the run made one.
  func json(viewer: String?) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let rest = (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    guard let viewer else { return rest }
    return rest == "{}" ? #"{"viewer":"# + viewer + "}" : #"{"viewer":"# + viewer + "," + rest.dropFirst()
  }
}
