import Foundation
import RAC

/// Runs a closure on a new thread with a stack of a known size, and waits for it.
///
/// Scenario 4 needs this twice: the probes for the deepest chain run on a thread whose stack is the
/// size they report, and the timed chain runs on a thread with a stack large enough for both
/// libraries (OpenCombine's type-erased map chain needs far more stack per map than ours).
/// RAC subscribes synchronously only where there is a current scheduler (the main thread has one);
/// on this thread the immediate scheduler is made current, so subscriptions stay synchronous, as on
/// the main thread.
public enum StackThread {
  /// Returns what `body` returned (nil only if the thread never ran it).
  public static func run<Result>(stackBytes: Int, _ body: @escaping () -> Result) -> Result? {
    let box = ResultBox<Result>()
    let thread = Thread {
      RACScheduler.immediateScheduler.performAsCurrentScheduler { box.result = body() }
      box.done.signal()
    }
    thread.stackSize = stackBytes
    thread.start()
    box.done.wait()
    return box.result
  }
}

/// Hands the thread's result back; the semaphore orders the write before the read.
private final class ResultBox<Value>: @unchecked Sendable {
  var result: Value?
  let done = DispatchSemaphore(value: 0)
}
