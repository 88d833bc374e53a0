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
/// - disposing an action takes it out of the queue at once, releasing what its block holds, so
///   `step()` runs the next live action (RAC leaves it queued and lets it use up a tick);
/// - `deinit` disposes what is still waiting (RAC runs it: a Swift object cannot hand itself out
///   as the current scheduler while it is being destroyed).
public final class RACTestScheduler: RACScheduler, @unchecked Sendable {
  /// A block waiting for its (virtual) time. Counted as a live RAC object while it waits, so a
  /// test's leak check sees actions nobody ran or disposed.
  final class Action: CoreObject {
    let date: Date
    let order: Int
    let block: () -> Void
    /// What cancels it; nil for an item of a target queue that drains a queue targeting it
    /// (`TargetQueueDrain`), which runs as it is, neither traced as a scheduled block nor with this
    /// scheduler current, and leaves the queue only through `removeDrainItem(order:)`.
    let disposable: RACDisposable?
    var isDrain: Bool { disposable == nil }
    /// On a queue that targets another, the drain item its timer put there (`TargetQueueDrain`);
    /// changed under the queue's lock.
    var wake: TargetQueueDrain.Wake?

    init(date: Date, order: Int, block: @escaping () -> Void, disposable: RACDisposable?) {
      self.date = date
      self.order = order
      self.block = block
      self.disposable = disposable
    }
  }

  private struct Queue {
    var now: Date
    var virtualQueueLabel: String?
    var virtualThreadName: String?
    var nextOrder = 0
    /// The order of the next item put in front of all others (a drain that goes on): below zero.
    var nextFrontOrder = -1
    /// Sorted by date, then by `order`.
    var actions: [Action] = []
    /// For a queue that targets another: where it stands in its target's queue.
    var drain = TargetQueueDrain()
  }

  private let queue: LockedState<Queue>

  /// The virtual clock starts at `startDate` (by default the reference date, 2001-01-01 00:00:00 UTC).
  public convenience init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
    self.init(name: "org.reactivecocoa.ReactiveCocoa.RACTestScheduler", startDate: startDate)
  }

  /// A test scheduler with another name: `VirtualQueues` names its stand-ins for background
  /// schedulers as RAC names the real ones.
  public init(name: String, startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
    queue = LockedState(Queue(now: startDate))
    super.init(name: name)
  }

  /// The dispatch-queue label code running on this scheduler sees (`QueueLabel.current`) when it
  /// stands for a queue in a `VirtualQueues` run; nil otherwise.
  public internal(set) var virtualQueueLabel: String? {
    get { queue.withLock { $0.virtualQueueLabel } }
    set { queue.withLock { $0.virtualQueueLabel = newValue } }
  }

  /// The thread name the trace shows for actions of this scheduler in a `VirtualQueues` run:
  /// `main` for the main queue, the queue label and a number for a background one (several
  /// background queues share one label).
  public internal(set) var virtualThreadName: String? {
    get { queue.withLock { $0.virtualThreadName } }
    set { queue.withLock { $0.virtualThreadName = newValue } }
  }

  /// The serial queue this one targets in a `VirtualQueues` run (the main queue, for the main
  /// thread scheduler), or nil for a queue that is a thread of its own (a serial queue that targets
  /// a concurrent global queue, as `+scheduler`'s do, runs beside every other). Set once, before
  /// the queue is used.
  public private(set) weak var targetQueue: RACTestScheduler?

  /// The scheduler that is current while this queue's own actions run, when it is not this one:
  /// the main queue's blocks (`dispatch_async(dispatch_get_main_queue(), …)`) run on the main
  /// thread, where `+currentScheduler` is the main thread scheduler (RACScheduler.m).
  weak var actingScheduler: RACTestScheduler?

  /// The queue whose turns run this one's actions: the last of its chain of targets.
  public var threadQueue: RACTestScheduler { targetQueue?.threadQueue ?? self }

  /// `dispatch_set_target_queue`: this queue's actions stop taking turns of their own and run in
  /// items of `target` instead (`TargetQueueDrain`).
  func setTargetQueue(_ target: RACTestScheduler) {
    targetQueue = target
  }

  /// The date of the earliest waiting action, if any.
  public var nextActionDate: Date? { queue.withLock { $0.actions.first?.date } }

  /// Moves the clock forward to `date` without running anything (the clock never goes back): a
  /// `VirtualQueues` run keeps all its schedulers on one clock.
  func moveClock(to date: Date) {
    queue.withLock { if $0.now < date { $0.now = date } }
  }

  deinit {
    disposePendingActions()
  }

  /// Disposes, without running, every action still waiting (decided under the lock, disposed after
  /// it). A run that ends early (stopped, out of budget, a timer that never stops) calls it: an
  /// action's block often keeps its scheduler (a recursive or repeating schedule), so the
  /// scheduler would otherwise keep itself and everything the blocks hold alive.
  public func disposePendingActions() {
    let pending = queue.withLock { queue -> [Action] in
      defer { queue.actions = [] }
      return queue.actions
    }
    for action in pending { action.disposable?.dispose() }
  }

  public override var now: Date { queue.withLock { $0.now } }

  /// How many actions are waiting to run.
  public var pendingActionCount: Int { queue.withLock { $0.actions.count } }

  @discardableResult
  public override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
    enqueue(at: nil, block)
  }

  @discardableResult
  public override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
    enqueue(at: date, block)
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

  /// One turn of a repeating action. The turn's disposable leaves `repeating` when the turn runs,
  /// so a long-running repetition holds only the next turn.
  private func scheduleRepeatingTurn(
    at date: Date, every interval: TimeInterval, _ block: @escaping () -> Void, in repeating: RACCompoundDisposable
  ) {
    let turn = RACCompoundDisposable()
    repeating.add(turn)
    turn.add(
      enqueue(at: date) { [weak self, weak turn] in
        repeating.remove(turn)
        guard let self, !repeating.isDisposed else { return }
        self.scheduleRepeatingTurn(at: date.addingTimeInterval(interval), every: interval, block, in: repeating)
        block()
      })
  }

  /// Runs the earliest waiting action (moving the clock to its date); false when none is waiting.
  @discardableResult
  public func step() -> Bool {
    guard let action = dequeue(until: nil) else { return false }
    run(action)
    return true
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
    while let action = dequeue(until: date) { run(action) }
    queue.withLock { if $0.now < date { $0.now = date } }
  }

  func run(_ action: Action) {
    guard let disposable = action.disposable else {
      action.block()
      return
    }
    guard !disposable.isDisposed else { return }
    let scheduler = actingScheduler ?? self
    scheduler.performAsCurrentScheduler {
      scheduler.runScheduled(action.block, rac: .block("RACTestScheduler.m", 120, in: "-step:", "action.block()"))
    }
  }

  /// Queues `block` at `date` (never before `now`; `now` when nil). Its disposable removes it again.
  /// On a queue that targets another, the action may have to put a drain item there
  /// (`TargetQueueDrain.wake(for:now:)`).
  private func enqueue(at date: Date?, _ block: @escaping () -> Void) -> RACDisposable {
    Tracing.touch(self)
    let (disposable, action, wake) = queue.withLock { queue -> (RACDisposable, Action, TargetQueueDrain.WakeRequest?) in
      let order = queue.nextOrder
      queue.nextOrder += 1
      let disposable = RACDisposable { [weak self] in self?.removeAction(order: order) }
      let action = Action(
        date: max(date ?? queue.now, queue.now), order: order, block: block, disposable: disposable)
      insert(action, into: &queue)
      let wake = targetQueue == nil ? nil : queue.drain.wake(for: action, now: queue.now)
      return (disposable, action, wake)
    }
    if let wake { TargetQueueDrain.put(wake, of: self, for: action) }
    return disposable
  }

  private func insert(_ action: Action, into queue: inout Queue) {
    let index =
      queue.actions.firstIndex { ($0.date, $0.order) > (action.date, action.order) } ?? queue.actions.count
    queue.actions.insert(action, at: index)
  }

  /// Queues a drain item (`TargetQueueDrain`) at `date`, or in front of every other item when
  /// `first` (a drain that goes on with the next block of the queue it drains); returns its order,
  /// for `removeDrainItem(order:)`.
  @discardableResult
  func enqueueDrainItem(at date: Date, first: Bool, _ block: @escaping () -> Void) -> Int {
    Tracing.touch(self)
    return queue.withLock { queue in
      let order: Int
      if first {
        order = queue.nextFrontOrder
        queue.nextFrontOrder -= 1
      } else {
        order = queue.nextOrder
        queue.nextOrder += 1
      }
      insert(Action(date: max(date, queue.now), order: order, block: block, disposable: nil), into: &queue)
      return order
    }
  }

  /// Takes a drain item that is no longer needed out of the queue (its timer's block left the
  /// queue it drains).
  func removeDrainItem(order: Int) {
    removeAction(order: order)
  }

  /// Reads and changes where this queue stands in its target's queue, under its lock; `body` also
  /// gets the clock, the date of the earliest waiting action, and whether `action` still waits.
  func withDrainState<Result>(
    checking action: Action? = nil,
    _ body: (_ drain: inout TargetQueueDrain, _ now: Date, _ nextDate: Date?, _ isWaiting: Bool) -> Result
  ) -> Result {
    queue.withLock { queue in
      let isWaiting = action.map { action in queue.actions.contains { $0 === action } } ?? false
      return body(&queue.drain, queue.now, queue.actions.first?.date, isWaiting)
    }
  }

  /// Takes the earliest action due now, if any, for a drain item of the target queue; the drain
  /// item its timer put there, if another one, is not needed any more and leaves the target.
  func dequeueDueAction() -> Action? {
    dequeue(until: now)
  }

  /// The action leaves the queue under the lock and is released after it: its block may hold the
  /// last reference to objects whose teardown calls back into this scheduler. A drain item its
  /// timer put on the target queue for a later date goes too (the timer no longer fires).
  private func removeAction(order: Int) {
    Tracing.touch(self)
    let (removed, wake) = queue.withLock { queue -> (Action?, TargetQueueDrain.Wake?) in
      guard let index = queue.actions.firstIndex(where: { $0.order == order }) else { return (nil, nil) }
      let action = queue.actions.remove(at: index)
      let wake = action.wake.flatMap { $0.date > queue.now ? queue.drain.forget($0) : nil }
      return (action, wake)
    }
    wake?.remove()
    _ = removed
  }

  /// Takes the earliest action due by `limit` (any, when nil) and moves the clock to its date. On a
  /// queue that targets another, the drain item the action's timer put there, when that is not the
  /// item running now, is not needed any more and leaves the target.
  private func dequeue(until limit: Date?) -> Action? {
    Tracing.touch(self)
    let (action, wake) = queue.withLock { queue -> (Action?, TargetQueueDrain.Wake?) in
      guard let first = queue.actions.first else { return (nil, nil) }
      if let limit, first.date > limit { return (nil, nil) }
      queue.actions.removeFirst()
      if first.date > queue.now { queue.now = first.date }
      return (first, first.wake.flatMap { queue.drain.forget($0) })
    }
    wake?.remove()
    return action
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
