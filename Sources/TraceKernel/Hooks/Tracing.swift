import Foundation
import Synchronization

/// The switch and the hooks through which every traced block reports itself.
///
/// Off (the default), a hook is one relaxed atomic load and a branch: its arguments are autoclosures,
/// so no string, array or description is built. On, it forwards to the innermost recorder that
/// `record(_:)` installed; blocks running on background threads record into the same one.
///
/// The hooks are inlinable: the core above this target and the language beside it call them on
/// every event, and a hook that is not inlined costs a call and the building of its autoclosures
/// even when nothing records. What recording does is in functions of their own (`TracedCall`, the
/// recorder behind `TraceRecording`), plain calls.
public enum Tracing {
  @usableFromInline static let recording = Atomic<Bool>(false)

  /// The recorders installed (innermost last) and the footprint collector, with the generation
  /// that counts their changes (`TracingThread`).
  package struct Sinks {
    package var recorders: [any TraceRecording] = []
    package var footprint: FootprintRecorder?
    /// A replay numbered as its recorded run was (`replay(numberingAs:_:)`).
    var replay: NumberingReplay?
    package var generation = 0
  }

  private static let sinks = LockedState(Sinks())
  private static let sinkGeneration = Atomic<Int>(0)

  /// Whether a recorder is installed. The hooks read this and nothing else when tracing is off.
  @inlinable @inline(__always)
  public static var isRecording: Bool { recording.load(ordering: .relaxed) }

  /// Whether this thread's hooks record events into a trace: false when nothing records, and when
  /// only footprints are collected (`explore`'s runs, whose trace is never written out). What a
  /// trace alone reads later (an owner's name, remembered before it goes) is kept only then.
  @inlinable @inline(__always)
  public static var isRecordingEvents: Bool { isRecording && threadRecordsEvents }

  /// Whether this thread's hooks only collect footprints (`explore`'s and `verify`'s schedules):
  /// nothing reads a trace name there, while a run that records nothing may still be asked for one.
  @inlinable @inline(__always)
  public static var isCollectingFootprintsOnly: Bool { isRecording && threadCollectsFootprintsOnly }

  /// Whether this thread's sinks take footprints and no events; asked only while recording.
  @usableFromInline
  static var threadCollectsFootprintsOnly: Bool {
    currentThread._withUnsafeGuaranteedRef { $0.footprint != nil && $0.recorder == nil }
  }

  /// Whether this thread's sinks take events (not footprints alone); asked only while recording.
  @usableFromInline
  static var threadRecordsEvents: Bool {
    currentThread._withUnsafeGuaranteedRef { $0.footprint == nil && $0.recorder != nil }
  }

  /// Changes the sinks and tells every thread, through the generation, to look again.
  package static func changeSinks(_ change: (inout Sinks) -> Void) {
    sinks.withLock { sinks in
      change(&sinks)
      sinks.generation += 1
      sinkGeneration.store(sinks.generation, ordering: .releasing)
      recording.store(
        !sinks.recorders.isEmpty || sinks.footprint != nil || sinks.replay != nil, ordering: .sequentiallyConsistent)
    }
  }

  /// The calling thread's view of the sinks, brought up to date if they changed since it last looked.
  @usableFromInline
  static var currentThread: Unmanaged<TracingThread> {
    let thread = TracingThread.current
    thread._withUnsafeGuaranteedRef { thread in
      if thread.sinkGeneration != sinkGeneration.load(ordering: .acquiring) { refresh(thread) }
    }
    return thread
  }

  private static func refresh(_ thread: TracingThread) {
    let (generation, recorder, footprint, replay) = sinks.withLock {
      ($0.generation, $0.recorders.last, $0.footprint, $0.replay)
    }
    thread.sinkGeneration = generation
    thread.change(recorder: recorder, track: recorder?.currentTrack(), footprint: footprint, replay: replay)
  }

  /// Runs `body` collecting footprints instead of events: which objects each stretch of it
  /// touches (`takeFootprint()` hands over the stretch so far and starts the next). No event, string
  /// or description is made, so a run costs little more than an untraced one. `explore` uses it to
  /// tell which turns of two virtual queues commute (partial-order reduction).
  public static func collectFootprints(_ body: () throws -> Void) rethrows {
    let collector = FootprintRecorder()
    changeSinks { $0.footprint = collector }
    defer { changeSinks { $0.footprint = nil } }
    try body()
  }

  /// The objects touched since the last call (or since `collectFootprints` began), as run-local
  /// identities (`FootprintRecorder`); empty when no footprint is being collected.
  public static func takeFootprint() -> Footprint {
    sinks.withLock { $0.footprint }?.take() ?? .empty
  }

  /// Collects no more footprints until the `collectFootprints` scope ends: the rest of the run
  /// runs as an untraced one. `explore` calls it once a schedule is pruned, which runs to its end
  /// only to free what it made.
  public static func stopCollectingFootprints() {
    changeSinks { $0.footprint = nil }
  }

  /// Marks `object` as touched by the stretch in progress, for state that changes outside any
  /// traced block (a virtual queue's waiting blocks). Nothing happens unless footprints are
  /// being collected.
  @inlinable @inline(__always)
  public static func touch(_ object: @autoclosure () -> (any Traceable)?) {
    #if !RAC_TRACE_HOOKS_OFF
      guard isRecording else { return }
      touchWhileRecording(object)
    #endif
  }

  @usableFromInline
  static func touchWhileRecording(_ object: () -> (any Traceable)?) {
    guard let collector = currentThread.takeUnretainedValue().footprint else { return }
    collector.touch(object())
  }

  /// Marks the snippet's shared variables (`__block` variables, globals and statics) as touched:
  /// one object for all of them, which makes every two turns that use any of them depend on each
  /// other. Coarse, and safe: `explore` never takes two such turns to commute.
  @inlinable @inline(__always)
  public static func touchSharedVariables() {
    #if !RAC_TRACE_HOOKS_OFF
      guard isRecording else { return }
      touchSharedVariablesWhileRecording()
    #endif
  }

  @usableFromInline
  static func touchSharedVariablesWhileRecording() {
    guard let collector = currentThread.takeUnretainedValue().footprint else { return }
    collector.touchSharedVariables()
  }

  /// Runs `body` as a traced block: an enter event before, an exit event with its result after.
  ///
  /// Built with `-DRAC_TRACE_HOOKS_OFF` (the benchmarks' baseline build only), `call` and `note` are
  /// compiled down to running the body, so the cost of an idle hook can be measured against nothing.
  ///
  /// - Parameters:
  ///   - block: the block's name as the post calls it.
  ///   - owner: the signal, subscriber or other object the block belongs to.
  ///   - racSource: the place in RAC 2.5's source the block translates (the core's hooks; `.ours`
  ///     where RAC has none, and for everything outside the core).
  ///   - arguments: labelled arguments; rendered only when recording.
  ///   - bookkeeping: state to show, read once when the block starts and once when it ends.
  ///   - source: where a snippet's block is written (nil for the core's own blocks).
  ///   - body: the block itself.
  /// - Returns: what `body` returns.
  @inlinable @inline(__always)
  public static func call<Result>(
    _ block: @autoclosure () -> String,
    of owner: @autoclosure () -> (any Traceable)?,
    rac racSource: @autoclosure () -> RACSourceLocation = .ours,
    arguments: @autoclosure () -> [(String, Any?)] = [],
    bookkeeping: @autoclosure () -> [(String, Any?)] = [],
    at source: @autoclosure () -> TraceSource? = nil,
    _ body: () throws -> Result
  ) rethrows -> Result {
    #if RAC_TRACE_HOOKS_OFF
      return try body()
    #else
      guard isRecording else { return try body() }
      // The closures are called here, in the branch, so that none needs a context when nothing
      // records; what recording does is in functions of their own (`TracedCall`). The place in RAC's
      // source is called there: built here, it made the hook's caller big enough that Swift no
      // longer kept the arguments' arrays on the stack (an allocation per recorded event).
      switch TracedCall.sink() {
      case .none:
        return try body()
      case .footprint(let collector):
        collector.touch(owner())
        return try body()
      case .recorder(let call):
        let enterIndex = call.enter(
          block: block(), owner: owner(), racSource: racSource, arguments: arguments(), bookkeeping: bookkeeping(),
          source: source())
        let result: Result
        do {
          result = try body()
        } catch {
          call.abandon()
          throw error
        }
        call.exit(enterIndex, result: result, bookkeeping: bookkeeping())
        return result
      }
    #endif
  }

  /// Records a point event: something worth seeing that is not a call (e.g. `signals` changed), at
  /// `racSource` in RAC 2.5's source when the core notes it.
  @inlinable @inline(__always)
  public static func note(
    _ what: @autoclosure () -> String,
    of owner: @autoclosure () -> (any Traceable)?,
    rac racSource: @autoclosure () -> RACSourceLocation = .ours,
    arguments: @autoclosure () -> [(String, Any?)] = [],
    bookkeeping: @autoclosure () -> [(String, Any?)] = []
  ) {
    #if !RAC_TRACE_HOOKS_OFF
      guard isRecording else { return }
      noteWhileRecording(what, owner, racSource, arguments, bookkeeping)
    #endif
  }

  /// `note`'s recording path: the bookkeeping is read first, then the rest, as it always was.
  @usableFromInline
  static func noteWhileRecording(
    _ what: () -> String, _ owner: () -> (any Traceable)?, _ racSource: () -> RACSourceLocation,
    _ arguments: () -> [(String, Any?)], _ bookkeeping: () -> [(String, Any?)]
  ) {
    let thread = currentThread.takeUnretainedValue()
    if let collector = thread.footprint {
      collector.touch(owner())
      return
    }
    guard let track = thread.track else { return }
    let bookkeeping = bookkeeping()
    track.note(what(), owner: owner(), racSource: racSource(), arguments: arguments(), bookkeeping: bookkeeping)
  }

  /// Records that a statement of a snippet starts running at `source`, so a step through the trace
  /// can show which line of the snippet runs. Costs one atomic load when nothing records.
  @inlinable @inline(__always)
  public static func line(_ source: @autoclosure () -> TraceSource) {
    #if !RAC_TRACE_HOOKS_OFF
      guard isRecording else { return }
      lineWhileRecording(source)
    #endif
  }

  @usableFromInline
  static func lineWhileRecording(_ source: () -> TraceSource) {
    let thread = currentThread.takeUnretainedValue()
    if let track = thread.track {
      track.line(source())
    } else {
      thread.replay?.countLine()
    }
  }

  /// Records a line the program printed, so that a step through the trace can show the output so
  /// far. Printing itself is the caller's business.
  public static func output(_ line: String) {
    guard isRecording else { return }
    let thread = currentThread.takeUnretainedValue()
    if let collector = thread.footprint {
      collector.touchConsole()
      return
    }
    guard let track = thread.track else { return }
    track.output(line)
  }

  /// Renders a value the way the trace shows it (objects by their trace number). Only meaningful
  /// while recording; outside a recording it renders objects without numbers.
  public static func describe(_ value: Any?) -> String {
    TraceValueDescription.describe(value, in: isRecording ? currentThread.takeUnretainedValue().recorder : nil)
  }

  /// `object`'s number in the trace this thread records into, if the trace has met it (nil when
  /// nothing records): read without numbering it, so the trace goes on as it would have.
  package static func numberInTrace(of object: any Traceable) -> Int? {
    guard isRecording else { return nil }
    let thread = currentThread.takeUnretainedValue()
    guard let recorder = thread.recorder else { return thread.replay?.number(of: object) }
    return recorder.numberIfMet(object)
  }

  /// Runs `body` (a replay of a recorded run, which installs no recorder of its own) numbering its
  /// objects as `numbering` says the recorded run's trace numbered them, and recording nothing:
  /// the hooks' switch is on (a snippet's statements reach their `line` hook, where `StopProbe`
  /// looks; the core and the interpreter take the ways they take while a trace records) but every
  /// hook finds no sink, and `numberInTrace(of:)` answers what the trace had numbered by the same
  /// statement. Returns whether the replay went as the recorded run did (as many `line` events and
  /// objects made); when not, its numbers are not to be trusted.
  package static func replay(numberingAs numbering: TraceNumbering, _ body: () throws -> Void) rethrows -> Bool {
    let replay = NumberingReplay(numbering)
    changeSinks { $0.replay = replay }
    defer { changeSinks { $0.replay = nil } }
    try body()
    return replay.wentAsRecorded
  }
}
