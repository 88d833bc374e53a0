/// A subject as its passthroughs and removal blocks know it: until the subject starts to
/// deinitialise, and no longer, without a weak reference to it.
///
/// RAC's `RACPassthroughSubscriber` keeps its signal `__unsafe_unretained` (for DTrace probes only),
/// and `-[RACSubject subscribe:]`'s removal block does not capture the subject at all. The trace
/// and a leak analysis still name them after the subject while it lives, so the core needs the
/// subject back, and nil once it is gone. A Swift `weak` reference gives that, but it moves the
/// subject's reference counts to a side table for good, and every retain and release of the
/// subject then takes the runtime's slow path: three times per value an interpreted
/// `[subject sendNext:]` makes (issue 37). This holds the subject unretained instead, and the
/// subject's `deinit` ends it first thing, where a weak reference would start reading nil.
///
/// A reader uses the subject only inside `withSubject`, under a recursive lock that `end()` takes
/// too: a subject whose last reference goes on another thread cannot finish deinitialising while
/// a reader has it, and one whose last reference goes inside the reader's body (released on the
/// same thread) ends it through the same, recursive, lock. A copy shares the lock and the
/// reference.
struct SubjectLifetime: @unchecked Sendable {
  private let state: RecursiveLockedState<Unmanaged<RACSubject>?>

  /// The lifetime of `subject`, which must call `end()` first in its `deinit`.
  init(_ subject: RACSubject) {
    state = RecursiveLockedState(Unmanaged.passUnretained(subject))
  }

  /// Runs `body` with the subject, or with nil once it has started to deinitialise.
  func withSubject<Result>(_ body: (RACSubject?) -> Result) -> Result {
    state.withLockedState { reference in
      guard let subject = reference.pointee?.takeUnretainedValue() else { return body(nil) }
      return withExtendedLifetime(subject) { body(subject) }
    }
  }

  /// The subject's `deinit` has begun: from now on readers get nil.
  func end() {
    state.withLockedState { $0.pointee = nil }
  }
}
