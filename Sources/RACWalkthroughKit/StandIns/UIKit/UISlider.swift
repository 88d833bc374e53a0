import Foundation
import RAC

/// `UISlider` and RAC 2.5's `rac_newValueChannelWithNilValue:` (UISlider+RACSignalSupport.m).
public final class UISlider: UIControl {
  /// A slider at 0, from 0 to 1, as UIKit's starts.
  public init() {
    super.init(name: nil)
    storeValue(0.0, forKey: "value")
    storeValue(0.0, forKey: "minimumValue")
    storeValue(1.0, forKey: "maximumValue")
  }

  /// `-rac_newValueChannelWithNilValue:`.
  public func rac_newValueChannel(nilValue: Any?) -> RACChannelTerminal {
    rac_channel(forControlEvents: .valueChanged, key: "value", nilValue: nilValue)
  }
}
