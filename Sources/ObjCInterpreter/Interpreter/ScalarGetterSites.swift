/// Which scalar getter (`ScalarGetter`) answers each property read of an operand, by the read's
/// syntax node and its receiver's type: `value.integerValue` in a block the core calls for every
/// value reads a number of one type at one place, and two pointers compared cost less than the
/// table of recent answers (`MethodCache.getter`), whose key holds the property's name.
///
/// Kept by the interpreter, that is for one run (`MethodCache.scalarGetterSites`), never on the
/// nodes, which outlive the run and are replayed by other runs; emptied with the method answers it
/// copies (`MethodCache.forgetMethodAnswers`). Used one thread at a time, as the cache is.
struct ScalarGetterSites {
  /// One read's answer: nil `getter` says the read's property has no scalar getter for that type
  /// (it takes the general path). A tagged number's read (`TaggedNumber`, which is no object a
  /// getter takes) keeps instead the type the getter answers in: `NSNumber`'s scalar getters give
  /// the number converted to their type, as `CFNumberGetValue` converts.
  struct Entry {
    let node: ObjectIdentifier
    let type: ObjectIdentifier
    let getter: ScalarGetter?
    var taggedResult: CScalarType? = nil
  }

  /// A table of 64, each node in one place (by its address): a snippet's hot loop reads at a few.
  private var entries: [Entry?] = Array(repeating: nil, count: 64)

  @inline(__always)
  private static func index(_ node: ObjectIdentifier) -> Int {
    let address = UInt(bitPattern: node)
    return Int(truncatingIfNeeded: ((address >> 4) ^ (address >> 10)) & 63)
  }

  /// What was kept for the read `node` of a receiver of `type`: nil when nothing was, else the
  /// entry (whose getter may be nil). A read is kept in its place or the one paired with it.
  @inline(__always)
  func entry(_ node: ObjectIdentifier, _ type: ObjectIdentifier) -> Entry? {
    let index = Self.index(node)
    if let entry = entries[index], entry.node == node { return entry.type == type ? entry : nil }
    guard let entry = entries[index ^ 1], entry.node == node, entry.type == type else { return nil }
    return entry
  }

  /// What `entry` finds for the read `node` of a tagged number: nil when nothing was kept, else the
  /// type its getter answers in (nil: the general path). Read in place: an `Entry` copied out is
  /// copied with its getter (a closure: a retain and a release, through an outlined copy).
  @inline(__always)
  func taggedResult(_ node: ObjectIdentifier) -> CScalarType?? {
    let index = Self.index(node)
    let place = entries[index]?.node == node ? index : index ^ 1
    guard entries[place]?.node == node, entries[place]?.type == ObjectIdentifier(TaggedNumber.self) else {
      return nil
    }
    return .some(entries[place]?.taggedResult ?? nil)
  }

  /// Keeps what answers the read `node` of a receiver of `type`: in its place, or the one paired
  /// with it when another read holds its place (two reads of a loop whose nodes' addresses meet at
  /// one place would otherwise take turns replacing each other, each then read the general way);
  /// a third replaces the read in its place.
  mutating func keep(_ node: ObjectIdentifier, _ type: ObjectIdentifier, _ getter: ScalarGetter?) {
    keep(Entry(node: node, type: type, getter: getter))
  }

  /// Keeps the type `NSNumber`'s scalar getter answers the read `node` of a tagged number in (nil:
  /// the read takes the general path).
  mutating func keepTagged(_ node: ObjectIdentifier, result: CScalarType?) {
    keep(Entry(node: node, type: ObjectIdentifier(TaggedNumber.self), getter: nil, taggedResult: result))
  }

  private mutating func keep(_ entry: Entry) {
    let index = Self.index(entry.node)
    let place = isFree(index, for: entry.node) || !isFree(index ^ 1, for: entry.node) ? index : index ^ 1
    entries[place] = entry
  }

  /// Whether `place` holds nothing, or `node`'s own read.
  private func isFree(_ place: Int, for node: ObjectIdentifier) -> Bool {
    entries[place].map { $0.node == node } ?? true
  }
}
