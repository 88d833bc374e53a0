import Foundation

/// Where blocks run: the abstract scheduler, the current-scheduler notion, and the shared
/// schedulers (`immediateScheduler`, `mainThreadScheduler`, `subscriptionScheduler`, background
/// schedulers).
///
/// Mirrors `RACScheduler` (RACScheduler.m). One addition: `now`, the scheduler's clock. RAC reads
/// the wall clock (`[NSDate date]`) when it computes a deadline; reading it from the scheduler lets
/// `RACTestScheduler` run timed operators on virtual time, and is the wall clock everywhere else.
open class RACScheduler: CoreObject {
  /// The scheduler's name; for queue schedulers, also the label of their dispatch queue.
  public let name: String

  /// `-initWithName:`; a nil name becomes `com.ReactiveCocoa.<Class>.anonymousScheduler`.
  public init(name: String?) {
    self.name = name ?? "com.ReactiveCocoa.\(String(describing: Self.self)).anonymousScheduler"
    super.init()
  }

  public override var traceName: String { name }

  /// `-description`: `<RACTargetQueueScheduler: 0x…> com.ReactiveCocoa.RACScheduler.backgroundScheduler`.
  public var description: String {
    "<\(className): \(ObjectAddress.of(self))> \(name)"
  }

  // MARK: - The current scheduler

  /// What a thread knows of schedulers: the one `performAsCurrentScheduler(_:)` made current, the
  /// plain queue block it runs, and whether it is the main thread. One object behind one pthread
  /// key, made on a thread's first question and released when the thread ends: every subscription
  /// asks (the subscription scheduler), and three keys cost three lazy globals' checks and three
  /// look-ups where this costs one of each. Only its own thread reads or writes it.
  private final class ThreadState {
    @exclusivity(unchecked) var currentScheduler: RACScheduler?
    @exclusivity(unchecked) var plainQueueBlock: PlainQueueBlock?
    let isMainThread = MainThread.isCurrent
  }

  private static let threadStates = ThreadLocal<ThreadState>()

  /// The calling thread's state, not retained: the thread's key keeps it until the thread ends.
  private static var threadState: Unmanaged<ThreadState> {
    if let state = threadStates.unmanagedValue { return state }
    let state = ThreadState()
    threadStates.value = state
    return Unmanaged.passUnretained(state)
  }

  /// The scheduler the calling code runs on: the one set by `performAsCurrentScheduler(_:)`, else
  /// `mainThreadScheduler` on the main thread (or on the thread a `VirtualQueues` run stands for it
  /// on), else nil (a raw background thread).
  public class var currentScheduler: RACScheduler? {
    let (current, inPlainQueueBlock, isMainThread) = threadState._withUnsafeGuaranteedRef {
      ($0.currentScheduler, $0.plainQueueBlock != nil, $0.isMainThread)
    }
    if let current { return current }
    if inPlainQueueBlock { return nil }
    return isMainThread || VirtualQueues.isOnActiveRunThread ? mainThreadScheduler : nil
  }

  /// Whether `currentScheduler` is non-nil, decided the same way without retaining a scheduler
  /// (or making the main thread's): the subscription scheduler asks it at every subscription.
  static var hasCurrentScheduler: Bool {
    let (hasCurrent, inPlainQueueBlock, isMainThread) = threadState._withUnsafeGuaranteedRef {
      ($0.currentScheduler != nil, $0.plainQueueBlock != nil, $0.isMainThread)
    }
    if hasCurrent { return true }
    if inPlainQueueBlock { return false }
    return isMainThread || VirtualQueues.isOnActiveRunThread
  }

  /// Set while a virtual background queue runs a block no scheduler gave it (`dispatch_async` onto a
  /// global queue): a thread of its own with no RAC scheduler, though it runs on the thread that
  /// stands for the main one.
  /// The marker, with the virtual queue whose turn runs the block (nil outside a run).
  private final class PlainQueueBlock {
    weak var queue: VirtualQueue?

    init(queue: VirtualQueue?) {
      self.queue = queue
    }
  }

  /// Runs `block` as a plain dispatch queue off the main thread runs it: `currentScheduler` is nil
  /// inside (on a device `+currentScheduler` is nil on such a queue), until a scheduler makes itself
  /// current. `queue` is the virtual queue whose turn it is, which names the thread in the trace.
  public static func performWithoutCurrentScheduler(on queue: VirtualQueue?, _ block: () -> Void) {
    let state = threadState.takeUnretainedValue()
    let previous = (state.currentScheduler, state.plainQueueBlock)
    state.currentScheduler = nil
    state.plainQueueBlock = PlainQueueBlock(queue: queue)
    defer { (state.currentScheduler, state.plainQueueBlock) = previous }
    block()
  }

  /// The virtual queue of the plain queue block running now with no scheduler current (nil when a
  /// scheduler is current, or outside such a block): the thread the trace names.
  static var plainQueueBlockQueue: VirtualQueue? {
    let state = threadState.takeUnretainedValue()
    guard state.currentScheduler == nil else { return nil }
    return state.plainQueueBlock?.queue
  }

  /// The virtual queue the calling code runs on in a replay: its current scheduler's, else that of
  /// the plain queue block it is in; nil for code on no virtual queue.
  public static var currentVirtualQueue: VirtualQueue? {
    currentScheduler?.virtualQueue ?? plainQueueBlockQueue
  }

  /// The clock the calling code reads (`[NSDate date]` in a replay): its current scheduler's, else
  /// (a plain queue's block) its virtual queue's, on the run's one clock; nil with neither.
  public static var currentNow: Date? {
    currentScheduler?.now ?? plainQueueBlockQueue?.now
  }

  /// `body(currentScheduler)`, for a caller that only looks at it (the trace, on every event): the
  /// scheduler is not retained, as whatever made it current keeps it for as long as it is.
  static func withCurrentScheduler<Result>(_ body: (RACScheduler?) -> Result) -> Result {
    let state = threadState.takeUnretainedValue()
    if let current = state.currentScheduler { return body(current) }
    guard state.plainQueueBlock == nil, state.isMainThread || VirtualQueues.isOnActiveRunThread
    else { return body(nil) }
    if let virtualMain = VirtualQueues.activeMainScheduler { return body(virtualMain) }
    return Unmanaged.passUnretained(realMainThreadScheduler)._withUnsafeGuaranteedRef(body)
  }

  /// Runs `block` with this scheduler as `currentScheduler`, then restores the previous one. Every
  /// scheduler runs the blocks it is given this way (RACScheduler+Subclass.h).
  public func performAsCurrentScheduler(_ block: () -> Void) {
    let state = Self.threadState.takeUnretainedValue()
    let previous = state.currentScheduler
    state.currentScheduler = self
    defer { state.currentScheduler = previous }
    block()
  }

  // MARK: - Shared schedulers

  /// Runs blocks synchronously on the calling thread; does not become the current scheduler.
  public static let immediateScheduler: RACScheduler = RACImmediateScheduler()

  /// Runs blocks asynchronously on the main thread, even when called there: a
  /// `RACTargetQueueScheduler`, a serial queue of its own whose target is the main queue (behaviour
  /// §5), so its blocks run together in one item of the main queue (`TargetQueueDrain`).
  ///
  /// During a `VirtualQueues` run, the run's own one (`VirtualQueues.main`): the same class and
  /// name, over a virtual queue whose target is the run's main queue (the program's "main
  /// thread" is virtual there).
  public static var mainThreadScheduler: RACScheduler {
    VirtualQueues.activeMainScheduler ?? realMainThreadScheduler
  }

  private static let realMainThreadScheduler: RACScheduler = RACTargetQueueScheduler(
    name: "com.ReactiveCocoa.RACScheduler.mainThreadScheduler", targetQueue: .main)

  /// Runs subscriptions synchronously where there is a current scheduler and on a private
  /// background scheduler where there is none. Every `subscribe:` goes through it.
  public static var subscriptionScheduler: RACScheduler { subscription }

  /// `subscriptionScheduler` with its own type, for the signals' `schedule(_:_:)`.
  static let subscription = RACSubscriptionScheduler()

  open override var isSharedInstance: Bool {
    self === RACScheduler.immediateScheduler || self === RACScheduler.subscriptionScheduler
      || self === RACScheduler.realMainThreadScheduler || standsForDispatchQueue
  }

  /// Whether it was made to run the blocks of a dispatch queue the program made or asked for
  /// (the interpreter's `DispatchQueueValue`): it stands for libdispatch's queue, which is no RAC
  /// object and holds none on a device, so a leak report neither counts nor follows it, as it does
  /// not RAC's shared schedulers. Set once, before the scheduler is handed out.
  public var standsForDispatchQueue = false

  /// `+scheduler`: a **new** serial background scheduler on every call.
  public static func scheduler() -> RACScheduler {
    scheduler(withPriority: .default)
  }

  /// `+schedulerWithPriority:`: a new serial scheduler named
  /// `com.ReactiveCocoa.RACScheduler.backgroundScheduler`.
  public static func scheduler(withPriority priority: RACSchedulerPriority) -> RACScheduler {
    scheduler(withPriority: priority, name: "com.ReactiveCocoa.RACScheduler.backgroundScheduler")
  }

  /// `+schedulerWithPriority:name:`: a new serial queue labelled `name`, targeting the global queue
  /// of that priority. A nil name becomes `com.ReactiveCocoa.RACTargetQueueScheduler(<global queue's
  /// label>)`. During a `VirtualQueues` run the queue is a new virtual queue of the run's, a thread
  /// of its own; the scheduler is the same `RACTargetQueueScheduler`.
  public static func scheduler(withPriority priority: RACSchedulerPriority, name: String?) -> RACScheduler {
    let target = DispatchQueue.global(qos: priority.qualityOfService)
    let label = name ?? RACTargetQueueScheduler.defaultName(targetLabel: target.label)
    if let virtualQueue = VirtualQueues.makeBackgroundQueue(label: label) {
      return RACTargetQueueScheduler(name: label, virtualQueue: virtualQueue)
    }
    return RACTargetQueueScheduler(name: name, targetQueue: target)
  }

  /// `+schedulerWithQueue:name:` (deprecated in 2.5): a new serial queue labelled `name` that
  /// targets `queue`, as `schedulerWithPriority:name:` makes for a global queue. During a
  /// `VirtualQueues` run the queue is a new virtual queue whose target is the run's main queue, or
  /// a new background one.
  public static func scheduler(withQueue queue: DispatchQueue, name: String?) -> RACScheduler {
    // Linux's `DispatchQueue.main` is a new wrapper of the main queue on every read: compared by label.
    let isMain = queue === DispatchQueue.main || queue.label == DispatchQueue.main.label
    let label = name ?? RACTargetQueueScheduler.defaultName(targetLabel: isMain ? "com.apple.main-thread" : queue.label)
    if let virtualQueue = isMain
      ? VirtualQueues.makeMainTargetingQueue() : VirtualQueues.makeBackgroundQueue(label: label)
    {
      return RACTargetQueueScheduler(name: label, virtualQueue: virtualQueue)
    }
    return RACTargetQueueScheduler(name: name, targetQueue: queue)
  }

  // MARK: - Scheduling (overridden by each kind)

  /// The scheduler's clock: the wall clock, or virtual time on a `RACTestScheduler` and on a queue
  /// scheduler of a `VirtualQueues` run.
  open var now: Date { Date() }

  /// The virtual queue the scheduler's blocks wait in, when they run on virtual time: a
  /// `RACTestScheduler`'s own, or the run's queue of a queue scheduler made during a
  /// `VirtualQueues` run; nil for a scheduler on real queues. The trace reads the thread name and
  /// the virtual time of running code from the current scheduler's.
  open var virtualQueue: VirtualQueue? { nil }

  /// Schedules `block`; the disposable, if any, cancels it if it has not run yet.
  @discardableResult
  open func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
    CoreAssertion.fail("\(className) must override -schedule:")
    return nil
  }

  /// Schedules `block` to run at `date` or later.
  @discardableResult
  open func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
    CoreAssertion.fail("\(className) must override -after:schedule:")
    return nil
  }

  /// Schedules `block` to run at `date` and then every `interval` seconds, give or take `leeway`.
  @discardableResult
  open func after(
    _ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval,
    schedule block: @escaping () -> Void
  ) -> RACDisposable? {
    CoreAssertion.fail("\(className) must override -after:repeatingEvery:withLeeway:schedule:")
    return nil
  }

  /// `-afterDelay:schedule:` = `after:` (now + delay).
  @discardableResult
  public func afterDelay(_ delay: TimeInterval, schedule block: @escaping () -> Void) -> RACDisposable? {
    after(now.addingTimeInterval(delay), schedule: block)
  }

  /// `-scheduleRecursiveBlock:`: runs `recursiveBlock` as a scheduled block; each call of the
  /// `reschedule` block it is given schedules it once more, as a separate turn of this scheduler
  /// (see `scheduleRecursiveTurn(_:addingTo:)`).
  @discardableResult
  open func scheduleRecursiveBlock(_ recursiveBlock: @escaping RACSchedulerRecursiveBlock) -> RACDisposable? {
    let disposable = RACCompoundDisposable()
    scheduleRecursiveTurn(recursiveBlock, addingTo: disposable)
    return disposable
  }

  /// Runs a scheduled block as a traced `scheduledBlock` of this scheduler; `racSource` is the line
  /// of RAC 2.5's scheduler that runs it. Inlined, so that the place stays a constant of the caller's
  /// that nothing builds while nobody records.
  @inline(__always)
  func runScheduled(_ block: () -> Void, rac racSource: @autoclosure () -> RACSourceLocation) {
    Tracing.call("scheduledBlock", of: self, rac: racSource(), block)
  }
}

/// `RACSchedulerPriority`: the global-queue priorities a background scheduler can target.
public enum RACSchedulerPriority: Sendable {
  case high, `default`, low, background

  var qualityOfService: DispatchQoS.QoSClass {
    switch self {
    case .high: return .userInitiated
    case .default: return .default
    case .low: return .utility
    case .background: return .background
    }
  }
}
