import Foundation
import Synchronization

/// The switch and the hooks through which every traced block reports itself.
///
/// Off (the default), a hook is one relaxed atomic load and a branch: its arguments are autoclosures,
/// so no string, array or description is built. On, it forwards to the innermost recorder that
/// `record(_:)` installed; blocks running on background threads record into the same one.
public enum Tracing {
  private static let recording = Atomic<Bool>(false)
  private static let recorders = LockedState<[TraceRecorder]>([])
  private static let footprints = LockedState<FootprintRecorder?>(nil)

  /// Whether a recorder is installed. The hooks read this and nothing else when tracing is off.
  @inline(__always)
  public static var isRecording: Bool { recording.load(ordering: .relaxed) }

  /// Runs `body` with a recorder installed and returns everything it recorded, including blocks
  /// that ran on other threads while `body` ran. Scopes nest: an inner scope's events go to the
  /// inner trace only.
  public static func record(_ body: () throws -> Void) rethrows -> Trace {
    let recorder = TraceRecorder()
    recorders.withLock { $0.append(recorder) }
    recording.store(true, ordering: .sequentiallyConsistent)
    defer {
      let stillRecording = recorders.withLock { stack -> Bool in
        if let index = stack.lastIndex(where: { $0 === recorder }) { stack.remove(at: index) }
        return !stack.isEmpty
      }
      recording.store(stillRecording || footprints.withLock { $0 != nil }, ordering: .sequentiallyConsistent)
    }
    try body()
    return Trace(events: recorder.events)
  }

  /// Runs `body` collecting footprints instead of events: which objects each stretch of it
  /// touches (`takeFootprint()` hands over the stretch so far and starts the next). No event, string
  /// or description is made, so a run costs little more than an untraced one. `explore` uses it to
  /// tell which turns of two virtual queues commute (partial-order reduction).
  public static func collectFootprints(_ body: () throws -> Void) rethrows {
    let collector = FootprintRecorder()
    footprints.withLock { $0 = collector }
    recording.store(true, ordering: .sequentiallyConsistent)
    defer {
      footprints.withLock { $0 = nil }
      recording.store(recorders.withLock { !$0.isEmpty }, ordering: .sequentiallyConsistent)
    }
    try body()
  }

  /// The objects touched since the last call (or since `collectFootprints` began), as run-local
  /// identities (`FootprintRecorder`); empty when no footprint is being collected.
  public static func takeFootprint() -> Set<Int> {
    footprints.withLock { $0 }?.take() ?? []
  }

  /// Marks `object` as touched by the stretch in progress, for state that changes outside any
  /// traced block (a test scheduler's queue of actions). Nothing happens unless footprints are
  /// being collected.
  @inline(__always)
  public static func touch(_ object: @autoclosure () -> (any Traceable)?) {
    #if !RAC_TRACE_HOOKS_OFF
      guard isRecording, let collector = activeFootprint else { return }
      collector.touch(object())
    #endif
  }

  /// Marks the snippet's shared variables (`__block` variables, globals and statics) as touched:
  /// one object for all of them, which makes every two turns that use any of them depend on each
  /// other. Coarse, and safe: `explore` never takes two such turns to commute.
  @inline(__always)
  public static func touchSharedVariables() {
    #if !RAC_TRACE_HOOKS_OFF
      guard isRecording, let collector = activeFootprint else { return }
      collector.touchSharedVariables()
    #endif
  }

  private static var activeFootprint: FootprintRecorder? {
    footprints.withLock { $0 }
  }

  private static var activeRecorder: TraceRecorder? {
    recorders.withLock { $0.last }
  }

  /// Runs `body` as a traced block: an enter event before, an exit event with its result after.
  ///
  /// Built with `-DRAC_TRACE_HOOKS_OFF` (the benchmarks' baseline build only), `call` and `note` are
  /// compiled down to running the body, so the cost of an idle hook can be measured against nothing.
  ///
  /// - Parameters:
  ///   - block: the block's name as the post calls it.
  ///   - owner: the signal, subscriber or other object the block belongs to.
  ///   - arguments: labelled arguments; rendered only when recording.
  ///   - bookkeeping: state to show, read once when the block starts and once when it ends.
  ///   - source: where a snippet's block is written (nil for the core's own blocks).
  ///   - body: the block itself.
  /// - Returns: what `body` returns.
  @inline(__always)
  public static func call<Result>(
    _ block: @autoclosure () -> String,
    of owner: @autoclosure () -> (any Traceable)?,
    arguments: @autoclosure () -> [(String, Any?)] = [],
    bookkeeping: @autoclosure () -> [(String, String)] = [],
    at source: @autoclosure () -> TraceSource? = nil,
    _ body: () throws -> Result
  ) rethrows -> Result {
    #if RAC_TRACE_HOOKS_OFF
      return try body()
    #else
      guard isRecording else { return try body() }
      if let collector = activeFootprint {
        collector.touch(owner())
        return try body()
      }
      guard let recorder = activeRecorder else { return try body() }
      let enterSequence = recorder.enter(
        block: block(), owner: owner(), arguments: arguments(), bookkeeping: bookkeeping(), source: source())
      let result = try body()
      let rendered = Result.self == Void.self ? nil : TraceValueDescription.describe(result, in: recorder)
      recorder.exit(enterSequence: enterSequence, result: rendered, bookkeeping: bookkeeping())
      return result
    #endif
  }

  /// Records a point event: something worth seeing that is not a call (e.g. `signals` changed).
  @inline(__always)
  public static func note(
    _ what: @autoclosure () -> String,
    of owner: @autoclosure () -> (any Traceable)?,
    arguments: @autoclosure () -> [(String, Any?)] = [],
    bookkeeping: @autoclosure () -> [(String, String)] = []
  ) {
    #if !RAC_TRACE_HOOKS_OFF
      guard isRecording else { return }
      if let collector = activeFootprint {
        collector.touch(owner())
        return
      }
      guard let recorder = activeRecorder else { return }
      recorder.point(.note, block: what(), owner: owner(), arguments: arguments(), bookkeeping: bookkeeping())
    #endif
  }

  /// Records that a statement of a snippet starts running at `source`, so a step through the trace
  /// can show which line of the snippet runs. Costs one atomic load when nothing records.
  @inline(__always)
  public static func line(_ source: @autoclosure () -> TraceSource) {
    #if !RAC_TRACE_HOOKS_OFF
      guard isRecording, let recorder = activeRecorder else { return }
      recorder.point(.line, block: "line", owner: nil, fields: [], source: source())
    #endif
  }

  /// Records a line the program printed, so that a step through the trace can show the output so
  /// far. Printing itself is the caller's business.
  public static func output(_ line: String) {
    guard isRecording else { return }
    if let collector = activeFootprint {
      collector.touchConsole()
      return
    }
    guard let recorder = activeRecorder else { return }
    recorder.point(.output, block: "output", owner: nil, fields: [TraceField("line", line)])
  }

  /// Renders a value the way the trace shows it (objects by their trace number). Only meaningful
  /// while recording; outside a recording it renders objects without numbers.
  public static func describe(_ value: Any?) -> String {
    TraceValueDescription.describe(value, in: isRecording ? activeRecorder : nil)
  }
}
