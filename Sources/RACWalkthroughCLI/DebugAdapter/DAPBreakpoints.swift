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

/// Which hits of a breakpoint stop: `5` or `>= 5` (the fifth and later), `== 5`, `> 5`, `< 5`,
/// `<= 5`, `% 5` (every fifth).
struct DAPHitCondition {
  let symbol: String
  let count: Int

  init?(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    for symbol in [">=", "<=", "==", ">", "<", "%", ""] where trimmed.hasPrefix(symbol) {
      let rest = trimmed.dropFirst(symbol.count).trimmingCharacters(in: .whitespaces)
      guard let count = Int(rest), count >= 1 else { return nil }
      self.symbol = symbol.isEmpty ? ">=" : symbol
      self.count = count
      return
    }
    return nil
  }

  /// Whether hit number `hit` (1-based) stops.
  func stops(atHit hit: Int) -> Bool {
    switch symbol {
    case "==": return hit == count
    case ">": return hit > count
    case "<": return hit < count
    case "<=": return hit <= count
    case "%": return hit % count == 0
    default: return hit >= count
    }
  }
}

/// Verifies breakpoints against the recording: a line breakpoint on a line that runs is verified
/// there; on a line that does not run it moves to the nearest line after it that does; in a file
/// the program does not run, or past its last line that runs, it is unverified with the reason. A
/// function breakpoint names a method (`-[RACSignal bind:]`, `map:`) or a block as the trace names it
/// (`bindingBlock`).
enum DAPBreakpointVerifier {
  static func line(
    id: Int, path: String, line requested: Int, condition: String?, hitCondition: String?, in recording: DAPRecording
  ) -> DAPBreakpoint {
    let unverified = { (message: String) in
      DAPBreakpoint(
        id: id, verified: false, message: message, line: requested, path: path, reached: [], condition: nil,
        hitCondition: nil)
    }
    let hits = hitCondition.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
    let parsedHits = hits.flatMap(DAPHitCondition.init)
    if let hits, parsedHits == nil {
      return unverified("hit count '\(hits)' is not N, >= N, == N, > N, < N, <= N or % N")
    }
    guard let lines = recording.linesThatRun[path] else {
      let name = URL(fileURLWithPath: path).lastPathComponent
      return unverified("\(name) runs no code in this program (no line of it runs in this recording)")
    }
    guard let line = lines.keys.filter({ $0 >= requested }).min() else {
      return unverified("no line at or after line \(requested) runs in this recording")
    }
    let moved = line == requested ? nil : "moved from line \(requested): that line does not run in this recording"
    return DAPBreakpoint(
      id: id, verified: true, message: moved, line: line, path: path, reached: firstOfEachRun(lines[line] ?? []),
      condition: condition.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 },
      hitCondition: parsedHits)
  }

  /// A line reached by a block being entered and then its first statement starting on the same line
  /// is one arrival, not two.
  private static func firstOfEachRun(_ snapshots: [Int]) -> [Int] {
    let all = Set(snapshots)
    return snapshots.filter { !all.contains($0 - 1) }
  }

  static func function(id: Int, name: String, condition: String?, hitCondition: String?, in recording: DAPRecording)
    -> DAPBreakpoint
  {
    let unverified = { (message: String) in
      DAPBreakpoint(
        id: id, verified: false, message: message, line: nil, path: nil, reached: [], condition: nil, hitCondition: nil)
    }
    let hits = hitCondition.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
    let parsedHits = hits.flatMap(DAPHitCondition.init)
    if let hits, parsedHits == nil {
      return unverified("hit count '\(hits)' is not N, >= N, == N, > N, < N, <= N or % N")
    }
    guard let matcher = DAPFunctionName(name) else {
      return unverified(
        "'\(name)' is no selector (`map:`), method (`-[RACSignal bind:]`) or block name (`bindingBlock`)")
    }
    var reached: [Int] = []
    for (index, snapshot) in recording.walk.snapshots.enumerated()
    where snapshot.event.phase == .enter && matcher.matches(snapshot.event) {
      reached.append(index)
    }
    guard !reached.isEmpty else { return unverified("nothing calls \(name) in this recording") }
    return DAPBreakpoint(
      id: id, verified: true, message: nil, line: nil, path: nil, reached: reached,
      condition: condition.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 },
      hitCondition: parsedHits)
  }
}

/// A function breakpoint's name: `-[RACSignal bind:]` (the method of that class or of a class
/// whose file defines it, so `-[RACSignal bind:]` stops in a `RACDynamicSignal`'s `-bind:`),
/// `map:` or `-map:` (that selector of any class), `bindingBlock` (a block as the trace names it).
struct DAPFunctionName {
  let kind: Character?
  let className: String?
  let selector: String

  init?(_ text: String) {
    let name = text.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return nil }
    if let first = name.first, first == "-" || first == "+", name.dropFirst().hasPrefix("["), name.hasSuffix("]") {
      let parts = name.dropFirst(2).dropLast().split(separator: " ", omittingEmptySubsequences: true)
      guard parts.count == 2 else { return nil }
      kind = first
      className = String(parts[0])
      selector = String(parts[1])
    } else if let first = name.first, first == "-" || first == "+" {
      kind = first
      className = nil
      selector = String(name.dropFirst())
    } else {
      kind = nil
      className = nil
      selector = name
    }
    guard !selector.isEmpty, !selector.contains(" ") else { return nil }
  }

  func matches(_ event: TraceEvent) -> Bool {
    let block = event.block
    let selectorMatches: Bool
    if let kind {
      selectorMatches = block == "\(kind)\(selector)"
    } else {
      selectorMatches = block == selector || block == "-\(selector)" || block == "+\(selector)"
    }
    guard selectorMatches else { return false }
    guard let className else { return true }
    if event.owner?.className == className { return true }
    let files = [event.racSource?.file, event.source?.file].compactMap { $0 }
    return files.contains { file in
      let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
      return base == className || base.hasPrefix(className + "+")
    }
  }
}
