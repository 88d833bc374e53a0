/// State that code above the core keeps for the thread that runs a turn, outside the thread's own
/// storage (an interpreter's call depth and current statement): a turn that waits is parked on its
/// thread while other turns run on another (`ParkedTurn`), so its state is set aside when it parks
/// and put back when it resumes.
///
/// What a thread's own storage holds (the current scheduler, the trace's thread track) stays with
/// its thread and needs nothing here.
public struct TurnThreadState {
  /// Called on the thread of a turn that parks: returns the turn's state and leaves the state a
  /// thread has between turns, for the turns that run while it waits.
  public let suspend: () -> Any
  /// Called on the parked turn's thread when it resumes, with what `suspend` returned.
  public let resume: (Any) -> Void

  /// State set aside by `suspend` and put back by `resume`.
  public init(suspend: @escaping () -> Any, resume: @escaping (Any) -> Void) {
    self.suspend = suspend
    self.resume = resume
  }
}
