import Foundation

/// Where one OS thread of a `VirtualQueues` run waits for the baton: the right to run. Exactly one
/// thread of a run holds it at a time, so the run's turns still run one at a time, in one order
/// (the same on every run), though a turn that waits keeps its own thread (`ParkedTurn`).
///
/// The thread that gives the baton away writes everything the receiver reads before `give`, and
/// the receiver reads it after `take`: the condition's lock orders the two, as a handoff between
/// threads must be ordered (ThreadSanitizer sees the lock).
final class BatonSlot: @unchecked Sendable {
  /// What the thread is to do with the baton.
  enum Message {
    /// Go on with the wait it parked in, which ended so (a parked turn).
    case resume(VirtualQueues.WaitOutcome)
    /// Take the run's turns (an idle thread that is not the run's own).
    case takeTurns
    /// The run has nothing left to run: the run's own thread ends it.
    case finish
    /// The run is over: a loop thread ends.
    case exit
  }

  private let condition = NSCondition()
  private var message: Message?

  /// Hands the baton to the thread waiting here, with what it is to do.
  func give(_ message: Message) {
    condition.lock()
    self.message = message
    condition.signal()
    condition.unlock()
  }

  /// Waits for the baton; returns what to do with it.
  func take() -> Message {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let message {
        self.message = nil
        return message
      }
      condition.wait()
    }
  }
}
