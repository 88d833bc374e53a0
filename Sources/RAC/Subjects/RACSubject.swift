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
  /// An object of its own, as RAC's `NSMutableArray`: each subscription's removal block keeps it
  /// (and its passthrough), so a subscriber that keeps that block keeps itself alive, as in RAC.
  /// Replaced only in `deinit` (`releaseInstanceVariables`), where nothing else reads it.
  @exclusivity(unchecked) private var subscribers = LockedState<[RACPassthroughSubscriber]>([])
  /// What the passthroughs and removal blocks know of this subject (`SubjectLifetime`), made by the
  /// first subscription under the `subscribers` lock; `deinit` reads it unlocked, as nothing else
  /// holds the object then.
  @exclusivity(unchecked) private var lifetime: SubjectLifetime?

  /// `-init`.
  public required override init() {
    super.init()
  }

  /// `+subject`.
  public class func subject() -> Self {
    self.init()
  }

  deinit {
    // First, where a weak reference to the subject would start reading nil.
    lifetime?.end()
    disposeDeallocDisposableBeforeOwnDealloc()
    // RAC's -dealloc disposes the subject's subscriptions to other signals, and sends -dispose
    // whether or not a terminal event has disposed them already; traced, so that what the subject's
    // death tears down shows why.
    Tracing.call("-dealloc", of: self, rac: .method("RACSubject.m", 48, "-dealloc")) {
      disposable.dispose()
    }
    releaseInstanceVariables()
  }

  /// RAC's ivars `_disposable` and `_subscribers` (its elements), for a leak analysis.
  open override func appendCoreReferences(to references: inout CoreReferences) {
    references.add("ivar _disposable", disposable)
    references.add("ivar _subscribers", elements: subscribers.withLock { $0 })
    super.appendCoreReferences(to: &references)
  }

  /// What clang's `.cxx_destruct` does after `-dealloc`: the instance variables that hold other
  /// objects let go, the subclass's before this class's, and all before the runtime drops the
  /// object's associated objects (`rac_willDeallocSignal`'s subject, which `CoreObject` keeps and
  /// Swift would release first). A subclass with such state releases it, then calls `super`.
  open func releaseInstanceVariables() {
    subscribers = LockedState([])
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
      let lifetime = subscribers.withLock { _ in
        if let existing = self.lifetime { return existing }
        let made = SubjectLifetime(self)
        self.lifetime = made
        return made
      }
      let passthrough = RACPassthroughSubscriber(subscriber: subscriber, subject: lifetime, disposable: disposable)
      subscribers.withLock { $0.append(passthrough) }

      // RAC's block holds the subscribers array and the passthrough, not the subject: a
      // subscription whose subscriber keeps this disposable (a `RACDynamicSignal` subscription that
      // never ends) keeps both alive after the subject goes, as in RAC. The trace names the subject
      // while it lives (`SubjectLifetime`).
      let list = subscribers
      return RACDisposable(
        .block("RACSubject.m", 65, in: "-subscribe:", "disposableWithBlock:"),
        captures: [.object("subscriber", passthrough)]
      ) {
        lifetime.withSubject { subject in RACSubject.removeSubscriber(passthrough, from: list, of: subject) }
      }
    }
  }

  /// The removal block: takes `passthrough` out of the list, searching from the end since newer
  /// subscribers tend to be the shorter-lived.
  private static func removeSubscriber(
    _ passthrough: RACPassthroughSubscriber, from list: LockedState<[RACPassthroughSubscriber]>, of subject: RACSubject?
  ) {
    Tracing.call(
      "removeSubscriber", of: subject, rac: .block("RACSubject.m", 65, in: "-subscribe:", "disposableWithBlock:"),
      arguments: [("subscriber", passthrough)],
      bookkeeping: [("subscribers", list.withLock { $0 })]
    ) {
      list.withLock { subscribers in
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
    guard CoreRecursion.hasRoom(for: "-[\(className) sendNext:]") else { return }
    Tracing.call("-sendNext:", of: self, rac: .method("RACSubject.m", 91, "-sendNext:"), arguments: [("value", value)])
    {
      enumerateSubscribers { $0.sendNext(value) }
    }
  }

  open func sendError(_ error: NSError?) {
    guard CoreRecursion.hasRoom(for: "-[\(className) sendError:]") else { return }
    Tracing.call(
      "-sendError:", of: self, rac: .method("RACSubject.m", 97, "-sendError:"), arguments: [("error", error)]
    ) {
      disposable.dispose()
      enumerateSubscribers { $0.sendError(error) }
    }
  }

  open func sendCompleted() {
    guard CoreRecursion.hasRoom(for: "-[\(className) sendCompleted]") else { return }
    Tracing.call("-sendCompleted", of: self, rac: .method("RACSubject.m", 105, "-sendCompleted")) {
      disposable.dispose()
      enumerateSubscribers { $0.sendCompleted() }
    }
  }

  /// Keeps `otherDisposable` (a subscription of this subject to some signal) so that termination
  /// disposes it, and forgets it once it is disposed on its own, as `RACSubscriber` does.
  open func didSubscribeWithDisposable(_ otherDisposable: RACCompoundDisposable) {
    disposable.addUntilDisposed(
      otherDisposable, place: .block("RACSubject.m", 118, in: "-didSubscribeWithDisposable:", "disposableWithBlock:"))
  }

  /// The subscribers now, for the trace to write out when it is read.
  private func subscribersNow() -> [RACPassthroughSubscriber] {
    subscribers.withLock { $0 }
  }
}
