import RAC

/// Who called whom in a trace: for every event, the call it happened inside, found from the enter
/// and exit events of its thread (each thread nests on its own, as `TraceEvent.depth` does).
///
/// The sequence diagram, the code-line mapping and the HTML viewer all need an event's caller and a
/// call's children; the trace itself stores only depths.
public struct TraceCallTree: Sendable {
  /// The trace the tree is built on.
  public let trace: Trace
  /// Event sequence → position in `trace.events`.
  private let indexBySequence: [Int: Int]
  /// Event sequence → the sequence of the enter event of the call it happened inside (an exit
  /// event: the call its own call happened inside).
  private let parentBySequence: [Int: Int]
  /// Enter sequence → the enter sequences of the calls made directly inside it, in order.
  private let childrenBySequence: [Int: [Int]]
  /// Enter sequence → its exit event's sequence.
  private let exitBySequence: [Int: Int]

  /// The call tree of `trace`.
  public init(_ trace: Trace) {
    self.trace = trace
    var index: [Int: Int] = [:]
    var parents: [Int: Int] = [:]
    var children: [Int: [Int]] = [:]
    var exits: [Int: Int] = [:]
    var open: [String: [Int]] = [:]
    for (position, event) in trace.events.enumerated() {
      index[event.sequence] = position
      var stack = open[event.thread, default: []]
      switch event.phase {
      case .enter:
        if let parent = stack.last {
          parents[event.sequence] = parent
          children[parent, default: []].append(event.sequence)
        }
        stack.append(event.sequence)
      case .exit:
        if let enter = event.enterSequence {
          exits[enter] = event.sequence
          if let at = stack.lastIndex(of: enter) { stack.removeSubrange(at...) }
          if let parent = parents[enter] { parents[event.sequence] = parent }
        }
      case .note, .output, .line:
        if let parent = stack.last { parents[event.sequence] = parent }
      }
      open[event.thread] = stack
    }
    indexBySequence = index
    parentBySequence = parents
    childrenBySequence = children
    exitBySequence = exits
  }

  /// The event with this sequence number.
  public func event(_ sequence: Int) -> TraceEvent? {
    indexBySequence[sequence].map { trace.events[$0] }
  }

  /// The enter event of the call `sequence` happened inside (nil at the top of its thread).
  public func parent(of sequence: Int) -> TraceEvent? {
    parentBySequence[sequence].flatMap(event)
  }

  /// The calls made directly inside the call that enter event `sequence` started.
  public func children(of sequence: Int) -> [TraceEvent] {
    childrenBySequence[sequence, default: []].compactMap(event)
  }

  /// The exit event of the call that enter event `sequence` started, if it returned.
  public func exit(of sequence: Int) -> TraceEvent? {
    exitBySequence[sequence].flatMap(event)
  }

  /// The calls open on the event's thread when it happened, outermost first. For an enter or exit
  /// event its own call is the last one.
  public func stack(at sequence: Int) -> [TraceEvent] {
    guard let event = event(sequence) else { return [] }
    var frames: [TraceEvent] = []
    var current: TraceEvent? =
      switch event.phase {
      case .enter: event
      case .exit: event.enterSequence.flatMap(self.event)
      case .note, .output, .line: parent(of: sequence)
      }
    while let frame = current {
      frames.append(frame)
      current = parent(of: frame.sequence)
    }
    return frames.reversed()
  }

  /// How many calls ran inside the call that enter event `sequence` started, at any depth.
  public func descendantCount(of sequence: Int) -> Int {
    childrenBySequence[sequence, default: []].reduce(0) { $0 + 1 + descendantCount(of: $1) }
  }
}
