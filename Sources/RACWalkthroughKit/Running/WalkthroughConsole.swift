import Foundation
import RAC
import Synchronization

/// Where a walkthrough's `NSLog` lines go while it runs: collected for the runner and recorded in
/// the trace (so a step shows the output so far). Printing them is the command's business.
public final class WalkthroughConsole: Sendable {
  private let lines = Mutex<[String]>([])
  private static let current = Mutex<WalkthroughConsole?>(nil)

  public init() {}

  /// The lines written so far.
  public var output: [String] { lines.withLock { $0 } }

  /// Writes one line.
  public func write(_ line: String) {
    lines.withLock { $0.append(line) }
    RACTrace.output(line)
  }

  /// Makes this console the one `NSLog` writes to while `body` runs.
  func capture(_ body: () -> Void) {
    let previous = Self.current.withLock { current -> WalkthroughConsole? in
      let previous = current
      current = self
      return previous
    }
    defer { Self.current.withLock { $0 = previous } }
    body()
  }

  /// The console of the walkthrough running now; outside a run, lines go to standard output.
  static func write(_ line: String) {
    if let console = current.withLock({ $0 }) {
      console.write(line)
    } else {
      print(line)
    }
  }
}
