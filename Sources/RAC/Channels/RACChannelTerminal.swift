import Foundation

/// One end of a `RACChannel`: a signal of the values sent to the other end, and a subscriber whose
/// events go to the other end.
///
/// Mirrors `RACChannelTerminal` (RACChannel.m, RAC 2.5): `-subscribe:` subscribes to `values` (one
/// of the channel's replay subjects), and every event it is sent, `-didSubscribeWithDisposable:`
/// included, goes on to `otherTerminal` (the other subject). Only a channel makes one (RAC marks
/// `-init` unavailable).
///
/// Its stored properties are declared in the reverse of RAC's (`values`, `otherTerminal`), so that
/// Swift releases them in clang's `.cxx_destruct` order.
public final class RACChannelTerminal: RACSignal, RACSubscriberProtocol {
  /// The subscriber that sends to the other terminal: the subject whose values it sends.
  private let otherTerminal: any RACSubscriberProtocol

  /// This terminal's values: the subject the other terminal sends to.
  private let values: RACSignal

  /// `-initWithValues:otherTerminal:`.
  init(values: RACSignal, otherTerminal: any RACSubscriberProtocol) {
    self.otherTerminal = otherTerminal
    self.values = values
    super.init()
  }

  /// RAC's ivars, for a leak analysis: `_values` and `_otherTerminal` (the two subjects).
  public override func appendCoreReferences(to references: inout CoreReferences) {
    references.add("ivar _values", values)
    references.add("ivar _otherTerminal", otherTerminal as AnyObject)
    super.appendCoreReferences(to: &references)
  }

  // MARK: - RACSignal

  @discardableResult
  public override func subscribe(_ subscriber: any RACSubscriberProtocol) -> RACDisposable? {
    Tracing.call(
      "-subscribe:", of: self, rac: .method("RACChannel.m", 68, "-subscribe:"), arguments: [("subscriber", subscriber)]
    ) {
      values.subscribe(subscriber)
    }
  }

  // MARK: - RACSubscriber

  /// Sends `value` to the other terminal's subject.
  public func sendNext(_ value: Any?) {
    Tracing.call("-sendNext:", of: self, rac: .method("RACChannel.m", 74, "-sendNext:"), arguments: [("value", value)])
    {
      otherTerminal.sendNext(value)
    }
  }

  /// Sends `error` to the other terminal's subject, which ends the whole channel.
  public func sendError(_ error: NSError?) {
    Tracing.call(
      "-sendError:", of: self, rac: .method("RACChannel.m", 78, "-sendError:"), arguments: [("error", error)]
    ) {
      otherTerminal.sendError(error)
    }
  }

  /// Completes the other terminal's subject, which ends the whole channel.
  public func sendCompleted() {
    Tracing.call("-sendCompleted", of: self, rac: .method("RACChannel.m", 82, "-sendCompleted")) {
      otherTerminal.sendCompleted()
    }
  }

  /// Hands the subscription's disposable to the other terminal's subject, so that the other end's
  /// termination disposes it.
  public func didSubscribeWithDisposable(_ disposable: RACCompoundDisposable) {
    Tracing.call(
      "-didSubscribeWithDisposable:", of: self, rac: .method("RACChannel.m", 86, "-didSubscribeWithDisposable:"),
      arguments: [("disposable", disposable)]
    ) {
      otherTerminal.didSubscribeWithDisposable(disposable)
    }
  }
}
