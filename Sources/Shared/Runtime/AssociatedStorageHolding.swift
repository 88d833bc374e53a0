/// A native object (a scene's stand-in written in Swift) that keeps its own Objective-C associated
/// objects (`objc_setAssociatedObject`), so that they go when it goes, as the runtime frees an
/// object's associated values in its `-dealloc`. The runtime's table (`AssociatedObjects`) stores
/// them here instead of holding them itself until a sweep: a scheduler a scene's service keeps that
/// way would otherwise outlive the service (`leaks` on qr-decode with `--rac-source`).
package protocol AssociatedStorageHolding: AnyObject {
  /// The runtime's storage of this object's associated values; only `AssociatedObjects` reads and
  /// writes it, under its lock.
  var associatedStorage: AnyObject? { get set }
}
