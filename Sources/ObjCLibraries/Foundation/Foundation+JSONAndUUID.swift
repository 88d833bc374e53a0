import Foundation
import ObjCInterpreter

/// `NSJSONSerialization`, `NSUUID` and the text ↔ data conversions a program needs to feed them
/// (`-[NSString dataUsingEncoding:]`, `-[NSString initWithData:encoding:]`): what a snippet that
/// stands in a network reply (`@"{\"name\": \"Ann\"}"`) parses before RAC maps it.
///
/// JSON reads into the program's own values (`NSDictionary`, `NSArray`, `NSString`, `NSNumber`,
/// `NSNull`; mutable containers with `NSJSONReadingMutableContainers`) and writes from them, with
/// Foundation's errors: data that is no JSON gives nil and an `NSCocoaErrorDomain` error 3840
/// through `error:`; an object JSON cannot hold raises `NSInvalidArgumentException`.
///
/// A UUID is made from a count within the run, not at random (`00000000-0000-4000-8000-000000000001`,
/// then `…0002`), so a run prints the same on every run, as the tool's object addresses do.
enum FoundationJSONAndUUID {
  static func register(in table: NativeClasses) {
    for (name, value) in [
      ("NSJSONReadingMutableContainers", 1), ("NSJSONReadingMutableLeaves", 2), ("NSJSONReadingAllowFragments", 4),
      ("NSJSONReadingFragmentsAllowed", 4), ("NSJSONWritingPrettyPrinted", 1), ("NSJSONWritingSortedKeys", 2),
      ("NSJSONWritingFragmentsAllowed", 4), ("NSJSONWritingWithoutEscapingSlashes", 8),
    ] {
      table.constant(name, value: CNumber(unsigned: UInt64(value), type: .unsignedLong))
    }
    registerJSON(in: table)
    registerUUID(in: table)
    registerStringData(in: table)
  }

  // MARK: - JSON

  private static func registerJSON(in table: NativeClasses) {
    table.define("NSJSONSerialization", superclass: "NSObject") { c in
      c.classMethod("JSONObjectWithData:options:error:") { call in
        guard let data = call.argument(0) else {
          throw call.exception("NSInvalidArgumentException", "data parameter is nil")
        }
        guard let bytes = data as? BytesValue else { throw call.wrongArgument(0, expected: "an NSData") }
        let options = try call.integer(1)
        do {
          let parsed = try JSONSerialization.jsonObject(with: bytes.bytes, options: .fragmentsAllowed)
          if options & 4 == 0, !(parsed is [Any]), !(parsed is [String: Any]) {
            throw JSONProblem(
              text: "JSON text did not start with array or object and option to allow fragments not set.")
          }
          return programValue(parsed, mutableContainers: options & 1 != 0, mutableLeaves: options & 2 != 0)
        } catch {
          let text =
            (error as? JSONProblem)?.text ?? "The data couldn’t be read because it isn’t in the correct format."
          (call.argument(2) as? ObjCPointer)?.write(
            NSError(domain: "NSCocoaErrorDomain", code: 3840, userInfo: ["NSDebugDescription": text]))
          return nil
        }
      }
      c.classMethod("dataWithJSONObject:options:error:") { call in
        let options = try call.integer(1)
        let object = try jsonValue(call.argument(0), call)
        if options & 4 == 0, !(object is [Any]), !(object is [String: Any]) {
          throw call.exception("NSInvalidArgumentException", "Invalid top-level type in JSON write")
        }
        var writing: JSONSerialization.WritingOptions = [.fragmentsAllowed]
        if options & 1 != 0 { writing.insert(.prettyPrinted) }
        if options & 2 != 0 { writing.insert(.sortedKeys) }
        if options & 8 != 0 { writing.insert(.withoutEscapingSlashes) }
        return BytesValue(try JSONSerialization.data(withJSONObject: object, options: writing))
      }
      c.classMethod("isValidJSONObject:", returns: .bool) { call in
        guard let object = try? jsonValue(call.argument(0), call) else { return CNumber.bool(false) }
        return CNumber.bool(object is [Any] || object is [String: Any])
      }
    }
  }

  /// Why data is no JSON, in Foundation's words.
  private struct JSONProblem: Error {
    let text: String
  }

  /// A parsed JSON value as the program's: dictionaries and arrays (mutable when asked), strings,
  /// numbers as `@(…)` boxes them (`true` and `false` as `@YES` and `@NO`), `null` as `NSNull`.
  private static func programValue(_ value: Any, mutableContainers: Bool, mutableLeaves: Bool) -> Any {
    switch value {
    case let dictionary as [String: Any]:
      let result = ObjCDictionary(mutable: mutableContainers)
      for key in dictionary.keys.sorted() {
        let element = dictionary[key].map {
          programValue($0, mutableContainers: mutableContainers, mutableLeaves: mutableLeaves)
        }
        result.set(element ?? NSNull.shared, forKey: key)
      }
      return result
    case let array as [Any]:
      return ObjCArray(
        array.map { programValue($0, mutableContainers: mutableContainers, mutableLeaves: mutableLeaves) },
        mutable: mutableContainers)
    case let string as String:
      return mutableLeaves ? ObjCMutableString(string) : string
    case let number as NSNumber:
      // The type code Foundation gives each: `c` for a JSON `true`/`false`, `d`/`f` for a fraction.
      let type = String(cString: number.objCType)
      if type == "c" || type == "B" { return Boxing.box(CNumber.bool(number.boolValue)) }
      if type == "d" || type == "f" { return Boxing.box(CNumber(real: number.doubleValue)) }
      return Boxing.box(CNumber(integer: number.int64Value, type: .long))
    case let flag as Bool:
      return Boxing.box(CNumber.bool(flag))
    default:
      return NSNull.shared
    }
  }

  /// A program's value as JSON can hold it; `NSInvalidArgumentException` for any other, as
  /// Foundation raises (`Invalid type in JSON write (NSObject)`).
  /// A collection that holds itself is walked as deep as `NestingGuard` lets a walk go, and the run
  /// stops there with its error, where Foundation recurses until the stack overflows.
  private static func jsonValue(_ value: Any?, _ call: NativeCall) throws -> Any {
    switch value {
    case let dictionary as ObjCDictionary:
      return try NestingGuard.deeper("\(call.methodName) of a dictionary", fallback: [String: Any]()) {
        var result: [String: Any] = [:]
        for key in dictionary.keys {
          guard let name = ObjCEquality.stringValue(key) else {
            throw call.exception("NSInvalidArgumentException", "Invalid (non-string) key in JSON dictionary")
          }
          result[name] = try jsonValue(dictionary.value(forKey: key), call)
        }
        return result
      }
    case let array as ObjCArray:
      return try NestingGuard.deeper("\(call.methodName) of an array", fallback: [Any]()) {
        try array.elements.map { try jsonValue($0, call) }
      }
    case let tagged as TaggedNumber:
      return tagged.object
    case let number as NSNumber:
      return number
    case is NSNull:
      return NSNull()
    case let some?:
      if let string = ObjCEquality.stringValue(some) { return string }
      if let number = CNumber.cast(some) { return Boxing.object(number) }
      throw call.exception(
        "NSInvalidArgumentException", "Invalid type in JSON write (\(call.interpreter.className(of: some)))")
    case nil:
      throw call.exception("NSInvalidArgumentException", "Invalid type in JSON write (nil)")
    }
  }

  // MARK: - UUID

  private static func registerUUID(in table: NativeClasses) {
    table.define("NSUUID", superclass: "NSObject") { c in
      let make: NativeMethod = { call in UUIDValue(call.interpreter.run.locals[UUIDCount.self].next()) }
      c.classMethod("UUID") { call in try make(call) }
      c.classMethod("new") { call in try make(call) }
      c.initializer("init", make)
      c.initializer("initWithUUIDString:") { call in
        guard let text = try call.optionalString(0), let uuid = UUID(uuidString: text) else { return nil }
        return UUIDValue(uuid)
      }
      c.instance("UUIDString") { call in try call.receiver(as: UUIDValue.self).uuid.uuidString }
    }
  }

  // MARK: - Text and data

  private static func registerStringData(in table: NativeClasses) {
    table.extend("NSString") { c in
      c.instance("dataUsingEncoding:") { call in
        guard let text = ObjCEquality.stringValue(call.receiver) else { return nil }
        return try encoding(call, 0).flatMap { text.data(using: $0) }.map(BytesValue.init)
      }
      c.initializer("initWithData:encoding:") { call in
        guard let data = try call.optionalObject(0, BytesValue.self, "an NSData") else { return nil }
        guard let text = try encoding(call, 1).flatMap({ String(data: data.bytes, encoding: $0) }) else { return nil }
        return (call.receiver as? AllocatedObject)?.className == "NSMutableString" ? ObjCMutableString(text) : text
      }
    }
  }

  /// Foundation's encodings this tool reads and writes: UTF-8 (4) and ASCII (1); nil for another.
  private static func encoding(_ call: NativeCall, _ index: Int) throws -> String.Encoding? {
    switch try call.integer(index) {
    case 4: return .utf8
    case 1: return .ascii
    default: return nil
    }
  }
}

/// An `NSUUID`: equal to another with the same bytes.
final class UUIDValue: NativeObjectValue, Hashable, CustomStringConvertible, @unchecked Sendable {
  let uuid: UUID

  init(_ uuid: UUID) {
    self.uuid = uuid
  }

  var classChain: [String] { ["NSUUID", "NSObject"] }
  var concreteClassName: String { "__NSConcreteUUID" }
  /// `<__NSConcreteUUID 0x…> 00000000-0000-4000-8000-000000000001`, as Foundation describes one.
  var description: String { "<__NSConcreteUUID \(ValueDescription.address(of: self))> \(uuid.uuidString)" }

  static func == (lhs: UUIDValue, rhs: UUIDValue) -> Bool { lhs.uuid == rhs.uuid }
  func hash(into hasher: inout Hasher) { hasher.combine(uuid) }
}

/// The run's count of the UUIDs it made: the next one's number.
final class UUIDCount: RunLocal, @unchecked Sendable {
  private let lock = NSLock()
  private var made: UInt64 = 0

  init() {}

  /// A version 4 UUID whose last 12 hex digits count the run's UUIDs from 1.
  func next() -> UUID {
    let number = lock.withLock { () -> UInt64 in
      made += 1
      return made
    }
    let text = "00000000-0000-4000-8000-" + String(format: "%012llX", number & 0xFFFF_FFFF_FFFF)
    return UUID(uuidString: text) ?? UUID()
  }
}
