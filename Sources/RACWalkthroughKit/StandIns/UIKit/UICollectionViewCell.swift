import Foundation
import RAC

/// `UICollectionViewCell`.
public final class UICollectionViewCell: UICollectionReusableView {}
