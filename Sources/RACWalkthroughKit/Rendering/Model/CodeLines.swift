import RAC

/// Which line of the shown code each event of a trace runs, for `step` and the viewer: the one place
/// that chooses between the exact lines and the guess.
///
/// Objective-C — a snippet, a walkthrough written in Objective-C, a post's own code — records a
/// `line` event as each statement starts, so its lines are exact (`SourceLineEvents`); every
/// walkthrough with the post's code steps that code. Only a Swift translation has no line events:
/// the three walkthroughs whose post shows no code that runs (`objectiveC.translationOnly`) and a
/// translation's variant (`--variant`); for those the lines are `CodeLineMapper`'s guess.
public enum CodeLines {
  /// Event sequence → 1-based line in `source`; empty without a source. `tree` is the trace's call
  /// tree when the caller has one already (the guess needs it).
  public static func lines(in trace: Trace, source: WalkthroughSource?, tree: TraceCallTree? = nil) -> [Int: Int] {
    guard let source else { return [:] }
    if SourceLineEvents.hasLines(trace) { return SourceLineEvents.lines(in: trace, source: source) }
    return CodeLineMapper.lines(for: tree ?? TraceCallTree(trace), source: source)
  }

  /// Whether the lines of `trace` are exact (it ran Objective-C) rather than guessed.
  public static func areExact(in trace: Trace) -> Bool { SourceLineEvents.hasLines(trace) }
}
