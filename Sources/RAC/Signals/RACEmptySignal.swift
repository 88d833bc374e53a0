import Foundation

/// The signal `+empty` makes: it completes at once and sends nothing else.
///
/// Mirrors `RACEmptySignal` (RACEmptySignal.m), as a release build has it: one shared instance whose
/// `name` is always `+empty`. A binding block that returns it (`filter:` rejecting a value) adds a
/// signal that completes during `addSignal`, which is how the rejected value's bookkeeping ends in
/// `completeSignal` (see the post's last section).
public final class RACEmptySignal: RACSignal {
  private static let shared = RACEmptySignal()

  private override init() {
    super.init()
    name = "+empty"
  }

  /// `+[RACEmptySignal empty]`.
  public override class func empty() -> RACSignal {
    if let replaced: RACSignal = MethodReplacements.result(
      of: "+empty", receiver: self, receiverClass: self, definedOn: RACEmptySignal.self, [])
    {
      return replaced
    }
    return Tracing.call("+empty", of: nil, rac: .method("RACEmptySignal.m", 35, "+empty")) { () -> RACSignal in shared }
  }

  public override var traceName: String { traceLabel ?? "+empty" }

  public override var isSharedInstance: Bool { true }

  /// A release build ignores `setName:` on the empty signal (behaviour §3.4).
  public override var acceptsNames: Bool { false }

  public override func subscribe(_ subscriber: any RACSubscriberProtocol) -> RACDisposable? {
    if let replaced: RACDisposable? = MethodReplacements.optionalResult(
      of: "-subscribe:", receiver: self, receiverClass: type(of: self), definedOn: RACEmptySignal.self, [subscriber])
    {
      return replaced
    }
    return Tracing.call(
      "-subscribe:", of: self, rac: .method("RACEmptySignal.m", 54, "-subscribe:"),
      arguments: [("subscriber", subscriber)]
    ) {
      RACScheduler.subscription.schedule(subscriber) { $0.sendCompleted() }
    }
  }
}
