/// What a recorder knows of each object it has met: its number in the trace (1, 2, 3… in order of
/// first appearance), its latest snapshot, and the name it built last with the
/// `TraceNames.generation` it was built at.
///
/// Kept by serial (`SerialTable`).
struct TraceObjectTable {
  struct Entry {
    /// 0 until the object is numbered.
    var number: Int32 = 0
    var lastSnapshot: Int32 = -1
    var keptSnapshot: Int32 = -1
    var keptGeneration = -1
  }

  private var entries: SerialTable<Entry>
  /// How many objects are numbered.
  private(set) var count = 0
  /// Each numbered object's identity, by number from 1, with the `line` events recorded before it
  /// was numbered (`TraceNumbering`).
  private(set) var numbered: [(identity: Int, linesBefore: Int)] = []

  init(firstSerial: Int) {
    entries = SerialTable(firstSerial: firstSerial, empty: Entry())
  }

  /// The snapshot kept for `key` if it was built at `generation`.
  func kept(_ key: Int, generation: Int) -> Int32? {
    let entry = entries[key]
    guard entry.keptSnapshot >= 0, entry.keptGeneration == generation else { return nil }
    return entry.keptSnapshot
  }

  /// `identity`'s number, handed out now if it has none, after `linesBefore` `line` events.
  mutating func number(for identity: Int, linesBefore: Int) -> Int {
    let number = entries[identity].number
    if number > 0 { return Int(number) }
    count += 1
    entries[identity].number = Int32(count)
    numbered.append((identity, linesBefore))
    return count
  }

  subscript(identity: Int) -> Entry {
    get { entries[identity] }
    set { entries[identity] = newValue }
  }
}

/// The names one thread has looked up in a recorder, so that the next look-up costs no lock:
/// `TraceObjectTable`'s kept snapshots, copied. Objects older than the recording (a pipeline built
/// before it began) are found through a small table indexed by the serial's low bits first.
struct KeptNames {
  private struct Kept {
    var key = Int.min
    var snapshot: Int32 = -1
    var generation = -1
  }

  private static let olderSlotCount = 256
  private var kept: SerialTable<Kept>
  private var olderSlots = ContiguousArray(repeating: Kept(), count: KeptNames.olderSlotCount)

  init(firstSerial: Int) {
    kept = SerialTable(firstSerial: firstSerial, empty: Kept())
  }

  func lookUp(_ key: Int, generation: Int) -> Int32? {
    var found = kept.isRecent(key) ? kept[key] : olderSlots[key & (Self.olderSlotCount - 1)]
    if found.key != key, !kept.isRecent(key) { found = kept[key] }
    guard found.key == key, found.snapshot >= 0, found.generation == generation else { return nil }
    return found.snapshot
  }

  mutating func keep(_ snapshot: Int32, for key: Int, generation: Int) {
    let entry = Kept(key: key, snapshot: snapshot, generation: generation)
    if !kept.isRecent(key) { olderSlots[key & (Self.olderSlotCount - 1)] = entry }
    kept[key] = entry
  }
}

/// Values by object serial: objects made during the recording (serials from `firstSerial` on,
/// which is nearly every object a busy trace meets) in an array indexed by serial, older ones and
/// objects outside RAC (negative identities) in a dictionary. Absent keys read as `empty`.
struct SerialTable<Element> {
  private let firstSerial: Int
  private let empty: Element
  private var recent = ContiguousArray<Element>()
  private var older: [Int: Element] = [:]

  init(firstSerial: Int, empty: Element) {
    self.firstSerial = firstSerial
    self.empty = empty
  }

  /// Whether `key` is a serial handed out during the recording.
  @inline(__always)
  func isRecent(_ key: Int) -> Bool { key >= firstSerial }

  subscript(key: Int) -> Element {
    get {
      let offset = key - firstSerial
      return offset >= 0 ? (offset < recent.count ? recent[offset] : empty) : older[key, default: empty]
    }
    set {
      let offset = key - firstSerial
      guard offset >= 0 else {
        older[key] = newValue
        return
      }
      if offset >= recent.count {
        recent.append(contentsOf: repeatElement(empty, count: offset - recent.count + 1))
      }
      recent[offset] = newValue
    }
  }
}
