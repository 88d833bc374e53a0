import Foundation
import TraceKernel

/// Calling the snippet's code: its blocks, methods and C functions, each in a frame of its own,
/// each traced like the core's blocks (named as the snippet names it, at the line it is written),
/// with depth and step budgets.
extension Interpreter {
  /// Calls whatever a call expression's callee evaluated to.
  package func call(_ callee: Any?, arguments: [Any?], at location: SourceLocation) throws -> Any? {
    switch callee {
    case let block as ObjCBlock:
      return try callBlock(block, arguments: arguments)
    case let block as NativeBlock:
      let result = try block.invoke(arguments)
      if isAborted { throw RuntimeError.aborted }
      return result
    case let function as FunctionReference:
      if let definition = run.functions[function.name] {
        return try callFunction(definition, arguments: arguments, at: location)
      }
      throw fail("'\(function.name)' can only be called directly", at: location)
    case let implementation as RuntimeImplementation:
      // An IMP called through a function-pointer cast: `self`, `_cmd`, then the arguments.
      guard let selector = (arguments.count > 1 ? arguments[1] : nil) as? SelectorValue else {
        throw fail("an IMP is called with self and a selector first: imp(self, _cmd, …)", at: location)
      }
      guard let receiver = arguments[0] else { return natives.nilResult(for: selector.name) }
      return try runtime.callImplementation(
        implementation, selector.name, receiver, arguments: Array(arguments.dropFirst(2)), at: location)
    case nil:
      throw fail("called a nil block (EXC_BAD_ACCESS in Objective-C)", at: location)
    default:
      throw fail(
        "called object of type '\(className(of: callee ?? 0))' is not a block or function",
        at: location)
    }
  }

  /// A call starts: one level deeper (within the depth budget) and one step.
  @inline(__always)

  package func callBlock(_ block: ObjCBlock, arguments: [Any?]) throws -> Any? {
    try callBlock(block, BlockArguments.list(arguments))
  }

  /// A block of one parameter called with its one argument, as the core calls `map:`'s,
  /// `filter:`'s and `subscribeNext:`'s blocks: no array is made for it, and, without a trace, the
  /// argument is copied once, into the parameter's box (each copy of an `Any?` goes through the
  /// run time's generic value witnesses: issue 21).
  package func callBlock(_ block: ObjCBlock, argument: Any?) throws -> Any? {
    let literal = block.literal
    guard literal.soleParameterType != nil, !Tracing.isRecording else {
      return try callBlock(block, BlockArguments.one(argument))
    }
    try enterCall(at: literal.location)
    defer { budget.depth -= 1 }
    let slot = literal.parameterSlots[0]
    var frame = frames.spareFrame(size: literal.frameSize, parameterSlot: slot)
    // A frame nothing else holds (no `&parameter` pointer, no entry pool) is kept for the next call.
    defer { if isKnownUniquelyReferenced(&frame) { frames.keepSpare(frame) } }
    block.bindCaptures(in: frame)
    // An object parameter given nil, an object or a tagged number (nearly every call): the argument copied straight
    // from where the caller keeps it into the parameter's box, not copied out and then moved in
    // (two trips through the run time's generic value witnesses); the box is the one the frame
    // kept from the block's last call when it has one. The type is read off the literal where the
    // box needs it, not kept in a local across the call (a retain and a release).
    if literal.soleParameterIsObject, FastCast.isObjectOrTagged(argument) {
      withUnsafePointer(to: argument) { source in
        if !frame.reuseKeptBox(at: slot, copying: source, type: literal.soleParameterBoxType) {
          frame.slots[slot] = frames.box(copying: source, type: literal.soleParameterBoxType)
        }
      }
    } else {
      try ColdCallPaths.bindSoleParameter(of: literal, to: argument, in: frame, interpreter: self)
    }
    return try runBody(of: literal, in: frame, keepingBoxAt: slot)
  }

  private func callBlock(_ block: ObjCBlock, _ arguments: BlockArguments) throws -> Any? {
    let literal = block.literal
    try enterCall(at: literal.location)
    defer { budget.depth -= 1 }
    var frame = frames.spareFrame(size: literal.frameSize)
    // A frame nothing else holds (no `&parameter` pointer, no entry pool) is kept for the next call.
    defer { if isKnownUniquelyReferenced(&frame) { frames.keepSpare(frame) } }
    block.bindCaptures(in: frame)
    for index in literal.parameters.indices {
      try bindParameter(index, of: literal, to: arguments[index], in: frame)
    }
    if literal.hasWeakParameter { frame.weakenParameters(of: literal) }
    // The body is called from a closure literal in each branch, not from one closure kept in a
    // variable, which would be allocated at every call.
    guard Tracing.isRecording else { return try runBody(of: literal, in: frame) }
    if VariableCapture.isCapturing {
      VariableCapture.enter(frame, names: literal.slotNames, captureSlots: literal.captures.map(\.innerSlot))
    }
    defer { if VariableCapture.isCapturing { VariableCapture.leave(frame) } }
    return try Tracing.call(
      literal.traceName, of: block.owner, arguments: CallTracing.arguments(literal.parameters, arguments.list),
      at: TraceSource(literal.location)
    ) { try runBody(of: literal, in: frame) }
  }

  /// Parameter `index` of a block: the argument converted to the parameter's type, in a box of its
  /// own (taken, not copied: converting and boxing it moves the one value along).
  @inline(__always)
  fileprivate func bindParameter(
    _ index: Int, of literal: BlockLiteral, to argument: consuming Any?, in frame: Frame
  ) throws {
    let type = literal.parameters[index].type
    // An object parameter takes any object as it is; only a C scalar needs converting (or refusing).
    // The parameter itself (its name and place, for the error) is copied out only then.
    if !type.isObject || !FastCast.isObjectOrTagged(argument) {
      try convertArgument(&argument, to: literal.parameters[index], of: literal.traceName)
    }
    frame.slots[literal.parameterSlots[index]] = frames.box(holding: argument, type: type)
  }

  /// A block's statements, and the value it returns converted to its declared return type.
  private func runBody(of literal: BlockLiteral, in frame: Frame, keepingBoxAt keptSlot: Int = -1) throws -> Any? {
    let body = literal.body
    // A body of one `return value;` (`map:`'s, `filter:`'s, `flattenMap:`'s blocks) or one
    // expression statement (`subscribeNext:`'s) runs as the statement visitor would run it (its
    // step, then its expression), without the visitor's dispatch and the `Completion` that carries
    // the value out of it. A `BOOL` block's value is computed as a number (`ScalarEvaluator`). One
    // evaluator serves the step and the expression: each visitor made holds the interpreter and
    // the frame, a retain and a release of each (atomic: about 20 cycles apiece, issue 37).
    // The expression is reached through `Optional.map`, whose closure borrows it where an `if let`
    // binding copies it: a retain and a release at every call (issue 37).
    if let value = try body.soleReturnedValue.map({ expression -> Any? in
      let evaluator = ExpressionEvaluator(interpreter: self, frame: frame)
      try StatementRunner.statement(at: body.soleStatementLocation, of: evaluator)
      if case .scalar(let scalar) = literal.returnKind {
        let operand = try ScalarEvaluator(evaluator: evaluator).operand(expression)
        frames.recycleVariables(of: frame, keepingBoxAt: keptSlot)
        switch consume operand {
        case .scalar(let number): return number.converted(to: scalar)
        case .value(let value):
          return try ColdCallPaths.convertedReturn(value, to: .scalar(scalar), of: literal, in: self)
        }
      }
      let value = try evaluator.evaluate(expression)
      frames.recycleVariables(of: frame, keepingBoxAt: keptSlot)
      // Moved, not copied: a `let` handed to a `consuming` parameter is otherwise copied and then
      // destroyed, two trips through the run time's generic value witnesses of `Any?` (issue 37).
      return try literal.returnedValue(consume value, in: self)
    }) {
      return value
    }
    if try body.soleExpression.map({ expression -> Void in
      let evaluator = ExpressionEvaluator(interpreter: self, frame: frame)
      try StatementRunner.statement(at: body.soleStatementLocation, of: evaluator)
      _ = try ScalarEvaluator(evaluator: evaluator).operand(expression)
      frames.recycleVariables(of: frame, keepingBoxAt: keptSlot)
    }) != nil {
      return nil
    }
    return try ColdCallPaths.runStatements(of: literal, in: frame, keepingBoxAt: keptSlot, interpreter: self)
  }

  package func callMethod(_ method: MethodDefinition, receiver: Any?, arguments: [Any?], location: SourceLocation)
    throws
    -> Any?
  {
    guard let body = method.body else { return nil }
    try enterCall(at: method.location)
    defer { budget.depth -= 1 }
    let frame = Frame.make(size: method.frameSize)
    // The entry method's locals go into the main run loop's pool when it returns.
    let isEntry = entryBodies.contains(body)
    defer { if isEntry { run.mainRunLoopPool.append(frame) } }
    frame.slots[method.selfSlot] = Box(receiver)
    if method.isVariadic, arguments.count > method.parameters.count {
      frame.variadicArguments = Array(arguments[method.parameters.count...])
    }
    if method.frameSize > 1 { frame.slots[1] = Box(SelectorValue(name: method.selector)) }
    for (index, parameter) in method.resolvedParameters.enumerated() where parameter.slot >= 0 {
      var argument = index < arguments.count ? arguments[index] : nil
      try convertArgument(&argument, to: parameter, of: method.displayName)
      frame.slots[parameter.slot] = Box(
        argument, type: parameter.type, isWeak: parameter.isWeak, isUnretained: parameter.isUnretained)
    }
    let run = { () throws -> Any? in
      let completion = try self.execute(body, in: frame)
      if !isEntry { frame.releaseVariables() }
      guard case .returned(let value) = completion else { return nil }
      return try self.converted(value, to: method.returnType, at: body.endLocation)
    }
    guard Tracing.isRecording else { return try run() }
    if VariableCapture.isCapturing { VariableCapture.enter(frame, names: method.slotNames) }
    defer { if VariableCapture.isCapturing { VariableCapture.leave(frame) } }
    return try Tracing.call(
      method.displayName, of: receiver as? CoreObject, arguments: CallTracing.arguments(method.parameters, arguments),
      at: TraceSource(method.location), run)
  }

  func callFunction(_ function: FunctionDefinition, arguments: [Any?], at location: SourceLocation) throws -> Any? {
    try enterCall(at: function.location)
    defer { budget.depth -= 1 }
    let frame = Frame.make(size: function.frameSize)
    let isEntry = entryBodies.contains(function.body)
    defer { if isEntry { run.mainRunLoopPool.append(frame) } }
    for (index, parameter) in function.resolvedParameters.enumerated() where parameter.slot >= 0 {
      var argument = index < arguments.count ? arguments[index] : nil
      try convertArgument(&argument, to: parameter, of: function.name + "()")
      frame.slots[parameter.slot] = Box(
        argument, type: parameter.type, isWeak: parameter.isWeak, isUnretained: parameter.isUnretained)
    }
    let run = { () throws -> Any? in
      let completion = try self.execute(function.body, in: frame)
      if !isEntry { frame.releaseVariables() }
      guard case .returned(let value) = completion else { return nil }
      return try self.converted(value, to: function.returnType, at: function.body.endLocation)
    }
    guard Tracing.isRecording else { return try run() }
    if VariableCapture.isCapturing { VariableCapture.enter(frame, names: function.slotNames) }
    defer { if VariableCapture.isCapturing { VariableCapture.leave(frame) } }
    return try Tracing.call(
      function.name + "()", of: nil, arguments: CallTracing.arguments(function.parameters, arguments),
      at: TraceSource(function.location), run)
  }

  /// An argument converted to its parameter's type in place, with an error that names the
  /// parameter: an object argument for an object parameter is left as it is. A block literal passed
  /// to a parameter of a block type must be one clang would pass (`ObjCBlock.incompatibility`).
  /// Out of line: its error's message would otherwise sit in every call's code.
  @inline(never)
  private func convertArgument(_ value: inout Any?, to parameter: Parameter, of callee: String) throws {
    if case .block = parameter.type, let block = value as? ObjCBlock,
      let problem = block.incompatibility(passedAs: parameter.type, emptyMeansAny: true)
    {
      throw fail(problem, at: block.literal.location)
    }
    do {
      try convert(&value, to: parameter.type, at: parameter.location)
    } catch RuntimeError.failure(let message, let location) {
      throw RuntimeError.failure(
        message: "parameter '\(parameter.name ?? "?")' of \(callee): \(message)", location: location)
    }
  }

}

/// The arguments of a block call: one value, or a list (missing ones are nil, as for a block
/// called with fewer arguments than it declares).
private enum BlockArguments {
  case one(Any?)
  case list([Any?])

  subscript(index: Int) -> Any? {
    switch self {
    case .one(let value): return index == 0 ? value : nil
    case .list(let values): return index < values.count ? values[index] : nil
    }
  }

  var list: [Any?] {
    switch self {
    case .one(let value): return [value]
    case .list(let values): return values
    }
  }
}

/// What the trace shows of a call: where it is and its named arguments.
private enum CallTracing {
  static func arguments(_ parameters: [Parameter], _ arguments: [Any?]) -> [(String, Any?)] {
    parameters.enumerated().map { index, parameter in
      (parameter.name ?? "arg\(index + 1)", index < arguments.count ? arguments[index] : nil)
    }
  }
}

extension TraceSource {
  /// The trace's place for a location of the program.
  init(_ location: SourceLocation) {
    self.init(file: location.file, line: location.line, column: location.column)
  }
}

extension BlockLiteral {
  /// The value the block's body returned, converted to its declared return type (`returnKind`).
  @inline(__always)
  fileprivate func returnedValue(_ value: consuming Any?, in interpreter: Interpreter) throws -> Any? {
    switch returnKind {
    case .unconverted: return value
    case .object:
      // An object returned where an object is declared is returned as it is (most blocks RAC calls).
      if FastCast.isObjectOrTagged(value) { return value }
    case .scalar, .other: break
    }
    return try ColdCallPaths.convertedReturn(value, to: returnType ?? .id, of: self, in: interpreter)
  }
}

/// The paths of a block call that the calls of a pipeline like scenario 1's never take, out of line:
/// inlined, they spread the hot paths over more of the instruction cache, which the interpreted run
/// misses more than the compiled one (issue 37).
private enum ColdCallPaths {
  /// `runBody` of a body that is not one `return` or one expression statement.
  @inline(never)
  static func runStatements(
    of literal: BlockLiteral, in frame: Frame, keepingBoxAt keptSlot: Int, interpreter: Interpreter
  ) throws -> Any? {
    let body = literal.body
    // A body of one other statement that needs none of the braces' bookkeeping (`soleStatement`:
    // an `@autoreleasepool`) runs it alone; a block's variables go below.
    let completion: Completion
    if let sole = body.soleStatement {
      completion = try StatementRunner(interpreter: interpreter, frame: frame).run(sole)
    } else {
      completion = try interpreter.execute(body, in: frame)
    }
    interpreter.frames.recycleVariables(of: frame, keepingBoxAt: keptSlot)
    guard case .returned(let value) = consume completion else { return nil }
    return try literal.returnedValue(value, in: interpreter)
  }

  /// `callBlock(_:argument:)`'s parameter when it is a scalar or the argument needs converting
  /// (the object parameters of nearly every call are copied straight into their box).
  @inline(never)
  static func bindSoleParameter(
    of literal: BlockLiteral, to argument: Any?, in frame: Frame, interpreter: Interpreter
  ) throws {
    try interpreter.bindParameter(0, of: literal, to: argument, in: frame)
  }

  /// A block's returned value converted to `type` (a scalar, a struct, an object a block returned
  /// as something else): the calls that return what they declare never come here.
  @inline(never)
  static func convertedReturn(
    _ value: Any?, to type: TypeName, of literal: BlockLiteral, in interpreter: Interpreter
  ) throws -> Any? {
    var converted = value
    try interpreter.convert(&converted, to: type, at: literal.body.endLocation)
    return converted
  }
}
