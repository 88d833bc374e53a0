import Foundation
import RAC

/// `UIStepper` and RAC 2.5's `rac_newValueChannelWithNilValue:` (UIStepper+RACSignalSupport.m).
public final class UIStepper: UIControl {
  /// A stepper at 0, from 0 to 100 in steps of 1, as UIKit's starts.
  public init() {
    super.init(name: nil)
    storeValue(0.0, forKey: "value")
    storeValue(0.0, forKey: "minimumValue")
    storeValue(100.0, forKey: "maximumValue")
    storeValue(1.0, forKey: "stepValue")
  }

  /// `-rac_newValueChannelWithNilValue:`.
  public func rac_newValueChannel(nilValue: Any?) -> RACChannelTerminal {
    rac_channel(forControlEvents: .valueChanged, key: "value", nilValue: nilValue)
  }
}
