import Foundation

/// `RACSchedulerRecursiveBlock`: a block handed a `reschedule` block that schedules it again.
public typealias RACSchedulerRecursiveBlock = (_ reschedule: @escaping () -> Void) -> Void

extension RACScheduler {
  /// One turn of `-scheduleRecursiveBlock:` (RAC's `scheduleRecursiveBlock:addingToDisposable:`).
  ///
  /// Each turn has its own compound inside the shared `disposable`, removed again as soon as the turn
  /// starts. `reschedule()` calls made while `recursiveBlock` is still running are only counted and
  /// issued after it returns, so recursion never nests on the stack; later calls reschedule at once;
  /// nothing is rescheduled once `disposable` is disposed.
  func scheduleRecursiveTurn(
    _ recursiveBlock: @escaping RACSchedulerRecursiveBlock, addingTo disposable: RACCompoundDisposable
  ) {
    let turnDisposable = RACCompoundDisposable()
    disposable.add(turnDisposable)

    let schedulingDisposable = schedule { [weak turnDisposable] in
      disposable.remove(turnDisposable)
      guard !disposable.isDisposed else { return }

      let reallyReschedule = {
        guard !disposable.isDisposed else { return }
        self.scheduleRecursiveTurn(recursiveBlock, addingTo: disposable)
      }

      let counting = RescheduleCounting()
      recursiveBlock {
        if counting.countUnlessImmediate() { reallyReschedule() }
      }
      for _ in 0..<counting.finishSynchronousPart() { reallyReschedule() }
    }
    turnDisposable.add(schedulingDisposable)
  }
}

/// The two variables RAC's recursive scheduling guards with an `NSLock`: how many reschedules were
/// asked for while the block ran synchronously, and whether that part is over.
private final class RescheduleCounting: Sendable {
  private struct State {
    var rescheduleCount = 0
    var rescheduleImmediately = false
  }

  private let state = LockedState(State())

  /// Counts a reschedule asked for during the synchronous part; true once that part is over (the
  /// caller must then reschedule at once).
  func countUnlessImmediate() -> Bool {
    state.withLock { state in
      if !state.rescheduleImmediately { state.rescheduleCount += 1 }
      return state.rescheduleImmediately
    }
  }

  /// Ends the synchronous part and returns how many reschedules it asked for.
  func finishSynchronousPart() -> Int {
    state.withLock { state in
      state.rescheduleImmediately = true
      return state.rescheduleCount
    }
  }
}
