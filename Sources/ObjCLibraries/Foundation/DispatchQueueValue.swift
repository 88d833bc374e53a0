import Dispatch
import Foundation
import ObjCInterpreter
import RAC

/// A dispatch queue of the run, on its virtual queues (`VirtualQueues`): where a block sent to it
/// runs, its label, its target and its specific values.
///
/// - The main queue (one for the run) is the run's main queue: its blocks are the main thread's
///   turns (`VirtualQueues.asyncOnMainThread`).
/// - A global queue is a background virtual queue of its own, one per `dispatch_get_global_queue`
///   call, so that blocks sent through separate calls may interleave as a concurrent queue's do.
/// - A queue the program makes (`dispatch_queue_create`) is serial. Pointed at the main queue (as
///   `RACTargetQueueScheduler` does for `mainThreadScheduler`), it is a serial virtual queue whose
///   target is the main queue, as the core makes for `+schedulerWithQueue:`, so its blocks run in
///   the main queue's drains on the main thread. Pointed at a concurrent queue (a global queue, as
///   for RAC's background schedulers), it is a virtual queue of its own, labelled with its own
///   label as the core labels the background schedulers it makes.
///
/// Limits: a queue pointed at another serial queue the program made runs its blocks on that
/// queue's virtual queue, in that queue's order (the core models targets other than the main
/// queue only for its own schedulers); a concurrent queue the program makes runs its blocks one at
/// a time, in order, like a serial one (each block would need a thread of its own to interleave);
/// changing a queue's target affects the blocks sent after the change.
final class DispatchQueueValue: CustomStringConvertible {
  enum Kind {
    case main
    case global
    case created
  }

  let kind: Kind
  /// As `dispatch_queue_get_label` answers it.
  let label: String
  let isConcurrent: Bool
  /// `dispatch_set_target_queue`'s queue; nil is the default target (a global queue).
  private(set) var target: DispatchQueueValue?
  /// `dispatch_queue_set_specific`'s values. A context is a `void *` the queue does not retain
  /// (RACQueueScheduler.m passes `(__bridge void *)self`): an object of the program or of RAC is
  /// held weakly, or the queue and the scheduler that owns it would keep each other alive.
  private var specifics: [PointerKey: Specific] = [:]

  /// A specific value: an object, unretained, or any other value.
  private enum Specific {
    case object(WeakContext)
    case value(Any)

    var value: Any? {
      switch self {
      case .object(let context): return context.object
      case .value(let value): return value
      }
    }
  }

  /// An object given as a context pointer, not retained.
  private final class WeakContext {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }
  /// The virtual queue of its own, once made.
  private var background: RACScheduler?

  init(kind: Kind, label: String, concurrent: Bool) {
    self.kind = kind
    self.label = label
    self.isConcurrent = concurrent
  }

  /// The main queue of a run (`CLibraryState.dispatch.mainQueue` keeps the one).
  static func makeMain() -> DispatchQueueValue {
    DispatchQueueValue(kind: .main, label: "com.apple.main-thread", concurrent: false)
  }

  var isMain: Bool { kind == .main }

  /// Where its blocks run (and its timers fire): the main thread scheduler for the main queue; for
  /// another queue a scheduler made when its target is set or on first use (a queue pointed at the
  /// main queue right after it is made never makes a background one, and the others are made in
  /// the order the core makes its background schedulers).
  var scheduler: RACScheduler {
    switch kind {
    case .main:
      return RACScheduler.mainThreadScheduler
    case .global:
      return backgroundScheduler { RACScheduler.scheduler() }
    case .created:
      if let target, target.isMain {
        return mainTargetingScheduler
          ?? made(&mainTargetingScheduler) {
            RACScheduler.scheduler(withQueue: .main, name: label.isEmpty ? nil : label)
          }
      }
      if let target, !target.isConcurrent { return target.scheduler }
      return backgroundScheduler {
        let scheduler = RACScheduler.scheduler(withPriority: .default, name: label.isEmpty ? nil : label)
        // A serial queue with the default target runs on overcommit threads; one pointed at a
        // global queue, or a concurrent one, on constrained threads (`WorkerThreadPool`).
        if target == nil, !isConcurrent { scheduler.virtualQueue?.workerThreadPool = .overcommit }
        return scheduler
      }
    }
  }

  /// The virtual queue its blocks wait in during a run (`VirtualQueues`): the run's main queue for
  /// the main queue, else the queue of its scheduler; nil outside a run.
  var virtualQueue: VirtualQueue? {
    isMain ? VirtualQueues.activeMainQueue : scheduler.virtualQueue
  }

  /// `dispatch_async` onto this queue. The block is libdispatch's, not RAC's: it waits in the
  /// virtual queue as it is, untraced (RAC's own `-schedule:` traces the blocks it is given where
  /// it runs them); outside a run, the scheduler runs it.
  func async(_ block: @escaping () -> Void) {
    enqueueTurn(asSuspendableTurn(asPlainQueueBlock(block)))
  }

  /// `dispatch_after` onto this queue, at `date` on the run's clock; disposing the result takes
  /// the block out again (a timer source's next firing).
  @discardableResult
  func async(at date: Date, timerFiring: Bool = false, _ block: @escaping () -> Void) -> RACDisposable? {
    let block = asSuspendableTurn(asPlainQueueBlock(block))
    if let queue = virtualQueue {
      return timerFiring ? queue.asyncTimerFiring(at: date, block) : queue.async(at: date, block)
    }
    return scheduler.after(date, schedule: block)
  }

  /// A block as libdispatch runs it on this queue: off the main thread no RAC scheduler is current
  /// (`+currentScheduler` is nil on a plain queue, until a scheduler's own block makes itself
  /// current, as RACQueueScheduler.m's does), though the queue is a RAC scheduler's here; on the
  /// main thread (the main queue, a queue that targets it) the main thread scheduler is.
  private func asPlainQueueBlock(_ block: @escaping () -> Void) -> () -> Void {
    if isMain { return block }
    if case .created = kind, let target, target.isMain { return block }
    if let queue = virtualQueue, queue.threadQueue === VirtualQueues.activeMainQueue { return block }
    let queue = virtualQueue
    return { [weak queue] in RACScheduler.performWithoutCurrentScheduler(on: queue, block) }
  }

  // MARK: - Suspension (`dispatch_suspend` / `dispatch_resume`)

  /// How many `dispatch_suspend`s are not yet balanced by a `dispatch_resume`.
  private var suspendCount = 0
  /// Blocks whose turn came while the queue was suspended, or that came after them: they run in
  /// this order once it is resumed, one a turn.
  private var waiting: [() -> Void] = []
  /// Turns that found the queue suspended and ran nothing: `dispatch_resume` gives them back.
  private var skippedTurns = 0

  /// `dispatch_suspend`: no block sent to the queue starts until it is resumed as often.
  func suspend() {
    suspendCount += 1
  }

  /// `dispatch_resume`: false (and no change) when the queue is not suspended, which libdispatch
  /// answers with a crash (an over-resume). The last resume gives the skipped turns back, so the
  /// waiting blocks run, in order, as turns of the queue.
  func resume() -> Bool {
    guard suspendCount > 0 else { return false }
    suspendCount -= 1
    guard suspendCount == 0 else { return true }
    let turns = skippedTurns
    skippedTurns = 0
    for _ in 0..<turns { enqueueTurn { [self] in takeTurn(nil) } }
    return true
  }

  /// A block sent to the queue, as a turn that respects suspension: while the queue is suspended a
  /// turn runs nothing and its block waits; after a resume each turn runs the oldest waiting block.
  /// A queue that was never suspended runs its block at once.
  private func asSuspendableTurn(_ block: @escaping () -> Void) -> () -> Void {
    { [self] in takeTurn(block) }
  }

  private func takeTurn(_ block: (() -> Void)?) {
    if suspendCount == 0, waiting.isEmpty {
      block?()
      return
    }
    if let block { waiting.append(block) }
    guard suspendCount == 0 else {
      skippedTurns += 1
      return
    }
    if !waiting.isEmpty { waiting.removeFirst()() }
  }

  /// Puts a turn (a block already wrapped) at the end of this queue: its virtual queue during a
  /// run, else the main thread's turns or the queue's scheduler.
  private func enqueueTurn(_ turn: @escaping () -> Void) {
    if let queue = virtualQueue {
      queue.async(turn)
    } else if isMain {
      VirtualQueues.asyncOnMainThread(turn)
    } else {
      scheduler.schedule(turn)
    }
  }

  /// The clock its dates are on: the run's virtual clock during a run.
  var now: Date { virtualQueue?.now ?? scheduler.now }

  /// The serial queue pointed at the main queue, once made.
  private var mainTargetingScheduler: RACScheduler?

  private func backgroundScheduler(_ make: () -> RACScheduler) -> RACScheduler {
    background ?? made(&background, make)
  }

  private func made(_ slot: inout RACScheduler?, _ make: () -> RACScheduler) -> RACScheduler {
    let scheduler = make()
    scheduler.standsForDispatchQueue = true
    slot = scheduler
    return scheduler
  }

  /// `dispatch_set_target_queue(self, target)`: false (and no change) when it would make a cycle.
  func setTarget(_ newTarget: DispatchQueueValue?) -> Bool {
    var next = newTarget
    while let queue = next {
      if queue === self { return false }
      next = queue.target
    }
    target = newTarget
    if newTarget?.isMain == true || newTarget?.isConcurrent == true { _ = scheduler }
    return true
  }

  /// `dispatch_queue_set_specific`: nil removes the key.
  func setSpecific(_ value: Any?, for key: PointerKey) {
    guard let value else {
      specifics[key] = nil
      return
    }
    let isObject = value is CoreObject || value is ObjCBlock
    specifics[key] = isObject ? .object(WeakContext(value as AnyObject)) : .value(value)
  }

  /// `dispatch_queue_get_specific`: this queue's own value.
  func specific(for key: PointerKey) -> Any? { specifics[key]?.value }

  /// `dispatch_get_specific` on this queue: its value, or its target chain's.
  func specificThroughTargets(for key: PointerKey) -> Any? {
    var next: DispatchQueueValue? = self
    while let queue = next {
      if let value = queue.specifics[key]?.value { return value }
      next = queue.target
    }
    return nil
  }

  var description: String { "<OS_dispatch_queue: \(label)>" }
}

extension DispatchQueueValue: ReferenceHolding {
  /// The queue it targets. Not the scheduler its blocks run on here: that stands for libdispatch's
  /// own machinery (`RACScheduler.standsForDispatchQueue`), and a block waiting in it is a root of
  /// its own (the queue's pending block).
  package var heldReferences: [(label: String, target: AnyObject)] {
    target.map { [("its target queue", $0)] } ?? []
  }
}
