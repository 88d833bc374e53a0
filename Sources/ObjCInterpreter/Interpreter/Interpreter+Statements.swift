import Foundation
import TraceKernel

/// Running statements. A statement runs in the frame of the function, method or block it is in;
/// it says how it finished (`Completion`) so loops see `break` and `continue` and calls see
/// `return`.
extension Interpreter {
  /// The frame statements and expressions of the current call run in, handed to the visitors.
  @inline(__always)
  func execute(_ statement: any Statement, in frame: Frame) throws -> Completion {
    try StatementRunner(interpreter: self, frame: frame).run(statement)
  }

  @inline(__always)
  func evaluate(_ expression: any Expression, in frame: Frame) throws -> Any? {
    try ExpressionEvaluator(interpreter: self, frame: frame).evaluate(expression)
  }
}

/// The statement visitor: one per frame, cheap to make (two references).
struct StatementRunner: StatementVisitor {
  let interpreter: Interpreter
  let frame: Frame

  private func evaluate(_ expression: any Expression) throws -> Any? {
    try interpreter.evaluate(expression, in: frame)
  }

  /// The statement's visit, reached by its stored kind (`StatementNode`): one jump, not `accept`'s
  /// three calls. Kept out of line so that every caller shares this one switch.
  @inline(never)
  func run(_ statement: any Statement) throws -> Completion {
    switch statement.statementKind {
    case .expressionStatement: return try visit(unsafeDowncast(statement, to: ExpressionStatement.self))
    case .declarationStatement: return try visit(unsafeDowncast(statement, to: DeclarationStatement.self))
    case .compoundStatement: return try visit(unsafeDowncast(statement, to: CompoundStatement.self))
    case .ifStatement: return try visit(unsafeDowncast(statement, to: IfStatement.self))
    case .forStatement: return try visit(unsafeDowncast(statement, to: ForStatement.self))
    case .forInStatement: return try visit(unsafeDowncast(statement, to: ForInStatement.self))
    case .whileStatement: return try visit(unsafeDowncast(statement, to: WhileStatement.self))
    case .switchStatement: return try visit(unsafeDowncast(statement, to: SwitchStatement.self))
    case .returnStatement: return try visit(unsafeDowncast(statement, to: ReturnStatement.self))
    case .jumpStatement: return try visit(unsafeDowncast(statement, to: JumpStatement.self))
    case .scopedStatement: return try visit(unsafeDowncast(statement, to: ScopedStatement.self))
    case .tryStatement: return try visit(unsafeDowncast(statement, to: TryStatement.self))
    case .throwStatement: return try visit(unsafeDowncast(statement, to: ThrowStatement.self))
    case .tupleUnpackStatement: return try visit(unsafeDowncast(statement, to: TupleUnpackStatement.self))
    case .emptyStatement: return try visit(unsafeDowncast(statement, to: EmptyStatement.self))
    case .labeledStatement: return try visit(unsafeDowncast(statement, to: LabeledStatement.self))
    case .onExitStatement: return try visit(unsafeDowncast(statement, to: OnExitStatement.self))
    }
  }

  /// Evaluates an expression whose value is not used (a statement's, a loop's step): a number
  /// (`i++`) is dropped as it is, not wrapped in an `Any?` to be destroyed.
  private func discard(_ expression: any Expression) throws {
    _ = try ScalarEvaluator(evaluator: ExpressionEvaluator(interpreter: interpreter, frame: frame)).operand(expression)
  }

  /// C's truth of a condition, a number told as it is (`ScalarEvaluator`).
  private func truth(_ condition: any Expression) throws -> Bool {
    try ScalarEvaluator(evaluator: ExpressionEvaluator(interpreter: interpreter, frame: frame)).truth(condition)
  }

  func visit(_ node: ExpressionStatement) throws -> Completion {
    try statement(at: node.location)
    try discard(node.expression)
    return .normal
  }

  func visit(_ node: DeclarationStatement) throws -> Completion {
    try statement(at: node.location)
    for declaration in node.declarations { try interpreter.declare(declaration, in: frame) }
    return .normal
  }

  func visit(_ node: CompoundStatement) throws -> Completion {
    // Braces around one statement that needs none of the bookkeeping below (`soleStatement`); the
    // variables they declare are asked too (none, for such a statement).
    if let sole = node.soleStatement, node.declaredSlots.isEmpty { return try run(sole) }
    let onExitMark = frame.onExitBlockCount
    defer {
      // `@onExit` blocks of this scope, the last first, however the scope ends.
      while frame.onExitBlockCount > onExitMark, let block = frame.onExitBlocks.popLast() {
        _ = interpreter.guardedEntry { try interpreter.callBlock(block, arguments: []) }
      }
      if interpreter.entryBodies.contains(node) {
        // The entry code's locals go into the main run loop's autorelease pool (see
        // `Run.mainRunLoopPool`) instead of going at once.
        interpreter.run.mainRunLoopPool += node.declaredSlots.compactMap { frame.slots[$0] }
      }
      for slot in node.declaredSlots { frame.slots[slot] = nil }
    }
    var index = 0
    while index < node.statements.count {
      // One switch that takes the completion apart: testing it case by case copies the value a
      // `return` carries, through the run time's generic witnesses, at every block's return.
      switch try run(node.statements[index]) {
      case .normal:
        index += 1
      case .jumped(let label):
        guard let target = node.statements.firstIndex(where: { ($0 as? LabeledStatement)?.label == label }) else {
          return .jumped(to: label)
        }
        index = target
      case let completion:
        return completion
      }
    }
    return .normal
  }

  func visit(_ node: IfStatement) throws -> Completion {
    try statement(at: node.location)
    if try truth(node.condition) {
      return try run(node.thenBranch)
    }
    if let elseBranch = node.elseBranch { return try run(elseBranch) }
    return .normal
  }

  func visit(_ node: ForStatement) throws -> Completion {
    try statement(at: node.location)
    if let initializer = node.initializer { _ = try run(initializer) }
    // One evaluator for the condition and the step of every turn, not two made per turn (each
    // holds the interpreter and the frame: a retain and a release of each, atomic).
    let scalars = ScalarEvaluator(evaluator: ExpressionEvaluator(interpreter: interpreter, frame: frame))
    while true {
      // A step every turn, a condition or none: `for (;;) {}` runs nothing else, and spends the
      // run's budget at the loop (its `for`) as `while (1) {}` does at its condition.
      try statement(at: node.conditionLocation)
      if let condition = node.condition {
        guard try scalars.truth(condition) else { break }
      }
      switch try run(node.body) {
      case .breakLoop: return .normal
      case .returned(let value): return .returned(value)
      case .jumped(let label): return .jumped(to: label)
      case .normal, .continueLoop: break
      }
      if let increment = node.increment { _ = try scalars.operand(increment) }
    }
    return .normal
  }

  func visit(_ node: ForInStatement) throws -> Completion {
    try statement(at: node.location)
    let collection = try evaluate(node.collection)
    let elements = try fastEnumeration(of: collection, at: node.collection.location)
    let mutations = EnumerationMutations(of: collection)
    while let element = elements.next() {
      if let mutations, mutations.changed { throw mutations.exception(at: node.collection.location) }
      try statement(at: node.location)
      if let declaration = node.declaration {
        frame.slots[declaration.slot] = Box(element, type: declaration.type, isWeak: declaration.isWeak)
      } else if let existing = node.existing {
        try ExpressionEvaluator(interpreter: interpreter, frame: frame).assign(element, to: existing)
      }
      switch try run(node.body) {
      case .breakLoop: return .normal
      case .returned(let value): return .returned(value)
      case .jumped(let label): return .jumped(to: label)
      case .normal, .continueLoop: continue
      }
    }
    if let mutations, mutations.changedWithMoreLeft { throw mutations.exception(at: node.collection.location) }
    return .normal
  }

  func visit(_ node: WhileStatement) throws -> Completion {
    var first = true
    let isBusyWait = BusyWait.isEmptyBody(node.body)
    var spins = BusyWait.isSpinCondition(node.condition) ? 0 : Int.min
    var lastSample: [Any?]?
    while true {
      try statement(at: node.location)
      if node.testsFirst || !first {
        guard try truth(node.condition) else { break }
      }
      first = false
      if spins >= 0 {
        spins += 1
        if isBusyWait, spins == BusyWait.spinsBeforeYielding {
          spins = 0
          try yieldWhileSpinning(on: node.condition)
        } else if !isBusyWait, spins == BusyWait.turnsBetweenSamples {
          spins = 0
          try yieldIfStill(node.condition, since: &lastSample)
        }
      }
      switch try run(node.body) {
      case .breakLoop: return .normal
      case .returned(let value): return .returned(value)
      case .jumped(let label): return .jumped(to: label)
      case .normal, .continueLoop: continue
      }
    }
    return .normal
  }

  /// `BusyWait`: the spinning turn parks until its condition no longer holds, the other turns
  /// running meanwhile; when none of them can run and change it (nothing is left, or the only one
  /// that could is a turn this one runs inside of, in a nested run loop), the run stops there.
  private func yieldWhileSpinning(on condition: any Expression) throws {
    let stillSpinning = { (try? truth(condition)) ?? false }
    guard let bridge = interpreter.natives.bridge, let changed = bridge.waitInRun(until: { !stillSpinning() }) else {
      return
    }
    if interpreter.isAborted { throw RuntimeError.aborted }
    if !changed {
      throw interpreter.fail(
        "this loop spins until its condition changes, and no other turn the run can take now changes it (a busy wait: on a device it spins until another thread does, or forever)",
        at: condition.location)
    }
  }

  /// `BusyWait`'s loop with a body: when what its condition reads is what it was
  /// `turnsBetweenSamples` turns ago, its turn gives the others theirs, as a thread's time slice
  /// ends. It goes on at once when no other turn can run: its body may still end it.
  private func yieldIfStill(_ condition: any Expression, since lastSample: inout [Any?]?) throws {
    let sample = try BusyWait.variablesRead(by: condition).map { try evaluate($0) }
    defer { lastSample = sample }
    guard let lastSample, BusyWait.isSame(lastSample, sample), let bridge = interpreter.natives.bridge else { return }
    bridge.yieldInRun()
    if interpreter.isAborted { throw RuntimeError.aborted }
  }

  func visit(_ node: SwitchStatement) throws -> Completion {
    try statement(at: node.location)
    guard let subject = try evaluate(node.subject) as? CNumber, !subject.isFloatingPoint else {
      throw interpreter.fail("switch needs an integer (an object cannot be switched on)", at: node.subject.location)
    }
    var start: Int?
    for label in node.labels {
      guard let value = label.value else { continue }
      guard let number = try evaluate(value) as? CNumber else {
        throw interpreter.fail("a case label must be an integer constant", at: label.location)
      }
      if let lastValue = label.lastValue {
        guard let last = try evaluate(lastValue) as? CNumber else {
          throw interpreter.fail("a case label must be an integer constant", at: lastValue.location)
        }
        // An empty range (`case 5 ... 1:`, clang's warning) matches nothing.
        if number.int64 <= subject.int64, subject.int64 <= last.int64 {
          start = label.index
          break
        }
      } else if number.int64 == subject.int64 {
        start = label.index
        break
      }
    }
    if start == nil { start = node.labels.first { $0.value == nil }?.index }
    guard let start else { return .normal }
    for statement in node.body[start...] {
      switch try run(statement) {
      case .normal: continue
      case .breakLoop: return .normal
      case .continueLoop: return .continueLoop
      case .returned(let value): return .returned(value)
      case .jumped(let label): return .jumped(to: label)
      }
    }
    return .normal
  }

  func visit(_ node: ReturnStatement) throws -> Completion {
    try statement(at: node.location)
    guard let value = node.value else { return .returned(nil) }
    return .returned(try evaluate(value))
  }

  func visit(_ node: JumpStatement) throws -> Completion {
    if let label = node.gotoLabel {
      // A step, so a loop made of `goto`s spends the run's budget as a `while` does.
      try statement(at: node.location)
      return .jumped(to: label)
    }
    return node.isBreak ? .breakLoop : .continueLoop
  }

  func visit(_ node: LabeledStatement) throws -> Completion { try run(node.statement) }

  func visit(_ node: OnExitStatement) throws -> Completion {
    try statement(at: node.location)
    guard let block = try evaluate(node.block) as? ObjCBlock else { return .normal }
    frame.onExitBlocks.append(block)
    return .normal
  }

  func visit(_ node: ScopedStatement) throws -> Completion {
    try statement(at: node.location)
    switch node.kind {
    case .autoreleasePool:
      let mark = interpreter.run.autoreleasePool.count
      defer {
        // The pool is replaced, not edited in place: what it held goes only after the write,
        // and its `-dealloc` may put objects in the pool again.
        let pool = interpreter.run.autoreleasePool
        if pool.count > mark { interpreter.run.autoreleasePool = Array(pool[..<mark]) }
        withExtendedLifetime(pool) {}
      }
      return try run(node.body)
    case .synchronized(let expression):
      return try synchronized(on: expression, node)
    }
  }

  /// `@synchronized (object) { … }`, out of line from the `@autoreleasepool` that loops run.
  @inline(never)
  private func synchronized(on expression: any Expression, _ node: ScopedStatement) throws -> Completion {
    let object = try evaluate(expression)
    guard let object, type(of: object) is AnyClass else { return try run(node.body) }
    let lock = interpreter.run.synchronizationLock(for: object as AnyObject)
    if !lock.try() {
      // In a run of virtual queues one turn runs at a time: the holder is a turn parked in a wait,
      // which goes on only when this one gives way (blocking this thread would stop every turn).
      let free = interpreter.natives.bridge?.waitInRun {
        guard lock.try() else { return false }
        lock.unlock()
        return true
      }
      if interpreter.isAborted { throw RuntimeError.aborted }
      if free == false {
        throw interpreter.fail(
          "@synchronized waits forever: the object is locked by a thread that waits for what nothing left to run can do (a deadlock on a device)",
          at: expression.location)
      }
      lock.lock()
    }
    defer { lock.unlock() }
    return try run(node.body)
  }

  func visit(_ node: TryStatement) throws -> Completion {
    try statement(at: node.location)
    var completion: Completion = .normal
    do {
      completion = try run(node.body)
    } catch RuntimeError.exception(let value, let location) {
      guard let catchBody = node.catchBody else {
        if let finallyBody = node.finallyBody { _ = try run(finallyBody) }
        throw RuntimeError.exception(value: value, location: location)
      }
      if let variable = node.catchVariable, variable.slot >= 0 {
        frame.slots[variable.slot] = Box(value, type: variable.type)
      }
      completion = try run(catchBody)
    }
    if let finallyBody = node.finallyBody {
      let finallyCompletion = try run(finallyBody)
      if case .normal = finallyCompletion {} else { return finallyCompletion }
    }
    return completion
  }

  func visit(_ node: ThrowStatement) throws -> Completion {
    try statement(at: node.location)
    let value = try node.value.map(evaluate) ?? nil
    throw RuntimeError.exception(value: value, location: node.location)
  }

  func visit(_ node: TupleUnpackStatement) throws -> Completion {
    try statement(at: node.location)
    let value = try evaluate(node.value)
    let elements: [Any?]
    if let value, let tupleElements = interpreter.natives.bridge?.tupleElements(of: value) {
      elements = tupleElements
    } else if value == nil {
      elements = []
    } else if let instance = value as? ObjCInstance,
      interpreter.classChain(of: instance.objcClass.name).contains("RACTuple")
    {
      // A tuple of RAC's loaded source: its elements by message, RACTupleNil as nil.
      let count = try interpreter.send("count", to: instance, arguments: [], at: node.location) as? CNumber
      elements = try (0..<max(0, Int(count?.int64 ?? 0))).map { index in
        try interpreter.send(
          "objectAtIndex:", to: instance, arguments: [CNumber.unsignedLong(index)], at: node.location)
      }
    } else {
      throw interpreter.fail(
        "RACTupleUnpack needs a RACTuple, got \(interpreter.className(of: value ?? 0))",
        at: node.value.location)
    }
    for (index, declaration) in node.declarations.enumerated() {
      let element = index < elements.count ? elements[index] : nil
      frame.slots[declaration.slot] = Box(
        try interpreter.converted(element, to: declaration.type, at: declaration.location), type: declaration.type,
        isWeak: declaration.isWeak)
    }
    return .normal
  }

  func visit(_ node: EmptyStatement) throws -> Completion { .normal }
}

extension Interpreter {
  /// Runs one variable declaration: a new box for a local (so every run of the declaration, in a
  /// loop or a recursive call, makes a new variable), once-only initialisation for a `static`.
  func declare(_ declaration: VariableDeclaration, in frame: Frame) throws {
    // A variable-length array gets the count its size expression has now (C evaluates it each time
    // the declaration runs); a size below 1 is undefined behaviour in C, an error here.
    var variableType = declaration.type
    if let length = declaration.arrayLength, case .array(let element, _) = declaration.type {
      guard let number = try evaluate(length, in: frame) as? CNumber, !number.isFloatingPoint else {
        throw fail("size of array has non-integer type", at: length.location)
      }
      guard number.int64 > 0 else {
        throw fail("variable length array size is \(number.int64); it must be at least 1", at: length.location)
      }
      variableType = .array(element, count: Int(clamping: number.int64))
    }
    switch variableType {
    case .array, .cStruct:
      // An aggregate is made whole, before its initializer: its size is asked of the memory budget.
      try budget.reserve(variableType.storageBytes, at: declaration.location)
    default:
      break
    }
    if let storage = declaration.storage {
      // `extern int counter;` names what another file's `int counter = 5;` sets (`LinkedVariables`).
      guard !storage.isInitialized, declaration.initializer != nil || !storage.isDefinedWithInitializer else { return }
      storage.isInitialized = true
      storage.value = ValueDefaults.zero(of: declaration.type)
      if let initializer = declaration.initializer {
        storage.value = try converted(
          try evaluate(initializer, in: frame), to: declaration.type, at: declaration.location)
      }
      return
    }
    let box = Box(
      ValueDefaults.zero(of: variableType), type: variableType, isWeak: declaration.isWeak,
      isUnretained: declaration.isUnretained)
    frame.slots[declaration.slot] = box
    if let initializer = declaration.initializer {
      let value = try converted(try evaluate(initializer, in: frame), to: declaration.type, at: declaration.location)
      // The trace names a RAC object after the variable the snippet keeps it in, as the
      // walkthroughs name theirs (`signal`, `mappedSignalA`).
      if declaration.namesObjects, let object = value as? CoreObject, object.traceLabel == nil,
        !object.isSharedInstance, !(object is ObjCInstance)
      {
        object.traceLabel = declaration.name
      }
      if declaration.isAutoreleasing || (declaration.isWeak && AutoreleasedReturn.isKeptByThePool(initializer)),
        let value, type(of: value) is AnyClass
      {
        run.autoreleasePool.append(value)
      }
      box.value = value
    }
  }
}

extension StatementRunner {
  /// A statement starts: one step, and, while a trace records, a `line` event at its position (what
  /// line-level stepping stops at), with the frame's variables when a debugger captures them.
  @inline(__always)
  func statement(at location: SourceLocation) throws {
    try interpreter.step(at: location)
    if Tracing.isRecording { recordLine(at: location) }
  }

  /// `statement(at:)`'s `line` event and the debugger's capture, out of line: a run that records
  /// nothing never comes here, and the code stays out of every statement's (issue 37).
  @inline(never)
  private func recordLine(at location: SourceLocation) {
    Tracing.line(TraceSource(location))
    if VariableCapture.isCapturing {
      VariableCapture.statement(at: location, in: frame, interpreter: interpreter)
      if StopProbe.isArmed { StopProbe.statement(at: location, in: frame, interpreter: interpreter) }
    }
  }

  /// `statement(at:)` for a block body's sole statement, which the call runs with `evaluator`
  /// (`Interpreter.runBody`): a runner is made only while a trace records, not one per call.
  @inline(__always)
  static func statement(at location: SourceLocation, of evaluator: ExpressionEvaluator) throws {
    guard Tracing.isRecording else { return try evaluator.interpreter.step(at: location) }
    try StatementRunner(interpreter: evaluator.interpreter, frame: evaluator.frame).statement(at: location)
  }
}
