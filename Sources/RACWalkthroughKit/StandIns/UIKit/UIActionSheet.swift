import Foundation
import RAC

/// `UIActionSheet` and RAC 2.5's `rac_buttonClickedSignal` (UIActionSheet+RACSignalSupport.m): the
/// delegate proxy's signal of `actionSheet:clickedButtonAtIndex:`, reduced to the button's index,
/// until the sheet is deallocated. Asking for it makes RAC's proxy the sheet's delegate.
public final class UIActionSheet: UIView {
  /// The buttons' titles, in the order they were added.
  public private(set) var buttonTitles: [String] = []
  /// The delegate and RAC's proxy (`UIActionSheetDelegate`).
  public let delegateSlot = DelegateProxySlot(protocolName: "UIActionSheetDelegate")

  /// An action sheet with no buttons (`-init`).
  public init() {
    super.init(name: nil)
  }

  /// `-addButtonWithTitle:`: the new button's index.
  public func addButton(withTitle title: String) -> Int {
    buttonTitles.append(title)
    return buttonTitles.count - 1
  }

  /// `-rac_buttonClickedSignal`: the index of each button the delegate hears was clicked.
  public var rac_buttonClickedSignal: RACSignal {
    let signal = delegateSlot.proxy.signal(forSelector: "actionSheet:clickedButtonAtIndex:")
      .reduceEach { _, index in index }
      .takeUntil(rac_willDeallocSignal)
      .setNameWithFormat("%@ -rac_buttonClickedSignal", rac_description)
    delegateSlot.useProxy(deallocatedWith: self)
    return signal
  }
}
