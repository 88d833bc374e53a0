import Foundation
import ObjCInterpreter
import Shared

/// Key-value coding's collection operators in a key path (`@count`, `@sum.price`, `@max.self`,
/// `@distinctUnionOfObjects.name`, `@unionOfArrays.tags`…), as Foundation's `-valueForKeyPath:`
/// applies them to an array, a set or an ordered set: the operator takes the values of the path to
/// its right in each element (nil ones left out), then counts, sums, averages, picks the largest or
/// smallest by `-compare:`, or collects them. `@count` ignores the path to its right.
///
/// Foundation answers `@sum` and `@avg` with an `NSDecimalNumber`; here an `NSNumber` of the same
/// value, which prints the same. `@distinctUnionOf…` keeps the values in the order first met, where
/// Foundation's order is its hash table's, which nothing may rely on.
enum KeyValueCollectionOperators {
  /// `@name.rightPath` applied to `collection`, for `call` (whose receiver asked for the key path).
  static func apply(_ name: String, rightPath: String?, to collection: Any?, _ call: NativeCall) throws -> Any? {
    guard let elements = self.elements(of: collection) else {
      throw call.exception(
        "NSUnknownKeyException",
        "[<\(call.interpreter.className(of: collection ?? NSNull.shared))> valueForUndefinedKey:]: this class is not key value coding-compliant for the key @\(name)."
      )
    }
    if name == "count" { return Boxing.box(CNumber.unsignedLong(elements.count)) }
    guard let rightPath, !rightPath.isEmpty else {
      throw call.exception(
        "NSInvalidArgumentException", "[\(call.methodName)]: the operator @\(name) needs a key path to its right")
    }
    let values = try elements.compactMap { element -> Any? in
      let value = try call.interpreter.send("valueForKeyPath:", to: element, arguments: [rightPath], at: call.location)
      guard let value = lookThroughOptionals(value), !(value is NSNull) else { return nil }
      return value
    }
    switch name {
    case "sum", "avg":
      var sum = 0.0
      for value in values {
        let number = try call.interpreter.send("doubleValue", to: value, arguments: [], at: call.location)
        sum += (number as? CNumber)?.double ?? 0
      }
      if name == "avg" { return values.isEmpty ? nil : NSNumber(value: sum / Double(values.count)) }
      return NSNumber(value: sum)
    case "max", "min":
      var best: Any?
      for value in values {
        guard let current = best else {
          best = value
          continue
        }
        let order = try call.interpreter.send("compare:", to: value, arguments: [current], at: call.location)
        let comparison = (order as? CNumber)?.int64 ?? 0
        if name == "max" ? comparison > 0 : comparison < 0 { best = value }
      }
      return best
    case "unionOfObjects": return collected(values, like: collection, distinct: false)
    case "distinctUnionOfObjects": return collected(values, like: collection, distinct: true)
    case "unionOfArrays", "distinctUnionOfArrays", "unionOfSets", "distinctUnionOfSets":
      var flattened: [Any] = []
      for value in values {
        guard let inner = self.elements(of: value) else {
          throw call.exception(
            "NSInvalidArgumentException",
            "[\(call.methodName)]: @\(name) needs collections, not \(call.interpreter.className(of: value))")
        }
        flattened += inner.compactMap { lookThroughOptionals($0) }
      }
      return collected(flattened, like: collection, distinct: name.hasPrefix("distinct") || name.hasSuffix("Sets"))
    default:
      throw call.exception(
        "NSInvalidArgumentException", "[\(call.methodName)]: this class does not implement the \(name) operation.")
    }
  }

  /// The elements of an array, a set or an ordered set; nil for anything else.
  private static func elements(of collection: Any?) -> [Any]? {
    switch collection {
    case let array as ObjCArray: return array.elements
    case let set as SetValue: return set.values
    default: return nil
    }
  }

  /// `values` as the kind of collection the operator was applied to: an array for an array, a set
  /// for a set (an ordered set for an ordered set).
  private static func collected(_ values: [Any], like collection: Any?, distinct: Bool) -> Any {
    if let set = collection as? SetValue { return SetValue(values, ordered: set.isOrdered, mutable: false) }
    guard distinct else { return ObjCArray(values, mutable: false) }
    var kept: [Any] = []
    for value in values where !kept.contains(where: { ObjCEquality.isEqual($0, value) }) { kept.append(value) }
    return ObjCArray(kept, mutable: false)
  }
}
