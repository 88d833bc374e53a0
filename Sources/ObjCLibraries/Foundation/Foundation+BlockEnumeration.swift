import Foundation
import ObjCInterpreter

/// The block enumerations RAC 2.5's sequences run on Foundation's collections, beside
/// `-enumerateObjectsUsingBlock:`: `RACStringSequence.m` walks its string with
/// `-enumerateSubstringsInRange:options:usingBlock:` by composed character sequences (a
/// character with its combining marks, an emoji, is one element), `RACTupleSequence.m` its
/// backing array with `-enumerateObjectsAtIndexes:options:usingBlock:`. Each block gets
/// Foundation's arguments, `BOOL *stop` last, and stops the walk when it sets it.
enum FoundationBlockEnumeration {
  /// `NSEnumerationReverse` of `NSEnumerationOptions`.
  static let reverse = 1 << 1
  /// `NSStringEnumerationByComposedCharacterSequences` and `NSStringEnumerationReverse`.
  static let byComposedCharacterSequences = 2
  static let stringReverse = 1 << 8

  static func register(in table: NativeClasses) {
    table.extend("NSString") { c in
      c.instance("enumerateSubstringsInRange:options:usingBlock:") { call in
        let units = Array(call.receiverString.utf16)
        let range = try call.range(0)
        guard let indexes = range.indexes(within: units.count) else {
          throw call.exception(
            "NSRangeException",
            "-[__NSCFString enumerateSubstringsInRange:options:usingBlock:]: Range {\(range.location), \(range.length)} out of bounds; string length \(units.count)"
          )
        }
        let options = try call.integer(1)
        guard options & 0xFF == byComposedCharacterSequences else {
          throw call.fail(
            "\(call.methodName): only NSStringEnumerationByComposedCharacterSequences is supported here (lines, words and sentences are not)"
          )
        }
        let block = try call.callable(2)
        // Each composed character sequence of the range, with its place in UTF-16 units.
        var pieces: [(text: String, location: Int, length: Int)] = []
        var location = range.location
        for character in String(decoding: units[indexes], as: UTF16.self) {
          let length = character.utf16.count
          pieces.append((String(character), location, length))
          location += length
        }
        if options & stringReverse != 0 { pieces.reverse() }
        for piece in pieces {
          let stop = Box(CNumber.bool(false), type: .scalar(.bool))
          let substringRange = ObjCStruct.range(location: piece.location, length: piece.length)
          _ = try call.interpreter.invoke(
            block, [piece.text, substringRange, substringRange, ObjCPointer.to(stop)], at: call.location)
          if (stop.value as? CNumber)?.isTrue == true { break }
        }
        return nil
      }
    }
    table.extend("NSArray") { c in
      c.instance("enumerateObjectsWithOptions:usingBlock:") { call in
        let elements = try call.receiver(as: ObjCArray.self).elements
        try enumerate(
          elements, at: Array(elements.indices), options: try call.integer(0), block: try call.callable(1), call)
        return nil
      }
      c.instance("enumerateObjectsAtIndexes:options:usingBlock:") { call in
        let elements = try call.receiver(as: ObjCArray.self).elements
        let indexes = try call.requiredObject(0, IndexSetValue.self, "an NSIndexSet").indexes
        if let beyond = indexes.first(where: { $0 < 0 || $0 >= elements.count }) {
          throw call.exception(
            "NSRangeException",
            "*** -[NSArray enumerateObjectsAtIndexes:options:usingBlock:]: index \(beyond) beyond bounds [0 .. \(elements.count - 1)]"
          )
        }
        try enumerate(elements, at: indexes, options: try call.integer(1), block: try call.callable(2), call)
        return nil
      }
    }
  }

  /// Calls `block` with each element at `indexes` (in reverse with `NSEnumerationReverse`), its
  /// index and `BOOL *stop`, until the block sets `*stop`.
  private static func enumerate(
    _ elements: [Any?], at indexes: [Int], options: Int, block: Callable, _ call: NativeCall
  ) throws {
    for index in options & reverse != 0 ? indexes.reversed() : indexes {
      let stop = Box(CNumber.bool(false), type: .scalar(.bool))
      _ = try call.interpreter.invoke(
        block, [elements[index], CNumber.unsignedLong(index), ObjCPointer.to(stop)], at: call.location)
      if (stop.value as? CNumber)?.isTrue == true { break }
    }
  }
}
