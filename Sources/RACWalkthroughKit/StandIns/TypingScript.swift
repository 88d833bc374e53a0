import RAC

/// A scripted user at the keyboard: one edit per (virtual) 0.2 s on the walkthrough's scheduler, so
/// the typing happens after the subscriptions are set up, in order, and identically every run.
public enum TypingScript {
  /// Types `text` one character at a time, then presses delete `deleting` times.
  public static func typeThenDelete(
    _ text: String, deleting: Int, into field: UITextField, on scheduler: RACScheduler
  ) {
    var edits: [(UITextField) -> Void] = text.map { character in { $0.type(character) } }
    edits += Array(repeating: { $0.deleteBackward() }, count: max(0, deleting))
    for (index, edit) in edits.enumerated() {
      scheduler.afterDelay(0.2 * Double(index + 1)) { edit(field) }
    }
  }
}
