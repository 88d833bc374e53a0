/// The C scalar types Objective-C code computes with, as they are on the 64-bit iOS the posts ran
/// on (LP64: `int` 32 bits, `long` and pointers 64; `BOOL` is `bool` on arm64; `CGFloat` is
/// `double`). The interpreter keeps a value's C type beside it, so that integer division,
/// unsigned wrap-around, truncation on assignment and `%d` / `%lu` behave as they do there.
public enum CScalarType: UInt8, Sendable, Hashable, CustomStringConvertible {
  case bool
  case char
  case unsignedChar
  case short
  case unsignedShort
  case int
  case unsignedInt
  case long
  case unsignedLong
  case longLong
  case unsignedLongLong
  case float
  case double

  /// `float` and `double`.
  public var isFloatingPoint: Bool { self == .float || self == .double }

  /// Whether the type's integers are signed.
  public var isSigned: Bool {
    switch self {
    case .char, .short, .int, .long, .longLong, .float, .double: return true
    case .bool, .unsignedChar, .unsignedShort, .unsignedInt, .unsignedLong, .unsignedLongLong: return false
    }
  }

  /// Width in bits (LP64).
  public var bitWidth: Int {
    switch self {
    case .bool, .char, .unsignedChar: return 8
    case .short, .unsignedShort: return 16
    case .int, .unsignedInt, .float: return 32
    case .long, .unsignedLong, .longLong, .unsignedLongLong, .double: return 64
    }
  }

  /// The integer conversion rank of C11 6.3.1.1 (bool lowest).
  var rank: Int {
    switch self {
    case .bool: return 0
    case .char, .unsignedChar: return 1
    case .short, .unsignedShort: return 2
    case .int, .unsignedInt: return 3
    case .long, .unsignedLong: return 4
    case .longLong, .unsignedLongLong: return 5
    case .float: return 6
    case .double: return 7
    }
  }

  /// The unsigned type of the same rank (for the usual arithmetic conversions).
  var unsignedCounterpart: CScalarType {
    switch self {
    case .char: return .unsignedChar
    case .short: return .unsignedShort
    case .int: return .unsignedInt
    case .long: return .unsignedLong
    case .longLong: return .unsignedLongLong
    default: return self
    }
  }

  /// The C spelling (`unsigned long`), for messages.
  public var description: String {
    switch self {
    case .bool: return "BOOL"
    case .char: return "char"
    case .unsignedChar: return "unsigned char"
    case .short: return "short"
    case .unsignedShort: return "unsigned short"
    case .int: return "int"
    case .unsignedInt: return "unsigned int"
    case .long: return "long"
    case .unsignedLong: return "unsigned long"
    case .longLong: return "long long"
    case .unsignedLongLong: return "unsigned long long"
    case .float: return "float"
    case .double: return "double"
    }
  }
}
