import Foundation

/// `leaks`' way of telling a repeating timer nobody disposes from one whose subscription ends by
/// itself (`[[RACSignal interval:1 onScheduler:…] take:3]`, a `takeUntil:` of a later event): once
/// all a run waits for is timers' firings, they go on firing for a while, and only the timers still
/// scheduled after that are taken to fire forever. Ending the run at the first such moment reported
/// every `interval … take:` as a leak before its first tick.
///
/// "A while" is `firingsAllowed` turns, or the run's virtual-time budget, whichever comes first: a
/// `take:` of more firings than that is reported as a timer nobody disposes, as `run` stops it at its
/// virtual-time budget.
package struct RepeatingTimersWatch {
  /// Turns a run may take while it waits only for repeating timers before they are taken to fire
  /// forever.
  package static let firingsAllowed = 1_000

  /// Lines the program had printed when it first waited only for timers: what the timers' firings
  /// print after that is theirs (`leaks` shortens it when they never stop).
  private(set) var outputLinesBefore: Int?
  /// Turns taken while the run waited only for timers.
  private(set) var firings = 0

  /// A turn is about to run while the run waits only for timers (its output so far `outputLines`
  /// lines); true once they have fired long enough to be taken to fire forever, or `virtualTimeIsSpent`.
  mutating func timersFireForever(outputLines: Int, virtualTimeIsSpent: Bool) -> Bool {
    if outputLinesBefore == nil { outputLinesBefore = outputLines }
    if virtualTimeIsSpent || firings >= Self.firingsAllowed { return true }
    firings += 1
    return false
  }
}
