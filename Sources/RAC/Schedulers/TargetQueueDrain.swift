import Foundation

/// How a serial queue that targets another serial queue runs in a `VirtualQueues` run, as
/// libdispatch runs it (`dispatch_set_target_queue`). RAC 2.5's main thread scheduler is such a
/// queue: `RACTargetQueueScheduler` (RACTargetQueueScheduler.m) makes a serial queue of its own
/// and sets the main queue as its target, and `+mainThreadScheduler` (RACScheduler.m) is one made
/// with the main queue.
/// - While the queue has nothing to do it is not in its target's queue. The first block it is
///   given puts **one** item, a drain, at the end of the target's queue.
/// - Blocks it is given while that item waits or runs join the queue itself, not the target.
/// - When the target reaches the drain, it runs the queue's blocks one after the other, those
///   added meanwhile included, until none is due: all before the target's next item.
///
/// So `[main schedule:^{1}]; dispatch_async(dispatch_get_main_queue(), ^{2}); [main
/// schedule:^{3}];` prints 1 3 2. Here each block of a drain is a turn of its own of the target's
/// thread (a background queue may take a turn between two of them, as it may run beside them on a
/// device): a drain goes on with an item in front of every other item of the target.
///
/// A timer of the queue (`after:schedule:`, `dispatch_after` on the queue) adds its block to the
/// queue when it fires, so it puts a drain item on the target at its date, in the order timers are
/// set (as the target's own timers are ordered); that item leaves the target again when its block
/// is disposed before the date (the timer no longer matters) or runs earlier, in another drain.
struct TargetQueueDrain {
  /// A drain item a timer of the queue put on the target.
  struct Wake {
    let id: Int
    let date: Date
    /// The item's order in the target.
    let order: Int
    weak var target: VirtualQueue?

    /// Takes the item out of the target.
    func remove() {
      target?.removeDrainItem(order: order)
    }
  }

  /// A drain item the queue needs on its target: at `date`; for an action's timer when `isTimer`.
  struct WakeRequest {
    let id: Int
    let date: Date
    let isTimer: Bool
  }

  /// The drain items waiting on the target.
  private var waiting: [(id: Int, date: Date)] = []
  private var lastID = 0
  /// Drains running now (more than one when a block spins a run loop).
  private var running = 0
  /// Whether a drain that goes on waits in front of the target's items.
  private var goesOn = false

  /// Whether the queue is in its target's queue now, or being drained.
  private func isInTarget(now: Date) -> Bool {
    running > 0 || goesOn || waiting.contains { $0.date <= now }
  }

  /// The drain item a new action needs: one at the end of the target for an action due now that
  /// finds the queue idle; one at its date for an action for later (its timer).
  mutating func wake(for action: VirtualQueue.Action, now: Date) -> WakeRequest? {
    let isTimer = action.date > now
    if !isTimer, isInTarget(now: now) { return nil }
    lastID += 1
    waiting.append((lastID, action.date))
    return WakeRequest(id: lastID, date: action.date, isTimer: isTimer)
  }

  /// Forgets a timer's drain item that is no longer needed; the caller disposes of it (after the
  /// queue's lock). nil when it is not waiting (it is the drain running now).
  mutating func forget(_ wake: Wake) -> Wake? {
    guard let index = waiting.firstIndex(where: { $0.id == wake.id }) else { return nil }
    waiting.remove(at: index)
    return wake
  }

  /// A drain begins: the item `id` (nil: the one that goes on) has left the target.
  private mutating func begin(wake id: Int?) {
    if let id { waiting.removeAll { $0.id == id } } else { goesOn = false }
    running += 1
  }

  /// A drain has run one block: whether it goes on (another block is due and no drain that goes
  /// on waits already).
  private mutating func end(nextDate: Date?, now: Date) -> Bool {
    running -= 1
    guard !goesOn, let nextDate, nextDate <= now else { return false }
    goesOn = true
    return true
  }

  /// Puts the drain item `request` asks for on `queue`'s target; a timer's is tied to `action`, so
  /// that it can leave the target with it.
  static func put(_ request: WakeRequest, of queue: VirtualQueue, for action: VirtualQueue.Action) {
    guard let target = queue.targetQueue else { return }
    let order = target.enqueueDrainItem(at: request.date, first: false) { [weak queue] in
      if let queue { drain(queue, wake: request.id) }
    }
    guard request.isTimer else { return }
    let wake = Wake(id: request.id, date: request.date, order: order, target: target)
    let unneeded = queue.withDrainState(checking: action) { drain, _, _, isWaiting -> Wake? in
      guard isWaiting else { return drain.forget(wake) }
      action.wake = wake
      return nil
    }
    unneeded?.remove()
  }

  /// A drain item's turn: runs the queue's next block due now, then, when another is due, puts the
  /// drain that goes on in front of the target's items.
  private static func drain(_ queue: VirtualQueue, wake id: Int?) {
    queue.withDrainState { drain, _, _, _ in drain.begin(wake: id) }
    if let action = queue.dequeueDueAction() { queue.run(action) }
    let goesOn = queue.withDrainState { drain, now, nextDate, _ in drain.end(nextDate: nextDate, now: now) }
    guard goesOn, let target = queue.targetQueue else { return }
    target.enqueueDrainItem(at: queue.now, first: true) { [weak queue] in
      if let queue { drain(queue, wake: nil) }
    }
  }
}
