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
  /// (it takes the general path).
  struct Entry {
    let node: ObjectIdentifier
    let type: ObjectIdentifier
    let getter: ScalarGetter?
  }

  /// A table of 64, each node in one place (by its address): a snippet's hot loop reads at a few.
  private var entries: [Entry?] = Array(repeating: nil, count: 64)

  @inline(__always)
  private static func index(_ node: ObjectIdentifier) -> Int {
    let address = UInt(bitPattern: node)
    return Int(truncatingIfNeeded: ((address >> 4) ^ (address >> 10)) & 63)
  }

  /// What was kept for the read `node` of a receiver of `type`: nil when nothing was, else the
  /// entry (whose getter may be nil).
  @inline(__always)
  func entry(_ node: ObjectIdentifier, _ type: ObjectIdentifier) -> Entry? {
    guard let entry = entries[Self.index(node)], entry.node == node, entry.type == type else { return nil }
    return entry
  }

  /// Keeps what answers the read `node` of a receiver of `type` (replacing what another read or
  /// type kept in its place).
  mutating func keep(_ node: ObjectIdentifier, _ type: ObjectIdentifier, _ getter: ScalarGetter?) {
    entries[Self.index(node)] = Entry(node: node, type: type, getter: getter)
  }
}
