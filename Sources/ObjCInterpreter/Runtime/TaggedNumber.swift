import Foundation

/// An integer `NSNumber` as Darwin makes one: a tagged pointer, that is a value with no object
/// behind it. On the 64-bit iOS and macOS the posts ran on, `@(5)`, `@(i)` or `[NSNumber
/// numberWithInteger:5]` allocates nothing: CoreFoundation packs the integer and its size into the
/// pointer itself (`CFNumberCreate`'s tagged path; objc4's `_objc_makeTaggedPointer`, tag
/// `OBJC_TAG_NSNumber`), so there is no retain, no release and no `-dealloc`, and two boxes of
/// the same value and C type are the same pointer (`@(5) == @(5)` is YES). swift-corelibs
/// Foundation has no tagged pointers: each of its `NSNumber`s is a `CFNumber` on the heap (about
/// 1,300 instructions to make and free, issue 37), so the interpreter keeps such a number as this
/// value instead, which fits an `Any`'s inline buffer (no allocation).
///
/// The one rule, applied where `@(…)` and the number factories box a C scalar (`Boxing.box`): an
/// integer of a C integer type (`char` … `long long`, signed or unsigned, not `BOOL`) whose value
/// fits in 56 signed bits, the payload a tagged `NSNumber` carries, is a `TaggedNumber`. A `BOOL`
/// stays the shared `kCFBooleanTrue` / `kCFBooleanFalse` (`NSNumber(value: Bool)`, one object each,
/// as on Darwin); a larger integer and every `float` / `double` stay real `NSNumber`s.
///
/// It is an object to the program: it answers `NSNumber`'s methods, `[x class]` is
/// `__NSCFNumber`, it compares, hashes and prints as the `NSNumber` it stands for. Code that asks
/// for an `NSNumber` (`as? NSNumber`) gets one made on the spot (`_ObjectiveCBridgeable`, the way
/// Swift's `Int` bridges), equal to it; the interpreter's hot paths (a property read, `==`, a
/// dictionary key, a block's argument) read the value in place instead. It is never an object of
/// the leaks graph, never retained, and the trace writes it as it writes an `NSNumber` (its value).
package struct TaggedNumber: Equatable, Sendable, CustomStringConvertible {
  /// The integer, sign- or zero-extended from its C type (`CNumber`'s normalised bits: every
  /// tagged number is made from a `CNumber` of an integer type, `boxing`).
  package let value: Int64
  /// The C type it was boxed from: what `-objCType` and the class's encoding are made from.
  package let type: CScalarType

  /// The payload a tagged `NSNumber` holds on 64-bit Darwin: 56 bits, signed.
  static let payloadRange: ClosedRange<Int64> = -(1 << 55)...((1 << 55) - 1)

  /// The tagged number for `number`, nil when Darwin would not tag it (a `BOOL`, a floating value,
  /// an integer outside the 56-bit payload).
  @inline(__always)
  package static func boxing(_ number: CNumber) -> TaggedNumber? {
    guard !number.isFloatingPoint, number.type != .bool else { return nil }
    let value = number.int64
    // An unsigned value past `Int64.max` reads back negative: not in the payload either.
    guard payloadRange.contains(value), number.type.isSigned || value >= 0 else { return nil }
    return TaggedNumber(value: value, type: number.type)
  }

  private init(value: Int64, type: CScalarType) {
    self.value = value
    self.type = type
  }

  /// The value as the interpreter computes with it (`-integerValue` and the other getters are this
  /// number converted to the getter's type, as `CFNumberGetValue` converts).
  package var number: CNumber { CNumber(normalised: value, type: type) }

  /// The `NSNumber` Foundation makes for the same C scalar: what code that needs a real object (or
  /// asks `as? NSNumber`) is given. A new object each time; equal (`-isEqual:`) to every other.
  package var object: NSNumber {
    switch type {
    case .char: return NSNumber(value: Int8(truncatingIfNeeded: value))
    case .short: return NSNumber(value: Int16(truncatingIfNeeded: value))
    case .int: return NSNumber(value: Int32(truncatingIfNeeded: value))
    case .unsignedChar, .unsignedShort, .unsignedInt: return NSNumber(value: UInt32(truncatingIfNeeded: value))
    case .unsignedLong, .unsignedLongLong: return NSNumber(value: UInt64(bitPattern: value))
    default: return NSNumber(value: value)
    }
  }

  /// `-description`, `-stringValue`, `%@`: the integer in decimal (every tagged value is within
  /// `Int64`, unsigned ones too).
  package var description: String { String(value) }

  /// The same value of the same C type: one tagged pointer on Darwin.
  package static func == (lhs: TaggedNumber, rhs: TaggedNumber) -> Bool {
    lhs.value == rhs.value && lhs.type == rhs.type
  }

  /// `-isEqual:` / `-isEqualToNumber:` between two tagged numbers, and `==` (`COperators.identical`,
  /// which compared every two numbers by value before numbers were tagged, and still does): by
  /// value, whatever their C types (`[@(5) isEqual:@(5L)]` is YES, as CFNumber compares). Darwin's
  /// pointers also differ by the size of the type (`@(5) == @(5L)` is NO there); the interpreter
  /// keeps the one rule for `==` on numbers.
  package func isEqualNumber(_ other: TaggedNumber) -> Bool { value == other.value }

  /// `-objCType`: the type CoreFoundation keeps a number of this C type as (`CFNumberCreate`:
  /// `unsigned char` as `short`, `unsigned short` as `int`, `unsigned int` and the 64-bit types as
  /// `long long`), which a tagged pointer encodes by its size.
  package var objCType: String {
    switch type {
    case .char: return "c"
    case .short, .unsignedChar: return "s"
    case .int, .unsignedShort: return "i"
    default: return "q"
    }
  }

  /// The tagged number `value` holds, read in place (nil for anything else, a real `NSNumber` too).
  @inline(__always)
  package static func held(_ value: Any?) -> TaggedNumber? { FastCast.plainValue(value, TaggedNumber.self) }
}

/// Code written against `NSNumber` (`as? NSNumber`, `is NSNumber`, `as AnyObject`) sees a tagged
/// number as the `NSNumber` it stands for. The other way, a real `NSNumber` never becomes a
/// `TaggedNumber` (`as? TaggedNumber` asks what a value is, not what it could be made).
extension TaggedNumber: _ObjectiveCBridgeable {
  package func _bridgeToObjectiveC() -> NSNumber { object }

  package static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout TaggedNumber?) {
    result = TaggedNumber(value: source.int64Value, type: .longLong)
  }

  package static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout TaggedNumber?) -> Bool {
    result = nil
    return false
  }

  package static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> TaggedNumber {
    TaggedNumber(value: source?.int64Value ?? 0, type: .longLong)
  }
}

/// A tagged number is a key as the `NSNumber` it stands for: `value as? AnyHashable` (the core's
/// `+switch:cases:default:` looking a value up among an `@{ @0: … }`'s keys) gives the number's, so
/// that `@0` sent by the program finds the case `@0` of a dictionary literal.
extension TaggedNumber: Hashable, _HasCustomAnyHashableRepresentation {
  package func hash(into hasher: inout Hasher) {
    hasher.combine(value)
    hasher.combine(type)
  }

  package func _toCustomAnyHashable() -> AnyHashable? { AnyHashable(object) }
}

extension FastCast {
  /// Whether `value` is nil, an object or a tagged number, told by its metadata word: what an
  /// object parameter or return takes as it is (a C scalar, or any other value, is converted).
  @inline(__always)
  package static func isObjectOrTagged(_ value: Any?) -> Bool { held(value, as: TaggedNumber.self) != .other }
}
