/// One of the core's own helper objects that a core closure or a core object holds, and that
/// holds objects RAC's code holds (a `-bind:` subscription's bookkeeping, which RAC's `addSignal`
/// and `completeSignal` blocks capture; a tuple's elements; an event's value): no object the trace
/// shows (that is a `CoreObject`), only a step a leak analysis walks through to what it holds.
///
/// A class as well as `CoreReferencing`: a leak analysis asks each object of its graph what it is,
/// again at each of the viewer's looks, and a class check is a compare of the object's class
/// chain where a protocol cast asks the runtime for the conformance (a lookup: on contact-form's
/// named page, about 0.24 G instructions of the second run's thread went to those of `-bind:`'s
/// bookkeeping and the tuples).
open class CoreReferencingObject: CoreReferencing {
  /// A helper object; a subclass sets what it holds in its own initializer.
  public init() {}

  /// Adds the object's strong references to `references`, each named as RAC names it.
  open func appendCoreReferences(to references: inout CoreReferences) {}

  /// As `CoreObject.referenceStamp`: a number that changes whenever what `appendCoreReferences`
  /// gives would change, nil when the object's class keeps none; each class that keeps one answers
  /// for its own exact class only.
  open var referenceStamp: UInt? { nil }
}
