import Foundation
import RAC

/// RAC's delegate proxy for an alert (RACDelegateProxy.m, `-rac_delegateProxy` of
/// UIAlertView+RACSignalSupport.m): once one of the alert's signals was asked for, the alert's
/// `delegate` is this proxy, and its own delegate is the proxy's proxied delegate.
///
/// A delegate method sent to the proxy (by UIKit, or by code that calls `alertView.delegate`
/// directly, as RAC's own spec does) goes to the signal of that selector when RAC handles it
/// (`-rac_signalForSelector:` makes the proxy answer it), else on to the alert's own delegate
/// (`-forwardInvocation:`); the bridge forwards what the proxy does not handle.
public final class RACDelegateProxy: CustomStringConvertible {
  /// The alert it stands in front of (which keeps it).
  public private(set) weak var alert: UIAlertView?

  init(alert: UIAlertView) {
    self.alert = alert
  }

  /// `selector` sent to the proxy with the button's `index`: true when its signal took it, false
  /// when the proxy forwards it to the alert's own delegate.
  public func received(_ selector: UIAlertView.DelegateSelector, index: Int) -> Bool {
    alert?.proxyReceived(selector, index: index) ?? false
  }

  /// `<RACDelegateProxy: 0x…>`, as the object prints on the device.
  public var description: String { "<RACDelegateProxy: \(ObjectAddress.of(self))>" }
}
