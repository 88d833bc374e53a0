import Foundation

/// A signal that is also a subscriber: whatever is sent to it goes to everyone subscribed right now.
///
/// Mirrors `RACSubject` (RACSubject.m, behaviour §6.10):
/// - `subscribe:` wraps the subscriber in a `RACPassthroughSubscriber` with a fresh compound and
///   appends it to `subscribers` under `@synchronized (subscribers)`; the disposable it returns only
///   takes that passthrough out of the list again (RAC 2.5; ReactiveObjC returns the compound);
/// - events go to a copy of the list taken under the lock, so a subscriber added during a send does
///   not get that event;
/// - `sendError:` / `sendCompleted` first dispose the subject's own `disposable` (its subscriptions
///   to upstream signals), then forward;
/// - there is no terminal state: a subscriber that comes after completion gets nothing at all (§7.6);
/// - `dealloc` disposes `disposable`.
///
/// Its stored properties are declared in the reverse of RAC's (`subscribers`, `disposable`), so that
/// Swift releases them in clang's `.cxx_destruct` order.
open class RACSubject: RACSignal, RACSubscriberProtocol {
  /// The subject's subscriptions to other signals (the `didSubscribeWithDisposable:` it was given),
  /// disposed when it errors, completes or goes away.
  public let disposable = RACCompoundDisposable()

  /// The passthroughs of the live subscriptions, oldest first, inside the lock that is RAC's
  /// `@synchronized (subscribers)`.
  /// Never entered twice: its sections only copy or edit the list (events go out to a copy, outside
  /// it), so it need not be recursive.
  private let subscribers = LockedState<[RACPassthroughSubscriber]>([])

  /// `-init`.
  public required override init() {
    super.init()
  }

  /// `+subject`.
  public class func subject() -> Self {
    self.init()
  }

  deinit {
    // RAC's -dealloc disposes the subject's subscriptions to other signals, and sends -dispose
    // whether or not a terminal event has disposed them already; traced, so that what the subject's
    // death tears down shows why.
    Tracing.call("-dealloc", of: self, rac: .method("RACSubject.m", 48, "-dealloc")) {
      disposable.dispose()
    }
  }

  /// RAC names a subject only when an operator makes one (`publish`, `replay`, …); otherwise the
  /// trace calls it after the factory.
  open override var traceName: String {
    let name = super.traceName
    return name.isEmpty ? "+subject" : name
  }

  @discardableResult
  open override func subscribe(_ subscriber: any RACSubscriberProtocol) -> RACDisposable? {
    Tracing.call(
      "-subscribe:", of: self, rac: .method("RACSubject.m", 54, "-subscribe:"), arguments: [("subscriber", subscriber)],
      bookkeeping: [("subscribers", subscribersNow())]
    ) { () -> RACDisposable? in
      let disposable = RACCompoundDisposable()
      let passthrough = RACPassthroughSubscriber(subscriber: subscriber, signal: self, disposable: disposable)
      subscribers.withLock { $0.append(passthrough) }

      // RAC's block holds the subscribers array and the passthrough, not the subject. Here the list
      // lives inside the subject, so the block holds the subject weakly: a subject nobody keeps
      // frees its subscribers even while someone still holds this disposable. The passthrough can
      // be weak too: while it is in the list, the list keeps it alive.
      return RACDisposable { [weak self, weak passthrough] in
        guard let self, let passthrough else { return }
        self.removeSubscriber(passthrough)
      }
    }
  }

  /// The removal block: takes `passthrough` out of the list, searching from the end since newer
  /// subscribers tend to be the shorter-lived.
  private func removeSubscriber(_ passthrough: RACPassthroughSubscriber) {
    Tracing.call(
      "removeSubscriber", of: self, rac: .block("RACSubject.m", 65, in: "-subscribe:", "disposableWithBlock:"),
      arguments: [("subscriber", passthrough)],
      bookkeeping: [("subscribers", subscribersNow())]
    ) {
      subscribers.withLock { subscribers in
        if let index = subscribers.lastIndex(where: { $0 === passthrough }) { subscribers.remove(at: index) }
      }
    }
  }

  /// `-enumerateSubscribersUsingBlock:`: calls `block` for each subscriber present when it starts,
  /// outside the lock.
  public func enumerateSubscribers(using block: (any RACSubscriberProtocol) -> Void) {
    let snapshot = subscribers.withLock { $0 }
    for subscriber in snapshot { block(subscriber) }
  }

  // MARK: - RACSubscriber

  open func sendNext(_ value: Any?) {
    Tracing.call("-sendNext:", of: self, rac: .method("RACSubject.m", 91, "-sendNext:"), arguments: [("value", value)])
    {
      enumerateSubscribers { $0.sendNext(value) }
    }
  }

  open func sendError(_ error: NSError?) {
    Tracing.call(
      "-sendError:", of: self, rac: .method("RACSubject.m", 97, "-sendError:"), arguments: [("error", error)]
    ) {
      disposable.dispose()
      enumerateSubscribers { $0.sendError(error) }
    }
  }

  open func sendCompleted() {
    Tracing.call("-sendCompleted", of: self, rac: .method("RACSubject.m", 105, "-sendCompleted")) {
      disposable.dispose()
      enumerateSubscribers { $0.sendCompleted() }
    }
  }

  /// Keeps `otherDisposable` (a subscription of this subject to some signal) so that termination
  /// disposes it, and forgets it once it is disposed on its own, as `RACSubscriber` does.
  open func didSubscribeWithDisposable(_ otherDisposable: RACCompoundDisposable) {
    disposable.addUntilDisposed(otherDisposable)
  }

  /// The subscribers now, for the trace to write out when it is read.
  private func subscribersNow() -> [RACPassthroughSubscriber] {
    subscribers.withLock { $0 }
  }
}
