/// The statements of the syntax tree: C's, and Objective-C's `@autoreleasepool`, `@synchronized`,
/// `@try`; declarations of local variables are statements too.
package protocol Statement: StatementNode {
  var location: SourceLocation { get }
  func accept<Visitor: StatementVisitor>(_ visitor: Visitor) throws -> Visitor.Result
}

/// One variable a declaration introduces: `__block NSInteger count = 0`, `static int calls`,
/// `__weak typeof(self) weakSelf = self`, `RACStream *(^innerBlock)(id value) = ^…`.
final class VariableDeclaration {
  let location: SourceLocation
  let type: TypeName
  let name: String
  let initializer: (any Expression)?
  let isBlockStorage: Bool
  let isWeak: Bool
  /// `__autoreleasing`: the value is also put in the autorelease pool (`Run.autoreleasePool`).
  var isAutoreleasing = false
  /// `__unsafe_unretained` (`isWeak` too): reads its object while the object is dying (`Box`).
  var isUnretained = false
  /// A C pointer (`void *`, `isWeak` too): it holds its object without retaining it, but names
  /// the +1 a `CFBridgingRetain` stored in it hands C (`BridgedRetains`), which `leaks` follows.
  var isCPointer = false
  /// `static`, or a variable at the file scope of a file that is C (`SnippetLoader`): a global.
  var isStatic: Bool
  /// A file-scope variable not written `static` in a file an entry point runs: one variable of
  /// that name across the program's files (`LinkedVariables`), set by the loader.
  var linksByName = false
  /// Written `extern`: with no initializer it defines nothing, only names a variable that some
  /// file defines (or a library's constant).
  var isExtern = false
  let isConst: Bool
  /// The size of a C array sized at run time (`unsigned char valueBytes[valueSize]`, C99's
  /// variable-length array), evaluated each time the declaration runs; `type` is then the array
  /// with a count of 0, which the declaration replaces with the size it finds.
  var arrayLength: (any Expression)?
  /// Set by the resolver: the frame slot of a local, or the storage of a static or global.
  var slot = -1
  var storage: VariableStorage?
  /// Whether a RAC object stored here takes the variable's name in the trace (not inside the
  /// snippet's versions of RAC's own methods, whose locals are RAC's).
  var namesObjects = true

  init(
    location: SourceLocation, type: TypeName, name: String, initializer: (any Expression)?,
    isBlockStorage: Bool = false,
    isWeak: Bool = false, isStatic: Bool = false, isConst: Bool = false
  ) {
    self.location = location
    self.type = type
    self.name = name
    self.initializer = initializer
    self.isBlockStorage = isBlockStorage
    self.isWeak = isWeak
    self.isStatic = isStatic
    self.isConst = isConst
  }
}

final package class ExpressionStatement: StatementNode, Statement {
  package let location: SourceLocation
  let expression: any Expression

  init(location: SourceLocation, expression: any Expression) {
    self.location = location
    self.expression = expression
    super.init(statementKind: .expressionStatement)
  }

  package func accept<Visitor: StatementVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

final package class DeclarationStatement: StatementNode, Statement {
  package let location: SourceLocation
  /// Its variables; the loader drops a file-scope `extern` declaration of a variable no file of
  /// the program defines (`SnippetLoader`).
  var declarations: [VariableDeclaration]

  init(location: SourceLocation, declarations: [VariableDeclaration]) {
    self.location = location
    self.declarations = declarations
    super.init(statementKind: .declarationStatement)
  }

  package func accept<Visitor: StatementVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `{ … }`.
final package class CompoundStatement: StatementNode, Statement {
  package let location: SourceLocation
  let statements: [any Statement]
  /// Where the closing brace is (a block's last line in the trace).
  let endLocation: SourceLocation
  /// The slots of the variables declared directly inside (set by the resolver), the last declared
  /// first: emptied in that order when the braces close, so an object only they held is released
  /// there, as at the end of a C scope.
  var declaredSlots: [Int] = []
  /// The one statement of braces that hold a `return`, an expression statement or an
  /// `@autoreleasepool` / `@synchronized` alone (most blocks given to RAC: `^(id v) { return
  /// @([v integerValue] * 3); }`; a loop's body), which runs without the braces' bookkeeping: such
  /// a statement declares nothing in them, leaves no `@onExit` in them and holds no label a `goto`
  /// could look for there, so the braces would hand back how it finished as it is.
  let soleStatement: (any Statement)?
  /// The value of `soleStatement` when it is a `return` with a value, and the expression of it when
  /// it is an expression statement: a block's body that a call runs without the statement visitor
  /// (`Interpreter.runBody`). The expressions are kept here, not their statements, so that a call
  /// reaches each through one optional rather than two (each optional it binds costs a retain and
  /// a release: issue 37).
  let soleReturnedValue: (any Expression)?
  let soleExpression: (any Expression)?
  /// Where `soleStatement` is (the braces' own place when there is none): the step a call counts
  /// for a body of one `return` or one expression statement.
  let soleStatementLocation: SourceLocation

  init(location: SourceLocation, statements: [any Statement], endLocation: SourceLocation) {
    self.location = location
    self.statements = statements
    self.endLocation = endLocation
    if statements.count == 1,
      statements[0] is ReturnStatement || statements[0] is ExpressionStatement || statements[0] is ScopedStatement
    {
      soleStatement = statements[0]
    } else {
      soleStatement = nil
    }
    soleReturnedValue = statements.count == 1 ? (statements[0] as? ReturnStatement)?.value : nil
    soleExpression = statements.count == 1 ? (statements[0] as? ExpressionStatement)?.expression : nil
    soleStatementLocation = statements.count == 1 ? statements[0].location : location
    super.init(statementKind: .compoundStatement)
  }

  package func accept<Visitor: StatementVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

final package class IfStatement: StatementNode, Statement {
  package let location: SourceLocation
  let condition: any Expression
  let thenBranch: any Statement
  let elseBranch: (any Statement)?

  init(location: SourceLocation, condition: any Expression, thenBranch: any Statement, elseBranch: (any Statement)?) {
    self.location = location
    self.condition = condition
    self.thenBranch = thenBranch
    self.elseBranch = elseBranch
    super.init(statementKind: .ifStatement)
  }

  package func accept<Visitor: StatementVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

final package class ForStatement: StatementNode, Statement {
  package let location: SourceLocation
  let initializer: (any Statement)?
  let condition: (any Expression)?
  let increment: (any Expression)?
  let body: any Statement
  /// Where the condition is (its step's position), kept here: read through the condition's
  /// protocol it is a call and a copy at every turn of the loop.
  let conditionLocation: SourceLocation

  init(
    location: SourceLocation, initializer: (any Statement)?, condition: (any Expression)?, increment: (any Expression)?,
    body: any Statement
  ) {
    self.location = location
    self.initializer = initializer
    self.condition = condition
    self.increment = increment
    self.body = body
    self.conditionLocation = condition?.location ?? location
    super.init(statementKind: .forStatement)
  }

  package func accept<Visitor: StatementVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `for (Type *x in collection)` or `for (x in collection)`: fast enumeration of arrays,
/// dictionaries (their keys), sets and `RACSequence`s.
final package class ForInStatement: StatementNode, Statement {
  package let location: SourceLocation
  /// A new variable, or nil when the loop assigns to `existing`.
  let declaration: VariableDeclaration?
  let existing: (any Expression)?
  let collection: any Expression
  let body: any Statement

  init(
    location: SourceLocation, declaration: VariableDeclaration?, existing: (any Expression)?,
    collection: any Expression, body: any Statement
  ) {
    self.location = location
    self.declaration = declaration
    self.existing = existing
    self.collection = collection
    self.body = body
    super.init(statementKind: .forInStatement)
  }

  package func accept<Visitor: StatementVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `while (…) …` and `do … while (…);`.
final package class WhileStatement: StatementNode, Statement {
  package let location: SourceLocation
  let condition: any Expression
  let body: any Statement
  let testsFirst: Bool

  init(location: SourceLocation, condition: any Expression, body: any Statement, testsFirst: Bool) {
    self.location = location
    self.condition = condition
    self.body = body
    self.testsFirst = testsFirst
    super.init(statementKind: .whileStatement)
  }

  package func accept<Visitor: StatementVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `switch (…) { case …: … default: … }` with C's fall-through: `body` holds the statements, and
/// `labels` where each `case` starts in it.
final package class SwitchStatement: StatementNode, Statement {
  struct Label {
    /// nil for `default:`.
    let value: (any Expression)?
    /// The last value of a GNU case range (`case 1 ... 5:`, which clang accepts as an extension);
    /// nil for a single value.
    var lastValue: (any Expression)? = nil
    /// The index in `body` of the first statement after the label.
    let index: Int
    let location: SourceLocation
  }

  package let location: SourceLocation
  let subject: any Expression
  let body: [any Statement]
  let labels: [Label]

  init(location: SourceLocation, subject: any Expression, body: [any Statement], labels: [Label]) {
    self.location = location
    self.subject = subject
    self.body = body
    self.labels = labels
    super.init(statementKind: .switchStatement)
  }

  package func accept<Visitor: StatementVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

final package class ReturnStatement: StatementNode, Statement {
  package let location: SourceLocation
  let value: (any Expression)?

  init(location: SourceLocation, value: (any Expression)?) {
    self.location = location
    self.value = value
    super.init(statementKind: .returnStatement)
  }

  package func accept<Visitor: StatementVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `break;`, `continue;` and `goto label;`.
final package class JumpStatement: StatementNode, Statement {
  package let location: SourceLocation
  let isBreak: Bool
  /// The label of a `goto` (RACCompoundDisposable's `goto foundSlot;`).
  let gotoLabel: String?
  /// Where the `goto`'s label is written: clang's "use of undeclared label" points there.
  let gotoLabelLocation: SourceLocation

  init(location: SourceLocation, isBreak: Bool, gotoLabel: String? = nil, gotoLabelLocation: SourceLocation? = nil) {
    self.location = location
    self.isBreak = isBreak
    self.gotoLabel = gotoLabel
    self.gotoLabelLocation = gotoLabelLocation ?? location
    super.init(statementKind: .jumpStatement)
  }

  package func accept<Visitor: StatementVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `@autoreleasepool { … }` (runs its body: memory here is counted by reference, not pooled) and
/// `@synchronized (object) { … }` (a recursive lock per object, as Objective-C has).
final package class ScopedStatement: StatementNode, Statement {
  enum Kind {
    case autoreleasePool
    case synchronized(any Expression)
  }

  package let location: SourceLocation
  let kind: Kind
  let body: CompoundStatement

  init(location: SourceLocation, kind: Kind, body: CompoundStatement) {
    self.location = location
    self.kind = kind
    self.body = body
    super.init(statementKind: .scopedStatement)
  }

  package func accept<Visitor: StatementVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `@try { … } @catch (NSException *e) { … } @finally { … }`.
final package class TryStatement: StatementNode, Statement {
  package let location: SourceLocation
  let body: CompoundStatement
  let catchVariable: VariableDeclaration?
  let catchBody: CompoundStatement?
  let finallyBody: CompoundStatement?

  init(
    location: SourceLocation, body: CompoundStatement, catchVariable: VariableDeclaration?,
    catchBody: CompoundStatement?, finallyBody: CompoundStatement?
  ) {
    self.location = location
    self.body = body
    self.catchVariable = catchVariable
    self.catchBody = catchBody
    self.finallyBody = finallyBody
    super.init(statementKind: .tryStatement)
  }

  package func accept<Visitor: StatementVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `@throw exception;`.
final package class ThrowStatement: StatementNode, Statement {
  package let location: SourceLocation
  let value: (any Expression)?

  init(location: SourceLocation, value: (any Expression)?) {
    self.location = location
    self.value = value
    super.init(statementKind: .throwStatement)
  }

  package func accept<Visitor: StatementVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `RACTupleUnpack(NSString *a, NSNumber *b) = tuple;`: declares the variables and sets each to
/// the tuple's element at its position.
final package class TupleUnpackStatement: StatementNode, Statement {
  package let location: SourceLocation
  let declarations: [VariableDeclaration]
  let value: any Expression

  init(location: SourceLocation, declarations: [VariableDeclaration], value: any Expression) {
    self.location = location
    self.declarations = declarations
    self.value = value
    super.init(statementKind: .tupleUnpackStatement)
  }

  package func accept<Visitor: StatementVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `;` on its own.
final package class EmptyStatement: StatementNode, Statement {
  package let location: SourceLocation

  init(location: SourceLocation) {
    self.location = location
    super.init(statementKind: .emptyStatement)
  }

  package func accept<Visitor: StatementVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `label: statement`, a `goto`'s target.
final package class LabeledStatement: StatementNode, Statement {
  package let location: SourceLocation
  let label: String
  let statement: any Statement

  init(location: SourceLocation, label: String, statement: any Statement) {
    self.location = location
    self.label = label
    self.statement = statement
    super.init(statementKind: .labeledStatement)
  }

  package func accept<Visitor: StatementVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// EXTScope's `@onExit { … };`: a block made where it is written, run when the enclosing scope
/// ends (by falling off its end, `return`, `break` or an error), the last registered first.
final package class OnExitStatement: StatementNode, Statement {
  package let location: SourceLocation
  let block: BlockLiteral

  init(location: SourceLocation, block: BlockLiteral) {
    self.location = location
    self.block = block
    super.init(statementKind: .onExitStatement)
  }

  package func accept<Visitor: StatementVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

package protocol StatementVisitor {
  associatedtype Result
  func visit(_ node: ExpressionStatement) throws -> Result
  func visit(_ node: DeclarationStatement) throws -> Result
  func visit(_ node: CompoundStatement) throws -> Result
  func visit(_ node: IfStatement) throws -> Result
  func visit(_ node: ForStatement) throws -> Result
  func visit(_ node: ForInStatement) throws -> Result
  func visit(_ node: WhileStatement) throws -> Result
  func visit(_ node: SwitchStatement) throws -> Result
  func visit(_ node: ReturnStatement) throws -> Result
  func visit(_ node: JumpStatement) throws -> Result
  func visit(_ node: ScopedStatement) throws -> Result
  func visit(_ node: TryStatement) throws -> Result
  func visit(_ node: ThrowStatement) throws -> Result
  func visit(_ node: TupleUnpackStatement) throws -> Result
  func visit(_ node: EmptyStatement) throws -> Result
  func visit(_ node: LabeledStatement) throws -> Result
  func visit(_ node: OnExitStatement) throws -> Result
}
