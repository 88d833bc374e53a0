import Foundation
import ObjCInterpreter
import RAC

/// What the C libraries keep for one run (a `RunLocal`): the objects associated with others
/// (`objc_setAssociatedObject`) and the dispatch queues' state (Core Foundation's reference counts
/// are the language's `BridgedRetains`, which ARC's bridging casts change too).
/// It goes with the run, so one run never sees another's.
final class CLibraryState: RunLocal {
  let associatedObjects = AssociatedObjects()
  let dispatch = DispatchState()
  let addedProtocols = AddedProtocols()

  /// The state of the run `interpreter` runs.
  static func of(_ context: some NativeContext) -> CLibraryState { context.run.locals[CLibraryState.self] }

  /// The +1s handed to C in the run `context` runs (`CFRetain`, `CFBridgingRetain`, the `Create`
  /// functions).
  static func retains(_ context: some NativeContext) -> BridgedRetains { context.run.locals[BridgedRetains.self] }
}

/// The dispatch queues' state in a run: the main queue, and which queue's block is running.
final class DispatchState {
  /// `dispatch_get_main_queue()`: the same queue at every call, as in libdispatch.
  let mainQueue = DispatchQueueValue.makeMain()
  /// The queues whose blocks are running on each OS thread of the run, innermost last (a
  /// `dispatch_sync` inside a block), each with the scheduler that was current when it began. By
  /// thread: a turn that waits is parked on its thread while others run on another
  /// (`VirtualQueues`), and its blocks end after theirs, or before. Only the thread that holds
  /// the run's baton reads or changes it.
  private var runningByThread: [UInt: [(queue: DispatchQueueValue, scheduler: RACScheduler?)]] = [:]

  /// The calling thread's running blocks.
  private var running: [(queue: DispatchQueueValue, scheduler: RACScheduler?)] {
    runningByThread[ThreadIdentity.current] ?? []
  }

  /// Runs `body` as a block of `queue`.
  func run<T>(on queue: DispatchQueueValue, _ body: () throws -> T) rethrows -> T {
    let thread = ThreadIdentity.current
    runningByThread[thread, default: []].append((queue, RACScheduler.currentScheduler))
    defer {
      runningByThread[thread]?.removeLast()
      if runningByThread[thread]?.isEmpty == true { runningByThread[thread] = nil }
    }
    return try body()
  }

  /// The queue the running code was sent to: the innermost block's, while its scheduler is still
  /// the current one (a turn of another virtual queue may run inside it, while it waits), else the
  /// main queue on the main thread; nil on a queue this runtime did not dispatch to (a RAC
  /// scheduler of the Swift core).
  var currentQueue: DispatchQueueValue? {
    if let innermost = running.last, innermost.scheduler === RACScheduler.currentScheduler { return innermost.queue }
    return VirtualQueues.isMainThread ? mainQueue : nil
  }

  /// Whether the running code's thread holds `queue`: it runs one of its blocks, or waits in a
  /// `dispatch_sync` that a block of it made (queue A's block syncs to B, whose block syncs back
  /// to A). A `dispatch_sync` onto a serial queue held so waits for itself: a deadlock on a device.
  /// The blocks of this thread are the innermost ones that began under its scheduler (a turn of
  /// another virtual queue that runs inside a wait is another thread's); the main thread also
  /// holds the main queue.
  func holds(_ queue: DispatchQueueValue) -> Bool {
    let scheduler = RACScheduler.currentScheduler
    for block in running.reversed() {
      guard block.scheduler === scheduler else { break }
      if block.queue === queue { return true }
    }
    return queue === mainQueue && VirtualQueues.isMainThread
  }
}
