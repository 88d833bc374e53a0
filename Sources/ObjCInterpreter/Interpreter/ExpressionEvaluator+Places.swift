import Foundation
import TraceKernel

/// What an expression names as a place rather than a value: assignment (with the conversion to
/// the place's type), `&` of a variable, and subscripts, in the frame of the running call.
extension ExpressionEvaluator {
  /// Stores `value` where `target` names (converted to its type) and returns what was stored.
  @discardableResult
  func assign(_ value: Any?, to target: any Expression) throws -> Any? {
    switch target {
    case let identifier as Identifier:
      switch identifier.binding {
      case .local(let slot):
        let box = frame.box(slot)
        let stored = try interpreter.converted(value, to: box.type, at: identifier.location)
        box.value = stored
        return stored
      case .global(let storage):
        Tracing.touchSharedVariables()
        let stored = try interpreter.converted(value, to: storage.type, at: identifier.location)
        storage.isInitialized = true
        storage.value = stored
        return stored
      case .instanceVariable(let name, let selfSlot):
        guard let instance = ObjCInstance.interpreted(frame.box(selfSlot).value),
          let box = instance.instanceVariable(name)
        else {
          return nil
        }
        let stored = try interpreter.converted(value, to: box.type, at: identifier.location)
        box.value = stored
        return stored
      default:
        throw interpreter.fail("'\(identifier.name)' is not assignable", at: identifier.location)
      }
    case let member as MemberExpression:
      let base = try evaluate(member.base)
      if let structure = base as? CStruct {
        return try assign(value, toField: member.name, of: structure, at: member.location)
      }
      if var structure = base as? ObjCStruct {
        guard structure.setField(member.name, to: value) else {
          throw interpreter.fail("'\(structure.name)' has no field '\(member.name)' of that type", at: member.location)
        }
        try assign(structure, to: member.base)
        return value
      }
      if let ledger = interpreter.run.ledger {
        let setter = "-set" + member.name.prefix(1).uppercased() + member.name.dropFirst() + ":"
        try ledger.noteCoreObjects(madeBy: setter, at: member.location) {
          try interpreter.setProperty(member.name, of: base, to: value, at: member.location)
        }
      } else {
        try interpreter.setProperty(member.name, of: base, to: value, at: member.location)
      }
      return value
    case let subscripted as SubscriptExpression:
      let base = try evaluate(subscripted.base)
      let index = try evaluate(subscripted.index)
      if let array = base as? CArray {
        let position = try COperators.arrayIndex(index, in: array, at: subscripted.index.location)
        let stored = try interpreter.converted(value, to: array.elementType, at: subscripted.location)
        array.elements[position] = stored
        return stored
      }
      if let pointer = base as? CArrayPointer {
        let position = try COperators.pointerIndex(index, from: pointer, at: subscripted.index.location)
        let stored = try interpreter.converted(value, to: pointer.array.elementType, at: subscripted.location)
        pointer.array.elements[position] = stored
        return stored
      }
      if let pointer = base as? ObjCPointer {
        // A pointer to one variable: `p[0]` is the variable, any other index past it.
        guard let number = index as? CNumber, number.int64 == 0 else {
          throw interpreter.fail("only [0] of a pointer to a variable is supported", at: subscripted.index.location)
        }
        let stored = try interpreter.converted(value, to: pointer.pointee, at: subscripted.location)
        pointer.write(stored)
        return stored
      }
      if index is CNumber {
        _ = try interpreter.send(
          "setObject:atIndexedSubscript:", to: base, arguments: [value, index], at: subscripted.location)
      } else {
        _ = try interpreter.send(
          "setObject:forKeyedSubscript:", to: base, arguments: [value, index], at: subscripted.location)
      }
      return value
    case let unary as UnaryExpression where unary.op == .dereference:
      let target = try evaluate(unary.operand)
      if let elements = CArrayPointer.decayed(target) {
        let position = try COperators.pointerIndex(CNumber.int(0), from: elements, at: unary.location)
        let stored = try interpreter.converted(value, to: elements.array.elementType, at: unary.location)
        elements.array.elements[position] = stored
        return stored
      }
      guard let pointer = target as? ObjCPointer else {
        throw interpreter.fail("'*' needs a pointer (a BOOL *stop, an NSError **)", at: unary.location)
      }
      let stored = try interpreter.converted(value, to: pointer.pointee, at: unary.location)
      pointer.write(stored)
      return stored
    case let arrow as ArrowExpression:
      let base = try evaluate(arrow.base)
      if let structure = (base as? CStruct) ?? ((base as? ObjCPointer)?.read() as? CStruct) {
        return try assign(value, toField: arrow.name, of: structure, at: arrow.location)
      }
      guard let instance = ObjCInstance.interpreted(base),
        let box = instance.instanceVariable(arrow.name)
      else {
        throw interpreter.fail("'->\(arrow.name)' names no instance variable here", at: arrow.location)
      }
      let stored = try interpreter.converted(value, to: box.type, at: arrow.location)
      box.value = stored
      return stored
    default:
      throw interpreter.fail("expression is not assignable", at: target.location)
    }
  }

  /// `structure.field = value`, `state->field = value`.
  private func assign(_ value: Any?, toField name: String, of structure: CStruct, at location: SourceLocation) throws
    -> Any?
  {
    guard let type = structure.type(ofField: name) else {
      throw interpreter.fail("no member named '\(name)' in '\(structure.layout)'", at: location)
    }
    let stored = try interpreter.converted(value, to: type, at: location)
    structure.setField(name, to: stored)
    return stored
  }

  /// `&variable`: a pointer to its storage (for `NSError **`, `BOOL *`).
  func address(of operand: any Expression) throws -> Any? {
    if let identifier = operand as? Identifier {
      switch identifier.binding {
      case .local(let slot): return ObjCPointer.to(frame.box(slot))
      case .global(let storage):
        return ObjCPointer(
          pointee: storage.type, target: storage, read: { storage.value }, write: { storage.value = $0 })
      case .instanceVariable(let name, let selfSlot):
        if let box = ObjCInstance.interpreted(frame.box(selfSlot).value)?.instanceVariable(name) {
          return ObjCPointer.to(box)
        }
      // `&disposeEach`: a C function's address is the function (CFArrayApplyFunction's applier).
      case .function(let name): return FunctionReference(name: name)
      default: break
      }
    }
    // `&values[i]`: a pointer into the array, at `i` (one past the end too, as C allows, to compare
    // against; reading or writing through it there is out of the array).
    if let subscripted = operand as? SubscriptExpression {
      if let base = CArrayPointer.decayed(try evaluate(subscripted.base)) {
        let array = base.array
        guard let number = CNumber.cast(try evaluate(subscripted.index)), !number.isFloatingPoint else {
          throw interpreter.fail("array subscript is not an integer", at: subscripted.index.location)
        }
        let (position, overflow) = base.offset.addingReportingOverflow(Int(truncatingIfNeeded: number.int64))
        guard !overflow, position >= 0, position <= array.elements.count else {
          throw interpreter.fail(
            "index \(number.int64) is outside the array of \(array.elements.count) (a buffer overflow in C)",
            at: subscripted.index.location)
        }
        return CArrayPointer(array: array, offset: position)
      }
    }
    throw interpreter.fail("'&' is supported on variables only", at: operand.location)
  }

  func subscriptValue(of base: Any?, index: Any?, at location: SourceLocation) throws -> Any? {
    guard let base else { return nil }
    if let array = base as? CArray { return array.elements[try COperators.arrayIndex(index, in: array, at: location)] }
    if let pointer = base as? CArrayPointer {
      return pointer.array.elements[try COperators.pointerIndex(index, from: pointer, at: location)]
    }
    // A byte of a C string (`argType[0] == 'r'`), its terminating NUL included.
    if let text = base as? CString {
      let bytes = Array(text.string.utf8)
      guard let number = CNumber.cast(index), !number.isFloatingPoint, number.int64 >= 0,
        number.int64 <= Int64(bytes.count)
      else {
        throw interpreter.fail("index out of the C string of \(bytes.count) bytes", at: location)
      }
      let offset = Int(number.int64)
      return CNumber(integer: offset == bytes.count ? 0 : Int64(Int8(bitPattern: bytes[offset])), type: .char)
    }
    if let pointer = base as? ObjCPointer {
      guard let number = index as? CNumber, number.int64 == 0 else {
        throw interpreter.fail("only [0] of a pointer is supported", at: location)
      }
      return pointer.read()
    }
    if index is CNumber {
      return try interpreter.send("objectAtIndexedSubscript:", to: base, arguments: [index], at: location)
    }
    return try interpreter.send("objectForKeyedSubscript:", to: base, arguments: [index], at: location)
  }
}
