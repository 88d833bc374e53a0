import Foundation

/// C's operators on the interpreter's values: truth, arithmetic with the usual conversions,
/// comparisons (of objects by identity, as Objective-C compares pointers), assignment with the
/// conversion to the target's type, casts, `&`, and subscripts.
extension Interpreter {
  package func unary(_ op: UnaryExpression.Operator, _ value: Any?, at location: SourceLocation) throws -> Any? {
    if op == .not { return CNumber.int(try COperators.isTrue(value, at: location) ? 0 : 1) }
    guard let number = try numeric(value, at: location, for: op.rawValue) else { return CNumber.int(0) }
    let type = number.isFloatingPoint ? number.type : CNumber.promoted(number.type)
    switch op {
    case .negate:
      return number.isFloatingPoint
        ? CNumber(real: -number.real, type: type) : CNumber(integer: 0 &- number.int64, type: type)
    case .plus:
      return number.converted(to: type)
    case .bitwiseNot:
      guard !number.isFloatingPoint else { throw fail("'~' needs an integer", at: location) }
      return CNumber(integer: ~number.int64, type: type)
    default:
      return value
    }
  }

  /// A number operand of an arithmetic operator; nil (Objective-C's nil, or a message to nil) counts
  /// as 0; an object is an error, as the compiler would make it.
  private func numeric(_ value: Any?, at location: SourceLocation, for op: String) throws -> CNumber? {
    if let number = CNumber.cast(value) { return number }
    switch value {
    case nil: return CNumber.int(0)
    default:
      throw fail(
        "invalid operand to '\(op)': '\(className(of: value ?? 0)) *' is an object, not a number (send it -integerValue or -doubleValue)",
        at: location)
    }
  }

  /// `left op right`; `code` is `op` decided when it was parsed (nil: an operator this does not
  /// know), `op` the text errors quote.
  package func binary(_ code: BinaryOperator?, _ op: String, _ left: Any?, _ right: Any?, at location: SourceLocation)
    throws -> Any?
  {
    let leftNumber = CNumber.cast(left)
    let rightNumber = CNumber.cast(right)
    // Pointer arithmetic over a C array (`indexes + offset`, RACIndexSetSequence's).
    if leftNumber == nil, code == .add || code == .subtract, let distance = rightNumber, !distance.isFloatingPoint,
      let array = CArrayPointer.decayed(left)
    {
      let step = Int(truncatingIfNeeded: distance.int64)
      let (offset, overflow) =
        code == .add ? array.offset.addingReportingOverflow(step) : array.offset.subtractingReportingOverflow(step)
      guard !overflow, offset >= 0, offset <= array.array.elements.count else {
        throw fail("pointer arithmetic leaves the array of \(array.array.elements.count)", at: location)
      }
      return CArrayPointer(array: array.array, offset: offset)
    }
    // Two pointers into one array (`p < end`, `end - p`): compared and subtracted by their offsets.
    if leftNumber == nil, rightNumber == nil,
      let a = CArrayPointer.decayed(left), let b = CArrayPointer.decayed(right),
      a.array === b.array
    {
      switch code {
      case .subtract: return CNumber(integer: Int64(a.offset - b.offset), type: .long)
      case .less: return CNumber.int(a.offset < b.offset ? 1 : 0)
      case .greater: return CNumber.int(a.offset > b.offset ? 1 : 0)
      case .lessOrEqual: return CNumber.int(a.offset <= b.offset ? 1 : 0)
      case .greaterOrEqual: return CNumber.int(a.offset >= b.offset ? 1 : 0)
      default: break
      }
    }
    // A C string and an offset (`argType++` past a type qualifier): the string from that byte on.
    if leftNumber == nil, code == .add, let text = left as? CString, let distance = rightNumber,
      !distance.isFloatingPoint
    {
      let bytes = Array(text.string.utf8)
      guard distance.int64 >= 0, distance.int64 <= Int64(bytes.count) else {
        throw fail("pointer arithmetic leaves the C string of \(bytes.count) bytes", at: location)
      }
      return CString(string: String(decoding: bytes.dropFirst(Int(distance.int64)), as: UTF8.self))
    }
    if code == .equal || code == .notEqual {
      if leftNumber == nil || rightNumber == nil {
        let same = COperators.identical(left, right)
        return CNumber.int((code == .equal) == same ? 1 : 0)
      }
    }
    guard let a = try leftNumber ?? numeric(left, at: location, for: op),
      let b = try rightNumber ?? numeric(right, at: location, for: op)
    else {
      return CNumber.int(0)
    }
    return try COperators.arithmetic(code, op, a, b, at: location)
  }

  /// `converted(_:to:at:)` in place: a value the conversion leaves as it is (an object where an
  /// object goes, every block argument and result of scenario 1) is not copied.
  func convert(_ value: inout Any?, to type: TypeName, at location: SourceLocation) throws {
    switch type {
    case .id, .object, .classType, .block, .typeOf:
      guard let number = CNumber.cast(value) else { return }
      if !number.isFloatingPoint, number.bits == 0 {
        value = nil
        return
      }
      throw fail(
        "implicit conversion of '\(number.type)' to an object is disallowed with ARC (box it: @(…))", at: location)
    case .scalar(let scalar):
      // A number (a `BOOL` block's `return value % 2 == 0`) is taken out and converted, so that the
      // optional it leaves is nil when it is assigned over.
      if let number = FastCast.takePlain(&value, CNumber.self) {
        value = number.converted(to: scalar)
        return
      }
      value = try converted(value, to: type, at: location)
    default:
      value = try converted(value, to: type, at: location)
    }
  }

  /// The value converted to a declared type: C's conversions between scalars, none between objects
  /// (Objective-C checks no object types at run time); a scalar where an object goes (or the other
  /// way round) is the error clang reports.
  package func converted(_ value: Any?, to type: TypeName, at location: SourceLocation) throws -> Any? {
    switch type {
    case .scalar(let scalar):
      if let number = CNumber.cast(value) { return number.converted(to: scalar) }
      switch value {
      case nil: return CNumber(integer: 0, type: scalar)
      // A boxed integer where a scalar parameter is declared (`-rac_liftSelector:`'s arguments, an
      // `NSInvocation`'s): unboxed, as a real `NSNumber` is through `Int` below.
      case let tagged as TaggedNumber: return tagged.number.converted(to: scalar)
      case let bits as ObjectBits: return bits
      case let bool as Bool: return CNumber.bool(bool).converted(to: scalar)
      case let integer as Int: return CNumber.long(integer).converted(to: scalar)
      case let double as Double: return CNumber.double(double).converted(to: scalar)
      default:
        throw fail(
          "incompatible conversion of '\(className(of: value ?? 0)) *' to '\(scalar)' (send it -\(scalar.isFloatingPoint ? "doubleValue" : scalar == .bool ? "boolValue" : "integerValue"))",
          at: location)
      }
    case .id, .object, .classType, .block, .typeOf:
      if let number = CNumber.cast(value) {
        if !number.isFloatingPoint, number.bits == 0 { return nil }
        throw fail(
          "implicit conversion of '\(number.type)' to an object is disallowed with ARC (box it: @(…))", at: location)
      }
      return value
    case .void:
      return nil
    case .cStruct, .array:
      return try aggregate(value, of: type, at: location)
    case .pointer(let pointee):
      if let buffer = value as? CArray, buffer.isUntyped { buffer.type(as: pointee) }
      return value
    default:
      return value
    }
  }

  /// A struct or array a declaration, an assignment or a compound literal makes: from a brace
  /// initializer or a string (`AggregateInitialization`), or a copy of another.
  func aggregate(_ value: Any?, of type: TypeName, at location: SourceLocation) throws -> Any? {
    switch (type, value) {
    case (_, nil):
      return ValueDefaults.zero(of: type)
    case (.cStruct, let list as InitializerListValue), (.array, let list as InitializerListValue):
      return try AggregateInitialization(interpreter: self, location: location).make(type, from: list)
    case (.cStruct, let structure as CStruct):
      return structure.copy()
    case (.array(let element, let count), let text as CString)
    where element.scalarType == .char || element.scalarType == .unsignedChar:
      return try AggregateInitialization(interpreter: self, location: location).characters(
        text, count: count, element: element)
    case (.array, let array as CArray):
      return array
    default:
      throw fail(
        "initializing '\(type)' with a value of type '\(className(of: value ?? 0))'",
        at: location)
    }
  }

  /// `(type)value`.
  func cast(_ value: Any?, to type: TypeName, at location: SourceLocation) throws -> Any? {
    switch type {
    case .cStruct, .array: return try aggregate(value, of: type, at: location)
    case .scalar(let scalar):
      switch value {
      case let number as CNumber: return number.converted(to: scalar)
      case nil: return CNumber(integer: 0, type: scalar)
      // A boxed integer where a scalar parameter is declared (`-rac_liftSelector:`'s arguments, an
      // `NSInvocation`'s): unboxed, as a real `NSNumber` is through `Int` below.
      case let tagged as TaggedNumber: return tagged.number.converted(to: scalar)
      case let bits as ObjectBits: return bits
      case let object? where run.file(of: location).kind == .library && scalar.bitWidth == 64:
        // A library keeps an object in a pointer-sized integer (RACSequence.m's fast enumeration
        // state: `(unsigned long)CFBridgingRetain(sequence)`); it gets the object back by a cast.
        return ObjectBits(object)
      default:
        throw fail(
          "casting an object ('\(className(of: value ?? 0)) *') to '\(scalar)' gives its address; send it -integerValue instead",
          at: location)
      }
    case .void: return nil
    default:
      if case .pointer(let pointee) = type, let buffer = value as? CArray, buffer.isUntyped { buffer.type(as: pointee) }
      if let number = value as? CNumber, !number.isFloatingPoint, number.bits == 0 { return nil }
      if let bits = value as? ObjectBits { return bits.object }
      return value
    }
  }

  // MARK: - Subscripts and enumeration
}
