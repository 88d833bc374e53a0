import Synchronization

/// What a thread knows of the trace's sinks: the recorder (and its track for this thread) or the
/// footprint collector its hooks report to.
///
/// The sinks change only when a `Tracing.record` or `collectFootprints` scope starts or ends; each
/// change bumps `Tracing`'s sink generation. A hook compares that number with the one its thread
/// saw last and takes the sinks' lock only when they differ, so a recording event costs no lock
/// but the recorder's own.
final class TracingThread {
  private static let storage = ThreadLocal<TracingThread>()

  /// The calling thread's state, made on its first hook.
  static var current: TracingThread {
    if let thread = storage.value { return thread }
    let thread = TracingThread()
    storage.value = thread
    return thread
  }

  // Only its own thread touches these, so Swift's run-time exclusivity checks are switched off.
  @exclusivity(unchecked) var sinkGeneration = -1
  @exclusivity(unchecked) var recorder: TraceRecorder?
  @exclusivity(unchecked) var track: TraceRecorder.ThreadTrack?
  @exclusivity(unchecked) var footprint: FootprintRecorder?

  /// This thread's track in `recorder`: the one it holds when `recorder` is its sink.
  func track(in recorder: TraceRecorder) -> TraceRecorder.ThreadTrack {
    if recorder === self.recorder, let track { return track }
    return recorder.currentTrack()
  }
}
