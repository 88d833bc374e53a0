import Foundation
import RAC

/// `UISegmentedControl` and RAC 2.5's `rac_newSelectedSegmentIndexChannelWithNilValue:`
/// (UISegmentedControl+RACSignalSupport.m). No segment is selected at first (-1, UIKit's
/// `UISegmentedControlNoSegment`).
public final class UISegmentedControl: UIControl {
  /// The segments' titles.
  public private(set) var titles: [String]

  /// A control with a segment per title.
  public init(items titles: [String]) {
    self.titles = titles
    super.init(name: nil)
    storeValue(-1, forKey: "selectedSegmentIndex")
  }

  /// `-rac_newSelectedSegmentIndexChannelWithNilValue:`.
  public func rac_newSelectedSegmentIndexChannel(nilValue: Any?) -> RACChannelTerminal {
    rac_channel(forControlEvents: .valueChanged, key: "selectedSegmentIndex", nilValue: nilValue)
  }
}
