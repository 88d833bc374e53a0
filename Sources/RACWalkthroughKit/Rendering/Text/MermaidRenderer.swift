import RAC

/// A trace as a Mermaid `sequenceDiagram` (`trace NAME --format mermaid`), drawn from
/// `SequenceDiagram`: participants declared up front in order of appearance (ids `t1`, `o12`,
/// `cls`; names as aliases), `->>` for calls with `activate`/`deactivate` around them, `-->>` for
/// results, `Note over` for bookkeeping and printed lines.
public enum MermaidRenderer {
  /// Mermaid refuses to render a diagram longer than this by default (`maxTextSize`).
  public static let defaultMaxTextSize = 50_000

  /// A Mermaid `sequenceDiagram` of `trace`.
  public static func render(_ trace: Trace, options: SequenceDiagram.Options = SequenceDiagram.Options()) -> String {
    render(SequenceDiagram.build(trace, options: options))
  }

  /// `diagram` as Mermaid.
  public static func render(_ diagram: SequenceDiagram) -> String {
    var lines = ["sequenceDiagram"]
    for participant in diagram.participants {
      var alias = escape(participant.title)
      if let subtitle = participant.subtitle { alias += "<br/>" + escape(subtitle) }
      lines.append("  participant \(participant.id) as \(alias)")
    }
    let ids = diagram.participants.map(\.id)
    for item in diagram.items {
      let from = ids[item.from]
      let to = ids[item.to]
      switch item.kind {
      case .call:
        lines.append("  \(from)->>\(to): \(message(item.text))")
        if item.opens { lines.append("  activate \(to)") }
      case .reply:
        lines.append("  \(from)-->>\(to): \(message(item.text))")
        lines.append("  deactivate \(from)")
      case .end:
        lines.append("  deactivate \(from)")
      case .note:
        lines.append("  Note over \(from): \(message(item.text))")
      }
    }
    let text = lines.joined(separator: "\n")
    guard text.count > defaultMaxTextSize else { return text }
    let warning =
      "  %% \(text.count) characters: more than Mermaid's default maxTextSize (\(defaultMaxTextSize)). Render it "
      + "with a larger maxTextSize, or shorten it with --calls-only or --max-depth N."
    lines.insert(warning, at: 1)
    return lines.joined(separator: "\n")
  }

  /// Message text is never empty (Mermaid needs at least one character after the colon); the
  /// lines of a note are joined with `<br/>`.
  private static func message(_ text: String) -> String {
    let escaped = text.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) }
      .joined(separator: "<br/>")
    return escaped.isEmpty ? "#160;" : escaped
  }

  /// Text made safe for any place Mermaid reads free text (messages, notes, aliases).
  ///
  /// Mermaid turns `#name;` / `#123;` entity codes into characters only after parsing, so anything
  /// its sequence-diagram lexer treats specially is written as one: `#` (a comment otherwise, and the
  /// start of entity codes), `;` (a statement break), `%` (`%%` comments and directives), `<` and
  /// `>` (HTML in labels). Line breaks become spaces. `style`/`classDef` lose their first letter to
  /// an entity code because Mermaid's entity pass treats `style …: … #…;` as a CSS declaration, and
  /// the characters it uses as entity placeholders (`ﬂ`, `¶`) are encoded too.
  public static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.count)
    for character in text {
      switch character {
      case "#": result += "#35;"
      case ";": result += "#59;"
      case "%": result += "#37;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      case "\u{FB02}": result += "#64258;"
      case "\u{B6}": result += "#182;"
      case "\n", "\r", "\r\n", "\t", "\u{2028}", "\u{2029}": result += " "
      default: result.append(character)
      }
    }
    return
      result
      .replacingOccurrences(of: "style", with: "#115;tyle")
      .replacingOccurrences(of: "classDef", with: "#99;lassDef")
  }
}
