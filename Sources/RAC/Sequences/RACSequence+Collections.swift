import Foundation

/// `rac_sequence` on Foundation's collections (NSArray+RACSequenceAdditions and its siblings for
/// dictionaries, sets, strings, tuples) and `-[RACSignal sequence]`.
///
/// Elements are untyped (`Any?`); a nil element becomes `NSNull`, as it would when the array is
/// bridged to an `NSArray` — a sequence cannot hold nil (see `RACSequence`).
extension Array {
  /// `-[NSArray rac_sequence]`: a `RACArraySequence` of the elements.
  public var rac_sequence: RACSequence {
    RACArraySequence.sequence(with: map { TraceValueDescription.unwrapped($0) ?? NSNull.shared }, offset: 0)
  }
}

extension Dictionary {
  /// `-[NSDictionary rac_sequence]`: `RACTuplePack(key, value)` for each key, lazily mapped from
  /// the keys' sequence.
  public var rac_sequence: RACSequence {
    let copy = self
    return Array(copy.keys).rac_sequence.map { key in
      RACTuplePack(key, (key as? Key).flatMap { copy[$0] })
    }
  }

  /// `-[NSDictionary rac_keySequence]`.
  public var rac_keySequence: RACSequence { Array(keys).rac_sequence }

  /// `-[NSDictionary rac_valueSequence]`.
  public var rac_valueSequence: RACSequence { Array(values).rac_sequence }
}

extension Set {
  /// `-[NSSet rac_sequence]`: the set's objects (`allObjects`) as a sequence.
  public var rac_sequence: RACSequence { Array(self).rac_sequence }
}

extension String {
  /// `-[NSString rac_sequence]`: a `RACStringSequence` of the characters.
  public var rac_sequence: RACSequence { RACStringSequence.sequence(with: self, offset: 0) }
}

extension RACTuple {
  /// `-[RACTuple rac_sequence]`: a `RACTupleSequence` of the elements.
  public var rac_sequence: RACSequence { RACTupleSequence.sequence(with: self, offset: 0) }
}

extension RACSignal {
  /// `-sequence`: the signal's values as a `RACSignalSequence` (subscribed to now).
  public func sequence() -> RACSequence {
    Tracing.call("-sequence", of: self, rac: .method("RACSignal+Operations.m", 933, "-sequence")) {
      RACSignalSequence.sequence(with: self).setNameWithFormat("[%@] -sequence", StreamName.NameOf(self))
    }
  }
}
