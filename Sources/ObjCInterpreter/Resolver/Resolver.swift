/// Works out what every name in a snippet refers to before it runs: the third stage (lexer →
/// parser → resolver → interpreter → bridge to RAC), as in Crafting Interpreters' resolver.
///
/// - Each function, method and block gets a frame of numbered slots; every local variable and
///   parameter a slot, so the interpreter reads variables by index.
/// - Each block literal gets its capture list: the enclosing locals it uses, copied when the block
///   is created (Objective-C's const copy), shared when they are `__block`, held weakly when they
///   are `__weak`. `self` is captured like any other variable (strongly), and so it is when a block
///   uses an instance variable or `RACObserve`, as clang's blocks do.
/// - Names that are not locals are statics, instance variables of the method's class, classes,
///   constants or functions of the snippet or of a library; anything else is an error here, with
///   its position, as a compiler would report it.
final class Resolver {
  /// What a local variable is, for the uses that follow its declaration.
  struct Local {
    let slot: Int
    let isBlockStorage: Bool
    let isWeak: Bool
    /// A copy a block made of an enclosing variable: assigning to it is an error.
    let isCapturedCopy: Bool
    /// A `static` variable: one storage for the run, used (never captured) by blocks.
    var storage: VariableStorage?
    /// The method's own `self` (its implicit parameter), or a block's copy of it.
    var isMethodSelf = false
    /// The type a variable declaration gave it (nil for a variable-length array, whose count the
    /// declaration decides when it runs): what `sizeof` of it in a block answers (see
    /// `visit(_: SizeofExpression)`).
    var declaredType: TypeName?
  }

  /// One function, method or block being resolved.
  final class Function {
    var scopes: [[String: Local]] = [[:]]
    var slotCount = 0
    /// The name of the variable in each slot ("" for an unnamed parameter), for a debugger's
    /// locals (slots are never shared, so a slot is one variable).
    var slotNames: [String] = []
    let isBlock: Bool
    var captures: [Capture] = []
    var captured: [String: Local] = [:]
    /// A block's first `return` with a value: clang infers the block's return type from it when
    /// the literal writes none.
    var firstReturnedValue: (any Expression)?
    /// The function's labels and the `goto`s to them, checked when its body is resolved.
    var gotoLabels = GotoLabels()
    /// The class of the method this code is in (also inside its blocks), for instance variables
    /// and `super`.
    let className: String?
    let isClassMethod: Bool

    init(isBlock: Bool, className: String?, isClassMethod: Bool) {
      self.isBlock = isBlock
      self.className = className
      self.isClassMethod = isClassMethod
    }

    func allocate(named name: String = "") -> Int {
      slotCount += 1
      slotNames.append(name)
      return slotCount - 1
    }

    func find(_ name: String) -> Local? {
      for scope in scopes.reversed() {
        if let local = scope[name] { return local }
      }
      return captured[name]
    }
  }

  private let source: SourceFile
  private let library: any NameLookup
  private var functions: [Function] = []
  /// Instance variables per snippet class (declared ivars and `_property`), including inherited.
  private let instanceVariables: [String: Set<String>]
  private let snippetClasses: Set<String>
  private let snippetConstants: Set<String>
  private let snippetFunctions: Set<String>
  /// The types the snippet's files declare (`@class`, `@interface`, typedefs) besides its classes.
  private let snippetTypeNames: Set<String>
  /// The variables every file of the program shares by name (C's external linkage).
  private let linkedVariables: LinkedVariables
  /// The names the top-level code declares, to explain why a method cannot see them.
  private var topLevelNames: Set<String> = []

  init(
    source: SourceFile, library: any NameLookup, instanceVariables: [String: Set<String>], snippetClasses: Set<String>,
    snippetConstants: Set<String>, snippetFunctions: Set<String>, snippetTypeNames: Set<String> = [],
    globals: [String: VariableStorage] = [:], linkedVariables: LinkedVariables = LinkedVariables()
  ) {
    self.linkedVariables = linkedVariables
    self.snippetTypeNames = snippetTypeNames
    self.statics = globals
    self.source = source
    self.library = library
    self.instanceVariables = instanceVariables
    self.snippetClasses = snippetClasses
    self.snippetConstants = snippetConstants
    self.snippetFunctions = snippetFunctions
  }

  private var function: Function { functions[functions.count - 1] }

  private func error(_ message: String, at location: SourceLocation) -> ObjCError {
    ObjCError(.semantic, message, at: location, in: source)
  }

  // MARK: - Entry points

  /// Resolves the top-level statements as the body of one function whose slot 0 is `self`.
  ///
  /// The files of one snippet run as one script, in order: `continuing` is the top level of the
  /// files before this one, whose declarations this file sees (a scene declares `weakSelf`, the
  /// post's listing that follows uses it). The result is that top level, grown by this file's.
  func resolveMain(_ statements: [any Statement], continuing previous: Function? = nil) throws -> Function {
    let main: Function
    if let previous {
      main = previous
    } else {
      main = Function(isBlock: false, className: nil, isClassMethod: false)
      let selfSlot = main.allocate(named: "self")
      main.scopes[0]["self"] = Local(slot: selfSlot, isBlockStorage: false, isWeak: false, isCapturedCopy: false)
    }
    functions = [main]
    main.gotoLabels = GotoLabels()
    try resolveList(statements)
    topLevelNames = Set(main.scopes[0].keys).subtracting(["self"])
    functions = []
    return main
  }

  /// The slot of `self` in the top-level frame.
  static let mainSelfSlot = 0

  /// Resolves a method: slot 0 is `self`, slot 1 `_cmd`, then the parameters.
  func resolve(_ method: MethodDefinition) throws {
    guard let body = method.body else { return }
    let scope = Function(isBlock: false, className: method.className, isClassMethod: method.isClassMethod)
    functions = [scope]
    try checkParameterNames(method.parameters)
    method.selfSlot = declare("self", at: method.location)
    scope.scopes[0]["self"]?.isMethodSelf = true
    _ = declare("_cmd", at: method.location)
    var parameters: [Parameter] = []
    for var parameter in method.parameters {
      if let name = parameter.name {
        parameter.slot = declare(name, at: parameter.location, isWeak: parameter.isWeak)
      }
      parameters.append(parameter)
    }
    method.resolvedParameters = parameters
    try resolveList(body.statements)
    method.frameSize = scope.slotCount
    method.slotNames = scope.slotNames
    functions = []
  }

  /// Resolves the initializer of a library's file-scope variable (its storage made by the loader);
  /// returns the size of the frame it is evaluated in.
  func resolveGlobal(_ declaration: VariableDeclaration) throws -> Int {
    let scope = Function(isBlock: false, className: nil, isClassMethod: false)
    functions = [scope]
    defer { functions = [] }
    try declaration.initializer?.accept(self)
    return scope.slotCount
  }

  /// Resolves an enum constant's value (`RACSchedulerPriorityHigh = DISPATCH_QUEUE_PRIORITY_HIGH`,
  /// `B = A + 1`): names of constants, evaluated before the program runs.
  func resolveConstant(_ expression: any Expression) throws {
    functions = [Function(isBlock: false, className: nil, isClassMethod: false)]
    defer { functions = [] }
    try expression.accept(self)
  }

  func resolve(_ function: FunctionDefinition) throws {
    try checkParameterNames(function.parameters)
    let scope = Function(isBlock: false, className: nil, isClassMethod: false)
    functions = [scope]
    var parameters: [Parameter] = []
    for var parameter in function.parameters {
      if let name = parameter.name {
        parameter.slot = declare(name, at: parameter.location, isWeak: parameter.isWeak)
      }
      parameters.append(parameter)
    }
    function.resolvedParameters = parameters
    scope.scopes.append([:])
    try resolveList(function.body.statements)
    function.frameSize = scope.slotCount
    function.slotNames = scope.slotNames
    functions = []
  }

  // MARK: - Declaring and finding names

  /// Two parameters of one method, function or block with one name: clang's error.
  private func checkParameterNames(_ parameters: [Parameter]) throws {
    var seen: Set<String> = []
    for parameter in parameters {
      guard let name = parameter.name else { continue }
      if !seen.insert(name).inserted { throw error("redefinition of parameter '\(name)'", at: parameter.location) }
    }
  }

  /// A declaration's class (`Foo *x`) must be one that exists: clang's `unknown type name`.
  private func checkTypeExists(_ type: TypeName, at location: SourceLocation) throws {
    guard case .object(let name) = type, !snippetClasses.contains(name), !snippetTypeNames.contains(name) else {
      return
    }
    if case .classReference? = library.binding(for: name) { return }
    throw error(
      "unknown type name '\(name)'\(name.first?.isUppercase == true ? ": no class of that name here (does the snippet need a scene that defines it?)" : "")",
      at: location)
  }

  private func declare(_ name: String, at location: SourceLocation, isBlockStorage: Bool = false, isWeak: Bool = false)
    -> Int
  {
    let slot = function.allocate(named: name)
    function.scopes[function.scopes.count - 1][name] = Local(
      slot: slot, isBlockStorage: isBlockStorage, isWeak: isWeak, isCapturedCopy: false)
    return slot
  }

  /// The local `name` as the code at the current depth sees it, capturing it into every block
  /// between its declaration and here.
  private func lookupLocal(_ name: String, depth: Int) -> Local? {
    let scope = functions[depth]
    if let local = scope.find(name) { return local }
    guard scope.isBlock, depth > 0, let outer = lookupLocal(name, depth: depth - 1) else { return nil }
    if outer.storage != nil { return outer }
    if outer.isMethodSelf, let copy = scope.captured[Self.methodSelfKey] {
      scope.captured[name] = copy
      return copy
    }
    let local = capture(outer, named: name, into: scope)
    if name == "self" { scope.captures[scope.captures.count - 1].implicitFor = implicitCaptureReason }
    scope.captured[name] = local
    if outer.isMethodSelf { scope.captured[Self.methodSelfKey] = local }
    return local
  }

  /// Where a block keeps its copy of the method's `self` when the `self` its code names is another
  /// (`@strongify(self)` declares a local `self`): a name no code can write.
  private static let methodSelfKey = " method self"

  /// A block's copy of `outer`, captured as clang captures it.
  private func capture(_ outer: Local, named name: String, into scope: Function) -> Local {
    let slot = scope.allocate(named: name)
    scope.captures.append(
      Capture(
        outerSlot: outer.slot, innerSlot: slot, byReference: outer.isBlockStorage, isWeak: outer.isWeak, name: name))
    var local = Local(
      slot: slot, isBlockStorage: outer.isBlockStorage, isWeak: outer.isWeak, isCapturedCopy: !outer.isBlockStorage)
    local.isMethodSelf = outer.isMethodSelf
    return local
  }

  /// The method's own `self` as the code at `depth` sees it, captured into every block between.
  /// Clang reads an instance variable as `self->_name` of the method's implicit `self` parameter,
  /// whatever local named `self` shadows it (`@strongify(self)`'s): a block that names an instance
  /// variable holds the method's `self` strongly, even after `@strongify(self)`.
  /// What the name being bound is, when it makes a block capture `self` without naming it.
  private var implicitCaptureReason: String?

  private func methodSelf(depth: Int) -> Local? {
    let scope = functions[depth]
    guard scope.isBlock else { return scope.scopes.first?["self"].flatMap { $0.isMethodSelf ? $0 : nil } }
    if let copy = scope.captured[Self.methodSelfKey] { return copy }
    guard depth > 0, let outer = methodSelf(depth: depth - 1) else { return nil }
    let local = capture(outer, named: "self", into: scope)
    scope.captures[scope.captures.count - 1].implicitFor = implicitCaptureReason
    scope.captured[Self.methodSelfKey] = local
    return local
  }

  /// Runs `body` with the captures of `self` it makes marked as made for `reason`.
  private func withImplicitCapture<Result>(for reason: String, _ body: () throws -> Result) rethrows -> Result {
    let outer = implicitCaptureReason
    implicitCaptureReason = reason
    defer { implicitCaptureReason = outer }
    return try body()
  }

  private func lookupLocal(_ name: String) -> Local? {
    functions.isEmpty ? nil : lookupLocal(name, depth: functions.count - 1)
  }

  private func bind(_ identifier: Identifier) throws {
    let name = identifier.name
    if let local = lookupLocal(name) {
      identifier.binding = local.storage.map { .global($0) } ?? .local(slot: local.slot)
      return
    }
    if let className = function.className, !function.isClassMethod,
      instanceVariables[className]?.contains(name) == true,
      let selfLocal = withImplicitCapture(for: "instance variable \(name)", { methodSelf(depth: functions.count - 1) })
    {
      identifier.binding = .instanceVariable(name, selfSlot: selfLocal.slot)
      return
    }
    if let storage = statics[name] {
      identifier.binding = .global(storage)
      return
    }
    if snippetConstants.contains(name) {
      identifier.binding = .constant(name)
      return
    }
    if snippetClasses.contains(name) {
      identifier.binding = .classReference(name)
      return
    }
    if snippetFunctions.contains(name) {
      identifier.binding = .function(name)
      return
    }
    if let binding = library.binding(for: name) {
      identifier.binding = binding
      return
    }
    if name == "self" {
      throw error("'self' is not available here (a C function has no 'self')", at: identifier.location)
    }
    if topLevelNames.contains(name) {
      throw error(
        "'\(name)' is a local variable of the top-level code; methods cannot see it (declare it 'static' to share it)",
        at: identifier.location)
    }
    if source.kind == .spec {
      // A spec file's example that names what this runtime lacks (Apple-only API) fails when it
      // runs, at this line; the spec's other examples still run.
      identifier.binding = .constant(name)
      return
    }
    if name.first?.isUppercase == true {
      throw error(
        "use of undeclared identifier '\(name)': no class, constant or function of that name here (does the snippet need a scene that defines it?)",
        at: identifier.location)
    }
    throw error("use of undeclared identifier '\(name)'", at: identifier.location)
  }

  /// `static` variables declared at a file's top level, which its methods and functions see too.
  private var statics: [String: VariableStorage] = [:]
  /// The file-scope variables functions and methods see: the ones given and the file's own
  /// `static`s (a header's, which the files that import it see too).
  var fileScopeVariables: [String: VariableStorage] { statics }
  /// Every static the resolver made, so a run can reset them.
  private(set) var staticStorages: [VariableStorage] = []

  private func checkAssignable(_ target: any Expression) throws {
    guard let identifier = target as? Identifier, let local = lookupLocal(identifier.name), local.storage == nil else {
      return
    }
    if local.isCapturedCopy {
      throw error(
        "variable '\(identifier.name)' is not assignable inside the block (missing __block type specifier)",
        at: identifier.location)
    }
  }
}

/// Where the resolver looks up names that are not the snippet's: the classes, constants and
/// functions of RAC, Foundation and the scene.
package protocol NameLookup {
  func binding(for name: String) -> Binding?
}

// MARK: - Statements

extension Resolver: StatementVisitor {
  func visit(_ node: ExpressionStatement) throws { try node.expression.accept(self) }

  func visit(_ node: DeclarationStatement) throws {
    for declaration in node.declarations {
      try checkTypeExists(declaration.type, at: node.declarations.count == 1 ? node.location : declaration.location)
      try declareVariable(declaration)
    }
  }

  private func declareVariable(_ declaration: VariableDeclaration) throws {
    if let length = declaration.arrayLength {
      // As clang says: a variable-length array lives on the stack of the call that declares it.
      guard !declaration.isStatic else {
        throw error(
          "variable length array declaration cannot have 'static' storage duration", at: declaration.location)
      }
      try length.accept(self)
    }
    if declaration.isStatic {
      // A library's files are parsed once and resolved again for every snippet that loads them: the
      // static keeps the one storage it was given first, so that each run resets the storage its
      // code reads (a fresh one here would leave the code pointing at the last snippet's, never
      // reset, and a `dispatch_once` static such as RAC's main thread scheduler would outlive its run).
      let storage: VariableStorage
      if declaration.linksByName {
        let linked = linkedVariables.link(declaration)
        if let first = linked.firstDefinition {
          // In one file it is clang's error; across files, the linker's.
          throw error(
            first.file == declaration.location.file
              ? "redefinition of '\(declaration.name)' (its first definition is at line \(first.line))"
              : "duplicate symbol '\(declaration.name)': \(first.file):\(first.line) defines it too (the linker's error)",
            at: declaration.location)
        }
        storage = linked.storage
      } else {
        storage =
          declaration.storage
          ?? VariableStorage(
            name: declaration.name, type: declaration.type, location: declaration.location)
      }
      declaration.storage = storage
      var local = Local(slot: -1, isBlockStorage: false, isWeak: false, isCapturedCopy: false)
      local.storage = storage
      function.scopes[function.scopes.count - 1][declaration.name] = local
      if functions.count == 1, function.scopes.count == 1, function.className == nil, !function.isBlock {
        statics[declaration.name] = storage
      }
      staticStorages.append(storage)
      // Its scope starts at its declarator too: `static void *Context = &Context;`, the KVO
      // context idiom (RAC's README), takes its own address.
      try declaration.initializer?.accept(self)
      return
    }
    // As in C, a variable's scope starts at its declarator, so its own initializer sees it: a
    // block there that names the variable captures it — by reference when it is `__block` (it
    // sees the value assigned after), by copy otherwise (nil, the value it has before).
    declaration.slot = declare(
      declaration.name, at: declaration.location, isBlockStorage: declaration.isBlockStorage, isWeak: declaration.isWeak
    )
    if declaration.arrayLength == nil {
      function.scopes[function.scopes.count - 1][declaration.name]?.declaredType = declaration.type
    }
    try declaration.initializer?.accept(self)
  }

  func visit(_ node: CompoundStatement) throws {
    function.scopes.append([:])
    defer {
      // The last declared first, as ARC releases a scope's locals: the same order on every run.
      node.declaredSlots = function.scopes[function.scopes.count - 1].values.filter { $0.storage == nil }.map(\.slot)
        .sorted(by: >)
      function.scopes.removeLast()
    }
    try resolveList(node.statements)
  }

  /// A list of statements, each where a `goto` can find a label it holds; at the end of a
  /// function's outermost list, its `goto`s checked against its labels (`GotoLabels`).
  private func resolveList(_ statements: [any Statement]) throws {
    let labels = function
    labels.gotoLabels.enterList()
    for (index, statement) in statements.enumerated() {
      labels.gotoLabels.resolving(statement, at: index)
      try statement.accept(self)
    }
    labels.gotoLabels.leaveList()
    if !labels.gotoLabels.isOpen, let (message, location) = labels.gotoLabels.firstError() {
      throw error(message, at: location)
    }
  }

  func visit(_ node: IfStatement) throws {
    try node.condition.accept(self)
    try inScope { try node.thenBranch.accept(self) }
    if let elseBranch = node.elseBranch { try inScope { try elseBranch.accept(self) } }
  }

  private func inScope(_ body: () throws -> Void) rethrows {
    function.scopes.append([:])
    defer { function.scopes.removeLast() }
    try body()
  }

  func visit(_ node: ForStatement) throws {
    try inScope {
      try node.initializer?.accept(self)
      try node.condition?.accept(self)
      try node.increment?.accept(self)
      try inScope { try node.body.accept(self) }
    }
  }

  func visit(_ node: ForInStatement) throws {
    try node.collection.accept(self)
    try inScope {
      if let declaration = node.declaration {
        try declareVariable(declaration)
      } else if let existing = node.existing {
        try existing.accept(self)
        try checkAssignable(existing)
      }
      try inScope { try node.body.accept(self) }
    }
  }

  func visit(_ node: WhileStatement) throws {
    try node.condition.accept(self)
    try inScope { try node.body.accept(self) }
  }

  func visit(_ node: SwitchStatement) throws {
    try node.subject.accept(self)
    for label in node.labels {
      try label.value?.accept(self)
      try label.lastValue?.accept(self)
    }
    try inScope { for statement in node.body { try statement.accept(self) } }
  }

  func visit(_ node: ReturnStatement) throws {
    if let value = node.value, function.isBlock, function.firstReturnedValue == nil {
      function.firstReturnedValue = value
    }
    try node.value?.accept(self)
  }

  func visit(_ node: JumpStatement) throws {
    if let label = node.gotoLabel {
      function.gotoLabels.jump(to: label, at: node.location, labelAt: node.gotoLabelLocation)
    }
  }

  func visit(_ node: ScopedStatement) throws {
    if case .synchronized(let object) = node.kind { try object.accept(self) }
    try node.body.accept(self)
  }

  func visit(_ node: TryStatement) throws {
    try node.body.accept(self)
    if let catchBody = node.catchBody {
      try inScope {
        if let variable = node.catchVariable, !variable.name.isEmpty { try declareVariable(variable) }
        try catchBody.accept(self)
      }
    }
    try node.finallyBody?.accept(self)
  }

  func visit(_ node: ThrowStatement) throws { try node.value?.accept(self) }

  func visit(_ node: TupleUnpackStatement) throws {
    try node.value.accept(self)
    for declaration in node.declarations { try declareVariable(declaration) }
  }

  func visit(_ node: EmptyStatement) throws {}

  func visit(_ node: LabeledStatement) throws {
    function.gotoLabels.define(node)
    try node.statement.accept(self)
  }

  func visit(_ node: OnExitStatement) throws { try node.block.accept(self) }
}

// MARK: - Expressions

extension Resolver: ExpressionVisitor {
  func visit(_ node: IntegerLiteral) throws {}
  func visit(_ node: FloatingLiteral) throws {}
  func visit(_ node: StringLiteral) throws {}
  func visit(_ node: NilLiteral) throws {}
  func visit(_ node: BoolLiteral) throws {}
  func visit(_ node: SelectorLiteral) throws {}

  func visit(_ node: ArrayLiteral) throws {
    for element in node.elements { try element.accept(self) }
  }

  func visit(_ node: DictionaryLiteral) throws {
    for entry in node.entries {
      try entry.key.accept(self)
      try entry.value.accept(self)
    }
  }

  func visit(_ node: BoxedExpression) throws { try node.operand.accept(self) }

  func visit(_ node: Identifier) throws { try bind(node) }

  func visit(_ node: MessageSend) throws {
    if let receiver = node.receiver {
      try receiver.accept(self)
    } else {
      guard let className = function.className else {
        throw error("'super' is only available in a method of a class", at: node.location)
      }
      node.superClassOf = className
      node.superFromClassMethod = function.isClassMethod
      let selfIdentifier = Identifier(location: node.location, name: "self")
      try bind(selfIdentifier)
      node.superReceiver = selfIdentifier
    }
    for argument in node.arguments { try argument.accept(self) }
  }

  func visit(_ node: CallExpression) throws {
    try node.callee.accept(self)
    for argument in node.arguments { try argument.accept(self) }
  }

  func visit(_ node: MemberExpression) throws { try node.base.accept(self) }

  func visit(_ node: ArrowExpression) throws { try node.base.accept(self) }

  func visit(_ node: SubscriptExpression) throws {
    try node.base.accept(self)
    try node.index.accept(self)
  }

  func visit(_ node: UnaryExpression) throws {
    try node.operand.accept(self)
    switch node.op {
    case .preIncrement, .preDecrement, .postIncrement, .postDecrement: try checkAssignable(node.operand)
    default: break
    }
  }

  func visit(_ node: BinaryExpression) throws {
    try node.left.accept(self)
    try node.right.accept(self)
  }

  func visit(_ node: AssignmentExpression) throws {
    try node.target.accept(self)
    try checkAssignable(node.target)
    try node.value.accept(self)
  }

  func visit(_ node: ConditionalExpression) throws {
    try node.condition.accept(self)
    try node.whenTrue?.accept(self)
    try node.whenFalse.accept(self)
  }

  func visit(_ node: CastExpression) throws { try node.operand.accept(self) }

  func visit(_ node: InitializerList) throws {
    for element in node.elements { try element.value.accept(self) }
  }

  /// `sizeof` does not evaluate its operand, and a block captures nothing it names; the operand is
  /// bound, for the interpreter to read its value's type, only where it only reads and, in a block,
  /// names nothing but the block's own locals (binding anything else would capture it).
  func visit(_ node: SizeofExpression) throws {
    guard let operand = node.readableOperand else { return }
    if function.isBlock {
      let own = function
      guard node.namesRead.allSatisfy({ name in own.scopes.contains { $0[name] != nil } }) else {
        // A variable of an enclosing function: its declared type, found without capturing it.
        if let identifier = operand as? Identifier {
          node.declaredOperandType =
            functions.reversed().lazy.compactMap { $0.find(identifier.name)?.declaredType }
            .first
        }
        return
      }
    }
    try operand.accept(self)
    node.operandIsResolved = true
  }

  func visit(_ node: BlockLiteral) throws {
    let enclosing = functions.last
    if let selfLocal = enclosing?.find("self"), selfLocal.storage == nil { node.enclosingSelfSlot = selfLocal.slot }
    let block = Function(
      isBlock: true, className: enclosing?.className, isClassMethod: enclosing?.isClassMethod ?? false)
    functions.append(block)
    defer { functions.removeLast() }
    try checkParameterNames(node.parameters)
    var slots: [Int] = []
    for parameter in node.parameters {
      slots.append(
        parameter.name.map { declare($0, at: parameter.location, isWeak: parameter.isWeak) } ?? block.allocate())
    }
    node.parameterSlots = slots
    try resolveList(node.body.statements)
    node.captures = block.captures
    node.frameSize = block.slotCount
    node.slotNames = block.slotNames
    node.firstReturnedValue = block.firstReturnedValue
  }

  func visit(_ node: RACObserveExpression) throws {
    try node.target.accept(self)
    if let observer = node.observer {
      if withImplicitCapture(for: "RACObserve", { lookupLocal("self") }) != nil {
        try bind(observer)
      } else {
        node.observer = nil
      }
    }
  }

  func visit(_ node: RACBindingExpression) throws {
    try node.target.accept(self)
    try node.nilValue?.accept(self)
    try node.signal.accept(self)
  }

  func visit(_ node: RACChannelToExpression) throws {
    try node.target.accept(self)
    try node.nilValue?.accept(self)
    try node.otherTerminal?.accept(self)
  }
}
