/// What a program says it leaves alive at its end, in a comment of its own: `// Leaks: none`, or
/// the classes of the objects kept on purpose, `// Leaks: MyView` / `// Leaks: Photo, RACReplaySubject
/// — a static keeps the album`, the reason after a dash. `verify` holds the program to it
/// (`leaks` finds what is really left); a file without such a line states nothing about its
/// objects' lifetimes and is not checked.
package struct StatedLeaks: Hashable, Sendable {
  /// The classes stated, in the order written; empty for `none`.
  package let classes: [String]
  /// Why they stay, when the line says (the text after a dash).
  package let reason: String?
  /// Where it is stated: the first `// Leaks:` line (`scene.m:14`), or a walkthrough's settings.
  package let place: String

  /// A statement given directly: a walkthrough's settings (steps.json's `objectiveC.leftAlive`).
  package init(classes: [String], reason: String?, place: String) {
    self.classes = classes
    self.reason = reason
    self.place = place
  }

  /// The classes and reason stated by every `// Leaks:` line of `programs`, together; nil when
  /// none has one. A line that names nothing, names something no class could be called, or says
  /// `none` beside a class is an error at its place.
  package static func find(in programs: [Program]) throws(ObjCError) -> StatedLeaks? {
    var classes: [String] = []
    var reasons: [String] = []
    var first: SourceLocation?
    var saidNone = false
    for program in programs {
      for comment in program.comments where comment.isLineComment {
        guard let rest = statement(in: comment.text) else { continue }
        let (names, reason) = split(rest)
        func problem(_ message: String) -> ObjCError {
          ObjCError(.syntax, message, at: comment.location, in: program.source)
        }
        guard !names.isEmpty else {
          throw problem(
            "the // Leaks: line names nothing: write `// Leaks: none`, or the classes of the objects left alive (`// Leaks: MyView`)"
          )
        }
        if names.contains(where: { $0.lowercased() == "none" }) {
          guard names.count == 1, classes.isEmpty else {
            throw problem("the // Leaks: lines say `none` and name classes left alive: one or the other")
          }
          saidNone = true
        } else {
          guard !saidNone else {
            throw problem("the // Leaks: lines say `none` and name classes left alive: one or the other")
          }
          if let bad = names.first(where: { !isClassName($0) }) {
            throw problem("the // Leaks: line names '\(bad)', which is no class name (`// Leaks: MyView, RACSubject`)")
          }
          classes += names.filter { !classes.contains($0) }
        }
        if let reason { reasons.append(reason) }
        if first == nil { first = comment.location }
      }
    }
    guard let first else { return nil }
    let file = first.file.split(separator: "/").last.map(String.init) ?? first.file
    return StatedLeaks(
      classes: classes, reason: reasons.isEmpty ? nil : reasons.joined(separator: "; "), place: "\(file):\(first.line)")
  }

  /// Whether a comment's text is a `Leaks:` line (an output block written as comments ends before
  /// one).
  package static func isStatement(_ comment: String) -> Bool { statement(in: comment) != nil }

  /// What follows `Leaks:` at the start of a comment, or nil when the comment is no such line.
  private static func statement(in comment: String) -> String? {
    let text = OutputAnnouncement.trimmed(comment)
    let label = "leaks:"
    guard text.lowercased().hasPrefix(label) else { return nil }
    return OutputAnnouncement.trimmed(String(text.dropFirst(label.count)))
  }

  /// The names before a dash (`—`, `--`, ` - `) and the reason after it.
  private static func split(_ text: String) -> (names: [String], reason: String?) {
    var names = text
    var reason: String?
    for dash in [" — ", "—", " -- ", " - "] {
      guard let range = text.range(of: dash) else { continue }
      names = String(text[..<range.lowerBound])
      let rest = OutputAnnouncement.trimmed(String(text[range.upperBound...]))
      reason = rest.isEmpty ? nil : rest
      break
    }
    let words = names.split { $0 == "," || $0 == " " || $0 == "\t" }.map(String.init)
    return (words, reason)
  }

  private static func isClassName(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
    return word.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
  }
}
