import Foundation
import RAC

/// `UITableViewCell` and RAC 2.5's `rac_prepareForReuseSignal`. A table view sends a cell
/// `-prepareForReuse` before handing it out again; here the snippet sends it.
public final class UITableViewCell: UIView {
  private let reuse = PrepareForReuseSignal()

  /// A cell with a reuse identifier (not kept: no table view dequeues here).
  public init() {
    super.init(name: nil)
  }

  /// `-rac_prepareForReuseSignal`.
  public var rac_prepareForReuseSignal: RACSignal { reuse.signal(of: self) }

  /// `-prepareForReuse`.
  public func prepareForReuse() { reuse.didPrepareForReuse() }
}
