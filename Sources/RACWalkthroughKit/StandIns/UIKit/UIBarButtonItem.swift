import Foundation
import RAC

/// `UIBarButtonItem`: `enabled`, its `target` and `action`, and RAC 2.5's `rac_command`
/// (UIBarButtonItem+RACCommandSupport.m): setting a command disposes the previous binding, binds
/// `enabled` to the command's `enabled` (`-setKeyPath:onObject:`), and makes the item its own
/// target with the action `rac_commandPerformAction:`, which executes the command with the sender.
/// An item that had another target loses it, with RAC's warning.
public final class UIBarButtonItem: KeyValueObservableObject {
  /// The selector RAC's category makes the item's action.
  public static let commandAction = "rac_commandPerformAction:"

  /// `-target` (unretained, as UIKit's).
  public weak var target: AnyObject?
  /// `-action`, a selector's name.
  public var action: String?
  /// `-rac_command`.
  public private(set) var rac_command: RACCommand?
  private var enabledBinding: RACDisposable?

  /// An item (`-init`), enabled.
  public init() {
    super.init(objectName: "")
    storeValue(true, forKey: "enabled")
  }

  deinit {
    enabledBinding?.dispose()
    loadedBinding?()
  }

  /// `-enabled` (`isEnabled`; key-value observable).
  public var enabled: Bool {
    get { value(forKey: "enabled") as? Bool ?? true }
    set { setValue(newValue, forKey: "enabled") }
  }

  /// A command of RAC's loaded classes (`--rac-source`), which the host's Objective-C binds as
  /// `setRac_command(_:)` binds the core's (`UIKitSignals.m`).
  public private(set) var loadedCommand: AnyObject?
  private var loadedBinding: (() -> Void)?

  /// The first step of `-setRac_command:` on RAC's source: keeps `command` (one of RAC's loaded
  /// classes) and ends the previous command's binding.
  public func replaceCommand(_ command: AnyObject?) {
    rac_command = command as? RACCommand
    loadedCommand = command is RACCommand ? nil : command
    let previous = (enabledBinding, loadedBinding)
    enabledBinding = nil
    loadedBinding = nil
    loadedBindingObject = nil
    previous.0?.dispose()
    previous.1?()
  }

  /// Keeps the binding of a loaded command's `enabled`: `dispose` ends it; `binding` is the
  /// disposable it ends (one of RAC's loaded classes), which RAC keeps as the item's associated
  /// object, named for a leak analysis.
  public func setCommandBinding(_ binding: AnyObject? = nil, dispose: @escaping () -> Void) {
    loadedBinding = dispose
    loadedBindingObject = binding
  }

  /// The disposable `setCommandBinding(_:dispose:)` was given, held as `dispose` holds it.
  private var loadedBindingObject: AnyObject?

  /// `-setRac_command:`.
  public func setRac_command(_ command: RACCommand?) {
    replaceCommand(command)
    guard let command else { return }
    enabledBinding = command.enabled.setKeyPath("enabled", onObject: self, nilValue: nil) { object, value in
      (object as? UIBarButtonItem)?.setValue(
        (value as? NSNumber)?.boolValue ?? (value as? Bool) ?? false, forKey: "enabled")
    }
    hijackActionAndTargetIfNeeded()
  }

  private func hijackActionAndTargetIfNeeded() {
    if target === self && action == Self.commandAction { return }
    if target != nil {
      WalkthroughConsole.write("WARNING: UIBarButtonItem.rac_command hijacks the control's existing target and action.")
    }
    target = self
    action = Self.commandAction
  }

  /// `-rac_commandPerformAction:`: executes the command with `sender`.
  public func rac_commandPerformAction(_ sender: Any?) {
    rac_command?.execute(sender)
  }

  /// `<UIBarButtonItem: 0x…>`, as UIKit describes it.
  override public var description: String { "<UIBarButtonItem: \(ObjectAddress.of(self))>" }
}

/// What a leak analysis follows from a bar button item: its command and the binding of the core
/// command's `enabled`, which RAC 2.5 keeps as the item's associated objects
/// (UIBarButtonItem+RACCommandSupport.m's `UIControlRACCommandKey`, `UIControlEnabledDisposableKey`).
extension UIBarButtonItem: CoreReferencing {
  /// `associated object UIControlRACCommandKey`, then `associated object UIControlEnabledDisposableKey`.
  public func appendCoreReferences(to references: inout CoreReferences) {
    references.add("associated object UIControlRACCommandKey", rac_command ?? loadedCommand)
    references.add("associated object UIControlEnabledDisposableKey", enabledBinding ?? loadedBindingObject)
  }
}
