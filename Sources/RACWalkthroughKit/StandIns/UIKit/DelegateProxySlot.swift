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
    proxy = RACDelegateProxy(protocolName: protocolName, isViewsProxy: true)
  }

  private var completesWithOwner = false

  /// RAC's `RACUseDelegateProxy`: does nothing once the proxy is the delegate. The proxy is the
  /// view's associated object in RAC, released (its signals completed) right after the view's
  /// `rac_deallocDisposable` is disposed: so the first use adds the completion of the proxy's
  /// signals to `owner`'s deallocation disposable, after what is already there (the view's
  /// `rac_willDeallocSignal`, which the view's signals take until), as the release would come.
  public func useProxy(deallocatedWith owner: any DeallocationDisposing) {
    if !completesWithOwner {
      completesWithOwner = true
      owner.rac_deallocDisposable.add(RACDisposable { [weak proxy] in proxy?.completeSignals() })
    }
    guard delegate !== proxy else { return }
    proxy.rac_proxiedDelegate = delegate
    delegate = proxy
  }
}
