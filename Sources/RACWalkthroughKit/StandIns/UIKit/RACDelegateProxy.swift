import Foundation
import RAC

/// RAC's delegate proxy (RACDelegateProxy.m): an object that stands in as a view's delegate for a
/// protocol, so that RAC can make signals of the delegate's messages while the view's own delegate
/// still gets the rest.
///
/// - `signal(forSelector:)` (`-signalForSelector:`, RAC's `-rac_signalForSelector:fromProtocol:`
///   on the proxy): a subject, one per selector, that sends a tuple of each message's arguments
///   and completes when the proxy is deallocated. From then on the proxy answers that selector.
/// - A message it was not asked about goes on to `rac_proxiedDelegate` (`-forwardInvocation:`),
///   held weakly; `-respondsToSelector:` is true for both kinds.
///
/// The views whose categories use a proxy (`UIAlertView`, `UIActionSheet`, `UITextView`,
/// `UIImagePickerController`) make one on first use and, once one of their signals was asked for,
/// put it in their `delegate` and its proxied delegate in it (RAC's `RACUseDelegateProxy`). The
/// bridge sends the messages (`deliver(_:arguments:)`, else on to the proxied delegate).
public final class RACDelegateProxy: CustomStringConvertible {
  /// The protocol it was made for (`-initWithProtocol:`).
  public let protocolName: String

  /// The alert it stands in front of, for an alert's proxy (which the alert keeps).
  public private(set) weak var alert: UIAlertView?

  /// `-rac_proxiedDelegate`: where the messages RAC does not handle go (unretained, as a delegate).
  public weak var rac_proxiedDelegate: AnyObject?

  private let signals = LockedState<[String: RACSubject]>([:])

  /// Whether a view's category made it, so that its signals feed the stand-in's own operators
  /// (the core's, which take the core's tuples), rather than a program's `-initWithProtocol:`.
  public let isViewsProxy: Bool

  /// `-initWithProtocol:` (`isViewsProxy` for a view's `rac_delegateProxy`).
  public init(protocolName: String, isViewsProxy: Bool = false) {
    self.protocolName = protocolName
    self.isViewsProxy = isViewsProxy
  }

  init(alert: UIAlertView) {
    protocolName = "UIAlertViewDelegate"
    isViewsProxy = true
    self.alert = alert
  }

  deinit {
    completeSignals()
  }

  /// What the proxy's deallocation does to its signals (`-rac_signalForSelector:`'s subjects
  /// complete with their object): each completes, once.
  public func completeSignals() {
    let subjects = signals.withLock { signals -> [RACSubject] in
      let all = Array(signals.values)
      signals.removeAll()
      return all
    }
    for subject in subjects { subject.sendCompleted() }
  }

  /// `-signalForSelector:`: the subject of `selector`'s arguments, made on first use.
  public func signal(forSelector selector: String) -> RACSignal {
    let (subject, made) = signals.withLock { signals -> (RACSubject, Bool) in
      if let subject = signals[selector] { return (subject, false) }
      let subject = RACSubject.subject()
      signals[selector] = subject
      return (subject, true)
    }
    if made {
      _ = subject.setNameWithFormat(
        "%@ -rac_signalForSelector: %s", ObjectDescription(text: description), selector)
    }
    return subject
  }

  /// Whether a signal of `selector` was asked for (the proxy answers it itself).
  public func handles(_ selector: String) -> Bool { signals.withLock { $0[selector] != nil } }

  /// `selector` sent to the proxy: when a signal of it was asked for, it sends the tuple of the
  /// message's arguments that `arguments()` makes (the caller's: RAC's loaded tuple class with
  /// `--rac-source`) and true comes back; false otherwise, and `arguments` is not called.
  public func deliver(_ selector: String, arguments: () throws -> Any?) rethrows -> Bool {
    guard let subject = signals.withLock({ $0[selector] }) else { return false }
    subject.sendNext(try arguments())
    return true
  }

  /// `selector` sent to an alert's proxy with the button's `index`: true when its signal took it,
  /// false when the proxy forwards it to the alert's own delegate.
  public func received(_ selector: UIAlertView.DelegateSelector, index: Int) -> Bool {
    alert?.proxyReceived(selector, index: index) ?? false
  }

  /// `<RACDelegateProxy: 0x…>`, as the object prints on the device.
  public var description: String { "<RACDelegateProxy: \(ObjectAddress.of(self))>" }
}
