import Foundation
import RAC

/// Verifies breakpoints against the recording: a line breakpoint on a line that runs is verified
/// there; on a line that does not run it moves to the nearest line after it that does; in a file
/// the program does not run, or past its last line that runs, it is unverified with the reason. A
/// function breakpoint names a method (`-[RACSignal bind:]`, `map:`) or a block as the trace names it
/// (`bindingBlock`).
enum DAPBreakpointVerifier {
  /// The lines of one file that run in the recording, sorted, and each line's arrivals (the first
  /// of each run of snapshots) once asked for: read once per `setBreakpoints` request, which may
  /// list 200,000 lines (each looked for among all the lines, and its arrivals among all of a loop's
  /// snapshots, took minutes).
  struct RunningLines {
    let path: String
    private let snapshots: [Int: [Int]]?
    private let sorted: [Int]
    private var arrivals: [Int: [Int]] = [:]

    init(path: String, in recording: DAPRecording) {
      self.path = path
      snapshots = recording.linesThatRun[path]
      sorted = snapshots.map { $0.keys.sorted() } ?? []
    }

    /// The first line at or after `requested` that runs.
    func line(atOrAfter requested: Int) -> Int? {
      var low = 0
      var high = sorted.count
      while low < high {
        let middle = (low + high) / 2
        if sorted[middle] < requested { low = middle + 1 } else { high = middle }
      }
      return low < sorted.count ? sorted[low] : nil
    }

    /// The snapshots at which `line` is reached: a block entered and its first statement starting
    /// on the same line is one arrival, not two.
    mutating func reached(_ line: Int) -> [Int] {
      if let known = arrivals[line] { return known }
      let all = snapshots?[line] ?? []
      let set = Set(all)
      let first = all.filter { !set.contains($0 - 1) }
      arrivals[line] = first
      return first
    }

    var runsAnyLine: Bool { snapshots != nil }
  }

  static func line(
    id: Int, line requested: Int, condition: String?, hitCondition: String?, in lines: inout RunningLines
  ) -> DAPBreakpoint {
    let path = lines.path
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
    guard lines.runsAnyLine else {
      let name = URL(fileURLWithPath: path).lastPathComponent
      return unverified("\(name) runs no code in this program (no line of it runs in this recording)")
    }
    guard let line = lines.line(atOrAfter: requested) else {
      return unverified("no line at or after line \(requested) runs in this recording")
    }
    let moved = line == requested ? nil : "moved from line \(requested): that line does not run in this recording"
    return DAPBreakpoint(
      id: id, verified: true, message: moved, line: line, path: path, reached: lines.reached(line),
      condition: condition.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 },
      hitCondition: parsedHits)
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
