import Foundation

/// The signal `+return:` makes: it sends its one value, then completes.
///
/// Mirrors `RACReturnSignal` (RACReturnSignal.m), as a release build has it: `return:nil` is a shared
/// instance and `name` is always `+return:` (the trace names it `+return: <value>`, as a DEBUG build
/// would). `subscribe:` sends through the subscription scheduler with no passthrough subscriber; when
/// that runs synchronously, it returns nil — the subscription is already over.
public final class RACReturnSignal: RACSignal {
  /// The value sent to every subscriber.
  public let value: Any?

  private static let returnNil = RACReturnSignal(value: nil)

  /// RAC's ivar `_value` (its `value` property), then the signal's own, for a leak analysis.
  public override func appendCoreReferences(to references: inout CoreReferences) {
    references.add("ivar _value", value: value)
    super.appendCoreReferences(to: &references)
  }

  /// Its one reference, `value`, is a constant (`let`), so its stamp never moves.
  public override var referenceStamp: UInt? { 0 }

  private init(value: Any?) {
    self.value = value
    super.init()
    name = "+return:"
  }

  /// `+[RACReturnSignal return:]`: post steps 6–7.
  public override class func `return`(_ value: Any?) -> RACSignal {
    if let replaced: RACSignal = MethodReplacements.result(
      of: "+return:", receiver: self, receiverClass: self, definedOn: RACReturnSignal.self, [value])
    {
      return replaced
    }
    return Tracing.call(
      "+return:", of: nil, rac: .method("RACReturnSignal.m", 43, "+return:"), arguments: [("value", value)]
    ) { () -> RACSignal in
      value == nil ? returnNil : RACReturnSignal(value: value)
    }
  }

  /// A release build ignores `setName:` on return signals; `name` is always `+return:` (behaviour §3.3).
  public override var acceptsNames: Bool { false }

  public override var isSharedInstance: Bool { self === RACReturnSignal.returnNil }

  /// `+return: <value>`. A value that can change by itself (a mutable array) keeps recorders from
  /// reusing names while this signal lives (`TraceNames`), from the first time its name is built.
  public override var traceName: String {
    if let traceLabel { return traceLabel }
    if !TraceNames.isStableInName(value) { TraceNames.setUncacheable(self, true) }
    return "+return: \(Tracing.describe(value))"
  }

  public override func subscribe(_ subscriber: any RACSubscriberProtocol) -> RACDisposable? {
    if let replaced: RACDisposable? = MethodReplacements.optionalResult(
      of: "-subscribe:", receiver: self, receiverClass: type(of: self), definedOn: RACReturnSignal.self, [subscriber])
    {
      return replaced
    }
    return Tracing.call(
      "-subscribe:", of: self, rac: .method("RACReturnSignal.m", 81, "-subscribe:"),
      arguments: [("subscriber", subscriber)]
    ) {
      RACScheduler.subscription.schedule((self, subscriber)) { signal, subscriber in
        subscriber.sendNext(signal.value)
        subscriber.sendCompleted()
      }
    }
  }
}
