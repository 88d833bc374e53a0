import TraceKernel

/// C's aggregates as RAC's own files use them: fixed-size arrays (`RACDisposable
/// *_inlineDisposables[2]`, `id stackbuf[16]`) and structs (`NSFastEnumerationState`, `struct
/// timespec`, Core Foundation's callback structs).
///
/// Both are references here, so that a pointer to one (`state->state`, an array passed as `id *`)
/// reaches the same storage; C's value semantics are kept where C copies: initialising or assigning
/// a struct variable copies the struct (`CFArrayCallBacks callbacks = kCFTypeArrayCallBacks;`).

/// A struct's value: its fields by name, each zero until written.
final package class CStruct: CustomStringConvertible {
  package let layout: CStructLayout
  private(set) var values: [String: Any?]

  package init(layout: CStructLayout) {
    self.layout = layout
    var values: [String: Any?] = [:]
    for field in layout.fields { values[field.name] = ValueDefaults.zero(of: field.type) }
    self.values = values
  }

  private init(layout: CStructLayout, values: [String: Any?]) {
    self.layout = layout
    self.values = values
  }

  package func hasField(_ name: String) -> Bool { layout.fields.contains { $0.name == name } }

  package func field(_ name: String) -> Any? { values[name] ?? nil }

  func type(ofField name: String) -> TypeName? { layout.fields.first { $0.name == name }?.type }

  package func setField(_ name: String, to value: Any?) { values[name] = value }

  /// C's copy: the fields copied, nested structs and arrays too.
  func copy() -> CStruct {
    CStruct(layout: layout, values: values.mapValues { CAggregates.copy($0) })
  }

  package var description: String {
    "(struct \(layout.name)){ "
      + layout.fields.map { ".\($0.name) = \(ValueDescription.describe(field($0.name)))" }.joined(separator: ", ")
      + " }"
  }
}

/// A fixed-size C array; an array parameter (`id stackbuf[]`) receives the same storage.
final package class CArray: CustomStringConvertible {
  private(set) var elementType: TypeName
  package var elements: [Any?]
  /// The value last copied into the array whole, as into a byte buffer (`unsigned char
  /// bytes[size]; [value getValue:bytes];`, NSInvocation+RACTypeParsing.m): the interpreter copies
  /// values, not their bytes, so reading the buffer whole (`-setArgument:bytes atIndex:`,
  /// `+valueWithBytes:bytes objCType:`) gives this value back. Nil until something is copied in.
  package var copiedValue: Any?

  /// Whether it is an array of `char`s, which C reads as the string it holds.
  package var holdsCharacters: Bool {
    elementType.scalarType == .char || elementType.scalarType == .unsignedChar
  }

  /// Its elements read as a C string's bytes: up to the first NUL (or its end).
  package var cStringBytes: [UInt8] {
    var bytes: [UInt8] = []
    for element in elements {
      guard let number = element as? CNumber, number.int64 != 0 else { break }
      bytes.append(UInt8(truncatingIfNeeded: number.int64))
    }
    return bytes
  }

  /// The C string it holds as text (invalid UTF-8 repaired, as `%s` would print it): what
  /// `@(buffer)` boxes a `char *` into.
  package var cStringText: String { String(decoding: cStringBytes, as: UTF8.self) }

  /// Whether `free` was given it (`malloc`'s and `calloc`'s buffers are arrays): a second `free` of
  /// it is a double free, which C leaves undefined and the tool stops at.
  package var isFreed = false

  /// Whether it is `malloc`'s bytes, not typed yet: C's memory has no type of its own, so
  /// `int *numbers = malloc(4 * sizeof(int))` makes it four `int`s, by the pointer it is first
  /// given to (`type(as:)`). Before, it is bytes (`char`s).
  package var isUntyped = false

  /// Types `malloc`'s bytes as elements of `pointee` (as many as fit), each zero, once.
  func type(as pointee: TypeName) {
    guard isUntyped else { return }
    isUntyped = false
    switch pointee {
    case .void, .scalar(.char), .scalar(.unsignedChar): return
    default: break
    }
    let size = max(1, pointee.cSize)
    let count = elements.count / size
    elementType = pointee
    elements = CArray(elementType: pointee, count: count).elements
  }

  /// The C size of one element.
  package var elementSize: Int { max(1, elementType.cSize) }

  /// A zero element, as `calloc` and `memset(…, 0, …)` make it.
  package var zeroElement: Any? { ValueDefaults.zero(of: elementType) }

  /// `value` converted to the element type, as storing it into the array converts it.
  package func element(from value: Any?) -> Any? {
    guard let scalar = elementType.scalarType, let number = CNumber.cast(value) else { return CAggregates.copy(value) }
    return number.converted(to: scalar)
  }

  /// A new array of the same element type and `count` elements, zero (`realloc`'s).
  package func resized(to count: Int) -> CArray {
    let array = CArray(elementType: elementType, count: count)
    for index in 0..<min(count, elements.count) { array.elements[index] = elements[index] }
    array.isUntyped = isUntyped
    return array
  }

  package init(elementType: TypeName, count: Int) {
    self.elementType = elementType
    let zero = ValueDefaults.zero(of: elementType)
    switch zero {
    case is CStruct, is CArray:
      // Each element its own struct or row: one zero shared by all made `g[0][1] = 5` set `g[1][1]`.
      elements = (0..<max(0, count)).map { _ in CAggregates.copy(zero) }
    default:
      elements = Array(repeating: zero, count: max(0, count))
    }
  }

  func copy() -> CArray {
    let copy = CArray(elementType: elementType, count: 0)
    copy.elements = elements.map { CAggregates.copy($0) }
    copy.copiedValue = CAggregates.copy(copiedValue)
    return copy
  }

  package var description: String { "{" + elements.map { ValueDescription.describe($0) }.joined(separator: ", ") + "}" }
}

/// An object kept in a pointer-sized integer by a cast (`(unsigned long)CFBridgingRetain(x)`), as
/// RAC's own code keeps a sequence in `NSFastEnumerationState.state`: equal to no number, and the
/// object again when cast back to a pointer (`(__bridge id)(void *)bits`).
final class ObjectBits {
  let object: Any

  init(_ object: Any) {
    self.object = object
  }

  /// The integer the cast gives, where code uses it as one (RACEmptySequence's `-hash` is
  /// `(NSUInteger)(__bridge void *)self`, boxed by RAC's specs): the made-up address the object's
  /// description prints, so equal for the same object and different for two.
  var address: UInt64 {
    guard type(of: object) is AnyClass else { return 0 }
    return UInt64(ObjectAddress.of(object as AnyObject).dropFirst(2), radix: 16) ?? 0
  }
}

/// A pointer into a C array past its start (`indexes + offset`): reads through `[i]` from there.
final package class CArrayPointer {
  package let array: CArray
  package let offset: Int

  package init(array: CArray, offset: Int) {
    self.array = array
    self.offset = offset
  }

  /// Whether it points into an array of `char`s, which C reads as the string from here on.
  package var holdsCharacters: Bool { array.holdsCharacters }

  /// The C string from here on: the bytes up to the first NUL (or the array's end).
  package var cStringBytes: [UInt8] {
    var bytes: [UInt8] = []
    for element in array.elements.dropFirst(max(0, offset)) {
      guard let number = element as? CNumber, number.int64 != 0 else { break }
      bytes.append(UInt8(truncatingIfNeeded: number.int64))
    }
    return bytes
  }

  /// `value` as a pointer into an array: itself, or an array's name, which C reads as a pointer to
  /// its first element; nil for anything else.
  package static func decayed(_ value: Any?) -> CArrayPointer? {
    if let pointer = value as? CArrayPointer { return pointer }
    return (value as? CArray).map { CArrayPointer(array: $0, offset: 0) }
  }
}

/// `{ .tv_sec = 1, .tv_nsec = 2 }`, `{ 0 }`: what a brace initializer evaluated to, before the
/// declaration's type makes it a struct or an array.
struct InitializerListValue {
  let elements: [(designator: InitializerDesignator?, value: Any?)]
  /// Where each element is written (`InitializerList.places`).
  var places: [SourceLocation] = []
  /// Whether it is the rest of a designator chain (`.origin.x = 1` is `.origin` then `{.x = 1}`):
  /// it sets its part of what the element already holds, where a list of its own replaces it.
  var continuesDesignator = false
}

package enum CAggregates {
  /// The value a C assignment stores: a copy of a struct or array, anything else as it is.
  package static func copy(_ value: Any?) -> Any? {
    switch value {
    case let structure as CStruct: return structure.copy()
    case let array as CArray: return array.copy()
    default: return value
    }
  }
}
