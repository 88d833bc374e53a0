import Foundation
import ObjCInterpreter
import RAC

/// The waits in progress in a run (`+sleepForTimeInterval:`, `dispatch_semaphore_wait`,
/// `dispatch_group_wait`), outermost first. Every virtual queue runs on the run's one thread, so
/// while a queue's code waits, the other queues take their turns inside the wait
/// (`VirtualQueues.waitInActiveRun`); a turn that waits in turn nests one wait inside another.
///
/// Two things follow that a device does not share, and both are said as what they are rather
/// than as a device's failure: a nested wait can end only after the one inside it, so a wait
/// whose condition holds may still be unable to go on (two queues that take turns signalling
/// each other's semaphores), which is this runtime's limit, not a deadlock; and the nesting is
/// bounded by the stack, so at most `limit` waits are in progress at once (10,000 queues that each
/// sleep), which is a budget, not endless recursion.
final class NestedWaits {
  /// Waits one inside another a run may have: far more than a program's threads, far less than
  /// the stack of a playground run holds.
  static let limit = 256

  private var conditions: [() -> Bool] = []

  /// Waits until `done` holds, the other queues taking their turns meanwhile; nil outside a run.
  /// Past `limit` nested waits, an error at `location` names the budget.
  func wait(
    _ what: String, on interpreter: Interpreter, at location: SourceLocation, until done: @escaping () -> Bool
  ) throws -> VirtualQueues.WaitOutcome? {
    guard conditions.count < Self.limit else {
      throw interpreter.fail(
        "\(what): more than \(Self.limit) waits in progress at once (each queue's wait runs inside another's on the one thread this runtime runs queues on)",
        at: location)
    }
    conditions.append(done)
    defer { conditions.removeLast() }
    return VirtualQueues.waitInActiveRun(until: done)
  }

  /// Whether a wait outside the innermost one could go on now: a wait that cannot end then may
  /// be waiting for that one, which can go on only after it.
  var anOuterWaitCouldGoOn: Bool { conditions.contains { $0() } }
}
