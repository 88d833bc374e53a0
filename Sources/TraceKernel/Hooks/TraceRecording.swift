/// A recorder the hooks report to while `Tracing` has it installed: the seam between the hooks,
/// which this target holds, and what recording keeps of an event, which reads RAC's schedulers,
/// virtual queues and value types and so lives in the RAC target (`TraceRecorder`, installed by
/// `Tracing.record`).
///
/// Nothing here is called while nothing records: the hooks read `Tracing.isRecording` first.
package protocol TraceRecording: AnyObject, Sendable {
  /// The calling thread's track in this recording, made on its first event there.
  func currentTrack() -> any TraceTrack

  /// How a value that is `object` is written while this recorder records: its class, its number in
  /// this trace and its name (`RACSignal#2 "name"`).
  func reference(to object: any Traceable) -> String

  /// `object`'s number in this trace if the trace has met it, without numbering it (asking must
  /// not change the numbers the trace hands out later): `step`'s `who #N`.
  func numberIfMet(_ object: any Traceable) -> Int?
}

/// One thread's part of a recording: the hooks of that thread report their events to it, and only
/// that thread touches it. Each method takes the hook's values in the order the hook reads them.
package protocol TraceTrack: AnyObject {
  /// A traced block starts; returns the index its `exit` names (-1 once the recording has closed).
  /// `racSource` is called first, before anything else of the event is kept.
  func enter(
    block: String, owner: (any Traceable)?, racSource: () -> RACSourceLocation, arguments: [(String, Any?)],
    bookkeeping: [(String, Any?)], source: TraceSource?
  ) -> Int32

  /// The block that `enter` numbered `enterIndex` returned `result`, which is kept before
  /// `bookkeeping` is read.
  func exit<Result>(_ enterIndex: Int32, result: Result, bookkeeping: () -> [(String, Any?)])

  /// A point event of the core (`Tracing.note`).
  func note(
    _ what: String, owner: (any Traceable)?, racSource: RACSourceLocation, arguments: [(String, Any?)],
    bookkeeping: [(String, Any?)])

  /// A statement of a snippet starts at `source` (`Tracing.line`).
  func line(_ source: TraceSource)

  /// The program printed `line` (`Tracing.output`).
  func output(_ line: String)
}
