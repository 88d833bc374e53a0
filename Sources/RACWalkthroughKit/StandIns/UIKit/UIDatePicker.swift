import Foundation
import RAC

/// `UIDatePicker` and RAC 2.5's `rac_newDateChannelWithNilValue:` (UIDatePicker+RACSignalSupport.m).
public final class UIDatePicker: UIControl {
  /// A picker showing `date`.
  public init(date: Date) {
    super.init(name: nil)
    storeValue(date, forKey: "date")
  }

  /// `-rac_newDateChannelWithNilValue:`.
  public func rac_newDateChannel(nilValue: Any?) -> RACChannelTerminal {
    rac_channel(forControlEvents: .valueChanged, key: "date", nilValue: nilValue)
  }
}
