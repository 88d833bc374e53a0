import Foundation

/// The signal `createSignal:` makes: it runs its `didSubscribe` block once per subscriber.
///
/// Mirrors `RACDynamicSignal` (RACDynamicSignal.m). `subscribe:` wraps the subscriber in a
/// `RACPassthroughSubscriber` bound to a fresh compound disposable, runs `didSubscribe` through the
/// subscription scheduler (synchronously where there is a current scheduler), adds what
/// `didSubscribe` returns to that compound, and returns the compound.
public final class RACDynamicSignal: RACSignal {
  /// The block run for each subscriber (RAC's `didSubscribe`).
  let didSubscribe: (any RACSubscriberProtocol) -> RACDisposable?

  private init(didSubscribe: @escaping (any RACSubscriberProtocol) -> RACDisposable?) {
    self.didSubscribe = didSubscribe
    super.init()
  }

  /// RAC's ivar `_didSubscribe`, for a leak analysis.
  public override func appendCoreReferences(to references: inout CoreReferences) {
    references.add("ivar _didSubscribe", closure: ClosureKey(didSubscribe: didSubscribe))
    super.appendCoreReferences(to: &references)
  }

  /// Its one reference, `didSubscribe`, is a constant (`let`), so its stamp never moves.
  public override var referenceStamp: UInt? { 0 }

  /// `+[RACDynamicSignal createSignal:]`, named `+createSignal:`.
  public override class func createSignal(
    _ didSubscribe: @escaping (any RACSubscriberProtocol) -> RACDisposable?
  ) -> RACSignal {
    Tracing.call("+createSignal:", of: nil, rac: .method("RACDynamicSignal.m", 28, "+createSignal:")) {
      RACDynamicSignal(didSubscribe: didSubscribe).setNameWithFormat("+createSignal:")
    }
  }

  public override func subscribe(_ subscriber: any RACSubscriberProtocol) -> RACDisposable? {
    guard CoreRecursion.hasRoom(for: "-[RACDynamicSignal subscribe:]") else { return nil }
    if let replaced: RACDisposable? = MethodReplacements.optionalResult(
      of: "-subscribe:", receiver: self, receiverClass: type(of: self), definedOn: RACDynamicSignal.self, [subscriber])
    {
      return replaced
    }
    return Tracing.call(
      "-subscribe:", of: self, rac: .method("RACDynamicSignal.m", 36, "-subscribe:"),
      arguments: [("subscriber", subscriber)]
    ) { () -> RACDisposable? in
      let disposable = RACCompoundDisposable()
      let passthrough = RACPassthroughSubscriber(subscriber: subscriber, signal: self, disposable: disposable)
      let schedulingDisposable = RACScheduler.subscription.schedule((self, passthrough, disposable)) {
        signal, passthrough, disposable in
        let innerDisposable = Tracing.call(
          "didSubscribe", of: signal, rac: .block("RACDynamicSignal.m", 44, in: "-subscribe:", "didSubscribe("),
          arguments: [("subscriber", passthrough)]
        ) {
          signal.didSubscribe(passthrough)
        }
        disposable.add(innerDisposable)
      }
      disposable.add(schedulingDisposable)
      return disposable
    }
  }
}
