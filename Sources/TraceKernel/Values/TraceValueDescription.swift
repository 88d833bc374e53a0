import Foundation
import Shared

/// How the trace writes values: untyped `id` values as a reader of the post expects to see them.
///
/// Strings are quoted (so `"3"` and `3` differ), `nil` is `nil`, RAC objects are written by class,
/// trace number and readable name, and collections are written element by element. RAC's own values
/// (`RACTuple`, `RACEvent`) write themselves (`TraceCompositeValue`).
package enum TraceValueDescription {
  /// The most elements a recorded list writes: the first 80 and the last 10 of a longer one,
  /// around `… N more …`. An endless recursion through `-bind:` adds a signal to its `signals`
  /// array at every level, and writing the whole array at each of 2,000 events made 300 MB of text.
  package static let longestListWritten = 90

  /// `[a, b, c]` of `count` elements written by `element`, cut as `longestListWritten` says.
  package static func listText(count: Int, element: (Int) -> String) -> String {
    guard count > longestListWritten else {
      return "[" + (0..<count).map(element).joined(separator: ", ") + "]"
    }
    let head = (0..<longestListWritten - 10).map(element)
    let tail = (count - 10..<count).map(element)
    return "[" + (head + ["… \(count - longestListWritten) more …"] + tail).joined(separator: ", ") + "]"
  }

  package static func describe(_ value: Any?, in recorder: (any TraceRecording)?) -> String {
    guard let value = unwrapped(value) else { return "nil" }
    // The values traces hold most (numbers in sequences and tuples, strings) by their exact type
    // first: each cast below is a conformance lookup, and a sequence's bookkeeping describes all
    // that is left of it on every turn.
    let valueType = Swift.type(of: value)
    if valueType == Int.self, let integer = value as? Int { return String(integer) }
    if valueType == NSNumber.self, let number = value as? NSNumber { return number.description }
    if valueType == String.self, let string = value as? String { return quoted(string) }
    // A sequence's contents (`RACArraySequence`): a Swift array reaching the switch below is
    // bridged to an `NSArray`, element by element, only to fail the `NSString` case.
    if valueType == [Any].self, let array = value as? [Any] { return elements(array, in: recorder) }
    if valueType == [Any?].self, let array = value as? [Any?] { return elements(array, in: recorder) }
    // The core's objects and its tuples and events, by their metatypes: a cast that fails on a
    // class instance asks the runtime for a conformance and for a boxed value (about a thousand
    // instructions on Linux), and each of these failed one to three casts below before its own.
    // No core object describes itself (`TraceDescribable`, as `TraceRecorder.capture` says), and
    // no helper object (`CoreReferencingObject`) is `Traceable`, so each goes to the case it would
    // reach below.
    if valueType is CoreObject.Type, let core = value as? CoreObject { return traceable(core, in: recorder) }
    if valueType is CoreReferencingObject.Type, let composite = value as? any TraceCompositeValue {
      return composite.traceDescription { describe($0, in: recorder) }
    }
    if let describable = value as? any TraceDescribable { return describable.traceDescription }
    switch value {
    case let traceable as any Traceable:
      return self.traceable(traceable, in: recorder)
    case let string as String:
      return quoted(string)
    case let string as NSString:
      return quoted(string as String)
    case let composite as any TraceCompositeValue:
      return composite.traceDescription { describe($0, in: recorder) }
    case let error as NSError:
      return "NSError(domain: \(error.domain), code: \(error.code))"
    case let array as [Any?]:
      return elements(array, in: recorder)
    case let array as NSArray:
      return "[" + array.map { describe($0, in: recorder) }.joined(separator: ", ") + "]"
    case is NSNull:
      return "NSNull"
    default:
      let text = String(describing: value)
      return text == "(Function)" ? "<block>" : text
    }
  }

  /// `<RACSubscriber#3>` (a tuple by its elements), or by class and name where nothing records.
  private static func traceable(_ traceable: any Traceable, in recorder: (any TraceRecording)?) -> String {
    if let elements = (traceable as? CoreObject)?.traceTupleElements { return tuple(elements, in: recorder) }
    if let recorder { return "<" + recorder.reference(to: traceable) + ">" }
    let name = traceable.traceName
    return name.isEmpty ? "<\(traceable.traceClassName)>" : "<\(traceable.traceClassName) \"\(name)\">"
  }

  /// `[1, "a", nil]`.
  private static func elements(_ array: [Any?], in recorder: (any TraceRecording)?) -> String {
    "[" + array.map { describe($0, in: recorder) }.joined(separator: ", ") + "]"
  }

  /// `[1, "a"]`.
  private static func elements(_ array: [Any], in recorder: (any TraceRecording)?) -> String {
    "[" + array.map { describe($0, in: recorder) }.joined(separator: ", ") + "]"
  }

  /// `RACTuple("a", nil)`.
  static func tuple(_ elements: [Any?], in recorder: (any TraceRecording)?) -> String {
    tuple(elements) { describe($0, in: recorder) }
  }

  /// `RACTuple("a", nil)`, each element written by `describe`.
  package static func tuple(_ elements: [Any?], _ describe: (Any?) -> String) -> String {
    "RACTuple(" + elements.map(describe).joined(separator: ", ") + ")"
  }

  /// Looks through `Optional` wrappers hidden inside `Any`, so `Optional("A")` prints as `"A"`.
  package static func unwrapped(_ value: Any?) -> Any? {
    lookThroughOptionals(value)
  }

  package static func quoted(_ string: String) -> String {
    var escaped = "\""
    for character in string {
      switch character {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case "\t": escaped += "\\t"
      default: escaped.append(character)
      }
    }
    return escaped + "\""
  }
}

/// A value whose description never changes by itself (a language's own number, as the
/// interpreter's tagged `NSNumber`s): a name built from it stays the same (`TraceNames`).
public protocol TraceStableValue {}

/// A value that says how the trace should write it, when its `description` is not for readers of a
/// trace (an Objective-C snippet's block, array or pointer: `<block innerBlock>`, `[1, 2]`).
public protocol TraceDescribable {
  var traceDescription: String { get }
}

/// A value of RAC's that the trace writes from its parts (`RACTuple("a", 1)`, `RACEvent{ next = 1 }`),
/// each part written as the trace writes values, numbered in the trace being recorded.
package protocol TraceCompositeValue {
  /// The value as the trace shows it, with `describe` writing each part.
  func traceDescription(_ describe: (Any?) -> String) -> String
}
