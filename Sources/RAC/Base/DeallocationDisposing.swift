/// What `-rac_deallocDisposable` (NSObject+RACDeallocating.m) answers: a compound disposable
/// disposed when the object is deallocated. RAC's own objects (`CoreObject`, the snippet's
/// instances among them) and the walkthroughs' stand-ins for UIKit's and the posts' model objects
/// have one, so code that adds to it (RAC's `-rac_signalForControlEvents:` completes its
/// subscribers so, a `rac_willDeallocSignal` of RAC's loaded classes completes so) runs as on a
/// device.
public protocol DeallocationDisposing: AnyObject {
  /// Disposed when the object is deallocated, before its own state is released.
  var rac_deallocDisposable: RACCompoundDisposable { get }
}
