import Foundation
import RAC

/// One replay of a walkthrough: the lines it printed and everything the trace saw.
public struct WalkthroughRun: Sendable {
  /// The walkthrough that ran.
  public let walkthrough: Walkthrough
  /// What it printed, one entry per log call.
  public let output: [String]
  /// Every block it ran (empty when the run did not record).
  public let trace: Trace
  /// How many more RAC objects were alive when the replay ended than when it began: 0 unless the
  /// program leaks (on purpose, `Walkthrough.leaksByDesign`, or by a bug the tests then catch).
  public let objectsLeftAlive: Int
  /// The same, class by class (`RACSubject: 1`), when `LiveObjects.isTrackingClasses` was on
  /// during the replay; empty otherwise.
  public let objectsLeftAliveByClass: [String: Int]
  /// Whether the trace stopped recording at `traceEventLimit` events (the run went on).
  public var traceStoppedAtLimit = false
  /// For a replay numbered as a recorded run (`replay`'s `numbering`), whether it went as that run
  /// did (as many statements, as many objects made), so that its numbers are the trace's; true for
  /// any other run.
  public var wentAsRecorded = true

  /// The most events `step` and the viewer draw of a run that stopped (an error, a budget): the
  /// stops and the page of a 200,000-event trace took 5 to 7 s after the run, where a budget is
  /// to be met within a second; 20,000 events take well under one.
  public static let eventsDrawnOfAStoppedRun = 20_000

  /// The most text (bytes of the events' values) `step` and the viewer draw of a run that stopped:
  /// 20,000 events that each list a subject's thousands of subscribers (90 of them written) are
  /// 50 MB, which took seconds to draw.
  public static let bytesDrawnOfAStoppedRun = 8 << 20

  /// This run with its trace cut to its first `count` events, fewer if their values' text passes
  /// `byteLimit` (the same events when nothing is cut), and whether it was cut.
  public func keepingFirstEvents(
    _ count: Int, byteLimit: Int = bytesDrawnOfAStoppedRun
  ) -> (run: WalkthroughRun, cut: Bool) {
    let first = trace.firstEvents(count, byteLimit: byteLimit)
    // Written out either way: when nothing is cut, the events are the whole trace's.
    var run = WalkthroughRun(
      walkthrough: walkthrough, output: output, trace: Trace(events: first),
      objectsLeftAlive: objectsLeftAlive, objectsLeftAliveByClass: objectsLeftAliveByClass)
    run.traceStoppedAtLimit = traceStoppedAtLimit
    return (run, first.count < trace.eventCount)
  }

  /// The most events a replay's trace records (nil: no limit): a command's `--max-events`, so that
  /// a program that never ends cannot grow its trace without bound. Set for the whole command.
  public static var traceEventLimit: Int? {
    get { runLock.withLock { eventLimit } }
    set { runLock.withLock { eventLimit = newValue } }
  }

  nonisolated(unsafe) private static var eventLimit: Int?

  /// The objects that replays of walkthroughs leaking by design have left alive in this process so
  /// far: a leak check over code that replays such walkthroughs allows exactly this many more.
  public static var objectsLeftAliveByDesign: Int { runLock.withLock { leakLedger } }

  /// Written by `replay` under `runLock`, read under it.
  nonisolated(unsafe) private static var leakLedger = 0

  /// Runs `walkthrough` "as the main thread would" (the run's `+mainThreadScheduler` current),
  /// with every background scheduler it makes replaced by a virtual queue (`VirtualQueues`),
  /// until nothing is left to run; under a trace recorder, capturing its `NSLog` lines and RAC's own
  /// (`logNext`, `logCompleted`, … through `LogSink`).
  ///
  /// - Parameters:
  ///   - walkthrough: the program to run.
  ///   - variant: which version of the program to run (nil: the code as the post shows it).
  ///   - choose: the order in which virtual queues take turns (nil: round robin).
  ///   - recordingTrace: false skips the trace (for exploring thousands of schedules).
  ///   - observeTurn: told of every turn a virtual queue takes.
  ///   - collectingFootprints: with `recordingTrace` false, collects which objects each turn
  ///     touches (`Tracing.takeFootprint()`, read in `observeTurn`) instead of a trace.
  ///   - numbering: when given, the run records no trace but numbers its objects as the recorded
  ///     run whose trace's `numbering` it is did (`Tracing.replay(numberingAs:_:)`: the viewer's
  ///     second run), and says whether it went as that run (`wentAsRecorded`).
  /// - Returns: what the run printed, its trace, and what it left alive.
  ///
  /// Runs are serialised: the trace recorder and the console are process-wide while a run lasts.
  public static func replay(
    _ walkthrough: Walkthrough, variant: String? = nil, choosing choose: VirtualQueues.Chooser? = nil,
    recordingTrace: Bool = true, observingTurns observeTurn: VirtualQueues.TurnObserver? = nil,
    collectingFootprints: Bool = false, numberingAs numbering: TraceNumbering? = nil
  ) -> WalkthroughRun {
    runLock.lock()
    defer { runLock.unlock() }
    let console = WalkthroughConsole()
    let run = {
      console.capture {
        LogSink.withHandler({ line in console.writeRACLogLine(line) }) {
          _ = VirtualQueues().run(choosing: choose, observingTurns: observeTurn) { scheduler in
            walkthrough.program(WalkthroughContext(scheduler: scheduler, variant: variant))
          }
        }
      }
    }
    let program = {
      ObjectAddress.beginRun()
      defer { ObjectAddress.endRun() }
      if let scope = walkthrough.runScope { scope(run) } else { run() }
    }
    var trace = Trace(events: [])
    var stoppedAtLimit = false
    var wentAsRecorded = true
    let eventLimit = Self.eventLimit ?? .max
    _ = sharedInstances
    let aliveBefore = LiveObjects.count
    let classesBefore = LiveObjects.isTrackingClasses ? LiveObjects.countsByClass : [:]
    LargeStackThread.run {
      if let numbering {
        wentAsRecorded = Tracing.replay(numberingAs: numbering, program)
      } else if recordingTrace {
        (trace, stoppedAtLimit) = Tracing.record(eventLimit: eventLimit, program)
      } else if collectingFootprints {
        Tracing.collectFootprints(program)
      } else {
        program()
      }
      walkthrough.processExit?()
    }
    let leftAlive = LiveObjects.count - aliveBefore
    var leftByClass: [String: Int] = [:]
    if LiveObjects.isTrackingClasses {
      for (name, count) in LiveObjects.countsByClass where count != classesBefore[name, default: 0] {
        leftByClass[name] = count - classesBefore[name, default: 0]
      }
    }
    if walkthrough.leakReason(variant: variant) != nil { leakLedger += leftAlive }
    var replayed = WalkthroughRun(
      walkthrough: walkthrough, output: console.output, trace: trace, objectsLeftAlive: leftAlive,
      objectsLeftAliveByClass: leftByClass)
    replayed.traceStoppedAtLimit = stoppedAtLimit
    replayed.wentAsRecorded = wentAsRecorded
    return replayed
  }

  /// The printed lines split at line breaks (an `NSLog` of an array prints several lines).
  public var outputLines: [String] {
    output.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
  }

  private static let runLock = NSLock()

  /// The objects the whole process shares, made before a replay counts what it leaves alive.
  private static let sharedInstances: Void = SharedInstances.make()
}
