import Foundation
import RAC

/// The one-line form of an event that step patterns are matched against:
///
/// - `call <owner> <block>(<arguments>)` when a block starts,
/// - `return <owner> <block>(<arguments>) -> <result>` when it returns,
/// - `note <owner> <what>(<arguments>)`,
/// - `output <line>` for a printed line.
///
/// An event that carries bookkeeping ends with it in braces: `{signals: [...], ...}` (for a call,
/// the state before it; for a return, the state after it).
///
/// Owners and objects read like `RACDynamicSignal#2 "mappedSignalA"`; their numbers depend on the
/// order objects appear, so patterns usually skip them with `*`.
///
/// Shown to a reader (`trace --format lines`, `step`), an event of the core ends with the place in
/// RAC 2.5's source it translates, as a comment (`annotatedText`); patterns match the line without it.
public enum TraceEventLine {
  /// The event's one line, with its bookkeeping in braces when it has some: what a step's pattern
  /// is matched against.
  public static func text(of event: TraceEvent) -> String {
    let line = baseText(of: event)
    guard !event.bookkeeping.isEmpty else { return line }
    return line + " {" + TraceOutline.fieldsText(event.bookkeeping) + "}"
  }

  /// Every event's line (`text(of:)`), in the trace's order: what `Verifier.matchSteps` matches the
  /// steps against and `StepSnapshots` shows, made once for both.
  ///
  /// A big trace's lines are made in parts, each on a thread of its own: each line depends on its
  /// event alone, and the viewer waits for them with the machine's other cores idle (the first run
  /// has ended, and the second starts once the steps are matched on these lines): contact-form's
  /// 0.28 G instructions, in two halves on two cores.
  public static func texts(of trace: Trace) -> [String] {
    let events = trace.events
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let parts = max(1, min(maximumParts, cores, events.count / eventsPerPart))
    guard parts > 1 else { return events.map(text(of:)) }
    let bounds = (0...parts).map { events.count / parts * $0 + ($0 == parts ? events.count % parts : 0) }
    var lines = [[String]](repeating: [], count: parts)
    events.withUnsafeBufferPointer { events in
      lines.withUnsafeMutableBufferPointer { lines in
        DispatchQueue.concurrentPerform(iterations: parts) { part in
          lines[part] = events[bounds[part]..<bounds[part + 1]].map(text(of:))
        }
      }
    }
    return Array(lines.joined())
  }

  /// The fewest events a part of `texts(of:)` is given, and the most parts (one per core).
  private static let eventsPerPart = 4_096
  private static let maximumParts = 4

  /// The event's line as a reader sees it: `text(of:)`, then the place in RAC 2.5's source when the
  /// event has one (`  // RACSignal.m:162 -bind: bindingBlock`).
  public static func annotatedText(of event: TraceEvent) -> String {
    annotatedText(of: event, text: text(of: event))
  }

  /// `annotatedText(of:)` of an event whose `text(of:)` is made already.
  public static func annotatedText(of event: TraceEvent, text: String) -> String {
    text + TraceOutline.racSourceComment(event)
  }

  private static func baseText(of event: TraceEvent) -> String {
    switch event.phase {
    case .enter:
      return "call " + TraceOutline.callText(event)
    case .exit:
      return "return " + TraceOutline.callText(event) + " -> " + (event.result ?? "void")
    case .note:
      return "note " + TraceOutline.callText(event)
    case .output:
      return "output " + (event.argument("line") ?? "")
    case .line:
      return "line " + (event.source.map { "\($0.file):\($0.line)" } ?? "?")
    }
  }
}

/// A step's pattern: a `*`-glob (`*` matches any run of characters, none included; everything
/// else matches itself), or, written `re:<expression>`, a regular expression that must match the
/// whole line. An expression that does not compile matches nothing (and `isValid` says so).
public struct GlobPattern: Sendable {
  private let pieces: [Substring]
  private let expression: NSRegularExpression?
  private let isExpression: Bool

  /// A pattern: a `*`-glob, or `re:` and a regular expression.
  public init(_ pattern: String) {
    if pattern.hasPrefix("re:") {
      isExpression = true
      expression = try? NSRegularExpression(pattern: "^(?:" + pattern.dropFirst(3) + ")$")
      pieces = []
    } else {
      isExpression = false
      expression = nil
      pieces = pattern.split(separator: "*", omittingEmptySubsequences: false)
    }
  }

  /// False for a `re:` pattern whose expression does not compile.
  public var isValid: Bool { !isExpression || expression != nil }

  /// Whether the whole of `text` matches.
  public func matches(_ text: String) -> Bool {
    if isExpression {
      guard let expression else { return false }
      return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
    guard let first = pieces.first else { return text.isEmpty }
    guard pieces.count > 1 else { return text == first }
    guard text.hasPrefix(first) else { return false }
    var rest = text.dropFirst(first.count)
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let range = rest.range(of: piece) else { return false }
      rest = rest[range.upperBound...]
    }
    guard let last = pieces.last else { return true }
    return rest.hasSuffix(last)
  }
}
