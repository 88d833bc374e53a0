import Foundation
import Synchronization

/// The OS threads a `VirtualQueues` run starts besides its own: when a turn parks (`ParkedTurn`),
/// another thread takes the run's turns, one left idle by an earlier wait or a new one. Each gets
/// the run thread's stack size, so a turn on it may nest as deep as on the run's own thread.
///
/// A run ends only once every thread it started has ended (`endAll`): the playground server runs
/// many programs in one process, and a thread left behind by each would pile up.
final class LoopThreads: @unchecked Sendable {
  /// How many threads started by any run are alive, in the whole process.
  static let alive = Atomic<Int>(0)

  private let stackSize: Int
  private let condition = NSCondition()
  /// How many of this run's threads are alive; under `condition`.
  private var running = 0

  /// Threads with the calling thread's stack size (the run's own thread).
  init() {
    stackSize = Self.currentThreadStackSize()
  }

  /// Starts a thread that runs `body`. What `body` holds (the run) is let go before the thread
  /// counts as ended, not when the `Thread` object goes, which may be later.
  func start(_ body: @escaping @Sendable () -> Void) {
    condition.withLock { running += 1 }
    Self.alive.add(1, ordering: .relaxed)
    let work = Work(body)
    let thread = Thread { [self] in
      work.run()
      Self.alive.subtract(1, ordering: .relaxed)
      condition.withLock {
        running -= 1
        condition.broadcast()
      }
    }
    if stackSize > 0 { thread.stackSize = stackSize }
    thread.start()
  }

  /// Waits until every thread started here has ended (each has been told to).
  func waitForAll() {
    condition.withLock {
      while running > 0 { condition.wait() }
    }
  }

  /// The calling thread's stack size in bytes (Foundation's, which knows the size a `Thread` was
  /// started with: the CLI's and the playground server's run threads are such).
  private static func currentThreadStackSize() -> Int {
    Thread.current.stackSize
  }
}

/// A loop thread's body, dropped once it has run.
private final class Work: @unchecked Sendable {
  private var body: (@Sendable () -> Void)?

  init(_ body: @escaping @Sendable () -> Void) {
    self.body = body
  }

  func run() {
    body?()
    body = nil
  }
}
