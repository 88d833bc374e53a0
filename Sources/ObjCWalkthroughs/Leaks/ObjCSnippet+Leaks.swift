import Foundation
import ObjCInterpreter
import ObjCLibraries
import RACWalkthroughKit

/// `leaks`: a snippet run to its end (every turn, or until only repeating timers nobody disposes
/// are left), its top-level locals gone as when the run loop goes to sleep, and what is still alive
/// then, grouped by what keeps it (`LeakReport`).
extension ObjCSnippet {
  /// What one run of the snippet printed, the error that stopped it (if any), and what it left
  /// alive at its end.
  public struct LeakRun: Sendable {
    /// The program's output.
    public let output: [String]
    /// The error that stopped the run, if one did.
    public let error: ObjCError?
    /// What was alive at the program's end (nil when the run stopped before its end was reached).
    public let report: LeakReport?
  }

  /// Runs the snippet once, as `leaks` does, and reports what its end left alive.
  public func findLeaks() -> LeakRun {
    let found = FoundReport()
    programEndObserver = { run in
      guard let ledger = run.ledger else { return }
      let graph = LeakGraph(run: run, ledger: ledger)
      found.set(LeakReport(graph: graph, endedWithTimers: run.endedWithTimersScheduled))
    }
    defer { programEndObserver = nil }
    let replay = WalkthroughRun.replay(walkthrough(name: files.first?.name ?? "snippet"), recordingTrace: false)
    return LeakRun(output: replay.outputLines, error: lastError, report: lastError == nil ? found.report : nil)
  }
}

/// The report a run's end hands over, read after the run.
private final class FoundReport: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: LeakReport?

  func set(_ report: LeakReport) { lock.withLock { stored = report } }
  var report: LeakReport? { lock.withLock { stored } }
}
