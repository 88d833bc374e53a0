/// One thing that happened while a trace was recording: a block or method entered or left, a line
/// of program output, or a bookkeeping note.
public struct TraceEvent: Codable, Hashable, Sendable {
  /// What an event records: a block starting or returning, a note, a printed line, or a line of a
  /// snippet starting.
  public enum Phase: String, Codable, Hashable, Sendable {
    /// A block or method started running.
    case enter
    /// The block or method started by the `enter` event `enterSequence` returned.
    case exit
    /// A point event that is not a call, e.g. `signals` changing inside `completeSignal`.
    case note
    /// A line the program printed (`NSLog` in the posts).
    case output
    /// A statement of a snippet's Objective-C started (its `source`): what line-level stepping stops at.
    case line
  }

  /// 1, 2, 3… in the order events were recorded, across all threads.
  public var sequence: Int
  /// Whether the event is a block starting or returning, a note, a printed line, or a line
  /// starting.
  public var phase: Phase
  /// The block's name, the post's name where it has one (`bindingBlock`, `addSignal`, …);
  /// methods are written Objective-C style (`-subscribe:`, `+return:`).
  public var block: String
  /// The signal, subscriber, disposable or scheduler the block belongs to.
  public var owner: TraceObject?
  /// The block's labelled arguments, described.
  public var arguments: [TraceField]
  /// What the block returned (exit events only; nil for blocks returning nothing).
  public var result: String?
  /// How many calls were open on this thread when this one started (0 at the top).
  public var depth: Int
  /// `main`, a RAC queue's label, or `thread-N`.
  public var thread: String
  /// The name of `RACScheduler.currentScheduler` at that moment, if there was one.
  public var scheduler: String?
  /// State the post explains, read when the block starts and again when it ends (e.g. `signals`).
  public var bookkeeping: [TraceField]
  /// For an exit event, the sequence number of its enter event.
  public var enterSequence: Int?
  /// Virtual time in seconds since the first event the trace saw on a `RACTestScheduler`'s clock
  /// (the current scheduler's `now`), rounded to microseconds; nil when the current scheduler was not
  /// a test scheduler (real schedulers' clocks would make traces differ from run to run). Marble
  /// diagrams place values by it. Optional, so JSON written before it existed still decodes.
  public var time: Double?
  /// Where in a snippet's source the block is written (enter and exit events of the user's own
  /// Objective-C blocks and methods); nil for the core's blocks. Optional, so older JSON decodes.
  public var source: TraceSource?
  /// The place in RAC 2.5's source that the core's block or method translates (enter and exit
  /// events, and notes); nil for a snippet's blocks, a stand-in's and the core's own bookkeeping.
  /// Optional, so older JSON decodes.
  public var racSource: TraceRACSource?

  /// An event as a recorder makes it.
  public init(
    sequence: Int, phase: Phase, block: String, owner: TraceObject?, arguments: [TraceField] = [],
    result: String? = nil, depth: Int, thread: String, scheduler: String?,
    bookkeeping: [TraceField] = [], enterSequence: Int? = nil, time: Double? = nil, source: TraceSource? = nil,
    racSource: TraceRACSource? = nil
  ) {
    self.sequence = sequence
    self.phase = phase
    self.block = block
    self.owner = owner
    self.arguments = arguments
    self.result = result
    self.depth = depth
    self.thread = thread
    self.scheduler = scheduler
    self.bookkeeping = bookkeeping
    self.enterSequence = enterSequence
    self.time = time
    self.source = source
    self.racSource = racSource
  }

  /// The value of an argument by its label.
  public func argument(_ label: String) -> String? {
    arguments.first { $0.label == label }?.value
  }

  /// The value of a bookkeeping field by its label.
  public func bookkeeping(_ label: String) -> String? {
    bookkeeping.first { $0.label == label }?.value
  }
}

extension TraceEvent {
  /// The bytes of its values' text (arguments, bookkeeping and result, labels left out): what
  /// drawing it costs, for a budget of what a stopped run's drawing may hold.
  public var valueByteCount: Int {
    arguments.reduce(0) { $0 + $1.value.utf8.count } + bookkeeping.reduce(0) { $0 + $1.value.utf8.count }
      + (result?.utf8.count ?? 0)
  }

  /// The first of `events` whose values' text stays within `byteLimit` bytes (the first event is
  /// always kept); `events` is read only as far as that, so a lazily written log writes no more.
  static func first(_ events: some Sequence<TraceEvent>, byteLimit: Int) -> [TraceEvent] {
    var kept: [TraceEvent] = []
    var bytes = 0
    for event in events {
      if byteLimit < .max {
        bytes += event.valueByteCount
        if bytes > byteLimit, !kept.isEmpty { break }
      }
      kept.append(event)
    }
    return kept
  }
}

/// A labelled, already rendered value: an argument or a piece of bookkeeping.
public struct TraceField: Codable, Hashable, Sendable {
  /// The argument's or the field's name (`value`, `signals`).
  public var label: String
  /// Its value, described as the trace shows it.
  public var value: String

  /// A field named `label` whose value is `value`.
  public init(_ label: String, _ value: String) {
    self.label = label
    self.value = value
  }
}

/// An object as the trace knows it: its class, a readable name and a number that is unique within
/// one trace (objects are numbered in the order the trace first meets them).
public struct TraceObject: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The object's class (`RACDynamicSignal`).
  public var className: String
  /// Its name in the trace (`mappedSignalA`), or empty.
  public var name: String
  /// Its number in this trace (`#2`).
  public var number: Int

  /// An object as the trace refers to it.
  public init(className: String, name: String, number: Int) {
    self.className = className
    self.name = name
    self.number = number
  }

  /// `RACDynamicSignal#2 "[signal] -map:"`, or `RACSubscriber#5` when it has no name.
  public var description: String {
    name.isEmpty ? "\(className)#\(number)" : "\(className)#\(number) \"\(name)\""
  }
}

/// A place in RAC 2.5's source as a trace event carries it: the file, the line and the method that a
/// block or method of the Swift core translates (`RACSourceLocation`, written out).
public struct TraceRACSource: Codable, Hashable, Sendable, CustomStringConvertible {
  /// RAC 2.5's file (`RACSignal.m`).
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The method the line belongs to (`-bind:`).
  public var method: String

  /// A place in RAC 2.5's source.
  public init(file: String, line: Int, method: String) {
    self.file = file
    self.line = line
    self.method = method
  }

  /// `RACSignal.m:162 -bind:`.
  public var description: String { "\(file):\(line) \(method)" }

  /// `RACSignal.m:162 -bind: bindingBlock`: the place, then the block when it is not the method
  /// itself.
  public func text(block: String) -> String {
    block == method ? description : "\(description) \(block)"
  }
}

extension RACSourceLocation {
  /// The location as a trace event carries it.
  var traced: TraceRACSource {
    TraceRACSource(file: file.description, line: line, method: method.description)
  }
}
