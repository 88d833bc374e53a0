import Foundation

/// Stands between a signal and the subscriber given to `subscribe:`, dropping every event once the
/// subscription's disposable is disposed.
///
/// Mirrors `RACPassthroughSubscriber`: it keeps the inner subscriber alive, tells it about the
/// subscription's compound disposable on creation, and forwards events only while that compound is
/// undisposed. It never disposes anything itself: termination is the inner subscriber's job.
///
/// Its stored properties are declared in the reverse of RAC's order (`innerSubscriber`, `signal`,
/// `disposable`): Swift releases them in declaration order, clang's `.cxx_destruct` in reverse, so
/// a dying passthrough lets its disposable go before its subscriber, as on a device.
public final class RACPassthroughSubscriber: CoreObject, RACSubscriberProtocol {
  /// The subscription's compound disposable.
  public let disposable: RACCompoundDisposable
  /// The signal this subscription belongs to, unless it is a subject (RAC keeps it unretained, for
  /// DTrace probes only).
  private weak var otherSignal: RACSignal?
  /// The subject this subscription belongs to, without the weak reference that would slow down
  /// every retain of the subject (`SubjectLifetime`).
  private let subject: SubjectLifetime?
  /// The subscriber events are forwarded to.
  public let innerSubscriber: any RACSubscriberProtocol
  /// The signal's trace name when the subscription started, while a trace records: nothing keeps
  /// the signal, so the trace may need the name after it is gone.
  private let signalTraceName: String?

  /// Wraps `subscriber` for one subscription to `signal`, whose disposable is `disposable`, and
  /// hands that disposable to `subscriber` (`-didSubscribeWithDisposable:`).
  public convenience init(
    subscriber: any RACSubscriberProtocol, signal: RACSignal?, disposable: RACCompoundDisposable
  ) {
    self.init(subscriber: subscriber, signal: signal, subject: nil, disposable: disposable)
  }

  /// Wraps `subscriber` for one subscription to the subject whose lifetime is `subject`.
  convenience init(
    subscriber: any RACSubscriberProtocol, subject: SubjectLifetime, disposable: RACCompoundDisposable
  ) {
    let signal = subject.withSubject { $0 }
    self.init(subscriber: subscriber, signal: signal, subject: subject, disposable: disposable)
  }

  private init(
    subscriber: any RACSubscriberProtocol, signal: RACSignal?, subject: SubjectLifetime?,
    disposable: RACCompoundDisposable
  ) {
    innerSubscriber = subscriber
    self.subject = subject
    if subject == nil { otherSignal = signal }
    self.disposable = disposable
    signalTraceName = Tracing.isRecordingEvents ? signal?.traceName : nil
    if let signal { TraceNames.isShownWhileAlive(signal) }
    super.init()
    subscriber.didSubscribeWithDisposable(disposable)
  }

  /// RAC's strong ivars `_innerSubscriber` and `_disposable` (`_signal` is unretained), for a leak
  /// analysis.
  public override func appendCoreReferences(to references: inout CoreReferences) {
    references.add("ivar _innerSubscriber", innerSubscriber as AnyObject)
    references.add("ivar _disposable", disposable)
    super.appendCoreReferences(to: &references)
  }

  /// Its references are constants (`let`), so its stamp never moves.
  public override var referenceStamp: UInt? { 0 }

  /// Passes the value on, unless the subscription is disposed. The trace shows the call either way:
  /// RAC's method is entered and checks the disposable inside (a subject still sends to the
  /// passthrough of a subscription whose serial disposable lost it, as `-concat:`'s does when its
  /// first signal completes during the subscription).
  public func sendNext(_ value: Any?) {
    Tracing.call(
      "-sendNext:", of: self, rac: .method("RACPassthroughSubscriber.m", 67, "-sendNext:"),
      arguments: [("value", value)]
    ) {
      guard !disposable.isDisposed else { return }
      innerSubscriber.sendNext(value)
    }
  }

  /// Passes the error on, unless the subscription is disposed.
  public func sendError(_ error: NSError?) {
    Tracing.call(
      "-sendError:", of: self, rac: .method("RACPassthroughSubscriber.m", 77, "-sendError:"),
      arguments: [("error", error)]
    ) {
      guard !disposable.isDisposed else { return }
      innerSubscriber.sendError(error)
    }
  }

  /// Passes the completion on, unless the subscription is disposed.
  public func sendCompleted() {
    Tracing.call("-sendCompleted", of: self, rac: .method("RACPassthroughSubscriber.m", 87, "-sendCompleted")) {
      guard !disposable.isDisposed else { return }
      innerSubscriber.sendCompleted()
    }
  }

  /// Adds `otherDisposable` to this subscription's disposable, unless it is that disposable.
  public func didSubscribeWithDisposable(_ otherDisposable: RACCompoundDisposable) {
    if otherDisposable !== disposable { disposable.add(otherDisposable) }
  }

  /// The signal this subscription belongs to while it lives, nil once it has gone (RAC keeps it
  /// unretained, for DTrace probes only). A subject is looked up under its lifetime's lock; the
  /// reference returned is then as good as RAC's unretained one: valid unless the subject's last
  /// reference goes on another thread meanwhile. The core reads the name under the lock
  /// (`traceName`); this is for the debugger, which reads it while the program is paused.
  public var signal: RACSignal? {
    guard let subject else { return otherSignal }
    return subject.withSubject { $0 }
  }

  /// Named after the signal it subscribes to, so the trace reads "passthrough to [signal] -map:".
  public override var traceName: String {
    traceLabel ?? (liveSignalName ?? signalTraceName).map { "→ \($0)" } ?? ""
  }

  /// The signal's trace name while it lives, read under a subject's lifetime lock.
  private var liveSignalName: String? {
    guard let subject else { return otherSignal?.traceName }
    return subject.withSubject { $0?.traceName }
  }
}
