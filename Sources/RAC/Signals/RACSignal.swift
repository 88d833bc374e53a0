import Foundation

/// A push-driven stream: the class every signal kind derives from.
///
/// Mirrors `RACSignal` (RACSignal.m): the factory methods (`createSignal:`, `return:`, `empty`,
/// `error:`, `never`) hand out the concrete kinds, and `subscribe:` is left to them. The stream
/// primitives `bind:`, `concat:` and `zipWith:` live in their own files (`RACSignal+Bind.swift`, …).
open class RACSignal: RACStream, RACStreamOperations {
  /// Operations on a signal return signals.
  public typealias Stream = RACSignal

  /// `+createSignal:`: a `RACDynamicSignal` that runs `didSubscribe` for every subscriber.
  open class func createSignal(
    _ didSubscribe: @escaping (_ subscriber: any RACSubscriberProtocol) -> RACDisposable?
  ) -> RACSignal {
    if let replaced: RACSignal = MethodReplacements.result(
      of: "+createSignal:", receiver: self, receiverClass: self, definedOn: RACSignal.self, [didSubscribe])
    {
      return replaced
    }
    return RACDynamicSignal.createSignal(didSubscribe)
  }

  /// `+return:`: a `RACReturnSignal` sending `value`, then completed.
  open override class func `return`(_ value: Any?) -> RACSignal {
    if let replaced: RACSignal = MethodReplacements.result(
      of: "+return:", receiver: self, receiverClass: self, definedOn: RACSignal.self, [value])
    {
      return replaced
    }
    return RACReturnSignal.return(value)
  }

  /// `+empty`: a `RACEmptySignal`, which only completes.
  open override class func empty() -> RACSignal {
    if let replaced: RACSignal = MethodReplacements.result(
      of: "+empty", receiver: self, receiverClass: self, definedOn: RACSignal.self, [])
    {
      return replaced
    }
    return RACEmptySignal.empty()
  }

  /// `+error:`: a `RACErrorSignal`, which only sends `error`.
  open class func error(_ error: NSError?) -> RACSignal {
    if let replaced: RACSignal = MethodReplacements.result(
      of: "+error:", receiver: self, receiverClass: self, definedOn: RACSignal.self, [error])
    {
      return replaced
    }
    return RACErrorSignal.error(error)
  }

  /// `+never`: a signal that sends nothing, ever.
  public class func never() -> RACSignal {
    RACSignal.createSignal { _ in nil }.setNameWithFormat("+never")
  }

  /// `-subscribe:`: subscribes `subscriber`; returns the disposable that ends the subscription
  /// (nil when the subscription already finished synchronously, as for `return:`). Every kind
  /// overrides it.
  @discardableResult
  open func subscribe(_ subscriber: any RACSubscriberProtocol) -> RACDisposable? {
    CoreAssertion.fail("\(className) must override -subscribe:")
    return nil
  }

  // The primitives are declared here so that every signal kind can override them; their bodies
  // live in RACSignal+Bind.swift, RACSignal+Concat.swift and RACSignal+ZipWith.swift.

  open override func bind(_ block: @escaping () -> RACStreamBindBlock) -> RACSignal {
    if let replaced: RACSignal = MethodReplacements.result(
      of: "-bind:", receiver: self, receiverClass: type(of: self), definedOn: RACSignal.self, [block])
    {
      return replaced
    }
    return bindSignal(block)
  }

  open override func concat(_ stream: RACStream) -> RACSignal {
    if let replaced: RACSignal = MethodReplacements.result(
      of: "-concat:", receiver: self, receiverClass: type(of: self), definedOn: RACSignal.self, [stream])
    {
      return replaced
    }
    return concatSignal(stream)
  }

  open override func zipWith(_ stream: RACStream) -> RACSignal {
    if let replaced: RACSignal = MethodReplacements.result(
      of: "-zipWith:", receiver: self, receiverClass: type(of: self), definedOn: RACSignal.self, [stream])
    {
      return replaced
    }
    return zipWithSignal(stream)
  }
}
