import Foundation

/// The signal `+error:` makes: it sends its error at once (nil allowed) and nothing else.
///
/// Mirrors `RACErrorSignal` (RACErrorSignal.m): a new instance per call, named `+error:` in a
/// release build.
public final class RACErrorSignal: RACSignal {
  /// The error sent to every subscriber.
  public let error: NSError?

  private init(error: NSError?) {
    self.error = error
    super.init()
    name = "+error:"
  }

  /// `+[RACErrorSignal error:]`.
  public override class func error(_ error: NSError?) -> RACSignal {
    Tracing.call("+error:", of: nil, rac: .method("RACErrorSignal.m", 24, "+error:"), arguments: [("error", error)]) {
      () -> RACSignal in
      RACErrorSignal(error: error)
    }
  }

  public override var traceName: String {
    traceLabel ?? "+error: \(Tracing.describe(error))"
  }

  public override func subscribe(_ subscriber: any RACSubscriberProtocol) -> RACDisposable? {
    if let replaced: RACDisposable? = MethodReplacements.optionalResult(
      of: "-subscribe:", receiver: self, receiverClass: type(of: self), definedOn: RACErrorSignal.self, [subscriber])
    {
      return replaced
    }
    return Tracing.call(
      "-subscribe:", of: self, rac: .method("RACErrorSignal.m", 39, "-subscribe:"),
      arguments: [("subscriber", subscriber)]
    ) {
      RACScheduler.subscription.schedule((self, subscriber)) { signal, subscriber in
        subscriber.sendError(signal.error)
      }
    }
  }
}
