import Foundation
import RAC

/// One replay of a walkthrough: the lines it printed and everything the trace saw.
public struct WalkthroughRun: Sendable {
  public let walkthrough: Walkthrough
  public let output: [String]
  public let trace: Trace

  /// Runs `walkthrough` "as the main thread would" (a `RACTestScheduler` as the current scheduler),
  /// with every background scheduler it makes replaced by a virtual queue (`RACVirtualQueues`),
  /// until nothing is left to run; under a trace recorder, capturing its `NSLog` lines and RAC's own
  /// (`logNext`, `logCompleted`, … through `RACLog`).
  ///
  /// - Parameters:
  ///   - variant: which version of the program to run (nil: the code as the post shows it).
  ///   - choose: the order in which virtual queues take turns (nil: round robin).
  ///   - recordingTrace: false skips the trace (for exploring thousands of schedules).
  ///
  /// Runs are serialised: the trace recorder and the console are process-wide while a run lasts.
  public static func replay(
    _ walkthrough: Walkthrough, variant: String? = nil, choosing choose: RACVirtualQueues.Chooser? = nil,
    recordingTrace: Bool = true
  ) -> WalkthroughRun {
    runLock.lock()
    defer { runLock.unlock() }
    let console = WalkthroughConsole()
    let run = {
      console.capture {
        RACLog.withHandler({ line in console.writeRACLogLine(line) }) {
          _ = RACVirtualQueues().run(choosing: choose) { scheduler in
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
    LargeStackThread.run {
      if recordingTrace {
        trace = RACTrace.record(program)
      } else {
        program()
      }
    }
    return WalkthroughRun(walkthrough: walkthrough, output: console.output, trace: trace)
  }

  /// The printed lines split at line breaks (an `NSLog` of an array prints several lines).
  public var outputLines: [String] {
    output.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
  }

  private static let runLock = NSLock()
}
