import Foundation
import Synchronization

/// A scheduler on virtual time: nothing runs until the test (or walkthrough) steps it, and time
/// moves only when it does, so timed operators run instantly and identically every time.
///
/// Mirrors `RACTestScheduler` (step, step:, stepAll; actions in date order, disposed ones skipped,
/// itself the current scheduler while an action runs) with two additions for timed walkthroughs:
/// a virtual `now`, which `afterDelay` and timed operators read, and `advance(by:)`.
/// Actions due at the same time run in the order they were scheduled.
public final class RACTestScheduler: RACScheduler, @unchecked Sendable {
  /// A block waiting for its (virtual) time. Counted as a live RAC object while it waits.
  final class Action: RACObject {
    let date: Date
    let order: Int
    let block: () -> Void
    let disposable = RACDisposable()

    init(date: Date, order: Int, block: @escaping () -> Void) {
      self.date = date
      self.order = order
      self.block = block
    }
  }

  private struct Queue {
    var now: Date
    var nextOrder = 0
    var actions: [Action] = []
  }

  private let queue: Mutex<Queue>

  /// The virtual clock starts at `startDate` (by default the reference date, 2001-01-01 00:00:00 UTC).
  public init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
    queue = Mutex(Queue(now: startDate))
    super.init(name: "com.github.ReactiveCocoa.RACTestScheduler")
  }

  /// Disposes whatever is still waiting. (RAC's test scheduler runs it instead; here the blocks
  /// may need the scheduler that is going away, so a walkthrough steps its scheduler explicitly.)
  deinit {
    let pending = queue.withLock { $0.actions }
    for action in pending where !action.disposable.isDisposed { action.disposable.dispose() }
  }

  public override var now: Date { queue.withLock { $0.now } }

  /// How many scheduled actions are waiting (disposed ones included until they are skipped).
  public var pendingActionCount: Int { queue.withLock { $0.actions.count } }

  public override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
    enqueue(at: nil, block)
  }

  public override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
    enqueue(at: date, block)
  }

  public override func after(
    _ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval,
    schedule block: @escaping () -> Void
  ) -> RACDisposable? {
    assert(interval > 0, "the interval of a repeating block must be positive")
    let repeating = RACCompoundDisposable()
    scheduleRepeatingTurn(at: date, every: interval, block, in: repeating)
    return repeating
  }

  /// One turn of a repeating action: schedules the next turn, then runs the block.
  private func scheduleRepeatingTurn(
    at date: Date, every interval: TimeInterval, _ block: @escaping () -> Void, in repeating: RACCompoundDisposable
  ) {
    let turn = enqueue(at: date) { [weak self] in
      guard let self, !repeating.isDisposed else { return }
      self.scheduleRepeatingTurn(at: date.addingTimeInterval(interval), every: interval, block, in: repeating)
      block()
    }
    repeating.add(turn)
  }

  /// Runs the earliest waiting action (moving the clock to its date); false when none is waiting.
  @discardableResult
  public func step() -> Bool {
    while let action = dequeue(until: nil) {
      if action.disposable.isDisposed { continue }
      performAsCurrentScheduler { runScheduled(action.block) }
      return true
    }
    return false
  }

  /// Runs up to `ticks` actions, one `step()` each.
  public func step(_ ticks: Int) {
    for _ in 0..<max(0, ticks) where !step() { return }
  }

  /// Runs actions until none is waiting. A repeating action never lets the queue empty: use
  /// `advance(by:)` with one.
  public func stepAll() {
    while step() {}
  }

  /// Moves the clock forward by `interval`, running, in order, every action due by then (including
  /// actions those actions schedule within the interval).
  public func advance(by interval: TimeInterval) {
    advance(to: now.addingTimeInterval(interval))
  }

  /// Moves the clock to `date`, running every action due by then.
  public func advance(to date: Date) {
    while let action = dequeue(until: date) {
      if action.disposable.isDisposed { continue }
      performAsCurrentScheduler { runScheduled(action.block) }
    }
    queue.withLock { if $0.now < date { $0.now = date } }
  }

  private func enqueue(at date: Date?, _ block: @escaping () -> Void) -> RACDisposable {
    queue.withLock { queue in
      let action = Action(date: max(date ?? queue.now, queue.now), order: queue.nextOrder, block: block)
      queue.nextOrder += 1
      let index = queue.actions.firstIndex { ($0.date, $0.order) > (action.date, action.order) } ?? queue.actions.count
      queue.actions.insert(action, at: index)
      return action.disposable
    }
  }

  /// Takes the earliest action due by `limit` (any, when nil) and moves the clock to its date.
  private func dequeue(until limit: Date?) -> Action? {
    queue.withLock { queue in
      guard let first = queue.actions.first else { return nil }
      if let limit, first.date > limit { return nil }
      queue.actions.removeFirst()
      if first.date > queue.now { queue.now = first.date }
      return first
    }
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
