import Foundation
import RAC

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

/// `[x class]` as the post prints it: the class of the value (`NSNumber`, `String`, …). The verifier
/// compares it with the post's Foundation class names through `ClassNameTable`.
public func classOf(_ value: Any?) -> String {
  guard let value = unwrap(value) else { return "nil" }
  return String(describing: type(of: value))
}

/// Formats `%@`-style format strings with untyped arguments, as Foundation's `stringWithFormat:`
/// would print them: nil as `(null)`, numbers and strings by value, Booleans as 1/0 for `%d`.
func formatObjectiveC(_ format: String, _ arguments: [Any?]) -> String {
  var result = ""
  var remaining = arguments[...]
  var characters = format[...]
  while let character = characters.popFirst() {
    guard character == "%" else {
      result.append(character)
      continue
    }
    var specifier = ""
    while let next = characters.popFirst() {
      specifier.append(next)
      if next.isLetter || next == "@" || next == "%" { break }
    }
    if specifier == "%" {
      result.append("%")
      continue
    }
    let argument = unwrap(remaining.popFirst() ?? nil)
    result += formatArgument(argument, specifier: specifier)
  }
  return result
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
  switch argument {
  case let type as Any.Type: return String(describing: type)
  case let error as NSError: return "Error Domain=\(error.domain) Code=\(error.code)"
  default: return String(describing: argument)
  }
}

/// Looks through an `Optional` hidden inside `Any`.
func unwrap(_ value: Any?) -> Any? {
  guard let value else { return nil }
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .optional else { return value }
  return unwrap(mirror.children.first?.value)
}
