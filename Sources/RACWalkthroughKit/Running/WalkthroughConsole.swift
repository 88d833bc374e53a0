import Foundation
import RAC

/// Where a walkthrough's `NSLog` lines go while it runs: collected for the runner and recorded in
/// the trace (so a step shows the output so far). Printing them is the command's business.
///
/// Guarded by `NSLock` (a pthread mutex, which the thread sanitizer understands) because a
/// walkthrough's blocks may log from background schedulers.
public final class WalkthroughConsole: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []

  private static let currentLock = NSLock()
  nonisolated(unsafe) private static var current: WalkthroughConsole?

  /// An empty console.
  public init() {}

  /// The lines written so far.
  public var output: [String] { lock.withLock { lines } }

  /// Writes one line.
  public func write(_ line: String) {
    lock.withLock { lines.append(line) }
    Tracing.output(line)
  }

  /// Writes a line of RAC's own logging (`logNext`, `logCompleted`, …), which `LogSink` has already
  /// recorded in the trace. Object addresses (`<RACDynamicSignal: 0x…> name: …`) are masked as
  /// `0x…`: they differ on every run.
  func writeRACLogLine(_ line: String) {
    let masked = line.replacingOccurrences(of: #"0x[0-9a-fA-F]+"#, with: "0x…", options: .regularExpression)
    lock.withLock { lines.append(masked) }
  }

  /// Makes this console the one `NSLog` writes to while `body` runs.
  func capture(_ body: () -> Void) {
    let previous = Self.currentLock.withLock { () -> WalkthroughConsole? in
      let previous = Self.current
      Self.current = self
      return previous
    }
    defer { Self.currentLock.withLock { Self.current = previous } }
    body()
  }

  /// What the walkthrough running now has printed so far (empty outside a run): what a command
  /// ended by its budget's overrun (`RunOverrunGuard`) still shows, read from another thread.
  public static var outputOfTheRunningWalkthrough: [String] {
    currentLock.withLock { current }?.output ?? []
  }

  /// The console of the walkthrough running now; outside a run, lines go to standard output.
  public static func write(_ line: String) {
    if let console = currentLock.withLock({ current }) {
      console.write(line)
    } else {
      print(line)
    }
  }
}
