/// A C scalar value with its type: what an `int`, an `NSUInteger`, a `BOOL` or a `CGFloat` holds
/// while a snippet runs. Integers are kept normalised to their type (an `int` wraps at 32 bits, an
/// `unsigned` never goes negative, a `BOOL` is 0 or 1), so arithmetic behaves as compiled C would.
///
/// Objects are never `CNumber`s: `@(3)` is an `NSNumber`, and `if (number)` tests it for nil, not
/// for zero, as Objective-C does.
package struct CNumber: Hashable, Sendable, CustomStringConvertible {
  package let type: CScalarType
  /// The integer value, sign- or zero-extended from the type's width (the bit pattern for
  /// `unsigned long`); unused for floating types.
  let bits: Int64
  /// The value of a floating type.
  package let real: Double

  private init(type: CScalarType, bits: Int64, real: Double) {
    self.type = type
    self.bits = bits
    self.real = real
  }

  /// An integer already normalised to its type (a tagged number's, which was a `CNumber`'s), kept
  /// as it is: no sign or zero extension to redo.
  init(normalised bits: Int64, type: CScalarType) {
    self.init(type: type, bits: bits, real: 0)
  }

  package init(integer value: Int64, type: CScalarType) {
    if type.isFloatingPoint {
      self.init(type: type, bits: 0, real: type == .float ? Double(Float(value)) : Double(value))
      return
    }
    let bits: Int64
    switch type {
    case .bool: bits = value != 0 ? 1 : 0
    case .char: bits = Int64(Int8(truncatingIfNeeded: value))
    case .unsignedChar: bits = Int64(UInt8(truncatingIfNeeded: value))
    case .short: bits = Int64(Int16(truncatingIfNeeded: value))
    case .unsignedShort: bits = Int64(UInt16(truncatingIfNeeded: value))
    case .int: bits = Int64(Int32(truncatingIfNeeded: value))
    case .unsignedInt: bits = Int64(UInt32(truncatingIfNeeded: value))
    default: bits = value
    }
    self.init(type: type, bits: bits, real: 0)
  }

  package init(unsigned value: UInt64, type: CScalarType) {
    self.init(integer: Int64(bitPattern: value), type: type)
  }

  package init(real value: Double, type: CScalarType = .double) {
    if type.isFloatingPoint {
      self.init(type: type, bits: 0, real: type == .float ? Double(Float(value)) : value)
    } else {
      self.init(integer: CNumber.truncating(value, toUnsigned: !type.isSigned), type: type)
    }
  }

  package static func bool(_ value: Bool) -> CNumber { CNumber(integer: value ? 1 : 0, type: .bool) }
  package static func int(_ value: Int) -> CNumber { CNumber(integer: Int64(value), type: .int) }
  static package func long(_ value: Int) -> CNumber { CNumber(integer: Int64(value), type: .long) }
  static package func unsignedLong(_ value: Int) -> CNumber { CNumber(integer: Int64(value), type: .unsignedLong) }
  package static func double(_ value: Double) -> CNumber { CNumber(real: value, type: .double) }

  /// C's conversion of a floating value to an integer: towards zero; out of range (undefined in C)
  /// saturates instead of trapping.
  static func truncating(_ value: Double, toUnsigned: Bool) -> Int64 {
    guard value.isFinite else { return value.isNaN ? 0 : (value > 0 ? Int64.max : Int64.min) }
    let truncated = value.rounded(.towardZero)
    if toUnsigned, truncated >= 9_223_372_036_854_775_808.0 {
      return truncated >= 18_446_744_073_709_551_616.0 ? -1 : Int64(bitPattern: UInt64(truncated))
    }
    if truncated >= 9_223_372_036_854_775_807.0 { return Int64.max }
    if truncated <= -9_223_372_036_854_775_808.0 { return Int64.min }
    return Int64(truncated)
  }

  package var isFloatingPoint: Bool { type.isFloatingPoint }

  /// The value as a signed 64-bit integer (floating values truncated).
  package var int64: Int64 { isFloatingPoint ? CNumber.truncating(real, toUnsigned: false) : bits }

  /// The value as an unsigned 64-bit integer (the bit pattern of a negative value).
  package var uint64: UInt64 {
    isFloatingPoint ? UInt64(bitPattern: CNumber.truncating(real, toUnsigned: true)) : UInt64(bitPattern: bits)
  }

  /// The value as a `Double` (an `unsigned long` above `Int64.max` stays positive).
  package var double: Double {
    if isFloatingPoint { return real }
    if type == .unsignedLong || type == .unsignedLongLong { return Double(UInt64(bitPattern: bits)) }
    return Double(bits)
  }

  /// As a Swift `Int`, for counts and indexes handed to the core.
  package var int: Int { Int(truncatingIfNeeded: int64) }

  /// C's truth: non-zero.
  package var isTrue: Bool { isFloatingPoint ? real != 0 : bits != 0 }

  /// The value converted to `type`, as an assignment or a cast converts it.
  package func converted(to target: CScalarType) -> CNumber {
    if target == type { return self }
    if target == .bool { return CNumber.bool(isTrue) }
    if target.isFloatingPoint { return CNumber(real: double, type: target) }
    if isFloatingPoint { return CNumber(real: real, type: target) }
    return CNumber(integer: bits, type: target)
  }

  package var description: String {
    if isFloatingPoint { return String(real) }
    if type == .unsignedLong || type == .unsignedLongLong { return String(UInt64(bitPattern: bits)) }
    return String(bits)
  }

  // MARK: - The usual arithmetic conversions

  /// The type both operands of a binary operator are converted to (C11 6.3.1.8).
  static func commonType(_ left: CScalarType, _ right: CScalarType) -> CScalarType {
    if left == .double || right == .double { return .double }
    if left == .float || right == .float { return .float }
    let a = promoted(left)
    let b = promoted(right)
    if a == b { return a }
    if a.isSigned == b.isSigned { return a.rank >= b.rank ? a : b }
    let (signed, unsigned) = a.isSigned ? (a, b) : (b, a)
    if unsigned.rank >= signed.rank { return unsigned }
    if signed.bitWidth > unsigned.bitWidth { return signed }
    return signed.unsignedCounterpart
  }

  /// Integer promotion: anything narrower than `int` computes as `int`.
  static func promoted(_ type: CScalarType) -> CScalarType {
    type.rank < CScalarType.int.rank ? .int : type
  }
}
