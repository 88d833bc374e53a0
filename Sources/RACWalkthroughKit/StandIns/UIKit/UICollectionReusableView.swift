import Foundation
import RAC

/// `UICollectionReusableView` (and `UICollectionViewCell`, its subclass) and RAC 2.5's
/// `rac_prepareForReuseSignal`.
open class UICollectionReusableView: UIView {
  private let reuse = PrepareForReuseSignal()

  /// A reusable view.
  public init() {
    super.init(name: nil)
  }

  /// `-rac_prepareForReuseSignal`.
  public var rac_prepareForReuseSignal: RACSignal { reuse.signal(of: self) }

  /// `-prepareForReuse`.
  public func prepareForReuse() { reuse.didPrepareForReuse() }
}
