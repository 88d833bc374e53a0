import Foundation
import RAC

/// `UIButton`: its titles per state, `enabled`, and RAC 2.5's `rac_command`
/// (UIButton+RACCommandSupport.m): setting a command binds the button's `enabled` to the command's
/// `enabled` signal (disposing the previous binding) and adds a touch-up-inside target that
/// executes the command with the button as its input, once.
///
/// A walkthrough's named button (`loginBtn`) prints every assignment to `enabled`
/// (`loginBtn.enabled = YES`), so the walkthrough's output shows the button's state, and starts
/// disabled; a snippet's button prints nothing, as a device does, and starts enabled.
public final class UIButton: UIControl {
  private let printsEnabled: Bool
  private var titles: [UInt: String] = [:]
  /// Disposes the binding of the command's `enabled` (the core's subscription, or one of RAC's
  /// loaded classes in a run on RAC's source).
  private var commandBinding: (() -> Void)?
  private var commandTarget: Int?

  /// A button called `name` in the output, which prints its `enabled` changes.
  public init(name: String) {
    printsEnabled = true
    super.init(name: name)
    storeValue(false, forKey: "enabled")
  }

  /// An unnamed button, as `[UIButton buttonWithType:…]` or `[[UIButton alloc] init]` make.
  public init() {
    printsEnabled = false
    super.init(name: nil)
  }

  deinit {
    commandBinding?()
  }

  /// KVC's setter, which a walkthrough's button follows with a line of output for `enabled`.
  override public func setValue(_ value: Any?, forKey key: String) {
    super.setValue(value, forKey: key)
    if printsEnabled, key == "enabled", let name = sceneName {
      WalkthroughConsole.write("\(name).enabled = \(enabled ? "YES" : "NO")")
    }
  }

  /// `-setTitle:forState:`.
  public func setTitle(_ title: String?, forState state: UInt) {
    titles[state] = title
  }

  /// `-titleForState:`: the state's title, else the normal state's, as UIKit falls back.
  public func title(forState state: UInt) -> String? {
    titles[state] ?? titles[0]
  }

  /// `-rac_command`.
  public private(set) var rac_command: RACCommand?

  /// `-setRac_command:`: disposes the binding of the previous command's `enabled`, then binds this
  /// one's (`setKeyPath:onObject:`, whose first value is the command's current `enabled`) and adds
  /// the executing target, once per button.
  public func setRac_command(_ command: RACCommand?) {
    replaceCommand(command)
    guard let command else { return }
    let setEnabled: (Any?) -> Void = { [weak self] value in
      self?.setValue((value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false, forKey: "enabled")
    }
    // The block of UIKitSignals.m that binds it on RAC's code, which holds the button weakly.
    if CoreClosures.isRecording {
      CoreClosures.record(ClosureKey(setEnabled), named: "block at UIKitSignals.m:57", captures: [])
    }
    let binding = command.enabled.subscribeNext(setEnabled)
    enabledBinding = binding
    setCommandBinding { binding?.dispose() }
    addCommandTargetIfNeeded { button in _ = button.rac_command?.execute(button) }
  }

  /// The binding of the core command's `enabled`, which RAC keeps as the button's associated
  /// object `UIButtonEnabledDisposableKey`: named for a leak analysis.
  private var enabledBinding: RACDisposable?

  /// A command of RAC's loaded classes (`--rac-source`), which the host's Objective-C binds as
  /// `setRac_command(_:)` binds the core's (`UIKitSignals.m`).
  public private(set) var loadedCommand: AnyObject?

  /// The first step of `-setRac_command:`: keeps `command` (the core's, or one of RAC's loaded
  /// classes) and disposes the previous command's binding.
  public func replaceCommand(_ command: AnyObject?) {
    rac_command = command as? RACCommand
    loadedCommand = command is RACCommand ? nil : command
    enabledBinding = nil
    loadedBinding = nil
    let previous = commandBinding
    commandBinding = nil
    previous?()
  }

  /// Keeps the binding of the command's `enabled`: `dispose` ends it (with the next command or the
  /// button); `binding` is the disposable it ends, for a run on RAC's source (one of RAC's loaded
  /// classes), which RAC keeps as the button's associated object, named for a leak analysis.
  public func setCommandBinding(_ binding: AnyObject? = nil, dispose: @escaping () -> Void) {
    commandBinding = dispose
    loadedBinding = binding
  }

  /// The disposable `setCommandBinding(_:dispose:)` was given, held as `commandBinding` holds it.
  private var loadedBinding: AnyObject?

  /// Adds, once per button, the touch-up-inside target that executes the command: `execute`, given
  /// the button.
  public func addCommandTargetIfNeeded(_ execute: @escaping (UIButton) -> Void) {
    guard commandTarget == nil else { return }
    commandTarget = addTarget(for: .touchUpInside) { sender in
      guard let button = sender as? UIButton else { return }
      execute(button)
    }
  }

  /// `title = 'Save'` when it has one.
  override public var descriptionDetails: [String] { title(forState: 0).map { ["title = '\($0)'"] } ?? [] }
}

/// What a leak analysis follows from a button: its command, which RAC 2.5 keeps as the button's
/// associated object (UIButton+RACCommandSupport.m's `UIButtonRACCommandKey`), the core's or one
/// of RAC's loaded classes, and the binding of the core command's `enabled`
/// (`UIButtonEnabledDisposableKey`).
extension UIButton: CoreReferencing {
  /// `associated object UIButtonRACCommandKey`: the command set with `-setRac_command:`; then
  /// `associated object UIButtonEnabledDisposableKey`, its `enabled` binding.
  public func appendCoreReferences(to references: inout CoreReferences) {
    references.add("associated object UIButtonRACCommandKey", rac_command ?? loadedCommand)
    references.add("associated object UIButtonEnabledDisposableKey", enabledBinding ?? loadedBinding)
  }
}
