import Foundation
import Synchronization

/// `RACCommandErrorDomain`: the domain of the error `execute:` fails with when the command is not
/// enabled.
public let RACCommandErrorDomain = "RACCommandErrorDomain"
/// `RACUnderlyingCommandErrorKey`: the user-info key of the command that refused to execute.
public let RACUnderlyingCommandErrorKey = "RACUnderlyingCommandErrorKey"
/// `RACCommandErrorNotEnabled`: `execute:` was called while `enabled` was NO.
public let RACCommandErrorNotEnabled = 1

/// `RACCommand` (RACCommand.m): an action started by `execute:` — a button's tap, a refresh — whose
/// runs, errors, progress and availability are themselves signals.
///
/// Built as RAC 2.5 builds it, from key-value observation of its own `activeExecutionSignals`
/// (the replayed signal of every execution in progress) and `allowsConcurrentExecution`
/// (`PropertyObservation` stands in for KVO):
/// - `executionSignals`: each execution's signal (errors caught into `empty`), on the main thread;
/// - `errors`: the errors of the executions, on the main thread, published once;
/// - `executing`: YES while an execution runs (starts with NO), on the main thread, replayed;
/// - `enabled`: NO while an execution runs (unless concurrent executions are allowed) or the
///   enabled signal last sent NO; its first value at once, later ones on the main thread;
/// - `execute:`: fails at once with `RACCommandErrorNotEnabled` when not enabled; otherwise calls
///   the signal block, subscribes to its signal on the main thread scheduler through a replay
///   subject, and returns that subject.
open class RACCommand: CoreObject {
  /// The signal of every execution in progress (RAC's `activeExecutionSignals`), under RAC's
  /// `@synchronized (self)`.
  private let active = RecursiveLockedState<[RACSignal]>([])
  private let concurrentExecution = Atomic<Bool>(false)
  let observation = PropertyObservation()
  private let signalBlock: (_ input: Any?) -> RACSignal?

  /// Each execution's signal, errors caught, sent on the main thread when the execution starts.
  public private(set) var executionSignals: RACSignal!
  /// YES while an execution runs; starts with NO; on the main thread; replays the last value.
  public private(set) var executing: RACSignal!
  /// Whether `execute:` would run now; replays the last value.
  public private(set) var enabled: RACSignal!
  /// The errors of the executions, on the main thread (they are not sent by `executionSignals`).
  public private(set) var errors: RACSignal!
  /// `enabled` before it is moved to the main thread: what `execute:` asks.
  private var immediateEnabled: RACSignal!

  /// `-initWithSignalBlock:`: always enabled (but for running executions).
  public convenience init(signalBlock: @escaping (_ input: Any?) -> RACSignal?) {
    self.init(enabled: nil, signalBlock: signalBlock)
  }

  /// `-initWithEnabled:signalBlock:`: enabled while `enabledSignal` last sent YES (YES until it
  /// sends) and no execution runs, unless `allowsConcurrentExecution`.
  public init(enabled enabledSignal: RACSignal?, signalBlock: @escaping (_ input: Any?) -> RACSignal?) {
    self.signalBlock = signalBlock
    super.init()
    Tracing.call(
      "-initWithEnabled:signalBlock:", of: self, rac: .method("RACCommand.m", 129, "-initWithEnabled:signalBlock:")
    ) { build(enabledSignal: enabledSignal) }
  }

  private func build(enabledSignal: RACSignal?) {
    let newActiveExecutionSignals = observation.changes(of: .activeExecutionSignals, owner: self)
      .reduceEach { _, change -> Any? in
        guard let inserted = (change as? KVOChange)?.new as? [Any] else { return RACSignal.empty() }
        return inserted.rac_sequence.signalWithScheduler(RACScheduler.immediateScheduler)
      }
      .concat()
      .publish()
      .autoconnect()

    executionSignals = newActiveExecutionSignals.map { signal -> Any? in
      (signal as? RACSignal)?.catchTo(RACSignal.empty())
    }
    .deliverOn(RACScheduler.mainThreadScheduler)
    .setNameWithFormat("%@ -executionSignals", self)

    let errorsConnection = newActiveExecutionSignals.flattenMap { signal -> RACStream? in
      (signal as? RACSignal)?.ignoreValues().catch { error in RACSignal.return(error) }
    }
    .deliverOn(RACScheduler.mainThreadScheduler)
    .publish()
    errors = errorsConnection.signal.setNameWithFormat("%@ -errors", self)
    errorsConnection.connect()

    let immediateExecuting = observation.values(of: .activeExecutionSignals, owner: self).map { signals -> Any? in
      NSNumber(value: !((signals as? [Any])?.isEmpty ?? true))
    }
    executing = immediateExecuting.deliverOn(RACScheduler.mainThreadScheduler)
      .startWith(NSNumber(value: false))
      .distinctUntilChanged()
      .replayLast()
      .setNameWithFormat("%@ -executing", self)

    let moreExecutionsAllowed = RACSignal.if(
      observation.values(of: .allowsConcurrentExecution, owner: self),
      then: RACSignal.return(NSNumber(value: true)), else: immediateExecuting.not())

    let enabledOrYes =
      enabledSignal.map { $0.startWith(NSNumber(value: true)).takeUntil(rac_willDeallocSignal).replayLast() }
      ?? RACSignal.return(NSNumber(value: true))

    immediateEnabled = RACSignal.combineLatest([enabledOrYes, moreExecutionsAllowed]).and()

    enabled = immediateEnabled.take(1)
      .concat(immediateEnabled.skip(1).deliverOn(RACScheduler.mainThreadScheduler))
      .distinctUntilChanged()
      .replayLast()
      .setNameWithFormat("%@ -enabled", self)
  }

  /// `allowsConcurrentExecution`: whether `execute:` may start a run while another goes on (NO by
  /// default). Observed, as RAC's is by KVO, by `enabled`.
  public var allowsConcurrentExecution: Bool {
    get { concurrentExecution.load(ordering: .sequentiallyConsistent) }
    set {
      concurrentExecution.store(newValue, ordering: .sequentiallyConsistent)
      observation.didChange(.allowsConcurrentExecution, to: NSNumber(value: newValue), inserted: nil)
    }
  }

  /// RAC's ivars that hold objects: `_activeExecutionSignals`, the signals `-init` makes
  /// (`_executionSignals`, `_errors`, `_executing`, `_enabled`, `_immediateEnabled`) and the block
  /// `_signalBlock` (followed where its maker recorded it: the program's block), and the KVO
  /// registrations of its own properties RAC's command makes, for a leak analysis.
  open override func appendCoreReferences(to references: inout CoreReferences) {
    references.add("ivar _signalBlock", closure: ClosureKey(commandSignalBlock: signalBlock))
    references.add("ivar _activeExecutionSignals", elements: activeExecutionSignals)
    references.add("ivar _executionSignals", executionSignals)
    references.add("ivar _errors", errors)
    references.add("ivar _executing", executing)
    references.add("ivar _enabled", enabled)
    references.add("ivar _immediateEnabled", immediateEnabled)
    observation.appendReferences(to: &references)
    super.appendCoreReferences(to: &references)
  }

  /// `activeExecutionSignals`: a copy of the signals of the executions in progress.
  public var activeExecutionSignals: [RACSignal] {
    active.withLockedState { $0.pointee }
  }

  /// `-addActiveExecutionSignal:`: KVO's insertion notification goes out inside the lock, as RAC's
  /// `willChange:/didChange:` inside `@synchronized (self)`.
  private func addActiveExecutionSignal(_ signal: RACSignal) {
    active.withLockedState { signals in
      signals.pointee.append(signal)
      observation.didChange(.activeExecutionSignals, to: signals.pointee, inserted: [signal])
    }
  }

  /// `-removeActiveExecutionSignal:`.
  private func removeActiveExecutionSignal(_ signal: RACSignal) {
    active.withLockedState { signals in
      guard signals.pointee.contains(where: { $0 === signal }) else { return }
      signals.pointee.removeAll { $0 === signal }
      observation.didChange(.activeExecutionSignals, to: signals.pointee, inserted: nil)
    }
  }

  /// `-execute:`: runs the command with `input` if it is enabled; the replayed signal of the run,
  /// or a signal that fails with `RACCommandErrorNotEnabled`.
  @discardableResult
  open func execute(_ input: Any?) -> RACSignal {
    Tracing.call("-execute:", of: self, rac: .method("RACCommand.m", 219, "-execute:"), arguments: [("input", input)]) {
      () -> RACSignal in
      let isEnabled = (immediateEnabled.first() as? NSNumber)?.boolValue ?? false
      guard isEnabled else {
        let error = NSError(
          domain: RACCommandErrorDomain, code: RACCommandErrorNotEnabled,
          userInfo: [
            NSLocalizedDescriptionKey: "The command is disabled and cannot be executed",
            RACUnderlyingCommandErrorKey: self,
          ])
        return RACSignal.error(error)
      }
      let signal = Tracing.call(
        "signalBlock", of: self, rac: .block("RACCommand.m", 232, in: "-execute:", "signalBlock(input)"),
        arguments: [("input", input)]
      ) { signalBlock(input) }
      CoreAssertion.check(
        signal != nil, "nil signal returned from signal block for value: \(String(describing: input))")
      let connection = (signal ?? RACSignal.empty()).subscribeOn(RACScheduler.mainThreadScheduler)
        .multicast(RACReplaySubject.subject())

      addActiveExecutionSignal(connection.signal)
      _ = connection.signal.subscribeError(
        CoreClosures.error(
          .block("RACCommand.m", 247, in: "-execute:", "subscribeError:"), captures: [.object("connection", connection)]
        ) { [weak self] _ in self?.removeActiveExecutionSignal(connection.signal) },
        completed: CoreClosures.action(
          .block("RACCommand.m", 250, in: "-execute:", "completed:"), captures: [.object("connection", connection)]
        ) { [weak self] in self?.removeActiveExecutionSignal(connection.signal) })
      connection.connect()
      return connection.signal.setNameWithFormat("%@ -execute: %@", self, input)
    }
  }

  /// As RAC's swizzled `-dealloc` (NSObject+RACDeallocating.m:37): the deallocation disposable
  /// first, which completes `rac_willDeallocSignal` and so the observations taken until it; only then
  /// does the command's own teardown let the observers go.
  deinit {
    disposeDeallocDisposableBeforeOwnDealloc()
    observation.ownerDidGoAway()
  }
}
