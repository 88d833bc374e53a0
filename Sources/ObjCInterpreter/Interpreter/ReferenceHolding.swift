/// A value of a library's that holds objects and is no object of the program's itself (a dispatch
/// queue's stand-in holding the scheduler its blocks run on): `leaks` follows its references as it
/// follows a block's captures, each named as the reader would name it.
package protocol ReferenceHolding: AnyObject {
  /// The objects it holds strongly, each with its name (`its target queue`).
  var heldReferences: [(label: String, target: AnyObject)] { get }
}
