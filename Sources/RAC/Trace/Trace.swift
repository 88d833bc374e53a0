/// Everything one `Tracing.record` scope saw, in order.
public struct Trace: Codable, Hashable, Sendable {
  /// Every event, in the order they happened.
  public var events: [TraceEvent]

  /// A trace of `events`.
  public init(events: [TraceEvent]) {
    self.events = events
  }

  /// How many events the trace holds.
  public var eventCount: Int { events.count }

  /// The enter events: one per block invocation, in the order the blocks started.
  public var calls: [TraceEvent] { events.filter { $0.phase == .enter } }

  /// The lines the program printed, in order.
  public var output: [String] {
    events.filter { $0.phase == .output }.compactMap { $0.argument("line") }
  }

  /// The exit event that closes the call `enter` started, if the call has returned.
  public func exit(of enter: TraceEvent) -> TraceEvent? {
    events.first { $0.phase == .exit && $0.enterSequence == enter.sequence }
  }

  /// The calls of the block named `block`, optionally only those of owners of class `className`.
  public func calls(_ block: String, ownerClass className: String? = nil) -> [TraceEvent] {
    calls.filter { $0.block == block && (className == nil || $0.owner?.className == className) }
  }

  /// One line per call, indented by depth, each with its owner, arguments and result; notes and
  /// output lines in between. This is the form whole-trace tests compare against.
  public func outline(showBookkeeping: Bool = false) -> String {
    var results: [Int: String] = [:]
    for event in events where event.phase == .exit {
      if let enter = event.enterSequence, let result = event.result { results[enter] = result }
    }
    var lines: [String] = []
    for event in events {
      let indent = String(repeating: "  ", count: event.depth)
      switch event.phase {
      case .enter:
        var line = indent + TraceOutline.callText(event)
        if let result = results[event.sequence] { line += " -> " + result }
        if showBookkeeping, !event.bookkeeping.isEmpty { line += "  " + TraceOutline.fieldsText(event.bookkeeping) }
        lines.append(line)
      case .note:
        var line = indent + "· " + TraceOutline.callText(event)
        if !event.bookkeeping.isEmpty { line += "  " + TraceOutline.fieldsText(event.bookkeeping) }
        lines.append(line)
      case .output:
        lines.append(indent + "> " + (event.argument("line") ?? ""))
      case .line:
        break
      case .exit:
        if showBookkeeping, !event.bookkeeping.isEmpty {
          lines.append(indent + "  ↳ after " + event.block + ": " + TraceOutline.fieldsText(event.bookkeeping))
        }
      }
    }
    return lines.joined(separator: "\n")
  }
}

/// The pieces of a one-line description of an event, shared by every text renderer.
public enum TraceOutline {
  /// `RACDynamicSignal#2 "[signal] -map:" bindingBlock(value: "ABC")`.
  public static func callText(_ event: TraceEvent) -> String {
    let owner = event.owner.map { "\($0) " } ?? ""
    let arguments = event.arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ")
    return "\(owner)\(event.block)(\(arguments))"
  }

  /// `signals: [a, b], count: 2`.
  public static func fieldsText(_ fields: [TraceField]) -> String {
    fields.map { "\($0.label): \($0.value)" }.joined(separator: ", ")
  }
}
