import RAC

/// A view's `delegate` with RAC's delegate proxy kept beside it: what the categories of views with
/// delegates (UIActionSheet, UITextView, UIImagePickerController +RACSignalSupport.m) keep as the
/// associated `rac_delegateProxy`. `useProxy()` is their `RACUseDelegateProxy`: the first time one
/// of the view's signals is asked for, the view's delegate becomes the proxy's proxied delegate and
/// the proxy becomes the view's delegate.
public final class DelegateProxySlot {
  /// `-rac_delegateProxy`, kept with the view.
  public let proxy: RACDelegateProxy
  /// `-delegate` (unretained, as UIKit's; the proxy is kept by `proxy`).
  public weak var delegate: AnyObject?

  /// A slot whose proxy is made for `protocolName`.
  public init(protocolName: String) {
    proxy = RACDelegateProxy(protocolName: protocolName)
  }

  /// RAC's `RACUseDelegateProxy`: does nothing once the proxy is the delegate.
  public func useProxy() {
    guard delegate !== proxy else { return }
    proxy.rac_proxiedDelegate = delegate
    delegate = proxy
  }
}
