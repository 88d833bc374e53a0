import Synchronization

/// The numbers a recorded trace gave the objects it met (`#N`, 1, 2, 3… in order of first
/// appearance), kept by serial with how many `line` events the trace held when each was numbered,
/// so that a replay of the same program numbers its own objects as the trace did without
/// recording a trace of its own (`Tracing.replay(numberingAs:_:)`): the viewer's second run, whose
/// trace was recorded only to number the objects its looks name.
///
/// A replay is deterministic, so the replay's object with a given serial counted from its start
/// is the recorded run's with that serial counted from the recording's start; objects older than
/// the recording (the schedulers' shared instances) are the same objects in both, kept by serial.
public struct TraceNumbering: Sendable {
  struct Entry {
    /// 0: the trace never numbered the object.
    var number: Int32 = 0
    var linesBefore: Int32 = 0
  }

  /// Objects made during the recording, by serial counted from the recording's first.
  private let recent: ContiguousArray<Entry>
  /// Objects older than the recording, by serial.
  private let older: [Int: Entry]
  /// How many `line` events the trace holds.
  package let lineCount: Int
  /// How many of the core's objects were made while the trace recorded.
  package let objectsMade: Int

  /// The numbering of a trace recorded from `firstSerial` on, whose objects `numbered` (by number,
  /// from 1) were numbered with their identities and the `line` events recorded before each.
  package init(firstSerial: Int, numbered: [(identity: Int, linesBefore: Int)], lineCount: Int, objectsMade: Int) {
    var recent = ContiguousArray<Entry>()
    var older: [Int: Entry] = [:]
    for (index, object) in numbered.enumerated() {
      let entry = Entry(number: Int32(index + 1), linesBefore: Int32(clamping: object.linesBefore))
      let offset = object.identity - firstSerial
      guard offset >= 0 else {
        older[object.identity] = entry
        continue
      }
      if offset >= recent.count { recent.append(contentsOf: repeatElement(Entry(), count: offset - recent.count + 1)) }
      recent[offset] = entry
    }
    self.recent = recent
    self.older = older
    self.lineCount = lineCount
    self.objectsMade = objectsMade
  }

  /// The number of the object with `identity` in a replay that began at `firstSerial`, once the
  /// replay has passed `linesSeen` `line` events: nil when the trace had not numbered it by then.
  package func number(of identity: Int, firstSerial: Int, linesSeen: Int) -> Int? {
    let offset = identity - firstSerial
    let entry = offset >= 0 ? (offset < recent.count ? recent[offset] : Entry()) : older[identity] ?? Entry()
    guard entry.number > 0, Int(entry.linesBefore) < linesSeen else { return nil }
    return Int(entry.number)
  }
}

/// A replay numbered as its recorded run was (`Tracing.replay(numberingAs:_:)`): the hooks' switch
/// is on, so that a snippet's statements reach their `line` hook (which counts them here) and
/// `StopProbe`, and no event is kept.
final class NumberingReplay: Sendable {
  let numbering: TraceNumbering
  /// The serial the replay's first object gets, as a recorder's `firstSerial`.
  let firstSerial: Int
  private let lines = Atomic<Int>(0)

  init(_ numbering: TraceNumbering) {
    self.numbering = numbering
    firstSerial = LiveObjects.allocationCount + 1
  }

  func countLine() { lines.wrappingAdd(1, ordering: .relaxed) }

  var linesSeen: Int { lines.load(ordering: .relaxed) }

  func number(of object: any Traceable) -> Int? {
    numbering.number(of: object.traceIdentity, firstSerial: firstSerial, linesSeen: linesSeen)
  }

  /// Whether the replay went as the recorded run: as many `line` events, as many objects made.
  var wentAsRecorded: Bool {
    linesSeen == numbering.lineCount && LiveObjects.allocationCount + 1 - firstSerial == numbering.objectsMade
  }
}
