import Foundation

/// `RACArraySequence` (RACArraySequence.m): the values of an array from `offset` on, what
/// `-[NSArray rac_sequence]` makes. Its head and tail cost nothing and run nothing.
open class RACArraySequence: RACSequence {
  let backingArray: [Any]
  let offset: Int

  /// A sequence of `backingArray` from `offset` on.
  required public init(backingArray: [Any], offset: Int) {
    self.backingArray = backingArray
    self.offset = offset
    super.init()
  }

  /// `+sequenceWithArray:offset:`: the empty sequence when `offset` is the array's end.
  public class func sequence(with array: [Any], offset: Int) -> RACSequence {
    CoreAssertion.check(offset <= array.count, "+sequenceWithArray:offset: with an offset past the array's end")
    guard offset < array.count else { return empty() }
    return self.init(backingArray: array, offset: offset)
  }

  /// RAC's ivar `_backingArray` (its elements), for a leak analysis.
  open override func appendCoreReferences(to references: inout CoreReferences) {
    references.add("ivar _backingArray", value: backingArray)
    super.appendCoreReferences(to: &references)
  }

  public override var head: Any? {

    offset < backingArray.count ? backingArray[offset] : nil
  }

  public override var tail: RACSequence? {
    let sequence = type(of: self).sequence(with: backingArray, offset: offset + 1)
    sequence.inheritName(from: self)
    return sequence
  }

  public override var array: [Any] {
    Array(backingArray[Swift.min(offset, backingArray.count)...])
  }

  public override var traceContents: String {
    Tracing.describe(array)
  }

  /// `<RACArraySequence: 0x…>{ name = …, array = … }` (RACArraySequence.m): the whole backing
  /// array, also for a tail that starts further in (and for `RACEagerSequence`, which inherits it).
  package override func description(describingValuesWith describe: (Any?) -> String) -> String {
    "<\(className): \(ObjectAddress.of(self))>{ name = \(name), array = \(describe(backingArray)) }"
  }
}
