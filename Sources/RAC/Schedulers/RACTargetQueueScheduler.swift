import Foundation

/// A scheduler on its own serial dispatch queue, labelled with the scheduler's name.
///
/// Mirrors `RACQueueScheduler` / `RACTargetQueueScheduler`: `schedule:` is `dispatch_async` with a
/// disposal check and the scheduler made current while the block runs; `after:` is
/// `dispatch_after` on the wall clock; repeating is a GCD timer source whose handler calls the block
/// directly (without making the scheduler current, as RAC 2.5 does). Blocks run in the order they
/// were scheduled.
final class RACTargetQueueScheduler: RACScheduler {
  /// The serial queue the blocks run on.
  let queue: DispatchQueue

  /// `-initWithName:targetQueue:`: a new serial queue labelled with the name, targeting
  /// `targetQueue` (the main queue for `mainThreadScheduler`). A nil name becomes
  /// `com.ReactiveCocoa.RACTargetQueueScheduler(<label of targetQueue>)`.
  init(name: String?, targetQueue: DispatchQueue) {
    let name = name ?? "com.ReactiveCocoa.RACTargetQueueScheduler(\(targetQueue.label))"
    queue = DispatchQueue(label: name, target: targetQueue)
    super.init(name: name)
    QueueLabel.tag(queue, label: name)
  }

  @discardableResult
  override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
    let disposable = RACDisposable()
    queue.async {
      guard !disposable.isDisposed else { return }
      self.performAsCurrentScheduler {
        self.runScheduled(
          block, rac: .block("RACQueueScheduler.m", 68, in: "-schedule:", "performAsCurrentScheduler:block"))
      }
    }
    return disposable
  }

  @discardableResult
  override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
    let disposable = RACDisposable()
    queue.asyncAfter(wallDeadline: Self.wallTime(date)) {
      guard !disposable.isDisposed else { return }
      self.performAsCurrentScheduler {
        self.runScheduled(
          block, rac: .block("RACQueueScheduler.m", 82, in: "-after:schedule:", "performAsCurrentScheduler:block"))
      }
    }
    return disposable
  }

  @discardableResult
  override func after(
    _ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval,
    schedule block: @escaping () -> Void
  ) -> RACDisposable? {
    CoreAssertion.check(interval > 0, "the interval of a repeating block must be positive")
    CoreAssertion.check(leeway >= 0, "the leeway of a repeating block must not be negative")
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(
      wallDeadline: Self.wallTime(date), repeating: interval,
      leeway: .nanoseconds(Int(leeway * 1_000_000_000)))
    timer.setEventHandler {
      self.runScheduled(
        block,
        rac: .block(
          "RACQueueScheduler.m", 99, in: "-after:repeatingEvery:withLeeway:schedule:",
          "dispatch_source_set_event_handler"))
    }
    timer.resume()
    return RACDisposable { timer.cancel() }
  }

  private static func wallTime(_ date: Date) -> DispatchWallTime {
    let delay = max(0, date.timeIntervalSinceNow)
    return .now() + .nanoseconds(Int(delay * 1_000_000_000))
  }
}
