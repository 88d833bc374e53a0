import Foundation
import Synchronization

/// Runs a program whose signals use background schedulers deterministically, one chosen order at a
/// time: every `RACScheduler.scheduler()` made during the run is the `RACTargetQueueScheduler` RAC
/// makes, over a virtual serial queue (`VirtualQueue`) labelled as RAC labels the real one, and a
/// chooser decides which queue runs its next block whenever several could.
///
/// Real background queues run concurrently, so a program like the posts' `rac_sequence.signal`
/// examples can print different things on different runs ("this is normal for combineLatest").
/// Here each queue is a thread of its own, the main queue is the main thread, all share one
/// virtual clock, and every turn runs exactly one action of one queue: the set of possible outputs
/// is the set of outputs over all choosers. `rac-walkthrough explore` enumerates them.
///
/// Target queues are kept as RAC makes them. `+mainThreadScheduler` is a `RACTargetQueueScheduler`:
/// a serial queue of its own whose target is the main queue (so is every scheduler made with
/// `+schedulerWithQueue:` the main queue), so its blocks run in drains of the main queue
/// (`TargetQueueDrain`) beside what is `dispatch_async`ed to the main queue itself. A background
/// scheduler (`+scheduler`) is a serial queue whose target is a global queue, which is concurrent:
/// it runs beside every other queue, a thread of its own.
///
/// A queue's code that waits (a semaphore, a group, a sleep, RAC's `-first`) parks its turn on the
/// OS thread it runs on (`ParkedTurn`) and hands the baton to another thread, which takes the next
/// turns; the parked turn goes on at the first turn its condition holds. Exactly one thread holds
/// the baton at a time (`BatonSlot`), so the run stays one order of turns, the same on every run,
/// on one virtual clock. A nested run loop (`runLoopInActiveRun`: `-[NSRunLoop runUntilDate:]`,
/// RAC's `-asynchronouslyWaitUntilCompleted:`) still takes turns inside its caller, as the main
/// thread's run loop does on a device.
///
/// Only one run can be in progress at a time in a process (background scheduler creation is
/// redirected process-wide while it lasts).
public final class VirtualQueues {
  /// Picks which of `candidates` (queues with an action due now, in creation order, the main
  /// queue first; never a queue that targets another) runs next; returns an index into
  /// `candidates`.
  public typealias Chooser = (_ candidates: [VirtualQueue]) -> Int

  /// The main thread's scheduler (`+mainThreadScheduler`, a `RACTargetQueueScheduler` as RAC makes
  /// it): the current scheduler while the program's body runs and while anything runs on the main
  /// thread. Its queue targets `mainQueue`.
  public let main: RACScheduler
  /// The main queue (`dispatch_get_main_queue()`), whose turns are the main thread's: what is
  /// `dispatch_async`ed to it, and the drains of the queues that target it (`TargetQueueDrain`).
  public let mainQueue: VirtualQueue
  private let queues = LockedState(QueueList())
  /// The run's one clock, which every queue of the run reads (`VirtualClock`).
  private let clock: VirtualClock
  private var turns = 0
  private let stopRequested = LockedState(false)
  /// The thread that holds the baton (`BatonSlot`): the one running the run's code now. While the
  /// run lasts it stands for the main thread, as every virtual queue's turns ran on the run's one
  /// thread before waits parked their turns.
  private let batonHolder = LockedState<pthread_t?>(nil)
  /// Where the thread `run` was called on waits while another holds the baton.
  private let runThreadSlot = BatonSlot()
  /// The threads the run started for its turns while turns wait (`LoopThreads`).
  private let loopThreads = LoopThreads()
  /// The turns whose code waits, in the order they parked. Read and changed by the baton's holder.
  private var parked: [ParkedTurn] = []
  /// The threads that hold no turn and wait for the baton, the run's own among them when it
  /// resumed a parked turn from its loop. Read and changed by the baton's holder.
  private var idle: [BatonSlot] = []
  /// What code above the core keeps for a turn's thread (`TurnThreadState`).
  private let threadStates = LockedState<[TurnThreadState]>([])
  private let turnCheck = LockedState<TurnCheck?>(nil)
  /// `activeRunSubscriptionBackground`, made on first use.
  private let subscriptionBackground = LockedState<RACScheduler?>(nil)

  private static let active = LockedState<VirtualQueues?>(nil)
  /// Whether `active` holds a run: read first, so that outside a run (every subscription asks for
  /// the current scheduler, and every traced event for its thread) no lock is taken.
  private static let isActive = Atomic<Bool>(false)
  /// Whether the run in progress has made its subscription background scheduler: read first, so
  /// that every subscription after the first takes no lock.
  private static let subscriptionBackgroundMade = Atomic<Bool>(false)
  private static let runLock = NSLock()

  /// A set of virtual queues, with no queue yet; `run(choosing:_:)` makes the main one.
  public init() {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let clock = VirtualClock(start)
    self.clock = clock
    mainQueue = VirtualQueue(label: "com.apple.main-thread", threadName: "main", startDate: start, runClock: clock)
    let mainSchedulerQueue = VirtualQueue(
      label: "com.apple.main-thread", threadName: "main", targetQueue: mainQueue, startDate: start, runClock: clock)
    // `+mainThreadScheduler` during a run: RAC's, over a queue whose target is the main queue.
    let main = RACTargetQueueScheduler(
      name: "com.ReactiveCocoa.RACScheduler.mainThreadScheduler", virtualQueue: mainSchedulerQueue)
    self.main = main
    CoreRoots.addShared("static mainThreadScheduler (RACScheduler.m:61)", object: main)
    mainQueue.actingScheduler = main
    queues.withLock {
      $0.append(mainQueue)
      $0.append(mainSchedulerQueue)
    }
  }

  /// The queues so far: the main queue, the main thread scheduler's, then the others in creation
  /// order (those that target another queue included).
  public var allQueues: [VirtualQueue] { queues.withLock { $0.all } }

  /// The queues that take turns: the main queue first, then the background ones (a queue that
  /// targets another runs in that one's turns).
  public var threadQueues: [VirtualQueue] { queues.withLock { $0.threads.map { $0.takeUnretainedValue() } } }

  /// Called with nil when the program's body has run and the turns begin, then after every turn
  /// with the queue that took it (`explore` reads each turn's footprint there).
  public typealias TurnObserver = (_ queue: VirtualQueue?) -> Void

  /// Runs `body` on the main thread, then turns until no queue has anything left (no block due,
  /// no timer set, no queue that targets another with blocks or timers), letting `choose`
  /// pick whenever more than one queue has an action due, and telling `observeTurn` of each turn
  /// taken. Returns the number of turns taken.
  @discardableResult
  public func run(
    choosing choose: Chooser? = nil, observingTurns observeTurn: TurnObserver? = nil,
    _ body: (RACScheduler) -> Void
  ) -> Int {
    Self.runLock.lock()
    defer { Self.runLock.unlock() }
    // The subscription scheduler makes its private background scheduler when first used: made
    // during a run it would be a virtual queue, and raw-thread subscriptions would wait for turns
    // that never come once the run is over.
    _ = RACScheduler.subscriptionScheduler
    Self.installLockContentionWait
    becomeBatonHolder()
    Self.active.withLock {
      $0 = self
      Self.subscriptionBackgroundMade.store(false, ordering: .releasing)
      Self.isActive.store(true, ordering: .releasing)
    }
    defer {
      Self.active.withLock {
        $0 = nil
        Self.isActive.store(false, ordering: .releasing)
      }
      // The check (and what it holds: the interpreter of a snippet's run) goes with the run; it is
      // released after the lock, as it may free what it held.
      let check = turnCheck.withLock { check in
        defer { check = nil }
        return check
      }
      _ = check
    }

    main.performAsCurrentScheduler { body(main) }
    chooser = choose
    turnObserver = observeTurn
    observeTurn?(nil)
    takeTurns(waitingAt: runThreadSlot)
    // Every thread the run started waits idle now (no turn is parked once nothing is left to run).
    for slot in idle where slot !== runThreadSlot { slot.give(.exit) }
    idle = []
    loopThreads.waitForAll()
    becomeBatonHolder()
    // What is left will never run: dispose it, so that no queue is kept alive by its own actions.
    for queue in allQueues { queue.disposePendingActions() }
    return turns
  }

  /// The order the run in progress takes turns in; nil for the default one (`leastRecentlyRun`).
  private var chooser: Chooser?
  private var turnObserver: TurnObserver?

  /// The waits in progress (`waitInActiveRun`): their queues, whose code waits and so takes no
  /// turn, and the worker threads they hold (`WorkerThreadPool`). Changed and read only by the
  /// baton's holder.
  private var waits = WaitsInProgress()

  /// Takes the run's turns on the calling thread, which holds the baton and waits at `slot` when
  /// it gives it away: a parked turn whose wait may end goes first (the one that parked last),
  /// then the next queue's turn; when nothing can run, the last parked turn is told its wait can
  /// never end (a deadlock). Returns on the run's own thread when nothing is left to run, on a
  /// loop thread when the run is over.
  private func takeTurns(waitingAt slot: BatonSlot) {
    while true {
      let next: BatonSlot
      let message: BatonSlot.Message
      if let resumable = takeResumableTurn() {
        (next, message) = (resumable.slot, .resume(.done))
      } else if takeTurn() {
        continue
      } else if let last = parked.popLast() {
        starvedPool = exhaustedPool()
        (next, message) = (last.slot, .resume(.deadlocked))
      } else if slot === runThreadSlot {
        return
      } else {
        idle.removeAll { $0 === runThreadSlot }
        (next, message) = (runThreadSlot, .finish)
      }
      // Listed before the baton goes: its next holder may read the list at once.
      idle.append(slot)
      next.give(message)
      switch slot.take() {
      case .takeTurns, .resume:
        becomeBatonHolder()
        continue
      case .finish, .exit: return
      }
    }
  }

  /// The parked turn that parked last among those whose wait may end now, taken off the list.
  private func takeResumableTurn() -> ParkedTurn? {
    guard let index = parked.lastIndex(where: { $0.condition() }) else { return nil }
    return parked.remove(at: index)
  }

  /// Parks the calling thread's turn until `done` holds (or can never hold), handing the baton to
  /// `next`'s thread if given, else to a thread that takes the run's turns meanwhile.
  private func park(until done: @escaping () -> Bool, queue: VirtualQueue?, handingTo next: ParkedTurn? = nil)
    -> WaitOutcome
  {
    let turn = ParkedTurn(condition: done, queue: queue)
    waits.begin(queue)
    parked.append(turn)
    let states = threadStates.withLock { $0 }
    let saved = states.map { $0.suspend() }
    if let next {
      next.slot.give(.resume(.done))
    } else if let loopThread = idle.popLast() {
      loopThread.give(.takeTurns)
    } else {
      loopThreads.start { [self] in
        let slot = BatonSlot()
        becomeBatonHolder()
        takeTurns(waitingAt: slot)
      }
    }
    let message = turn.slot.take()
    becomeBatonHolder()
    for (state, value) in zip(states, saved) { state.resume(value) }
    waits.end(queue)
    if case .resume(let outcome) = message { return outcome }
    return .deadlocked
  }

  /// Records the calling thread as the one that holds the baton.
  private func becomeBatonHolder() {
    let thread = pthread_self()
    batonHolder.withLock { $0 = thread }
  }

  /// Runs one action of one due queue (none whose code waits, none whose worker threads are all
  /// held); false when the run is over: stopped, out of budget, or nothing left that may run.
  private func takeTurn() -> Bool {
    let check = turnCheck.withLock { $0 }
    guard !stopRequested.withLock({ $0 }), check?.check() ?? true, let chosen = nextQueue(),
      check?.mayRunAtTheClock() ?? true
    else { return false }
    turns += 1
    if turns % Self.turnsBetweenPrunings == 0 { queues.withLock { $0.pruneFinished() } }
    chosen.lastTurn = turns
    chosen.step()
    clock.advance(to: chosen.now)
    turnObserver?(chosen)
    return true
  }

  /// How a wait in a run ended: what the caller waited for happened, or nothing left could make it.
  public enum WaitOutcome: Sendable {
    case done
    /// No queue but the waiting one has anything left to run: on a device the thread would wait
    /// forever.
    case deadlocked
  }

  /// What RAC's blocking operators (`-first`, `-toArray`, `-waitUntilCompleted:`) do during a run:
  /// the queue whose code waits takes no turn, and the others take theirs (in the run's order, on
  /// the run's clock) until `done` holds. nil when no run is in progress on this thread (then the
  /// caller blocks for real).
  /// The waiting turn parks on its thread (`ParkedTurn`) while the others run on another.
  public static func waitInActiveRun(until done: @escaping () -> Bool) -> WaitOutcome? {
    guard isOnActiveRunThread, let run = active.withLock({ $0 }) else { return nil }
    if done() { return .done }
    return run.park(until: done, queue: RACScheduler.currentVirtualQueue?.threadQueue)
  }

  /// A thread's time slice ending: the calling turn parks until another turn has been taken (the
  /// queues due now, or the next timer once nothing is), or none can be, then goes on. Its queue
  /// takes no turn meanwhile. Nothing happens when no run is in progress on this thread.
  public static func yieldInActiveRun() {
    guard isOnActiveRunThread, let run = active.withLock({ $0 }) else { return }
    let turnsBefore = run.turns
    _ = run.park(until: { run.turns > turnsBefore }, queue: RACScheduler.currentVirtualQueue?.threadQueue)
  }

  /// What a nested run loop does during a run (`-asynchronousFirstOrDefault:`, which spins the main
  /// run loop): every queue takes its turns, the waiting one's other work included, until `done`
  /// holds or nothing is left. nil when no run is in progress on this thread.
  /// A parked turn whose wait may end goes first: the run loop parks meanwhile, ready to go on
  /// at the next turn.
  ///
  /// With `turningElsewhere`, each turn is taken on another thread while this one parks until a
  /// turn has begun: a turn that then parks itself (a `BusyWait` spinning until the waiting code
  /// changes its condition) lets this loop go on, as the main thread goes on beside a spinning
  /// queue on a device (RAC 2.5's RACTargetQueueSchedulerSpec: `toEventually` sees the first
  /// block start, then the example frees it). Taken inside the caller, the spinning turn would sit
  /// on top of the only code that could free it. Nimble's and Expecta's waits take it; the run
  /// loops of posts' code keep their turns inside the caller, where `step` shows them.
  public static func runLoopInActiveRun(turningElsewhere: Bool = false, until done: () -> Bool) -> WaitOutcome? {
    guard isOnActiveRunThread, let run = active.withLock({ $0 }) else { return nil }
    while !done() {
      if let resumable = run.takeResumableTurn() {
        _ = run.park(until: { true }, queue: nil, handingTo: resumable)
        continue
      }
      if turningElsewhere {
        let turnsBefore = run.turns
        guard case .done = run.park(until: { run.turns > turnsBefore }, queue: nil) else { return .deadlocked }
        continue
      }
      guard run.takeTurn() else { return .deadlocked }
    }
    return .done
  }

  /// A turn that finds one of the core's recursive locks (RAC's `@synchronized`) held waits for
  /// it as for a semaphore: the holder is a turn parked in a wait (`-sendNext:` runs the next
  /// block under the subscriber's lock, and the block may wait), which only the baton can let go
  /// on. A lock that nothing left can let go is a deadlock on a device: said, and the run stopped.
  private static let installLockContentionWait: Void = {
    RecursiveSpinLockContention.wait.withLock {
      $0 = RecursiveSpinLockContention.Wait { isFree in
        withoutActuallyEscaping(isFree) { isFree in
          switch waitInActiveRun(until: isFree) {
          case nil: return .notInARun
          case .done: return .free
          case .deadlocked:
            CoreAssertion.deadlock(
              "a lock RAC takes (@synchronized) is held by a thread that waits for what nothing left to run can do (a deadlock on a device)"
            )
            stopActiveRun()
            return .never
          }
        }
      }
    }
  }()

  /// Has the run in progress set `state` aside whenever a turn parks, and put it back when the
  /// turn resumes.
  public static func keepThreadStateForActiveRun(_ state: TurnThreadState) {
    active.withLock { $0 }?.threadStates.withLock { $0.append(state) }
  }

  /// How many threads that runs started for their turns are alive in this process: none once
  /// every run has returned.
  public static var loopThreadsAlive: Int { LoopThreads.alive.load(ordering: .relaxed) }

  /// The date of the next action of the run in progress (a block due, a timer's next firing), the
  /// earliest over its queues; nil when nothing is left or no run is in progress. A wait with a
  /// timeout on virtual time (Nimble's `toEventually`) lets the queues turn only up to its deadline.
  /// A queue whose code waits (a parked turn) is left out: its next block cannot run before the
  /// wait ends, so it is not what the waiting code waits for (a spinning block holds the next one).
  /// A parked turn that may go on is due now. Asked by the baton's holder.
  public static var activeRunNextActionDate: Date? {
    guard let run = active.withLock({ $0 }) else { return nil }
    if run.parked.contains(where: { $0.condition() }) { return run.clock.date }
    return run.threadQueues.lazy.filter { $0.waitCount == 0 }.compactMap(\.nextActionDate).min()
  }

  /// Ends the run in progress after the action running now: nothing else queued runs. For a run
  /// that must stop early (a snippet that failed, or one that would run forever).
  public static func stopActiveRun() {
    active.withLock { $0 }?.stopRequested.withLock { $0 = true }
  }

  /// Has the run in progress ask `check` before each turn whether to go on (false ends the run): a
  /// budget for programs whose timers never stop. `mayRunAtTheClock` is asked after the next turn is
  /// chosen and the clock has moved to its time: a turn due past the virtual-time budget
  /// (`delay:1e300`) ends the run before it runs, not after.
  public static func setTurnCheckForActiveRun(
    _ check: @escaping () -> Bool, mayRunAtTheClock: @escaping () -> Bool = { true }
  ) {
    active.withLock { $0 }?.turnCheck.withLock { $0 = TurnCheck(check: check, mayRunAtTheClock: mayRunAtTheClock) }
  }

  /// Whether the run in progress has nothing left to run on any queue (true when no run is in
  /// progress): the moment its program's last objects can be let go, before the run ends.
  public static var activeRunIsIdle: Bool {
    guard let run = active.withLock({ $0 }) else { return true }
    return run.allQueues.allSatisfy { $0.pendingActionCount == 0 }
  }

  /// Whether the run in progress waits only for repeating timers nobody disposes (at least one):
  /// a program's work is done, and all that will ever run again is an interval's firings. (False
  /// when no run is in progress.)
  public static var activeRunWaitsOnlyForTimers: Bool {
    guard let run = active.withLock({ $0 }) else { return false }
    let queues = run.allQueues
    return queues.allSatisfy(\.hasOnlyTimerFirings) && queues.contains(where: \.hasTimerFiring)
  }

  /// The default order: the due queue that has waited longest since it last ran (round robin), the
  /// closest a deterministic run gets to fair concurrent queues.
  public func leastRecentlyRun(_ candidates: [VirtualQueue]) -> Int {
    var best = 0
    for index in candidates.indices where candidates[index].lastTurn < candidates[best].lastTurn {
      best = index
    }
    return best
  }

  /// The queues that take turns whose earliest action is due at the earliest date any of them has
  /// (leaving out those whose code waits, and those that would need a worker thread when every
  /// one they may have is held); nil when every such queue is empty. A queue that targets another
  /// has a drain item there for every block and timer it has (`TargetQueueDrain`).
  private func dueQueues() -> [VirtualQueue]? {
    var earliest: Date?
    var due: [VirtualQueue] = []
    let admission = waits.admission
    for reference in queues.withLock({ $0.threads }) {
      reference._withUnsafeGuaranteedRef { queue in
        guard admission.admits(waitCount: queue.waitCount, pool: queue.workerThreadPool),
          let date = queue.nextActionDate
        else { return }
        if let soonest = earliest {
          if date > soonest { return }
          if date < soonest { due.removeAll(keepingCapacity: true) }
        }
        earliest = date
        due.append(queue)
      }
    }
    guard let earliest else { return nil }
    clock.advance(to: earliest)
    return due
  }

  /// The queue that takes the next turn: the one the chooser picks among `dueQueues()`, or, in the
  /// default order, the one `leastRecentlyRun` would pick among them (the earliest due, then the
  /// least recently run, then the first made), found without making the list and without looking
  /// at the queues whose worker threads are all held: a run of 10,000 queues has thousands due at
  /// every turn, most of them waiting for a thread.
  private func nextQueue() -> VirtualQueue? {
    if let chooser {
      guard let candidates = dueQueues() else { return nil }
      let index = candidates.count == 1 ? 0 : chooser(candidates)
      return candidates[min(max(index, 0), candidates.count - 1)]
    }
    let admission = waits.admission
    var earliest: Date?
    var best: Unmanaged<VirtualQueue>?
    var bestTurn = 0
    var bestIndex = 0
    for (pool, references) in queues.withLock({ $0.threadsByPool }) {
      guard admission.admits(waitCount: 0, pool: pool) else { continue }
      for reference in references {
        reference._withUnsafeGuaranteedRef { queue in
          guard queue.waitCount == 0 || !admission.anyWaits, let date = queue.nextActionDate else { return }
          if let soonest = earliest {
            if date > soonest { return }
            if date == soonest,
              queue.lastTurn > bestTurn || (queue.lastTurn == bestTurn && queue.creationIndex > bestIndex)
            {
              return
            }
          }
          earliest = date
          best = reference
          bestTurn = queue.lastTurn
          bestIndex = queue.creationIndex
        }
      }
    }
    guard let earliest, let best else { return nil }
    clock.advance(to: earliest)
    return best.takeUnretainedValue()
  }

  /// The worker threads that queues of the run in progress waited for when its last wait found
  /// nothing left to run: they had blocks to run and no thread to run them on, every one held by
  /// a block that waits (nil when none did, or outside a run). Why a wait nothing can end is a
  /// deadlock on a Mac.
  public static var activeRunStarvedPool: WorkerThreadPool? {
    guard isOnActiveRunThread, let run = active.withLock({ $0 }) else { return nil }
    return run.starvedPool
  }

  /// What `activeRunStarvedPool` answers, found when a wait finds nothing left to run.
  private var starvedPool: WorkerThreadPool?

  /// The pool whose threads are all held while a queue that needs one has a block to run.
  private func exhaustedPool() -> WorkerThreadPool? {
    let admission = waits.admission
    for (pool, references) in queues.withLock({ $0.threadsByPool }) where !admission.admits(waitCount: 0, pool: pool) {
      for reference in references
      where reference._withUnsafeGuaranteedRef({ $0.waitCount == 0 && $0.nextActionDate != nil }) {
        return pool
      }
    }
    return nil
  }

  /// Called when `queue`'s worker threads change (`VirtualQueue.workerThreadPool`): the run in
  /// progress files it under its new pool.
  static func workerThreadPoolDidChange(of queue: VirtualQueue) {
    guard isActive.load(ordering: .acquiring), let run = active.withLock({ $0 }) else { return }
    run.queues.withLock { $0.refile(queue) }
  }

  /// How often a run lets go of the queues that are done: empty, and held by nothing else.
  private static let turnsBetweenPrunings = 1_024

  /// The main thread scheduler of the run in progress, if any: `mainThreadScheduler` then.
  static var activeMainScheduler: RACScheduler? {
    guard isActive.load(ordering: .acquiring) else { return nil }
    return active.withLock { $0?.main }
  }

  /// The main queue of the run in progress (`dispatch_get_main_queue()` then), if any.
  public static var activeMainQueue: VirtualQueue? {
    guard isActive.load(ordering: .acquiring) else { return nil }
    return active.withLock { $0?.mainQueue }
  }

  /// Whether the caller is the thread that runs the run in progress's code now (it holds the
  /// baton), which stands for the main thread (a replay may run on a thread of its own, with a
  /// larger stack than the main thread's).
  static var isOnActiveRunThread: Bool {
    guard isActive.load(ordering: .acquiring) else { return false }
    guard let thread = active.withLock({ $0 })?.batonHolder.withLock({ $0 }) else { return false }
    return pthread_equal(thread, pthread_self()) != 0
  }

  /// Whether `queue` is the main queue of the run in progress.
  static func isMainQueue(_ queue: VirtualQueue) -> Bool {
    active.withLock { $0?.mainQueue } === queue
  }

  /// Whether the caller runs on the main thread: in a turn of the run's main queue during a run
  /// (every virtual queue runs on the same OS thread), `Thread.isMainThread` otherwise.
  public static var isMainThread: Bool {
    guard let mainQueue = active.withLock({ $0?.mainQueue }) else { return MainThread.isCurrent }
    return RACScheduler.currentScheduler?.virtualQueue?.threadQueue === mainQueue
  }

  /// `dispatch_async(dispatch_get_main_queue(), block)`, or an item of the run's main queue during
  /// a run.
  public static func asyncOnMainThread(_ block: @escaping () -> Void) {
    if let mainQueue = active.withLock({ $0?.mainQueue }) {
      mainQueue.async(block)
    } else {
      DispatchQueue.main.async(execute: block)
    }
  }

  /// `dispatch_after(…, dispatch_get_main_queue(), block)`, `delay` seconds from now: on the run's
  /// main queue (virtual time) during a run.
  public static func asyncOnMainThread(afterDelay delay: TimeInterval, _ block: @escaping () -> Void) {
    if let mainQueue = active.withLock({ $0?.mainQueue }) {
      mainQueue.async(at: mainQueue.now.addingTimeInterval(max(0, delay)), block)
    } else {
      DispatchQueue.main.asyncAfter(deadline: .now() + max(0, delay), execute: block)
    }
  }

  /// Whether the run's main queue has nothing due at the current time: the main run loop would go
  /// to sleep now (true when no run is in progress).
  public static var mainQueueIsIdleNow: Bool {
    guard let mainQueue = active.withLock({ $0?.mainQueue }) else { return true }
    guard let next = mainQueue.nextActionDate else { return true }
    return next > mainQueue.now
  }

  /// Called by `RACScheduler.scheduler(withQueue:name:)` with the main queue: while a run is in
  /// progress, a new virtual serial queue whose target is the run's main queue (its blocks run on
  /// the main thread); nil (make a real one) otherwise.
  static func makeMainTargetingQueue() -> VirtualQueue? {
    guard let run = active.withLock({ $0 }) else { return nil }
    let queue = VirtualQueue(
      label: "com.apple.main-thread", threadName: "main", targetQueue: run.mainQueue, startDate: run.mainQueue.now,
      runClock: run.clock)
    run.queues.withLock { $0.append(queue) }
    return queue
  }

  /// The subscription scheduler's background scheduler for the run in progress (nil when none is):
  /// `+[RACScheduler scheduler]` made in the run on first use, so that a subscription from a
  /// thread with no current scheduler (a global queue's block) waits for a turn of the run, as
  /// RAC's subscription scheduler's `-schedule:` goes to its own background scheduler. The
  /// scheduler made once for the process is a real queue, outside every run.
  static var activeRunSubscriptionBackground: RACScheduler? {
    guard isActive.load(ordering: .acquiring), let run = active.withLock({ $0 }) else { return nil }
    if let made = run.subscriptionBackground.withLock({ $0 }) { return made }
    let made = RACScheduler.scheduler()
    CoreRoots.addShared(
      "static subscriptionScheduler's _backgroundScheduler (RACScheduler.m:83)", object: made)
    defer { subscriptionBackgroundMade.store(true, ordering: .releasing) }
    return run.subscriptionBackground.withLock { kept in
      if kept == nil { kept = made }
      return kept
    }
  }

  /// Makes the run's subscription background scheduler if the run in progress has none yet (at
  /// its first subscription, where RAC makes it); two atomic loads once it has one, or outside a run.
  static func makeSubscriptionBackgroundInActiveRun() {
    guard isActive.load(ordering: .acquiring), !subscriptionBackgroundMade.load(ordering: .acquiring) else { return }
    _ = activeRunSubscriptionBackground
  }

  /// Called by `RACScheduler.scheduler(withPriority:name:)` (and `scheduler(withQueue:name:)` with
  /// a queue other than the main one): while a run is in progress, a new virtual serial queue
  /// labelled `label`, a thread of its own, whose blocks run on constrained worker threads (a
  /// serial queue pointed at a global queue: RACTargetQueueScheduler.m); nil (make a real one)
  /// otherwise.
  static func makeBackgroundQueue(label: String) -> VirtualQueue? {
    guard let run = active.withLock({ $0 }) else { return nil }
    return run.queues.withLock { queues -> VirtualQueue in
      // Numbered among the queues that are threads of their own, the main queue left out.
      let number = queues.threadsMade
      let queue = VirtualQueue(
        label: label, threadName: "\(label) #\(number)", startDate: run.mainQueue.now, runClock: run.clock,
        workerThreadPool: .constrained)
      queues.append(queue)
      return queue
    }
  }
}

/// The run's turn check, in a struct so that the lock keeps the closure as it is (`LockedState`).
private struct TurnCheck {
  let check: () -> Bool
  /// Asked once the next turn is chosen and the clock has moved to its time, before it runs.
  let mayRunAtTheClock: () -> Bool
}

/// A run's queues in creation order: all of them, and those that take turns (that target no
/// other queue), kept apart so that a turn need not pick them out again.
///
/// `all` holds them; `threads` refers to the same queues without retaining them, so that a turn's
/// look at every queue costs no reference counting. Nothing but `pruneFinished()` takes a queue
/// out of `all`, and it takes it out of `threads` too.
private struct QueueList {
  private(set) var all: [VirtualQueue] = []
  private(set) var threads: [Unmanaged<VirtualQueue>] = []
  /// `threads` by the worker threads their blocks run on (`WorkerThreadPool`), each in creation
  /// order but for queues refiled after they were made.
  private var byPool: [[Unmanaged<VirtualQueue>]] = [[], [], []]
  /// How many queues that take turns the run has made, the ones let go included: a new one's
  /// number in its thread's name.
  private(set) var threadsMade = 0

  /// The pools with their queues.
  var threadsByPool: [(WorkerThreadPool, [Unmanaged<VirtualQueue>])] {
    [(.none, byPool[0]), (.overcommit, byPool[1]), (.constrained, byPool[2])]
  }

  mutating func append(_ queue: VirtualQueue) {
    all.append(queue)
    guard queue.targetQueue == nil else { return }
    queue.creationIndex = threadsMade
    threadsMade += 1
    threads.append(.passUnretained(queue))
    byPool[Int(queue.workerThreadPool.rawValue)].append(.passUnretained(queue))
  }

  /// Files `queue` under the pool it now has (looked for from the end: a queue gets its pool
  /// right after it is made).
  mutating func refile(_ queue: VirtualQueue) {
    guard queue.targetQueue == nil else { return }
    let reference = Unmanaged.passUnretained(queue).toOpaque()
    for pool in byPool.indices {
      if let index = byPool[pool].lastIndex(where: { $0.toOpaque() == reference }) {
        byPool[pool].remove(at: index)
        byPool[Int(queue.workerThreadPool.rawValue)].append(.passUnretained(queue))
        return
      }
    }
  }

  /// Lets go of the queues that take turns, have nothing left to run, and are held by nothing but
  /// this list: nothing can ever give them a block again (a sleeping thread's wake-up, a queue the
  /// program made for one block and dropped).
  mutating func pruneFinished() {
    var kept: [VirtualQueue] = []
    kept.reserveCapacity(all.count)
    var pruned = false
    for index in all.indices {
      if all[index].targetQueue == nil, all[index].nextActionDate == nil, isKnownUniquelyReferenced(&all[index]) {
        pruned = true
        continue
      }
      kept.append(all[index])
    }
    guard pruned else { return }
    all = kept
    let kinds = kept.filter { $0.targetQueue == nil }
    threads = kinds.map { .passUnretained($0) }
    byPool = [[], [], []]
    for queue in kinds { byPool[Int(queue.workerThreadPool.rawValue)].append(.passUnretained(queue)) }
  }
}
