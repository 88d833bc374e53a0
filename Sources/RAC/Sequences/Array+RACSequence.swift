import Foundation

/// `-[NSArray rac_sequence]` (NSArray+RACSequenceAdditions): the array's values as a sequence, in
/// order.
///
/// Elements are untyped (`Any?`); a nil element becomes `NSNull`, as it would when the array is
/// bridged to an `NSArray` — a sequence cannot hold nil (see `RACSequence`).
extension Array {
  public var rac_sequence: RACSequence {
    RACSequence(backingArray: map { TraceValueDescription.unwrapped($0) ?? NSNull() })
  }
}
