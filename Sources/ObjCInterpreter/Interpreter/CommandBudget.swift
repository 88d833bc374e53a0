import Dispatch
import Foundation

/// The whole command's time budget: `--max-seconds` given on the command line bounds everything
/// the command does, not each of its runs alone — the runs, and the work around them (reading the
/// program, a leak report's analysis after the run, the examples of a spec folder one after the
/// other, the listings of a post). A run's own budget is never more than what is left of it
/// (`RunLimits.command`, `RunLimits.secondsLeft`); the work after a run asks `hasRunOut` as it
/// goes, a few thousand steps at a time (`Watch`).
///
/// Without it, `spec ReactiveCocoaTests --max-seconds 5` gave each of its 985 examples 5 s, and a
/// folder of examples that loop forever ran for fifty times its budget.
public struct CommandBudget: Sendable {
  /// The seconds the whole command has.
  public let seconds: Double
  /// When the command started.
  public let start: DispatchTime

  /// A budget of `seconds` (within 0 and `RunLimits.longestSeconds`) counted from `start`.
  public init(seconds: Double, from start: DispatchTime = .now()) {
    self.seconds = seconds.isNaN ? 0 : min(max(seconds, 0), RunLimits.longestSeconds)
    self.start = start
  }

  /// A budget of `seconds` counted from the moment `date` names (a run's `secondsCountFrom`).
  public init(seconds: Double, since date: Date) {
    let spent = min(max(-date.timeIntervalSinceNow, 0), RunLimits.longestSeconds)
    self.init(seconds: seconds, from: DispatchTime.now() - .nanoseconds(Int(spent * 1e9)))
  }

  /// When it runs out.
  public var deadline: DispatchTime { start + .nanoseconds(Int(seconds * 1e9)) }

  /// The seconds left, 0 once it has run out.
  public var secondsLeft: Double {
    let now = DispatchTime.now().uptimeNanoseconds
    let end = deadline.uptimeNanoseconds
    return now >= end ? 0 : Double(end - now) / 1e9
  }

  /// Whether it has run out.
  public var hasRunOut: Bool { DispatchTime.now() >= deadline }

  /// What a stop at it says: `the command's budget of 3 s ran out`.
  public var ranOut: String { "the command's budget of \(FormatString.shortestDouble(seconds)) s ran out" }

  /// The error that stops a run because the command's budget ran out while it ran.
  var runStopMessage: String { "stopped: \(ranOut) (raise the limit with --max-seconds)" }

  /// Asks the clock about a budget every few thousand calls: a loop over hundreds of thousands of
  /// objects checks at the cost of a counter (`LeakGraph`, `LeakReport`). With no budget, never
  /// runs out.
  public struct Watch {
    private let budget: CommandBudget?
    private var calls = 0
    /// Whether the budget has run out at an earlier ask: it stays so.
    public private(set) var ranOut = false

    /// A watch over `budget` (nil: none).
    public init(_ budget: CommandBudget?) {
      self.budget = budget
    }

    /// Whether the budget has run out, the clock read at every 4,096th ask.
    public mutating func hasRunOut() -> Bool {
      if ranOut { return true }
      calls &+= 1
      guard calls & 4095 == 0, let budget else { return false }
      ranOut = budget.hasRunOut
      return ranOut
    }
  }
}
