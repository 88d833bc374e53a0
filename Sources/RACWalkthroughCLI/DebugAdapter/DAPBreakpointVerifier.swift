import Foundation
import RAC

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
