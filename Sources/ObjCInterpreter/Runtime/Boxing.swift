import Foundation

/// `@(…)`: a C scalar in the `NSNumber` Foundation makes for its type.
package enum Boxing {
  static package func box(_ number: CNumber) -> NSNumber {
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
}
