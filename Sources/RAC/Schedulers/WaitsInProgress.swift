/// The waits in progress in a `VirtualQueues` run, outermost first (`waitInActiveRun`): every
/// queue runs on the run's one thread, so a queue's code that waits lets the others take their
/// turns inside its wait, and a turn that waits nests one wait inside another.
///
/// A queue whose code waits takes no turn until the wait ends: a serial queue runs one block at a
/// time, however deep the wait it is in. A waiting block also holds its worker thread
/// (`WorkerThreadPool`): once a pool's threads are all held, the queues that need one take no
/// turn either, as libdispatch starts no block without a thread. That also bounds how deep the
/// waits nest (by the pool's limit, not by the stack).
struct WaitsInProgress {
  /// The waiting queues (nil for code on no virtual queue), outermost first.
  private var queues: [VirtualQueue?] = []
  /// Worker threads held by waiting blocks, in all and constrained ones.
  private var held = 0
  private var heldConstrained = 0

  /// A wait of `queue`'s code begins.
  mutating func begin(_ queue: VirtualQueue?) {
    queues.append(queue)
    guard let queue else { return }
    queue.waitCount += 1
    count(queue.workerThreadPool, by: 1)
  }

  /// The innermost wait ends.
  mutating func end() {
    guard let last = queues.popLast(), let queue = last else { return }
    queue.waitCount -= 1
    count(queue.workerThreadPool, by: -1)
  }

  private mutating func count(_ pool: WorkerThreadPool, by change: Int) {
    switch pool {
    case .none: break
    case .overcommit: held += change
    case .constrained:
      held += change
      heldConstrained += change
    }
  }

  /// What a turn asks of every queue: whether it may take a turn now (its code does not wait, and
  /// it has a thread to run on), taken once per turn so that asking costs no call per queue.
  var admission: Admission {
    Admission(
      anyWaits: !queues.isEmpty,
      overcommitOpen: WorkerThreadPool.overcommit.canStart(held: held, heldConstrained: heldConstrained),
      constrainedOpen: WorkerThreadPool.constrained.canStart(held: held, heldConstrained: heldConstrained))
  }

  /// Which queues may take a turn while the waits stand as they do now.
  struct Admission {
    let anyWaits: Bool
    let overcommitOpen: Bool
    let constrainedOpen: Bool

    /// Whether a queue in `waitCount` waits, whose blocks run on `pool`'s threads, may take a turn.
    @inline(__always)
    func admits(waitCount: Int, pool: WorkerThreadPool) -> Bool {
      guard anyWaits else { return true }
      guard waitCount == 0 else { return false }
      switch pool {
      case .none: return true
      case .overcommit: return overcommitOpen
      case .constrained: return constrainedOpen
      }
    }
  }
}
