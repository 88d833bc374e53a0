import Foundation

/// A pull-driven stream: an immutable list of values with `head` and `tail`, and the five stream
/// primitives, so that `map`, `filter`, `take`, … work on sequences as on signals.
///
/// Mirrors `RACSequence` (RACSequence.m) with one deliberate difference: RAC's sequences are lazy
/// (`map:` on a sequence runs its block only when a value is pulled, and `bind:` builds
/// `RACDynamicSequence`s that evaluate on demand); these are eager and array-backed, like
/// `RACArraySequence` / `RACEagerSequence` — `bind:` runs every block at once and the result holds
/// all its values. Results are the same for finite sequences and side-effect-free blocks, which is
/// how the posts use them (`array.rac_sequence.signal`, `[items.rac_sequence map:…]`); blocks run
/// earlier and only once, and infinite sequences cannot be made.
///
/// As in RAC, nil cannot be an element: a nil `head` means the sequence is empty. `rac_sequence`
/// stores nil elements as `NSNull` (what bridging an array to `NSArray` does), `return(nil)` is the
/// empty sequence (RACUnarySequence with a nil head), and a bound block that returns nil ends the
/// sequence.
public final class RACSequence: RACStream, RACStreamOperations {
  public typealias Stream = RACSequence

  /// The values, shared between a sequence and its tails; `offset` is where this one starts
  /// (`RACArraySequence`'s representation).
  private let backingArray: [Any]
  private let offset: Int

  init(backingArray: [Any], offset: Int = 0) {
    self.backingArray = backingArray
    self.offset = offset
    super.init()
  }

  /// The first value, or nil when the sequence is empty.
  public var head: Any? {
    offset < backingArray.count ? backingArray[offset] : nil
  }

  /// Everything after `head`: the empty sequence after the last value, and nil for the empty
  /// sequence itself (RACArraySequence's and RACEmptySequence's `tail`).
  public var tail: RACSequence? {
    guard offset < backingArray.count else { return nil }
    guard offset + 1 < backingArray.count else { return RACSequence.empty() }
    return RACSequence(backingArray: backingArray, offset: offset + 1)
  }

  /// `-array`: all the values, in order.
  public var array: [Any] {
    Array(backingArray[min(offset, backingArray.count)...])
  }

  // MARK: - The stream primitives

  /// `+empty` (RACEmptySequence).
  public override class func empty() -> RACSequence {
    RACTrace.call("+empty", of: nil) { () -> RACSequence in
      RACSequence(backingArray: []).setNameWithFormat("+empty")
    }
  }

  /// `+return:` (RACUnarySequence): one value; nil gives the empty sequence.
  public override class func `return`(_ value: Any?) -> RACSequence {
    RACTrace.call("+return:", of: nil, arguments: [("value", value)]) { () -> RACSequence in
      let head = TraceValueDescription.unwrapped(value)
      return RACSequence(backingArray: head.map { [$0] } ?? []).setNameWithFormat("+return: %@", value)
    }
  }

  /// `-bind:`, eagerly: the factory is asked for this binding's block once, the block runs on each
  /// value in turn, and the sequences it returns are joined.
  ///
  /// RAC's lazy bind stops pulling values when the block returns nil (that value contributes
  /// nothing) and, once `stop` is set, takes only the *head* of the sequence returned with it (its
  /// tail block answers nil when `stop` is set); both are kept. `take:` and the other stopping
  /// operators return one-value sequences, so for them this is the same as taking all of it.
  public override func bind(_ block: @escaping () -> RACStreamBindBlock) -> RACSequence {
    RACTrace.call("-bind:", of: self) {
      let bindBlock = RACTrace.call("block", of: self) { block() }
      var values: [Any] = []
      var stop = false
      for value in array {
        let stream = RACTrace.call("bindBlock", of: self, arguments: [("value", value)]) { bindBlock(value, &stop) }
        guard let stream else { break }
        guard let sequence = stream as? RACSequence else {
          CoreAssertion.fail("-bind: block returned an object that is not a sequence: \(stream)")
          break
        }
        if stop {
          if let head = sequence.head { values.append(head) }
          break
        }
        values += sequence.array
      }
      return RACSequence(backingArray: values).setNameWithFormat("[%@] -bind:", RACStreamName.NameOf(self))
    }
  }

  /// `-concat:`: `[[RACArraySequence of self and stream] flatten]` — this sequence's values, then
  /// `stream`'s.
  public override func concat(_ stream: RACStream) -> RACSequence {
    RACTrace.call("-concat:", of: self, arguments: [("stream", stream)]) {
      let sequences = RACSequence(backingArray: [self, stream])
      let flattened: RACSequence = sequences.flatten()
      return flattened.setNameWithFormat("[%@] -concat: %@", RACStreamName.NameOf(self), stream)
    }
  }

  /// `-zipWith:`: tuples of the n-th values of both, as long as the shorter one lasts.
  public override func zipWith(_ stream: RACStream) -> RACSequence {
    RACTrace.call("-zipWith:", of: self, arguments: [("stream", stream)]) {
      guard let other = stream as? RACSequence else {
        CoreAssertion.fail("-zipWith: on a sequence takes a sequence, not \(stream.className)")
        return RACSequence.empty()
      }
      let tuples = Swift.zip(array, other.array).map { RACTuplePack($0, $1) as Any }
      return RACSequence(backingArray: tuples).setNameWithFormat(
        "[%@] -zipWith: %@", RACStreamName.NameOf(self), stream)
    }
  }

  // MARK: - Names

  /// A sequence `rac_sequence` made has no name; the trace names it by its values instead.
  public override var traceName: String {
    let named = super.traceName
    return named.isEmpty ? RACTrace.describe(array) : named
  }

  /// RACArraySequence's `<RACArraySequence: 0x…>{ name = …, array = … }`, under this class's name.
  public override var description: String {
    "<\(className): \(ObjectAddress.of(self))>{ name = \(name), array = \(RACLog.describe(array)) }"
  }
}
