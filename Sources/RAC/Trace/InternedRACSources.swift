/// A place in RAC 2.5's source as a recorder's tables know it: its file's static string by address,
/// and its line. Places on the same line of the same file belong to the same method
/// (`RACSourceLocationTableTests` holds the hooks to that), so these two words identify a
/// `RACSourceLocation` without reading its text.
struct RACSourceKey: Hashable {
  var file: UInt
  var line: Int

  @inline(__always)
  init(_ location: RACSourceLocation) {
    let file = location.file
    self.file =
      file.hasPointerRepresentation ? UInt(bitPattern: file.utf8Start) : UInt(file.unicodeScalar.value)
    line = location.line
  }
}

/// The places in RAC's source one thread has interned in a recorder's table, found by their key:
/// a multiply and a mask to start, open addressing, grown to stay at most half full. A few hundred
/// places exist at all, so a thread's table soon holds every place it meets and a look-up takes no
/// lock.
struct InternedRACSources {
  private var slots = ContiguousArray(repeating: (key: RACSourceKey(file: 0, line: 0), index: Int16(-1)), count: 256)
  private var count = 0

  @inline(__always)
  private func start(of key: RACSourceKey) -> Int {
    var mixed = (key.file ^ UInt(bitPattern: key.line)) &* UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64)
    mixed ^= mixed >> 29
    return Int(truncatingIfNeeded: mixed) & (slots.count - 1)
  }

  @inline(__always)
  func lookUp(_ key: RACSourceKey) -> Int16? {
    var slot = start(of: key)
    while true {
      let entry = slots[slot]
      if entry.index < 0 { return nil }
      if entry.key == key { return entry.index }
      slot = (slot + 1) & (slots.count - 1)
    }
  }

  mutating func keep(_ key: RACSourceKey, at index: Int16) {
    if (count + 1) * 2 > slots.count {
      let old = slots
      slots = ContiguousArray(repeating: (key: RACSourceKey(file: 0, line: 0), index: Int16(-1)), count: old.count * 2)
      count = 0
      for entry in old where entry.index >= 0 { insert(entry.key, at: entry.index) }
    }
    insert(key, at: index)
  }

  private mutating func insert(_ key: RACSourceKey, at index: Int16) {
    var slot = start(of: key)
    while slots[slot].index >= 0 {
      if slots[slot].key == key { return }
      slot = (slot + 1) & (slots.count - 1)
    }
    slots[slot] = (key, index)
    count += 1
  }
}

extension RACSourceKey {
  init(file: UInt, line: Int) {
    self.file = file
    self.line = line
  }
}
