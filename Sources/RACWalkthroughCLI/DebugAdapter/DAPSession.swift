import Foundation
import ObjCInterpreter
import RAC
import RACWalkthroughKit

/// One debug session of the Debug Adapter Protocol: answers each request with its response and the
/// events it causes, in order. The program is run once at `launch` and recorded whole
/// (`DAPRecording`); every execution request then moves a cursor over `step`'s own stops
/// (`DAPStepping`), so `next` from entry to end visits the stops `step` shows, and `stepBack` and
/// `reverseContinue` are as cheap as going forwards.
///
/// Requests come in the protocol's order: `initialize`, `launch` (the adapter records the run and
/// sends `initialized`), the breakpoints, `configurationDone` (the session starts: it stops at the
/// entry or runs to the first breakpoint), then stepping and inspection while stopped. A request
/// out of that order, unknown, or malformed is answered with an error response; nothing a client
/// sends stops the adapter but `disconnect`.
final class DAPSession {
  private let walkthroughsDirectory: URL
  private var isInitialized = false
  private var recording: DAPRecording?
  private var stepping: DAPStepping?
  private var scanner = DAPTraceScanner(events: [])
  private var configuration: DAPLaunchConfiguration?
  private var isConfigured = false
  /// Where the session is stopped; nil before the start and after the end.
  private var cursor: DAPCursor?
  /// Whether the session stands at the run-time error that ended the run (reason `exception`).
  private var isAtException = false
  private var hasEnded = false
  /// The last snapshot whose output has been sent as `output` events.
  private var outputSentThrough = -1
  private var lineBreakpoints: [String: [DAPBreakpoint]] = [:]
  private var functionBreakpoints: [DAPBreakpoint] = []
  private var nextBreakpointID = 1
  private var handles = DAPVariableHandles()
  private var moment: DAPMoment?
  /// Whether the client has said goodbye (`disconnect`): the transport stops reading.
  private(set) var isFinished = false

  init(walkthroughsDirectory: URL) {
    self.walkthroughsDirectory = walkthroughsDirectory
  }

  /// The answer to one frame read from the stream: an error response for a malformed one.
  func handle(_ frame: DAPFrameReader.Frame) -> [DAPOutgoing] {
    switch frame {
    case .malformed(let reason):
      return [.failure(requestSeq: 0, command: "", message: "malformed message: \(reason)")]
    case .body(let body):
      do {
        return handle(try DAPRequest(body: body))
      } catch let refusal as DAPRequest.Refusal {
        return [.failure(requestSeq: refusal.seq, command: refusal.command, message: refusal.message)]
      } catch {
        return [.failure(requestSeq: 0, command: "", message: "\(error)")]
      }
    }
  }

  /// Why a request is refused; one line.
  private struct Refused: Error {
    let message: String
  }

  /// The response to `request` and the events that follow it.
  func handle(_ request: DAPRequest) -> [DAPOutgoing] {
    do {
      return try answer(request)
    } catch let refused as Refused {
      return [.failure(requestSeq: request.seq, command: request.command, message: refused.message)]
    } catch let failure as DAPLaunchConfiguration.Failure {
      return [.failure(requestSeq: request.seq, command: request.command, message: failure.message)]
    } catch let failure as DAPEvaluator.Failure {
      return [.failure(requestSeq: request.seq, command: request.command, message: failure.message)]
    } catch {
      return [.failure(requestSeq: request.seq, command: request.command, message: "\(error)")]
    }
  }

  private func answer(_ request: DAPRequest) throws -> [DAPOutgoing] {
    let ok = { (body: [String: Any]?) in
      DAPOutgoing.response(requestSeq: request.seq, command: request.command, body: body)
    }
    let arguments = request.arguments
    if request.command != "initialize", request.command != "disconnect", !isInitialized {
      throw Refused(message: "'\(request.command)' before 'initialize'")
    }
    switch request.command {
    case "initialize":
      guard !isInitialized else { throw Refused(message: "'initialize' was sent already") }
      isInitialized = true
      return [ok(Self.capabilities)]
    case "launch":
      guard recording == nil else { throw Refused(message: "the program is launched already") }
      let configuration = try DAPLaunchConfiguration(arguments)
      let recording = try configuration.record(walkthroughsDirectory: walkthroughsDirectory)
      self.configuration = configuration
      self.recording = recording
      stepping = DAPStepping(walk: recording.walk)
      scanner = DAPTraceScanner(events: recording.events)
      var messages = [ok(nil), .event("initialized", body: nil)]
      messages.append(
        Self.output(
          "\(recording.name): recorded \(recording.events.count) events, \(recording.walk.stops.count) stops; "
            + "stepBack and reverseContinue go back through them\n", category: "console"))
      return messages
    case "attach":
      throw Refused(
        message: "'attach' is not supported: the adapter launches the program and records it (use 'launch')")
    case "setVariable", "setExpression":
      throw Refused(
        message:
          "'\(request.command)' is not supported: the recording is the run, and a value changed at a stop would not be what the program did next"
      )
    case "setBreakpoints":
      let recording = try launched(request)
      return [ok(["breakpoints": try setLineBreakpoints(arguments, in: recording).map(\.object)])]
    case "setFunctionBreakpoints":
      let recording = try launched(request)
      return [ok(["breakpoints": try setFunctionBreakpoints(arguments, in: recording).map(\.object)])]
    case "setExceptionBreakpoints":
      _ = try launched(request)
      return [ok(["breakpoints": [] as [Any]])]
    case "configurationDone":
      let recording = try launched(request)
      guard !isConfigured else { throw Refused(message: "'configurationDone' was sent already") }
      isConfigured = true
      guard let entry = stepping?.entry else { return [ok(nil)] + finish(recording) }
      if configuration?.stopOnEntry == true { return [ok(nil)] + stop(at: entry, reason: "entry", in: recording) }
      return [ok(nil)] + runForward(from: nil, in: recording)
    case "threads":
      let recording = try launched(request)
      let threads = recording.threads.enumerated().map { ["id": $0.offset + 1, "name": $0.element] as [String: Any] }
      return [ok(["threads": threads])]
    case "stackTrace":
      let (recording, moment) = try stopped(request)
      return [ok(stackTrace(arguments, moment: moment, in: recording))]
    case "scopes":
      let (recording, moment) = try stopped(request)
      let frame = try self.frame(arguments["frameId"], in: moment, recording: recording)
      let scopes = DAPScopes.scopes(of: frame, in: moment, recording: recording)
      return [
        ok([
          "scopes": scopes.map { scope -> [String: Any] in
            // Every object's bookkeeping and the whole output can be long: editors open them on demand.
            var object: [String: Any] = [
              "name": scope.name, "variablesReference": handles.handle(for: scope.variables),
              "namedVariables": scope.variables.count,
              "expensive": scope.name == DAPScopes.bookkeepingName || scope.name == DAPScopes.outputName,
            ]
            if let hint = scope.hint { object["presentationHint"] = hint }
            return object
          }
        ])
      ]
    case "variables":
      _ = try stopped(request)
      guard let reference = DAPValue.integer(arguments["variablesReference"]) else {
        throw Refused(message: "'variables' needs a whole-number 'variablesReference'")
      }
      // Reference 0 is DAP's "no children" (an empty scope's): nothing to list, not an error.
      if reference == 0 { return [ok(["variables": [Any]()])] }
      guard let children = handles.children(of: reference) else {
        throw Refused(
          message: "no variables with reference \(reference) at this stop (references last until the next step)")
      }
      return [ok(["variables": children.map(variableObject)])]
    case "evaluate":
      let (recording, moment) = try stopped(request)
      guard let expression = arguments["expression"] as? String else {
        throw Refused(message: "'evaluate' needs an 'expression' string")
      }
      let frame = try self.frame(arguments["frameId"] ?? 1, in: moment, recording: recording)
      let variables = DAPScopes.scopes(of: frame, in: moment, recording: recording).flatMap(\.variables)
      let result = try DAPEvaluator(variables: variables).evaluate(expression)
      return [ok(["result": result.value, "variablesReference": handles.handle(for: result.children)])]
    case "continue":
      let recording = try moving(request)
      let from = cursor
      return [ok(["allThreadsContinued": true])]
        + (isAtException ? finish(recording) : runForward(from: from, in: recording))
    case "next", "stepIn", "stepOut":
      let recording = try moving(request)
      guard let stepping, let from = cursor, !isAtException else { return [ok(nil)] + finish(recording) }
      let target: DAPCursor?
      switch request.command {
      case "next": target = stepping.next(from)
      case "stepIn": target = stepping.stepIn(from)
      default: target = stepping.stepOut(from)
      }
      return [ok(nil)] + (target.map { stop(at: $0, reason: "step", in: recording) } ?? reachEnd(recording))
    case "stepBack":
      let recording = try moving(request)
      guard let stepping, let from = cursor else { throw Refused(message: "not stopped") }
      isAtException = false
      return [ok(nil)] + stop(at: stepping.stepBack(from), reason: "step", in: recording)
    case "reverseContinue":
      let recording = try moving(request)
      guard let stepping, let from = cursor else { throw Refused(message: "not stopped") }
      isAtException = false
      if let hit = breakpointHit(after: nil, before: from.snapshot, in: recording) {
        return [ok(nil)]
          + stop(at: stepping.cursor(at: hit.snapshot), reason: "breakpoint", in: recording, hit: hit.ids)
      }
      return [ok(nil)] + stop(at: stepping.entry ?? from, reason: "entry", in: recording)
    case "pause":
      let recording = try moving(request)
      guard let from = cursor else { throw Refused(message: "not stopped") }
      return [ok(nil)] + stop(at: from, reason: "pause", in: recording)
    case "exceptionInfo":
      let (recording, _) = try stopped(request)
      guard isAtException, let error = recording.error else { throw Refused(message: "not stopped at an exception") }
      return [
        ok([
          "exceptionId": "runtime error", "description": error.message, "breakMode": "always",
          "details": ["message": error.message, "stackTrace": error.description] as [String: Any],
        ])
      ]
    case "terminate":
      let recording = try launched(request)
      guard !hasEnded else { throw Refused(message: "the program has ended already") }
      hasEnded = true
      cursor = nil
      return [
        ok(nil), .event("exited", body: ["exitCode": recording.error == nil ? 0 : 1]), .event("terminated", body: nil),
      ]
    case "disconnect":
      isFinished = true
      return [ok(nil)]
    default:
      throw Refused(message: "unknown command '\(CommandText.escaped(request.command))'")
    }
  }

  /// What the adapter can do, as `initialize` answers.
  static let capabilities: [String: Any] = [
    "supportsConfigurationDoneRequest": true,
    "supportsFunctionBreakpoints": true,
    "supportsConditionalBreakpoints": true,
    "supportsHitConditionalBreakpoints": true,
    "supportsEvaluateForHovers": true,
    "supportsStepBack": true,
    "supportsExceptionInfoRequest": true,
    "supportsTerminateRequest": true,
    "supportsSingleThreadExecutionRequests": false,
    // The issue asks for no way to change a value, and the recording has none: the run is over.
    "supportsSetVariable": false,
    "supportsSetExpression": false,
  ]

  // MARK: - Order of requests

  private func launched(_ request: DAPRequest) throws -> DAPRecording {
    guard let recording else { throw Refused(message: "'\(request.command)' before 'launch'") }
    return recording
  }

  /// The recording and the moment the session is stopped at, for the requests that read it.
  private func stopped(_ request: DAPRequest) throws -> (DAPRecording, DAPMoment) {
    let recording = try launched(request)
    guard isConfigured else { throw Refused(message: "'\(request.command)' before 'configurationDone'") }
    guard !hasEnded, let cursor else {
      throw Refused(message: hasEnded ? "the program has ended" : "'\(request.command)' while not stopped")
    }
    if let moment, moment.snapshot == cursor.snapshot { return (recording, moment) }
    let built = DAPMoment(snapshot: cursor.snapshot, recording: recording, scanner: scanner)
    moment = built
    return (recording, built)
  }

  private func moving(_ request: DAPRequest) throws -> DAPRecording {
    let recording = try launched(request)
    guard isConfigured else { throw Refused(message: "'\(request.command)' before 'configurationDone'") }
    guard !hasEnded else { throw Refused(message: "the program has ended") }
    return recording
  }

  // MARK: - Moving

  /// Stops at `target`: the output printed on the way (going forwards), then `stopped`.
  private func stop(
    at target: DAPCursor, reason: String, in recording: DAPRecording, hit: [Int] = [], text: String? = nil
  )
    -> [DAPOutgoing]
  {
    let messages = sendOutput(through: target.snapshot, in: recording)
    cursor = target
    handles.removeAll()
    // The last moment shares the scanner's state; let it go before the scanner reads on.
    moment = nil
    let event = recording.walk.snapshots[target.snapshot].event
    var body: [String: Any] = [
      "reason": reason, "threadId": recording.threadID(of: event.thread), "allThreadsStopped": true,
    ]
    if !hit.isEmpty { body["hitBreakpointIds"] = hit }
    if let text {
      body["text"] = text
      body["description"] = "Exception: " + text
    }
    return messages + [.event("stopped", body: body)]
  }

  /// Continues from `from` (nil: from before the start) to the next breakpoint, or the end.
  private func runForward(from: DAPCursor?, in recording: DAPRecording) -> [DAPOutgoing] {
    guard let stepping else { return finish(recording) }
    if let hit = breakpointHit(after: from?.snapshot, before: nil, in: recording) {
      return stop(at: stepping.cursor(at: hit.snapshot), reason: "breakpoint", in: recording, hit: hit.ids)
    }
    return reachEnd(recording)
  }

  /// The end of the recording: going forwards into a run-time error stops there first
  /// (`exception`, at the statement that raised it); otherwise the program exits.
  private func reachEnd(_ recording: DAPRecording) -> [DAPOutgoing] {
    guard let error = recording.error, !recording.stoppedAtABudget, !isAtException, let stepping,
      let place = errorSnapshot(error, in: recording)
    else { return finish(recording) }
    let messages = stop(at: stepping.cursor(at: place), reason: "exception", in: recording, text: error.message)
    isAtException = true
    return messages
  }

  /// The snapshot of the statement the error stopped: the last start of its line, else the last
  /// snapshot of the recording.
  private func errorSnapshot(_ error: ObjCError, in recording: DAPRecording) -> Int? {
    let snapshots = recording.walk.snapshots
    guard !snapshots.isEmpty else { return nil }
    let path = recording.paths.absolutePath(of: error.file)
    let statement = snapshots.lastIndex { snapshot in
      guard snapshot.event.phase == .line, let source = snapshot.event.source else { return false }
      return source.line == error.location.line && recording.paths.absolutePath(of: source.file) == path
    }
    return statement ?? snapshots.count - 1
  }

  /// The program's end: what is left of its output, the error or budget that stopped it, `exited`
  /// and `terminated`.
  private func finish(_ recording: DAPRecording) -> [DAPOutgoing] {
    var messages = sendOutput(through: recording.walk.snapshots.count - 1, in: recording)
    var failed = false
    if let error = recording.error {
      messages.append(Self.output(error.description + "\n", category: "stderr"))
      failed = true
    }
    if recording.traceStoppedAtLimit, let configuration {
      messages.append(
        Self.output(
          "the trace stopped at \(configuration.maxEvents) events (raise the limit with maxEvents); the recording ends there\n",
          category: "stderr"))
      failed = true
    }
    hasEnded = true
    isAtException = false
    cursor = nil
    return messages + [.event("exited", body: ["exitCode": failed ? 1 : 0]), .event("terminated", body: nil)]
  }

  /// `output` events for the lines printed after the last sent, through snapshot `end`.
  private func sendOutput(through end: Int, in recording: DAPRecording) -> [DAPOutgoing] {
    guard end > outputSentThrough else { return [] }
    var messages: [DAPOutgoing] = []
    for index in (outputSentThrough + 1)...end {
      let event = recording.walk.snapshots[index].event
      if event.phase == .output {
        messages.append(Self.output((event.argument("line") ?? "") + "\n", category: "stdout"))
      }
    }
    outputSentThrough = end
    return messages
  }

  static func output(_ text: String, category: String) -> DAPOutgoing {
    .event("output", body: ["category": category, "output": text])
  }

  // MARK: - Breakpoints

  private func setLineBreakpoints(_ arguments: [String: Any], in recording: DAPRecording) throws -> [DAPBreakpoint] {
    guard let source = arguments["source"] as? [String: Any], let given = source["path"] as? String, !given.isEmpty
    else {
      throw Refused(message: "'setBreakpoints' needs a 'source' with a 'path'")
    }
    let path = recording.paths.absolutePath(of: given) ?? DAPSourcePaths.standardized(given)
    var requested: [(line: Int, condition: String?, hitCondition: String?)] = []
    if let list = arguments["breakpoints"] {
      guard let items = list as? [Any] else { throw Refused(message: "'breakpoints' is a list of SourceBreakpoint") }
      for item in items {
        guard let object = item as? [String: Any], let line = DAPValue.integer(object["line"]), line >= 1 else {
          throw Refused(message: "each SourceBreakpoint needs a 'line' from 1 up")
        }
        requested.append((line, object["condition"] as? String, object["hitCondition"] as? String))
      }
    } else if let lines = arguments["lines"] as? [Any] {
      for item in lines {
        guard let line = DAPValue.integer(item), line >= 1 else {
          throw Refused(message: "'lines' holds lines from 1 up")
        }
        requested.append((line, nil, nil))
      }
    }
    var lines = DAPBreakpointVerifier.RunningLines(path: path, in: recording)
    let breakpoints = requested.map { wanted -> DAPBreakpoint in
      defer { nextBreakpointID += 1 }
      return DAPBreakpointVerifier.line(
        id: nextBreakpointID, line: wanted.line, condition: wanted.condition, hitCondition: wanted.hitCondition,
        in: &lines)
    }
    lineBreakpoints[path] = breakpoints
    return breakpoints
  }

  private func setFunctionBreakpoints(_ arguments: [String: Any], in recording: DAPRecording) throws -> [DAPBreakpoint]
  {
    guard let items = arguments["breakpoints"] as? [Any] else {
      throw Refused(message: "'setFunctionBreakpoints' needs 'breakpoints', a list of FunctionBreakpoint")
    }
    var breakpoints: [DAPBreakpoint] = []
    for item in items {
      guard let object = item as? [String: Any], let name = object["name"] as? String else {
        throw Refused(message: "each FunctionBreakpoint needs a 'name'")
      }
      breakpoints.append(
        DAPBreakpointVerifier.function(
          id: nextBreakpointID, name: name, condition: object["condition"] as? String,
          hitCondition: object["hitCondition"] as? String, in: recording))
      nextBreakpointID += 1
    }
    functionBreakpoints = breakpoints
    return breakpoints
  }

  /// The nearest snapshot after `after` (forwards) or before `before` (backwards) at which a
  /// breakpoint stops: it is reached there, its hit count allows it and its condition holds.
  private func breakpointHit(after: Int?, before: Int?, in recording: DAPRecording) -> (snapshot: Int, ids: [Int])? {
    var best: (snapshot: Int, ids: [Int])?
    let all = lineBreakpoints.values.flatMap { $0 } + functionBreakpoints
    for breakpoint in all where breakpoint.verified {
      let order = before == nil ? Array(breakpoint.reached.indices) : breakpoint.reached.indices.reversed()
      for position in order {
        let snapshot = breakpoint.reached[position]
        if let after, snapshot <= after { continue }
        if let before, snapshot >= before { continue }
        if let best, before == nil ? snapshot > best.snapshot : snapshot < best.snapshot { break }
        guard breakpoint.hitCondition?.stops(atHit: position + 1) ?? true else { continue }
        if let condition = breakpoint.condition, !conditionHolds(condition, at: snapshot, in: recording) { continue }
        if let current = best, current.snapshot == snapshot {
          best = (snapshot, current.ids + [breakpoint.id])
        } else {
          best = (snapshot, [breakpoint.id])
        }
        break
      }
    }
    return best
  }

  private func conditionHolds(_ condition: String, at snapshot: Int, in recording: DAPRecording) -> Bool {
    let moment = DAPMoment(snapshot: snapshot, recording: recording, scanner: scanner)
    guard let frame = moment.frames.first else { return false }
    let variables = DAPScopes.scopes(of: frame, in: moment, recording: recording).flatMap(\.variables)
    return (try? DAPEvaluator(variables: variables).holds(condition)) ?? false
  }

  // MARK: - Stack and variables

  private func frames(of moment: DAPMoment, in recording: DAPRecording) -> [DAPFrame] {
    var frames = moment.frames
    // At a run-time error, the innermost frame of the error's file is at the error's line.
    if isAtException, let error = recording.error {
      let path = recording.paths.absolutePath(of: error.file)
      if let index = frames.firstIndex(where: { $0.path != nil && $0.path == path }) {
        let frame = frames[index]
        frames[index] = DAPFrame(
          name: frame.name, path: frame.path, line: error.location.line, column: error.location.column,
          call: frame.call, isLibrary: frame.isLibrary, lineEvent: frame.lineEvent)
      } else {
        frames.insert(
          DAPFrame(
            name: recording.name, path: path, line: error.location.line, column: error.location.column, call: nil,
            isLibrary: false), at: 0)
      }
    }
    return frames
  }

  private func frame(_ given: Any?, in moment: DAPMoment, recording: DAPRecording) throws -> DAPFrame {
    let frames = frames(of: moment, in: recording)
    guard let id = DAPValue.integer(given), id >= 1, id <= frames.count else {
      throw Refused(
        message: "no frame \(given.map { "\($0)" } ?? "(none given)") at this stop (frames 1 to \(frames.count))")
    }
    return frames[id - 1]
  }

  private func stackTrace(_ arguments: [String: Any], moment: DAPMoment, in recording: DAPRecording) -> [String: Any] {
    let event = recording.walk.snapshots[moment.snapshot].event
    let asked = DAPValue.integer(arguments["threadId"]) ?? recording.threadID(of: event.thread)
    guard asked == recording.threadID(of: event.thread) else { return ["stackFrames": [] as [Any], "totalFrames": 0] }
    let frames = frames(of: moment, in: recording)
    let start = min(max(0, DAPValue.integer(arguments["startFrame"]) ?? 0), frames.count)
    let levels = DAPValue.integer(arguments["levels"]).flatMap { $0 > 0 ? $0 : nil } ?? frames.count
    let end = min(frames.count, start + levels)
    let objects = (start..<end).map { index -> [String: Any] in
      let frame = frames[index]
      var object: [String: Any] = ["id": index + 1, "name": frame.name, "line": frame.line, "column": frame.column]
      if let path = frame.path {
        var source: [String: Any] = ["name": URL(fileURLWithPath: path).lastPathComponent, "path": path]
        if frame.isLibrary { source["presentationHint"] = "deemphasize" }
        object["source"] = source
      }
      if frame.isLibrary { object["presentationHint"] = "subtle" }
      return object
    }
    return ["stackFrames": objects, "totalFrames": frames.count]
  }

  private func variableObject(_ variable: DAPVariable) -> [String: Any] {
    var object: [String: Any] = [
      "name": variable.name, "value": variable.value, "variablesReference": handles.handle(for: variable.children),
    ]
    if let type = variable.type { object["type"] = type }
    return object
  }
}
