import Foundation
import ObjCInterpreter
import ObjCLibraries
import RAC
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
    /// When the program ended with repeating timers nobody disposes: the lines it had printed
    /// before only their firings were left to run (`RepeatingTimersWatch`).
    public var outputLinesBeforeTimersOnly: Int? = nil
    /// The Swift core's closures alive at the program's end that capture something but whose
    /// sites recorded nothing (`UnrecordedClosures`): each a reference no report can name. Empty
    /// on RAC's own code, whose blocks are the interpreter's.
    public var unrecordedClosures: [String] = []
    /// When the command's time budget ran out after the run, before what it left alive was
    /// found: why no report is made (`the command's budget of 20 s ran out while …`).
    public var analysisStopped: String?

    /// Lines the timers' watched firings may show before the rest is counted instead.
    public static let timerLinesShown = 5

    /// The output as `leaks` shows it: whole, unless timers nobody disposes printed on while they
    /// were watched (a thousand firings); then their first lines and a count of the rest.
    public var shownOutput: [String] {
      guard let before = outputLinesBeforeTimersOnly, output.count > before + Self.timerLinesShown + 1 else {
        return output
      }
      let shown = before + Self.timerLinesShown
      let rest = output.count - shown
      return Array(output[..<shown]) + [
        "… \(rest) more lines printed while only repeating timers were left to fire (still firing when the run ended)"
      ]
    }
  }

  /// Runs the snippet as `leaks` does and reports what its end left alive.
  ///
  /// It runs twice, and the second run is the one reported: the first makes what the process
  /// makes once and keeps for good (the shared schedulers, a queue's stand-in), so that the
  /// Swift core's objects counted by class across the second run (those that no object of the
  /// program reaches, `LeakReport`'s core group) are the ones that run left, as on RAC's own code.
  ///
  /// Both runs and the analysis after them are within the command's time budget
  /// (`RunLimits.wholeCommand`): the runs count from its start, and the analysis stops where the
  /// budget runs out (`LeakRun.analysisStopped`).
  public func findLeaks() -> LeakRun {
    CoreClosures.recording { findLeaksRecordingClosures() }
  }

  /// `findLeaks()`, the core's closures naming their captures.
  private func findLeaksRecordingClosures() -> LeakRun {
    let found = FoundReport()
    let budget = limits.wholeCommand
    let onRACSource = library != nil
    let wasTracking = LiveObjects.isTrackingClasses
    LiveObjects.isTrackingClasses = true
    programEndObserver = { run in
      // Only the reported run's end is looked at, and only when it was reached: the first run's
      // report was made and dropped, and a run stopped by its budget was analysed for 17 s after it.
      guard found.isReportedRun, run.error == nil, let ledger = run.ledger else { return }
      let runStart = found.serialBefore
      // RAC's shared schedulers of this run (`CoreRoots.addShared`) come in although the run made
      // its main thread scheduler before the program's first object: their static is their root,
      // and what they hold is the library's, as on RAC's own code.
      let shared = Set(CoreRoots.sharedObjects.compactMap { $0.object.map(ObjectIdentifier.init) })
      let madeByTheRun = LiveObjects.trackedAlive.filter { object in
        let isShared = shared.contains(ObjectIdentifier(object)) && object.objectSerial > runStart
        return (object.objectSerial > ledger.baseSerial || isShared) && !(object is ObjCInstance)
          && !object.isSharedInstance
          && Self.isReportedCoreClass(String(describing: type(of: object)), onRACSource: onRACSource)
      }
      let graph = LeakGraph(run: run, ledger: ledger, coreObjects: madeByTheRun, within: budget)
      let left = "objects the program left alive"
      guard !graph.ranOutOfTime else { return found.stop("\(budget.ranOut) while finding what keeps the \(left)") }
      var coreObjects = LiveObjects.countsByClass.merging(
        found.countsBefore.mapValues { -$0 }, uniquingKeysWith: +)
      for node in graph.nodes where node.object is CoreObject {
        coreObjects[String(describing: type(of: node.object)), default: 0] -= 1
      }
      // A dispatch queue's scheduler the run made is libdispatch's machinery, as RAC's shared
      // schedulers are the library's (`RACScheduler.standsForDispatchQueue`).
      for object in LiveObjects.trackedAlive
      where object.objectSerial > runStart && object.isSharedInstance && graph.index(of: object) == nil {
        coreObjects[String(describing: type(of: object)), default: 0] -= 1
      }
      // Only RAC's classes count (`isReportedCoreClass`).
      coreObjects = coreObjects.filter { name, _ in Self.isReportedCoreClass(name, onRACSource: onRACSource) }
      guard
        let report = LeakReport(
          graph: graph, endedWithTimers: run.endedWithTimersScheduled, coreObjects: coreObjects, within: budget)
      else { return found.stop("\(budget.ranOut) while grouping the \(left) by what keeps them") }
      found.set(
        report,
        outputLinesBeforeTimersOnly: run.outputLinesBeforeTimersOnly,
        unrecordedClosures: UnrecordedClosures.find(
          in: madeByTheRun + graph.nodes.map(\.object).filter { !($0 is ObjCInstance) }))
    }
    defer {
      programEndObserver = nil
      LiveObjects.isTrackingClasses = wasTracking
    }
    let program = walkthrough(name: files.first?.name ?? "snippet")
    SharedInstances.make()
    let first = WalkthroughRun.replay(program, recordingTrace: false)
    if let error = lastError { return LeakRun(output: first.outputLines, error: error, report: nil) }
    found.countsBefore = LiveObjects.countsByClass
    found.serialBefore = LiveObjects.allocationCount
    found.isReportedRun = true
    let replay = WalkthroughRun.replay(program, recordingTrace: false)
    var leakRun = LeakRun(output: replay.outputLines, error: lastError, report: lastError == nil ? found.report : nil)
    leakRun.outputLinesBeforeTimersOnly = found.outputLinesBeforeTimersOnly
    leakRun.unrecordedClosures = found.unrecordedClosures
    leakRun.analysisStopped = found.stopped
    return leakRun
  }
}

extension ObjCSnippet {
  /// Whether the core's objects of the class named `name` are the program's to account for: RAC's
  /// classes only, since the core's own (a virtual queue, its queued actions) are the run's
  /// machinery under its dispatch queues, timers and main thread, alive while the run is; on RAC's
  /// own code the core's schedulers are that machinery too (RAC's are interpreted).
  fileprivate static func isReportedCoreClass(_ name: String, onRACSource: Bool) -> Bool {
    name.hasPrefix("RAC") && !(onRACSource && name.hasSuffix("Scheduler"))
  }
}

/// The report a run's end hands over, read after the run.
private final class FoundReport: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: LeakReport?

  private var counts: [String: Int] = [:]
  private var serial = 0

  private var linesBeforeTimersOnly: Int?
  private var unrecorded: [String] = []
  private var stoppedBecause: String?
  private var reported = false

  /// Whether the run going on is the reported one (the second).
  var isReportedRun: Bool {
    get { lock.withLock { reported } }
    set { lock.withLock { reported = newValue } }
  }

  /// The analysis stopped, for `reason`: no report.
  func stop(_ reason: String) {
    lock.withLock { stoppedBecause = reason }
  }
  var stopped: String? { lock.withLock { stoppedBecause } }

  func set(_ report: LeakReport, outputLinesBeforeTimersOnly: Int?, unrecordedClosures: [String]) {
    lock.withLock {
      stored = report
      linesBeforeTimersOnly = outputLinesBeforeTimersOnly
      unrecorded = unrecordedClosures
    }
  }
  var unrecordedClosures: [String] { lock.withLock { unrecorded } }
  var outputLinesBeforeTimersOnly: Int? { lock.withLock { linesBeforeTimersOnly } }
  /// The core's live objects by class when the reported run began.
  var countsBefore: [String: Int] {
    get { lock.withLock { counts } }
    set { lock.withLock { counts = newValue } }
  }
  var report: LeakReport? { lock.withLock { stored } }
  /// The serial of the last core object made before the reported run began.
  var serialBefore: Int {
    get { lock.withLock { serial } }
    set { lock.withLock { serial = newValue } }
  }
}
