import Foundation

/// Runs every block at once, on the calling thread.
///
/// Mirrors `RACImmediateScheduler`: `schedule:` returns nil, `after:schedule:` blocks the calling
/// thread until the date, repeating is not supported, and recursion is unrolled into a loop so that
/// deep recursion cannot overflow the stack. It never becomes the current scheduler.
final class RACImmediateScheduler: RACScheduler {
  init() {
    super.init(name: "com.ReactiveCocoa.RACScheduler.immediateScheduler")
  }

  @discardableResult
  override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
    runScheduled(block, rac: .block("RACImmediateScheduler.m", 25, in: "-schedule:", "block()"))
    return nil
  }

  @discardableResult
  override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
    Thread.sleep(until: date)
    runScheduled(block, rac: .block("RACImmediateScheduler.m", 34, in: "-after:schedule:", "block()"))
    return nil
  }

  @discardableResult
  override func after(
    _ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval,
    schedule block: @escaping () -> Void
  ) -> RACDisposable? {
    CoreAssertion.fail("+[RACScheduler immediateScheduler] does not support repeating blocks")
    return nil
  }

  /// A loop instead of recursion: each turn calls `recursiveBlock` (traced where RAC's `for` calls
  /// it, RACImmediateScheduler.m:46), handing it the `reschedule` block RAC writes on that same
  /// line (traced too), which counts one more turn, taken after the current one returns.
  @discardableResult
  override func scheduleRecursiveBlock(_ recursiveBlock: @escaping RACSchedulerRecursiveBlock) -> RACDisposable? {
    var remaining = 1
    while remaining > 0 {
      remaining -= 1
      runScheduled(
        {
          recursiveBlock {
            Tracing.call(
              "reschedule", of: self,
              rac: .block("RACImmediateScheduler.m", 46, in: "-scheduleRecursiveBlock:", "recursiveBlock(^")
            ) { remaining += 1 }
          }
        }, rac: .block("RACImmediateScheduler.m", 46, in: "-scheduleRecursiveBlock:", "recursiveBlock("))
    }
    return nil
  }
}
