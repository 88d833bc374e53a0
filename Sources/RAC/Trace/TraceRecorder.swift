import Foundation

/// Collects the events of one `Tracing.record` scope.
///
/// Blocks run on several threads (background schedulers, the subscription scheduler), so every
/// event is numbered and appended under one lock, and nesting depth is kept per thread: a block that
/// runs on a background queue starts at depth 0 there, whatever the main thread is doing.
final class TraceRecorder: @unchecked Sendable {
  private struct State {
    var events: [TraceEvent] = []
    var openCalls: [UInt: [Int]] = [:]
    var objectNumbers: [Int: Int] = [:]
    var threadNames: [UInt: String] = [:]
    /// The virtual clock's reading at the first event recorded on a test scheduler: time zero.
    var clockStart: Date?
  }

  private let state = LockedState(State())

  /// Hands out the trace-local number of an object (1, 2, 3… in order of first appearance).
  func reference(to object: any Traceable) -> TraceObject {
    let identity = object.traceIdentity
    let number = state.withLock { state -> Int in
      if let known = state.objectNumbers[identity] { return known }
      let next = state.objectNumbers.count + 1
      state.objectNumbers[identity] = next
      return next
    }
    return TraceObject(className: object.traceClassName, name: object.traceName, number: number)
  }

  /// Records the start of a call and returns its sequence number.
  func enter(
    block: String, owner: (any Traceable)?, arguments: [(String, Any?)], bookkeeping: [(String, String)],
    source: TraceSource? = nil
  ) -> Int {
    let ownerReference = owner.map(reference(to:))
    let renderedArguments = arguments.map { TraceField($0.0, TraceValueDescription.describe($0.1, in: self)) }
    let fields = bookkeeping.map { TraceField($0.0, $0.1) }
    let context = currentContext()
    return state.withLock { state -> Int in
      let sequence = state.events.count + 1
      var stack = state.openCalls[context.thread, default: []]
      let event = TraceEvent(
        sequence: sequence, phase: .enter, block: block, owner: ownerReference,
        arguments: renderedArguments, depth: stack.count,
        thread: threadName(context, in: &state), scheduler: context.scheduler, bookkeeping: fields,
        time: time(context, in: &state), source: source)
      state.events.append(event)
      stack.append(sequence)
      state.openCalls[context.thread] = stack
      return sequence
    }
  }

  /// Records the end of the call that `enter` numbered `enterSequence`.
  func exit(enterSequence: Int, result: String?, bookkeeping: [(String, String)]) {
    let fields = bookkeeping.map { TraceField($0.0, $0.1) }
    let context = currentContext()
    state.withLock { state in
      var stack = state.openCalls[context.thread, default: []]
      if let index = stack.lastIndex(of: enterSequence) { stack.removeSubrange(index...) }
      state.openCalls[context.thread] = stack
      guard enterSequence >= 1, enterSequence <= state.events.count else { return }
      let opening = state.events[enterSequence - 1]
      let event = TraceEvent(
        sequence: state.events.count + 1, phase: .exit, block: opening.block, owner: opening.owner,
        arguments: opening.arguments, result: result, depth: stack.count,
        thread: threadName(context, in: &state), scheduler: context.scheduler, bookkeeping: fields,
        enterSequence: enterSequence, time: time(context, in: &state), source: opening.source)
      state.events.append(event)
    }
  }

  /// Records a point event (a note or a line of output) at the current depth.
  func point(
    _ phase: TraceEvent.Phase, block: String, owner: (any Traceable)?, arguments: [(String, Any?)],
    bookkeeping: [(String, String)]
  ) {
    let renderedArguments = arguments.map { TraceField($0.0, TraceValueDescription.describe($0.1, in: self)) }
    point(
      phase, block: block, owner: owner, fields: renderedArguments,
      bookkeeping: bookkeeping.map { TraceField($0.0, $0.1) })
  }

  /// Records a point event whose arguments are already rendered.
  func point(
    _ phase: TraceEvent.Phase, block: String, owner: (any Traceable)?, fields renderedArguments: [TraceField],
    bookkeeping fields: [TraceField] = [], source: TraceSource? = nil
  ) {
    let ownerReference = owner.map(reference(to:))
    let context = currentContext()
    state.withLock { state in
      let event = TraceEvent(
        sequence: state.events.count + 1, phase: phase, block: block, owner: ownerReference,
        arguments: renderedArguments, depth: state.openCalls[context.thread, default: []].count,
        thread: threadName(context, in: &state), scheduler: context.scheduler, bookkeeping: fields,
        time: time(context, in: &state), source: source)
      state.events.append(event)
    }
  }

  var events: [TraceEvent] { state.withLock { $0.events } }

  private struct Context {
    var thread: UInt
    var isMain: Bool
    var queueLabel: String?
    var scheduler: String?
    /// The current test scheduler's `now`; nil on a real scheduler or none.
    var virtualNow: Date?
  }

  /// The calling thread's `pthread_t` as a number: a pointer on Darwin, an integer on Glibc.
  private static func currentThreadID() -> UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }

  private func currentContext() -> Context {
    let testScheduler = RACScheduler.currentScheduler as? RACTestScheduler
    return Context(
      thread: Self.currentThreadID(),
      isMain: MainThread.isCurrent || VirtualQueues.isOnActiveRunThread,
      queueLabel: QueueLabel.dispatchLabel ?? testScheduler?.virtualThreadName,
      scheduler: RACScheduler.currentScheduler?.name,
      virtualNow: testScheduler?.now)
  }

  /// Seconds since the first virtual-clock reading of this trace, rounded to microseconds so that
  /// `0.2 * 3` reads 0.6 and traces compare equal across runs.
  private func time(_ context: Context, in state: inout State) -> Double? {
    guard let now = context.virtualNow else { return nil }
    let start = state.clockStart ?? now
    if state.clockStart == nil { state.clockStart = now }
    return (now.timeIntervalSince(start) * 1_000_000).rounded() / 1_000_000
  }

  private func threadName(_ context: Context, in state: inout State) -> String {
    if let label = context.queueLabel { return label }
    if context.isMain { return "main" }
    if let known = state.threadNames[context.thread] { return known }
    let name = "thread-\(state.threadNames.count + 1)"
    state.threadNames[context.thread] = name
    return name
  }
}
