import Foundation
import RAC

/// `UITextView` and RAC 2.5's `rac_textSignal` (UITextView+RACSignalSupport.m): the view's text
/// now (a deferred tuple of the view), then after each `textViewDidChange:` the delegate hears,
/// until the view is deallocated. Asking for it makes RAC's proxy the view's delegate; UIKit tells
/// the delegate of the user's edits only, not of `text` set from code.
public final class UITextView: UIView {
  /// The delegate and RAC's proxy (`UITextViewDelegate`).
  public let delegateSlot = DelegateProxySlot(protocolName: "UITextViewDelegate")

  /// An empty text view.
  public init() {
    super.init(name: nil)
    storeValue("", forKey: "text")
  }

  /// `-text` (key-value observable).
  public var text: String {
    get { value(forKey: "text") as? String ?? "" }
    set { setValue(newValue, forKey: "text") }
  }

  /// `-rac_textSignal`.
  public var rac_textSignal: RACSignal {
    let signal = RACSignal.defer { [weak self] in RACSignal.return(RACTuplePack(self)) }
      .concat(delegateSlot.proxy.signal(forSelector: "textViewDidChange:"))
      .reduceEach { view in (view as? UITextView)?.text }
      .takeUntil(rac_willDeallocSignal)
      .setNameWithFormat("%@ -rac_textSignal", rac_description)
    delegateSlot.useProxy(deallocatedWith: self)
    return signal
  }
}
