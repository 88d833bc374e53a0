import Foundation
import RAC

/// A breakpoint of the session, line or function, with the snapshots (0-based, in order) at which
/// the recording reaches it.
struct DAPBreakpoint {
  let id: Int
  /// Whether the recording reaches it at all (`verified`), and why not when it does not.
  let verified: Bool
  let message: String?
  /// The line it ended up on (a line breakpoint moved to the nearest line that runs).
  let line: Int?
  /// The absolute path of a line breakpoint's file.
  let path: String?
  /// The snapshots where it is reached, before its condition and hit count.
  let reached: [Int]
  /// An expression that must hold (`DAPEvaluator`), if any.
  let condition: String?
  /// Which hits stop (`DAPHitCondition`), if any.
  let hitCondition: DAPHitCondition?

  /// The `Breakpoint` object of the protocol.
  var object: [String: Any] {
    var object: [String: Any] = ["id": id, "verified": verified]
    if let message { object["message"] = message }
    if let line { object["line"] = line }
    if let path { object["source"] = ["path": path, "name": URL(fileURLWithPath: path).lastPathComponent] }
    return object
  }
}
