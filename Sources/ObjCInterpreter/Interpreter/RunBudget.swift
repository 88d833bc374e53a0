import Dispatch
import Foundation

/// A run's budgets (`Interpreter.Limits`) and what the interpreter counts against them: steps,
/// nested calls, real and virtual time, memory. Kept inline in the interpreter (`budget`), whose
/// statements and calls change the counts one thread at a time.
package struct RunBudget {
  /// How far the run may go.
  package let limits: Interpreter.Limits
  /// Statements and calls so far, against `limits.maxSteps`.
  var steps = 0
  /// The step at which `Interpreter.step` next checks the budgets: each of the run's first
  /// `stepsBetweenChecks` steps, then every `stepsBetweenChecks`.
  var nextCheck = 1
  /// Steps between two checks of the budgets once the run is under way.
  static let stepsBetweenChecks = 1_024
  /// Nested calls of the program's blocks, methods and functions now, against `limits.maxDepth`.
  var depth = 0
  private var deadline: DispatchTime = .distantFuture
  /// The stop's message when `deadline` is the command's (`RunLimits.command`), which comes before
  /// the run's own.
  private var commandStop: String?
  /// What the run holds, against `limits.maxMemory`.
  private var memory: MemoryBudget
  private var virtualStart: Date?
  /// Where the time budget was last checked, for a stop from another thread (`RunOverrunGuard`).
  let checkedPlace: CheckedPlace

  init(limits: Interpreter.Limits, checkedPlace: CheckedPlace = CheckedPlace()) {
    self.limits = limits
    self.checkedPlace = checkedPlace
    memory = MemoryBudget(limit: limits.maxMemory)
  }

  /// Starts the clocks: the time budget from now, the virtual one from `virtualNow`, the run's
  /// virtual now (nil outside virtual queues).
  mutating func start(virtualNow: Date?) {
    deadline = DispatchTime.now() + .nanoseconds(Int(max(limits.secondsLeft, 0) * 1e9))
    commandStop = limits.endsWithTheCommand ? limits.command?.runStopMessage : nil
    memory = MemoryBudget(limit: limits.maxMemory)
    virtualStart = virtualNow
  }

  /// A call of the program's starts: one more nested call, which may not pass `limits.maxDepth`.
  /// The caller counts it down when the call returns.
  @inline(__always)
  mutating func enterCall(at location: SourceLocation) throws {
    depth += 1
    if depth > limits.maxDepth {
      depth -= 1
      throw tooDeep(at: location)
    }
  }

  /// `enterCall`'s error, made out of line so that every call's inlined check stays small.
  @inline(never)
  private func tooDeep(at location: SourceLocation) -> RuntimeError {
    .budgetSpent(.nesting, message: "more than \(limits.maxDepth) nested calls: endless recursion?", location: location)
  }

  /// Every budget but the depth (which each call checks): steps, time, memory and virtual time,
  /// with an error placed at `location` for the first one spent. `virtualNow` is read only when
  /// the run started on a virtual queue.
  mutating func check(at location: SourceLocation, virtualNow: @autoclosure () -> Date?) throws {
    if steps > limits.maxSteps {
      throw RuntimeError.budgetSpent(
        .steps,
        message:
          "stopped after \(limits.maxSteps) steps: the program may loop forever (raise the limit with --max-steps)",
        location: location)
    }
    try checkTime(at: location)
    if !memory.isWithinLimit() { throw exhausted(at: location) }
    if hasSpentVirtualTime(virtualNow: virtualNow()) {
      throw RuntimeError.budgetSpent(
        .virtualTime,
        message:
          "stopped at \(FormatString.shortestDouble(limits.maxVirtualSeconds)) s of virtual time: something keeps scheduling work (an interval that never ends?)",
        location: location)
    }
  }

  /// Whether the run's virtual clock has gone past its budget (false outside virtual queues).
  package func hasSpentVirtualTime(virtualNow: @autoclosure () -> Date?) -> Bool {
    guard let start = virtualStart, let now = virtualNow() else { return false }
    return now.timeIntervalSince(start) > limits.maxVirtualSeconds
  }

  /// The time budget: checked between statements, and by native operations that take long.
  func checkTime(at location: SourceLocation) throws {
    checkedPlace.note(location)
    if DispatchTime.now() > deadline {
      throw RuntimeError.budgetSpent(
        .seconds,
        message: commandStop
          ?? "stopped after \(FormatString.shortestDouble(limits.maxSeconds)) s: the program may loop forever (raise the limit with --max-seconds)",
        location: location)
    }
  }

  /// Asks, before a native operation makes something of about `bytes` (a string, an array's
  /// storage, a line of output), whether it fits in the memory budget; stops the run at `location`
  /// if not. Checks the time budget too: an operation that grows is one that takes long.
  package mutating func reserve(_ bytes: Int, at location: SourceLocation) throws {
    try checkTime(at: location)
    if !memory.wouldFit(bytes) { throw exhausted(at: location) }
  }

  /// The bytes a native operation may still make before the memory budget is spent.
  package mutating func allowance() -> Int {
    _ = memory.isWithinLimit()
    return max(0, limits.maxMemory - memory.held)
  }

  /// The error that stops a run at its memory budget.
  package func exhausted(at location: SourceLocation) -> RuntimeError {
    .budgetSpent(
      .memory,
      message:
        "stopped at \(MemoryBudget.describe(limits.maxMemory)) of memory: the program may grow without end (raise the limit with --max-memory)",
      location: location)
  }
}
