import Foundation
import RAC

/// The trace for other tools and for people: text (an indented call tree), JSON Lines (one event
/// per line, every field of `TraceEvent`), the event lines that step patterns are matched against,
/// a Mermaid sequence diagram, plain-text marble diagrams, or a self-contained HTML step viewer.
///
/// The text and the event lines end each event of the core with the place in RAC 2.5's source it
/// translates, as a comment (`  // RACSignal.m:162 -bind: bindingBlock`); a step's pattern is matched
/// against the line before the comment. JSON Lines carries it as `racSource`.
public enum TraceRenderers {
  /// The formats `trace --format` writes.
  public enum Format: String, CaseIterable, Sendable {
    case text
    case jsonl
    case lines
    case mermaid
    case marbles
    case html
  }

  /// How much of the trace the sequence diagram shows (`mermaid`, and the viewer's SVG).
  public struct Options: Sendable {
    /// What the sequence diagram shows.
    public var sequence: SequenceDiagram.Options

    /// Options with the sequence diagram's `sequence`.
    public init(sequence: SequenceDiagram.Options = SequenceDiagram.Options()) {
      self.sequence = sequence
    }
  }

  /// Renders `trace`. The HTML viewer shows more when it gets `viewer` (the walkthrough's code and
  /// the post's steps); without it, it shows the trace alone.
  public static func render(
    _ trace: Trace, as format: Format, options: Options = Options(), viewer: ViewerInput? = nil
  ) -> String {
    switch format {
    case .text:
      return trace.outline(showBookkeeping: true, showRACSource: true)
    case .jsonl:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      return trace.events.compactMap { event in
        (try? encoder.encode(event)).flatMap { String(data: $0, encoding: .utf8) }
      }.joined(separator: "\n")
    case .lines:
      return trace.events.map { "#\($0.sequence) " + TraceEventLine.annotatedText(of: $0) }.joined(separator: "\n")
    case .mermaid:
      return MermaidRenderer.render(trace, options: options.sequence)
    case .marbles:
      return MarbleRenderer.render(trace)
    case .html:
      return HTMLViewer.render(trace, input: viewer ?? ViewerInput(), options: options.sequence)
    }
  }
}
