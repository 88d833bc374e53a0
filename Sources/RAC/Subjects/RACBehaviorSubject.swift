import Foundation

/// A subject with a current value: each new subscriber gets it at once, then the live values.
///
/// Mirrors `RACBehaviorSubject` (RACBehaviorSubject.m, behaviour §6.10). `currentValue` is guarded
/// by RAC's `@synchronized (self)`, and RAC calls out while holding it, as here:
/// - `subscribe:` first joins the live subscribers, then sends the current value through the
///   subscription scheduler, under the lock, to the subscriber itself (not through the
///   subscription's passthrough);
/// - `sendNext:` replaces the current value and forwards it inside one lock, so a subscriber never
///   gets a current value older than one it was already sent live;
/// - completion and errors are plain `RACSubject` ones: nothing is remembered, and a subscriber that
///   comes after them still gets the current value.
open class RACBehaviorSubject: RACSubject {
  /// RAC's `@synchronized (self)`: guards `currentValue`.
  private let lock = RecursiveLockedState()
  private var currentValue: Any?

  /// RAC's ivar `_currentValue`, then the subject's own, for a leak analysis.
  open override func appendCoreReferences(to references: inout CoreReferences) {
    references.add("ivar _currentValue", value: lock.synchronized { currentValue })
    super.appendCoreReferences(to: &references)
  }

  /// A behavior subject whose current value is nil.
  public required init() {
    super.init()
  }

  /// `+behaviorSubjectWithDefaultValue:`: a subject whose current value starts as `value`.
  public class func behaviorSubject(withDefaultValue value: Any?) -> Self {
    let subject = self.subject()
    subject.lock.synchronized { subject.currentValue = value }
    return subject
  }

  /// The current value goes before the subject's subscribers, as `.cxx_destruct` releases a
  /// subclass's instance variables first.
  open override func releaseInstanceVariables() {
    var released = lock.synchronized { () -> Any? in
      defer { currentValue = nil }
      return currentValue
    }
    released = nil
    _ = released
    super.releaseInstanceVariables()
  }

  // MARK: - RACSignal

  @discardableResult
  open override func subscribe(_ subscriber: any RACSubscriberProtocol) -> RACDisposable? {
    Tracing.call(
      "-subscribe:", of: self, rac: .method("RACBehaviorSubject.m", 32, "-subscribe:"),
      arguments: [("subscriber", subscriber)], bookkeeping: bookkeeping()
    ) { () -> RACDisposable? in
      let subscriptionDisposable = subscribeLive(subscriber)

      let schedulingDisposable = RACScheduler.subscriptionScheduler.schedule {
        Tracing.call(
          "sendCurrentValue", of: self, rac: .block("RACBehaviorSubject.m", 35, in: "-subscribe:", "schedule:"),
          arguments: [("subscriber", subscriber)], bookkeeping: self.bookkeeping()
        ) {
          self.lock.synchronized { subscriber.sendNext(self.currentValue) }
        }
      }

      return RACDisposable(
        .block("RACBehaviorSubject.m", 41, in: "-subscribe:", "disposableWithBlock:"),
        captures: [
          .object("subscriptionDisposable", subscriptionDisposable),
          .object("schedulingDisposable", schedulingDisposable),
        ]
      ) {
        subscriptionDisposable?.dispose()

        schedulingDisposable?.dispose()
      }
    }
  }

  /// `[super subscribe:]`: joins the subject's live subscribers.
  private func subscribeLive(_ subscriber: any RACSubscriberProtocol) -> RACDisposable? {
    super.subscribe(subscriber)
  }

  // MARK: - RACSubscriber

  open override func sendNext(_ value: Any?) {
    Tracing.call(
      "-sendNext:", of: self, rac: .method("RACBehaviorSubject.m", 49, "-sendNext:"), arguments: [("value", value)],
      bookkeeping: bookkeeping()
    ) {
      lock.synchronized {
        currentValue = value
        super.sendNext(value)
      }
    }
  }

  private func bookkeeping() -> [(String, String)] {
    lock.synchronized { [("currentValue", Tracing.describe(currentValue))] }
  }
}
