import Foundation
import ObjCInterpreter
import RAC
import RACWalkthroughKit

/// A program launched under the adapter: run once to its end with its whole trace recorded, and
/// `step`'s walk over that trace. Runs are deterministic (virtual time, virtual queues), so the
/// recording is the run: the session moves over it forwards and backwards.
struct DAPRecording {
  /// The program's name as `step` gives it (a walkthrough's, or the files').
  let name: String
  /// `step`'s walk: its snapshots and reader's stops.
  let walk: StepWalk
  /// The trace's events, in order.
  let events: [TraceEvent]
  /// An event's index in `events`, by its sequence number.
  let eventIndex: [Int: Int]
  /// What stopped the run early, if something did: a run-time error at its line, or a budget.
  let error: ObjCError?
  /// Whether the trace stopped recording at its `maxEvents` budget.
  let traceStoppedAtLimit: Bool
  /// Where the trace's files are on disk.
  let paths: DAPSourcePaths
  /// The lines that run, by absolute path: line → the snapshots (0-based) at which the line
  /// starts (a statement's `line` event, or a block written on it being entered).
  let linesThatRun: [String: [Int: [Int]]]
  /// The thread names of the trace, `main` first: a DAP thread's id is its position here plus 1.
  let threads: [String]
  /// The variables of the frame each `line` event starts a statement in, by the event's index in
  /// `events`; a `line` event with none has no recorded variables.
  let statements: [Int: CapturedStatement]

  init(
    name: String, walk: StepWalk, trace: Trace, statements: [CapturedStatement] = [], error: ObjCError?,
    traceStoppedAtLimit: Bool, paths: DAPSourcePaths
  ) {
    self.name = name
    self.walk = walk
    events = trace.events
    var index: [Int: Int] = [:]
    var threadNames: [String] = []
    for (position, event) in events.enumerated() {
      index[event.sequence] = position
      if !threadNames.contains(event.thread) { threadNames.append(event.thread) }
    }
    eventIndex = index
    self.statements = Self.match(statements, to: events)
    threads = threadNames.filter { $0 == "main" } + threadNames.filter { $0 != "main" }
    self.error = error
    self.traceStoppedAtLimit = traceStoppedAtLimit
    self.paths = paths
    var lines: [String: [Int: [Int]]] = [:]
    for (position, snapshot) in walk.snapshots.enumerated() {
      let event = snapshot.event
      guard event.phase == .line || event.phase == .enter, let source = event.source,
        let path = paths.absolutePath(of: source.file)
      else { continue }
      lines[path, default: [:]][source.line, default: []].append(position)
    }
    linesThatRun = lines
  }

  /// Whether the error that stopped the run is a budget (steps, seconds, memory, nesting, virtual
  /// time) rather than an error of the program: a budget ends the session; an error stops it with
  /// reason `exception` at its line first.
  var stoppedAtABudget: Bool {
    if traceStoppedAtLimit { return true }
    guard let error else { return false }
    return Self.isBudget(error)
  }

  /// Whether `error` is a budget's (steps, seconds, memory, nesting, virtual time, output lines,
  /// a file's tokens): the interpreter says so where it throws it (`ObjCError.budget`).
  static func isBudget(_ error: ObjCError) -> Bool { error.budget != nil }

  /// The captured statements by the index of their `line` events: the k-th statement is the k-th
  /// `line` event, as long as their places agree; from the first that does not (a statement the
  /// trace did not record), none is trusted.
  static func match(_ statements: [CapturedStatement], to events: [TraceEvent]) -> [Int: CapturedStatement] {
    var matched: [Int: CapturedStatement] = [:]
    var next = 0
    for (position, event) in events.enumerated() where event.phase == .line {
      guard next < statements.count, let source = event.source else { break }
      let statement = statements[next]
      guard statement.file == source.file, statement.line == source.line, statement.column == source.column else {
        break
      }
      matched[position] = statement
      next += 1
    }
    return matched
  }

  /// The DAP thread id of a trace's thread name.
  func threadID(of thread: String) -> Int { (threads.firstIndex(of: thread) ?? 0) + 1 }
}
