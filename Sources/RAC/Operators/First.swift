import Foundation

/// `-first`, `-firstOrDefault:`, `-firstOrDefault:success:error:` (RACSignal+Operations.m): block the
/// calling thread until the receiver's first value, its completion or its error (behaviour §6.6).
///
/// The receiver is subscribed to as `[self take:1]`, and the caller waits on a condition that the
/// subscription's blocks signal. Like RAC's, these deadlock when the signal can only deliver on the
/// thread that is waiting (e.g. `deliverOn:mainThreadScheduler` waited for on the main thread).
extension RACSignal {
  /// The first value, or nil when the receiver completes without one or fails.
  public func first() -> Any? {
    firstOrDefault(nil)
  }

  /// The first value, or `defaultValue` when the receiver completes without one or fails.
  public func firstOrDefault(_ defaultValue: Any?) -> Any? {
    var success = false
    var error: NSError?
    return firstOrDefault(defaultValue, success: &success, error: &error)
  }

  /// The first value, or `defaultValue`; `success` says whether the receiver sent a value or
  /// completed (true) or failed (false), and `error` is its error when it failed.
  ///
  /// RAC takes `BOOL *` / `NSError **` that may be NULL; here they are `inout`, and
  /// `firstOrDefault(_:)` stands for passing NULL.
  public func firstOrDefault(_ defaultValue: Any?, success: inout Bool, error: inout NSError?) -> Any? {
    Tracing.call(
      "-firstOrDefault:success:error:", of: self,
      rac: .method("RACSignal+Operations.m", 856, "-firstOrDefault:success:error:"),
      arguments: [("defaultValue", defaultValue)]
    ) {
      let condition = NSCondition()
      condition.name = "[\(name)] -firstOrDefault: \(LogSink.describe(defaultValue)) success:error:"

      var value = defaultValue
      var done = false
      var localError: NSError?
      var localSuccess = false

      take(1).subscribe(
        next: CoreClosures.next(
          .block("RACSignal+Operations.m", 867, in: "-firstOrDefault:success:error:", "subscribeNext:"),
          captures: [.object("self", self)]
        ) { x in
          Tracing.call(
            "first next", of: self,
            rac: .block("RACSignal+Operations.m", 867, in: "-firstOrDefault:success:error:", "subscribeNext:"),
            arguments: [("x", x)]
          ) {
            condition.lock()
            value = x
            localSuccess = true
            done = true
            condition.broadcast()
            condition.unlock()
          }
        },
        error: CoreClosures.error(
          .block("RACSignal+Operations.m", 876, in: "-firstOrDefault:success:error:", "error:"),
          captures: [.object("self", self)]
        ) { receivedError in
          Tracing.call(
            "first error", of: self,
            rac: .block("RACSignal+Operations.m", 876, in: "-firstOrDefault:success:error:", "error:"),
            arguments: [("error", receivedError)]
          ) {
            condition.lock()
            if !done {
              localSuccess = false
              localError = receivedError
              done = true
              condition.broadcast()
            }
            condition.unlock()
          }
        },
        completed: CoreClosures.action(
          .block("RACSignal+Operations.m", 888, in: "-firstOrDefault:success:error:", "completed:"),
          captures: [.object("self", self)]
        ) {
          Tracing.call(
            "first completed", of: self,
            rac: .block("RACSignal+Operations.m", 888, in: "-firstOrDefault:success:error:", "completed:")
          ) {
            condition.lock()
            localSuccess = true
            done = true
            condition.broadcast()
            condition.unlock()
          }
        },
        traceLabel: "-firstOrDefault:success:error: subscriber of take:1")

      // In a VirtualQueues run every queue shares this thread: the other queues take their turns
      // while this one waits, and a wait nothing can end is reported, not slept through forever.
      let waited = VirtualQueues.waitInActiveRun {
        condition.lock()
        defer { condition.unlock() }
        return done
      }
      if waited == .deadlocked {
        CoreAssertion.deadlock(
          "-first (or -toArray) waits for a value that can never come: nothing but the waiting thread could send it (a deadlock on a device)"
        )
      }
      condition.lock()
      while !done, waited == nil { condition.wait() }
      success = localSuccess
      error = localError
      let result = value
      condition.unlock()
      return result
    }
  }
}
