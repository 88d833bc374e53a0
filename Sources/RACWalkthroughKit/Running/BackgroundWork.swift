import Foundation
import RAC

/// Work begun on a thread of its own, whose result is waited for where it is needed: the viewer's
/// holders (a second run of the program, `WhoHolds.viewerHolders`) are gathered while the rest of
/// the page's data is built, on a machine's second core.
///
/// The thread has the stack the callers' own work threads have (the playground's worker gives its
/// viewer 16 MiB); a replay inside the work runs on a `LargeStackThread` of its own as always.
final class BackgroundWork<Result: Sendable>: Sendable {
  private let result = LockedState<Result?>(nil)
  private let done = DispatchSemaphore(value: 0)

  /// The stack the work's thread is given.
  static var stackSize: Int { 16 << 20 }

  /// Begins `work` at once.
  init(_ work: @escaping @Sendable () -> Result) {
    let thread = Thread { [result, done] in
      let value = work()
      result.withLock { $0 = value }
      done.signal()
    }
    thread.stackSize = Self.stackSize
    thread.start()
  }

  /// The work's result, once it has ended (waiting for it until then).
  func value() -> Result? {
    done.wait()
    done.signal()
    return result.withLock { $0 }
  }
}
