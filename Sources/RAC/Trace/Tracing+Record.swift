/// Recording, which `TraceKernel`'s hooks report to: the recorder is this target's
/// (`TraceRecorder`), since what an event keeps reads RAC's schedulers and values.
extension Tracing {
  /// Runs `body` with a recorder installed and returns everything it recorded, including blocks
  /// that ran on other threads while `body` ran. Scopes nest: an inner scope's events go to the
  /// inner trace only.
  public static func record(_ body: () throws -> Void) rethrows -> Trace {
    try record(eventLimit: .max, body).trace
  }

  /// `record(_:)` that stops recording after `eventLimit` events (`body` runs on, unrecorded), so
  /// that a program that never ends cannot grow its trace without bound; says whether it stopped.
  public static func record(eventLimit: Int, _ body: () throws -> Void) rethrows -> (
    trace: Trace, stoppedAtLimit: Bool
  ) {
    let recorder = TraceRecorder(eventLimit: eventLimit)
    changeSinks { $0.recorders.append(recorder) }
    defer {
      changeSinks { sinks in
        if let index = sinks.recorders.lastIndex(where: { $0 === recorder }) { sinks.recorders.remove(at: index) }
      }
    }
    try body()
    let stopped = recorder.stoppedAtLimit
    return (Trace(log: recorder.finish()), stopped)
  }
}
