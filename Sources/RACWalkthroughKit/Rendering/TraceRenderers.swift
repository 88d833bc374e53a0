import Foundation
import RAC

/// The trace for other tools and for people: text (an indented call tree), JSON Lines (one event
/// per line, every field of `TraceEvent`), or the event lines that step patterns are matched against.
public enum TraceRenderers {
  public enum Format: String, CaseIterable, Sendable {
    case text
    case jsonl
    case lines
  }

  public static func render(_ trace: Trace, as format: Format) -> String {
    switch format {
    case .text:
      return trace.outline(showBookkeeping: true)
    case .jsonl:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      return trace.events.compactMap { event in
        (try? encoder.encode(event)).flatMap { String(data: $0, encoding: .utf8) }
      }.joined(separator: "\n")
    case .lines:
      return trace.events.map { "#\($0.sequence) " + TraceEventLine.text(of: $0) }.joined(separator: "\n")
    }
  }
}
