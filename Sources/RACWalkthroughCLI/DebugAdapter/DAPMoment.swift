import RAC
import RACWalkthroughKit

/// One frame of a stopped moment's stack, as `stackTrace` reports it.
struct DAPFrame {
  /// The frame's name: a method as Objective-C writes it (`-[RACDynamicSignal bind:]`), a block as
  /// the trace names it (`bindingBlock`), with the place in RAC 2.5 it translates for the core's.
  let name: String
  /// The file the frame is in (absolute), when it is on disk.
  let path: String?
  let line: Int
  let column: Int
  /// The call the frame is, nil for the program's top level.
  let call: TraceEvent?
  /// Whether the frame is RAC's code (the Swift core, or the checkout's), which editors may show
  /// dimmed.
  let isLibrary: Bool
  /// The index (in the recording's events) of the `line` event that began the statement the frame
  /// is on: the variables recorded for it are the frame's. Nil for a frame with no statement yet
  /// (a call of the Swift core, a call before its first statement).
  var lineEvent: Int? = nil
}

/// Everything the recording says about one stopped moment: the stack of the stopped event's
/// thread (each frame at the line it is on) and the latest bookkeeping of every object (`-bind:`'s
/// `signals`, its `compoundDisposable`, a subject's subscribers) as of that event. Rebuilt by
/// reading the trace up to the moment: a recording is read, never re-run.
struct DAPMoment {
  /// The snapshot (0-based) it is the moment of.
  let snapshot: Int
  /// Innermost frame first.
  let frames: [DAPFrame]
  /// Each object's latest bookkeeping, by the object's description (`RACDynamicSignal#2
  /// "mappedSignalA"`); shared with the scanner's state, not copied, until someone asks.
  let latestBookkeeping: [String: [TraceField]]
  /// The objects with bookkeeping, in the order they first had some.
  let bookkeepingOrder: [String]

  /// Each object's latest bookkeeping, in the order objects first had one.
  var bookkeeping: [(owner: String, fields: [TraceField])] {
    bookkeepingOrder.map { ($0, latestBookkeeping[$0] ?? []) }
  }
  /// The lines the program printed up to the moment.
  let output: SharedPrefix<String>
  /// At a `return` event: the call that returns (already off the stack, as `step` shows the line
  /// the caller is on) and its result.
  let returned: (call: TraceEvent, result: String?)?

  init(snapshot: Int, recording: DAPRecording, scanner: DAPTraceScanner) {
    self.snapshot = snapshot
    let target = recording.walk.snapshots[snapshot].event
    let end = recording.eventIndex[target.sequence] ?? (recording.events.count - 1)
    let state = scanner.state(through: end)
    let stack = state.stacks[target.thread] ?? []
    let topLevel = state.topLevel[target.thread]
    latestBookkeeping = state.latest
    bookkeepingOrder = state.order
    if target.phase == .exit, let enter = target.enterSequence.flatMap({ recording.eventIndex[$0] }) {
      returned = (recording.events[enter], target.result)
    } else {
      returned = nil
    }
    output = recording.walk.snapshots[snapshot].output
    var frames = stack.reversed().map { entry in
      var frame = Self.frame(of: entry.call, at: entry.location, recording: recording)
      frame.lineEvent = entry.lineEvent
      return frame
    }
    if target.thread == recording.threads.first {
      var frame = Self.topLevelFrame(at: topLevel, event: target, recording: recording)
      frame.lineEvent = state.topLevelLineEvent[target.thread]
      frames.append(frame)
    }
    self.frames = frames
  }

  /// A call's frame: at its current line in the program's or the checkout's file; for the Swift
  /// core, at the Swift that translates RAC's place, named with that place.
  private static func frame(of call: TraceEvent, at location: TraceSource?, recording: DAPRecording) -> DAPFrame {
    let name = callName(call)
    if let location {
      return DAPFrame(
        name: name, path: recording.paths.absolutePath(of: location.file), line: location.line,
        column: max(1, location.column), call: call, isLibrary: recording.paths.isLibrary(location.file))
    }
    guard let rac = call.racSource else {
      return DAPFrame(name: name, path: nil, line: 0, column: 0, call: call, isLibrary: true)
    }
    let swift = recording.paths.swiftCore?.place(file: rac.file, line: rac.line)
    return DAPFrame(
      name: name + "  // " + rac.text(block: call.block), path: swift?.path, line: swift?.line ?? 0,
      column: swift == nil ? 0 : 1, call: call, isLibrary: true)
  }

  /// The program's top level: at the statement running there (for a Swift translation, the line
  /// `step` infers for the event).
  private static func topLevelFrame(at location: TraceSource?, event: TraceEvent, recording: DAPRecording) -> DAPFrame {
    if let location {
      return DAPFrame(
        name: recording.name, path: recording.paths.absolutePath(of: location.file), line: location.line,
        column: max(1, location.column), call: nil, isLibrary: false)
    }
    if let line = recording.walk.lines[event.sequence], let place = recording.walk.source?.fileLine(ofLine: line) {
      return DAPFrame(
        name: recording.name, path: recording.paths.absolutePath(of: place.file), line: place.line, column: 1,
        call: nil, isLibrary: false)
    }
    return DAPFrame(name: recording.name, path: nil, line: 0, column: 0, call: nil, isLibrary: false)
  }

  /// `-[RACDynamicSignal bind:]` for a method (a class method with no receiver in the trace is
  /// named by RAC's file, `+[RACSignal createSignal:]`), the block's own name (`bindingBlock`) for
  /// a block.
  static func callName(_ call: TraceEvent) -> String {
    let block = call.block
    guard let kind = block.first, kind == "-" || kind == "+" else { return block }
    let fileClass = call.racSource.map { String($0.file.prefix { $0 != "." && $0 != "+" }) }
    guard let className = call.owner?.className ?? fileClass, !className.isEmpty else { return block }
    return "\(kind)[\(className) \(block.dropFirst())]"
  }
}
