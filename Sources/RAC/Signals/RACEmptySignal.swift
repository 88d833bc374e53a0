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
    RACTrace.call("+empty", of: nil) { () -> RACSignal in shared }
  }

  public override var traceName: String { traceLabel ?? "+empty" }

  /// A release build ignores `setName:` on the empty signal (reference §3.4).
  public override var acceptsNames: Bool { false }

  public override func subscribe(_ subscriber: any RACSubscriberProtocol) -> RACDisposable? {
    RACTrace.call("-subscribe:", of: self, arguments: [("subscriber", subscriber)]) {
      RACScheduler.subscriptionScheduler.schedule { subscriber.sendCompleted() }
    }
  }
}
