/// The worker threads libdispatch runs a queue's blocks on (on macOS, the kernel's workqueue
/// threads), as a `VirtualQueues` run counts them: a block that waits (a semaphore, a group, a
/// sleep) holds its thread until it goes on, and a block whose queue's threads are all held does
/// not start until one is free. A program that holds them all and waits for a block that cannot
/// start is deadlocked on a Mac, and is here.
///
/// The limits are XNU's workqueue's (`pthread_workqueue.c` in the kernel, `kern.wq_max_threads`
/// and `kern.wq_max_constrained_threads` in `sysctl`): 512 threads in all, of which at most a
/// eighth, 64, for constrained requests. libdispatch asks for an overcommit thread for the serial
/// queues `dispatch_queue_create` makes (their target is an overcommit global root queue, as for
/// RAC's `+scheduler` queues) and for a constrained one for a global concurrent queue's blocks.
public enum WorkerThreadPool: UInt8, Sendable {
  /// No worker thread: the main queue (the main thread), or the wake-up of a sleeping thread (the
  /// kernel's timer, not a queue's block).
  case none
  /// An overcommit thread: a serial queue's block.
  case overcommit
  /// A constrained thread: a global concurrent queue's block.
  case constrained

  /// `kern.wq_max_threads` on macOS: the workqueue threads a process may have at once.
  public static let threadLimit = 512
  /// `kern.wq_max_constrained_threads` on macOS (`threadLimit / 8`): those of them that may run
  /// constrained requests.
  public static let constrainedThreadLimit = 64

  /// Whether a block of this pool may start while `held` threads are held by waiting blocks,
  /// `heldConstrained` of them constrained ones.
  func canStart(held: Int, heldConstrained: Int) -> Bool {
    switch self {
    case .none: true
    case .overcommit: held < Self.threadLimit
    case .constrained: held < Self.threadLimit && heldConstrained < Self.constrainedThreadLimit
    }
  }
}
