import Foundation
import Synchronization

/// A serial dispatch queue on virtual time: what a `VirtualQueues` run gives RAC's queue
/// schedulers in place of a libdispatch queue, and the queue a `RACTestScheduler` keeps its
/// blocks in.
///
/// RAC 2.5's `RACQueueScheduler` (RACQueueScheduler.m) runs its blocks with `dispatch_async`,
/// `dispatch_after` and a timer source on a serial queue that `RACTargetQueueScheduler`
/// (RACTargetQueueScheduler.m) makes. In a replay that queue is one of these: blocks wait in date
/// order, nothing runs until the run (or the test scheduler owning it) takes a turn, and time moves
/// only when it does. It is libdispatch's part, not RAC's: a block runs as it is, untraced; the
/// scheduler whose queue it is traces it and makes itself current, as RAC's code does.
///
/// Differences from a real queue, all for deterministic replays and leak checks:
/// - blocks due at the same time run in the order they were queued;
/// - a block whose handle is disposed stays queued, holding what it captured, until its time
///   comes, as libdispatch keeps a `dispatch_async`/`dispatch_after` block: its turn then does
///   nothing (RAC's own block checks `disposable.disposed` and returns) but release it, which is
///   when what it held may go;
/// - `disposePendingActions()` (a run's end, the owner's `deinit`) drops what still waits.
public final class VirtualQueue: CoreObject, @unchecked Sendable {
  /// A block waiting for its (virtual) time, disposed or not. Counted as a live RAC object while
  /// it waits, so a test's leak check sees blocks still queued.
  final class Action: CoreObject {
    let date: Date
    let order: Int
    let block: () -> Void
    /// What cancels it; nil for an item of a target queue that drains a queue targeting it
    /// (`TargetQueueDrain`), which runs as it is and leaves the queue only through
    /// `removeDrainItem(order:)`.
    let disposable: RACDisposable?
    var isDrain: Bool { disposable == nil }
    /// A repeating timer's next firing (a timer source's): what a program whose work is done
    /// leaves behind when nobody disposes its interval.
    var isTimerFiring = false
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

  private struct State {
    var now: Date
    var nextOrder = 0
    /// The order of the next item put in front of all others (a drain that goes on): below zero.
    var nextFrontOrder = -1
    /// Sorted by date, then by `order`.
    var actions = SortedActions<Action> { ($0.date, $0.order) }
    /// For a queue that targets another: where it stands in its target's queue.
    var drain = TargetQueueDrain()
  }

  private let state: LockedState<State>
  /// The clock of the run the queue belongs to, if any (`VirtualClock`): the queue's own clock
  /// catches up with it whenever the queue's state is read or changed.
  private let runClock: VirtualClock?

  /// `body` on the queue's state, under its lock, with its clock caught up with the run's; the
  /// date of its earliest block is published afterwards (`nextActionDate`).
  private func locked<Result>(_ body: (inout State) -> Result) -> Result {
    state.withLock { state in
      if let runClock {
        let date = runClock.date
        if state.now < date { state.now = date }
      }
      let result = body(&state)
      let next = state.actions.first.map { $0.date.timeIntervalSinceReferenceDate.bitPattern } ?? Self.noAction
      if publishedNextDate.load(ordering: .relaxed) != next { publishedNextDate.store(next, ordering: .releasing) }
      return result
    }
  }

  /// The date of the earliest waiting block as the bits of its `timeIntervalSinceReferenceDate`,
  /// or `noAction`: read without the lock, as a run asks every queue for it at every turn.
  private let publishedNextDate = Atomic<UInt64>(VirtualQueue.noAction)
  private static let noAction = UInt64.max

  /// What a `VirtualQueues` run keeps on each of its queues, read and changed only on the run's
  /// thread: the turn it last took (for the default order) and how many waits its code is in.
  @exclusivity(unchecked) var lastTurn = 0
  @exclusivity(unchecked) var waitCount = 0
  /// The queue's place among the run's queues that take turns, in creation order: the default
  /// order's last tie-break.
  @exclusivity(unchecked) var creationIndex = 0

  /// The dispatch-queue label code running on this queue sees (`QueueLabel.current`,
  /// `dispatch_queue_get_label`): set for the queues of a `VirtualQueues` run, nil for a test
  /// scheduler's.
  public let label: String?

  /// The thread name the trace shows for blocks of this queue in a `VirtualQueues` run: `main`
  /// for the main queue and the queues that target it, the label and a number for a background
  /// one (several background queues share one label); nil for a test scheduler's queue.
  public let threadName: String?

  /// The serial queue this one targets in a `VirtualQueues` run (the main queue, for the main
  /// thread scheduler's queue), or nil for a queue that is a thread of its own (a serial queue
  /// that targets a concurrent global queue, as `+scheduler`'s do, runs beside every other).
  public let targetQueue: VirtualQueue?

  /// The scheduler that is current while a block of this queue runs, for blocks that do not make
  /// their own scheduler current: `+mainThreadScheduler` for the main queue's blocks
  /// (`dispatch_async(dispatch_get_main_queue(), …)` runs on the main thread, where
  /// `+currentScheduler` is the main thread scheduler: RACScheduler.m); the scheduler made over a
  /// queue otherwise. Weak: the scheduler owns its queue.
  weak var actingScheduler: RACScheduler?

  /// The worker threads its blocks run on (`WorkerThreadPool`): none for the main queue and for
  /// queues that target another; a background queue's own is set when it is made.
  public var workerThreadPool: WorkerThreadPool {
    get { WorkerThreadPool(rawValue: pool.load(ordering: .relaxed)) ?? .none }
    set {
      let old = pool.exchange(newValue.rawValue, ordering: .relaxed)
      if old != newValue.rawValue { VirtualQueues.workerThreadPoolDidChange(of: self) }
    }
  }
  private let pool: Atomic<UInt8>

  /// A queue whose clock starts at `startDate`; `label` and `threadName` name it in a run.
  init(
    label: String?, threadName: String?, targetQueue: VirtualQueue? = nil, startDate: Date,
    runClock: VirtualClock? = nil,
    workerThreadPool: WorkerThreadPool = .none
  ) {
    pool = Atomic(workerThreadPool.rawValue)
    state = LockedState(State(now: startDate))
    self.runClock = runClock
    self.label = label
    self.threadName = threadName
    self.targetQueue = targetQueue
    super.init()
  }

  /// The queue whose turns run this one's blocks: the last of its chain of targets.
  public var threadQueue: VirtualQueue { targetQueue?.threadQueue ?? self }

  /// The date of the earliest waiting block, if any.
  public var nextActionDate: Date? {
    let bits = publishedNextDate.load(ordering: .acquiring)
    return bits == Self.noAction ? nil : Date(timeIntervalSinceReferenceDate: Double(bitPattern: bits))
  }

  /// The queue's clock.
  public var now: Date { locked { $0.now } }

  /// How many blocks are waiting to run.
  public var pendingActionCount: Int { locked { $0.actions.count } }

  deinit {
    disposePendingActions()
  }

  /// Disposes, without running, every block still waiting (decided under the lock, disposed after
  /// it). A run that ends early (stopped, out of budget, a timer that never stops) calls it: a
  /// block often keeps its scheduler (a recursive or repeating schedule), so the scheduler would
  /// otherwise keep itself and everything the blocks hold alive.
  public func disposePendingActions() {
    let pending = locked { state -> [Action] in
      state.actions.removeAll()
    }
    for action in pending { action.disposable?.dispose() }
  }

  /// `dispatch_async`: queues `block` at the current time. The result is the plain disposable RAC's
  /// schedulers hand out (`[[RACDisposable alloc] init]`), which the queue checks when the block's
  /// turn comes.
  @discardableResult
  public func async(_ block: @escaping () -> Void) -> RACDisposable {
    enqueue(at: nil, block)
  }

  /// `dispatch_after`: queues `block` at `date` (never before now); disposing the result makes its
  /// turn a no-op, as `async(_:)`'s does.
  @discardableResult
  public func async(at date: Date, _ block: @escaping () -> Void) -> RACDisposable {
    enqueue(at: date, block)
  }

  /// The next firing of a timer source that a library keeps itself (the interpreter's
  /// `dispatch_source_t`): `async(at:_:)`, marked as a timer's firing (`hasOnlyTimerFirings`).
  @discardableResult
  public func asyncTimerFiring(at date: Date, _ block: @escaping () -> Void) -> RACDisposable {
    enqueue(at: date, isTimerFiring: true, block)
  }

  /// Whether all this queue waits for is repeating timers' next firings (and drain items).
  var hasOnlyTimerFirings: Bool {
    locked { $0.actions.allSatisfy { $0.isTimerFiring || $0.isDrain } }
  }

  /// Whether this queue waits for a repeating timer's next firing.
  var hasTimerFiring: Bool {
    locked { !$0.actions.allSatisfy { !$0.isTimerFiring } }
  }

  /// A timer source on this queue (`dispatch_source_create` with a timer): `block` at `date`,
  /// `date + interval`, … (leeway is meaningless on virtual time). Each firing queues the next one
  /// before it runs the block. The timer is libdispatch's: cancelling it traces nothing.
  func repeating(at date: Date, every interval: TimeInterval, _ block: @escaping () -> Void) -> VirtualTimer {
    let timer = VirtualTimer()
    scheduleFiring(of: timer, at: date, every: interval, block)
    return timer
  }

  /// One firing of a timer; the timer holds only its next firing.
  private func scheduleFiring(
    of timer: VirtualTimer, at date: Date, every interval: TimeInterval, _ block: @escaping () -> Void
  ) {
    // The firing keeps its timer, as libdispatch keeps a resumed source.
    // A cancelled source fires no more: its next firing leaves the queue at once.
    let firing = enqueue(at: date, leavesWhenDisposed: true, isTimerFiring: true) { [weak self] in
      guard let self, !timer.isCancelled else { return }
      self.scheduleFiring(of: timer, at: date.addingTimeInterval(interval), every: interval, block)
      block()
    }
    timer.setNextFiring(firing)
  }

  /// Runs the earliest waiting block (moving the clock to its date); false when none is waiting.
  @discardableResult
  public func step() -> Bool {
    guard let action = dequeue(until: nil) else { return false }
    run(action)
    return true
  }

  /// Moves the clock to `date`, running every block due by then. The clock never goes back.
  public func advance(to date: Date) {
    while let action = dequeue(until: date) { run(action) }
    locked { if $0.now < date { $0.now = date } }
  }

  /// Runs one block: a drain item as it is; another, unless disposed, with `actingScheduler`
  /// current (the block's own scheduler makes itself current inside, when it has one), or, on a
  /// background queue without one (a global queue's `dispatch_async`), with no scheduler current.
  func run(_ action: Action) {
    guard let disposable = action.disposable else {
      action.block()
      return
    }
    guard !disposable.isDisposed else { return }
    if let scheduler = actingScheduler {
      scheduler.performAsCurrentScheduler(action.block)
    } else if VirtualQueues.isMainQueue(threadQueue) {
      action.block()
    } else {
      RACScheduler.performWithoutCurrentScheduler(on: self, action.block)
    }
  }

  /// Queues `block` at `date` (never before `now`; `now` when nil). Disposing its disposable makes
  /// its turn a no-op, or, when `leavesWhenDisposed` (a timer's firing), takes it out at once.
  /// On a queue that targets another, the block may have to put a drain item there
  /// (`TargetQueueDrain.wake(for:now:)`).
  private func enqueue(
    at date: Date?, leavesWhenDisposed: Bool = false, isTimerFiring: Bool = false, _ block: @escaping () -> Void
  ) -> RACDisposable {
    Tracing.touch(self)
    let (disposable, action, wake) = locked { state -> (RACDisposable, Action, TargetQueueDrain.WakeRequest?) in
      let order = state.nextOrder
      state.nextOrder += 1
      let disposable = QueuedBlockDisposable(queue: leavesWhenDisposed ? self : nil, order: order)
      let action = Action(
        date: max(date ?? state.now, state.now), order: order, block: block, disposable: disposable)
      action.isTimerFiring = isTimerFiring
      insert(action, into: &state)
      let wake = targetQueue == nil ? nil : state.drain.wake(for: action, now: state.now)
      return (disposable, action, wake)
    }
    if let wake { TargetQueueDrain.put(wake, of: self, for: action) }
    return disposable
  }

  private func insert(_ action: Action, into state: inout State) {
    state.actions.insert(action)
  }

  /// Queues a drain item (`TargetQueueDrain`) at `date`, or in front of every other item when
  /// `first` (a drain that goes on with the next block of the queue it drains); returns its order,
  /// for `removeDrainItem(order:)`.
  @discardableResult
  func enqueueDrainItem(at date: Date, first: Bool, _ block: @escaping () -> Void) -> Int {
    Tracing.touch(self)
    return locked { state in
      let order: Int
      if first {
        order = state.nextFrontOrder
        state.nextFrontOrder -= 1
      } else {
        order = state.nextOrder
        state.nextOrder += 1
      }
      insert(Action(date: max(date, state.now), order: order, block: block, disposable: nil), into: &state)
      return order
    }
  }

  /// Takes a timer's firing whose timer was cancelled out of the queue.
  func removeCancelledFiring(order: Int) {
    removeAction(order: order)
  }

  /// Takes a drain item that is no longer needed out of the queue (its timer's block left the
  /// queue it drains).
  func removeDrainItem(order: Int) {
    removeAction(order: order)
  }

  /// Reads and changes where this queue stands in its target's queue, under its lock; `body` also
  /// gets the clock, the date of the earliest waiting block, and whether `action` still waits.
  func withDrainState<Result>(
    checking action: Action? = nil,
    _ body: (_ drain: inout TargetQueueDrain, _ now: Date, _ nextDate: Date?, _ isWaiting: Bool) -> Result
  ) -> Result {
    locked { state in
      let isWaiting = action.map { state.actions.contains($0) } ?? false
      return body(&state.drain, state.now, state.actions.first?.date, isWaiting)
    }
  }

  /// Takes the earliest block due now, if any, for a drain item of the target queue; the drain
  /// item its timer put there, if another one, is not needed any more and leaves the target.
  func dequeueDueAction() -> Action? {
    dequeue(until: now)
  }

  /// The block leaves the queue under the lock and is released after it: it may hold the last
  /// reference to objects whose teardown calls back into this queue. A drain item its timer put
  /// on the target queue for a later date goes too (the timer no longer fires).
  private func removeAction(order: Int) {
    Tracing.touch(self)
    let (removed, wake) = locked { state -> (Action?, TargetQueueDrain.Wake?) in
      guard let action = state.actions.remove(where: { $0.order == order }) else { return (nil, nil) }
      let wake = action.wake.flatMap { $0.date > state.now ? state.drain.forget($0) : nil }
      return (action, wake)
    }
    wake?.remove()
    _ = removed
  }

  /// Takes the earliest block due by `limit` (any, when nil) and moves the clock to its date. On a
  /// queue that targets another, the drain item the block's timer put there, when that is not the
  /// item running now, is not needed any more and leaves the target.
  private func dequeue(until limit: Date?) -> Action? {
    Tracing.touch(self)
    let (action, wake) = locked { state -> (Action?, TargetQueueDrain.Wake?) in
      guard let first = state.actions.first else { return (nil, nil) }
      if let limit, first.date > limit { return (nil, nil) }
      _ = state.actions.removeFirst()
      if first.date > state.now { state.now = first.date }
      return (first, first.wake.flatMap { state.drain.forget($0) })
    }
    wake?.remove()
    return action
  }
}

/// The disposable of a block waiting in a `VirtualQueue`: RAC's schedulers return a plain
/// `[[RACDisposable alloc] init]` (RACQueueScheduler.m, RACTestScheduler.m), which the block checks
/// when its turn comes. A timer's firing also leaves the queue when disposed (a cancelled
/// `dispatch_source_t` does not fire again), as bookkeeping with no block of RAC's to trace. It is
/// a `RACDisposable` to everyone else.
final class QueuedBlockDisposable: RACDisposable, @unchecked Sendable {
  /// The queue to leave when disposed; nil for a block that stays until its turn.
  private weak var queue: VirtualQueue?
  private let order: Int

  init(queue: VirtualQueue?, order: Int) {
    self.queue = queue
    self.order = order
    super.init()
  }

  override var className: String { "RACDisposable" }

  override func dispose() {
    guard !isDisposed else { return }
    super.dispose()
    queue?.removeCancelledFiring(order: order)
  }
}

/// A timer source of a `VirtualQueue` (`dispatch_source_t`): the firing waiting in the queue, and
/// whether it is cancelled (`dispatch_source_cancel`), which takes that firing out.
final class VirtualTimer: Sendable {
  private struct State {
    var isCancelled = false
    var nextFiring: RACDisposable?
  }

  private let state = LockedState(State())

  var isCancelled: Bool { state.withLock { $0.isCancelled } }

  /// The firing now waiting; one cancelled meanwhile takes it out at once.
  func setNextFiring(_ firing: RACDisposable) {
    let cancelled = state.withLock { state -> Bool in
      if !state.isCancelled { state.nextFiring = firing }
      return state.isCancelled
    }
    if cancelled { firing.dispose() }
  }

  /// `dispatch_source_cancel`: no firing after this one.
  func cancel() {
    let pending = state.withLock { state -> RACDisposable? in
      state.isCancelled = true
      defer { state.nextFiring = nil }
      return state.nextFiring
    }
    pending?.dispose()
  }
}
