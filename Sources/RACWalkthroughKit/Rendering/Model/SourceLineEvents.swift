import RAC

/// Which line of the walkthrough's Objective-C each event runs in, read from the trace's `line`
/// events (the interpreter records one as each statement starts), for `step` and the viewer.
///
/// A line holds for the events after it on its thread, down the calls it makes, until the next
/// line at the same depth or the return of the block it is in; a block of the walkthrough's code
/// starts at the line it is written on. A turn of a scheduler
/// (`scheduledBlock` at the bottom of a thread's stack) starts with no line: what runs there is
/// RAC's own code until a block of the walkthrough is called.
public enum SourceLineEvents {
  /// Event sequence → 1-based line in `source`, for the events that run a line of it.
  public static func lines(in trace: Trace, source: WalkthroughSource) -> [Int: Int] {
    var result: [Int: Int] = [:]
    var depth: [String: Int] = [:]
    var contexts: [String: [(line: Int, depth: Int)]] = [:]
    for event in trace.events {
      let thread = event.thread
      var current = depth[thread, default: 0]
      var open = contexts[thread, default: []]
      switch event.phase {
      case .enter:
        if current == 0, event.block == "scheduledBlock" { open = [] }
        current += 1
        // A block of the walkthrough's own code runs at the line it is written on, until its first
        // statement's line.
        if let position = event.source, let line = source.line(position.line, of: position.file) {
          open.append((line, current))
        }
        if let line = open.last?.line { result[event.sequence] = line }
      case .exit:
        current = max(0, current - 1)
        open.removeAll { $0.depth > current }
        if let line = open.last?.line { result[event.sequence] = line }
      case .line:
        open.removeAll { $0.depth >= current }
        if let position = event.source, let line = source.line(position.line, of: position.file) {
          open.append((line, current))
          result[event.sequence] = line
        }
      case .note, .output:
        if let line = open.last?.line { result[event.sequence] = line }
      }
      depth[thread] = current
      contexts[thread] = open
    }
    return result
  }

  /// Whether the trace has any `line` event: it ran Objective-C, whose lines it knows.
  public static func hasLines(_ trace: Trace) -> Bool {
    trace.events.contains { $0.phase == .line }
  }
}
