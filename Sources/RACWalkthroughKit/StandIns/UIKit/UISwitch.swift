import Foundation
import RAC

/// `UISwitch` and RAC 2.5's `rac_newOnChannel` (UISwitch+RACSignalSupport.m): a channel on `on`,
/// nil as NO.
public final class UISwitch: UIControl {
  /// A switch that is off.
  public init() {
    super.init(name: nil)
    storeValue(false, forKey: "on")
  }

  /// `-rac_newOnChannel`.
  public func rac_newOnChannel() -> RACChannelTerminal {
    rac_channel(forControlEvents: .valueChanged, key: "on", nilValue: false)
  }
}
