import Foundation

/// The block-based subscriber that `subscribeNext:error:completed:` and friends create.
///
/// Mirrors `RACSubscriber` (RACSubscriber.m):
/// - each event runs its block under `@synchronized (self)`, so events to one subscriber never
///   overlap;
/// - `sendError:` / `sendCompleted` first dispose the subscriber's own compound disposable, which
///   forgets all three blocks and tears down every subscription it was told about, then call the
///   block: after a terminal event nothing more gets through;
/// - `dealloc` disposes the compound too, so a subscription lives exactly as long as its subscriber.
public final class RACSubscriber: CoreObject, RACSubscriberProtocol {
  /// RAC's `next`, `error` and `completed` properties, which `@synchronized (self)` guards.
  struct Blocks {
    var next: ((Any?) -> Void)?
    var error: ((NSError?) -> Void)?
    var completed: (() -> Void)?
    /// Set by `deinit` before it disposes: the subscriber's own disposable then leaves the blocks
    /// alone, and they are released with the subscriber, after `deinit`'s `-dispose`. (A disposable
    /// that reached the subscriber weakly found it gone during `deinit`; traces keep that order.)
    var isDeallocating = false
  }

  /// The subscriber's own compound: its blocks' lifetime plus every subscription it made. It also
  /// holds the blocks themselves and the recursive lock that is RAC's `@synchronized (self)`
  /// (`RACCompoundDisposable.withSubscriberLock`), inline: one allocation for the three.
  public let disposable: RACCompoundDisposable

  /// `+subscriberWithNext:error:completed:`.
  public init(
    next: ((Any?) -> Void)?, error: ((NSError?) -> Void)?, completed: (() -> Void)?
  ) {
    disposable = RACCompoundDisposable(subscriberBlocks: Blocks(next: next, error: error, completed: completed))
    super.init()
    // RAC's `selfDisposable` (RACSubscriber.m, -init): a block that forgets the three blocks under
    // `@synchronized (self)`. RAC reaches `self` through an `@unsafeify` pointer so that the block
    // does not keep the subscriber alive; this one reaches the compound that holds the blocks,
    // unretained, which needs neither a weak reference (a side table per subscriber) nor a closure
    // context: only the compound holds it and only the compound's `-dispose` runs it, so the
    // compound is alive whenever it runs.
    disposable.add(
      RACDisposable(unretainedOwner: disposable) { object in
        let compound = unsafeDowncast(object, to: RACCompoundDisposable.self)
        compound.withSubscriberLock {
          if !compound.subscriberBlocks.isDeallocating { compound.subscriberBlocks = Blocks() }
        }
      })
  }

  /// RAC's ivars `_next`, `_error`, `_completed` (kept in the compound's storage here) and
  /// `_disposable`, for a leak analysis.
  public override func appendCoreReferences(to references: inout CoreReferences) {
    let blocks = disposable.withSubscriberLock { disposable.subscriberBlocks }
    // Unwrapped by `if let`, not `map`: a generic function would hand over a reabstracted closure,
    // whose words are not the stored one's.
    if let next = blocks.next { references.add("ivar _next", closure: ClosureKey(next)) }
    if let error = blocks.error { references.add("ivar _error", closure: ClosureKey(error)) }
    if let completed = blocks.completed { references.add("ivar _completed", closure: ClosureKey(completed)) }
    references.add("ivar _disposable", disposable)
    super.appendCoreReferences(to: &references)
  }

  /// Which of the three blocks it still holds, a bit each: they are set only by `init` and
  /// forgotten only all at once (`selfDisposable`), so which are there decides its references, and
  /// the core's path writes nothing for it. (`disposable` is a constant.)
  public override var referenceStamp: UInt? {
    disposable.withSubscriberLock {
      let blocks = disposable.subscriberBlocks
      return (blocks.next == nil ? 0 : 1) | (blocks.error == nil ? 0 : 2) | (blocks.completed == nil ? 0 : 4)
    }
  }

  /// RAC's `-dealloc` sends `-dispose` to the compound whether or not a terminal event has disposed
  /// it already; then the call finds nothing left to dispose, and the trace still shows it.
  deinit {
    disposeDeallocDisposableBeforeOwnDealloc()
    if !disposable.isDisposed { disposable.withSubscriberLock { disposable.subscriberBlocks.isDeallocating = true } }
    // Traced as an event of its own: a subscription the subscriber's death tears down (its
    // disposables' blocks run) shows why, nested under it.
    Tracing.call("-dealloc", of: self, rac: .method("RACSubscriber.m", 61, "-dealloc")) {
      disposable.dispose()
    }
  }

  /// `-sendNext:`: calls the next block, under the subscriber's lock.
  public func sendNext(_ value: Any?) {
    Tracing.call(
      "-sendNext:", of: self, rac: .method("RACSubscriber.m", 67, "-sendNext:"), arguments: [("value", value)]
    ) {
      disposable.withSubscriberLock {
        guard let nextBlock = disposable.subscriberBlocks.next else { return }
        Tracing.call(
          "nextBlock", of: self, rac: .block("RACSubscriber.m", 72, in: "-sendNext:", "nextBlock(value)"),
          arguments: [("x", value)]
        ) { nextBlock(value) }
      }
    }
  }

  /// `-sendError:`: disposes the subscriber's disposable first, then calls the error block; later
  /// events are ignored.
  public func sendError(_ error: NSError?) {
    disposable.withSubscriberLock {
      let errorBlock = disposable.subscriberBlocks.error
      Tracing.call(
        "-sendError:", of: self, rac: .method("RACSubscriber.m", 76, "-sendError:"), arguments: [("error", error)]
      ) {
        disposable.dispose()
        guard let errorBlock else { return }
        Tracing.call(
          "errorBlock", of: self, rac: .block("RACSubscriber.m", 82, in: "-sendError:", "errorBlock(e)"),
          arguments: [("error", error)]
        ) { errorBlock(error) }
      }
    }
  }

  /// `-sendCompleted`: disposes the subscriber's disposable first, then calls the completed block;
  /// later events are ignored.
  public func sendCompleted() {
    disposable.withSubscriberLock {
      let completedBlock = disposable.subscriberBlocks.completed
      Tracing.call("-sendCompleted", of: self, rac: .method("RACSubscriber.m", 86, "-sendCompleted")) {
        disposable.dispose()
        guard let completedBlock else { return }
        Tracing.call(
          "completedBlock", of: self, rac: .block("RACSubscriber.m", 92, in: "-sendCompleted", "completedBlock()")
        ) { completedBlock() }
      }
    }
  }

  /// Keeps `otherDisposable` (the compound of a subscription this subscriber was handed to) so that
  /// termination tears it down, and arranges for it to be forgotten once it is disposed on its own,
  /// so a long-lived subscriber does not collect dead subscriptions.
  public func didSubscribeWithDisposable(_ otherDisposable: RACCompoundDisposable) {
    disposable.addUntilDisposed(
      otherDisposable,
      place: .block("RACSubscriber.m", 106, in: "-didSubscribeWithDisposable:", "disposableWithBlock:"))
  }
}
