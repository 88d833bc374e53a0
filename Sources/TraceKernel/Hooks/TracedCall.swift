/// One traced call in progress on the recording path of `Tracing.call`: the thread's track in its
/// recorder, used without retaining it (an atomic increment and decrement, on every event):
/// the thread's `TracingThread` keeps it alive, and keeps any it replaces while calls are open
/// on the thread until the outermost one returns.
@usableFromInline
struct TracedCall {
  /// Where a hook reports: nowhere, a footprint collector, or a recorder.
  @usableFromInline
  enum Sink {
    case none
    case footprint(FootprintRecorder)
    case recorder(TracedCall)
  }

  private let thread: Unmanaged<TracingThread>
  /// The thread's track, which `thread` keeps alive.
  private unowned(unsafe) let track: any TraceTrack

  /// The calling thread's sink; a call to a recorder is counted open until `exit` or `abandon`.
  @usableFromInline @inline(never)
  static func sink() -> Sink {
    Tracing.currentThread._withUnsafeGuaranteedRef { thread -> Sink in
      if let collector = thread.footprint { return .footprint(collector) }
      guard let track = thread.track else { return .none }
      thread.openCalls += 1
      return .recorder(TracedCall(thread: Tracing.currentThread, track: track))
    }
  }

  /// Records the call's start. The place in RAC's source comes as the hook's closure, called here:
  /// built in the hook, it would make every traced function that much bigger.
  @usableFromInline @inline(never)
  func enter(
    block: String, owner: (any Traceable)?, racSource: () -> RACSourceLocation, arguments: [(String, Any?)],
    bookkeeping: [(String, Any?)], source: TraceSource?
  ) -> Int32 {
    track.enter(
      block: block, owner: owner, racSource: racSource, arguments: arguments, bookkeeping: bookkeeping, source: source)
  }

  /// Records the call's end: its result (taken first, as it always has been), then its bookkeeping.
  @usableFromInline @inline(never)
  func exit<Result>(_ enterIndex: Int32, result: Result, bookkeeping: @autoclosure () -> [(String, Any?)]) {
    track.exit(enterIndex, result: result, bookkeeping: bookkeeping)
    thread._withUnsafeGuaranteedRef { $0.callDidReturn() }
  }

  /// The call threw: nothing more is recorded of it.
  @usableFromInline @inline(never)
  func abandon() {
    thread._withUnsafeGuaranteedRef { $0.callDidReturn() }
  }
}
