import Synchronization

/// What a thread knows of the trace's sinks: the recorder (and its track for this thread) or the
/// footprint collector its hooks report to, or the replay that numbers objects as a recorded run
/// did (`Tracing.replay(numberingAs:_:)`).
///
/// The sinks change only when a `Tracing.record` or `collectFootprints` scope starts or ends; each
/// change bumps `Tracing`'s sink generation. A hook compares that number with the one its thread
/// saw last and takes the sinks' lock only when they differ, so a recording event costs no lock
/// but the recorder's own.
///
/// A traced call holds its thread's track without retaining it (`TracedCall`): it stays alive
/// because this object holds it, and when a nested hook finds the sinks changed while calls are
/// open on this thread (`openCalls`), the ones it replaces are kept (`retired`) until the
/// outermost call returns.
@usableFromInline
package final class TracingThread {
  private static let storage = ThreadLocal<TracingThread>()

  /// The calling thread's state, made on its first hook; not retained (the thread's own storage
  /// keeps it for as long as the thread runs).
  static var current: Unmanaged<TracingThread> {
    if let thread = storage.unmanagedValue { return thread }
    let thread = TracingThread()
    storage.value = thread
    return Unmanaged.passUnretained(thread)
  }

  // Only its own thread touches these, so Swift's run-time exclusivity checks are switched off.
  @exclusivity(unchecked) var sinkGeneration = -1
  @exclusivity(unchecked) private(set) var recorder: (any TraceRecording)?
  @exclusivity(unchecked) private(set) var track: (any TraceTrack)?
  @exclusivity(unchecked) private(set) var footprint: FootprintRecorder?
  @exclusivity(unchecked) private(set) var replay: NumberingReplay?
  /// How many traced calls are open on this thread.
  @exclusivity(unchecked) var openCalls = 0
  /// Sinks replaced while calls were open, kept until they return.
  @exclusivity(unchecked) private var retired: [AnyObject] = []

  /// Points this thread's hooks at new sinks.
  func change(
    recorder: (any TraceRecording)?, track: (any TraceTrack)?, footprint: FootprintRecorder?,
    replay: NumberingReplay?
  ) {
    if openCalls > 0 {
      if let old = self.recorder { retired.append(old) }
      if let old = self.track { retired.append(old) }
    }
    self.recorder = recorder
    self.track = track
    self.footprint = footprint
    self.replay = replay
  }

  /// Called when a traced call returns.
  @inline(__always)
  func callDidReturn() {
    openCalls -= 1
    if openCalls == 0, !retired.isEmpty { retired.removeAll() }
  }

  /// The calling thread's track in `recorder`: the one its hooks report to when `recorder` is
  /// their sink, else the recorder's own for this thread.
  package static func track(in recorder: any TraceRecording) -> any TraceTrack {
    let thread = current.takeUnretainedValue()
    if recorder === thread.recorder, let track = thread.track { return track }
    return recorder.currentTrack()
  }
}
