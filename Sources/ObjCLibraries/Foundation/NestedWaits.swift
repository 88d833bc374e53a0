import Foundation
import ObjCInterpreter
import RAC

/// The waits in progress in a run (`+sleepForTimeInterval:`, `dispatch_semaphore_wait`,
/// `dispatch_group_wait`), outermost first. Every virtual queue runs on the run's one thread, so
/// while a queue's code waits, the other queues take their turns inside the wait
/// (`VirtualQueues.waitInActiveRun`); a turn that waits in turn nests one wait inside another.
///
/// A nested wait can end only after the one inside it, so a wait whose condition holds may still
/// be unable to go on (two queues that take turns signalling each other's semaphores): this
/// runtime's limit, not a deadlock, and said as such. How deep waits nest is bounded as on a Mac:
/// a waiting block holds its worker thread, and no block starts once its pool's threads are all
/// held (`WorkerThreadPool`), so 10,000 queues that sleep wake in batches.
final class NestedWaits {
  private var conditions: [() -> Bool] = []

  /// Waits until `done` holds, the other queues taking their turns meanwhile; nil outside a run.
  func wait(until done: @escaping () -> Bool) -> VirtualQueues.WaitOutcome? {
    conditions.append(done)
    defer { conditions.removeLast() }
    return VirtualQueues.waitInActiveRun(until: done)
  }

  /// Whether a wait outside the innermost one could go on now: a wait that cannot end then may
  /// be waiting for that one, which can go on only after it.
  var anOuterWaitCouldGoOn: Bool { conditions.contains { $0() } }
}
