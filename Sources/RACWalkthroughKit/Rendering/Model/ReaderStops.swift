import RAC

/// `step` at the reader's level, as a debugger steps over library code: one stop per line of the
/// walkthrough's code that runs (and per block of it that RAC calls), one per step the post
/// describes (★), one per turn of a queue that runs only RAC's own code, and one where an object's
/// `-dealloc` starts doing something outside any line (what it tears down then shows why). A line
/// is one stop: the objects freed while it runs (a command's `-initWithEnabled:` frees dozens) are
/// folded into it (`freed`), as a debugger's "next" steps over them. Each stop covers the events
/// up to the next one, which `into` walks one by one (the every-event stops of `StepSnapshots`).
public struct ReaderStop: Sendable {
  /// What a stop is.
  public enum Kind: Sendable, Equatable {
    /// A line of the walkthrough's code starts running.
    case line(Int)
    /// A step the post describes, where no new line starts.
    case postStep
    /// RAC's own code (or a scene's stand-in), with no line of the walkthrough: the first block.
    case library(String)
    /// An object starts being deallocated, outside any line of the walkthrough, and its `-dealloc`
    /// does something (a subscriber's disposes its subscription): the object. What follows runs
    /// because it died.
    case deallocation(String)
  }

  /// 1-based position among the reader's stops.
  public let index: Int
  /// What the stop is.
  public let kind: Kind
  /// The line of the walkthrough's code this stop is in, if any (for a ★ inside a line, that line).
  public let line: Int?
  /// The range of `StepSnapshot`s (0-based indices into the every-event stops) the stop covers.
  public let snapshots: ClosedRange<Int>
  /// The calls the stop makes into RAC, outermost first (`-map:`, `-subscribeNext:error:`).
  public let calls: [String]
  /// The post's steps proved inside the stop.
  public let postSteps: [WalkthroughStep]
  /// The objects whose `-dealloc` starts inside the stop, in order (`RACSubscriber#12`): a line's
  /// teardown, folded into it.
  public let freed: [String]
}

/// Builds the reader's stops.
public enum ReaderStops {
  /// What of an every-event snapshot (`StepSnapshot`) says whether a stop starts there: its event,
  /// the depth of its stack, and whether it proves a step of the post. `StepSnapshots.shapes`
  /// makes them without the snapshots' texts, so that where the stops are is known early
  /// (`ReaderStopRanges`), and `build` reads the same from the snapshots it is given.
  public struct Shape: Sendable {
    /// The snapshot's event.
    public let event: TraceEvent
    /// How many calls its stack holds (`StepSnapshot.stack`'s count).
    public let depth: Int
    /// Whether it proves a step of the post (`StepSnapshot.postSteps` is not empty).
    public let provesAStep: Bool
  }

  /// The reader's stops over `snapshots` (every event), given each event's line (`lines`, by
  /// sequence). Without any line, every stop is a turn of RAC's code or a ★.
  public static func build(_ snapshots: [StepSnapshot], lines: [Int: Int]) -> [ReaderStop] {
    let shapes = snapshots.map { Shape(event: $0.event, depth: $0.stack.count, provesAStep: !$0.postSteps.isEmpty) }
    var stops: [ReaderStop] = []
    for (kind, range) in startsAndRanges(shapes, lines: lines) {
      let covered = snapshots[range]
      // The core's calls the stop makes, but for deaths that tear nothing down (and what they run).
      var coreCalls: [StepSnapshot] = []
      var quietDeath: (thread: String, depth: Int)?
      for index in range {
        let snapshot = snapshots[index]
        let event = snapshot.event
        if let death = quietDeath, event.thread == death.thread, snapshot.stack.count > death.depth { continue }
        quietDeath = nil
        guard event.phase == .enter, event.source == nil else { continue }
        if event.block == "-dealloc", !tearsSomethingDown(shapes, deallocAt: index) {
          quietDeath = (event.thread, snapshot.stack.count)
          continue
        }
        coreCalls.append(snapshot)
      }
      let shallowest = coreCalls.map(\.stack.count).min()
      var calls: [String] = []
      for snapshot in coreCalls where snapshot.stack.count == shallowest {
        let name = (snapshot.event.owner.map { $0.className + " " } ?? "") + snapshot.event.block
        if calls.last != name { calls.append(name) }
      }
      let line: Int?
      switch kind {
      case .line(let number): line = number
      case .postStep, .deallocation: line = lines[snapshots[range.lowerBound].event.sequence]
      case .library: line = nil
      }
      // The deaths of the stop's own line (a quiet one after a nested block's line stays in that
      // block's stop without being its).
      let freed = covered.compactMap { snapshot -> String? in
        let event = snapshot.event
        guard event.phase == .enter, event.block == "-dealloc", line == nil || lines[event.sequence] == line else {
          return nil
        }
        return event.owner?.description
      }
      stops.append(
        ReaderStop(
          index: stops.count + 1, kind: kind, line: line, snapshots: range, calls: calls,
          postSteps: covered.flatMap(\.postSteps), freed: freed))
    }
    return stops
  }

  /// A stop's kind and the snapshots it covers (0-based indices).
  public typealias Span = (kind: ReaderStop.Kind, range: ClosedRange<Int>)

  /// Each stop's kind and the snapshots it covers, in order, over snapshots of these `shapes`.
  public static func startsAndRanges(_ shapes: [Shape], lines: [Int: Int]) -> [Span] {
    var starts: [(index: Int, kind: ReaderStop.Kind)] = []
    // Objective-C records a `line` event as each statement starts; for a Swift translation the lines
    // are `CodeLines`' guess, and a stop starts wherever the line changes.
    let hasLineEvents = shapes.contains { $0.event.phase == .line }
    var previousLine: Int?
    var lineOfLastStart: Int?
    for (index, shape) in shapes.enumerated() {
      let event = shape.event
      let line = lines[event.sequence]
      let startsCode = event.phase == .line || (event.phase == .enter && event.source != nil)
      if hasLineEvents ? startsCode && line != nil : line != nil && line != previousLine {
        starts.append((index, .line(line ?? 0)))
      } else if event.phase == .enter, event.block == "-dealloc", let owner = event.owner,
        tearsSomethingDown(shapes, deallocAt: index)
      {
        // A death that does something: outside any line, a stop of its own; inside a line, part of
        // the line's stop, which starts again if another line's stop came between (the statement
        // that let go of the object, once the blocks it called have returned).
        if let line {
          if lineOfLastStart != line { starts.append((index, .line(line))) }
        } else {
          starts.append((index, .deallocation(owner.description)))
        }
      } else if let line, isExpectation(event), starts.last.map({ $0.kind != .line(line) }) ?? true {
        // A spec's `expect` whose value came from blocks on other lines (`expect([signal first])`)
        // is shown back at its own line.
        starts.append((index, .line(line)))
      } else if line == nil, event.phase == .enter, shape.depth == 1,
        event.block != "-dealloc" || tearsSomethingDown(shapes, deallocAt: index)
      {
        starts.append((index, .library(TraceOutline.callText(event))))
      } else if index == 0 {
        starts.append((index, line.map { .line($0) } ?? .library(TraceEventLine.text(of: event))))
      } else if shape.provesAStep {
        starts.append((index, .postStep))
      }
      if line != nil || !hasLineEvents { previousLine = line }
      if let start = starts.last, start.index == index {
        switch start.kind {
        case .line(let number): lineOfLastStart = number
        case .postStep: lineOfLastStart = line
        case .library, .deallocation: lineOfLastStart = nil
        }
      }
    }
    var stops: [Span] = []
    for (position, start) in starts.enumerated() {
      let end = position + 1 < starts.count ? starts[position + 1].index - 1 : shapes.count - 1
      guard end >= start.index else { continue }
      stops.append((start.kind, start.index...end))
    }
    return stops
  }

  /// A spec's checked `expect`, which the trace notes (`step FooSpec.m --example …`).
  /// Whether the `-dealloc` at `index` does more than send `-dispose` to disposables already
  /// disposed: RAC's subscribers and subjects send it every time they die, and a death that tears
  /// nothing down is no stop of its own. True when more than one call runs inside it.
  static func tearsSomethingDown(_ shapes: [Shape], deallocAt index: Int) -> Bool {
    let dealloc = shapes[index].event
    var nestedCalls = 0
    for shape in shapes[(index + 1)...] {
      let event = shape.event
      // The calls inside it are deeper on its thread; the first event that is not ends it.
      guard event.thread != dealloc.thread || event.depth > dealloc.depth else { break }
      if event.phase == .enter, event.thread == dealloc.thread { nestedCalls += 1 }
      if nestedCalls > 1 { return true }
    }
    return false
  }

  static func isExpectation(_ event: TraceEvent) -> Bool {
    event.phase == .note && event.block == "expect" && event.owner == nil
  }
}
