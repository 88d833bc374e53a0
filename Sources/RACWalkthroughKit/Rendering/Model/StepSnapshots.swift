import RAC

/// One stop of `step`: everything there is to see at one event, self-contained (Python Tutor style),
/// so going back is as cheap as going forward.
public struct StepSnapshot: Sendable {
  /// 1-based position among the snapshots.
  public let index: Int
  /// The event the stop is at.
  public let event: TraceEvent
  /// The event's line (`call …`, `return …`, `output …`), ending with the place in RAC 2.5's source
  /// for an event of the core (`  // RACSignal.m:162 -bind: bindingBlock`).
  public let line: String
  /// The calls open on the event's thread, outermost first, the event's own call last; a call of the
  /// core ends with its place in RAC 2.5's source, as `line` does. Deeper than
  /// `StepSnapshots.deepestStackKept`, the middle calls are one line (`… 7,200 calls …`).
  public let stack: [String]
  /// The latest bookkeeping seen for each owner (e.g. `mappedSignalA` → `signals: [...]`).
  public let bookkeeping: [String]
  /// Disposables disposed so far, most recent last.
  public let disposed: SharedPrefix<String>
  /// Lines printed so far.
  public let output: SharedPrefix<String>
  /// The post's steps this event proves.
  public let postSteps: [WalkthroughStep]
  /// The objects whose `-dealloc` is running on the event's thread, outermost first: what the
  /// event does, it does because they are being deallocated.
  public var deallocating: [String] = []
}

/// Builds `step`'s every-event stops.
public enum StepSnapshots {
  /// The most calls a stop's stack keeps: the outermost, a line for the calls left out, and the
  /// innermost. An endless recursion stopped by its budget is 7,500 calls deep, and a copy of its
  /// whole stack at each of 15,000 stops took longer than the run (the page 23 s after a 5 s budget).
  public static let deepestStackKept = 200

  /// `stack` as a stop keeps it (`deepestStackKept`).
  static func kept(_ stack: [String]) -> [String] {
    guard stack.count > deepestStackKept, let outermost = stack.first else { return stack }
    let innermost = stack.suffix(deepestStackKept - 2)
    return [outermost, "… \(stack.count - 1 - innermost.count) calls …"] + innermost
  }

  /// One snapshot per enter, note and output event (an exit is shown with its result in the enter
  /// event's line of the stack, and as its own snapshot when it carries a result or bookkeeping).
  /// `lines` are the events' lines (`TraceEventLine.texts(of:)`), when the caller has made them.
  public static func build(_ trace: Trace, steps: [StepResult] = [], lines: [String]? = nil) -> [StepSnapshot] {
    let lines = lines.flatMap { $0.count == trace.eventCount ? $0 : nil }
    var stepsBySequence: [Int: [WalkthroughStep]] = [:]
    for result in steps {
      if let event = result.event { stepsBySequence[event.sequence, default: []].append(result.step) }
    }
    var stacks: [String: [String]] = [:]
    var deallocating: [String: [(depth: Int, owner: String)]] = [:]
    // Each owner's latest line, in the order the owners first had one; a snapshot shares the array
    // as it is (it is copied only when a line changes, not looked up owner by owner at each stop).
    var bookkeeping: [String] = []
    var bookkeepingPosition: [TraceObject: Int] = [:]
    // Lists that only grow: each snapshot holds a prefix of them, not a copy (`SharedPrefix`).
    let disposed = SharedPrefix<String>.Storage()
    var disposedOwners: Set<Int> = []
    let output = SharedPrefix<String>.Storage()
    var snapshots: [StepSnapshot] = []

    for (position, event) in trace.events.enumerated() {
      var stack = stacks.removeValue(forKey: event.thread) ?? []
      var dying = deallocating.removeValue(forKey: event.thread) ?? []
      switch event.phase {
      case .enter:
        stack.append(TraceOutline.callText(event) + TraceOutline.racSourceComment(event))
        if event.block == "-dealloc", let owner = event.owner {
          let place = event.racSource.map { " (\($0.file):\($0.line))" } ?? ""
          dying.append((stack.count, owner.description + place))
        }
        // Once each: RAC sends -dispose again to what is disposed already (a dead subscriber's
        // compound), which disposes nothing.
        if event.block == "-dispose" || event.block == "disposeBlock", let owner = event.owner,
          disposedOwners.insert(owner.number).inserted
        {
          disposed.elements.append(owner.description)
        }
      case .exit:
        break
      case .output:
        output.elements.append(event.argument("line") ?? "")
      case .note, .line:
        break
      }
      if !event.bookkeeping.isEmpty, let owner = event.owner {
        // The line is made once, when it changes, and shared by every snapshot after it (thousands
        // of snapshots of an app walkthrough would otherwise each make their own copies). An owner
        // is its description's parts, so the description is written only for its line.
        let text = owner.description + ": " + TraceOutline.fieldsText(event.bookkeeping)
        if let position = bookkeepingPosition[owner] {
          bookkeeping[position] = text
        } else {
          bookkeepingPosition[owner] = bookkeeping.count
          bookkeeping.append(text)
        }
      }
      if isInteresting(event, provesAStep: stepsBySequence[event.sequence] != nil) {
        // The line only for an event that becomes a stop: most exits do not.
        snapshots.append(
          StepSnapshot(
            index: snapshots.count + 1, event: event,
            line: lines.map { TraceEventLine.annotatedText(of: event, text: $0[position]) }
              ?? TraceEventLine.annotatedText(of: event),
            stack: kept(stack),
            bookkeeping: bookkeeping,
            disposed: SharedPrefix(disposed), output: SharedPrefix(output),
            postSteps: stepsBySequence[event.sequence] ?? [],
            deallocating: dying.map(\.owner)))
      }
      if event.phase == .exit, !stack.isEmpty { stack.removeLast() }
      dying.removeAll { $0.depth > stack.count }
      stacks[event.thread] = stack
      deallocating[event.thread] = dying
    }
    return snapshots
  }

  /// Whether `event` is a snapshot of its own: every event but an exit that carries no result, no
  /// bookkeeping and proves no step of the post.
  static func isInteresting(_ event: TraceEvent, provesAStep: Bool) -> Bool {
    event.phase != .exit || event.result != nil || !event.bookkeeping.isEmpty || provesAStep
  }

  /// The snapshots `build` makes, as much of each as says where the reader's stops start
  /// (`ReaderStops.Shape`), without their texts: the viewer's second run looks at the stops'
  /// statements, and starts once these are known, while the snapshots themselves are still made.
  public static func shapes(_ trace: Trace, steps: [StepResult] = []) -> [ReaderStops.Shape] {
    var provingSteps: [Int: Bool] = [:]
    for result in steps {
      if let event = result.event { provingSteps[event.sequence] = true }
    }
    // The depth of each thread's stack, as `build` keeps it (a stop's stack is `kept`).
    var depths: [String: Int] = [:]
    var shapes: [ReaderStops.Shape] = []
    for event in trace.events {
      var depth = depths[event.thread] ?? 0
      if event.phase == .enter { depth += 1 }
      let provesAStep = provingSteps[event.sequence] ?? false
      if isInteresting(event, provesAStep: provesAStep) {
        shapes.append(
          ReaderStops.Shape(event: event, depth: min(depth, deepestStackKept), provesAStep: provesAStep))
      }
      if event.phase == .exit, depth > 0 { depth -= 1 }
      depths[event.thread] = depth
    }
    return shapes
  }
}
