import Foundation

/// Casts of the interpreter's values that skip the run time's general cast (`swift_dynamicCast`)
/// where the answer can be read off the value: every interpreted expression asks a few (is this a
/// C scalar? a block? an instance of the snippet's classes?), and a general cast from `Any` costs
/// a few hundred instructions, a failing one to a struct more (it asks the conformance tables
/// whether the value bridges).
///
/// Swift's ABI lays an `Any` out as a three-word buffer followed by the type metadata of what it
/// holds (an `Any?` is nil when that word is 0), and keeps the value in the buffer itself when it
/// fits and is plain bits or a single object reference: a `CNumber` (24 bytes, no references) or
/// any class instance. Where the metadata word is the type asked for, the value is read in place;
/// `layoutIsKnown` checks those sizes, and every other case takes `as?`.
public enum FastCast {
  /// `value as? T` for a final class `T`: read in place when the value is held as a `T`; a value
  /// of another class can never be one (no subclass, and Foundation's box for Swift values holds
  /// only values that are not objects).
  @inlinable @inline(__always)
  public static func object<T: AnyObject>(_ value: Any?, _ target: T.Type) -> T? {
    guard layoutIsKnown else { return value as? T }
    let found = withUnsafePointer(to: value) { pointer -> (object: T?, isKnown: Bool) in
      let raw = UnsafeRawPointer(pointer)
      guard let word = raw.load(fromByteOffset: metadataOffset, as: UnsafeRawPointer?.self) else { return (nil, true) }
      // A number is never a `T`: a C scalar is no object, and a tagged number bridges only to
      // `NSNumber` and its superclasses (the run time's cast would make one to find that out).
      if isPlainNumber(word), !(NSNumber.self is T.Type) { return (nil, true) }
      guard word == metadata(of: target) || isClass(word) else { return (nil, false) }
      // An object held as `T` or as one of its superclasses (`CoreObject`): its own class says.
      let object = Unmanaged<AnyObject>.fromOpaque(raw.load(as: UnsafeRawPointer.self)).takeUnretainedValue()
      return (Swift.type(of: object) == target ? unsafeDowncast(object, to: T.self) : nil, true)
    }
    return found.isKnown ? found.object : value as? T
  }

  /// The object `value` holds when it is held as a `T` itself (not as a superclass, a protocol or
  /// `AnyObject`), read in place; nil otherwise, which says nothing about what `as? T` would say.
  @inlinable @inline(__always)
  public static func exactly<T: AnyObject>(_ value: Any?, _ target: T.Type) -> T? {
    guard layoutIsKnown else { return nil }
    return withUnsafePointer(to: value) { object(at: UnsafeRawPointer($0), target) }
  }

  /// `exactly` for a value already unwrapped (an `Any` has the layout of a non-nil `Any?`).
  @inlinable @inline(__always)
  public static func exactly<T: AnyObject>(_ value: Any, _ target: T.Type) -> T? {
    guard layoutIsKnown else { return nil }
    return withUnsafePointer(to: value) { object(at: UnsafeRawPointer($0), target) }
  }

  @inlinable @inline(__always)
  static func object<T: AnyObject>(at raw: UnsafeRawPointer, _ target: T.Type) -> T? {
    guard raw.load(fromByteOffset: metadataOffset, as: UnsafeRawPointer?.self) == metadata(of: target) else {
      return nil
    }
    return Unmanaged<T>.fromOpaque(raw.load(as: UnsafeRawPointer.self)).takeUnretainedValue()
  }

  /// The value `value` holds when it is held as a `T` itself and `T` is plain bits that fit the
  /// buffer (`CNumber`), read in place; nil otherwise.
  @inlinable @inline(__always)
  public static func plainValue<T>(_ value: Any?, _ target: T.Type) -> T? {
    guard _isPOD(T.self) else { return nil }
    return heldInPlace(value, target)
  }

  /// `plainValue` of the `Any?` stored at `raw` (a box's storage), read in place.
  @inlinable @inline(__always)
  package static func plainValue<T>(at raw: UnsafeRawPointer, _ target: T.Type) -> T? {
    guard _isPOD(T.self), fitsInPlace(target),
      raw.load(fromByteOffset: metadataOffset, as: UnsafeRawPointer?.self) == metadata(of: target)
    else { return nil }
    return raw.load(as: T.self)
  }

  /// `plainValue`, taking the value out: the optional is left nil (its metadata word cleared; a
  /// plain value holds no reference to release), so that destroying it afterwards costs the check
  /// for nil alone, not the witnesses' destroy of a `T` in an `Any`. nil, and the optional left as
  /// it was, when it holds anything else.
  @inlinable @inline(__always)
  package static func takePlain<T>(_ value: inout Any?, _ target: T.Type) -> T? {
    guard _isPOD(T.self), fitsInPlace(target) else { return nil }
    return withUnsafeMutablePointer(to: &value) { pointer -> T? in
      let raw = UnsafeMutableRawPointer(pointer)
      guard raw.load(fromByteOffset: metadataOffset, as: UnsafeRawPointer?.self) == metadata(of: target) else {
        return nil
      }
      let taken = raw.load(as: T.self)
      raw.storeBytes(of: nil, toByteOffset: metadataOffset, as: UnsafeRawPointer?.self)
      return taken
    }
  }

  /// Writes `newValue` over the plain `T` the `Any?` at `raw` holds as itself (an assignment: the
  /// old value holds no reference). Returns false, having written nothing, when it holds anything
  /// else.
  @inlinable @inline(__always)
  package static func overwritePlain<T>(at raw: UnsafeMutableRawPointer, with newValue: T) -> Bool {
    guard _isPOD(T.self), fitsInPlace(T.self),
      raw.load(fromByteOffset: metadataOffset, as: UnsafeRawPointer?.self) == metadata(of: T.self)
    else { return false }
    raw.storeBytes(of: newValue, as: T.self)
    return true
  }

  /// Whether a `T` is kept in an `Any`'s buffer, where `FastCast` reads it.
  @inlinable @inline(__always)
  static func fitsInPlace<T>(_ target: T.Type) -> Bool {
    layoutIsKnown && MemoryLayout<T>.size <= metadataOffset && MemoryLayout<T>.alignment <= MemoryLayout<Int>.alignment
  }

  /// The value `value` holds when it is held as a `T` itself and `T` is a struct the buffer keeps
  /// in place (at most three words of references and bits, such as `ClassValue`'s string and
  /// array), read in place (a copy); nil otherwise, which says nothing about what `as? T` would say.
  @inlinable @inline(__always)
  public static func inlineStruct<T>(_ value: Any, _ target: T.Type) -> T? {
    heldInPlace(value, target)
  }

  /// What `plainValue` and `inlineStruct` share: `holder` (an `Any` or an `Any?`, laid out alike:
  /// nil is a null metadata word) holds a `T` in its buffer when its metadata word is `T`'s.
  @inlinable @inline(__always)
  static func heldInPlace<Holder, T>(_ holder: Holder, _ target: T.Type) -> T? {
    guard layoutIsKnown, MemoryLayout<T>.size <= metadataOffset,
      MemoryLayout<T>.alignment <= MemoryLayout<Int>.alignment
    else { return nil }
    return withUnsafePointer(to: holder) { pointer -> T? in
      let raw = UnsafeRawPointer(pointer)
      guard raw.load(fromByteOffset: metadataOffset, as: UnsafeRawPointer?.self) == metadata(of: target) else {
        return nil
      }
      return raw.load(as: T.self)
    }
  }

  /// `Swift.type(of:)` of what `value` holds (nil for nil), read in place rather than copied out of
  /// the optional: an object's own class, the type of a struct or enum held as itself; anything
  /// else (an existential's box) is unwrapped and asked.
  @inlinable @inline(__always)
  public static func dynamicType(of value: Any?) -> Any.Type? {
    guard layoutIsKnown else { return value.map { Swift.type(of: $0) } }
    let found = withUnsafePointer(to: value) { pointer -> (type: Any.Type?, isKnown: Bool) in
      let raw = UnsafeRawPointer(pointer)
      guard let word = raw.load(fromByteOffset: metadataOffset, as: UnsafeRawPointer?.self) else { return (nil, true) }
      if isClass(word) {
        let object = Unmanaged<AnyObject>.fromOpaque(raw.load(as: UnsafeRawPointer.self)).takeUnretainedValue()
        return (Swift.type(of: object), true)
      }
      // Struct, enum and optional metadata (ABI: MetadataKind 0x200–0x202) are the type itself.
      let kind = word.load(as: UInt.self)
      guard kind >= 0x200, kind <= 0x202 else { return (nil, false) }
      return (unsafeBitCast(word, to: Any.Type.self), true)
    }
    return found.isKnown ? found.type : value.map { Swift.type(of: $0) }
  }

  /// `Swift.type(of:)` of a value that is not nil, read in place as `dynamicType(of:)` reads it
  /// (the run time's `swift_getDynamicType` asks more: every send and property read asks this).
  @inlinable @inline(__always)
  public static func dynamicType(ofValue value: Any) -> Any.Type {
    guard layoutIsKnown else { return Swift.type(of: value) }
    let found = withUnsafePointer(to: value) { pointer -> Any.Type? in
      let raw = UnsafeRawPointer(pointer)
      guard let word = raw.load(fromByteOffset: metadataOffset, as: UnsafeRawPointer?.self) else { return nil }
      if isClass(word) {
        let object = Unmanaged<AnyObject>.fromOpaque(raw.load(as: UnsafeRawPointer.self)).takeUnretainedValue()
        return Swift.type(of: object)
      }
      let kind = word.load(as: UInt.self)
      guard kind >= 0x200, kind <= 0x202 else { return nil }
      return unsafeBitCast(word, to: Any.Type.self)
    }
    return found ?? Swift.type(of: value)
  }

  /// Whether `value` is an object (an instance of a class), by its type alone.
  @inlinable @inline(__always)
  public static func isObject(_ value: Any) -> Bool { Swift.type(of: value) is AnyClass }

  /// What an `Any?` holds, told by its metadata word without copying it out: nil, a value held as
  /// `T` itself, an object, or something else (which only a cast can see into).
  public enum Held {
    case none, exactly, object, other

    /// nil or an object: never a C scalar, whatever `T` was asked about (an object parameter or
    /// return takes it as it is).
    var isObjectOrNil: Bool { self == .none || self == .object }
  }

  /// `held` for the type `T`; an object is told by its metadata's kind (`isClass`).
  @inlinable @inline(__always)
  public static func held<T>(_ value: Any?, as target: T.Type) -> Held {
    guard layoutIsKnown else {
      guard let value else { return .none }
      let type = Swift.type(of: value)
      return type == target ? .exactly : type is AnyClass ? .object : .other
    }
    return withUnsafePointer(to: value) { pointer -> Held in
      guard let word = UnsafeRawPointer(pointer).load(fromByteOffset: metadataOffset, as: UnsafeRawPointer?.self) else {
        return .none
      }
      if word == metadata(of: target) { return .exactly }
      return isClass(word) ? .object : .other
    }
  }

  /// Copies the `Any?` at `source` into `destination` as its bytes when that is a whole copy: nil, a
  /// `CNumber` or `TaggedNumber` (plain bits), or a Swift object (retained first). Swift's own copy of an `Any?` goes
  /// through three generic value witnesses (the optional's, the existential's, the held type's),
  /// 100 to 140 instructions, at every variable read and block argument (issue 37). `destination`
  /// must hold nil or be uninitialised (its old bytes are overwritten, not released). Returns false,
  /// having copied nothing, for any other value.
  @inline(__always)
  package static func copyBits(from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer) -> Bool {
    guard layoutIsKnown else { return false }
    if let word = source.load(fromByteOffset: metadataOffset, as: UnsafeRawPointer?.self) {
      if isRetainableClass(word) {
        _ = Unmanaged<AnyObject>.fromOpaque(source.load(as: UnsafeRawPointer.self)).retain()
      } else if !isPlainNumber(word) {
        return false
      }
    }
    destination.copyMemory(from: source, byteCount: MemoryLayout<Any?>.size)
    return true
  }

  /// A copy of the `Any?` stored at `source`, made by `copyBits` where it can be (read in place: the
  /// pointer is the storage itself, a box's or an array's, so no temporary is made to take it).
  @inline(__always)
  package static func copy(of source: UnsafePointer<Any?>) -> Any? {
    var copy: Any? = nil
    let copied = withUnsafeMutablePointer(to: &copy) {
      copyBits(from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer($0))
    }
    return copied ? copy : source.pointee
  }

  /// Makes the `Any?` at `pointer` nil, then releases the object it held, when it held nil, a
  /// `CNumber`, a `TaggedNumber` or a Swift object: what assigning nil does (the new value stored before the old one
  /// is released), without the generic value witnesses' destroy. Returns false, having changed
  /// nothing, for any other value.
  @inline(__always)
  package static func clearBits(_ pointer: UnsafeMutableRawPointer) -> Bool {
    guard layoutIsKnown else { return false }
    guard let word = pointer.load(fromByteOffset: metadataOffset, as: UnsafeRawPointer?.self) else { return true }
    if isRetainableClass(word) {
      let object = pointer.load(as: UnsafeRawPointer.self)
      pointer.storeBytes(of: nil, toByteOffset: metadataOffset, as: UnsafeRawPointer?.self)
      Unmanaged<AnyObject>.fromOpaque(object).release()
      return true
    }
    guard isPlainNumber(word) else { return false }
    pointer.storeBytes(of: nil, toByteOffset: metadataOffset, as: UnsafeRawPointer?.self)
    return true
  }

  /// Whether type metadata is a `CNumber`'s or a `TaggedNumber`'s: plain bits in the buffer, copied
  /// and cleared as bytes.
  @usableFromInline
  static func isPlainNumber(_ metadata: UnsafeRawPointer) -> Bool {
    metadata == self.metadata(of: CNumber.self) || metadata == self.metadata(of: TaggedNumber.self)
  }

  /// The Swift object the `Any?` at `pointer` holds (a box's storage), read in place without
  /// copying the optional: nil for nil and for anything that is not a Swift object.
  @inline(__always)
  package static func swiftObject(at pointer: UnsafeRawPointer) -> AnyObject? {
    guard layoutIsKnown, let word = pointer.load(fromByteOffset: metadataOffset, as: UnsafeRawPointer?.self),
      isRetainableClass(word)
    else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(pointer.load(as: UnsafeRawPointer.self)).takeUnretainedValue()
  }

  /// Whether the `Any?` at `pointer` is nil, by its metadata word (false when the layout is not the
  /// one `FastCast` reads).
  @inline(__always)
  package static func holdsNil(_ pointer: UnsafeRawPointer) -> Bool {
    layoutIsKnown && pointer.load(fromByteOffset: metadataOffset, as: UnsafeRawPointer?.self) == nil
  }

  /// Whether type metadata is a class whose instances a retain through `Unmanaged<AnyObject>`
  /// keeps: a Swift class (kind 0 on Linux, an isa pointer on Darwin). Objective-C class wrappers
  /// and foreign classes take Swift's own copy.
  @inlinable @inline(__always)
  static func isRetainableClass(_ metadata: UnsafeRawPointer) -> Bool {
    let kind = metadata.load(as: UInt.self)
    return kind == 0 || kind > 0x7FF
  }

  /// Whether type metadata is a class's: its kind word is 0 for a Swift class, a pointer above the
  /// enumerated kinds for an Objective-C class's isa, 0x305 for an Objective-C class wrapper and
  /// 0x203 for a foreign class (ABI: MetadataKind).
  @inlinable @inline(__always)
  static func isClass(_ metadata: UnsafeRawPointer) -> Bool {
    let kind = metadata.load(as: UInt.self)
    return kind == 0 || kind > 0x7FF || kind == 0x305 || kind == 0x203
  }

  @inlinable static var metadataOffset: Int { 3 * MemoryLayout<Int>.size }

  @inlinable @inline(__always)
  static var layoutIsKnown: Bool { MemoryLayout<Any?>.size == 4 * MemoryLayout<Int>.size }

  @inlinable @inline(__always)
  static func metadata(of type: Any.Type) -> UnsafeRawPointer? {
    unsafeBitCast(type, to: UnsafeRawPointer.self)
  }
}

extension CNumber {
  /// `value as? CNumber`: every operator, condition and conversion asks it, several times per
  /// statement. A value held as a `CNumber` is read in place (`FastCast`); one that is an object or
  /// a tagged number is not a C scalar (the interpreter never boxes a `CNumber` in an object);
  /// anything else (a number
  /// wrapped in an optional) goes through the run time's cast.
  @inlinable @inline(__always)
  package static func cast(_ value: Any?) -> CNumber? {
    if let number = FastCast.plainValue(value, CNumber.self) { return number }
    switch FastCast.held(value, as: TaggedNumber.self) {
    // A tagged number is an object to the program (`@(i)`), never a scalar.
    case .none, .object, .exactly: return nil
    case .other: return value as? CNumber
    }
  }
}
