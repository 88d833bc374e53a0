/// The expressions of the syntax tree. Every node keeps where it starts in the source, so errors
/// and the trace can point at it; the resolver fills in what names refer to (`binding`) and what
/// blocks capture, and the interpreter evaluates the nodes through `ExpressionVisitor`.
package protocol Expression: ExpressionNode {
  var location: SourceLocation { get }
  func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result
}

/// What a name refers to, as the resolver found it.
package enum Binding {
  /// Not resolved yet (the resolver has not run).
  case unresolved
  /// A local variable or parameter: its slot in the running function's or block's frame.
  case local(slot: Int)
  /// A `static` variable or a file-scope one: one storage for the whole run.
  case global(VariableStorage)
  /// An instance variable of the method's class (`_blockArray`, or a declared ivar), read through
  /// `self` in the given slot (a block that uses one captures `self`, as Objective-C's do).
  case instanceVariable(String, selfSlot: Int)
  /// A class the runtime knows (RAC, Foundation, the scene) or the snippet defines.
  case classReference(String)
  /// A constant or enum value of a library (`RACSignalErrorDomain`, `UIControlStateNormal`) or of
  /// the snippet (`SMStudentGenderMale`).
  case constant(String)
  /// A C function of the snippet or of a library (`NSLog`, `dispatch_after`).
  case function(String)
}

/// The storage of a global or static variable: one box the resolver makes, shared by every use.
final package class VariableStorage {
  package let name: String
  let type: TypeName
  /// Where it is declared (`leaks` names a global or static root by it).
  package let location: SourceLocation?
  /// The value, once its declaration has run (statics are initialised once).
  package var value: Any?
  package var isInitialized = false
  /// A library's file-scope variable: the declaration that initialises it when it is first read
  /// (a library file has no top-level code that would run it), and its initializer's frame size.
  var definition: VariableDeclaration?
  var definitionFrameSize = 0
  /// A variable of a snippet's files that one of them defines with an initializer
  /// (`LinkedVariables`): the other files' declarations of it (`extern int counter;`) leave its
  /// value to that definition.
  var isDefinedWithInitializer = false

  init(name: String, type: TypeName, location: SourceLocation? = nil) {
    self.name = name
    self.type = type
    self.location = location
  }
}

// MARK: - Literals

final package class IntegerLiteral: ExpressionNode, Expression {
  package let location: SourceLocation
  let value: UInt64
  let type: CScalarType

  init(location: SourceLocation, value: UInt64, type: CScalarType) {
    self.location = location
    self.value = value
    self.type = type
    super.init(expressionKind: .integerLiteral)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

final package class FloatingLiteral: ExpressionNode, Expression {
  package let location: SourceLocation
  let value: Double
  let type: CScalarType

  init(location: SourceLocation, value: Double, type: CScalarType) {
    self.location = location
    self.value = value
    self.type = type
    super.init(expressionKind: .floatingLiteral)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `@"…"` (an `NSString`) or `"…"` (a C string, for `printf`, `%s` and `UTF8String` comparisons).
final package class StringLiteral: ExpressionNode, Expression {
  package let location: SourceLocation
  let value: String
  let isObjectiveC: Bool

  init(location: SourceLocation, value: String, isObjectiveC: Bool) {
    self.location = location
    self.value = value
    self.isObjectiveC = isObjectiveC
    super.init(expressionKind: .stringLiteral)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `nil`, `Nil`, `NULL`.
final package class NilLiteral: ExpressionNode, Expression {
  package let location: SourceLocation

  init(location: SourceLocation) {
    self.location = location
    super.init(expressionKind: .nilLiteral)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `YES`, `NO`, `true`, `false`: `BOOL` scalars (`@YES` is a `BoxedExpression` of one).
final package class BoolLiteral: ExpressionNode, Expression {
  package let location: SourceLocation
  let value: Bool

  init(location: SourceLocation, value: Bool) {
    self.location = location
    self.value = value
    super.init(expressionKind: .boolLiteral)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `@[a, b]`.
final package class ArrayLiteral: ExpressionNode, Expression {
  package let location: SourceLocation
  let elements: [any Expression]

  init(location: SourceLocation, elements: [any Expression]) {
    self.location = location
    self.elements = elements
    super.init(expressionKind: .arrayLiteral)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `@{key: value, …}`.
final package class DictionaryLiteral: ExpressionNode, Expression {
  package let location: SourceLocation
  let entries: [(key: any Expression, value: any Expression)]

  init(location: SourceLocation, entries: [(key: any Expression, value: any Expression)]) {
    self.location = location
    self.entries = entries
    super.init(expressionKind: .dictionaryLiteral)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `@(expr)`, `@1`, `@YES`: a scalar boxed in an `NSNumber` (or a C string in an `NSString`).
final package class BoxedExpression: ExpressionNode, Expression {
  package let location: SourceLocation
  let operand: any Expression

  init(location: SourceLocation, operand: any Expression) {
    self.location = location
    self.operand = operand
    super.init(expressionKind: .boxedExpression)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `@selector(foo:bar:)`.
final package class SelectorLiteral: ExpressionNode, Expression {
  package let location: SourceLocation
  let selector: String

  init(location: SourceLocation, selector: String) {
    self.location = location
    self.selector = selector
    super.init(expressionKind: .selectorLiteral)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

// MARK: - Names

/// A name: a variable, `self`, a class, a constant or a function.
final package class Identifier: ExpressionNode, Expression {
  package let location: SourceLocation
  package let name: String
  var binding: Binding = .unresolved

  init(location: SourceLocation, name: String) {
    self.location = location
    self.name = name
    super.init(expressionKind: .identifier)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

// MARK: - Messages and calls

/// `[receiver selector:argument …]`, `[super …]`, `[ClassName …]`, and what dot syntax on an
/// object turns into (`self.name` is `[self name]`).
final package class MessageSend: ExpressionNode, Expression {
  package let location: SourceLocation
  /// nil for `super`.
  let receiver: (any Expression)?
  let selector: String
  /// One per selector part, then any variadic extras (`arrayWithObjects:a, b, nil`).
  let arguments: [any Expression]
  /// Where each selector part is written, for errors about an argument.
  let argumentLocations: [SourceLocation]
  /// The class whose method contains a `[super …]` send, and the `self` it is sent to (set by the
  /// resolver).
  var superClassOf: String?
  var superReceiver: Identifier?
  /// Whether `[super …]` is sent from a class method.
  var superFromClassMethod = false
  /// A cache the interpreter keeps per call site (the receiver class it last saw and the method
  /// it found), so that a loop does not look the method up every time.
  var cache: AnyObject?

  init(
    location: SourceLocation, receiver: (any Expression)?, selector: String, arguments: [any Expression],
    argumentLocations: [SourceLocation]
  ) {
    self.location = location
    self.receiver = receiver
    self.selector = selector
    self.arguments = arguments
    self.argumentLocations = argumentLocations
    super.init(expressionKind: .messageSend)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `f(a, b)`: a C function, a block variable, or one of the macros the parser knows
/// (`NSParameterAssert`, `RACTuplePack`…). `sourceText` keeps the arguments as written, for
/// assertion messages.
final package class CallExpression: ExpressionNode, Expression {
  package let location: SourceLocation
  package let callee: any Expression
  let arguments: [any Expression]
  package let sourceText: String

  init(location: SourceLocation, callee: any Expression, arguments: [any Expression], sourceText: String) {
    self.location = location
    self.callee = callee
    self.arguments = arguments
    self.sourceText = sourceText
    super.init(expressionKind: .callExpression)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `base.name`: a property of an object (a message), a field of a struct (`range.location`), or a
/// class method through a class (`RACScheduler.mainThreadScheduler`, `class.empty`).
final package class MemberExpression: ExpressionNode, Expression {
  package let location: SourceLocation
  let base: any Expression
  let name: String

  init(location: SourceLocation, base: any Expression, name: String) {
    self.location = location
    self.base = base
    self.name = name
    super.init(expressionKind: .memberExpression)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `base->name`: an instance variable.
final package class ArrowExpression: ExpressionNode, Expression {
  package let location: SourceLocation
  let base: any Expression
  let name: String

  init(location: SourceLocation, base: any Expression, name: String) {
    self.location = location
    self.base = base
    self.name = name
    super.init(expressionKind: .arrowExpression)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `base[index]`: an array element, a dictionary value, or a C pointer element.
final package class SubscriptExpression: ExpressionNode, Expression {
  package let location: SourceLocation
  let base: any Expression
  let index: any Expression

  init(location: SourceLocation, base: any Expression, index: any Expression) {
    self.location = location
    self.base = base
    self.index = index
    super.init(expressionKind: .subscriptExpression)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

// MARK: - Operators

final package class UnaryExpression: ExpressionNode, Expression {
  package enum Operator: String {
    case negate = "-"
    case plus = "+"
    case not = "!"
    case bitwiseNot = "~"
    case dereference = "*"
    case addressOf = "&"
    case preIncrement = "++"
    case preDecrement = "--"
    case postIncrement = "++ (postfix)"
    case postDecrement = "-- (postfix)"
  }

  package let location: SourceLocation
  let op: Operator
  let operand: any Expression

  init(location: SourceLocation, op: Operator, operand: any Expression) {
    self.location = location
    self.op = op
    self.operand = operand
    super.init(expressionKind: .unaryExpression)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

final package class BinaryExpression: ExpressionNode, Expression {
  package let location: SourceLocation
  /// The operator as written: `+`, `&&`, `<<`, `,`…
  let op: String
  /// The operator as the interpreter switches on it (nil for one it does not know, which is an
  /// error when it runs).
  let code: BinaryOperator?
  let left: any Expression
  let right: any Expression

  init(location: SourceLocation, op: String, left: any Expression, right: any Expression) {
    self.location = location
    self.op = op
    self.code = BinaryOperator(op)
    self.left = left
    self.right = right
    super.init(expressionKind: .binaryExpression)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// A binary operator, decided once when the expression is parsed: an interpreted `i < n` or
/// `x * 3` then switches on a small enum instead of comparing the operator's text against each
/// case every time it runs.
package enum BinaryOperator: UInt8 {
  case add, subtract, multiply, divide, remainder
  case bitwiseAnd, bitwiseOr, bitwiseXor, shiftLeft, shiftRight
  case less, greater, lessOrEqual, greaterOrEqual, equal, notEqual
  case logicalAnd, logicalOr, comma

  package init?(_ op: String) {
    switch op {
    case "+": self = .add
    case "-": self = .subtract
    case "*": self = .multiply
    case "/": self = .divide
    case "%": self = .remainder
    case "&": self = .bitwiseAnd
    case "|": self = .bitwiseOr
    case "^": self = .bitwiseXor
    case "<<": self = .shiftLeft
    case ">>": self = .shiftRight
    case "<": self = .less
    case ">": self = .greater
    case "<=": self = .lessOrEqual
    case ">=": self = .greaterOrEqual
    case "==": self = .equal
    case "!=": self = .notEqual
    case "&&": self = .logicalAnd
    case "||": self = .logicalOr
    case ",": self = .comma
    default: return nil
    }
  }
}

/// `target = value` and the compound forms (`+=`, `|=`…; `op` is the operator without `=`).
final package class AssignmentExpression: ExpressionNode, Expression {
  package let location: SourceLocation
  let target: any Expression
  /// nil for plain `=`.
  let op: String?
  /// `op` as the interpreter switches on it.
  let code: BinaryOperator?
  let value: any Expression

  init(location: SourceLocation, target: any Expression, op: String?, value: any Expression) {
    self.location = location
    self.target = target
    self.op = op
    self.code = op.flatMap(BinaryOperator.init)
    self.value = value
    super.init(expressionKind: .assignmentExpression)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `condition ? a : b`, and GNU's `a ?: b` (`whenTrue` nil: the condition's own value).
final package class ConditionalExpression: ExpressionNode, Expression {
  package let location: SourceLocation
  let condition: any Expression
  let whenTrue: (any Expression)?
  let whenFalse: any Expression

  init(location: SourceLocation, condition: any Expression, whenTrue: (any Expression)?, whenFalse: any Expression) {
    self.location = location
    self.condition = condition
    self.whenTrue = whenTrue
    self.whenFalse = whenFalse
    super.init(expressionKind: .conditionalExpression)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `(type)expression`.
final package class CastExpression: ExpressionNode, Expression {
  package let location: SourceLocation
  let type: TypeName
  let operand: any Expression
  /// What an ARC bridging cast does to the object's ownership: `(__bridge_retained void *)x` hands
  /// C a +1 (as `CFBridgingRetain`), `(__bridge_transfer id)p` takes one back (as
  /// `CFBridgingRelease`); a plain `(__bridge …)` cast, and any other, changes nothing.
  let ownership: BridgeOwnership

  /// The ownership a bridging cast hands over.
  enum BridgeOwnership {
    case unchanged, retained, transfer
  }

  init(location: SourceLocation, type: TypeName, operand: any Expression, ownership: BridgeOwnership = .unchanged) {
    self.location = location
    self.type = type
    self.operand = operand
    self.ownership = ownership
    super.init(expressionKind: .castExpression)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `{ .tv_sec = 1, .tv_nsec = 2 }` or `{ 0 }`: a brace initializer (also of a compound literal,
/// `(CFBinaryHeapCallBacks){ … }`), made a struct or an array by the type it initialises.
final package class InitializerList: ExpressionNode, Expression {
  package let location: SourceLocation
  let elements: [(designator: InitializerDesignator?, value: any Expression)]
  /// Where each element is written (its designator, else its value): where clang reports an
  /// element too many or a designator past the array.
  let places: [SourceLocation]
  /// Whether the parser made it of the rest of a designator chain (`.origin.x = 1`, `[1][2] = 3`).
  let continuesDesignator: Bool

  init(
    location: SourceLocation, elements: [(designator: InitializerDesignator?, value: any Expression)],
    places: [SourceLocation], continuesDesignator: Bool = false
  ) {
    self.location = location
    self.elements = elements
    self.places = places
    self.continuesDesignator = continuesDesignator
    super.init(expressionKind: .initializerList)
  }

  /// How many elements an array this list initializes has when its declaration gives no size
  /// (`int a[] = {1, [4] = 5}` has 5): one past the last position an element lands at, each
  /// element landing at its designator's index or one past the element before it.
  var arrayCount: Int {
    var next = 0
    var count = 0
    for element in elements {
      if case .index(let index) = element.designator { next = index }
      next += 1
      count = max(count, next)
    }
    return count
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// Where a brace initializer's element goes: `.field =` in a struct, `[index] =` in an array (C99's
/// designators).
enum InitializerDesignator: Equatable {
  case field(String)
  case index(Int)
}

/// `sizeof(type)` or `sizeof expr`, as LP64 has them.
final package class SizeofExpression: ExpressionNode, Expression {
  package let location: SourceLocation
  let type: TypeName?
  let operand: (any Expression)?
  /// Whether the resolver bound the operand's names, so that the interpreter may read it for its
  /// value's type (`readableOperand`); never where binding would make a block capture a name.
  var operandIsResolved = false
  /// The declared type of a variable the operand names from outside the block it is in (which the
  /// resolver leaves unbound, so that the block does not capture it).
  var declaredOperandType: TypeName?

  init(location: SourceLocation, type: TypeName?, operand: (any Expression)?) {
    self.location = location
    self.type = type
    self.operand = operand
    super.init(expressionKind: .sizeofExpression)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

// MARK: - Blocks

/// A parameter of a block, a method or a function.
struct Parameter {
  var type: TypeName
  /// nil when the declaration names none (`^(id)`, `- (void)foo:(id)`).
  let name: String?
  let location: SourceLocation
  /// Set by the resolver.
  var slot = -1
  /// `__weak` (or `__unsafe_unretained`, `isUnretained` too): a weak variable, as clang makes such
  /// a parameter (RAC's `observer:(__weak NSObject *)weakObserver`); a block captures it weakly.
  var isWeak = false
  /// `__unsafe_unretained`: read while its object is dying, as a local so declared is (`Box`).
  var isUnretained = false
}

/// What a block copies from the code around it when it is created, as the resolver found it.
struct Capture {
  /// The variable's slot in the enclosing frame.
  let outerSlot: Int
  /// Its slot in the block's own frame.
  let innerSlot: Int
  /// `__block`: the block shares the variable's storage instead of copying its value.
  let byReference: Bool
  /// `__weak`: the copy holds the object weakly.
  let isWeak: Bool
  let name: String
  /// Why the block captures it when its code does not name it: `self` for an instance variable
  /// (`_count` is `self->_count`) or for `RACObserve` (its `observer:self`); nil when named.
  package var implicitFor: String?
}

/// `^ReturnType (Type name, …) { … }`: a block literal. The parser names it after the variable it
/// is assigned to or the selector part it is passed to (the trace shows `innerBlock`, `map: block`).
final package class BlockLiteral: ExpressionNode, Expression {
  package let location: SourceLocation
  let returnType: TypeName?
  let parameters: [Parameter]
  let body: CompoundStatement
  /// The name the trace shows for it.
  package var traceName: String
  /// Filled by the resolver.
  var captures: [Capture] = []
  var frameSize = 0
  var parameterSlots: [Int] = []
  /// The variable in each slot of the frame, by name (`VariableCapture`).
  var slotNames: [String] = []
  /// The first `return` with a value of its own body (not a nested block's), filled by the
  /// resolver: what clang infers the return type from when the literal writes none.
  var firstReturnedValue: (any Expression)?
  /// The slot of `self` in the frame the block is made in, if there is one: the trace shows a
  /// block made in a method of a signal as that signal's (the post's `innerBlock`), unless the
  /// block is passed to a message, which makes it the receiver's.
  var enclosingSelfSlot: Int?
  /// The type of a block's parameter when it has exactly one (the blocks the core calls with each
  /// value a signal sends): read at every such call as it is, not copied out of `parameters`.
  /// Nil for a `__weak` one, bound by the general path.
  let soleParameterType: TypeName?
  /// `soleParameterType`, or `id` without one: what the parameter's box is given at each call,
  /// read from here as it is (a `??` on the optional made a copy: a retain, a release and the
  /// indirect enum's outlined copy and destroy at every call).
  let soleParameterBoxType: TypeName
  /// Whether a parameter is `__weak` or `__unsafe_unretained`: its box is then made weak.
  let hasWeakParameter: Bool
  /// Whether `soleParameterType` is an object type, read at every call from the core without
  /// copying the type (an indirect enum: a retain and a release at each read).
  let soleParameterIsObject: Bool
  /// What a call does with the value the body returns (`returnType`, decided once).
  let returnKind: ReturnKind

  /// What a block does with the value its body returns: nothing (no return type written), an
  /// object type's check, a C scalar's conversion, or any other type's conversion.
  enum ReturnKind {
    case unconverted
    case object
    case scalar(CScalarType)
    case other
  }

  init(
    location: SourceLocation, returnType: TypeName?, parameters: [Parameter], body: CompoundStatement, traceName: String
  ) {
    self.location = location
    self.returnType = returnType
    self.parameters = parameters
    self.body = body
    self.traceName = traceName
    hasWeakParameter = parameters.contains { $0.isWeak }
    self.soleParameterType = parameters.count == 1 && !hasWeakParameter ? parameters[0].type : nil
    self.soleParameterBoxType = soleParameterType ?? .id
    self.soleParameterIsObject = parameters.count == 1 && !hasWeakParameter && parameters[0].type.isObject
    switch returnType {
    case nil: returnKind = .unconverted
    case .scalar(let scalar)?: returnKind = .scalar(scalar)
    case let type? where type.isObject: returnKind = .object
    default: returnKind = .other
    }
    super.init(expressionKind: .blockLiteral)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

// MARK: - RAC's macros

/// `RACObserve(target, keyPath)`: the macro's key path is written as names, not as an expression,
/// and it hides a `self` (the observer) that the block around it captures.
final package class RACObserveExpression: ExpressionNode, Expression {
  package let location: SourceLocation
  let target: any Expression
  let keyPath: String
  /// The hidden `self`, resolved like any other use of `self` (nil where there is no `self`).
  var observer: Identifier?

  init(location: SourceLocation, target: any Expression, keyPath: String, observer: Identifier?) {
    self.location = location
    self.target = target
    self.keyPath = keyPath
    self.observer = observer
    super.init(expressionKind: .racObserveExpression)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `RACChannelTo(target, keyPath, nilValue)`: a `RACKVOChannel`'s following terminal, and, on the
/// left of `=`, that channel bound to the terminal on the right (`otherTerminal`).
final package class RACChannelToExpression: ExpressionNode, Expression {
  package let location: SourceLocation
  let target: any Expression
  let keyPath: String
  let nilValue: (any Expression)?
  let otherTerminal: (any Expression)?

  init(
    location: SourceLocation, target: any Expression, keyPath: String, nilValue: (any Expression)?,
    otherTerminal: (any Expression)?
  ) {
    self.location = location
    self.target = target
    self.keyPath = keyPath
    self.nilValue = nilValue
    self.otherTerminal = otherTerminal
    super.init(expressionKind: .racChannelToExpression)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// `RAC(target, keyPath, nilValue) = signal`: binds the key path to the signal's values.
final package class RACBindingExpression: ExpressionNode, Expression {
  package let location: SourceLocation
  let target: any Expression
  let keyPath: String
  let nilValue: (any Expression)?
  let signal: any Expression

  init(
    location: SourceLocation, target: any Expression, keyPath: String, nilValue: (any Expression)?,
    signal: any Expression
  ) {
    self.location = location
    self.target = target
    self.keyPath = keyPath
    self.nilValue = nilValue
    self.signal = signal
    super.init(expressionKind: .racBindingExpression)
  }

  package func accept<Visitor: ExpressionVisitor>(_ visitor: Visitor) throws -> Visitor.Result {
    try visitor.visit(self)
  }
}

/// The visitor every pass over expressions implements: the resolver and the interpreter.
package protocol ExpressionVisitor {
  associatedtype Result
  func visit(_ node: IntegerLiteral) throws -> Result
  func visit(_ node: FloatingLiteral) throws -> Result
  func visit(_ node: StringLiteral) throws -> Result
  func visit(_ node: NilLiteral) throws -> Result
  func visit(_ node: BoolLiteral) throws -> Result
  func visit(_ node: ArrayLiteral) throws -> Result
  func visit(_ node: DictionaryLiteral) throws -> Result
  func visit(_ node: BoxedExpression) throws -> Result
  func visit(_ node: SelectorLiteral) throws -> Result
  func visit(_ node: Identifier) throws -> Result
  func visit(_ node: MessageSend) throws -> Result
  func visit(_ node: CallExpression) throws -> Result
  func visit(_ node: MemberExpression) throws -> Result
  func visit(_ node: ArrowExpression) throws -> Result
  func visit(_ node: SubscriptExpression) throws -> Result
  func visit(_ node: UnaryExpression) throws -> Result
  func visit(_ node: BinaryExpression) throws -> Result
  func visit(_ node: AssignmentExpression) throws -> Result
  func visit(_ node: ConditionalExpression) throws -> Result
  func visit(_ node: CastExpression) throws -> Result
  func visit(_ node: SizeofExpression) throws -> Result
  func visit(_ node: BlockLiteral) throws -> Result
  func visit(_ node: RACObserveExpression) throws -> Result
  func visit(_ node: RACBindingExpression) throws -> Result
  func visit(_ node: RACChannelToExpression) throws -> Result
  func visit(_ node: InitializerList) throws -> Result
}
