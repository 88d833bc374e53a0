/// The first `count` elements of a list that only grows, sharing the list instead of copying it.
///
/// Every stop of `step` shows what had been printed and disposed by then. Copied at each stop, as
/// an array is once a later stop appends to the one an earlier stop holds, those lists made the
/// stops quadratic: a program printing a line per statement ran out of a 256 MB budget at 4.5 GB
/// while its 100,000 stops were built. A prefix costs a reference and a count.
///
/// The list is appended to only while the stops are built, on one thread, before any prefix of it
/// is handed on; after that it is read alone, so a prefix can be read from any thread.
public struct SharedPrefix<Element: Sendable>: RandomAccessCollection, Sendable {
  /// The list the prefixes share.
  final class Storage: @unchecked Sendable {
    var elements: [Element] = []
  }

  private let storage: Storage
  /// How many of the list's elements this prefix holds.
  public let count: Int

  /// A prefix of `storage`'s list as it is now.
  init(_ storage: Storage) {
    self.storage = storage
    count = storage.elements.count
  }

  /// The whole of `elements`.
  public init(_ elements: [Element]) {
    let storage = Storage()
    storage.elements = elements
    self.init(storage)
  }

  /// The first element's position: 0.
  public var startIndex: Int { 0 }
  /// The position after the prefix's last element: `count`.
  public var endIndex: Int { count }

  /// The element at `position`, which must be within the prefix (later elements of the shared list
  /// are not this prefix's).
  public subscript(position: Int) -> Element {
    precondition(position >= 0 && position < count, "index out of the prefix")
    return storage.elements[position]
  }
}

extension SharedPrefix: Equatable where Element: Equatable {
  /// The same elements in the same order.
  public static func == (left: SharedPrefix, right: SharedPrefix) -> Bool {
    left.count == right.count && left.elementsEqual(right)
  }
}

extension SharedPrefix: ExpressibleByArrayLiteral {
  /// The whole of the literal's elements (`[]` for nothing printed).
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}
