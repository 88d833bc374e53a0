import Foundation
import Synchronization

/// Collects the events of one `Tracing.record` scope into a `TraceLog`.
///
/// Blocks run on several threads (background schedulers, the subscription scheduler), so every
/// event is numbered and appended under one lock, and nesting depth is kept per thread (a
/// `ThreadTrack`, which only its own thread touches): a block that runs on a background queue
/// starts at depth 0 there, whatever the main thread is doing.
///
/// What an event needs at the moment it happens is taken then, and nothing more: an object's number
/// (by first appearance), class and name as they are now, the thread, scheduler and virtual time.
/// Numbers and strings are kept as they are; text is made when the trace is read. An object's name
/// is built once and kept (per thread, and here for every thread) until `TraceNames` says a name
/// may have changed (`TraceRecorder+Values`).
final class TraceRecorder: TraceRecording, @unchecked Sendable {
  /// What one thread keeps for this recorder: its open calls, its name in the trace, the names it
  /// has looked up, and the buffer it builds its next event in. Only its own thread touches it, so
  /// Swift's run-time exclusivity checks (a call into the runtime per access) are off for its fields.
  /// It is the thread's sink (`TraceTrack`): the hooks hand it their events, which it records in
  /// its recorder.
  final class ThreadTrack: TraceTrack {
    /// The recorder, which holds this track for as long as it records (`state.tracks`).
    unowned(unsafe) let recorder: TraceRecorder
    @exclusivity(unchecked) var openCalls: [OpenCall] = []
    @exclusivity(unchecked) var mainIndex: Int32 = -1
    @exclusivity(unchecked) var threadNumberName: Int32 = -1
    @exclusivity(unchecked) var lastLabel: String?
    @exclusivity(unchecked) var lastLabelIndex: Int32 = -1
    @exclusivity(unchecked) var lastSchedulerSerial = 0
    @exclusivity(unchecked) var lastSchedulerIndex: Int32 = -1
    @exclusivity(unchecked) var keptNames: KeptNames
    @exclusivity(unchecked) var strings = InternedStrings()
    @exclusivity(unchecked) var racSources = InternedRACSources()
    @exclusivity(unchecked) var lastContext = RecordedContext(thread: -1, scheduler: -1, timeBits: 0)
    @exclusivity(unchecked) var lastContextIndex: Int32 = -1
    @exclusivity(unchecked) var pending = PendingEvent()
    /// Whether `pending` is being filled: a name built while capturing never records an event,
    /// but if one did, it would get a buffer of its own.
    @exclusivity(unchecked) var pendingInUse = false

    init(recorder: TraceRecorder) {
      self.recorder = recorder
      keptNames = KeptNames(firstSerial: recorder.firstSerial)
    }

    func enter(
      block: String, owner: (any Traceable)?, racSource: () -> RACSourceLocation, arguments: [(String, Any?)],
      bookkeeping: [(String, Any?)], source: TraceSource?
    ) -> Int32 {
      guard !recorder.isClosed else { return -1 }
      return recorder.enter(
        self, block: block, owner: owner, racSource: recorder.index(of: racSource(), self), arguments: arguments,
        bookkeeping: bookkeeping, source: source)
    }

    func exit<Result>(_ enterIndex: Int32, result: Result, bookkeeping: () -> [(String, Any?)]) {
      guard !recorder.isClosed else { return }
      let captured = Result.self == Void.self ? nil : recorder.captureResult(result, self)
      recorder.exit(self, enterIndex: enterIndex, result: captured, bookkeeping: bookkeeping())
    }

    func note(
      _ what: String, owner: (any Traceable)?, racSource: RACSourceLocation, arguments: [(String, Any?)],
      bookkeeping: [(String, Any?)]
    ) {
      recorder.point(
        .note, self, block: what, owner: owner, racSource: racSource, arguments: arguments, bookkeeping: bookkeeping)
    }

    func line(_ source: TraceSource) {
      recorder.point(.line, self, block: "line", owner: nil, source: source)
    }

    func output(_ line: String) {
      recorder.point(.output, self, block: "output", owner: nil, texts: [("line", line)])
    }
  }

  /// A call that has started on a thread and not returned, with where it runs: its exit, on the
  /// same thread, runs on the same queue and scheduler (a block returns where it was called), so
  /// only the virtual time is read again.
  struct OpenCall {
    var enterIndex: Int32
    var thread: Int32
    var scheduler: Int32
    var onTestScheduler: Bool
  }

  /// An event's fields and object lists, captured outside the lock and appended under it.
  struct PendingEvent {
    var fields = ContiguousArray<RecordedField>()
    /// Object lists (`RecordedValue.objects`), indexed from 0 until appended to the log.
    var objects = ContiguousArray<Int32>()
  }

  struct State {
    var log = TraceLog()
    var isOpen = true
    /// The most events the log takes; past it the recording closes (`stoppedAtLimit`).
    var eventLimit = Int.max
    var stoppedAtLimit = false
    var tracks: [UInt: ThreadTrack] = [:]
    var threadNumbers = 0
    var objects: TraceObjectTable
    /// How many `line` events the log holds.
    var lineCount = 0
    var stringIndices: [String: Int32] = [:]
    var racSourceIndices: [RACSourceKey: Int16] = [:]
    /// The virtual clock's reading at the first event recorded on a test scheduler: time zero.
    var clockStart: Date?

    /// Whether the log takes one more event: while open and under the limit, which closes it.
    mutating func admitsEvent() -> Bool {
      guard isOpen else { return false }
      guard log.events.count < eventLimit else {
        isOpen = false
        stoppedAtLimit = true
        return false
      }
      return true
    }

    mutating func intern(_ string: String) -> Int32 {
      if let index = stringIndices[string] { return index }
      let index = Int32(log.strings.count)
      log.strings.append(string)
      stringIndices[string] = index
      return index
    }

    mutating func intern(_ location: RACSourceLocation, _ key: RACSourceKey) -> Int16 {
      if let index = racSourceIndices[key] { return index }
      guard log.racSources.count < Int(Int16.max) else { return -1 }
      let index = Int16(log.racSources.count)
      log.racSources.append(location)
      racSourceIndices[key] = index
      return index
    }
  }

  let state: LockedState<State>
  /// Objects made after the recording began are kept in arrays indexed from this serial.
  let firstSerial: Int

  init(eventLimit: Int = .max) {
    firstSerial = LiveObjects.allocationCount + 1
    var initial = State(objects: TraceObjectTable(firstSerial: firstSerial))
    initial.eventLimit = eventLimit
    state = LockedState(initial)
  }

  /// Whether the recording closed at its event limit.
  var stoppedAtLimit: Bool { state.withLock { $0.stoppedAtLimit } }

  /// Set once the log takes no more events (its limit reached, or the recording finished), so that
  /// the events that still arrive are dropped before their values are captured: a run stopped past
  /// a 200,000-event limit went on capturing every call of its teardown (a subject's thousands of
  /// subscribers disposed) for nothing.
  private let closed = Atomic<Bool>(false)

  /// Whether the log takes no more events (read without the lock: a late event may still be
  /// captured and then dropped under it, as before).
  var isClosed: Bool { closed.load(ordering: .relaxed) }

  /// The calling thread's track, made on its first event.
  func currentTrack() -> any TraceTrack { currentThreadTrack() }

  /// `currentTrack()` as the track it is.
  func currentThreadTrack() -> ThreadTrack {
    let threadID = ThreadIdentity.current
    return state.withLock { state in
      if let track = state.tracks[threadID] { return track }
      let track = ThreadTrack(recorder: self)
      state.tracks[threadID] = track
      return track
    }
  }

  /// Stops recording and hands over what was recorded; events that arrive later are dropped.
  func finish() -> TraceLog {
    state.withLock { state in
      state.isOpen = false
      closed.store(true, ordering: .relaxed)
      let log = state.log
      log.numbering = TraceNumbering(
        firstSerial: firstSerial, numbered: state.objects.numbered, lineCount: state.lineCount,
        objectsMade: LiveObjects.allocationCount + 1 - firstSerial)
      state.log = TraceLog()
      state.tracks = [:]
      state.objects = TraceObjectTable(firstSerial: firstSerial)
      return log
    }
  }

  // MARK: - Events

  /// Records the start of a call and returns its index (-1 once the recording has finished).
  func enter(
    _ track: ThreadTrack, block: String, owner: (any Traceable)?, racSource racSourceIndex: Int16,
    arguments: [(String, Any?)], bookkeeping: [(String, Any?)], source: TraceSource?
  ) -> Int32 {
    guard !closed.load(ordering: .relaxed) else { return -1 }
    return withPending(track) { pending -> Int32 in
      // In the order the trace has always met them: bookkeeping, owner, arguments. Bookkeeping is
      // captured first but stored after the arguments.
      let reuse = TraceNames.namesAreReusable
      var bookkeepingFields = ContiguousArray<RecordedField>()
      capture(bookkeeping, asBookkeeping: true, into: &bookkeepingFields, &pending.objects, track, reuse)
      let ownerSnapshot = owner.map { snapshot(of: $0, track, reuse) } ?? -1
      capture(arguments, asBookkeeping: false, into: &pending.fields, &pending.objects, track, reuse)
      pending.fields.append(contentsOf: bookkeepingFields)
      let blockIndex = index(of: block, track)
      let context = currentContext(track)
      return state.withLock { state -> Int32 in
        guard state.admitsEvent() else {
          closed.store(true, ordering: .relaxed)
          return -1
        }
        let index = Int32(state.log.events.count)
        let thread = self.thread(context, track, in: &state)
        let scheduler = context.scheduler
        append(
          .enter, block: blockIndex, owner: ownerSnapshot, arguments: arguments.count, bookkeeping: bookkeeping.count,
          thread: thread, scheduler: scheduler, time: time(context.virtualNow, in: &state),
          source: source.map { state.log.append($0) } ?? -1, racSource: racSourceIndex, track, &pending, &state)
        track.openCalls.append(
          OpenCall(enterIndex: index, thread: thread, scheduler: scheduler, onTestScheduler: context.virtualNow != nil))
        return index
      }
    }
  }

  /// Records the end of the call that `enter` numbered `enterIndex`; `result` was captured before
  /// the bookkeeping was read (as it always has been).
  func exit(_ track: ThreadTrack, enterIndex: Int32, result: RecordedValue?, bookkeeping: [(String, Any?)]) {
    guard !closed.load(ordering: .relaxed) else { return }
    // The call that returns is the innermost open one, unless a block exited without returning.
    var opened: OpenCall?
    if let last = track.openCalls.last, last.enterIndex == enterIndex {
      opened = track.openCalls.removeLast()
    } else if let index = track.openCalls.lastIndex(where: { $0.enterIndex == enterIndex }) {
      opened = track.openCalls[index]
      track.openCalls.removeSubrange(index...)
    }
    withPending(track) { pending in
      let reuse = TraceNames.namesAreReusable
      capture(bookkeeping, asBookkeeping: true, into: &pending.fields, &pending.objects, track, reuse)
      if let result { pending.fields.append(RecordedField(label: -1, value: result)) }
      let context = opened == nil ? currentContext(track) : nil
      let virtualNow =
        opened.map { $0.onTestScheduler ? RACScheduler.currentScheduler?.virtualQueue?.now : nil }
        ?? context?.virtualNow
      state.withLock { state in
        guard state.admitsEvent() else {
          closed.store(true, ordering: .relaxed)
          return
        }
        guard enterIndex >= 0, Int(enterIndex) < state.log.events.count else { return }
        var thread: Int32 = -1
        var scheduler: Int32 = -1
        if let opened {
          (thread, scheduler) = (opened.thread, opened.scheduler)
        } else if let context {
          (thread, scheduler) = (self.thread(context, track, in: &state), context.scheduler)
        }
        append(
          .exit, block: -1, owner: -1, arguments: 0, bookkeeping: bookkeeping.count, hasResult: result != nil,
          enterIndex: enterIndex, thread: thread, scheduler: scheduler, time: time(virtualNow, in: &state),
          track, &pending, &state)
      }
    }
  }

  /// Records a point event (a note, a printed line, a snippet's line starting) at the current depth.
  /// `arguments` are values to describe; `texts` are written as they are.
  func point(
    _ phase: TraceEvent.Phase, _ track: ThreadTrack, block: String, owner: (any Traceable)?,
    racSource: RACSourceLocation = .ours, arguments: [(String, Any?)] = [], texts: [(String, String)] = [],
    bookkeeping: [(String, Any?)] = [], source: TraceSource? = nil
  ) {
    guard !closed.load(ordering: .relaxed) else { return }
    withPending(track) { pending in
      // In the order the trace has always met them: bookkeeping, arguments, owner.
      let reuse = TraceNames.namesAreReusable
      var bookkeepingFields = ContiguousArray<RecordedField>()
      capture(bookkeeping, asBookkeeping: true, into: &bookkeepingFields, &pending.objects, track, reuse)
      capture(arguments, asBookkeeping: false, into: &pending.fields, &pending.objects, track, reuse)
      for (label, text) in texts {
        pending.fields.append(RecordedField(label: index(of: label, track), value: .text(text)))
      }
      let ownerSnapshot = owner.map { snapshot(of: $0, track, reuse) } ?? -1
      let argumentCount = pending.fields.count
      pending.fields.append(contentsOf: bookkeepingFields)
      let blockIndex = index(of: block, track)
      let racSourceIndex = index(of: racSource, track)
      let context = currentContext(track)
      state.withLock { state in
        guard state.admitsEvent() else {
          closed.store(true, ordering: .relaxed)
          return
        }
        if phase == .line { state.lineCount += 1 }
        append(
          phase, block: blockIndex, owner: ownerSnapshot, arguments: argumentCount,
          bookkeeping: bookkeepingFields.count,
          thread: thread(context, track, in: &state), scheduler: context.scheduler,
          time: time(context.virtualNow, in: &state), source: source.map { state.log.append($0) } ?? -1,
          racSource: racSourceIndex, track, &pending, &state)
      }
    }
  }

  /// Runs `body` with the track's event buffer, emptied afterwards (its storage is reused).
  private func withPending<Result>(_ track: ThreadTrack, _ body: (inout PendingEvent) -> Result) -> Result {
    guard !track.pendingInUse else {
      var own = PendingEvent()
      return body(&own)
    }
    track.pendingInUse = true
    defer {
      // (Element by element: `removeAll(keepingCapacity:)` goes through a generic range
      // replacement, and an event has one to three fields.)
      while !track.pending.fields.isEmpty { track.pending.fields.removeLast() }
      if !track.pending.objects.isEmpty { track.pending.objects.removeAll(keepingCapacity: true) }
      track.pendingInUse = false
    }
    return body(&track.pending)
  }

  /// Appends an event and `pending`'s fields to the log, at the calling thread's depth.
  private func append(
    _ phase: TraceEvent.Phase, block: Int32, owner: Int32, arguments: Int, bookkeeping: Int,
    hasResult: Bool = false, enterIndex: Int32 = -1, thread: Int32, scheduler: Int32, time: Double,
    source: Int32 = -1, racSource: Int16 = -1, _ track: ThreadTrack, _ pending: inout PendingEvent,
    _ state: inout State
  ) {
    let firstField = Int32(state.log.fields.count)
    state.log.append(pending)
    let context = RecordedContext(thread: thread, scheduler: scheduler, timeBits: time.bitPattern)
    if track.lastContextIndex < 0 || track.lastContext != context {
      track.lastContext = context
      track.lastContextIndex = Int32(state.log.contexts.count)
      state.log.contexts.append(context)
    }
    state.log.events.append(
      RecordedEvent(
        block: block, owner: owner, enterIndex: enterIndex, firstField: firstField, context: track.lastContextIndex,
        depth: Int32(track.openCalls.count), source: source, argumentCount: UInt16(arguments),
        bookkeepingCount: UInt16(bookkeeping), racSource: racSource, phase: phase, hasResult: hasResult))
  }

  /// The index of `string` in the log's table of names, looked up in the thread's own table first
  /// (no lock).
  func index(of string: String, _ track: ThreadTrack) -> Int32 {
    if let known = track.strings.lookUp(string) { return known }
    let index = state.withLock { $0.intern(string) }
    track.strings.keep(string, at: index)
    return index
  }

  /// The index of `location` in the log's table of places in RAC's source (-1 for `.ours`), looked
  /// up in the thread's own table first (no lock).
  @inline(__always)
  func index(of location: RACSourceLocation, _ track: ThreadTrack) -> Int16 {
    if location.isOurs { return -1 }
    let key = RACSourceKey(location)
    if let known = track.racSources.lookUp(key) { return known }
    return intern(location, key, track)
  }

  /// A place the thread has not met yet: interned under the lock, then kept in the thread's table.
  @inline(never)
  private func intern(_ location: RACSourceLocation, _ key: RACSourceKey, _ track: ThreadTrack) -> Int16 {
    let index = state.withLock { $0.intern(location, key) }
    track.racSources.keep(key, at: index)
    return index
  }

  // MARK: - Where and when

  /// Where an event happens, resolved to the log's names outside the lock (a thread that has no
  /// `thread-N` name yet gets it under the lock, in event order).
  private struct Context {
    /// Index into the log's strings, or -1: a `thread-N` not yet numbered.
    var thread: Int32
    var scheduler: Int32
    /// The current scheduler's virtual `now` (a test scheduler, or a queue scheduler of a
    /// `VirtualQueues` run); nil on a real scheduler or none.
    var virtualNow: Date?
  }

  /// The thread's name (`main`, the queue's label, or `thread-N`) and scheduler, looked up in the
  /// track's own tables first.
  private func currentContext(_ track: ThreadTrack) -> Context {
    RACScheduler.withCurrentScheduler { scheduler in
      // A plain queue's block in a replay (no scheduler current) runs on its queue's thread.
      let virtualQueue = scheduler?.virtualQueue ?? (scheduler == nil ? RACScheduler.plainQueueBlockQueue : nil)
      var thread = track.threadNumberName
      if let label = QueueLabel.dispatchLabel ?? virtualQueue?.threadName {
        if track.lastLabelIndex < 0 || track.lastLabel != label {
          track.lastLabel = label
          track.lastLabelIndex = index(of: label, track)
        }
        thread = track.lastLabelIndex
      } else if MainThread.isCurrent || VirtualQueues.isOnActiveRunThread {
        if track.mainIndex < 0 { track.mainIndex = index(of: "main", track) }
        thread = track.mainIndex
      }
      var schedulerIndex: Int32 = -1
      if let scheduler {
        if track.lastSchedulerIndex < 0 || track.lastSchedulerSerial != scheduler.objectSerial {
          track.lastSchedulerSerial = scheduler.objectSerial
          track.lastSchedulerIndex = index(of: scheduler.name, track)
        }
        schedulerIndex = track.lastSchedulerIndex
      }
      return Context(thread: thread, scheduler: schedulerIndex, virtualNow: virtualQueue?.now)
    }
  }

  /// The context's thread, numbering the calling thread (`thread-N`, in order of first
  /// appearance) if it needs a number and has none.
  private func thread(_ context: Context, _ track: ThreadTrack, in state: inout State) -> Int32 {
    if context.thread >= 0 { return context.thread }
    if track.threadNumberName < 0 {
      state.threadNumbers += 1
      track.threadNumberName = state.intern("thread-\(state.threadNumbers)")
    }
    return track.threadNumberName
  }

  /// Seconds since the first virtual-clock reading of this trace, rounded to microseconds so that
  /// `0.2 * 3` reads 0.6 and traces compare equal across runs; NaN for none.
  private func time(_ virtualNow: Date?, in state: inout State) -> Double {
    guard let now = virtualNow else { return .nan }
    let start = state.clockStart ?? now
    if state.clockStart == nil { state.clockStart = now }
    return (now.timeIntervalSince(start) * 1_000_000).rounded() / 1_000_000
  }

}

extension TraceLog {
  /// Appends an event's fields and object lists, moving its lists' indices to where they now are.
  func append(_ pending: TraceRecorder.PendingEvent) {
    guard !pending.objects.isEmpty else {
      fields.append(contentsOf: pending.fields)
      return
    }
    let base = Int32(objectLists.count)
    objectLists.append(contentsOf: pending.objects)
    for var field in pending.fields {
      if case .objects(let start, let count) = field.value { field.value = .objects(start: start + base, count: count) }
      fields.append(field)
    }
  }

  func append(_ source: TraceSource) -> Int32 {
    sources.append(source)
    return Int32(sources.count - 1)
  }
}

/// The names one thread has interned in a recorder's table (block names and labels, nearly all
/// literals), found by the string's own bits: a literal's bits are the same at every call, so a
/// look-up mixes two words and compares two, instead of hashing the characters. Open addressing,
/// grown to stay at most half full.
struct InternedStrings {
  private var slots = ContiguousArray(repeating: (string: "", index: Int32(-1)), count: 256)
  private var count = 0

  /// Where to start looking for `string`: mixed from the first and last words of its
  /// representation (its characters when it is small, its storage's address otherwise).
  @inline(__always)
  private func start(of string: String) -> Int {
    withUnsafeBytes(of: string) { raw in
      let first = raw.load(as: UInt.self)
      let last = raw.load(fromByteOffset: raw.count - MemoryLayout<UInt>.size, as: UInt.self)
      var mixed = (first ^ last) &* UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64)
      mixed ^= mixed >> 29
      return Int(truncatingIfNeeded: mixed) & (slots.count - 1)
    }
  }

  @inline(__always)
  func lookUp(_ string: String) -> Int32? {
    var slot = start(of: string)
    while true {
      let entry = slots[slot]
      if entry.index < 0 { return nil }
      if entry.string == string { return entry.index }
      slot = (slot + 1) & (slots.count - 1)
    }
  }

  mutating func keep(_ string: String, at index: Int32) {
    if (count + 1) * 2 > slots.count {
      let old = slots
      slots = ContiguousArray(repeating: (string: "", index: Int32(-1)), count: old.count * 2)
      count = 0
      for entry in old where entry.index >= 0 { insert(entry.string, at: entry.index) }
    }
    insert(string, at: index)
  }

  private mutating func insert(_ string: String, at index: Int32) {
    var slot = start(of: string)
    while slots[slot].index >= 0 {
      if slots[slot].string == string { return }
      slot = (slot + 1) & (slots.count - 1)
    }
    slots[slot] = (string, index)
    count += 1
  }
}
