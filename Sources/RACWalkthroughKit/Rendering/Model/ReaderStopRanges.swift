import RAC

/// The reader's stops as `StepWalk` makes them, without their texts: each stop's range of
/// every-event snapshots, and each snapshot's event. The viewer's holders
/// (`WhoHolds.viewerHolders`) need no more, and this much is made from the trace without writing
/// an event's line (`StepSnapshots.shapes`, `ReaderStops.startsAndRanges`, which `StepWalk` builds
/// on too): the second run that gathers the holders starts at once, while the walk is made.
public struct ReaderStopRanges: Sendable {
  /// Each every-event snapshot's event (`StepWalk.snapshots`' events).
  public let events: [TraceEvent]
  /// The snapshots each of the reader's stops covers (`StepWalk.stops`' `snapshots`), in order.
  public let ranges: [ClosedRange<Int>]

  /// The stops `StepWalk(trace, steps: steps, source: source)` makes.
  public init(_ trace: Trace, steps: [StepResult] = [], source: WalkthroughSource?) {
    let shapes = StepSnapshots.shapes(trace, steps: steps)
    events = shapes.map(\.event)
    ranges = ReaderStops.startsAndRanges(shapes, lines: CodeLines.lines(in: trace, source: source)).map(\.range)
  }

  /// The stops of a walk made already.
  public init(_ walk: StepWalk) {
    events = walk.snapshots.map(\.event)
    ranges = walk.stops.map(\.snapshots)
  }

  /// The 0-based index of the stop that covers snapshot `snapshot` (0-based).
  public func stop(containing snapshot: Int) -> Int? {
    var low = 0
    var high = ranges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      if snapshot < ranges[middle].lowerBound {
        high = middle - 1
      } else if snapshot > ranges[middle].upperBound {
        low = middle + 1
      } else {
        return middle
      }
    }
    return nil
  }
}
