/// A turn of a `VirtualQueues` run whose code waits (a semaphore, a group, a sleep, `-first`): it
/// stays on the OS thread it ran on, blocked at its `slot`, while another thread takes the run's
/// turns; when its condition holds it is given the baton back and goes on where it stopped.
///
/// A real thread blocked in `dispatch_semaphore_wait` is the same: its stack waits, the other
/// threads run, and the wait returns once the semaphore is signalled. Turns parked here resume in
/// any order (a ping-pong between two queues resumes each in turn), which turns run inside a wait
/// could not: a nested turn can return only before the one it runs inside.
final class ParkedTurn {
  /// Whether the wait may end now; asked only by the thread that holds the baton.
  let condition: () -> Bool
  /// The waiting queue (nil for code on no virtual queue): it takes no turn while this waits.
  let queue: VirtualQueue?
  /// Where its thread waits for the baton.
  let slot = BatonSlot()

  init(condition: @escaping () -> Bool, queue: VirtualQueue?) {
    self.condition = condition
    self.queue = queue
  }
}
