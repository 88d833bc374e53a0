import Dispatch
import Foundation

/// The last resort behind a run's time budget (`--max-seconds`): what happens when a run is still
/// going a grace period after its budget, because the work it started never comes back to the
/// interpreter to be stopped.
///
/// The interpreter checks its budgets between statements and whenever the core or a library hands
/// control back (a block of the program called, a native method's loop). Work that stays inside
/// the core does neither: `[s subscribeNext:…]` on a chain of 20,000 `-concat:`s sends
/// 200,000,000 values from one layer to the next before the program's block is called again (a
/// chain of concatenations is quadratic in RAC as here), and a budget of 5 s became 46 s. Such
/// work cannot be interrupted from outside: the core's methods do not throw, and a thread cannot
/// be stopped in the middle of them safely.
///
/// A command-line tool can still keep its promise, because its process can end: the tool installs
/// a handler (`install(_:)`) that prints the budget's error and exits. Hosts that must outlive a
/// run (tests, the debug adapter) install none, and wait as before.
public enum RunOverrunGuard {
  /// A run that passed its time budget by `grace` without stopping.
  public struct Overrun: Sendable {
    /// The program's main file.
    public let file: String
    /// The run's time budget.
    public let seconds: Double
    /// What was still being read (lexed, expanded, parsed, resolved) instead of run: "the
    /// program", "the checkout".
    public var reading: String?

    /// The error a command prints for it (the place where the run stopped is not known: it is
    /// inside the core's or a library's own work, or in reading a file too large or too nested).
    public var message: String {
      let budget = FormatString.shortestDouble(seconds)
      if let reading {
        return "\(file): error: stopped after \(budget) s while reading \(reading): it is too large or too "
          + "deeply nested to read within its budget (raise the limit with --max-seconds)"
      }
      return "\(file): error: stopped after \(budget) s: the program may loop forever; "
        + "it is in the library's own work, which does not come back to it "
        + "(raise the limit with --max-seconds)"
    }
  }

  /// How long past its budget a run may take to stop by itself: a budget is met within a second.
  public static let grace: Double = 0.5

  private static let lock = NSLock()
  nonisolated(unsafe) private static var handler: (@Sendable (Overrun) -> Void)?
  nonisolated(unsafe) private static var armed: Set<Int> = []
  nonisolated(unsafe) private static var nextToken = 0

  /// Installs what happens to a run past its budget and grace (the command-line tool: print
  /// `Overrun.message`, exit non-zero). The handler runs on a thread of its own while the run
  /// is still going.
  public static func install(_ handler: @escaping @Sendable (Overrun) -> Void) {
    lock.withLock { Self.handler = handler }
  }

  /// Runs `body`, the whole of `run` (its program and every turn after it), watched: if it has not
  /// returned `grace` after the run's time budget, the installed handler is told (once). Without a
  /// handler it only runs `body`.
  package static func watching<Result>(_ run: Run, _ body: () throws -> Result) rethrows -> Result {
    try watching(Overrun(file: run.mainSource.name, seconds: run.limits.maxSeconds), within: run.limits, body)
  }

  /// Runs `body`, the reading of a program (its files lexed, their macros expanded, parsed and
  /// resolved), watched as a run is: a file of four million semicolons or of a hundred thousand
  /// `case`s takes its time before any statement runs, and the run's own budget has not started.
  package static func watchingReading<Result>(
    _ files: [SourceFile], within limits: RunLimits, _ body: () throws -> Result
  ) rethrows -> Result {
    var overrun = Overrun(file: files.first?.name ?? "program", seconds: limits.maxSeconds)
    overrun.reading = "the program"
    return try watching(overrun, within: limits, body)
  }

  /// Runs `body`, the reading of a RAC checkout (`--rac-source DIR`: each of its files lexed and
  /// parsed), watched within the command's time budget: a checkout whose files hold hundreds of
  /// thousands of tokens each read for minutes before any program ran.
  public static func watchingCheckoutReading<Result>(
    _ directory: String, within limits: RunLimits, _ body: () throws -> Result
  ) rethrows -> Result {
    var overrun = Overrun(file: directory, seconds: limits.maxSeconds)
    overrun.reading = "the checkout"
    return try watching(overrun, within: limits, body)
  }

  private static func watching<Result>(
    _ overrun: Overrun, within limits: RunLimits, _ body: () throws -> Result
  ) rethrows -> Result {
    let seconds = limits.secondsLeft
    let token = lock.withLock { () -> Int? in
      guard handler != nil, seconds.isFinite else { return nil }
      nextToken += 1
      armed.insert(nextToken)
      return nextToken
    }
    guard let token else { return try body() }
    defer { _ = lock.withLock { armed.remove(token) } }
    let delay = max(seconds, 0) + grace
    DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(delay * 1e9))) {
      // Decided under the lock, told after: a run that has just returned is not an overrun.
      let tell = lock.withLock { () -> (@Sendable (Overrun) -> Void)? in
        armed.remove(token) == nil ? nil : handler
      }
      tell?(overrun)
    }
    return try body()
  }
}
