/// The worker threads libdispatch runs a queue's blocks on (on macOS, the kernel's workqueue
/// threads), as a `VirtualQueues` run counts them: a block that waits (a semaphore, a group, a
/// sleep) holds its thread until it goes on, and a block whose queue's threads are all held does
/// not start until one is free. A program that holds them all and waits for a block that cannot
/// start is deadlocked on a Mac, and is here.
///
/// The limits are XNU's workqueue's (`pthread_workqueue.c` in the kernel, `kern.wq_max_threads`
/// and `kern.wq_max_constrained_threads` in `sysctl`): 512 threads in all, of which at most an
/// eighth, 64, for constrained requests. libdispatch asks for an overcommit thread for a serial
/// queue `dispatch_queue_create` makes with its default target (an overcommit root queue), and for
/// a constrained one for a global queue's blocks and for a queue pointed at a global queue with
/// `dispatch_set_target_queue`, as RAC's `+scheduler` queues are (RACTargetQueueScheduler.m).
public enum WorkerThreadPool: UInt8, Sendable {
  /// No worker thread: the main queue (the main thread), or the wake-up of a sleeping thread (the
  /// kernel's timer, not a queue's block).
  case none
  /// An overcommit thread: the block of a serial queue with the default target.
  case overcommit
  /// A constrained thread: the block of a global queue, or of a queue that targets one.
  case constrained

  /// `kern.wq_max_threads` on macOS: the workqueue threads a process may have at once.
  public static let threadLimit = 512
  /// `kern.wq_max_constrained_threads` on macOS (`threadLimit / 8`): those of them that may run
  /// constrained requests.
  public static let constrainedThreadLimit = 64

  /// The most threads this pool's blocks may hold at once (0 for none: no limit).
  public var threadLimit: Int {
    switch self {
    case .none: 0
    case .overcommit: Self.threadLimit
    case .constrained: Self.constrainedThreadLimit
    }
  }

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
