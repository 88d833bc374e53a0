import RACWalkthroughKit

/// Where a debug session is stopped, on `step`'s own walk (`StepWalk`): the run is recorded once,
/// so every DAP execution request is a move of this cursor, forwards or backwards.
///
/// At the line level the cursor is at the start of one of the reader's stops (`step`'s stops: a
/// line of the program's code, a turn of RAC's code, a ★); `stepIn` goes inside a stop, to its
/// events one by one (`step`'s `into`), where `next` steps over calls and `stepOut` runs to where
/// the current block returns (the viewer's **out ⤴**).
struct DAPCursor: Equatable {
  /// The snapshot (0-based, among `StepWalk.snapshots`) the session is stopped at.
  var snapshot: Int
  /// Whether the cursor is at the start of a reader's stop rather than inside one.
  var isAtLine: Bool
}

/// The cursor's moves. Each returns nil when the move would go past the end of the recording.
struct DAPStepping {
  let walk: StepWalk
  /// The first snapshot of each reader's stop.
  private let stopStarts: Set<Int>

  init(walk: StepWalk) {
    self.walk = walk
    stopStarts = Set(walk.stops.map(\.snapshots.lowerBound))
  }

  /// The start of the first stop: where a launch with `stopOnEntry` stops.
  var entry: DAPCursor? {
    walk.stops.first.map { DAPCursor(snapshot: $0.snapshots.lowerBound, isAtLine: true) }
  }

  /// A cursor at `snapshot`, at the line level when a stop starts there.
  func cursor(at snapshot: Int) -> DAPCursor {
    DAPCursor(snapshot: snapshot, isAtLine: stopStarts.contains(snapshot))
  }

  /// `next`: at the line level, `step`'s next stop; inside a stop, the next event of this thread
  /// no deeper than this one (over the calls this one makes).
  func next(_ cursor: DAPCursor) -> DAPCursor? {
    let snapshots = walk.snapshots
    if cursor.isAtLine {
      guard let stop = walk.stop(containing: cursor.snapshot), stop + 1 < walk.stops.count else { return nil }
      return DAPCursor(snapshot: walk.stops[stop + 1].snapshots.lowerBound, isAtLine: true)
    }
    let here = snapshots[cursor.snapshot]
    let depth = here.stack.count
    var index = cursor.snapshot + 1
    while index < snapshots.count {
      let snapshot = snapshots[index]
      if snapshot.event.thread == here.event.thread, snapshot.stack.count <= depth { return self.cursor(at: index) }
      index += 1
    }
    return nil
  }

  /// `stepIn`: the next event, whatever it is (the first call a line makes into RAC, the first
  /// block RAC calls).
  func stepIn(_ cursor: DAPCursor) -> DAPCursor? {
    let index = cursor.snapshot + 1
    guard index < walk.snapshots.count else { return nil }
    return self.cursor(at: index)
  }

  /// `stepOut`: where the block the cursor is in returns (its `return` event when the trace shows
  /// one, else the next event of the thread outside it); from the top level, the next stop.
  func stepOut(_ cursor: DAPCursor) -> DAPCursor? {
    let snapshots = walk.snapshots
    let here = snapshots[cursor.snapshot]
    var depth = here.stack.count
    if here.event.phase == .exit { depth -= 1 }
    guard depth > 0 else { return next(DAPCursor(snapshot: cursor.snapshot, isAtLine: true)) }
    var index = cursor.snapshot + 1
    while index < snapshots.count {
      let snapshot = snapshots[index]
      if snapshot.event.thread == here.event.thread,
        snapshot.stack.count < depth || (snapshot.event.phase == .exit && snapshot.stack.count == depth)
      {
        return self.cursor(at: index)
      }
      index += 1
    }
    return nil
  }

  /// `stepBack`, the reverse of `next`: at the line level the previous stop; inside a stop, the
  /// previous event of this thread no deeper than this one (the call that led here). At the first
  /// stop it stays there.
  func stepBack(_ cursor: DAPCursor) -> DAPCursor {
    let snapshots = walk.snapshots
    if cursor.isAtLine {
      guard let stop = walk.stop(containing: cursor.snapshot), stop > 0 else { return cursor }
      return DAPCursor(snapshot: walk.stops[stop - 1].snapshots.lowerBound, isAtLine: true)
    }
    let here = snapshots[cursor.snapshot]
    let depth = here.stack.count
    var index = cursor.snapshot - 1
    while index >= 0 {
      let snapshot = snapshots[index]
      if snapshot.event.thread == here.event.thread, snapshot.stack.count <= depth { return self.cursor(at: index) }
      index -= 1
    }
    return entry ?? cursor
  }
}
