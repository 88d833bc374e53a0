import Foundation

/// Where a run last checked its time budget: at each of its first 1,024 steps, then every 1,024,
/// and before each native operation that grows something (`RunBudget.reserve`), the program's
/// statement running then.
///
/// A run whose budget passes inside the library's own work never comes back to check it, and is
/// ended from another thread (`RunOverrunGuard`); this is the place that thread reports, as every
/// other budget stop does (`FILE:LINE:COL` and a caret): the statement that called into that work
/// (a `combineLatest:` over 100,000 signals, a KVO key path of 10,000 parts, a 10 MB
/// variable-length array zeroed in a loop). Written under a lock at each check, not at each
/// statement, so that the interpreter's hot path is untouched.
package final class CheckedPlace: @unchecked Sendable {
  private let lock = NSLock()
  private var location: SourceLocation?

  package init() {}

  /// The run checked its budget at `location`.
  func note(_ location: SourceLocation) {
    lock.withLock { self.location = location }
  }

  /// The last place noted, nil before the first check.
  package var last: SourceLocation? { lock.withLock { location } }
}
