import Foundation
import RAC

/// One replay of a walkthrough: the lines it printed and everything the trace saw.
public struct WalkthroughRun: Sendable {
  public let walkthrough: Walkthrough
  public let output: [String]
  public let trace: Trace

  /// Runs `walkthrough` "as the main thread would" (a `RACTestScheduler` as the current scheduler,
  /// stepped until nothing is left), under a trace recorder, capturing its `NSLog` lines.
  ///
  /// Runs are serialised: the trace recorder and the console are process-wide while a run lasts.
  public static func replay(_ walkthrough: Walkthrough) -> WalkthroughRun {
    runLock.lock()
    defer { runLock.unlock() }
    let console = WalkthroughConsole()
    let trace = RACTrace.record {
      console.capture {
        RACTestScheduler.runAsMainThread { scheduler in
          walkthrough.program(WalkthroughContext(scheduler: scheduler))
        }
      }
    }
    return WalkthroughRun(walkthrough: walkthrough, output: console.output, trace: trace)
  }

  private static let runLock = NSLock()
}
