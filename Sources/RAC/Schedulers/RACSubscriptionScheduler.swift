import Foundation

/// The scheduler every `subscribe:` goes through.
///
/// Mirrors `RACSubscriptionScheduler`: where there is a current scheduler (the main thread, or code
/// already running on a RAC scheduler) the block runs synchronously and nil is returned; on a raw
/// background thread the block goes to one private background scheduler made once, in `init`.
/// This is why the posts' examples subscribe synchronously: they run on the main thread.
final class RACSubscriptionScheduler: RACScheduler {
  /// RAC's `_backgroundScheduler` (RACScheduler.m:83); internal so that a test that subscribes from
  /// raw background threads can wait for the blocks it queued before its recording closes.
  let backgroundScheduler: RACScheduler

  init() {
    backgroundScheduler = RACScheduler.scheduler()
    super.init(name: "com.ReactiveCocoa.RACScheduler.subscriptionScheduler")
  }

  /// Its background scheduler: the one made in `init`, or, during a `VirtualQueues` run, the run's
  /// (`VirtualQueues.activeRunSubscriptionBackground`). RAC makes the subscription scheduler, and
  /// its background scheduler with it, at the first subscription of the process; a replay is a
  /// process of its own, so the run's is made at its first subscription (`schedule(_:)` makes it
  /// before anything else), and its queue takes its place among the run's queues then.
  private var background: RACScheduler { VirtualQueues.activeRunSubscriptionBackground ?? backgroundScheduler }

  @discardableResult
  override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
    VirtualQueues.makeSubscriptionBackgroundInActiveRun()
    guard RACScheduler.hasCurrentScheduler else { return background.schedule(block) }
    runScheduled(block, rac: .block("RACSubscriptionScheduler.m", 40, in: "-schedule:", "block()"))
    return nil
  }

  /// `schedule:` as the signals' own `-subscribe:` methods call it. In Objective-C their block is a
  /// stack block, copied only when it has to wait on the background scheduler; a Swift closure that
  /// captures the signal and the subscriber is allocated whether it waits or not. This one gets
  /// them as `context` and captures nothing, so running it at once (the usual case: there is a
  /// current scheduler) allocates nothing. Same decision, same traced `scheduledBlock`.
  @discardableResult
  func schedule<Context>(_ context: Context, _ block: @escaping (Context) -> Void) -> RACDisposable? {
    VirtualQueues.makeSubscriptionBackgroundInActiveRun()
    guard RACScheduler.hasCurrentScheduler else { return background.schedule { block(context) } }
    runScheduled({ block(context) }, rac: .block("RACSubscriptionScheduler.m", 40, in: "-schedule:", "block()"))
    return nil
  }

  @discardableResult
  override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
    (RACScheduler.currentScheduler ?? background).after(date, schedule: block)
  }

  @discardableResult
  override func after(
    _ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval,
    schedule block: @escaping () -> Void
  ) -> RACDisposable? {
    (RACScheduler.currentScheduler ?? background)
      .after(date, repeatingEvery: interval, withLeeway: leeway, schedule: block)
  }

  override var now: Date { (RACScheduler.currentScheduler ?? background).now }
}
