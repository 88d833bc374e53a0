import RAC

/// What a stop is, decided once for `step` and the HTML viewer: the every-event snapshots, the line
/// of the walkthrough's code each event runs, and the reader's stops over them. `step`'s stop N is
/// the viewer's `#stop=N` because both are built here.
///
/// The line of an event comes from `CodeLines`, the one place that chooses between the trace's
/// `line` events where the program is Objective-C (`SourceLineEvents`: exact) and
/// `CodeLineMapper`'s reading of a Swift translation (a guess).
public struct StepWalk: Sendable {
  /// Every event worth a look, one snapshot each (`StepSnapshots`): what `--all` and `into` walk.
  public let snapshots: [StepSnapshot]
  /// Event sequence → the 1-based line of `source` that the event runs.
  public let lines: [Int: Int]
  /// The reader's stops over `snapshots` (`ReaderStops`).
  public let stops: [ReaderStop]
  /// The code the lines are lines of.
  public let source: WalkthroughSource?

  /// The walk of `trace`, with the post's `steps` matched on it and the code `source` it runs;
  /// `lines`, the events' lines, when the steps were matched on them already.
  public init(_ trace: Trace, steps: [StepResult] = [], source: WalkthroughSource?, lines: [String]? = nil) {
    let snapshots = StepSnapshots.build(trace, steps: steps, lines: lines)
    let lines = CodeLines.lines(in: trace, source: source)
    self.snapshots = snapshots
    self.lines = lines
    self.source = source
    stops = ReaderStops.build(snapshots, lines: lines)
  }

  /// The 0-based index of the reader's stop that covers snapshot `snapshot` (0-based).
  public func stop(containing snapshot: Int) -> Int? {
    var low = 0
    var high = stops.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = stops[middle].snapshots
      if snapshot < range.lowerBound {
        high = middle - 1
      } else if snapshot > range.upperBound {
        low = middle + 1
      } else {
        return middle
      }
    }
    return nil
  }

  /// Where a stop is, as its header says it: `scene.m:82` (the file and the file's own line, for
  /// a Swift translation its file's); nil for a stop in RAC's own code.
  public func place(of stop: ReaderStop) -> String? {
    guard let line = stop.line else { return nil }
    return source?.place(ofLine: line) ?? "line \(line)"
  }
}
