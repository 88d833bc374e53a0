import Foundation
import Shared

/// `setNameWithFormat:` and the two names every stream has.
///
/// RAC keeps a stream's `name` only when the environment variable `RAC_DEBUG_SIGNAL_NAMES` is set
/// (otherwise every name is `""`), so a program's printed descriptions read
/// `<RACDynamicSignal: 0x…> name: `. The trace, though, must always say which signal a block belongs
/// to: it keeps the format and its arguments and builds a readable name from them when asked.
public enum StreamName {
  /// Whether `RAC_DEBUG_SIGNAL_NAMES` was set when the process started.
  public static let debugNamesEnabled: Bool =
    ProcessInfo.processInfo.environment["RAC_DEBUG_SIGNAL_NAMES"] != nil

  /// A `%@` argument standing for `stream.name`, as RAC's operators pass `self.name`: the real name
  /// in RAC's `name`, the stream's readable name in the trace's.
  public struct NameOf {
    let stream: RACStream
    /// A `%@` argument that renders `stream`'s name when the name is formatted.
    public init(_ stream: RACStream) { self.stream = stream }
  }

  /// A RAC object other than a stream or a scheduler (a `RACCommand` naming its signals after
  /// itself) in a remembered name format, held weakly: the object keeps those signals, so a name
  /// that kept the object would make a cycle RAC, whose names are strings, never has. One that is
  /// gone by the time the name is read shows as `(deallocated)`.
  struct WeakObject {
    weak var object: CoreObject?
  }

  /// The arguments as a stream keeps them for its trace name (see `WeakObject`).
  static func remembered(_ arguments: [Any?]) -> [Any?] {
    arguments.map { argument -> Any? in
      guard let object = argument as? CoreObject, !(object is RACStream), !(object is RACScheduler) else {
        return (argument as? NSMutableArray)?.copy() ?? argument
      }
      TraceNames.isShownWhileAlive(object)
      return WeakObject(object: object)
    }
  }

  /// Whether a remembered argument renders the same for as long as the objects in it keep their
  /// names (`TraceNames`): streams and schedulers by their names, strings and numbers as they are.
  static func isStableArgument(_ argument: Any?) -> Bool {
    guard let argument else { return true }
    // By metatype first: each case below that fails on a class instance asks the runtime for a
    // conformance and a boxed value, and a stream failed three before its own (every trace name
    // asks this of each of its arguments). A core object is stable (`TraceNames.isStableInName`).
    let argumentType = type(of: argument)
    if argumentType is CoreObject.Type || argumentType == NameOf.self || argumentType == NameNow.self
      || argumentType == WeakObject.self
    {
      return true
    }
    switch argument {
    case is NameOf, is NameNow, is WeakObject, is RACStream, is [RACStream], is RACScheduler: return true
    default: return TraceNames.isStableInName(argument)
    }
  }

  /// `stream.name` as it is when the argument is made, for a stream that is renamed after its own
  /// name (`multicast:` renames its subject with the subject's name): a `NameOf` there would render
  /// the new name inside itself, forever.
  public struct NameNow {
    let name: String
    let traceName: String
    /// `stream`'s names as they are now.
    public init(_ stream: RACStream) {
      name = stream.name
      traceName = stream.traceName
    }
  }

  /// Formats `format` (`%@`, `%s`, `%lu`, `%ld`, `%d`, `%f`, `%%`) with `arguments`.
  /// - Parameters:
  ///   - format: the format.
  ///   - arguments: its arguments, in order.
  ///   - readable: true for the trace's name, false for RAC's own `name`.
  /// - Returns: the name.
  static func format(_ format: String, _ arguments: [Any?], readable: Bool) -> String {
    FormatWalker.format(format, arguments) { argument, specifier in
      render(argument, specifier: specifier, readable: readable)
    }
  }

  private static func render(_ argument: Any?, specifier: String, readable: Bool) -> String {
    let value = TraceValueDescription.unwrapped(argument)
    if specifier == "f", let number = value as? Double { return String(format: "%f", number) }
    if specifier == "f", let number = value as? NSNumber { return String(format: "%f", number.doubleValue) }
    guard let value else { return "(null)" }
    // `%s`: a C string (a selector's name, `sel_getName`) prints as it is, in either name.
    if specifier == "s", let string = value as? String { return string }
    // The arguments names hold most, by metatype first (see `isStableArgument`), each to the case
    // below it would reach.
    let valueType = type(of: value)
    if valueType is RACStream.Type, let stream = value as? RACStream {
      return readable ? stream.traceName : stream.description
    }
    if valueType == NameOf.self, let name = value as? NameOf {
      return readable ? name.stream.traceName : name.stream.name
    }
    if valueType == WeakObject.self, let weak = value as? WeakObject {
      guard let object = weak.object else { return "(deallocated)" }
      return render(object, specifier: specifier, readable: readable)
    }
    switch value {
    case let weak as WeakObject:
      guard let object = weak.object else { return "(deallocated)" }
      return render(object, specifier: specifier, readable: readable)
    case let name as NameOf:
      return readable ? name.stream.traceName : name.stream.name
    case let name as NameNow:
      return readable ? name.traceName : name.name
    case let stream as RACStream:
      return readable ? stream.traceName : stream.description
    case let streams as [RACStream]:
      return readable ? "[" + streams.map(\.traceName).joined(separator: ", ") + "]" : arrayDescription(streams)
    case let scheduler as RACScheduler:
      return readable ? scheduler.name : scheduler.description
    default:
      return readable ? TraceValueDescription.describe(value, in: nil) : racDescription(value)
    }
  }

  /// `%@` on an `NSArray` of streams (`+zip: %@`, `+concat: %@`): NSArray's description, each
  /// element's description quoted (it contains spaces), one per line.
  private static func arrayDescription(_ streams: [RACStream]) -> String {
    guard !streams.isEmpty else { return "(\n)" }
    let elements = streams.map { stream -> String in
      let escaped = stream.description.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"")
      return "    \"" + escaped + "\""
    }
    return "(\n" + elements.joined(separator: ",\n") + "\n)"
  }

  /// `rac_description` in RAC 2.5: strings and numbers describe themselves; other objects only
  /// when debug names are on (`<Class: 0x…>`), otherwise `(description skipped)`.
  static func racDescription(_ value: Any) -> String {
    switch value {
    case let string as String: return string
    case let number as NSNumber: return number.description
    case is Int, is Double, is Bool: return String(describing: value)
    case let tuple as RACTuple:
      return debugNamesEnabled ? String(describing: tuple.allObjects) : "(description skipped)"
    default:
      guard debugNamesEnabled else { return "(description skipped)" }
      guard type(of: value) is AnyClass else { return String(describing: value) }
      let object = value as AnyObject
      return "<\(type(of: object)): \(ObjectAddress.of(object))>"
    }
  }
}
