/// What `-rac_deallocDisposable` (NSObject+RACDeallocating.m) answers for an object that is not
/// one of RAC's own (`CoreObject` has it already): a compound disposable disposed when the object
/// is deallocated. The walkthroughs' stand-ins for UIKit's and the posts' model objects have one,
/// so code that adds to it (RAC's `-rac_signalForControlEvents:` completes its subscribers so)
/// runs as on a device.
public protocol DeallocationDisposing: AnyObject {
  /// Disposed when the object is deallocated, before its own state is released.
  var rac_deallocDisposable: RACCompoundDisposable { get }
}
