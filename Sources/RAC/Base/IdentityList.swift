/// An ordered list of objects compared by identity, whose `removeAll(identicalTo:)` stays cheap
/// however long the list grows: what `bind:`'s `signals` and a compound disposable's overflow are.
///
/// RAC keeps both in arrays and removes by scanning (`-[NSMutableArray removeObject:]` in
/// `-[RACSignal bind:]`'s `completeSignal`, RACSignal.m; the backwards loop of
/// `-[RACCompoundDisposable removeDisposable:]`, RACCompoundDisposable.m), so merging K live inner
/// signals costs O(K) per completion there. Here the result is the same (every occurrence removed,
/// the others kept in order) but a list longer than `indexThreshold` keeps an index from object to
/// position and leaves holes that are squeezed out once they outnumber the live entries, so a
/// removal costs O(1) amortized. Short lists, the common case, are plain arrays scanned as RAC
/// scans them, and allocate nothing until the first append.
struct IdentityList<Element: AnyObject> {
  /// Past this length the list keeps an index.
  static var indexThreshold: Int { 32 }

  /// The entries in order; nil marks a removed entry (only while `positions` exists).
  private var slots: [Element?] = []
  /// Where each object is: its position, or -1 when it is in the list more than once (then a
  /// removal scans). Nil while the list is short.
  private var positions: [ObjectIdentifier: Int]?
  /// The entries that are not holes.
  private(set) var count = 0

  init() {}

  init(_ elements: [Element]) {
    for element in elements { append(element) }
  }

  var isEmpty: Bool { count == 0 }

  /// The entries in order.
  var elements: [Element] {
    var result: [Element] = []
    result.reserveCapacity(count)
    for case let element? in slots { result.append(element) }
    return result
  }

  /// Calls `body` on each entry in order.
  func forEachEntry(_ body: (Element) throws -> Void) rethrows {
    for case let element? in slots { try body(element) }
  }

  mutating func append(_ element: Element) {
    slots.append(element)
    count += 1
    if positions != nil {
      let key = ObjectIdentifier(element)
      let position = positions?[key] == nil ? slots.count - 1 : -1
      positions?[key] = position
    } else if slots.count > Self.indexThreshold {
      rebuild()
    }
  }

  /// Removes every occurrence of `element` (`removeObject:`), keeping the others in order.
  mutating func removeAll(identicalTo element: Element) {
    guard positions != nil else {
      // A short list: scan it, as RAC does (most lists here hold one or two entries).
      var index = slots.startIndex
      while index < slots.endIndex {
        if slots[index] === element { slots.remove(at: index) } else { index += 1 }
      }
      count = slots.count
      return
    }
    guard let position = positions?.removeValue(forKey: ObjectIdentifier(element)) else { return }
    if position >= 0 {
      slots[position] = nil
      count -= 1
    } else {
      for index in slots.indices where slots[index] === element {
        slots[index] = nil
        count -= 1
      }
    }
    if slots.count - count > max(count, Self.indexThreshold) { rebuild() }
  }

  /// Squeezes out the holes and indexes the list again (or drops the index if it is short now).
  private mutating func rebuild() {
    var live: [Element?] = []
    live.reserveCapacity(count)
    for case let element? in slots { live.append(element) }
    slots = live
    guard slots.count > Self.indexThreshold else {
      positions = nil
      return
    }
    var index: [ObjectIdentifier: Int] = [:]
    index.reserveCapacity(slots.count)
    for (position, element) in slots.enumerated() {
      guard let element else { continue }
      let key = ObjectIdentifier(element)
      index[key] = index[key] == nil ? position : -1
    }
    positions = index
  }
}
