import Foundation

/// Casts of the interpreter's values that skip the run time's general cast (`swift_dynamicCast`)
/// where its answer is known from the value's type: a failing `as?` from `Any` to a struct asks
/// the conformance tables whether the value bridges, which costs as much as a message send.
/// Every value an interpreted expression makes goes through a few of these.
enum FastCast {
  /// `value as? T` for a final class `T`: a value of another class can never be one (no subclass,
  /// and Foundation's box for Swift values holds only values that are not objects).
  @inline(__always)
  static func object<T: AnyObject>(_ value: Any?, _ target: T.Type) -> T? {
    guard let value else { return nil }
    let type = Swift.type(of: value)
    if type == target { return value as? T }
    if type is AnyClass { return nil }
    return value as? T
  }

  /// Whether `value` is an object (an instance of a class), by its type alone.
  @inline(__always)
  static func isObject(_ value: Any) -> Bool { Swift.type(of: value) is AnyClass }
}

extension CNumber {
  /// `value as? CNumber`: every operator, condition and conversion asks it, several times per
  /// statement. A value that is a `CNumber` is read where the existential holds it; one that is an
  /// object is not a C scalar (the interpreter never boxes a `CNumber` in an object); anything else
  /// (a number wrapped in an optional) goes through the run time's cast.
  @inline(__always)
  static func cast(_ value: Any?) -> CNumber? {
    if let number = heldDirectly(value) { return number }
    guard let value else { return nil }
    let type = Swift.type(of: value)
    if type == CNumber.self || !(type is AnyClass) { return value as? CNumber }
    return nil
  }

  /// The `CNumber` an `Any?` holds itself, read in place; nil for anything else.
  ///
  /// Swift's ABI lays an `Any` out as a three-word buffer and the type's metadata (an `Any?` is nil
  /// when that word is 0), and keeps a value in the buffer itself when it fits and is plain bits,
  /// as a `CNumber` (24 bytes, no references) is. Comparing the metadata word with `CNumber`'s
  /// and loading the buffer costs a few instructions where `as?` costs a few hundred (the run
  /// time's general cast); `canReadInPlace` checks those sizes once, else every cast takes `as?`.
  @inline(__always)
  private static func heldDirectly(_ value: Any?) -> CNumber? {
    guard canReadInPlace else { return nil }
    return withUnsafePointer(to: value) { pointer -> CNumber? in
      let raw = UnsafeRawPointer(pointer)
      guard raw.load(fromByteOffset: metadataOffset, as: UnsafeRawPointer?.self) == metadata else { return nil }
      return raw.load(as: CNumber.self)
    }
  }

  private static let metadataOffset = 3 * MemoryLayout<Int>.size
  private static let metadata: UnsafeRawPointer? = unsafeBitCast(CNumber.self as Any.Type, to: UnsafeRawPointer.self)
  private static let canReadInPlace =
    MemoryLayout<Any?>.size == 4 * MemoryLayout<Int>.size && MemoryLayout<CNumber>.size <= metadataOffset
    && MemoryLayout<CNumber>.alignment <= MemoryLayout<Int>.alignment && _isPOD(CNumber.self)
}
