import Foundation
import ObjCInterpreter
import RAC
import Shared

/// How a failure message writes a value: as Nimble's `stringify` does (numbers by their value,
/// strings as they are, arrays as `(a, b)`, nil as `nil`, other objects by their `-description`),
/// and as Expecta's `EXPDescribeObject` does (the same, nil as `nil/null`).
enum SpecValueText {
  static func nimble(_ value: Any?) -> String {
    guard let value = lookThroughOptionals(value) else { return "nil" }
    return text(of: value)
  }

  static func expecta(_ value: Any?) -> String {
    guard let value = lookThroughOptionals(value) else { return "nil/null" }
    return text(of: value)
  }

  /// A sequence is an object here, written by its `-description`, which pulls nothing (a lazy
  /// sequence stays lazy while Nimble writes `expect(sequence)`'s value, as RACSequenceSpec needs).
  /// An array that contains itself is written to `NestingGuard`'s depth, which then stops the
  /// example at its line: Nimble's `stringify` would recurse until the stack overflows.
  private static func text(of value: Any) -> String {
    if let string = ObjCEquality.stringValue(value) { return string }
    if !(value is ObjCDictionary), !(value is RACSequence), let array = SpecCollections.elements(of: value) {
      return NestingGuard.deeper("Nimble's description of an array", fallback: "(...)") {
        "(" + array.map { $0.map(text(of:)) ?? "nil" }.joined(separator: ", ") + ")"
      }
    }
    return ValueDescription.describe(value)
  }

  /// `<0x…>`: an object's identity, for `beIdenticalTo`.
  static func identity(_ value: Any?) -> String {
    guard let value = lookThroughOptionals(value) else { return "nil" }
    if type(of: value) is AnyClass { return ValueDescription.address(of: value as AnyObject) }
    return text(of: value)
  }

  /// The public class of a value (`NSArray` for an `__NSArrayI`), as a collection's message
  /// names it.
  static func publicClassName(_ value: Any?) -> String {
    guard let value = lookThroughOptionals(value) else { return "nil" }
    if let instance = value as? ObjCInstance { return instance.objcClass.name }
    return ValueDescription.logicalClassChain(of: value, natives: .libraries).first ?? "NSObject"
  }

  /// The class a value is an instance of, as `[value class]` names it in `interpreter`'s run
  /// (`__NSCFConstantString`).
  static func className(_ value: Any?, _ interpreter: Interpreter) -> String {
    guard let value = lookThroughOptionals(value) else { return "nil" }
    return interpreter.className(of: value)
  }
}

/// The collections the matchers look into (`contain`, `beEmpty`, `haveCount`): arrays, sets of
/// the runtime, dictionaries (their keys), tuples and sequences, and strings by their length.
enum SpecCollections {
  /// The elements of a collection; nil when the value is not one.
  static func elements(of value: Any?) -> [Any?]? {
    switch lookThroughOptionals(value) {
    case let array as ObjCArray: return array.elements
    case let array as [Any]: return array
    case let array as [Any?]: return array
    case let dictionary as ObjCDictionary: return dictionary.keys
    case let tuple as RACTuple: return (0..<tuple.count).map { tuple.object(at: $0) }
    case let sequence as RACSequence: return sequence.array
    default: return nil
    }
  }

  /// The number of elements, or a string's length; nil when the value has neither.
  static func count(of value: Any?) -> Int? {
    if let string = value.flatMap({ ObjCEquality.stringValue($0) }) { return string.utf16.count }
    return elements(of: value)?.count
  }
}
