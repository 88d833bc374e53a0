import Foundation

/// `RACTupleSequence` (RACTupleSequence.m): the elements of a tuple from `offset` on, `RACTupleNil`
/// read as `NSNull` — what `-[RACTuple rac_sequence]` makes.
public final class RACTupleSequence: RACSequence {
  private let tuple: RACTuple
  private let offset: Int

  /// RAC's ivar `_tupleBackingArray` (the tuple's elements), then the sequence's own, for a leak
  /// analysis.
  public override func appendCoreReferences(to references: inout CoreReferences) {
    references.add("ivar _tupleBackingArray", value: tuple.allObjects)
    super.appendCoreReferences(to: &references)
  }

  private init(tuple: RACTuple, offset: Int) {
    self.tuple = tuple
    self.offset = offset
    super.init()
  }

  /// `+sequenceWithTupleBackingArray:offset:`: the empty sequence at the tuple's end.
  public static func sequence(with tuple: RACTuple, offset: Int) -> RACSequence {
    guard offset < tuple.count else { return empty() }
    return RACTupleSequence(tuple: tuple, offset: offset)
  }

  public override var head: Any? { tuple[offset] ?? NSNull.shared }

  public override var tail: RACSequence? {
    let sequence = RACTupleSequence.sequence(with: tuple, offset: offset + 1)
    sequence.inheritName(from: self)
    return sequence
  }

  public override var array: [Any] { (offset..<tuple.count).map { tuple[$0] ?? NSNull.shared } }

  public override var traceContents: String { Tracing.describe(array) }

  /// `<RACTupleSequence: 0x…>{ name = …, tuple = … }` (RACTupleSequence.m): the tuple's whole
  /// backing array, `RACTupleNil` as it is.
  package override func description(describingValuesWith describe: (Any?) -> String) -> String {
    "<\(className): \(ObjectAddress.of(self))>{ name = \(name), tuple = \(describe(tuple.backingArray)) }"
  }
}
