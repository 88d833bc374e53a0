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
public enum TraceEventLine {
  public static func text(of event: TraceEvent) -> String {
    let line = baseText(of: event)
    guard !event.bookkeeping.isEmpty else { return line }
    return line + " {" + TraceOutline.fieldsText(event.bookkeeping) + "}"
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
    }
  }
}

/// `*`-globs: `*` matches any run of characters (none included); everything else matches itself.
public struct GlobPattern: Sendable {
  private let pieces: [Substring]

  public init(_ pattern: String) {
    pieces = pattern.split(separator: "*", omittingEmptySubsequences: false)
  }

  /// Whether the whole of `text` matches.
  public func matches(_ text: String) -> Bool {
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
