import Foundation
import RAC

/// `UITableViewHeaderFooterView` and RAC 2.5's `rac_prepareForReuseSignal`.
public final class UITableViewHeaderFooterView: UIView {
  private let reuse = PrepareForReuseSignal()

  /// A header or footer view.
  public init() {
    super.init(name: nil)
  }

  /// `-rac_prepareForReuseSignal`.
  public var rac_prepareForReuseSignal: RACSignal { reuse.signal(of: self) }

  /// `-prepareForReuse`.
  public func prepareForReuse() { reuse.didPrepareForReuse() }
}
