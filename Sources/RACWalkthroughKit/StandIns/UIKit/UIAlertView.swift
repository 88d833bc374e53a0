import Foundation
import RAC

/// `UIAlertView` and RAC 2.5's `rac_buttonClickedSignal` / `rac_willDismissSignal`
/// (UIAlertView+RACSignalSupport.m).
///
/// RAC makes each signal from its delegate proxy's `-signalForSelector:` of
/// `alertView:clickedButtonAtIndex:` (or `alertView:willDismissWithButtonIndex:`), reduced to the
/// button's index, until the alert is deallocated. Here the proxy's signal is a subject of the
/// delegate method's arguments (`RACTuplePack(alert, index)`, `signal(forDelegateSelector:)`, the
/// run-time machinery that stays the host's also on RAC's source), with the same `-reduceEach:`,
/// `takeUntil:` and name after it. Once a signal of one of those selectors was asked for, the
/// proxy answers that selector and the alert's own delegate no longer gets it (RAC's proxy forwards
/// only what it does not handle), which `handledByRAC(_:)` tells the bridge.
///
/// The user's tap is scripted: `simulateClick(buttonAt:)` (a snippet's `simulateClickOnButtonAtIndex:`;
/// UIKit has no such method) is the tap on button `index`: clicked, then will-dismiss, as UIKit
/// tells a delegate. `-dismissWithClickedButtonIndex:animated:` is UIKit's dismissal from code,
/// which tells will-dismiss only.
public final class UIAlertView: UIView {
  /// The delegate's selectors RAC's proxy can handle.
  public enum DelegateSelector: String, Sendable {
    /// `alertView:clickedButtonAtIndex:`.
    case clicked = "alertView:clickedButtonAtIndex:"
    /// `alertView:willDismissWithButtonIndex:`.
    case willDismiss = "alertView:willDismissWithButtonIndex:"
  }

  /// The buttons' titles: the cancel button's first, then the others, as UIKit numbers them.
  public private(set) var buttonTitles: [String]
  /// `-cancelButtonIndex`: 0 when there is a cancel button, else -1.
  public let cancelButtonIndex: Int
  /// `-delegate` (unretained, as UIKit's): the bridge sends it what RAC's proxy does not handle.
  public weak var delegate: AnyObject?
  /// `-visible` (`isVisible`): between `-show` and the dismissal.
  public private(set) var visible = false
  private let clicked = RACSubject()
  private let willDismiss = RACSubject()
  private var proxied: Set<String> = []

  /// `-rac_delegateProxy`, made on first use.
  public private(set) lazy var delegateProxy = RACDelegateProxy(alert: self)

  /// Whether the alert's `delegate` is RAC's proxy now (`RACUseDelegateProxy`: once one of its
  /// signals was asked for).
  public var usesDelegateProxy: Bool { !proxied.isEmpty }

  /// `-initWithTitle:message:delegate:cancelButtonTitle:otherButtonTitles:` (the delegate is the
  /// bridge's to keep).
  public init(title: String?, message: String?, cancelButtonTitle: String?, otherButtonTitles: [String]) {
    buttonTitles = (cancelButtonTitle.map { [$0] } ?? []) + otherButtonTitles
    cancelButtonIndex = cancelButtonTitle == nil ? -1 : 0
    super.init(name: nil)
    storeValue(title, forKey: "title")
    storeValue(message, forKey: "message")
  }

  /// `-title`.
  public var title: String? { value(forKey: "title") as? String }
  /// `-message`.
  public var message: String? { value(forKey: "message") as? String }

  /// `-addButtonWithTitle:`: the new button's index.
  public func addButton(withTitle title: String) -> Int {
    buttonTitles.append(title)
    return buttonTitles.count - 1
  }

  /// `-show`.
  public func show() { visible = true }

  /// Whether RAC's delegate proxy handles `selector` (a signal of it was asked for), so that the
  /// alert's own delegate does not get it.
  public func handledByRAC(_ selector: DelegateSelector) -> Bool { proxied.contains(selector.rawValue) }

  /// What RAC's delegate proxy's `-signalForSelector:` of `selector` sends: the delegate method's
  /// arguments, `RACTuplePack(alert, index)`, per call. From now on the proxy handles `selector`.
  public func signal(forDelegateSelector selector: DelegateSelector) -> RACSignal {
    proxied.insert(selector.rawValue)
    switch selector {
    case .clicked: return clicked
    case .willDismiss: return willDismiss
    }
  }

  /// `-rac_buttonClickedSignal`: the index of each button the user taps.
  public var rac_buttonClickedSignal: RACSignal {
    signal(forDelegateSelector: .clicked)
      .reduceEach { _, index in index }
      .takeUntil(rac_willDeallocSignal)
      .setNameWithFormat("%@ -rac_buttonClickedSignal", rac_description)
  }

  /// `-rac_willDismissSignal`: the index of the button that dismisses the alert, before it goes.
  public var rac_willDismissSignal: RACSignal {
    signal(forDelegateSelector: .willDismiss)
      .reduceEach { _, index in index }
      .takeUntil(rac_willDeallocSignal)
      .setNameWithFormat("%@ -rac_willDismissSignal", rac_description)
  }

  /// The user taps button `index`: the delegate is told of the click, then the alert is dismissed.
  public func simulateClick(buttonAt index: Int) {
    _ = proxyReceived(.clicked, index: index)
    dismiss(withClickedButtonIndex: index)
  }

  /// `-dismissWithClickedButtonIndex:animated:`: the delegate is told the alert will be dismissed.
  public func dismiss(withClickedButtonIndex index: Int) {
    _ = proxyReceived(.willDismiss, index: index)
    visible = false
  }

  /// The delegate method `selector` reaching RAC's proxy: when RAC handles it, its signal sends the
  /// method's arguments (`RACTuplePack(alert, index)`) and true is returned; false otherwise.
  func proxyReceived(_ selector: DelegateSelector, index: Int) -> Bool {
    guard handledByRAC(selector) else { return false }
    let signal = selector == .clicked ? clicked : willDismiss
    signal.sendNext(RACTuplePack(self, NSNumber(value: index)))
    return true
  }

  /// `title = 'Delete?'`.
  override public var descriptionDetails: [String] { title.map { ["title = '\($0)'"] } ?? [] }
}
