/// `UIResponder`, the root of UIKit's views and controls: here only the link between `NSObject`'s
/// key-value observing (`KeyValueObservableObject`, which `RACObserve` and `RAC(…) =` need) and the
/// view stand-ins, so that `isKindOfClass:` and the method look-up see UIKit's own class chain.
open class UIResponder: KeyValueObservableObject {}
