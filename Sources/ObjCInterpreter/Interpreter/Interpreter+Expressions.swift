import Foundation
import TraceKernel

/// The expression visitor: evaluates a node in the frame of the running call and returns its value
/// (`Any?`: nil, a `CNumber` for C scalars, or an object).
package struct ExpressionEvaluator: ExpressionVisitor {
  package let interpreter: Interpreter
  package let frame: Frame

  /// The node's visit, reached by its stored kind (`ExpressionNode`): one jump, not `accept`'s
  /// three calls. Kept out of line so that every caller shares this one switch.
  @inline(never)
  func evaluate(_ expression: any Expression) throws -> Any? {
    switch expression.expressionKind {
    case .integerLiteral: try visit(unsafeDowncast(expression, to: IntegerLiteral.self))
    case .floatingLiteral: try visit(unsafeDowncast(expression, to: FloatingLiteral.self))
    case .stringLiteral: try visit(unsafeDowncast(expression, to: StringLiteral.self))
    case .nilLiteral: try visit(unsafeDowncast(expression, to: NilLiteral.self))
    case .boolLiteral: try visit(unsafeDowncast(expression, to: BoolLiteral.self))
    case .arrayLiteral: try visit(unsafeDowncast(expression, to: ArrayLiteral.self))
    case .dictionaryLiteral: try visit(unsafeDowncast(expression, to: DictionaryLiteral.self))
    case .boxedExpression: try visit(unsafeDowncast(expression, to: BoxedExpression.self))
    case .selectorLiteral: try visit(unsafeDowncast(expression, to: SelectorLiteral.self))
    case .identifier: try visit(unsafeDowncast(expression, to: Identifier.self))
    case .messageSend: try visit(unsafeDowncast(expression, to: MessageSend.self))
    case .callExpression: try visit(unsafeDowncast(expression, to: CallExpression.self))
    case .memberExpression: try visit(unsafeDowncast(expression, to: MemberExpression.self))
    case .arrowExpression: try visit(unsafeDowncast(expression, to: ArrowExpression.self))
    case .subscriptExpression: try visit(unsafeDowncast(expression, to: SubscriptExpression.self))
    case .unaryExpression: try visit(unsafeDowncast(expression, to: UnaryExpression.self))
    case .binaryExpression: try visit(unsafeDowncast(expression, to: BinaryExpression.self))
    case .assignmentExpression: try visit(unsafeDowncast(expression, to: AssignmentExpression.self))
    case .conditionalExpression: try visit(unsafeDowncast(expression, to: ConditionalExpression.self))
    case .castExpression: try visit(unsafeDowncast(expression, to: CastExpression.self))
    case .initializerList: try visit(unsafeDowncast(expression, to: InitializerList.self))
    case .sizeofExpression: try visit(unsafeDowncast(expression, to: SizeofExpression.self))
    case .blockLiteral: try visit(unsafeDowncast(expression, to: BlockLiteral.self))
    case .racObserveExpression: try visit(unsafeDowncast(expression, to: RACObserveExpression.self))
    case .racChannelToExpression: try visit(unsafeDowncast(expression, to: RACChannelToExpression.self))
    case .racBindingExpression: try visit(unsafeDowncast(expression, to: RACBindingExpression.self))
    }
  }

  package func visit(_ node: IntegerLiteral) throws -> Any? { CNumber(unsigned: node.value, type: node.type) }

  package func visit(_ node: FloatingLiteral) throws -> Any? { CNumber(real: node.value, type: node.type) }

  package func visit(_ node: StringLiteral) throws -> Any? {
    node.isObjectiveC ? node.value : CString(string: node.value)
  }

  package func visit(_ node: NilLiteral) throws -> Any? { nil }

  package func visit(_ node: BoolLiteral) throws -> Any? { CNumber.bool(node.value) }

  package func visit(_ node: ArrayLiteral) throws -> Any? {
    var elements: [Any] = []
    elements.reserveCapacity(node.elements.count)
    for (index, element) in node.elements.enumerated() {
      let value = try evaluate(element)
      guard let value else {
        throw interpreter.fail(
          "*** -[__NSPlaceholderArray initWithObjects:count:]: attempt to insert nil object from objects[\(index)]",
          at: element.location)
      }
      try COperators.requireObject(value, "an array literal's element", at: element.location)
      elements.append(value)
    }
    return ObjCArray(elements, mutable: false)
  }

  package func visit(_ node: DictionaryLiteral) throws -> Any? {
    let dictionary = ObjCDictionary(mutable: false)
    for (index, entry) in node.entries.enumerated() {
      let key = try evaluate(entry.key)
      let value = try evaluate(entry.value)
      guard let key, let value else {
        throw interpreter.fail(
          "*** -[__NSPlaceholderDictionary initWithObjects:forKeys:count:]: attempt to insert nil object from objects[\(index)]",
          at: (key == nil ? entry.key : entry.value).location)
      }
      try COperators.requireObject(key, "a dictionary literal's key", at: entry.key.location)
      try COperators.requireObject(value, "a dictionary literal's value", at: entry.value.location)
      dictionary.set(
        value,
        forKey: try ObjCDictionary.copiedKey(key) {
          try interpreter.send("copy", to: $0, arguments: [], at: entry.key.location)
        })
    }
    return dictionary
  }

  package func visit(_ node: BoxedExpression) throws -> Any? {
    // A number (`@(i)`, `@(value.integerValue * 3)`) is boxed as it comes, never made an `Any?`.
    let value: Any?
    switch try ScalarEvaluator(evaluator: self).operand(node.operand) {
    case .scalar(let number): return Boxing.box(number)
    case .value(let other): value = other
    }
    if let number = CNumber.cast(value) { return Boxing.box(number) }
    switch value {
    case let bits as ObjectBits: return NSNumber(value: bits.address)
    case let cString as CString: return cString.string
    case let buffer as CArray where buffer.holdsCharacters: return buffer.cStringText
    case nil:
      throw interpreter.fail(
        "*** +[NSString stringWithUTF8String:]: NULL cString in a boxed expression", at: node.location)
    case let string as String: return string
    default:
      throw interpreter.fail(
        "illegal type '\(interpreter.className(of: value ?? 0)) *' used in a boxed expression",
        at: node.location)
    }
  }

  package func visit(_ node: SelectorLiteral) throws -> Any? { SelectorValue(name: node.selector) }

  package func visit(_ node: Identifier) throws -> Any? {
    switch node.binding {
    case .local(let slot):
      return frame.withBox(slot) { $0.value }
    case .global(let storage):
      Tracing.touchSharedVariables()
      if !storage.isInitialized, let definition = storage.definition {
        try interpreter.declare(definition, in: Frame.make(size: max(1, storage.definitionFrameSize)))
      }
      return storage.isInitialized ? storage.value : ValueDefaults.zero(of: storage.type)
    case .instanceVariable(let name, let selfSlot):
      guard let instance = ObjCInstance.interpreted(frame.box(selfSlot).value) else { return nil }
      return instance.instanceVariable(name)?.value
    case .classReference(let name):
      return interpreter.classValue(named: name)
    case .constant(let name):
      if let value = interpreter.run.enumValues[name] { return value }
      return try interpreter.natives.constant(name, interpreter: interpreter, at: node.location)
    case .function(let name):
      return FunctionReference(name: name)
    case .unresolved:
      throw interpreter.fail("internal: '\(node.name)' was not resolved", at: node.location)
    }
  }

  package func visit(_ node: MessageSend) throws -> Any? {
    let receiver: Any?
    var superclass: String?
    if let receiverExpression = node.receiver {
      receiver = try evaluate(receiverExpression)
    } else {
      receiver = try node.superReceiver.map(evaluate) ?? nil
      superclass = node.superClassOf
    }
    // An emptied list a returned send left, kept again below once this send has returned.
    var arguments = interpreter.frames.argumentList()
    arguments.reserveCapacity(node.arguments.count)
    for argument in node.arguments {
      let value = try evaluate(argument)
      if let block = FastCast.object(value, ObjCBlock.self) { giveOwner(to: block, receiver: receiver, node) }
      arguments.append(consume value)
    }
    if let superclass { return try sendSuper(node, to: receiver, from: superclass, arguments: arguments) }
    // Unwrapped here, where the receiver's last use lets it move, not inside `send`, which would
    // copy it (issue 21).
    switch consume receiver {
    case .none: return interpreter.natives.nilResult(for: node.selector)
    case .some(let object):
      guard let ledger = interpreter.run.ledger else {
        let result = try interpreter.send(node.selector, toObject: object, arguments: arguments, at: node.location)
        // Moved, not copied, into the spare lists: a copy left the list shared with this variable, so
        // emptying it allocated a new one at every send.
        interpreter.frames.keepArgumentList(consume arguments)
        return result
      }
      return try send(node, toObject: object, arguments: arguments, notingIn: ledger)
    }
  }

  /// A block passed to a core object (`[signal map:^…]`) is named after it in the trace, and the
  /// leaks ledger notes who holds it. Out of line, as the rest of a send's rare paths below: the
  /// hot sends keep to a few cache lines (issue 37). Only while one of them reads it: the block's
  /// weak reference to its owner gives the owner a side table for good, and then every retain and
  /// release of it (a subject sent a value per turn) takes the run time's slow path.
  @inline(never)
  private func giveOwner(to block: ObjCBlock, receiver: Any?, _ node: MessageSend) {
    guard ObjCBlock.ownersAreRead(by: interpreter) else { return }
    guard let owner = receiver as? CoreObject, block.owner == nil || block.owner is ObjCInstance else { return }
    block.owner = owner
    if let ledger = interpreter.run.ledger { ledger.noteGiven(block, to: owner, selector: node.selector) }
  }

  /// `[super …]`.
  @inline(never)
  private func sendSuper(_ node: MessageSend, to receiver: Any?, from superclass: String, arguments: [Any?]) throws
    -> Any?
  {
    try interpreter.sendSuper(
      node.selector, to: receiver, from: superclass, classMethod: node.superFromClassMethod, arguments: arguments,
      at: node.location)
  }

  /// A send while the leaks ledger notes the core objects each message makes.
  @inline(never)
  private func send(_ node: MessageSend, toObject object: Any, arguments: [Any?], notingIn ledger: ObjectLedger) throws
    -> Any?
  {
    let message = (object is ClassValue ? "+" : "-") + node.selector
    return try ledger.noteCoreObjects(madeBy: message, at: node.location) {
      try interpreter.send(node.selector, toObject: object, arguments: arguments, at: node.location)
    }
  }

  package func visit(_ node: CallExpression) throws -> Any? {
    if let identifier = node.callee as? Identifier, case .function(let name) = identifier.binding {
      if let function = interpreter.run.functions[name] {
        let arguments = try node.arguments.map { try evaluate($0) }
        return try interpreter.callFunction(function, arguments: arguments, at: node.location)
      }
      return try interpreter.natives.callFunction(
        name, call: FunctionCall(node: node, evaluator: self), interpreter: interpreter)
    }
    let callee = try evaluate(node.callee)
    // A library function through a pointer (`msgSend = (__typeof__(msgSend))objc_msgSendSuper`):
    // called as its name would be, reading this call's arguments.
    if let function = callee as? FunctionReference, interpreter.run.functions[function.name] == nil,
      case .function = interpreter.natives.binding(for: function.name)
    {
      return try interpreter.natives.callFunction(
        function.name, call: FunctionCall(node: node, evaluator: self), interpreter: interpreter)
    }
    let arguments = try node.arguments.map { try evaluate($0) }
    return try interpreter.call(callee, arguments: arguments, at: node.location)
  }

  package func visit(_ node: MemberExpression) throws -> Any? {
    // Unwrapped as it comes back (a move), not inside `property`, which would copy it.
    guard let base = try evaluate(node.base) else {
      return try interpreter.property(node.name, of: nil, at: node.location)
    }
    guard let ledger = interpreter.run.ledger else {
      return try interpreter.property(node.name, ofValue: base, at: node.location)
    }
    return try ledger.noteCoreObjects(madeBy: "-" + node.name, at: node.location) {
      try interpreter.property(node.name, ofValue: base, at: node.location)
    }
  }

  package func visit(_ node: ArrowExpression) throws -> Any? {
    let base = try evaluate(node.base)
    if let structure = (base as? CStruct) ?? ((base as? ObjCPointer)?.read() as? CStruct) {
      guard structure.hasField(node.name) else {
        throw interpreter.fail("no member named '\(node.name)' in '\(structure.layout)'", at: node.location)
      }
      return structure.field(node.name)
    }
    guard let instance = ObjCInstance.interpreted(base) else {
      if base == nil { throw interpreter.fail("'->' on nil (a crash in Objective-C)", at: node.location) }
      throw interpreter.fail(
        "'->\(node.name)': only instances of the snippet's classes have instance variables here", at: node.location)
    }
    guard let box = instance.instanceVariable(node.name) else {
      throw interpreter.fail("'\(instance.objcClass.name)' has no instance variable '\(node.name)'", at: node.location)
    }
    return box.value
  }

  package func visit(_ node: SubscriptExpression) throws -> Any? {
    let base = try evaluate(node.base)
    let index = try evaluate(node.index)
    if base is CArray { return try subscriptValue(of: base, index: index, at: node.index.location) }
    return try subscriptValue(of: base, index: index, at: node.location)
  }

  package func visit(_ node: UnaryExpression) throws -> Any? {
    switch node.op {
    case .preIncrement, .preDecrement, .postIncrement, .postDecrement:
      let isIncrement = node.op == .preIncrement || node.op == .postIncrement
      if let counted = try incrementLocalInteger(node, by: isIncrement ? 1 : -1) { return counted }
      let old = try evaluate(node.operand)
      let new = try interpreter.binary(
        isIncrement ? .add : .subtract, isIncrement ? "+" : "-", old, CNumber.int(1), at: node.location)
      let stored = try assign(new, to: node.operand)
      return node.op == .preIncrement || node.op == .preDecrement ? stored : old
    case .addressOf:
      return try address(of: node.operand)
    case .dereference:
      let pointer = try evaluate(node.operand)
      // A C string's first byte (`*typeEncoding < '1'`), its NUL when it is empty.
      if let text = pointer as? CString {
        return CNumber(integer: text.string.utf8.first.map { Int64(Int8(bitPattern: $0)) } ?? 0, type: .char)
      }
      // `*(values + 1)`, `*values`: the element the pointer or the array's name points at.
      if let elements = CArrayPointer.decayed(pointer) {
        return elements.array.elements[try COperators.pointerIndex(CNumber.int(0), from: elements, at: node.location)]
      }
      guard let pointer = pointer as? ObjCPointer else {
        throw interpreter.fail("'*' needs a pointer (a BOOL *stop, an NSError **)", at: node.location)
      }
      return pointer.read()
    default:
      return try interpreter.unary(node.op, try evaluate(node.operand), at: node.location)
    }
  }

  /// `i++`, `--i`… on a local integer variable (a loop's counter): the variable's number stepped in
  /// its own type, as the general path (`binary` in the promoted type, then the conversion back on
  /// assignment) would leave it, and the expression's value; nil for anything else, which takes the
  /// general path (having changed nothing).
  /// The operand is recognised by its class and the box borrowed from the frame (`withBox`): a
  /// conditional cast and a box taken out of its slot each retain and release (issue 37).
  func incrementLocalInteger(_ node: UnaryExpression, by step: Int64) throws -> CNumber? {
    guard Swift.type(of: node.operand) == Identifier.self,
      case .local(let slot) = unsafeDowncast(node.operand, to: Identifier.self).binding
    else { return nil }
    return frame.withBox(slot) { box in
      guard case .scalar(let scalar) = box.type, !scalar.isFloatingPoint, let old = box.scalar, !old.isFloatingPoint
      else { return nil }
      let new = CNumber(integer: old.int64 &+ step, type: scalar)
      if !box.overwriteScalar(with: new) { box.value = new }
      return node.op == .preIncrement || node.op == .preDecrement ? new : old
    }
  }

  package func visit(_ node: BinaryExpression) throws -> Any? {
    switch node.code {
    case .logicalAnd, .logicalOr:
      return try ScalarEvaluator(evaluator: self).visit(node).wrapped()
    case .comma:
      _ = try evaluate(node.left)
      return try evaluate(node.right)
    default:
      // Operands that are numbers (`i < 100000`, `value.integerValue % 2 == 0`) are computed as
      // they are, never wrapped in an `Any?` (`ScalarEvaluator`).
      return try ScalarEvaluator(evaluator: self).arithmetic(node).wrapped()
    }
  }

  package func visit(_ node: AssignmentExpression) throws -> Any? {
    if let op = node.op { return try ScalarEvaluator(evaluator: self).compoundAssignment(node, op) }
    let value = try evaluate(node.value)
    // Cheapest first: most assignments are no message send into a weak local.
    if node.value is MessageSend, let variable = node.target as? Identifier, case .local(let slot) = variable.binding,
      frame.box(slot).isWeak, let value, type(of: value) is AnyClass, AutoreleasedReturn.isKeptByThePool(node.value)
    {
      interpreter.run.autoreleasePool.append(value)
    }
    return try assign(value, to: node.target)
  }

  package func visit(_ node: ConditionalExpression) throws -> Any? {
    let condition = try evaluate(node.condition)
    if try COperators.isTrue(condition, at: node.condition.location) {
      return try node.whenTrue.map(evaluate) ?? condition
    }
    return try evaluate(node.whenFalse)
  }

  package func visit(_ node: CastExpression) throws -> Any? {
    let value = try evaluate(node.operand)
    switch node.ownership {
    case .unchanged: break
    case .retained:
      interpreter.run.locals[BridgedRetains.self].retain(value, by: "__bridge_retained", at: node.location)
    case .transfer: interpreter.run.locals[BridgedRetains.self].release(value)
    }
    return try interpreter.cast(value, to: node.type, at: node.location)
  }

  package func visit(_ node: InitializerList) throws -> Any? {
    InitializerListValue(
      elements: try node.elements.map { ($0.designator, try evaluate($0.value)) }, places: node.places,
      continuesDesignator: node.continuesDesignator)
  }

  /// `sizeof(type)` by the type; `sizeof expr` by the value the expression reads (the runtime's
  /// values carry their C types: an `int` number, an array with its element type and count), read
  /// only when reading it has no effect, as C never evaluates the operand; 8 (a pointer's size)
  /// otherwise.
  package func visit(_ node: SizeofExpression) throws -> Any? {
    // `struct Tag` that no declaration defines (a pointer to it is fine): clang's error.
    if case .structure(let name) = node.type, TypeName.foundationStructSizes[name] == nil {
      throw interpreter.fail(
        "invalid application of 'sizeof' to an incomplete type 'struct \(name)'", at: node.location)
    }
    if let type = node.type ?? node.declaredOperandType { return CNumber.unsignedLong(min(type.cSize, Int(Int64.max))) }
    guard node.operandIsResolved, let operand = node.readableOperand else { return CNumber.unsignedLong(8) }
    // A variable is its declared type's size: `int *p = numbers` is a pointer's 8, though it holds
    // the array it points into.
    if let identifier = operand as? Identifier, let type = declaredType(of: identifier) {
      return CNumber.unsignedLong(min(type.cSize, Int(Int64.max)))
    }
    // Reading may fail where C never reads (`sizeof(*p)` with `p` NULL): the size of its type is
    // then unknown here, and a pointer's is the likeliest.
    guard let value = try? evaluate(operand) else { return CNumber.unsignedLong(8) }
    return CNumber.unsignedLong(CSizeOf.size(of: value))
  }

  /// The type a variable was declared with; nil for a name that is no variable.
  private func declaredType(of identifier: Identifier) -> TypeName? {
    switch identifier.binding {
    case .local(let slot): return frame.box(slot).type
    case .global(let storage): return storage.type
    case .instanceVariable(let name, let selfSlot):
      return ObjCInstance.interpreted(frame.box(selfSlot).value)?.instanceVariables[name]?.type
    default: return nil
    }
  }

  package func visit(_ node: BlockLiteral) throws -> Any? {
    var captured: [Box] = []
    captured.reserveCapacity(node.captures.count)
    for capture in node.captures {
      let outer = frame.box(capture.outerSlot)
      if capture.byReference { outer.isShared = true }
      captured.append(capture.byReference ? outer : outer.capturedCopy())
    }
    let block = ObjCBlock(literal: node, captured: captured, interpreter: interpreter)
    if let ledger = interpreter.run.ledger { ledger.record(block, madeAt: node.location) }
    if let slot = node.enclosingSelfSlot, ObjCBlock.ownersAreRead(by: interpreter),
      let owner = frame.slots[slot]?.value as? CoreObject
    {
      block.owner = owner
    }
    return block
  }

  package func visit(_ node: RACObserveExpression) throws -> Any? {
    let target = try evaluate(node.target)
    let observer = try node.observer.map(evaluate) ?? nil
    guard let bridge = interpreter.natives.bridge else {
      throw interpreter.fail("RACObserve needs RAC, and no library here defines it", at: node.location)
    }
    let signal = try bridge.observe(
      target, keyPath: node.keyPath, observer: observer, in: interpreter, at: node.location)
    // As after every call into the libraries: a run stopped inside it stops here, not a statement later.
    if interpreter.isAborted { throw RuntimeError.aborted }
    return try bridge.adoptedFromCore(signal, in: interpreter)
  }

  package func visit(_ node: RACBindingExpression) throws -> Any? {
    let target = try evaluate(node.target)
    let nilValue = try node.nilValue.map(evaluate) ?? nil
    let signal = try evaluate(node.signal)
    guard let bridge = interpreter.natives.bridge else {
      throw interpreter.fail("RAC(…) = needs RAC, and no library here defines it", at: node.location)
    }
    let disposable = try bridge.bind(
      signal, to: target, keyPath: node.keyPath, nilValue: nilValue, in: interpreter, at: node.location)
    // The binding subscribes at once: a run stopped in what that set off stops here.
    if interpreter.isAborted { throw RuntimeError.aborted }
    return disposable
  }

  /// What the macro expands to, message for message: `[[RACKVOChannel alloc] initWithTarget:…
  /// keyPath:… nilValue:…][@"followingTerminal"]`, read (`-objectForKeyedSubscript:`) or assigned
  /// (`-setObject:forKeyedSubscript:`, the channel made before the right side is evaluated, as
  /// clang orders a subscript assignment's receiver first). Its value is the terminal read, or the
  /// one assigned.
  package func visit(_ node: RACChannelToExpression) throws -> Any? {
    let target = try evaluate(node.target)
    let nilValue = try node.nilValue.map(evaluate) ?? nil
    guard interpreter.natives.hasClass("RACKVOChannel") || interpreter.classes["RACKVOChannel"] != nil else {
      throw interpreter.fail(
        "RACChannelTo needs RAC's RACKVOChannel, and no library here defines it", at: node.location)
    }
    let allocated = try interpreter.send(
      "alloc", to: interpreter.classValue(named: "RACKVOChannel"), arguments: [], at: node.location)
    let channel = try interpreter.send(
      "initWithTarget:keyPath:nilValue:", to: allocated, arguments: [target, node.keyPath, nilValue], at: node.location)
    let key = "followingTerminal"
    guard let otherTerminal = node.otherTerminal else {
      return try interpreter.send("objectForKeyedSubscript:", to: channel, arguments: [key], at: node.location)
    }
    let terminal = try evaluate(otherTerminal)
    _ = try interpreter.send(
      "setObject:forKeyedSubscript:", to: channel, arguments: [terminal, key], at: node.location)
    return terminal
  }
}

/// A call of a library function as the bridge sees it: the call node (for assertions' source text
/// and positions) and its arguments, evaluated on demand (`NSParameterAssert` evaluates its one).
package struct FunctionCall {
  package let node: CallExpression
  package let evaluator: ExpressionEvaluator

  package var location: SourceLocation { node.location }
  package var count: Int { node.arguments.count }

  package func argument(_ index: Int) throws -> Any? {
    guard index < node.arguments.count else { return nil }
    return try evaluator.evaluate(node.arguments[index])
  }

  package func allArguments() throws -> [Any?] {
    try node.arguments.map { try evaluator.evaluate($0) }
  }

  /// `&argument`: where argument `index` is stored, for functions that write to a variable the
  /// caller names (`va_start(args, format)`, as C's macro does).
  package func pointer(toArgument index: Int) throws -> ObjCPointer {
    guard index < node.arguments.count,
      let pointer = try evaluator.address(of: node.arguments[index]) as? ObjCPointer
    else {
      throw evaluator.interpreter.fail("expected a variable here", at: location(ofArgument: index))
    }
    return pointer
  }

  package func location(ofArgument index: Int) -> SourceLocation {
    index < node.arguments.count ? node.arguments[index].location : node.location
  }
}
