import Foundation

/// `@(…)`: a C scalar in the `NSNumber` Foundation makes for its type; an integer Darwin would
/// keep in a tagged pointer is a `TaggedNumber` (its doc comment states the rule).
package enum Boxing {
  @inline(__always)
  static package func box(_ number: CNumber) -> Any {
    if let tagged = TaggedNumber.boxing(number) { return tagged }
    return object(number)
  }

  /// The `NSNumber` Foundation makes for `number`'s C type (swift-corelibs: a `CFNumber`).
  static package func object(_ number: CNumber) -> NSNumber {
    switch number.type {
    case .bool: return NSNumber(value: number.isTrue)
    case .float: return NSNumber(value: Float(number.real))
    case .double: return NSNumber(value: number.real)
    case .unsignedLong, .unsignedLongLong: return NSNumber(value: number.uint64)
    case .unsignedInt, .unsignedShort, .unsignedChar: return NSNumber(value: UInt32(truncatingIfNeeded: number.int64))
    case .char: return NSNumber(value: Int8(truncatingIfNeeded: number.int64))
    case .short: return NSNumber(value: Int16(truncatingIfNeeded: number.int64))
    case .int: return NSNumber(value: Int32(truncatingIfNeeded: number.int64))
    case .long, .longLong: return NSNumber(value: number.int64)
    }
  }

  /// `number` unboxed into a scalar of `type`, as KVC unboxes an `NSNumber` it sets (`-intValue`,
  /// `-doubleValue`).
  static package func unboxed(_ number: NSNumber, as type: CScalarType) -> CNumber {
    type.isFloatingPoint
      ? CNumber(real: number.doubleValue, type: type) : CNumber(integer: number.int64Value, type: type)
  }
}
