import Foundation

/// `-asynchronousFirstOrDefault:success:error:` and `-asynchronouslyWaitUntilCompleted:`
/// (RACSignal.m, the `Testing` category): wait on the main thread for the first value (or the
/// completion) while the main run loop keeps running, so work the signal schedules on the main
/// thread can still happen; give up after 10 seconds (`RACSignalAsynchronousWaitTimeout`).
///
/// The receiver is `[[[self take:1] timeout:10 onScheduler:[RACScheduler scheduler]]
/// deliverOn:mainThreadScheduler]`. In a walkthrough's run the "run loop" is the run's queues, the
/// waiting main queue's other work included, and the 10 seconds are virtual; outside one, the main
/// run loop is run until the answer comes.
extension RACSignal {
  /// `RACSignalAsynchronousWaitTimeout`.
  public static let asynchronousWaitTimeout: TimeInterval = 10

  /// `-asynchronousFirstOrDefault:success:error:`: the first value, or `defaultValue`; `success`
  /// false (and `error` set) when the receiver failed or the wait timed out.
  public func asynchronousFirstOrDefault(_ defaultValue: Any?, success: inout Bool, error: inout NSError?) -> Any? {
    Tracing.call(
      "-asynchronousFirstOrDefault:success:error:", of: self,
      rac: .method("RACSignal.m", 367, "-asynchronousFirstOrDefault:success:error:"),
      arguments: [("defaultValue", defaultValue)]
    ) {
      CoreAssertion.check(
        VirtualQueues.isMainThread,
        "-asynchronousFirstOrDefault:success:error: should only be used from the main thread")
      let state = LockedState<(result: Any?, done: Bool, success: Bool, error: NSError?)>(
        (defaultValue, false, true, nil))
      _ = take(1)
        .timeout(RACSignal.asynchronousWaitTimeout, onScheduler: RACScheduler.scheduler())
        .deliverOn(RACScheduler.mainThreadScheduler)
        .subscribeNext(
          { x in
            state.withLock {
              $0.result = x
              $0.done = true
            }
          },
          error: { receivedError in
            state.withLock { state in
              guard !state.done else { return }
              state.success = false
              state.error = receivedError
              state.done = true
            }
          },
          completed: { state.withLock { $0.done = true } })
      let done = { state.withLock { $0.done } }
      if VirtualQueues.runLoopInActiveRun(until: done) == nil {
        while !done() { RunLoop.main.run(until: Date().addingTimeInterval(0.01)) }
      }
      let final = state.withLock { $0 }
      success = final.success
      error = final.error
      return final.result
    }
  }

  /// `-asynchronouslyWaitUntilCompleted:`: whether the receiver completed within the timeout.
  public func asynchronouslyWaitUntilCompleted(_ error: inout NSError?) -> Bool {
    Tracing.call(
      "-asynchronouslyWaitUntilCompleted:", of: self,
      rac: .method("RACSignal.m", 404, "-asynchronouslyWaitUntilCompleted:")
    ) {
      var success = false
      _ = ignoreValues().asynchronousFirstOrDefault(nil, success: &success, error: &error)
      return success
    }
  }
}
