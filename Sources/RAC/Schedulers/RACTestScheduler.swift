import Foundation

/// A scheduler on virtual time: nothing runs until the test (or walkthrough) steps it, and time
/// moves only when it does, so timed operators run instantly and identically every time.
///
/// Mirrors `RACTestScheduler` (step, step:, stepAll; actions in date order, itself the current
/// scheduler while an action runs; named `org.reactivecocoa.ReactiveCocoa.RACTestScheduler`), with
/// these differences, all for timed walkthroughs and leak checks:
/// - a virtual `now`, which `afterDelay` and timed operators read, and `advance(by:)`/`advance(to:)`;
///   `schedule:` enqueues at `now` (RAC uses made-up dates 0 s, 1 s, 2 s… after the reference date);
///   actions due at the same time run in the order they were scheduled;
/// - as in RAC, a disposed action stays queued, holding what its block captured, until a step
///   takes it, which runs nothing (it uses up a tick, RACTestScheduler.m's `-step:`);
/// - `deinit` disposes what is still waiting (RAC runs it: a Swift object cannot hand itself out
///   as the current scheduler while it is being destroyed).
public final class RACTestScheduler: RACScheduler, @unchecked Sendable {
  /// The blocks waiting for their time, on the scheduler's own virtual clock.
  private let queue: VirtualQueue

  /// The virtual clock starts at `startDate` (by default the reference date, 2001-01-01 00:00:00 UTC).
  public convenience init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
    self.init(name: "org.reactivecocoa.ReactiveCocoa.RACTestScheduler", startDate: startDate)
  }

  /// A test scheduler with another name.
  public init(name: String, startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
    queue = VirtualQueue(label: nil, threadName: nil, startDate: startDate)
    super.init(name: name)
  }

  /// Its own queue: its blocks run on virtual time.
  public override var virtualQueue: VirtualQueue? { queue }

  /// The date of the earliest waiting action, if any.
  public var nextActionDate: Date? { queue.nextActionDate }

  deinit {
    queue.disposePendingActions()
  }

  /// Disposes, without running, every action still waiting. An action's block often keeps its
  /// scheduler (a recursive or repeating schedule), so the scheduler would otherwise keep itself
  /// and everything the blocks hold alive.
  public func disposePendingActions() {
    queue.disposePendingActions()
  }

  public override var now: Date { queue.now }

  /// How many actions are waiting to run.
  public var pendingActionCount: Int { queue.pendingActionCount }

  @discardableResult
  public override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
    queue.async(action(block))
  }

  @discardableResult
  public override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
    queue.async(at: date, action(block))
  }

  /// Each turn is an action at `date`, `date + interval`, … (leeway is meaningless on virtual time).
  /// As in RAC, a turn schedules the next one before it runs the block.
  @discardableResult
  public override func after(
    _ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval,
    schedule block: @escaping () -> Void
  ) -> RACDisposable? {
    CoreAssertion.check(interval > 0, "the interval of a repeating block must be positive")
    CoreAssertion.check(leeway >= 0, "the leeway of a repeating block must not be negative")
    let repeating = RACCompoundDisposable()
    scheduleRepeatingTurn(at: date, every: interval, block, in: repeating)
    return repeating
  }

  /// One turn of a repeating action, whose disposable is in `repeating` until the turn runs.
  private func scheduleRepeatingTurn(
    at date: Date, every interval: TimeInterval, _ block: @escaping () -> Void, in repeating: RACCompoundDisposable
  ) {
    let turn = LockedState<RACDisposable?>(nil)
    let disposable = queue.async(at: date) { [weak self] in
      guard let self else { return }
      if let this = turn.withLock({ $0 }) { repeating.remove(this) }
      guard !repeating.isDisposed else { return }
      self.scheduleRepeatingTurn(at: date.addingTimeInterval(interval), every: interval, block, in: repeating)
      self.performAsCurrentScheduler {
        self.runScheduled(block, rac: .block("RACTestScheduler.m", 120, in: "-step:", "action.block()"))
      }
    }
    turn.withLock { $0 = disposable }
    repeating.add(disposable)
  }

  /// An action as `-step:` runs it: with this scheduler current, traced as its scheduled block.
  /// The queue belongs to the scheduler, so a waiting action needs it only while it lives.
  private func action(_ block: @escaping () -> Void) -> () -> Void {
    { [weak self] in
      guard let self else { return }
      self.performAsCurrentScheduler {
        self.runScheduled(block, rac: .block("RACTestScheduler.m", 120, in: "-step:", "action.block()"))
      }
    }
  }

  /// Runs the earliest waiting action (moving the clock to its date); false when none is waiting.
  @discardableResult
  public func step() -> Bool {
    queue.step()
  }

  /// Runs up to `ticks` actions, one `step()` each.
  public func step(_ ticks: Int) {
    for _ in 0..<max(0, ticks) where !step() { return }
  }

  /// Runs actions until none is waiting, including those the actions themselves schedule. A
  /// repeating action never lets the queue empty: use `advance(by:)` with one.
  public func stepAll() {
    while step() {}
  }

  /// Moves the clock forward by `interval`, running, in order, every action due by then (including
  /// actions those actions schedule within the interval).
  public func advance(by interval: TimeInterval) {
    advance(to: now.addingTimeInterval(interval))
  }

  /// Moves the clock to `date`, running every action due by then. The clock never goes back.
  public func advance(to date: Date) {
    queue.advance(to: date)
  }
}

extension RACTestScheduler {
  /// Runs `body` "as the main thread would": with a fresh test scheduler as the current scheduler,
  /// so that subscription is synchronous as in the posts, and then runs everything it scheduled.
  /// The same code gives the same trace on every run.
  public static func runAsMainThread(_ body: (RACTestScheduler) -> Void) {
    let scheduler = RACTestScheduler()
    scheduler.performAsCurrentScheduler { body(scheduler) }
    scheduler.stepAll()
  }
}
