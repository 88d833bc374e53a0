/// One traced call in progress on the recording path of `Tracing.call`: the thread's recorder and
/// track, used without retaining them (an atomic increment and decrement each, on every event):
/// the thread's `TracingThread` keeps them alive, and keeps any it replaces while calls are open
/// on the thread until the outermost one returns.
struct TracedCall {
  /// Where a hook reports: nowhere, a footprint collector, or a recorder.
  enum Sink {
    case none
    case footprint(FootprintRecorder)
    case recorder(TracedCall)
  }

  private let thread: Unmanaged<TracingThread>
  private let recorder: Unmanaged<TraceRecorder>
  private let track: Unmanaged<TraceRecorder.ThreadTrack>

  /// The calling thread's sink; a call to a recorder is counted open until `exit` or `abandon`.
  @inline(never)
  static func sink() -> Sink {
    Tracing.currentThread._withUnsafeGuaranteedRef { thread -> Sink in
      if let collector = thread.footprint { return .footprint(collector) }
      guard let recorder = thread.unretainedRecorder, let track = thread.unretainedTrack else { return .none }
      thread.openCalls += 1
      return .recorder(TracedCall(thread: Tracing.currentThread, recorder: recorder, track: track))
    }
  }

  /// Records the call's start. The place in RAC's source comes as the hook's closure, called here:
  /// built in the hook, it would make every traced function that much bigger.
  @inline(never)
  func enter(
    block: String, owner: (any Traceable)?, racSource: () -> RACSourceLocation, arguments: [(String, Any?)],
    bookkeeping: [(String, Any?)], source: TraceSource?
  ) -> Int32 {
    recorder._withUnsafeGuaranteedRef { recorder in
      track._withUnsafeGuaranteedRef { track in
        recorder.enter(
          track, block: block, owner: owner, racSource: recorder.index(of: racSource(), track), arguments: arguments,
          bookkeeping: bookkeeping, source: source)
      }
    }
  }

  /// Records the call's end: its result (taken first, as it always has been), then its bookkeeping.
  @inline(never)
  func exit<Result>(_ enterIndex: Int32, result: Result, bookkeeping: @autoclosure () -> [(String, Any?)]) {
    recorder._withUnsafeGuaranteedRef { recorder in
      track._withUnsafeGuaranteedRef { track in
        let captured = Result.self == Void.self ? nil : recorder.captureResult(result, track)
        recorder.exit(track, enterIndex: enterIndex, result: captured, bookkeeping: bookkeeping())
      }
    }
    thread._withUnsafeGuaranteedRef { $0.callDidReturn() }
  }

  /// The call threw: nothing more is recorded of it.
  @inline(never)
  func abandon() {
    thread._withUnsafeGuaranteedRef { $0.callDidReturn() }
  }
}
