import Foundation

/// How far a run may go before it is stopped as one that would never end.
public struct RunLimits: Sendable {
  /// Statements and calls.
  public var maxSteps: Int
  /// Seconds of real time.
  public var maxSeconds: Double
  /// Seconds of the run's virtual clock (timers that never stop).
  public var maxVirtualSeconds: Double
  /// Nested calls of the snippet's blocks, methods and functions.
  public var maxDepth: Int
  /// Lines of output (NSLog, printf): a loop that logs forever stops here, not when memory ends.
  public var maxOutputLines: Int
  /// Bytes of memory the run may hold: its strings, collections, output and trace
  /// (`MemoryBudget`).
  public var maxMemory: Int
  /// When the `maxSeconds` started to count, when that was before the interpreter started: a
  /// playground worker's run counts from the moment the server started the worker, so the
  /// process's own start-up (slow on a loaded machine) comes out of the budget instead of pushing
  /// the answer past the server's deadline. Nil: from the run's start.
  public var secondsCountFrom: Date?
  /// The whole command's time budget, when it has one besides each run's (`--max-seconds` given
  /// to `spec`, `check-post`, `verify`): the run has its own `maxSeconds`, but never more than
  /// what is left of this one.
  public var command: CommandBudget?

  /// Budgets for a run: 20 million steps, 20 s, an hour of virtual time, 1,500 nested calls,
  /// 100,000 lines of output, 1 GB of memory, unless given.
  public init(
    maxSteps: Int = 20_000_000, maxSeconds: Double = 20, maxVirtualSeconds: Double = 3600, maxDepth: Int = 1500,
    maxOutputLines: Int = 100_000, maxMemory: Int = 1 << 30, secondsCountFrom: Date? = nil
  ) {
    self.maxSteps = maxSteps
    self.maxSeconds = maxSeconds
    self.maxVirtualSeconds = maxVirtualSeconds
    self.maxDepth = maxDepth
    self.maxOutputLines = maxOutputLines
    self.maxMemory = maxMemory
    self.secondsCountFrom = secondsCountFrom
  }

  /// The seconds a run starting now has: `maxSeconds` (within 0 and `longestSeconds`) less what
  /// has passed since `secondsCountFrom`, and no more than what is left of the command's.
  package var secondsLeft: Double {
    min(ownSecondsLeft, command?.secondsLeft ?? .infinity)
  }

  /// `secondsLeft` without the command's budget.
  package var ownSecondsLeft: Double {
    let seconds = maxSeconds.isNaN ? 0 : min(max(maxSeconds, 0), Self.longestSeconds)
    let spentBeforeStart = secondsCountFrom.map { min(max(-$0.timeIntervalSinceNow, 0), seconds) } ?? 0
    return seconds - spentBeforeStart
  }

  /// Whether a run starting now is stopped by the command's budget before its own.
  package var endsWithTheCommand: Bool {
    guard let command else { return false }
    return command.secondsLeft < ownSecondsLeft
  }

  /// The budget of everything a command does with this run and after it (a leak report's
  /// analysis): the command's, or else the run's own, counted from `secondsCountFrom`.
  public var wholeCommand: CommandBudget {
    command ?? CommandBudget(seconds: maxSeconds, since: secondsCountFrom ?? Date())
  }

  /// The most seconds a run may be given: a deadline further off is no budget at all, and a
  /// larger number would not fit in the clock's nanoseconds.
  public static let longestSeconds: Double = 1_000_000
}
