import Foundation
import Shared

/// Where RAC's `NSLog` calls go: the `logNext` / `logError` / `logCompleted` / `logAll` operators
/// write their lines here.
///
/// RAC 2.5 writes them with `NSLog`, which prefixes a timestamp and the process and sends the line
/// to standard error. The default handler writes the bare line to standard error (the prefix varies
/// from run to run and no walkthrough compares it); a walkthrough or a test replaces the handler to
/// capture the lines. Every line is also recorded in the running trace (`Tracing.output`) before it
/// reaches the handler, so a handler must not record it again.
public enum LogSink {
  /// Receives each line, without a trailing newline. Called on whatever thread logged.
  public typealias Handler = @Sendable (_ line: String) -> Void

  /// Writes the line and a newline to standard error, as `NSLog` does (without its prefix).
  public static let standardErrorHandler: Handler = { line in
    // `fputs`, not `FileHandle`: a standard error that cannot be written (full, closed) loses the
    // line instead of trapping.
    _ = fputs(line + "\n", stderr)
  }

  /// In a struct so that the lock keeps the closure as it is (`LockedState`).
  private struct Installed {
    let handler: Handler
  }

  private static let currentHandler = LockedState(Installed(handler: standardErrorHandler))

  /// The handler lines go to; settable from any thread.
  public static var handler: Handler {
    get { currentHandler.withLock { $0.handler } }
    set { currentHandler.withLock { $0 = Installed(handler: newValue) } }
  }

  /// Runs `body` with `handler` installed, then puts the previous handler back.
  public static func withHandler<Result>(_ handler: @escaping Handler, _ body: () throws -> Result) rethrows -> Result {
    let previous = currentHandler.withLock { current -> Installed in
      defer { current = Installed(handler: handler) }
      return current
    }
    defer { currentHandler.withLock { $0 = previous } }
    return try body()
  }

  /// `NSLog(format, …)` for the formats RAC's operators use: each `%@` is replaced by the next
  /// argument's description (`(null)` for nil), `%%` by `%`.
  public static func log(_ format: String, _ arguments: Any?...) {
    write(formatted(format, arguments))
  }

  /// Records `line` in the trace, then hands it to the handler (read under the lock, called after).
  public static func write(_ line: String) {
    Tracing.output(line)
    let handler = currentHandler.withLock { $0.handler }
    handler(line)
  }

  /// The line `NSLog` writes for the formats RAC's operators use (`%@ next: %@`): each `%@` is the
  /// next argument's description, `%%` is `%`, and any other conversion is left as it is written,
  /// taking no argument.
  static func formatted(_ format: String, _ arguments: [Any?]) -> String {
    var result = ""
    var remaining = arguments[...]
    FormatWalker.walk(format) {
      result += $0
    } conversion: { conversion in
      switch conversion.text {
      case "%@": result += describe(remaining.popFirst() ?? nil)
      case "%%": result += "%"
      default: result += conversion.text
      }
    }
    return result
  }

  /// What `%@` prints for `value`: its `-description`; nil as `(null)`; arrays as `NSArray` prints
  /// them (one element a line, elements that are not plain words quoted).
  public static func describe(_ value: Any?) -> String {
    guard let value = TraceValueDescription.unwrapped(value) else { return "(null)" }
    switch value {
    case let array as [Any?]:
      return arrayDescription(array)
    case let array as NSArray:
      return arrayDescription(array.map { $0 })
    case is NSNull:
      return "<null>"
    default:
      return String(describing: value)
    }
  }

  private static func arrayDescription(_ elements: [Any?]) -> String {
    guard !elements.isEmpty else { return "(\n)" }
    let lines = elements.map { element -> String in
      let text = describe(element)
      if TraceValueDescription.unwrapped(element) is NSNumber { return "    " + text }
      let plain = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || "_.$/:".contains($0) }
      if plain || TraceValueDescription.unwrapped(element) is NSNull { return "    " + text }
      let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      return "    \"" + escaped + "\""
    }
    return "(\n" + lines.joined(separator: ",\n") + "\n)"
  }
}
