import Foundation

/// C's operators on the interpreter's values that need nothing of the running program: truth,
/// pointer identity, arithmetic with the usual conversions, checked array indexes, and the shape of
/// fast enumeration. The interpreter's tree-walk (`Interpreter+Operators`) applies them; natives use
/// them as the program's code would (a condition, `==`).
package enum COperators {
  /// C's truth for a condition: non-zero numbers, non-nil objects. The location is asked for only
  /// for the error (a condition's location is read through its protocol and copied otherwise).
  package static func isTrue(_ value: Any?, at location: @autoclosure () -> SourceLocation) throws -> Bool {
    // A number or an object is told without copying the value out of the optional.
    if let number = CNumber.cast(value) { return number.isTrue }
    switch FastCast.held(value, as: TaggedNumber.self) {
    case .none: return false
    case .object, .exactly: return true
    case .other: break
    }
    guard let value else { return false }
    if let number = CNumber.cast(value) { return number.isTrue }
    if !FastCast.isObject(value), value is ObjCStruct {
      throw RuntimeError.failure(message: "a struct cannot be used as a condition", location: location())
    }
    return true
  }

  /// `==` on pointers: the same object. Strings and numbers compare by value (the same literal is
  /// one object in Objective-C, and small numbers are tagged pointers); `nil == 0` holds. C strings
  /// are values here, with no address: two of the same text are one, so a `strstr` result equals
  /// the string searched exactly when the needle is at its start, as RAC's KVO wrapper asks
  /// (`strstr(attributes->type, @encode(id)) == attributes->type`). Two evaluations of `&x` are two
  /// pointer values with one target, as two of `a + 1` are with one array and offset: C compares the
  /// addresses (`static void *Context = &Context;` then `context == &Context` in a KVO callback).
  package static func identical(_ left: Any?, _ right: Any?) -> Bool {
    switch (left, right) {
    case (nil, nil): return true
    case (nil, let number as CNumber), (let number as CNumber, nil): return !number.isTrue
    case (nil, _), (_, nil): return false
    case (let a as String, let b as String): return a == b
    case (let a as TaggedNumber, let b as TaggedNumber): return a.isEqualNumber(b)
    case (let a as NSNumber, let b as NSNumber): return a.isEqual(b)
    case (let a as ClassValue, let b as ClassValue): return a.name == b.name
    case (let a as SelectorValue, let b as SelectorValue): return a.name == b.name
    case (let a as CString, let b as CString): return a.string == b.string
    case (let a as ObjCPointer, let b as ObjCPointer):
      guard let target = a.target, let other = b.target else { return a === b }
      return target === other
    case (let a?, let b?):
      guard type(of: a) is AnyClass, type(of: b) is AnyClass else { return false }
      if (a as AnyObject) === (b as AnyObject) { return true }
      guard let a = CArrayPointer.decayed(a), let b = CArrayPointer.decayed(b) else { return false }
      return a.array === b.array && a.offset == b.offset
    }
  }

  /// `a op b` on two C scalars: what `binary` does once both operands are numbers (the expression
  /// visitor calls it directly for a number and an integer literal, `i < 100000`, `n % 2`).
  ///
  /// Its result is always a number, typed as one: an operator's operand that is itself an operator
  /// (`value.integerValue % 2 == 0`) is never wrapped in an `Any?` (`ScalarEvaluator`).
  static func arithmetic(_ code: BinaryOperator?, _ op: String, _ a: CNumber, _ b: CNumber, at location: SourceLocation)
    throws -> CNumber
  {
    // Two `int`s or `NSInteger`s (nearly every operator of a loop or a block) inline; shifts (for
    // which `wideSignedArithmetic` answers nil), narrower, unsigned and floating operands out of
    // line, so that the common case's code stays a few cache lines (issue 37).
    if let result = try wideSignedArithmetic(code, op, a, b, at: location) { return result }
    return try otherArithmetic(code, op, a, b, at: location)
  }

  /// `arithmetic` of any operands but two signed integers of `int`'s rank or above, and of shifts.
  @inline(never)
  private static func otherArithmetic(
    _ code: BinaryOperator?, _ op: String, _ a: CNumber, _ b: CNumber, at location: SourceLocation
  ) throws -> CNumber {
    if code == .shiftLeft || code == .shiftRight {
      guard !a.isFloatingPoint, !b.isFloatingPoint else {
        throw RuntimeError.failure(message: "'\(op)' needs integers", location: location)
      }
      let type = CNumber.promoted(a.type)
      let count = Int(truncatingIfNeeded: b.int64)
      if type.isSigned {
        return CNumber(integer: code == .shiftLeft ? a.int64 << count : a.int64 >> count, type: type)
      }
      let bits = a.uint64
      return CNumber(unsigned: code == .shiftLeft ? bits << count : bits >> count, type: type)
    }
    // Two integers of one type that needs no promotion (an `NSInteger` loop counter and its bound)
    // compute in that type as they are.
    let type =
      a.type == b.type && CNumber.promoted(a.type) == a.type ? a.type : CNumber.commonType(a.type, b.type)
    if type.isFloatingPoint {
      let x = a.double
      let y = b.double
      switch code {
      case .add: return CNumber(real: x + y, type: type)
      case .subtract: return CNumber(real: x - y, type: type)
      case .multiply: return CNumber(real: x * y, type: type)
      case .divide: return CNumber(real: x / y, type: type)
      case .less: return CNumber.int(x < y ? 1 : 0)
      case .greater: return CNumber.int(x > y ? 1 : 0)
      case .lessOrEqual: return CNumber.int(x <= y ? 1 : 0)
      case .greaterOrEqual: return CNumber.int(x >= y ? 1 : 0)
      case .equal: return CNumber.int(x == y ? 1 : 0)
      case .notEqual: return CNumber.int(x != y ? 1 : 0)
      default:
        throw RuntimeError.failure(message: "'\(op)' needs integers, not floating-point values", location: location)
      }
    }
    let left = a.converted(to: type)
    let right = b.converted(to: type)
    if type.isSigned {
      if let result = try signed(code, left.int64, right.int64, type: type, at: location) { return result }
      throw RuntimeError.failure(message: "unknown operator '\(op)'", location: location)
    }
    let x = left.uint64
    let y = right.uint64
    switch code {
    case .add: return CNumber(unsigned: x &+ y, type: type)
    case .subtract: return CNumber(unsigned: x &- y, type: type)
    case .multiply: return CNumber(unsigned: x &* y, type: type)
    case .divide, .remainder:
      guard y != 0 else { throw RuntimeError.failure(message: "division by zero", location: location) }
      return CNumber(unsigned: code == .divide ? x / y : x % y, type: type)
    case .bitwiseAnd: return CNumber(unsigned: x & y, type: type)
    case .bitwiseOr: return CNumber(unsigned: x | y, type: type)
    case .bitwiseXor: return CNumber(unsigned: x ^ y, type: type)
    case .less: return CNumber.int(x < y ? 1 : 0)
    case .greater: return CNumber.int(x > y ? 1 : 0)
    case .lessOrEqual: return CNumber.int(x <= y ? 1 : 0)
    case .greaterOrEqual: return CNumber.int(x >= y ? 1 : 0)
    case .equal: return CNumber.int(x == y ? 1 : 0)
    case .notEqual: return CNumber.int(x != y ? 1 : 0)
    default: throw RuntimeError.failure(message: "unknown operator '\(op)'", location: location)
    }
  }

  /// `a op b` for two signed integers of `int`'s rank or above (an `NSInteger` and an `int`
  /// literal: `i < 100000`, `x * 3`, `n % 2`): their common type is the wider one, which holds both
  /// values as they are, so they compute without the usual conversions' look-ups (`commonType`,
  /// `converted`), exactly as `arithmetic` would. nil for any other operands or operator.
  @inline(__always)
  private static func wideSignedArithmetic(
    _ code: BinaryOperator?, _ op: String, _ a: CNumber, _ b: CNumber, at location: SourceLocation
  ) throws -> CNumber? {
    let type: CScalarType
    switch (a.type, b.type) {
    case (.long, .long), (.long, .int): type = .long
    case (.int, .long): type = .long
    case (.int, .int): type = .int
    default: return nil
    }
    return try signed(code, a.bits, b.bits, type: type, at: location)
  }

  /// `x op y` in the signed integer type `type`, as C computes it (wrapping; a division by zero is
  /// an error); nil for an operator that is neither arithmetic, bitwise nor a comparison.
  @inline(__always)
  private static func signed(
    _ code: BinaryOperator?, _ x: Int64, _ y: Int64, type: CScalarType, at location: SourceLocation
  ) throws -> CNumber? {
    switch code {
    case .add: return CNumber(integer: x &+ y, type: type)
    case .subtract: return CNumber(integer: x &- y, type: type)
    case .multiply: return CNumber(integer: x &* y, type: type)
    case .divide, .remainder:
      guard y != 0 else { throw divisionByZero(at: location) }
      let result =
        code == .divide
        ? x.dividedReportingOverflow(by: y).partialValue : x.remainderReportingOverflow(dividingBy: y).partialValue
      return CNumber(integer: result, type: type)
    case .bitwiseAnd: return CNumber(integer: x & y, type: type)
    case .bitwiseOr: return CNumber(integer: x | y, type: type)
    case .bitwiseXor: return CNumber(integer: x ^ y, type: type)
    case .less: return CNumber.int(x < y ? 1 : 0)
    case .greater: return CNumber.int(x > y ? 1 : 0)
    case .lessOrEqual: return CNumber.int(x <= y ? 1 : 0)
    case .greaterOrEqual: return CNumber.int(x >= y ? 1 : 0)
    case .equal: return CNumber.int(x == y ? 1 : 0)
    case .notEqual: return CNumber.int(x != y ? 1 : 0)
    default: return nil
    }
  }

  /// The error of an integer division by zero, made out of line (`signed` is inlined in every
  /// operator's fast path).
  @inline(never)
  private static func divisionByZero(at location: SourceLocation) -> RuntimeError {
    .failure(message: "division by zero", location: location)
  }

  /// A C array's index, checked (C would read or write past the end).
  static func arrayIndex(_ index: Any?, in array: CArray, at location: SourceLocation) throws -> Int {
    try requireNotFreed(array, at: location)
    guard let number = index as? CNumber, !number.isFloatingPoint else {
      throw RuntimeError.failure(message: "array subscript is not an integer", location: location)
    }
    guard number.int64 >= 0, number.int64 < Int64(array.elements.count) else {
      throw RuntimeError.failure(
        message: "index \(number.int64) is outside the array of \(array.elements.count) (a buffer overflow in C)",
        location: location)
    }
    return Int(number.int64)
  }

  /// The element `pointer[index]` names in the array the pointer points into, checked (C would
  /// read or write past the end); an index so large that adding it to the pointer's offset
  /// overflows is outside the array too.
  static func pointerIndex(_ index: Any?, from pointer: CArrayPointer, at location: SourceLocation) throws -> Int {
    try requireNotFreed(pointer.array, at: location)
    guard let number = index as? CNumber, !number.isFloatingPoint else {
      throw RuntimeError.failure(message: "array subscript is not an integer", location: location)
    }
    let (position, overflow) = pointer.offset.addingReportingOverflow(Int(truncatingIfNeeded: number.int64))
    guard !overflow, position >= 0, position < pointer.array.elements.count else {
      throw RuntimeError.failure(
        message: "index \(number.int64) is outside the array (a buffer overflow in C)", location: location)
    }
    return position
  }

  /// A buffer `free` was given is gone in C: reading or writing it is a use after free, undefined
  /// behaviour that often reads the old value and so hides the bug; the run stops there instead.
  private static func requireNotFreed(_ array: CArray, at location: SourceLocation) throws {
    if array.isFreed {
      throw RuntimeError.failure(
        message: "use of memory after it was freed (a use after free in C)", location: location)
    }
  }

  package static func requireObject(_ value: Any, _ what: String, at location: SourceLocation) throws {
    if let number = value as? CNumber {
      throw RuntimeError.failure(
        message: "\(what) of type '\(number.type)' is not an Objective-C object (box it: @(…))", location: location)
    }
  }

  static let fastEnumerationSelector = "countByEnumeratingWithState:objects:count:"

  /// An iterator over `elements`, in order.
  package static func iterator(over elements: [Any?]) -> AnyIterator<Any?> {
    var index = 0
    return AnyIterator {
      guard index < elements.count else { return nil }
      defer { index += 1 }
      return .some(elements[index])
    }
  }
}
