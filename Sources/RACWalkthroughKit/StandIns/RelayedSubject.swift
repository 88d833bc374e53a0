import RAC

/// A subject a stand-in sends its events to (a text field's editing events, a cell's
/// `prepareForReuse` invocations), made the first time the stand-in's signal is asked for: a core
/// `RACSubject` on the Swift core; in a run on RAC's own source (`--rac-source`) a subject of RAC's
/// loaded class, which the host's Objective-C makes and hands the stand-in with how to send to it
/// (`-sendNext:`, `-sendCompleted`), so that what the stand-in sends runs RAC's code.
public struct RelayedSubject {
  /// The subject.
  public let subject: AnyObject
  /// Sends it a value (`-sendNext:`).
  public let next: (Any?) -> Void
  /// Completes it (`-sendCompleted`).
  public let completed: () -> Void

  /// A subject sent to through `next` and `completed`.
  public init(subject: AnyObject, next: @escaping (Any?) -> Void, completed: @escaping () -> Void) {
    self.subject = subject
    self.next = next
    self.completed = completed
  }

  /// A core subject, sent to directly.
  public init(core subject: RACSubject) {
    self.init(subject: subject, next: { subject.sendNext($0) }, completed: { subject.sendCompleted() })
  }
}
