import Foundation

/// A pull-driven stream: an immutable list of values with `head` and `tail`, and the five stream
/// primitives, so that `map:`, `filter:`, `take:` … work on sequences as on signals.
///
/// Mirrors `RACSequence` (RACSequence.m), a class cluster: this class is abstract (`head` and
/// `tail` are its subclasses'), and, as in RAC, sequences are **lazy and memoised**. `bind:` (and
/// so every operation built on it) returns a `RACDynamicSequence` whose head and tail are worked
/// out the first time someone asks for them, once: `[array.rac_sequence map:block]` runs `block`
/// for an element only when that element is first pulled (its `head`, the `array`, a `for … in`),
/// and never again. `eagerSequence` gives a `RACEagerSequence`, whose operations run at once.
///
/// As in RAC, nil cannot be an element: a nil `head` means the sequence is empty (`rac_sequence`
/// stores nil elements as `NSNull`, `+return:nil` has no head, and a bound block returning nil ends
/// the sequence). A nil `tail` also ends it.
open class RACSequence: RACStream, RACStreamOperations, Sequence {
  /// Operations on a sequence return sequences.
  public typealias Stream = RACSequence

  public override init() {
    super.init()
  }

  /// `+sequenceWithHeadBlock:tailBlock:`: a lazy sequence whose head and tail are the blocks'
  /// results, each worked out once, when first asked for.
  public static func sequence(headBlock: @escaping () -> Any?, tailBlock: (() -> RACSequence?)?) -> RACSequence {
    RACDynamicSequence.make(headBlock: headBlock, tailBlock: tailBlock)
      .setNameWithFormat("+sequenceWithHeadBlock:tailBlock:")
  }

  // MARK: - The class cluster's primitives

  /// The first value, or nil when the sequence is empty. Subclasses provide it.
  open var head: Any? {
    CoreAssertion.fail("-[RACSequence head] must be overridden by subclasses")
    return nil
  }

  /// Everything after `head`, or nil at the end. Subclasses provide it.
  open var tail: RACSequence? {
    CoreAssertion.fail("-[RACSequence tail] must be overridden by subclasses")
    return nil
  }

  // MARK: - The stream primitives

  /// `+empty`: the one `RACEmptySequence`.
  open override class func empty() -> RACSequence {
    RACEmptySequence.empty()
  }

  /// `+return:`: a `RACUnarySequence`; nil gives a sequence with no head, which is empty.
  open override class func `return`(_ value: Any?) -> RACSequence {
    RACUnarySequence.return(value)
  }

  /// `-bind:`: asks the factory for this binding's block once, then binds lazily (see
  /// `bind(_:passingThroughValuesFrom:)`).
  open override func bind(_ block: @escaping () -> RACStreamBindBlock) -> RACSequence {
    Tracing.call("-bind:", of: self, rac: .method("RACSequence.m", 88, "-bind:")) {
      let bindBlock = Tracing.call("block", of: self, rac: .block("RACSequence.m", 89, in: "-bind:", "block()")) {
        block()
      }
      return bind(bindBlock, passingThroughValuesFrom: nil)
        .setNameWithFormat("[%@] -bind:", StreamName.NameOf(self))
    }
  }

  /// `-bind:passingThroughValuesFromSequence:`, RAC's lazy bind: a `RACDynamicSequence` whose
  /// dependency block pulls values from this sequence, running `bindBlock` on each, until one
  /// gives a sequence with a head (a nil sequence, or `stop`, ends everything); its head is that
  /// sequence's head, its tail the same bind over the rest — so nothing runs until a value is
  /// pulled, and each value's block runs once.
  func bind(_ bindBlock: @escaping RACStreamBindBlock, passingThroughValuesFrom passthrough: RACSequence?)
    -> RACSequence
  {
    let state = LazyBindState(values: self, current: passthrough)
    let sequence = RACDynamicSequence.make(
      lazyDependency: CoreClosures.factory(
        .block("RACSequence.m", 104, in: "-bind:passingThroughValuesFromSequence:", "sequenceWithLazyDependency:"),
        captures: [
          .variable("current", state) { $0.peekCurrent }, .variable("valuesSeq", state) { $0.peekValues },
          .closure("bindBlock", ClosureKey(bindBlock: bindBlock)), .object("self", self),
        ]
      ) { () -> Any? in
        Tracing.call(
          "dependencyBlock", of: self,
          rac: .block(
            "RACSequence.m", 104, in: "-bind:passingThroughValuesFromSequence:", "sequenceWithLazyDependency:")
        ) { () -> Any? in
          state.pull(with: bindBlock, owner: self)
          return nil
        }
      },
      headBlock: CoreClosures.transform(
        .block("RACSequence.m", 129, in: "-bind:passingThroughValuesFromSequence:", "headBlock:"),
        captures: [.variable("current", state) { $0.peekCurrent }]
      ) { _ in state.currentHead },
      tailBlock: CoreClosures.tailBlock(
        .block("RACSequence.m", 131, in: "-bind:passingThroughValuesFromSequence:", "tailBlock:"),
        captures: [
          .variable("valuesSeq", state) { $0.peekValues }, .closure("bindBlock", ClosureKey(bindBlock: bindBlock)),
          .variable("current", state) { $0.peekCurrent },
        ]
      ) { _ -> RACSequence? in
        guard let values = state.remainingValues else { return nil }
        return values.bind(bindBlock, passingThroughValuesFrom: state.currentTail)
      })
    sequence.inheritName(from: self)
    return sequence
  }

  /// `-concat:`: `[[RACArraySequence of self and stream] flatten]` — this sequence's values, then
  /// `stream`'s, lazily.
  open override func concat(_ stream: RACStream) -> RACSequence {
    Tracing.call("-concat:", of: self, rac: .method("RACSequence.m", 141, "-concat:"), arguments: [("stream", stream)])
    {
      let flattened: RACSequence = RACArraySequence.sequence(with: [self, stream], offset: 0).flatten()
      return flattened.setNameWithFormat("[%@] -concat: %@", StreamName.NameOf(self), stream)
    }
  }

  /// `-zipWith:`: tuples of the n-th values of both, as long as the shorter one lasts, lazily.
  open override func zipWith(_ stream: RACStream) -> RACSequence {
    Tracing.call(
      "-zipWith:", of: self, rac: .method("RACSequence.m", 149, "-zipWith:"), arguments: [("stream", stream)]
    ) {
      guard let other = stream as? RACSequence else {
        CoreAssertion.fail("-zipWith: on a sequence takes a sequence, not \(stream.className)")
        return RACSequence.empty()
      }
      return RACSequence.sequence(
        headBlock: { () -> Any? in
          guard let head = self.head, let otherHead = other.head else { return nil }
          return RACTuplePack(head, otherHead)
        },
        tailBlock: { () -> RACSequence? in
          guard let tail = self.tail, !RACSequence.empty().isEqual(to: tail) else { return nil }
          guard let otherTail = other.tail, !RACSequence.empty().isEqual(to: otherTail) else { return nil }
          return tail.zipWith(otherTail)
        }
      )
      .setNameWithFormat("[%@] -zipWith: %@", StreamName.NameOf(self), stream)
    }
  }

  // MARK: - Extended methods

  /// `-array`: every value, in order (pulling all of them).
  open var array: [Any] {
    Array(self)
  }

  /// `-foldLeftWithStart:reduce:`: `reduce` over the values from the first, starting from `start`.
  public func foldLeftWithStart(_ start: Any?, reduce: (_ accumulator: Any?, _ value: Any?) -> Any?) -> Any? {
    guard head != nil else { return start }
    var accumulator = start
    for value in self {
      accumulator = Tracing.call(
        "reduce", of: self, rac: .block("RACSequence.m", 210, in: "-foldLeftWithStart:reduce:", "reduce(start, value)"),
        arguments: [("accumulator", accumulator), ("value", value)]
      ) {
        reduce(accumulator, value)
      }
    }
    return accumulator
  }

  /// `-foldRightWithStart:reduce:`: `reduce(head, rest)` where `rest` is a lazy sequence whose head
  /// is the fold of the tail: a reducer that never reads `rest.head` never folds the tail.
  open func foldRightWithStart(_ start: Any?, reduce: @escaping (_ first: Any?, _ rest: RACSequence) -> Any?) -> Any? {
    guard let first = head else { return start }
    let rest = RACSequence.sequence(
      headBlock: { self.tail?.foldRightWithStart(start, reduce: reduce) ?? start }, tailBlock: nil)
    return Tracing.call(
      "reduce", of: self,
      rac: .block("RACSequence.m", 225, in: "-foldRightWithStart:reduce:", "reduce(self.head, rest)"),
      arguments: [("first", first)]
    ) { reduce(first, rest) }
  }

  /// `-any:`: whether some value passes `block` (stops at the first that does).
  public func any(_ block: @escaping (_ value: Any?) -> Bool) -> Bool {
    objectPassingTest(block) != nil
  }

  /// `-all:`: whether every value passes `block` (RAC folds over all of them).
  public func all(_ block: @escaping (_ value: Any?) -> Bool) -> Bool {
    let result = foldLeftWithStart(
      true, reduce: { accumulator, value in (accumulator as? Bool ?? false) && block(value) })
    return result as? Bool ?? false
  }

  /// `-objectPassingTest:`: the first value that passes `block`, or nil (pulling no further).
  public func objectPassingTest(_ block: @escaping (_ value: Any?) -> Bool) -> Any? {
    filter(block).head
  }

  /// `-eagerSequence`: the values in a `RACEagerSequence`, whose operations run at once.
  open var eagerSequence: RACSequence {
    RACEagerSequence.sequence(with: array, offset: 0)
  }

  /// `-lazySequence`: this sequence (every sequence but an eager one is lazy already).
  open var lazySequence: RACSequence {
    self
  }

  // MARK: - Enumeration

  /// `for … in` over the values, as Objective-C's `for … in` runs RAC's `NSFastEnumeration`
  /// (`-countByEnumeratingWithState:objects:count:`, RACSequence.m): each call fills the loop's
  /// buffer — clang's holds 16 objects — with heads (`head`, then on to `tail`, until a nil head or
  /// a nil tail), and only then does the loop body run on them. So a lazy sequence's blocks run for
  /// up to 16 values ahead of the body, and a `break` still leaves those worked out.
  /// `-foldLeftWithStart:reduce:`, `-all:`, `-array` and `-isEqual:` loop so (RACSequence.m).
  public func makeIterator() -> Iterator {
    Iterator(sequence: self)
  }

  /// RAC's enumeration state: the sequence still to walk, and the heads fetched for the loop
  /// but not yet handed to it.
  public struct Iterator: IteratorProtocol {
    /// How many objects clang's `for … in` asks for at a time (the size of its stack buffer).
    static let batchSize = 16

    var sequence: RACSequence?
    private var fetched: [Any] = []
    private var position = 0

    init(sequence: RACSequence) {
      self.sequence = sequence
    }

    /// The next element; when the fetched ones are used up, fetches up to 16 more first (forcing
    /// them if the sequence is lazy). nil at the end.
    public mutating func next() -> Any? {
      if position == fetched.count { fetchBatch() }
      guard position < fetched.count else { return nil }
      defer { position += 1 }
      return fetched[position]
    }

    /// `-countByEnumeratingWithState:objects:count:` with a buffer of `batchSize`.
    private mutating func fetchBatch() {
      fetched.removeAll(keepingCapacity: true)
      position = 0
      while fetched.count < Self.batchSize, let current = sequence {
        guard let head = current.head else {
          sequence = nil
          return
        }
        fetched.append(head)
        sequence = current.tail
      }
    }
  }

  // MARK: - Equality

  /// `-isEqual:`: the same values (`isEqual:`) in the same order, and the same length.
  open func isEqual(to other: RACSequence) -> Bool {
    if self === other { return true }
    var rest: RACSequence? = other
    for value in self {
      guard ValueEquality.isEqual(rest?.head, value) else { return false }
      rest = rest?.tail
    }
    return rest?.head == nil
  }

  // MARK: - Description

  /// `-description`: RAC 2.5's own for each kind of sequence (`description(describingValuesWith:)`),
  /// values written as `%@` writes them here (`LogSink.describe`).
  public override var description: String {
    description(describingValuesWith: LogSink.describe)
  }

  /// `-description` with each value written by `describe`: the kinds of sequence override it with
  /// RAC 2.5's formats (`<RACArraySequence: 0x…>{ name = …, array = … }`); the Objective-C
  /// interpreter passes its own `%@`, so that an array there prints as NSArray prints it. A kind
  /// with no format of its own prints as NSObject does.
  package func description(describingValuesWith describe: (Any?) -> String) -> String {
    "<\(className): \(ObjectAddress.of(self))>"
  }

  /// What the trace says the sequence holds, without pulling anything that is not worked out yet.
  open var traceContents: String {
    "(lazy)"
  }

  /// A sequence nobody named is named in the trace by what it holds, which grows as it is pulled:
  /// once such a name has been asked for, and while the sequence lives, recorders build every name
  /// afresh (`TraceNames`).
  open override var traceName: String {
    let named = super.traceName
    guard named.isEmpty else { return named }
    TraceNames.setUncacheable(self, true)
    return traceContents
  }
}

/// The state of one lazy `bind:` step (RAC's `__block valuesSeq`, `current`, `stop`), guarded by
/// the dynamic sequence's lock (its dependency, head and tail blocks run under it).
final class LazyBindState: @unchecked Sendable {
  private var values: RACSequence?
  private var current: RACSequence?
  private var stop = false

  init(values: RACSequence, current: RACSequence?) {
    self.values = values
    self.current = current
  }

  /// Pulls values through `bindBlock` until `current` has a head, or the values, a nil result or
  /// `stop` end the binding.
  func pull(with bindBlock: RACStreamBindBlock, owner: RACSequence) {
    while current?.head == nil {
      if stop { return }
      guard let value = values?.head else {
        stop = true
        return
      }
      let bound = Tracing.call(
        "bindBlock", of: owner,
        rac: .block("RACSequence.m", 118, in: "-bind:passingThroughValuesFromSequence:", "bindBlock(value, &stop)"),
        arguments: [("value", value)]
      ) { bindBlock(value, &stop) }
      guard let bound else {
        stop = true
        return
      }
      guard let sequence = bound as? RACSequence else {
        CoreAssertion.fail("-bind: block returned an object that is not a sequence: \(LogSink.describe(bound))")
        stop = true
        return
      }
      current = sequence
      values = values?.tail
    }
  }

  /// RAC's `__block current` and `valuesSeq` as they are now, for a leak analysis (the dynamic
  /// sequence's lock, which guards them, is free then).
  var peekCurrent: RACSequence? { current }
  var peekValues: RACSequence? { values }

  var currentHead: Any? { current?.head }
  var currentTail: RACSequence? { current?.tail }

  /// The values still to bind, or nil once the binding has stopped.
  var remainingValues: RACSequence? { stop ? nil : values }
}
