/// What a snippet defines besides statements: classes (`@interface` / `@implementation`),
/// categories on RAC or Foundation classes, methods (also bare ones, as source-reading posts
/// print them), C functions, typedefs and enums.

/// `@property (nonatomic, strong) SMCreditSubject *creditSubject;`
package struct PropertyDeclaration {
  let location: SourceLocation
  let name: String
  package let type: TypeName
  let attributes: [String]

  /// Whether the property does not retain its object: `weak`, or `assign` / `unsafe_unretained` of an
  /// object (RACPassthroughSubscriber's `signal`, which would otherwise keep its subject alive through
  /// the subject's own list of subscribers). Such a property reads nil once its object is gone,
  /// where Objective-C's would dangle.
  var isWeak: Bool {
    attributes.contains("weak")
      || (attributes.contains("assign") || attributes.contains("unsafe_unretained")) && type.isObject
  }
  /// `assign` / `unsafe_unretained` of an object: weak as `isWeak` says, but while its object is
  /// dying (its dealloc disposable's blocks, its `-dealloc`) it still reads that object, as the
  /// plain pointer it is (`Box.isUnretained`): RACKVOTrampoline's `unsafeTarget`, which its
  /// `-dispose` reads from the target's deallocation to take its KVO registration off.
  var isUnretained: Bool {
    !attributes.contains("weak") && (attributes.contains("assign") || attributes.contains("unsafe_unretained"))
      && type.isObject
  }
  var isCopy: Bool { attributes.contains("copy") }
  /// Whether the property is declared `weak` and holds an object that is neither a block nor a
  /// `Protocol`: its value goes nil without a KVO notification when the object dies, which RAC's
  /// KVO wrapper hears of through the object's `rac_deallocDisposable` (NSObject+RACKVOWrapper.m
  /// reads the same from the property's attributes).
  package var isWeakObjectReference: Bool {
    guard attributes.contains("weak") else { return false }
    switch type {
    case .id: return true
    case .object(let name): return name != "Protocol"
    default: return false
    }
  }
  /// `getter=isEnabled`.
  var getterName: String {
    attributes.first { $0.hasPrefix("getter=") }.map { String($0.dropFirst("getter=".count)) } ?? name
  }
  var setterName: String {
    if let custom = attributes.first(where: { $0.hasPrefix("setter=") }) {
      return String(custom.dropFirst("setter=".count))
    }
    return "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
  }
}

/// `- (RACSignal *)foo:(NSString *)x bar:(int)y { … }`, or its declaration in an `@interface`
/// (no body).
final package class MethodDefinition {
  package let location: SourceLocation
  package let isClassMethod: Bool
  let returnType: TypeName
  package let selector: String
  let parameters: [Parameter]

  /// The C scalar the method returns, nil for an object or `void`: what a library that answers the
  /// same selector for the program (a forwarding proxy) returns as its zero.
  package var returnScalarType: CScalarType? { returnType.scalarType }
  let body: CompoundStatement?
  /// The class whose method it is: the `@implementation`'s, or, for a method outside any
  /// (as posts print RAC's methods), the class the resolver infers.
  package var className: String?
  /// For a method outside any `@implementation`: the class a comment before it names
  /// (`//RACStream.m中` names `RACStream`).
  var commentClassHint: String?
  /// `- (instancetype)setNameWithFormat:(NSString *)format, ...`: the arguments after the last
  /// parameter are what `va_start` reads.
  var isVariadic = false
  /// Filled by the resolver: the frame's size, `self`'s slot, the parameters with their slots.
  var frameSize = 0
  var selfSlot = 0
  var resolvedParameters: [Parameter] = []
  /// The variable in each slot of the frame, by name (`VariableCapture`).
  package var slotNames: [String] = []

  init(
    location: SourceLocation, isClassMethod: Bool, returnType: TypeName, selector: String, parameters: [Parameter],
    body: CompoundStatement?
  ) {
    self.location = location
    self.isClassMethod = isClassMethod
    self.returnType = returnType
    self.selector = selector
    self.parameters = parameters
    self.body = body
  }

  /// `-map:` / `+return:`, as the trace and errors write it.
  package var displayName: String { (isClassMethod ? "+" : "-") + selector }

  /// Whether the method is declared to return `void` (what an `NSInvocation`'s return type tells
  /// RAC's `-rac_liftSelector:…`).
  package var returnsVoid: Bool {
    if case .void = returnType { return true }
    return false
  }

  /// The return type it declares (`char *`: what RAC's lifting writes back as an `NSString`).
  package var declaredReturnType: TypeName { returnType }

  /// Its parameters' types, in order (what an `NSInvocation`'s method signature tells RAC's
  /// lifting about each argument).
  package var parameterTypes: [TypeName] { parameters.map(\.type) }
}

/// A C function: `static NSString *describe(id x) { … }`.
final package class FunctionDefinition {
  let location: SourceLocation
  let name: String
  let returnType: TypeName
  let parameters: [Parameter]
  let body: CompoundStatement
  /// Filled by the resolver.
  var frameSize = 0
  var resolvedParameters: [Parameter] = []
  /// The variable in each slot of the frame, by name (`VariableCapture`).
  package var slotNames: [String] = []

  init(location: SourceLocation, name: String, returnType: TypeName, parameters: [Parameter], body: CompoundStatement) {
    self.location = location
    self.name = name
    self.returnType = returnType
    self.parameters = parameters
    self.body = body
  }
}

/// `@interface Name : Super <Protocols> { ivars } properties methods @end`, or a class extension /
/// category interface (`@interface Name ()`, `@interface Name (Category)`).
final package class ClassInterface {
  let location: SourceLocation
  package let name: String
  let superclassName: String?
  let categoryName: String?
  let properties: [PropertyDeclaration]
  let instanceVariables: [VariableDeclaration]
  /// The methods it declares (without bodies: those are the `@implementation`'s).
  let methods: [MethodDefinition]
  /// The protocols it adopts (`@interface Photo : NSObject <NSCopying>`, a category's or a class
  /// extension's `<UITableViewDelegate>`): what `-conformsToProtocol:` answers by.
  let adoptedProtocols: [String]

  init(
    location: SourceLocation, name: String, superclassName: String?, categoryName: String?,
    adoptedProtocols: [String] = [], properties: [PropertyDeclaration], instanceVariables: [VariableDeclaration],
    methods: [MethodDefinition]
  ) {
    self.location = location
    self.name = name
    self.superclassName = superclassName
    self.categoryName = categoryName
    self.adoptedProtocols = adoptedProtocols
    self.properties = properties
    self.instanceVariables = instanceVariables
    self.methods = methods
  }
}

/// `@implementation Name { ivars } methods @end`, or `@implementation Name (Category)`.
final package class ClassImplementation {
  let location: SourceLocation
  let name: String
  let categoryName: String?
  let instanceVariables: [VariableDeclaration]
  package let methods: [MethodDefinition]
  /// The properties its `@synthesize` names: synthesized here whatever a superclass declares
  /// (`@synthesize head = _head;` in ReactiveObjC's `RACUnarySequence.m`).
  let synthesizedProperties: [String]
  /// The properties its `@dynamic` names: never synthesized, their accessors found elsewhere (the
  /// superclass's: `@dynamic first;` in ReactiveObjC's `RACTwoTuple`).
  let dynamicProperties: [String]

  init(
    location: SourceLocation, name: String, categoryName: String?, instanceVariables: [VariableDeclaration],
    methods: [MethodDefinition], synthesizedProperties: [String] = [], dynamicProperties: [String] = []
  ) {
    self.location = location
    self.name = name
    self.categoryName = categoryName
    self.instanceVariables = instanceVariables
    self.methods = methods
    self.synthesizedProperties = synthesizedProperties
    self.dynamicProperties = dynamicProperties
  }
}

/// `typedef NS_ENUM(NSUInteger, Name) { A, B = 2 };` and `enum { … }`: named integer constants.
package struct EnumDeclaration {
  let location: SourceLocation
  let typeName: String?
  let underlyingType: CScalarType
  let constants: [(name: String, value: (any Expression)?, location: SourceLocation)]
  /// Whether the type is written (`NS_ENUM(NSInteger, …)`, `enum : uint8_t`); a plain `enum`'s
  /// constants take the type their values need (`int` when they fit, as C's rule has it).
  var isFixed = false
}

/// `@protocol Name <Adopted> … @end`: the methods it declares, each required or `@optional`
/// (its properties' getters and setters among them, as the runtime lists them), which
/// `protocol_getMethodDescription` answers from (`RACDelegateProxy.m` makes a method signature
/// of one).
package struct ProtocolDeclaration {
  /// One method the protocol declares.
  package struct Method {
    package let selector: String
    /// The method's types as the runtime encodes them (`Q@:@`).
    package let typeEncoding: String
    package let isClassMethod: Bool
    /// False after `@optional` (until `@required`).
    package let isRequired: Bool
  }

  let location: SourceLocation
  package let name: String
  /// The protocols it adopts (`<NSObject>`), whose methods it has too.
  package let adoptedProtocols: [String]
  package let methods: [Method]
}

/// One item of a file, in the order written.
package enum TopLevelItem {
  case statement(any Statement)
  case interface(ClassInterface)
  case implementation(ClassImplementation)
  /// A method outside any `@implementation`.
  case method(MethodDefinition)
  case function(FunctionDefinition)
  case enumeration(EnumDeclaration)
  case protocolDeclaration(ProtocolDeclaration)
}

/// A parsed snippet: its items in order, the comments beside them, and where the output it says
/// it prints starts.
final package class Program {
  package let source: SourceFile
  package let items: [TopLevelItem]
  let comments: [Comment]
  /// The typedefs, by name.
  package let typedefs: [String: TypeName]
  let outputMarkerOffset: Int?
  /// The text of every `@"…"` literal (a string equal to one is a constant string for `[x class]`).
  package let stringLiterals: [String]
  /// The headers it imports with quotes (`#import "RACSignal.h"`), in order.
  let quotedImports: [String]
  /// The names the file declares as types (`@class`, `@interface`, typedefs): a declaration's
  /// class must be one of these, a snippet's or a library's.
  var declaredTypeNames: Set<String> = []
  /// Whether a file imported it (`#import "Config.h"`): a header, whose file-scope variables the
  /// files read after it see, as C copies them into each file that imports it.
  var isHeader = false
  /// Filled by the resolver: the frame the top-level statements run in.
  var mainFrameSize = 0
  var mainSelfSlot = 0
  /// The variable in each slot of the top-level frame, by name (`VariableCapture`).
  var mainSlotNames: [String] = []

  init(
    source: SourceFile, items: [TopLevelItem], comments: [Comment], typedefs: [String: TypeName],
    outputMarkerOffset: Int?, stringLiterals: [String], quotedImports: [String] = []
  ) {
    self.quotedImports = quotedImports
    self.source = source
    self.items = items
    self.comments = comments
    self.typedefs = typedefs
    self.outputMarkerOffset = outputMarkerOffset
    self.stringLiterals = stringLiterals
  }

  package var statements: [any Statement] {
    items.compactMap { if case .statement(let statement) = $0 { return statement } else { return nil } }
  }
}
