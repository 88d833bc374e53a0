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
    /// The command's whole budget, when it was the one that ran out (`RunLimits.command`).
    public var command: CommandBudget?
    /// What was still being read (lexed, expanded, parsed, resolved) instead of run: "the
    /// program", "the checkout".
    public var reading: String?
    /// The stop at its place, when the run has one (`Run.stopFromOutside`): the error the run
    /// stopped with, or the statement that called into the library's work that never came back.
    public var stop: ObjCError?
    /// The command whose whole budget ran out outside any run (`watchingCommand`): `trace`.
    public var commandName: String?

    /// What stopped it: the run's budget or the command's.
    var budget: String {
      if let command { return command.ranOut }
      return "stopped after \(FormatString.shortestDouble(seconds)) s"
    }

    /// The message of a stop inside the library's own work, without its place.
    var libraryWorkMessage: String {
      let head = command.map { "stopped: \($0.ranOut)" } ?? budget + ": the program may loop forever"
      return head + "; it is in the library's own work, which does not come back to it "
        + "(raise the limit with --max-seconds)"
    }

    /// The error a command prints for it: at the place the run had reached (`stop`, with its
    /// caret), else at the file alone (a file too large or too nested to read).
    public var message: String {
      if let stop { return stop.description }
      if let commandName, let command {
        return "rac-walkthrough: \(commandName): \(command.ranOut) (raise the limit with --max-seconds)"
      }
      if let reading {
        return "\(file): error: \(budget) while reading \(reading): it is too large or too "
          + "deeply nested to read within its budget (raise the limit with --max-seconds)"
      }
      return "\(file): error: " + libraryWorkMessage
    }
  }

  /// How long past its budget a run may take to stop by itself: a budget is met within a second.
  public static let grace: Double = 0.5

  private static let lock = NSLock()
  nonisolated(unsafe) private static var handler: (@Sendable (Overrun) -> Void)?
  /// The watches armed, by token: each one's overrun, and how to place it when told.
  nonisolated(unsafe) private static var armed: [Int: Watch] = [:]
  nonisolated(unsafe) private static var nextToken = 0
  /// Whether the handler has been told of an overrun: it is told of one only (it ends the process),
  /// though a run's watch and the command's may both run out at once.
  nonisolated(unsafe) private static var told = false

  /// One armed watch: the overrun it tells, and how to find the run's place then.
  private struct Watch {
    let overrun: Overrun
    let locating: (@Sendable () -> ObjCError?)?
    /// Whether it watches the whole command (`watchingCommand`), not a run or a reading.
    var isCommand: Bool { overrun.commandName != nil }

    /// The overrun, placed now.
    func located() -> Overrun {
      var located = overrun
      located.stop = locating?()
      return located
    }
  }

  /// Arms `watch`; its token, or nil when no handler is installed (nothing to tell).
  private static func arm(_ watch: Watch) -> Int? {
    lock.withLock {
      guard handler != nil else { return nil }
      nextToken += 1
      armed[nextToken] = watch
      return nextToken
    }
  }

  /// Tells the handler of the overrun of the watch `token` unless it was disarmed or another was
  /// told first. The command's watch tells the overrun of the run or reading under way when there
  /// is one (the innermost, armed last), which says more: the command's budget ran out in it.
  private static func tell(_ token: Int) {
    // Decided under the lock, told after: a run that has just returned is not an overrun.
    let chosen = lock.withLock { () -> (Watch, @Sendable (Overrun) -> Void)? in
      guard let watch = armed.removeValue(forKey: token), !Self.told, let handler else { return nil }
      Self.told = true
      guard watch.isCommand, let underWay = armed.filter({ !$0.value.isCommand }).max(by: { $0.key < $1.key })
      else { return (watch, handler) }
      return (underWay.value, handler)
    }
    guard let (watch, handler) = chosen else { return }
    handler(watch.located())
  }

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
    var overrun = Overrun(file: run.mainSource.name, seconds: run.limits.maxSeconds)
    if run.limits.endsWithTheCommand { overrun.command = run.limits.command }
    let message = overrun.libraryWorkMessage
    return try watching(overrun, within: run.limits, locating: { run.stopFromOutside(message) }, body)
  }

  /// Runs `body`, the reading of a program (its files lexed, their macros expanded, parsed and
  /// resolved), watched as a run is: a file of four million semicolons or of a hundred thousand
  /// `case`s takes its time before any statement runs, and the run's own budget has not started.
  package static func watchingReading<Result>(
    _ files: [SourceFile], within limits: RunLimits, _ body: () throws -> Result
  ) rethrows -> Result {
    var overrun = Overrun(file: files.first?.name ?? "program", seconds: limits.maxSeconds)
    if limits.endsWithTheCommand { overrun.command = limits.command }
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
    if limits.endsWithTheCommand { overrun.command = limits.command }
    overrun.reading = "the checkout"
    return try watching(overrun, within: limits, body)
  }

  /// Watches the whole of a command (`name`) that has a time budget (`budget`): if it has not
  /// ended `grace` after the budget, the installed handler is told (once), whatever the command is
  /// doing then — drawing a trace, writing a report, reading files — or, when a run or a reading
  /// is under way, of that one's overrun, at its place (`tell`). The last resort behind the
  /// command's own checks (`CommandBudget`): what stops itself there reports more. Without a
  /// handler it does nothing.
  public static func watchingCommand(_ name: String, budget: CommandBudget) {
    var overrun = Overrun(file: name, seconds: budget.seconds)
    overrun.command = budget
    overrun.commandName = name
    guard let token = arm(Watch(overrun: overrun, locating: nil)) else { return }
    let delay = budget.secondsLeft + grace
    DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(delay * 1e9))) { tell(token) }
  }

  private static func watching<Result>(
    _ overrun: Overrun, within limits: RunLimits, locating: (@Sendable () -> ObjCError?)? = nil,
    _ body: () throws -> Result
  ) rethrows -> Result {
    let seconds = limits.secondsLeft
    guard seconds.isFinite, let token = arm(Watch(overrun: overrun, locating: locating)) else { return try body() }
    defer { _ = lock.withLock { armed.removeValue(forKey: token) } }
    let delay = max(seconds, 0) + grace
    DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(delay * 1e9))) { tell(token) }
    return try body()
  }
}
