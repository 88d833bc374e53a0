import Foundation

/// RAC's `NSCAssert` / `NSCParameterAssert`: a programming error the caller made (a `-not` of a
/// value that is not an `NSNumber`, a `+interval:onScheduler:` on the immediate scheduler, a
/// binding block returning something that is not a signal).
///
/// By default it is Swift's `assertionFailure`, as `NSAssert` stops a debug build. Whoever runs code
/// that is not ours (the Objective-C interpreter running a pasted snippet) installs a handler that
/// reports the message at the snippet's line and stops the run instead of the process; the core then
/// goes on as a release build of RAC would, past the assertion.
public enum CoreAssertion {
  /// Receives the assertion's message; called on whatever thread failed it.
  public typealias Handler = @Sendable (_ failure: Failure) -> Void

  /// What went wrong: a failed assertion (`NSCAssert`), or a wait that could never end (a blocking
  /// operator on the thread its signal must deliver on: a deadlock on a device).
  public struct Failure: Sendable {
    /// Which kind of failure it is.
    public enum Kind: Sendable {
      case assertion
      case deadlock
      /// The core's own calls nested until the stack was nearly spent (`CoreRecursion`).
      case endlessRecursion
    }

    /// Which kind of failure it is.
    public let kind: Kind
    /// RAC's message, as `NSCAssert` would print it.
    public let message: String
  }

  /// In a struct so that the lock keeps the closure as it is (`LockedState`).
  private struct Installed {
    let handler: Handler
  }

  private static let handler = LockedState<Installed?>(nil)

  /// Runs `body` with `handler` receiving failed assertions, then restores the previous handler.
  public static func withHandler<Result>(_ newHandler: @escaping Handler, _ body: () throws -> Result) rethrows
    -> Result
  {
    let previous = handler.withLock { current -> Installed? in
      defer { current = Installed(handler: newHandler) }
      return current
    }
    defer { handler.withLock { $0 = previous } }
    return try body()
  }

  /// `NSCAssert(condition, message)`.
  @inline(__always)
  public static func check(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #file,
    line: UInt = #line
  ) {
    if !condition() { fail(message(), file: file, line: line) }
  }

  /// A failed assertion: to the installed handler, or Swift's `assertionFailure`.
  public static func fail(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    if let installed = handler.withLock({ $0 })?.handler {
      installed(Failure(kind: .assertion, message: message()))
    } else {
      assertionFailure(message(), file: file, line: line)
    }
  }

  /// The core's calls nesting without end (`CoreRecursion`): to the installed handler, or Swift's
  /// `assertionFailure` (the caller then returns without going deeper).
  public static func endlessRecursion(
    _ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line
  ) {
    if let installed = handler.withLock({ $0 })?.handler {
      installed(Failure(kind: .endlessRecursion, message: message()))
    } else {
      assertionFailure(message(), file: file, line: line)
    }
  }

  /// A wait that cannot end: to the installed handler, or Swift's `assertionFailure` (the caller
  /// then goes on as if the wait had ended with nothing).
  public static func deadlock(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    if let installed = handler.withLock({ $0 })?.handler {
      installed(Failure(kind: .deadlock, message: message()))
    } else {
      assertionFailure(message(), file: file, line: line)
    }
  }
}
