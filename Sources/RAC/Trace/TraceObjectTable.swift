/// What a recorder knows of each object it has met: its number in the trace (1, 2, 3… in order of
/// first appearance), its latest snapshot, and the name it built last with the
/// `TraceNames.generation` it was built at.
///
/// Objects made during the recording (serials from `firstSerial` on, which is nearly every object a
/// busy trace meets) are kept in an array indexed by serial; older ones and objects outside RAC in
/// a dictionary.
struct TraceObjectTable {
  struct Entry {
    /// 0 until the object is numbered.
    var number: Int32 = 0
    var lastSnapshot: Int32 = -1
    var keptSnapshot: Int32 = -1
    var keptGeneration = -1
  }

  private let firstSerial: Int
  private var recent = ContiguousArray<Entry>()
  private var older: [Int: Entry] = [:]
  /// How many objects are numbered.
  private(set) var count = 0

  init(firstSerial: Int) {
    self.firstSerial = firstSerial
  }

  /// The snapshot kept for `key` if it was built at `generation`.
  func kept(_ key: Int, generation: Int) -> Int32? {
    let offset = key - firstSerial
    let entry = offset >= 0 ? (offset < recent.count ? recent[offset] : nil) : older[key]
    guard let entry, entry.keptSnapshot >= 0, entry.keptGeneration == generation else { return nil }
    return entry.keptSnapshot
  }

  /// `identity`'s number, handed out now if it has none.
  mutating func number(for identity: Int) -> Int {
    let number = self[identity].number
    if number > 0 { return Int(number) }
    count += 1
    self[identity].number = Int32(count)
    return count
  }

  subscript(identity: Int) -> Entry {
    get {
      let offset = identity - firstSerial
      return offset >= 0 ? (offset < recent.count ? recent[offset] : Entry()) : older[identity, default: Entry()]
    }
    set {
      let offset = identity - firstSerial
      guard offset >= 0 else {
        older[identity] = newValue
        return
      }
      if offset >= recent.count {
        recent.append(contentsOf: repeatElement(Entry(), count: offset - recent.count + 1))
      }
      recent[offset] = newValue
    }
  }
}

/// The names one thread has looked up in a recorder, so that the next look-up costs no lock:
/// `TraceObjectTable`'s kept snapshots, copied. Objects older than the recording (a pipeline built
/// before it began) go in a small table indexed by the serial's low bits, in front of a dictionary.
struct KeptNames {
  private struct Kept {
    var key = Int.min
    var snapshot: Int32 = -1
    var generation = -1
  }

  private static let olderSlotCount = 256
  private let firstSerial: Int
  private var recent = ContiguousArray<Kept>()
  private var olderSlots = ContiguousArray(repeating: Kept(), count: KeptNames.olderSlotCount)
  private var older: [Int: Kept] = [:]

  init(firstSerial: Int) {
    self.firstSerial = firstSerial
  }

  func lookUp(_ key: Int, generation: Int) -> Int32? {
    let offset = key - firstSerial
    let kept: Kept?
    if offset >= 0 {
      kept = offset < recent.count ? recent[offset] : nil
    } else {
      let slot = olderSlots[key & (Self.olderSlotCount - 1)]
      kept = slot.key == key ? slot : older[key]
    }
    guard let kept, kept.snapshot >= 0, kept.generation == generation else { return nil }
    return kept.snapshot
  }

  mutating func keep(_ snapshot: Int32, for key: Int, generation: Int) {
    let kept = Kept(key: key, snapshot: snapshot, generation: generation)
    let offset = key - firstSerial
    guard offset >= 0 else {
      olderSlots[key & (Self.olderSlotCount - 1)] = kept
      older[key] = kept
      return
    }
    if offset >= recent.count {
      recent.append(contentsOf: repeatElement(Kept(), count: offset - recent.count + 1))
    }
    recent[offset] = kept
  }
}
