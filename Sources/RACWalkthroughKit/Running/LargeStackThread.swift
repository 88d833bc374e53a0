import Foundation

/// Runs a replay on a thread of its own with a large stack, and waits for it.
///
/// A replay runs a chain of subscriptions and, for a snippet, an interpreter, recursively: a
/// signal built from thousands of operators, or a snippet's recursion, needs more stack than a
/// thread's default. The interpreter limits its own depth; the core's depth is the signal graph's.
/// Every virtual queue of a replay runs on this one thread, so nothing about the replay changes but
/// the room it has.
enum LargeStackThread {
  /// 1 GiB of address space; only the pages a run touches are ever used.
  static let stackSize = 1 << 30

  /// Runs `body` on a new large-stack thread and waits; already on one (an exploration runs all
  /// its replays on one), it runs `body` right there.
  static func run(_ body: () -> Void) {
    if Thread.current.threadDictionary[isLargeStackKey] != nil { return body() }
    withoutActuallyEscaping(body) { body in
      let done = DispatchSemaphore(value: 0)
      let box = UncheckedBody(body: body)
      let thread = Thread {
        Thread.current.threadDictionary[isLargeStackKey] = true
        box.run()
        done.signal()
      }
      thread.stackSize = stackSize
      thread.start()
      done.wait()
    }
  }

  /// Marks the threads this type starts, in their thread dictionary.
  private static let isLargeStackKey = "RACWalkthroughKit.LargeStackThread"

  /// The body handed to the thread; the caller waits until it has run, so nothing runs concurrently.
  /// It lets go of the body before the caller resumes (the thread object may outlive the wait).
  private final class UncheckedBody: @unchecked Sendable {
    private var body: (() -> Void)?

    init(body: @escaping () -> Void) {
      self.body = body
    }

    func run() {
      body?()
      body = nil
    }
  }
}
