import RAC

/// Reads a recording's trace up to a moment: each thread's open calls (each at the line it is on),
/// each thread's top-level line, and every object's latest bookkeeping. A session stops at one
/// moment after another, mostly forwards, so the reading goes on from the last moment read; going
/// back starts again from the nearest checkpoint (one every `interval` events) rather than from the
/// first event, so a round trip does not grow with the length of the run.
final class DAPTraceScanner {
  /// What the trace says up to (not including) event `nextIndex`.
  struct State {
    var nextIndex = 0
    /// Each thread's open calls, outermost first, each with the line it is on and the index of
    /// the `line` event that started that line (nil before its first statement).
    var stacks: [String: [(call: TraceEvent, location: TraceSource?, lineEvent: Int?)]] = [:]
    /// Each thread's line of top-level code.
    var topLevel: [String: TraceSource] = [:]
    /// The index of the `line` event of each thread's top-level line.
    var topLevelLineEvent: [String: Int] = [:]
    /// Each object's latest bookkeeping, by its description.
    var latest: [String: [TraceField]] = [:]
    /// The objects in the order they first had bookkeeping.
    var order: [String] = []
  }

  static let interval = 4096

  private let events: [TraceEvent]
  private var current = State()
  /// `checkpoints[k]` is the state before event `k * interval`.
  private var checkpoints = [State()]

  init(events: [TraceEvent]) {
    self.events = events
  }

  /// The state after event `end` (0-based, inclusive).
  func state(through end: Int) -> State {
    let target = min(end + 1, events.count)
    if current.nextIndex > target {
      current = checkpoints[min(target / Self.interval, checkpoints.count - 1)]
    }
    while current.nextIndex < target {
      apply(events[current.nextIndex], at: current.nextIndex)
      current.nextIndex += 1
      if current.nextIndex % Self.interval == 0, current.nextIndex / Self.interval == checkpoints.count {
        checkpoints.append(current)
      }
    }
    return current
  }

  private func apply(_ event: TraceEvent, at index: Int) {
    if !event.bookkeeping.isEmpty, let owner = event.owner {
      let key = owner.description
      if current.latest[key] == nil { current.order.append(key) }
      current.latest[key] = event.bookkeeping
    }
    let thread = event.thread
    switch event.phase {
    case .enter:
      current.stacks[thread, default: []].append((event, event.source, nil))
    case .exit:
      if current.stacks[thread]?.isEmpty == false { current.stacks[thread]?.removeLast() }
    case .line:
      if let count = current.stacks[thread]?.count, count > 0 {
        current.stacks[thread]?[count - 1].location = event.source
        current.stacks[thread]?[count - 1].lineEvent = index
      } else {
        current.topLevel[thread] = event.source
        current.topLevelLineEvent[thread] = index
      }
    case .note, .output:
      break
    }
  }
}
