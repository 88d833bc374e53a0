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
  private var commandBinding: RACDisposable?
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
    commandBinding?.dispose()
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
    rac_command = command
    commandBinding?.dispose()
    commandBinding = nil
    guard let command else { return }
    commandBinding = command.enabled.subscribeNext { [weak self] value in
      self?.setValue((value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false, forKey: "enabled")
    }
    if commandTarget == nil {
      commandTarget = addTarget(for: .touchUpInside) { sender in
        guard let button = sender as? UIButton else { return }
        _ = button.rac_command?.execute(button)
      }
    }
  }

  /// `title = 'Save'` when it has one.
  override public var descriptionDetails: [String] { title(forState: 0).map { ["title = '\($0)'"] } ?? [] }
}
