import Foundation

/// A value as a recorder keeps it: what it needs to write the value later, and nothing that keeps
/// a RAC object alive.
///
/// Numbers and strings are kept as they are and written when the trace is read; a RAC object is
/// kept as the index of its snapshot (class, number and name as they were at that event); anything
/// else is written at once (`text`), since it may change or hold objects.
enum RecordedValue {
  /// `nil`.
  case none
  /// An `Int`, written as Swift writes it.
  case integer(Int)
  /// A `String`, written quoted.
  case string(String)
  /// An `NSNumber`, written by its `description`.
  case number(NSNumber)
  /// An object, written `<Class#n "name">` from snapshot `index` of the log.
  case object(Int32)
  /// Text already written (bookkeeping as its block described it, a printed line).
  case text(String)
  /// An array, written `[a, b]`.
  case list(ContiguousArray<RecordedValue>)
  /// An array of objects, written `[<…>, <…>]`: `count` snapshot indices from `start` in the log's
  /// `objectLists` (so the core's bookkeeping arrays cost no allocation per event).
  case objects(start: Int32, count: Int32)
}

/// A labelled value: an argument, a piece of bookkeeping, or (label -1) a result.
struct RecordedField {
  /// Index into `TraceLog.strings`.
  var label: Int32
  var value: RecordedValue
}

/// Where an event happened: shared by the consecutive events of a thread that happen in the same
/// place at the same virtual time, which is most of them.
struct RecordedContext: Equatable {
  /// Index into `TraceLog.strings`.
  var thread: Int32
  /// Index into `TraceLog.strings`, or -1.
  var scheduler: Int32
  /// Virtual seconds since the trace's first test-scheduler reading, as bits (NaN: none), so that
  /// equal contexts compare equal.
  var timeBits: UInt64

  var time: Double? {
    let time = Double(bitPattern: timeBits)
    return time.isNaN ? nil : time
  }
}

/// One event as a recorder keeps it: indices into its log's tables, no text, nothing counted.
struct RecordedEvent {
  /// Index into `TraceLog.strings` (for an exit, its call's).
  var block: Int32
  /// Index into `TraceLog.objects`, or -1.
  var owner: Int32
  /// For an exit: the index of its enter event; -1 otherwise.
  var enterIndex: Int32
  /// Index into `TraceLog.fields` of the first argument (then the bookkeeping, then the result).
  var firstField: Int32
  /// Index into `TraceLog.contexts`.
  var context: Int32
  var depth: Int32
  /// Index into `TraceLog.sources`, or -1.
  var source: Int32
  var argumentCount: UInt16
  var bookkeepingCount: UInt16
  /// Index into `TraceLog.racSources`, or -1 (in what would be padding: an event stays 36 bytes).
  var racSource: Int16
  var phase: TraceEvent.Phase
  var hasResult: Bool
}

/// Everything one `Tracing.record` scope recorded, compactly: events as indices, values as they
/// were, objects as snapshots, names (blocks, labels, threads, schedulers) once each. `Trace`
/// renders it into `TraceEvent`s the first time they are read, so recording builds no string it
/// does not have to (issue 14, goal 2).
///
/// Its recorder appends under its lock and hands it over when the recording ends; nobody else
/// writes it. So Swift's run-time exclusivity checks are switched off for its tables.
final class TraceLog: @unchecked Sendable {
  @exclusivity(unchecked) var events = TraceChunks<RecordedEvent>()
  @exclusivity(unchecked) var fields = TraceChunks<RecordedField>()
  @exclusivity(unchecked) var contexts = ContiguousArray<RecordedContext>()
  /// Each object as the trace first saw it, and again whenever its name had changed.
  @exclusivity(unchecked) var objects = ContiguousArray<TraceObject>()
  /// Block names, labels, thread and scheduler names, each once.
  @exclusivity(unchecked) var strings = ContiguousArray<String>()
  @exclusivity(unchecked) var sources = ContiguousArray<TraceSource>()
  /// The places in RAC 2.5's source the core's blocks translate, each once.
  @exclusivity(unchecked) var racSources = ContiguousArray<RACSourceLocation>()
  /// The elements of every `RecordedValue.objects`.
  @exclusivity(unchecked) var objectLists = ContiguousArray<Int32>()
  /// The numbers the recording gave its objects, by serial, set when it ends.
  @exclusivity(unchecked) var numbering: TraceNumbering?

  var count: Int { events.count }

  /// About how many bytes the log holds: each table at its element's stride, plus the UTF-8 bytes
  /// of every string it keeps and the elements of nested lists (what the benchmarks report per
  /// event).
  var byteCount: Int {
    func stride<T>(_: T.Type) -> Int { MemoryLayout<T>.stride }
    var total = events.count * stride(RecordedEvent.self) + fields.count * stride(RecordedField.self)
    total += contexts.count * stride(RecordedContext.self) + objects.count * stride(TraceObject.self)
    total += strings.count * stride(String.self) + sources.count * stride(TraceSource.self)
    total += objectLists.count * stride(Int32.self) + racSources.count * stride(RACSourceLocation.self)
    total += objects.reduce(0) { $0 + $1.className.utf8.count + $1.name.utf8.count }
    total += strings.reduce(0) { $0 + $1.utf8.count }
    for index in 0..<fields.count {
      total += Self.payloadBytes(of: fields[index].value)
    }
    return total
  }

  private static func payloadBytes(of value: RecordedValue) -> Int {
    switch value {
    case .string(let string), .text(let string): return string.utf8.count
    case .list(let elements):
      return elements.reduce(elements.count * MemoryLayout<RecordedValue>.stride) { $0 + payloadBytes(of: $1) }
    case .none, .integer, .number, .object, .objects: return 0
    }
  }

  /// The events as `Trace` shows them.
  func render() -> [TraceEvent] {
    render(first: events.count)
  }

  /// The first `count` events as `Trace` shows them (an exit's call comes before it, so the
  /// first events need nothing after them), and no more once their values' text passes
  /// `byteLimit` bytes (the first event is always kept).
  func render(first count: Int, byteLimit: Int = .max) -> [TraceEvent] {
    let end = max(0, min(count, events.count))
    let racSources = racSources.map(\.traced)
    return TraceEvent.first((0..<end).lazy.map { self.render(at: $0, racSources) }, byteLimit: byteLimit)
  }

  /// The source of the last event that has one, as its written event would show it (an exit
  /// shows its call's).
  var lastSource: TraceSource? {
    for index in stride(from: events.count - 1, through: 0, by: -1) {
      let event = events[index]
      let opening = event.enterIndex >= 0 ? events[Int(event.enterIndex)] : event
      if opening.source >= 0 { return sources[Int(opening.source)] }
    }
    return nil
  }

  private func render(at index: Int, _ racSources: [TraceRACSource]) -> TraceEvent {
    let event = events[index]
    // An exit shows its call's block, owner, arguments and sources.
    let opening = event.enterIndex >= 0 ? events[Int(event.enterIndex)] : event
    let argumentsStart = Int(opening.firstField)
    let arguments = (argumentsStart..<argumentsStart + Int(opening.argumentCount)).map(field)
    let bookkeepingStart = Int(event.firstField) + (event.enterIndex >= 0 ? 0 : Int(event.argumentCount))
    let bookkeeping = (bookkeepingStart..<bookkeepingStart + Int(event.bookkeepingCount)).map(field)
    let result = event.hasResult ? text(fields[bookkeepingStart + Int(event.bookkeepingCount)].value) : nil
    let context = contexts[Int(event.context)]
    return TraceEvent(
      sequence: index + 1, phase: event.phase, block: strings[Int(opening.block)],
      owner: opening.owner >= 0 ? objects[Int(opening.owner)] : nil,
      arguments: arguments, result: result, depth: Int(event.depth), thread: strings[Int(context.thread)],
      scheduler: context.scheduler >= 0 ? strings[Int(context.scheduler)] : nil, bookkeeping: bookkeeping,
      enterSequence: event.enterIndex >= 0 ? Int(event.enterIndex) + 1 : nil, time: context.time,
      source: opening.source >= 0 ? sources[Int(opening.source)] : nil,
      racSource: opening.racSource >= 0 ? racSources[Int(opening.racSource)] : nil)
  }

  private func field(_ index: Int) -> TraceField {
    let field = fields[index]
    return TraceField(strings[Int(field.label)], text(field.value))
  }

  /// A value written as `TraceValueDescription.describe` writes it.
  func text(_ value: RecordedValue) -> String {
    switch value {
    case .none: return "nil"
    case .integer(let integer): return String(integer)
    case .string(let string): return TraceValueDescription.quoted(string)
    case .number(let number): return number.description
    case .object(let index): return "<\(objects[Int(index)])>"
    case .text(let text): return text
    case .list(let elements):
      return TraceValueDescription.listText(count: elements.count) { text(elements[$0]) }
    case .objects(let start, let count):
      // Kept cut already when long (`TraceRecorder.objectList`): a negative entry is the count left out.
      let entries = objectLists[Int(start)..<Int(start + count)]
      return "["
        + entries.map { $0 < 0 ? "… \(-Int($0)) more …" : "<\(objects[Int($0)])>" }.joined(separator: ", ") + "]"
    }
  }
}
