import Foundation
import RAC
import Shared

/// The posts' `NSLog`, for walkthrough code: formats like `NSLog` (`%@`, `%d`, `%ld`, `%lu`, `%f`,
/// `%%`) and writes the message, without NSLog's timestamp and process prefix, to the running
/// walkthrough's console. (The prefix varies from run to run; `verify` strips it from the post's
/// output before comparing.)
///
/// Walkthrough files import only the Foundation types they need (`import class Foundation.NSNumber`)
/// so that this `NSLog`, not Foundation's, is the one they call.
public func NSLog(_ format: String, _ arguments: Any?...) {
  WalkthroughConsole.write(formatObjectiveC(format, arguments))
}

/// The posts' CocoaLumberjack `DDLogVerbose`, for walkthrough code: formats like `NSLog` and writes
/// `[<queue label>] <message>`, as the posts' logger configuration prints it (the timestamp it also
/// prints varies from run to run and is left out). The label is the RAC queue the code runs on
/// (`com.ReactiveCocoa.RACScheduler.backgroundScheduler` for `rac_sequence.signal` values), or
/// `com.apple.main-thread`.
public func DDLogVerbose(_ format: String, _ arguments: Any?...) {
  let label = QueueLabel.current ?? "com.apple.main-thread"
  WalkthroughConsole.write("[\(label)] " + formatObjectiveC(format, arguments))
}

/// `[x class]` as the post prints it: the class of the value (`NSNumber`, `String`, `Array`, …),
/// without Swift's generic parameters. The verifier compares it with the post's Foundation class
/// names through `ClassNameTable`.
public func classOf(_ value: Any?) -> String {
  guard let value = unwrap(value) else { return "nil" }
  let name = String(describing: type(of: value))
  if name.hasPrefix("__NS") || name.hasPrefix("_NS") || name.hasPrefix("NSTaggedPointer") {
    // Foundation answers some values with its private classes (Darwin's `__NSCFNumber` and
    // `__NSArrayI`, and Linux's `__NSCFBoolean` too): print the public class the table gives
    // them, so outputs compare the same on both (one the table does not know prints as it is).
    return ClassNameTable.canonical(name)
  }
  return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
}

/// Formats `%@`-style format strings with untyped arguments, as Foundation's `stringWithFormat:`
/// would print them: nil as `(null)`, Booleans as 1/0 for `%d`, and every value as
/// `FoundationDescription` describes it — the interpreter's `NSLog` describes a snippet's values
/// through the same rules.
func formatObjectiveC(_ format: String, _ arguments: [Any?]) -> String {
  FormatWalker.format(format, arguments) { argument, specifier in
    formatArgument(unwrap(argument), specifier: specifier)
  }
}

private func formatArgument(_ argument: Any?, specifier: String) -> String {
  guard let argument else { return specifier == "@" ? "(null)" : "0" }
  if specifier.hasSuffix("f") {
    if let number = argument as? Double { return String(format: "%f", number) }
    if let number = argument as? NSNumber { return String(format: "%f", number.doubleValue) }
  }
  if specifier.hasSuffix("d") || specifier.hasSuffix("u") {
    if let flag = argument as? Bool { return flag ? "1" : "0" }
  }
  return FoundationDescription.describe(argument)
}

/// Looks through an `Optional` hidden inside `Any` (the core's `unwrapOptionals`).
func unwrap(_ value: Any?) -> Any? {
  unwrapOptionals(value)
}
