/// A collection whose objects have indexes (`NSArray`, `NSOrderedSet`): what KVO's change
/// dictionary of a to-many change lists under `new` and `old`, the objects at the changed indexes.
package protocol IndexedCollection {
  /// Its objects in index order.
  var indexedElements: [Any] { get }
}

extension ObjCArray: IndexedCollection {
  package var indexedElements: [Any] { elements }
}

extension IndexedCollection {
  /// The objects at `indexes` (those in range), in order.
  package func elements(at indexes: [Int]) -> [Any] {
    let all = indexedElements
    return indexes.compactMap { $0 >= 0 && $0 < all.count ? all[$0] : nil }
  }
}
