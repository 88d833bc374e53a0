/// The waits in progress in a `VirtualQueues` run (`waitInActiveRun`): each waiting turn is parked
/// on an OS thread of its own (`ParkedTurn`) while the other queues take their turns, and the
/// waits end in whatever order their conditions come to hold.
///
/// A queue whose code waits takes no turn until the wait ends: a serial queue runs one block at a
/// time. A waiting block also holds its worker thread (`WorkerThreadPool`): once a pool's threads
/// are all held, the queues that need one take no turn either, as libdispatch starts no block
/// without a thread. That also bounds how many turns are parked at once, and so how many OS
/// threads a run holds (by the pool's limit).
struct WaitsInProgress {
  /// How many waits are in progress (code on no virtual queue included).
  private var count = 0
  /// Worker threads held by waiting blocks, in all and constrained ones.
  private var held = 0
  private var heldConstrained = 0

  /// A wait of `queue`'s code begins.
  mutating func begin(_ queue: VirtualQueue?) {
    count += 1
    guard let queue else { return }
    queue.waitCount += 1
    count(queue.workerThreadPool, by: 1)
  }

  /// A wait of `queue`'s code ends (any of them: waits end in any order).
  mutating func end(_ queue: VirtualQueue?) {
    count -= 1
    guard let queue else { return }
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
      anyWaits: count > 0,
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
