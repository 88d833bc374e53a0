import Foundation
import RAC

/// `UIRefreshControl`: `refreshing`, `-beginRefreshing` / `-endRefreshing`, and RAC 2.5's
/// `rac_command` (UIRefreshControl+RACCommandSupport.m): setting a command disposes the previous
/// association, binds `enabled` to the command's `enabled`, and on each value-changed event (the
/// user's pull, `sendActionsForControlEvents:`) executes the command with the control, errors
/// caught, then ends refreshing; the executions run one after another (`-concat`).
public final class UIRefreshControl: UIControl {
  /// `-rac_command`.
  public private(set) var rac_command: RACCommand?
  private var commandDisposable: RACDisposable?

  /// A control that is not refreshing.
  public init() {
    super.init(name: nil)
    storeValue(false, forKey: "refreshing")
  }

  deinit {
    commandDisposable?.dispose()
  }

  /// `-refreshing` (`isRefreshing`; key-value observable).
  public var refreshing: Bool { value(forKey: "refreshing") as? Bool ?? false }

  /// `-beginRefreshing`.
  public func beginRefreshing() { setValue(true, forKey: "refreshing") }

  /// `-endRefreshing`.
  public func endRefreshing() { setValue(false, forKey: "refreshing") }

  /// `-setRac_command:`.
  public func setRac_command(_ command: RACCommand?) {
    rac_command = command
    let previous = commandDisposable
    commandDisposable = nil
    previous?.dispose()
    guard let command else { return }
    let enabledDisposable = command.enabled.setKeyPath("enabled", onObject: self, nilValue: nil) { object, value in
      (object as? UIRefreshControl)?.setValue(
        (value as? NSNumber)?.boolValue ?? (value as? Bool) ?? false, forKey: "enabled")
    }
    let executionDisposable = rac_signalForControlEvents(.valueChanged)
      .map { x in
        command.execute(x).catchTo(RACSignal.empty()).then { RACSignal.return(x) }
      }
      .concat()
      .subscribeNext { x in (x as? UIRefreshControl)?.endRefreshing() }
    commandDisposable = RACCompoundDisposable(disposables: [enabledDisposable, executionDisposable].compactMap { $0 })
  }
}
