import ObjCInterpreter
import RAC

/// A frame's own variables at a stop, from the statement captures of the recording
/// (`VariableCapture`): **Locals** (its arguments and locals, `self` with its instance variables)
/// and, in a block, **Captured by the block**. The values are those recorded as the frame's current
/// statement began: at a stop on that statement's start they are the values at the stop; at a stop
/// inside a call the statement makes, the scope's name says which statement's start they are from.
/// A frame with no statement recorded (a call of the Swift core, a call before its first statement)
/// says its values are not recorded at this stop rather than show any.
enum DAPCapturedScopes {
  static let localsName = "Locals"
  static let capturesName = "Captured by the block"
  static let notRecordedName = "not recorded at this stop"

  static func scopes(of frame: DAPFrame, in moment: DAPMoment, recording: DAPRecording) -> [(
    name: String, hint: String?, variables: [DAPVariable]
  )] {
    guard let lineEvent = frame.lineEvent, let statement = recording.statements[lineEvent], statement.isRecorded else {
      return [(localsName, "locals", [DAPVariable(name: notRecordedName, value: reason(for: frame, in: recording))])]
    }
    let atStart = recording.eventIndex[recording.walk.snapshots[moment.snapshot].event.sequence] == lineEvent
    let suffix = atStart ? "" : " (as line \(statement.line) began)"
    let viewing =
      moment.frames.firstIndex { $0.call?.sequence == frame.call?.sequence && $0.lineEvent == frame.lineEvent } ?? 0
    let holders = DAPHolders(frames: moment.frames, viewing: viewing, recording: recording)
    var scopes: [(name: String, hint: String?, variables: [DAPVariable])] = [
      (localsName + suffix, "locals", statement.locals.map { holders.variable($0) })
    ]
    if !statement.captures.isEmpty {
      scopes.append((capturesName + suffix, "locals", statement.captures.map { holders.variable($0) }))
    }
    return scopes
  }

  private static func reason(for frame: DAPFrame, in recording: DAPRecording) -> String {
    guard let lineEvent = frame.lineEvent else {
      return frame.isLibrary && frame.call?.source == nil
        ? "the Swift core's frames keep their state in Swift; see Arguments and RAC bookkeeping"
        : "the call has not begun a statement yet; see Arguments"
    }
    if recording.statements[lineEvent] != nil { return "the capture did not know this frame's variables" }
    return "the trace and the recorded statements part before this statement"
  }
}
