/// An append-only array kept in chunks of `chunkSize` elements: the recorder's event and field
/// tables.
///
/// A doubling array copies everything it holds each time it grows, and while it copies it holds
/// both buffers, so a recording of a million events would touch (and have the system zero) about
/// twice the memory it needs. Chunks never move, and at 2,048 elements they stay under the size
/// at which the allocator hands whole pages back to the system, so the next recording reuses them.
struct TraceChunks<Element> {
  private static var chunkShift: Int { 11 }
  private static var chunkSize: Int { 1 << chunkShift }

  /// The full chunks.
  private var full: [ContiguousArray<Element>] = []
  /// The chunk being filled (a stored property of its own, so appending checks one buffer).
  private var current = ContiguousArray<Element>()
  /// How many elements are stored.
  private(set) var count = 0

  init() {}

  /// Adds `element` at the end.
  @inline(__always)
  mutating func append(_ element: Element) {
    if current.count == Self.chunkSize {
      full.append(current)
      current = ContiguousArray()
    }
    if current.isEmpty { current.reserveCapacity(Self.chunkSize) }
    current.append(element)
    count += 1
  }

  /// Adds each of `elements` at the end, in order.
  @inline(__always)
  mutating func append(contentsOf elements: ContiguousArray<Element>) {
    for element in elements { append(element) }
  }

  /// The element at `index` (0 ..< count).
  subscript(index: Int) -> Element {
    let chunk = index >> Self.chunkShift
    let offset = index & (Self.chunkSize - 1)
    return chunk < full.count ? full[chunk][offset] : current[offset]
  }
}
