import Foundation
import ObjCInterpreter
import RAC
import Shared

/// `+[NSKeyedArchiver archivedDataWithRootObject:]` and `+[NSKeyedUnarchiver
/// unarchiveObjectWithData:]` for what RAC's specs archive: Foundation's property-list values and
/// RAC's classes that adopt `NSCoding`. A sequence archives its values and comes back as an array
/// sequence of them (`RACSequence.m`'s `-encodeWithCoder:` / `-initWithCoder:`); a tuple archives
/// its backing array (`RACTuple.m`), whether the Swift core made them or RAC's loaded source
/// (`--rac-source`). Anything else is refused as on a device: its class does not adopt `NSCoding`.
///
/// The archive is the value tree itself, not bytes: what comes back is made anew, equal to what
/// went in, never the same object.
enum FoundationArchiving {
  static func register(in table: NativeClasses) {
    table.define("NSKeyedArchiver", superclass: "NSObject") { c in
      c.classMethod("archivedDataWithRootObject:") { call in
        KeyedArchive(root: try archived(call.argument(0), call, ArchivePath()))
      }
    }
    table.define("NSKeyedUnarchiver", superclass: "NSObject") { c in
      c.classMethod("unarchiveObjectWithData:") { call in
        guard let archive = call.argument(0) as? KeyedArchive else {
          throw call.wrongArgument(0, expected: "data NSKeyedArchiver made")
        }
        return try unarchived(archive.root, call)
      }
    }
  }

  /// An archived value: how it is rebuilt.
  indirect enum Archived {
    case value(Any?)
    case array([Archived])
    case dictionary([(key: Archived, value: Archived)])
    case sequence([Archived])
    case tuple([Archived])
  }

  /// The objects being archived around the one being archived now, its containers up to the root.
  private final class ArchivePath {
    var objects: Set<ObjectIdentifier> = []
  }

  /// `value` archived, refused when it holds itself: Foundation's archiver keeps such a graph by
  /// reference, and this one, which writes a tree, recursed until the stack ran out.
  private static func archived(_ value: Any?, _ call: NativeCall, _ path: ArchivePath) throws -> Archived {
    guard let value = lookThroughOptionals(value), type(of: value) is AnyClass else {
      return try archivedValue(value, call, path)
    }
    let id = ObjectIdentifier(value as AnyObject)
    guard path.objects.insert(id).inserted else {
      throw call.fail(
        "\(call.methodName): the \(call.interpreter.className(of: value)) holds itself (through what it holds); "
          + "Foundation's archiver keeps it by reference, this one archives a tree of values")
    }
    defer { path.objects.remove(id) }
    return try archivedValue(value, call, path)
  }

  private static func archivedValue(_ value: Any?, _ call: NativeCall, _ path: ArchivePath) throws -> Archived {
    switch lookThroughOptionals(value) {
    case nil: return .value(nil)
    case let string as String: return .value(string)
    case let string as ObjCMutableString: return .value(string.string)
    case let number as NSNumber: return .value(number)
    case is NSNull: return .value(NSNull.shared)
    case let array as ObjCArray: return .array(try array.elements.map { try archived($0, call, path) })
    case let dictionary as ObjCDictionary:
      return .dictionary(
        try dictionary.keys.map { key in
          (try archived(key, call, path), try archived(dictionary.value(forKey: key), call, path))
        })
    case let sequence as RACSequence:
      return .sequence(
        try sequence.array.map { try archived(call.interpreter.fromCore($0) ?? NSNull.shared, call, path) })
    case let tuple as RACTuple:
      return .tuple(
        try (0..<tuple.count).map { try archived(tuple.object(at: $0) ?? RACTupleNil.tupleNil, call, path) })
    case let instance as ObjCInstance where isLoaded(instance, "RACSequence", call):
      // RAC's own RACSequence (--rac-source): its -encodeWithCoder: archives -array.
      let array = try call.interpreter.send("array", to: instance, arguments: [], at: call.location) as? ObjCArray
      return .sequence(try (array?.elements ?? []).map { try archived($0, call, path) })
    case let instance as ObjCInstance where isLoaded(instance, "RACTuple", call):
      let array = try call.interpreter.send("allObjects", to: instance, arguments: [], at: call.location) as? ObjCArray
      return .tuple(try (array?.elements ?? []).map { try archived($0, call, path) })
    case let instance as ObjCInstance where isLoaded(instance, "RACTupleNil", call):
      return .value(RACTupleNil.tupleNil)
    case let other?:
      if other is RACTupleNil { return .value(RACTupleNil.tupleNil) }
      throw RuntimeError.exception(
        value: ObjCException(
          name: "NSInvalidArgumentException",
          reason:
            "-[\(call.interpreter.className(of: other)) encodeWithCoder:]: unrecognized selector sent to instance \(ValueDescription.unrecognizedSelectorAddress(of: other))",
          userInfo: nil),
        location: call.location)
    }
  }

  /// Whether `instance` is of `className` as RAC's loaded source defines it (`--rac-source`).
  private static func isLoaded(_ instance: ObjCInstance, _ className: String, _ call: NativeCall) -> Bool {
    call.interpreter.classes[className]?.isLibrarySource == true
      && call.interpreter.classChain(of: instance.objcClass.name).contains(className)
  }

  /// The value made anew: with RAC's source loaded, a sequence, a tuple or `RACTupleNil` is made by
  /// its loaded class (`+[RACArraySequence sequenceWithArray:offset:]`, as RACSequence.m's
  /// `-initWithCoder:` makes one), else by the Swift core.
  private static func unarchived(_ archived: Archived, _ call: NativeCall) throws -> Any? {
    let interpreter = call.interpreter
    func loaded(_ className: String) -> Bool { interpreter.classes[className]?.isLibrarySource == true }
    switch archived {
    case .value(let value):
      if value is RACTupleNil, loaded("RACTupleNil") {
        return try interpreter.send(
          "tupleNil", to: interpreter.classValue(named: "RACTupleNil"), arguments: [], at: call.location)
      }
      return value
    case .array(let elements):
      return ObjCArray(try elements.map { try unarchived($0, call) ?? NSNull.shared }, mutable: false)
    case .dictionary(let pairs):
      let dictionary = ObjCDictionary(mutable: false)
      for pair in pairs {
        if let key = try unarchived(pair.key, call), let value = try unarchived(pair.value, call) {
          dictionary.set(value, forKey: key)
        }
      }
      return dictionary
    case .sequence(let elements):
      let values = try elements.map { try unarchived($0, call) }
      guard loaded("RACArraySequence") else { return values.rac_sequence }
      return try interpreter.send(
        "sequenceWithArray:offset:", to: interpreter.classValue(named: "RACArraySequence"),
        arguments: [ObjCArray(values.map { $0 ?? NSNull.shared }, mutable: false), CNumber.unsignedLong(0)],
        at: call.location)
    case .tuple(let elements):
      let values = try elements.map { try unarchived($0, call) }
      guard loaded("RACTuple") else { return RACTuple(objectsFrom: values) }
      return try interpreter.send(
        "tupleWithObjectsFromArray:", to: interpreter.classValue(named: "RACTuple"),
        arguments: [ObjCArray(values.map { $0 ?? NSNull.shared }, mutable: false)], at: call.location)
    }
  }
}

/// What `+archivedDataWithRootObject:` returns: an `NSData` holding the archived tree.
final class KeyedArchive: NativeObjectValue {
  let root: FoundationArchiving.Archived

  init(root: FoundationArchiving.Archived) {
    self.root = root
  }

  var classChain: [String] { ["NSMutableData", "NSData", "NSObject"] }
  var concreteClassName: String { "NSConcreteMutableData" }
}
