import Foundation

/// A scheduler on its own serial queue, labelled with the scheduler's name, whose target is
/// another queue (a global queue for `+scheduler`, the main queue for `+mainThreadScheduler`).
///
/// Mirrors `RACQueueScheduler` / `RACTargetQueueScheduler` (RACQueueScheduler.m,
/// RACTargetQueueScheduler.m): `schedule:` is `dispatch_async` with a disposal check and the
/// scheduler made current while the block runs (`-performAsCurrentScheduler:`, RACScheduler.m);
/// `after:` is `dispatch_after`; repeating is a timer source whose handler is the block itself
/// (libdispatch calls it without making the scheduler current, as RAC 2.5 does). Blocks run in the order they
/// were scheduled.
///
/// The queue is a real dispatch queue, or, in a `VirtualQueues` run, the run's virtual serial
/// queue (`Queue`): the scheduler is the same class with the same name either way, as RAC makes
/// one whatever runs its queue.
final class RACTargetQueueScheduler: RACScheduler {
  /// The serial queue the blocks run on: libdispatch's, or a replay's virtual one.
  enum Queue {
    case dispatch(DispatchQueue)
    case virtual(VirtualQueue)
  }

  /// The serial queue the blocks run on.
  let queue: Queue

  /// `-initWithName:targetQueue:`: a new serial queue labelled with the name, targeting
  /// `targetQueue` (the main queue for `mainThreadScheduler`). A nil name becomes
  /// `com.ReactiveCocoa.RACTargetQueueScheduler(<label of targetQueue>)`.
  init(name: String?, targetQueue: DispatchQueue) {
    let name = name ?? Self.defaultName(targetLabel: targetQueue.label)
    let dispatchQueue = DispatchQueue(label: name, target: targetQueue)
    queue = .dispatch(dispatchQueue)
    super.init(name: name)
    QueueLabel.tag(dispatchQueue, label: name)
  }

  /// The same scheduler over a replay's virtual serial queue (`VirtualQueues`), which the run made
  /// with its target; the queue's blocks run with this scheduler current.
  init(name: String, virtualQueue: VirtualQueue) {
    queue = .virtual(virtualQueue)
    super.init(name: name)
    virtualQueue.actingScheduler = self
  }

  /// The name `-initWithName:targetQueue:` gives a scheduler made without one.
  static func defaultName(targetLabel: String) -> String {
    "com.ReactiveCocoa.RACTargetQueueScheduler(\(targetLabel))"
  }

  /// The dispatch queue, when the scheduler is on libdispatch's.
  var dispatchQueue: DispatchQueue? {
    if case .dispatch(let dispatchQueue) = queue { return dispatchQueue }
    return nil
  }

  override var virtualQueue: VirtualQueue? {
    if case .virtual(let virtualQueue) = queue { return virtualQueue }
    return nil
  }

  /// The wall clock, or the run's virtual clock on a virtual queue.
  override var now: Date {
    if case .virtual(let virtualQueue) = queue { return virtualQueue.now }
    return Date()
  }

  @discardableResult
  override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
    switch queue {
    case .dispatch(let dispatchQueue):
      let disposable = RACDisposable()
      dispatchQueue.async {
        guard !disposable.isDisposed else { return }
        self.performAsCurrent(block)
      }
      return disposable
    case .virtual(let virtualQueue):
      // The queue checks the disposable before it runs the block, and disposing it takes the block
      // out of the queue at once (`VirtualQueue`).
      return virtualQueue.async { self.performAsCurrent(block) }
    }
  }

  @discardableResult
  override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
    switch queue {
    case .dispatch(let dispatchQueue):
      let disposable = RACDisposable()
      dispatchQueue.asyncAfter(wallDeadline: Self.wallTime(date)) {
        guard !disposable.isDisposed else { return }
        self.performAsCurrent(block)
      }
      return disposable
    case .virtual(let virtualQueue):
      return virtualQueue.async(at: date) { self.performAsCurrent(block) }
    }
  }

  /// `[self performAsCurrentScheduler:block]` of `-schedule:` and `-after:schedule:`: the block runs
  /// where `-performAsCurrentScheduler:` calls it.
  private func performAsCurrent(_ block: () -> Void) {
    performAsCurrentScheduler {
      runScheduled(block, rac: .block("RACScheduler.m", 202, in: "-performAsCurrentScheduler:", "block()"))
    }
  }

  @discardableResult
  override func after(
    _ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval,
    schedule block: @escaping () -> Void
  ) -> RACDisposable? {
    CoreAssertion.check(interval > 0, "the interval of a repeating block must be positive")
    CoreAssertion.check(leeway >= 0, "the leeway of a repeating block must not be negative")
    // `dispatch_source_set_event_handler(timer, block)`: libdispatch calls the block itself, with no
    // code of RAC's around it, so nothing is traced here (the block traces itself where its
    // literal is, as `+interval:onScheduler:withLeeway:`'s does).
    let handler = block
    switch queue {
    case .dispatch(let dispatchQueue):
      let timer = DispatchSource.makeTimerSource(queue: dispatchQueue)
      timer.schedule(
        wallDeadline: Self.wallTime(date), repeating: interval,
        leeway: .nanoseconds(Int(leeway * 1_000_000_000)))
      timer.setEventHandler(handler: handler)
      timer.resume()
      CoreRoots.add(
        Self.timerRootName, holding: ClosureKey(handler),
        while: { [weak source = timer as AnyObject] in
          (source as? any DispatchSourceTimer).map { !$0.isCancelled } ?? false
        })
      // RAC's block captures the timer source, libdispatch's and no object of RAC's or the program's.
      return RACDisposable(
        .block("RACQueueScheduler.m", 102, in: "-after:repeatingEvery:withLeeway:schedule:", "disposableWithBlock:"),
        captures: []
      ) { timer.cancel() }
    case .virtual(let virtualQueue):
      let timer = virtualQueue.repeating(at: date, every: interval, handler)
      CoreRoots.add(
        Self.timerRootName, holding: ClosureKey(handler),
        while: { [weak timer] in timer.map { !$0.isCancelled } ?? false })
      return RACDisposable(
        .block("RACQueueScheduler.m", 102, in: "-after:repeatingEvery:withLeeway:schedule:", "disposableWithBlock:"),
        captures: []
      ) { timer.cancel() }
    }
  }

  /// What holds a repeating block, as RAC's `-after:repeatingEvery:withLeeway:schedule:` sets it
  /// (`dispatch_source_set_event_handler`, RACQueueScheduler.m:99), for a leak analysis.
  private static let timerRootName = "the timer source's event handler (set at RACQueueScheduler.m:99)"

  private static func wallTime(_ date: Date) -> DispatchWallTime {

    let delay = max(0, date.timeIntervalSinceNow)
    return .now() + .nanoseconds(Int(delay * 1_000_000_000))
  }
}
