import Foundation
import RAC

/// C's operators on the interpreter's values: truth, arithmetic with the usual conversions,
/// comparisons (of objects by identity, as Objective-C compares pointers), assignment with the
/// conversion to the target's type, casts, `&`, and subscripts.
extension Interpreter {
  /// C's truth for a condition: non-zero numbers, non-nil objects. The location is asked for only
  /// for the error (a condition's location is read through its protocol and copied otherwise).
  package func isTrue(_ value: Any?, at location: @autoclosure () -> SourceLocation) throws -> Bool {
    // A number or an object is told without copying the value out of the optional.
    if let number = CNumber.cast(value) { return number.isTrue }
    switch FastCast.held(value, as: CNumber.self) {
    case .none: return false
    case .object: return true
    case .exactly, .other: break
    }
    guard let value else { return false }
    if let number = CNumber.cast(value) { return number.isTrue }
    if !FastCast.isObject(value), value is ObjCStruct {
      throw fail("a struct cannot be used as a condition", at: location())
    }
    return true
  }

  package func unary(_ op: UnaryExpression.Operator, _ value: Any?, at location: SourceLocation) throws -> Any? {
    if op == .not { return CNumber.int(try isTrue(value, at: location) ? 0 : 1) }
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

  package func binary(_ op: String, _ left: Any?, _ right: Any?, at location: SourceLocation) throws -> Any? {
    try binary(BinaryOperator(op), op, left, right, at: location)
  }

  /// `left op right`; `code` is `op` decided when it was parsed (nil: an operator this does not
  /// know), `op` the text errors quote.
  func binary(_ code: BinaryOperator?, _ op: String, _ left: Any?, _ right: Any?, at location: SourceLocation)
    throws -> Any?
  {
    let leftNumber = CNumber.cast(left)
    let rightNumber = CNumber.cast(right)
    // Pointer arithmetic over a C array (`indexes + offset`, RACIndexSetSequence's).
    if leftNumber == nil, code == .add || code == .subtract, let distance = rightNumber, !distance.isFloatingPoint,
      let array = left as? CArrayPointer ?? (left as? CArray).map({ CArrayPointer(array: $0, offset: 0) })
    {
      let offset = array.offset + (code == .add ? Int(distance.int64) : -Int(distance.int64))
      guard offset >= 0, offset <= array.array.elements.count else {
        throw fail("pointer arithmetic leaves the array of \(array.array.elements.count)", at: location)
      }
      return CArrayPointer(array: array.array, offset: offset)
    }
    if code == .equal || code == .notEqual {
      if leftNumber == nil || rightNumber == nil {
        let same = identical(left, right)
        return CNumber.int((code == .equal) == same ? 1 : 0)
      }
    }
    guard let a = try leftNumber ?? numeric(left, at: location, for: op),
      let b = try rightNumber ?? numeric(right, at: location, for: op)
    else {
      return CNumber.int(0)
    }
    return try arithmetic(code, op, a, b, at: location)
  }

  /// `a op b` on two C scalars: what `binary` does once both operands are numbers (the expression
  /// visitor calls it directly for a number and an integer literal, `i < 100000`, `n % 2`).
  func arithmetic(_ code: BinaryOperator?, _ op: String, _ a: CNumber, _ b: CNumber, at location: SourceLocation)
    throws -> Any?
  {
    if code == .shiftLeft || code == .shiftRight {
      guard !a.isFloatingPoint, !b.isFloatingPoint else { throw fail("'\(op)' needs integers", at: location) }
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
      default: throw fail("'\(op)' needs integers, not floating-point values", at: location)
      }
    }
    let left = a.converted(to: type)
    let right = b.converted(to: type)
    if type.isSigned {
      let x = left.int64
      let y = right.int64
      switch code {
      case .add: return CNumber(integer: x &+ y, type: type)
      case .subtract: return CNumber(integer: x &- y, type: type)
      case .multiply: return CNumber(integer: x &* y, type: type)
      case .divide, .remainder:
        guard y != 0 else { throw fail("division by zero", at: location) }
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
      default: throw fail("unknown operator '\(op)'", at: location)
      }
    }
    let x = left.uint64
    let y = right.uint64
    switch code {
    case .add: return CNumber(unsigned: x &+ y, type: type)
    case .subtract: return CNumber(unsigned: x &- y, type: type)
    case .multiply: return CNumber(unsigned: x &* y, type: type)
    case .divide, .remainder:
      guard y != 0 else { throw fail("division by zero", at: location) }
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
    default: throw fail("unknown operator '\(op)'", at: location)
    }
  }

  /// `==` on pointers: the same object. Strings and numbers compare by value (the same literal is
  /// one object in Objective-C, and small numbers are tagged pointers); `nil == 0` holds.
  package func identical(_ left: Any?, _ right: Any?) -> Bool {
    switch (left, right) {
    case (nil, nil): return true
    case (nil, let number as CNumber), (let number as CNumber, nil): return !number.isTrue
    case (nil, _), (_, nil): return false
    case (let a as String, let b as String): return a == b
    case (let a as NSNumber, let b as NSNumber): return a.isEqual(b)
    case (let a as ClassValue, let b as ClassValue): return a.name == b.name
    case (let a as SelectorValue, let b as SelectorValue): return a.name == b.name
    case (let a?, let b?):
      guard type(of: a) is AnyClass, type(of: b) is AnyClass else { return false }
      return (a as AnyObject) === (b as AnyObject)
    }
  }

  // MARK: - Assignment

  /// Stores `value` where `target` names (converted to its type) and returns what was stored.
  @discardableResult
  func assign(_ value: Any?, to target: any Expression, in frame: Frame) throws -> Any? {
    switch target {
    case let identifier as Identifier:
      switch identifier.binding {
      case .local(let slot):
        let box = frame.box(slot)
        let stored = try converted(value, to: box.type, at: identifier.location)
        box.value = stored
        return stored
      case .global(let storage):
        Tracing.touchSharedVariables()
        let stored = try converted(value, to: storage.type, at: identifier.location)
        storage.isInitialized = true
        storage.value = stored
        return stored
      case .instanceVariable(let name, let selfSlot):
        guard let instance = frame.box(selfSlot).value as? ObjCInstance, let box = instance.instanceVariable(name)
        else {
          return nil
        }
        let stored = try converted(value, to: box.type, at: identifier.location)
        box.value = stored
        return stored
      default:
        throw fail("'\(identifier.name)' is not assignable", at: identifier.location)
      }
    case let member as MemberExpression:
      let base = try evaluate(member.base, in: frame)
      if let structure = base as? CStruct {
        return try assign(value, toField: member.name, of: structure, at: member.location)
      }
      if var structure = base as? ObjCStruct {
        guard structure.setField(member.name, to: value) else {
          throw fail("'\(structure.name)' has no field '\(member.name)' of that type", at: member.location)
        }
        try assign(structure, to: member.base, in: frame)
        return value
      }
      try setProperty(member.name, of: base, to: value, at: member.location)
      return value
    case let subscripted as SubscriptExpression:
      let base = try evaluate(subscripted.base, in: frame)
      let index = try evaluate(subscripted.index, in: frame)
      if let array = base as? CArray {
        let position = try arrayIndex(index, in: array, at: subscripted.index.location)
        let stored = try converted(value, to: array.elementType, at: subscripted.location)
        array.elements[position] = stored
        return stored
      }
      if let pointer = base as? ObjCPointer {
        let stored = try converted(value, to: pointer.pointee, at: subscripted.location)
        pointer.write(stored)
        return stored
      }
      if index is CNumber {
        _ = try send("setObject:atIndexedSubscript:", to: base, arguments: [value, index], at: subscripted.location)
      } else {
        _ = try send("setObject:forKeyedSubscript:", to: base, arguments: [value, index], at: subscripted.location)
      }
      return value
    case let unary as UnaryExpression where unary.op == .dereference:
      guard let pointer = try evaluate(unary.operand, in: frame) as? ObjCPointer else {
        throw fail("'*' needs a pointer (a BOOL *stop, an NSError **)", at: unary.location)
      }
      let stored = try converted(value, to: pointer.pointee, at: unary.location)
      pointer.write(stored)
      return stored
    case let arrow as ArrowExpression:
      let base = try evaluate(arrow.base, in: frame)
      if let structure = (base as? CStruct) ?? ((base as? ObjCPointer)?.read() as? CStruct) {
        return try assign(value, toField: arrow.name, of: structure, at: arrow.location)
      }
      guard let instance = base as? ObjCInstance,
        let box = instance.instanceVariable(arrow.name)
      else {
        throw fail("'->\(arrow.name)' names no instance variable here", at: arrow.location)
      }
      let stored = try converted(value, to: box.type, at: arrow.location)
      box.value = stored
      return stored
    default:
      throw fail("expression is not assignable", at: target.location)
    }
  }

  /// `structure.field = value`, `state->field = value`.
  private func assign(_ value: Any?, toField name: String, of structure: CStruct, at location: SourceLocation) throws
    -> Any?
  {
    guard let type = structure.type(ofField: name) else {
      throw fail("no member named '\(name)' in '\(structure.layout)'", at: location)
    }
    let stored = try converted(value, to: type, at: location)
    structure.setField(name, to: stored)
    return stored
  }

  /// A C array's index, checked (C would read or write past the end).
  func arrayIndex(_ index: Any?, in array: CArray, at location: SourceLocation) throws -> Int {
    guard let number = index as? CNumber, !number.isFloatingPoint else {
      throw fail("array subscript is not an integer", at: location)
    }
    guard number.int64 >= 0, number.int64 < Int64(array.elements.count) else {
      throw fail(
        "index \(number.int64) is outside the array of \(array.elements.count) (a buffer overflow in C)", at: location)
    }
    return Int(number.int64)
  }

  /// `&variable`: a pointer to its storage (for `NSError **`, `BOOL *`).
  func address(of operand: any Expression, in frame: Frame) throws -> Any? {
    if let identifier = operand as? Identifier {
      switch identifier.binding {
      case .local(let slot): return ObjCPointer.to(frame.box(slot))
      case .global(let storage):
        return ObjCPointer(
          pointee: storage.type, target: storage, read: { storage.value }, write: { storage.value = $0 })
      case .instanceVariable(let name, let selfSlot):
        if let box = (frame.box(selfSlot).value as? ObjCInstance)?.instanceVariable(name) { return ObjCPointer.to(box) }
      // `&disposeEach`: a C function's address is the function (CFArrayApplyFunction's applier).
      case .function(let name): return FunctionReference(name: name)
      default: break
      }
    }
    throw fail("'&' is supported on variables only", at: operand.location)
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
    default:
      return value
    }
  }

  /// A struct or array a declaration, an assignment or a compound literal makes: from a brace
  /// initializer (fields by designator or in order, the rest zero), or a copy of another.
  func aggregate(_ value: Any?, of type: TypeName, at location: SourceLocation) throws -> Any? {
    switch (type, value) {
    case (_, nil):
      return ValueDefaults.zero(of: type)
    case (.cStruct(let layout), let list as InitializerListValue):
      let structure = CStruct(layout: layout)
      var position = 0
      for element in list.elements {
        let name: String
        if let field = element.field {
          guard let index = layout.fields.firstIndex(where: { $0.name == field }) else {
            throw fail("'\(layout)' has no field named '\(field)'", at: location)
          }
          name = field
          position = index + 1
        } else {
          guard position < layout.fields.count else {
            throw fail("excess elements in struct initializer", at: location)
          }
          name = layout.fields[position].name
          position += 1
        }
        let fieldType = structure.type(ofField: name) ?? .id
        structure.setField(name, to: try converted(element.value, to: fieldType, at: location))
      }
      return structure
    case (.cStruct, let structure as CStruct):
      return structure.copy()
    case (.array(let element, let count), let list as InitializerListValue):
      guard list.elements.count <= count else { throw fail("excess elements in array initializer", at: location) }
      let array = CArray(elementType: element, count: count)
      for (index, item) in list.elements.enumerated() {
        array.elements[index] = try converted(item.value, to: element, at: location)
      }
      return array
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
      if let number = value as? CNumber, !number.isFloatingPoint, number.bits == 0 { return nil }
      if let bits = value as? ObjectBits { return bits.object }
      return value
    }
  }

  package func requireObject(_ value: Any, _ what: String, at location: SourceLocation) throws {
    if let number = value as? CNumber {
      throw fail("\(what) of type '\(number.type)' is not an Objective-C object (box it: @(…))", at: location)
    }
  }

  // MARK: - Subscripts and enumeration

  func subscriptValue(of base: Any?, index: Any?, at location: SourceLocation) throws -> Any? {
    guard let base else { return nil }
    if let array = base as? CArray { return array.elements[try arrayIndex(index, in: array, at: location)] }
    if let pointer = base as? CArrayPointer {
      guard let number = index as? CNumber, !number.isFloatingPoint else {
        throw fail("array subscript is not an integer", at: location)
      }
      let position = pointer.offset + Int(number.int64)
      guard position >= 0, position < pointer.array.elements.count else {
        throw fail("index \(number.int64) is outside the array (a buffer overflow in C)", at: location)
      }
      return pointer.array.elements[position]
    }
    if let pointer = base as? ObjCPointer {
      guard let number = index as? CNumber, number.int64 == 0 else {
        throw fail("only [0] of a pointer is supported", at: location)
      }
      return pointer.read()
    }
    if index is CNumber {
      return try send("objectAtIndexedSubscript:", to: base, arguments: [index], at: location)
    }
    return try send("objectForKeyedSubscript:", to: base, arguments: [index], at: location)
  }

  /// `for (x in collection)`: an array's elements, a dictionary's keys, what an object's
  /// `-countByEnumeratingWithState:objects:count:` gives, and a library collection's elements (a
  /// sequence's values, a tuple's: `LibraryBridge.elements(of:in:)`).
  func fastEnumeration(of collection: Any?, at location: SourceLocation) throws -> AnyIterator<Any?> {
    switch collection {
    case nil: return AnyIterator { nil }
    case let instance as ObjCInstance where responds(instance, to: Self.fastEnumerationSelector):
      return try fastEnumeration(of: instance, at: location)
    case let array as ObjCArray: return Self.iterator(over: array.elements)
    case let dictionary as ObjCDictionary: return Self.iterator(over: dictionary.keys)
    case let collection?:
      // A library's collection (a core array, a tuple, a sequence), walked as its library says.
      if let elements = natives.bridge?.elements(of: collection, in: self) { return elements }
      throw fail(
        "'\(className(of: collection))' cannot be enumerated with for … in", at: location)
    }
  }

  static let fastEnumerationSelector = "countByEnumeratingWithState:objects:count:"

  /// `for … in` over an object whose class implements `NSFastEnumeration` (a `RACSequence` of the
  /// loaded RAC source), as clang compiles it: the method fills a buffer of 16 (or points
  /// `itemsPtr` elsewhere) and the loop body runs over that batch before the next call.
  private func fastEnumeration(of instance: ObjCInstance, at location: SourceLocation) throws -> AnyIterator<Any?> {
    let state = CStruct(layout: CStructLayout.library["NSFastEnumerationState"] ?? CStructLayout(name: "", fields: []))
    let buffer = CArray(elementType: .id, count: 16)
    var batch: [Any?] = []
    var position = 0
    var finished = false
    return AnyIterator { () -> Any?? in
      while position >= batch.count {
        guard !finished else { return nil }
        let count = self.guardedEntry {
          try self.send(
            Self.fastEnumerationSelector, to: instance,
            arguments: [state, buffer, CNumber(integer: 16, type: .unsignedLong)],
            at: location)
        }
        guard let fetched = (count ?? nil) as? CNumber, fetched.int64 > 0 else {
          finished = true
          return nil
        }
        let items = (state.field("itemsPtr") as? CArray)?.elements ?? []
        batch = Array(items.prefix(Int(fetched.int64)))
        position = 0
      }
      defer { position += 1 }
      return .some(batch[position])
    }
  }

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
