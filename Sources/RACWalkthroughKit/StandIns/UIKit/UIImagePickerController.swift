import Foundation
import RAC

/// `UIImagePickerController` and RAC 2.5's `rac_imageSelectedSignal`
/// (UIImagePickerController+RACSignalSupport.m): the info dictionary of each
/// `imagePickerController:didFinishPickingMediaWithInfo:` the delegate hears, until
/// `imagePickerControllerDidCancel:` or the picker's deallocation, which complete it. Asking for it
/// makes RAC's proxy the picker's delegate. Nothing here picks images: a snippet sends the
/// delegate's messages itself, as RAC's own spec does (`[picker.delegate imagePickerController:…]`).
public final class UIImagePickerController: UIResponder {
  /// The delegate and RAC's proxy (`UIImagePickerControllerDelegate`).
  public let delegateSlot = DelegateProxySlot(protocolName: "UIImagePickerControllerDelegate")

  /// A picker (`-init`).
  public init() {
    super.init(objectName: "")
  }

  /// `-rac_imageSelectedSignal`.
  public var rac_imageSelectedSignal: RACSignal {
    let proxy = delegateSlot.proxy
    let pickerCancelledSignal = proxy.signal(forSelector: "imagePickerControllerDidCancel:")
      .merge(rac_willDeallocSignal)
    let imagePickerSignal = proxy.signal(forSelector: "imagePickerController:didFinishPickingMediaWithInfo:")
      .reduceEach { _, userInfo in userInfo }
      .takeUntil(pickerCancelledSignal)
      .setNameWithFormat("%@ -rac_imageSelectedSignal", rac_description)
    delegateSlot.useProxy(deallocatedWith: self)
    return imagePickerSignal
  }

  /// `<UIImagePickerController: 0x…>`, as UIKit describes it.
  override public var description: String { "<UIImagePickerController: \(ObjectAddress.of(self))>" }
}
