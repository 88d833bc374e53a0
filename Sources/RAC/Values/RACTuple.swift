import Foundation

/// The stand-in for nil inside a `RACTuple` (`RACTupleNil.tupleNil`), since the backing array cannot
/// hold nil.
public final class RACTupleNil: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// `+tupleNil`: the one instance.
  public static let tupleNil = RACTupleNil()

  private init() {}

  /// Every `RACTupleNil` is the one `tupleNil`.
  public static func == (lhs: RACTupleNil, rhs: RACTupleNil) -> Bool { true }
  /// All `RACTupleNil`s hash alike.
  public func hash(into hasher: inout Hasher) {}
  /// `<RACTupleNil>`.
  public var description: String { "<RACTupleNil>" }
}

/// An immutable, ordered group of untyped values, nil allowed: what `zip`, `combineLatest` and
/// `RACTuplePack` produce and `reduceEach:` takes apart.
///
/// Mirrors `RACTuple` (RACTuple.m): a backing array in which nil is stored as `RACTupleNil`;
/// subscripts out of range and `RACTupleNil` both read as nil; `allObjects` turns `RACTupleNil` into
/// `NSNull`.
public final class RACTuple: CoreReferencingObject, Hashable, CustomStringConvertible, Sequence,
  @unchecked Sendable
{
  /// The stored values, nil already replaced by `RACTupleNil.tupleNil`.
  public let backingArray: [Any]

  /// `+tupleWithObjectsFromArray:`: nil elements become `RACTupleNil`; `NSNull` stays `NSNull`.
  public init(objectsFrom array: [Any?]) {
    backingArray = array.map { TraceValueDescription.unwrapped($0) ?? RACTupleNil.tupleNil }
  }

  /// `+tupleWithObjectsFromArray:convertNullsToNils:`: with `true`, `NSNull` becomes `RACTupleNil`.
  public convenience init(objectsFrom array: [Any?], convertNullsToNils: Bool) {
    self.init(objectsFrom: convertNullsToNils ? array.map { $0 is NSNull ? nil : $0 } : array)
  }

  /// `+tupleWithObjects:`.
  public convenience init(_ objects: Any?...) {
    self.init(objectsFrom: objects)
  }

  /// `-count`: how many elements, nils included.
  public var count: Int { backingArray.count }

  /// `-objectAtIndex:`: nil when out of range or when the element is `RACTupleNil`.
  public func object(at index: Int) -> Any? {
    guard index >= 0, index < backingArray.count else { return nil }
    let element = backingArray[index]
    return element is RACTupleNil ? nil : element
  }

  /// `tuple[index]`: the element, nil for `RACTupleNil` or past the end.
  public subscript(index: Int) -> Any? { object(at: index) }

  /// `-first`: element 0, or nil.
  public var first: Any? { object(at: 0) }
  /// `-second`: element 1, or nil.
  public var second: Any? { object(at: 1) }
  /// `-third`: element 2, or nil.
  public var third: Any? { object(at: 2) }
  /// `-fourth`: element 3, or nil.
  public var fourth: Any? { object(at: 3) }
  /// `-fifth`: element 4, or nil.
  public var fifth: Any? { object(at: 4) }
  /// `-last`: the last element, or nil.
  public var last: Any? { object(at: count - 1) }

  /// `-allObjects`: every element, `RACTupleNil` as `NSNull`.
  public var allObjects: [Any] {
    backingArray.map { $0 is RACTupleNil ? NSNull.shared : $0 }
  }

  /// `-tupleByAddingObject:`: a new tuple one longer (nil stored as `RACTupleNil`).
  public func tupleByAddingObject(_ object: Any?) -> RACTuple {
    RACTuple(objectsFrom: backingArray.map { Optional($0) } + [object])
  }

  /// The elements in order (`RACTupleNil` as nil), for `for … in`.
  public func makeIterator() -> IndexingIterator<[Any?]> {
    (0..<count).map { object(at: $0) }.makeIterator()
  }

  /// `-isEqual:`: tuples with equal elements.
  public static func == (lhs: RACTuple, rhs: RACTuple) -> Bool {
    lhs.count == rhs.count
      && zip(lhs.backingArray, rhs.backingArray).allSatisfy { ValueEquality.isEqual($0, $1) }
  }

  /// Hashes the elements, so equal tuples hash alike.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
  }

  /// `<RACTuple: 0x…> (a, b)`, as RAC's description with `allObjects`.
  public var description: String {
    let elements = allObjects.map { element -> String in
      element is NSNull ? "<null>" : String(describing: element)
    }
    return "<RACTuple: \(ObjectAddress.of(self))> (\n    " + elements.joined(separator: ",\n    ") + "\n)"
  }

  /// A tuple held in a buffer (`-zipWith:`'s `selfValues`, a replay subject's values) leads a leak
  /// analysis to what it holds: `ivar _backingArray, element N` for each object, as RAC names it.
  public override func appendCoreReferences(to references: inout CoreReferences) {
    references.add("ivar _backingArray", value: backingArray)
  }

  /// Always the same: a tuple's elements are set once, where it is made.
  public override var referenceStamp: UInt? { 0 }
}

/// `RACTuplePack(a, b, …)`: a tuple of the given values, nil allowed.
public func RACTuplePack(_ values: Any?...) -> RACTuple {
  RACTuple(objectsFrom: values)
}
