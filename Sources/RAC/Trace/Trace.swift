/// Everything one `Tracing.record` scope saw, in order.
///
/// A recorded trace keeps its events compactly (`TraceLog`) and writes them out as `TraceEvent`s
/// the first time `events` is read: recording builds no text it can leave for later.
public struct Trace: Codable, Hashable, Sendable {
  private var storage: TraceStorage

  /// Every event, in the order they happened.
  public var events: [TraceEvent] {
    get { storage.events }
    set { storage = TraceStorage(events: newValue) }
  }

  /// A trace of `events`.
  public init(events: [TraceEvent]) {
    storage = TraceStorage(events: events)
  }

  /// A trace of what a recorder kept.
  init(log: TraceLog) {
    storage = TraceStorage(log: log)
  }

  /// How many events the trace holds (without writing them out).
  public var eventCount: Int { storage.count }

  /// The numbers a recorded trace gave its objects, by serial (nil for a trace made of
  /// `TraceEvent`s): what a replay of its run numbers its objects by when it records nothing
  /// (`Tracing.replay(numberingAs:_:)`). Not part of the trace's value (equality, coding).
  public var numbering: TraceNumbering? { storage.numbering }

  /// The first `count` events, written out without writing the rest: a run stopped by a budget
  /// is drawn from its first events, and writing all of a 200,000-event trace (each with a
  /// subject's list of subscribers) took longer than the run was allowed.
  public func firstEvents(_ count: Int) -> [TraceEvent] {
    storage.firstEvents(count, byteLimit: .max)
  }

  /// `firstEvents(_:)`, stopping before the event whose values' text would pass `byteLimit` bytes
  /// (the first event is always kept): 20,000 events that each list a subject's subscribers are
  /// 50 MB of text, which took seconds to draw after a run's budget.
  public func firstEvents(_ count: Int, byteLimit: Int) -> [TraceEvent] {
    storage.firstEvents(count, byteLimit: byteLimit)
  }

  /// The place in the program's code of the last event that has one (its own block's line), read
  /// without writing the events out: where a trace that stopped at its limit is reported.
  public var lastSource: TraceSource? {
    storage.lastSource
  }

  /// About how many bytes a recorded trace holds while it keeps its events compactly, before they
  /// are first read (tables at their strides plus the strings they keep); nil for a trace made of
  /// `TraceEvent`s or already written out.
  public var compactByteCount: Int? { storage.compactByteCount }

  private enum CodingKeys: String, CodingKey {
    case events
  }

  /// Reads a trace encoded as `{"events": [...]}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(events: try container.decode([TraceEvent].self, forKey: .events))
  }

  /// Writes the trace as `{"events": [...]}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(events, forKey: .events)
  }

  /// Two traces are equal when their events are.
  public static func == (lhs: Trace, rhs: Trace) -> Bool {
    lhs.storage === rhs.storage || lhs.events == rhs.events
  }

  /// Hashes the events.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(events)
  }

  /// The enter events: one per block invocation, in the order the blocks started.
  public var calls: [TraceEvent] { events.filter { $0.phase == .enter } }

  /// The lines the program printed, in order.
  public var output: [String] {
    events.filter { $0.phase == .output }.compactMap { $0.argument("line") }
  }

  /// The exit event that closes the call `enter` started, if the call has returned.
  public func exit(of enter: TraceEvent) -> TraceEvent? {
    events.first { $0.phase == .exit && $0.enterSequence == enter.sequence }
  }

  /// The calls of the block named `block`, optionally only those of owners of class `className`.
  public func calls(_ block: String, ownerClass className: String? = nil) -> [TraceEvent] {
    calls.filter { $0.block == block && (className == nil || $0.owner?.className == className) }
  }

  /// One line per call, indented by depth, each with its owner, arguments and result; notes and
  /// output lines in between. This is the form whole-trace tests compare against.
  ///
  /// - Parameters:
  ///   - showBookkeeping: whether a call's and a note's lines end with their bookkeeping, and a call
  ///     that changed it is followed by an `↳ after` line.
  ///   - showRACSource: whether a line of the core's ends with the place in RAC 2.5's source that it
  ///     translates (`  // RACSignal.m:162 -bind: bindingBlock`).
  /// - Returns: the outline, one line per call, note and printed line.
  public func outline(showBookkeeping: Bool = false, showRACSource: Bool = false) -> String {
    var results: [Int: String] = [:]
    for event in events where event.phase == .exit {
      if let enter = event.enterSequence, let result = event.result { results[enter] = result }
    }
    var lines: [String] = []
    for event in events {
      let indent = TraceOutline.indent(event.depth)
      switch event.phase {
      case .enter:
        var line = indent + TraceOutline.callText(event)
        if let result = results[event.sequence] { line += " -> " + result }
        if showBookkeeping, !event.bookkeeping.isEmpty { line += "  " + TraceOutline.fieldsText(event.bookkeeping) }
        if showRACSource { line += TraceOutline.racSourceComment(event) }
        lines.append(line)
      case .note:
        var line = indent + "· " + TraceOutline.callText(event)
        if !event.bookkeeping.isEmpty { line += "  " + TraceOutline.fieldsText(event.bookkeeping) }
        if showRACSource { line += TraceOutline.racSourceComment(event) }
        lines.append(line)
      case .output:
        lines.append(indent + "> " + (event.argument("line") ?? ""))
      case .line:
        break
      case .exit:
        if showBookkeeping, !event.bookkeeping.isEmpty {
          lines.append(indent + "  ↳ after " + event.block + ": " + TraceOutline.fieldsText(event.bookkeeping))
        }
      }
    }
    return lines.joined(separator: "\n")
  }
}

/// The pieces of a one-line description of an event, shared by every text renderer.
public enum TraceOutline {
  /// The deepest call the outline indents: an endless recursion (a subscriber that sends to its
  /// own subject) nests 7,500 calls before its budget stops it, and two spaces a level made
  /// 56 MB of blanks. Deeper lines show their depth as a number after the deepest indent.
  public static let deepestIndent = 64

  /// Two spaces a level, up to `deepestIndent`; deeper, `[depth 1234] ` after it.
  public static func indent(_ depth: Int) -> String {
    guard depth > deepestIndent else { return String(repeating: "  ", count: max(depth, 0)) }
    return String(repeating: "  ", count: deepestIndent) + "[depth \(depth)] "
  }

  /// `RACDynamicSignal#2 "[signal] -map:" bindingBlock(value: "ABC")`.
  public static func callText(_ event: TraceEvent) -> String {
    let owner = event.owner.map { "\($0) " } ?? ""
    let arguments = event.arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ")
    return "\(owner)\(event.block)(\(arguments))"
  }

  /// `signals: [a, b], count: 2`.
  public static func fieldsText(_ fields: [TraceField]) -> String {
    fields.map { "\($0.label): \($0.value)" }.joined(separator: ", ")
  }

  /// `RACSignal.m:162 -bind: bindingBlock`: where in RAC 2.5's source the event's block is (the
  /// block's name left out when it is the method itself); nil when it has no place there.
  public static func racSourceText(_ event: TraceEvent) -> String? {
    event.racSource?.text(block: event.block)
  }

  /// Where the event's block is written: its place in RAC 2.5's source for the core's blocks
  /// (`RACSignal.m:162 -bind: bindingBlock`), the snippet's file and line for a block or method of
  /// the snippet's (`snippet.m:2`), so that blocks of one name (`block`, the `map:` block) are told
  /// apart; nil when neither is known.
  public static func placeText(_ event: TraceEvent) -> String? {
    if let rac = racSourceText(event) { return rac }
    guard event.phase == .enter || event.phase == .exit, let source = event.source else { return nil }
    let file = source.file.split(separator: "/").last.map(String.init) ?? source.file
    return "\(file):\(source.line)"
  }

  /// `  // RACSignal.m:162 -bind: bindingBlock` (or `  // snippet.m:2` for the snippet's own
  /// block), what a text line of the event ends with, or empty: where the block is written as a
  /// comment after the line, so that whatever matched the line before still matches what comes
  /// before the comment.
  public static func racSourceComment(_ event: TraceEvent) -> String {
    placeText(event).map { "  // " + $0 } ?? ""
  }
}

/// A trace's events: a recorder's log until someone reads them, then the events written out once.
private final class TraceStorage: @unchecked Sendable {
  private struct State {
    var log: TraceLog?
    var events: [TraceEvent]?
  }

  private let state: LockedState<State>
  let count: Int
  let numbering: TraceNumbering?

  init(events: [TraceEvent]) {
    state = LockedState(State(log: nil, events: events))
    count = events.count
    numbering = nil
  }

  init(log: TraceLog) {
    state = LockedState(State(log: log, events: nil))
    count = log.count
    numbering = log.numbering
  }

  var compactByteCount: Int? {
    state.withLock { $0.log?.byteCount }
  }

  func firstEvents(_ wanted: Int, byteLimit: Int) -> [TraceEvent] {
    state.withLock { state in
      if let events = state.events { return TraceEvent.first(events.prefix(wanted), byteLimit: byteLimit) }
      return state.log?.render(first: wanted, byteLimit: byteLimit) ?? []
    }
  }

  var lastSource: TraceSource? {
    state.withLock { state in
      if let events = state.events { return events.last(where: { $0.source != nil })?.source }
      return state.log?.lastSource
    }
  }

  var events: [TraceEvent] {
    state.withLock { state in
      if let events = state.events { return events }
      let events = state.log?.render() ?? []
      state.events = events
      state.log = nil
      return events
    }
  }
}
