import Foundation
import RAC

/// A method of a library class (RAC, Foundation, the scene's stand-ins) as the interpreter calls it.
package typealias NativeMethod = (NativeCall) throws -> Any?

/// A C function of a library (`NSLog`, `dispatch_after`, `RACTuplePack`…).
package typealias LibraryFunction = (FunctionCall, Interpreter) throws -> Any?

/// The classes, functions and constants of the libraries a snippet can use: the bridge from
/// Objective-C's names to the Swift core and its stand-ins. One table for all of them, built once
/// per host (`SelectorTable` for RAC, `Foundation*` for Foundation and the C libraries; a host adds
/// its own classes through `make(adding:)`: the walkthroughs' scene stand-ins, `SceneClasses` in
/// `ObjCWalkthroughs`). A snippet is read and run against the table it is given.
public final class NativeClasses: NameLookup, @unchecked Sendable {
  struct NativeClass {
    let name: String
    let superclass: String?
    var instanceMethods: [String: NativeMethod] = [:]
    var classMethods: [String: NativeMethod] = [:]
    /// `init…` methods sent to what `+alloc` returned: they make the object.
    var initializers: [String: NativeMethod] = [:]
    /// The getter of each property declared with a custom one (`getter = isFinished`): what dot
    /// syntax sends for the property's name.
    var propertyGetters: [String: String] = [:]
  }

  private(set) var classes: [String: NativeClass] = [:]
  /// The host's classes (the walkthroughs' scene: `FMContact`, `UIButton`…), app objects rather
  /// than a library: a snippet that defines a class of one of these names (post 000's own
  /// `FMContact`) gets its own class, where redefining RAC's or Foundation's is an error.
  private(set) var sceneStandIns: Set<String> = []
  /// The host's stand-ins of a framework (UIKit's): an unknown selector sent to one lists the
  /// nearest selectors it has, since they are a small part of the framework they stand in for.
  private(set) var standInsListingTheirSelectors: Set<String> = []
  private(set) var functions: [String: LibraryFunction] = [:]
  private(set) var constants: [String: (Interpreter) throws -> Any?] = [:]
  /// The Swift declarations of the core each selector bridges to, by `Class -selector` (for the
  /// test that holds the table complete against the core's public API).
  private(set) var bridgedSwiftAPI: [String: String] = [:]

  /// The host's own Objective-C, loaded after a RAC checkout in a run on RAC's source
  /// (`--rac-source`) and before the snippet: what the host's classes make of RAC (a stand-in's
  /// `rac_textSignal`, a scene service's signal) written as categories that send RAC's messages,
  /// so that RAC's loaded classes make those objects and run their calls. On the Swift core the
  /// host's native methods make them. Added with `loadOnRACSource(_:)`.
  private(set) var racSourceCompanions: [SourceFile] = []

  /// Adds `file` to the host's Objective-C loaded in runs on RAC's source (`racSourceCompanions`):
  /// its categories replace the host's native methods of the same selectors there.
  package func loadOnRACSource(_ file: SourceFile) {
    racSourceCompanions.append(file)
  }

  /// What a message to nil answers for selectors that return a scalar (`count` → 0 as
  /// `NSUInteger`); every other selector answers nil.
  private(set) var scalarReturns: [String: CScalarType] = [:]

  /// The libraries alone (Foundation, the C libraries, RAC), for a host that adds no classes.
  public static let libraries: NativeClasses = make()

  /// What the host added (`make(adding:)`), kept to build `withSpecDSL` from.
  private var hostClasses: @Sendable (NativeClasses) -> Void = { _ in }
  private let specLock = NSLock()
  private var specTable: NativeClasses?

  /// The libraries' table with the classes, functions and constants `host` registers (a host's
  /// app objects, which a snippet may also define for itself).
  package static func make(adding host: @escaping @Sendable (NativeClasses) -> Void = { _ in }) -> NativeClasses {
    let table = makeTable(host: host)
    table.hostClasses = host
    return table
  }

  /// This table with the spec DSL's classes and functions (`SpecNatives`), for spec programs
  /// alone (`describe`, `it` and `expect` mean nothing to a snippet): built on first use.
  var withSpecDSL: NativeClasses {
    specLock.withLock {
      if let specTable { return specTable }
      let table = NativeClasses.makeTable(adding: { SpecNatives.register(in: $0) }, host: hostClasses)
      specTable = table
      return table
    }
  }

  private static func makeTable(
    adding extra: (NativeClasses) -> Void = { _ in }, host: (NativeClasses) -> Void
  ) -> NativeClasses {
    let table = NativeClasses()
    FoundationClasses.register(in: table)
    FoundationFunctions.register(in: table)
    CLibraries.register(in: table)
    FoundationSets.register(in: table)
    FoundationArraySearching.register(in: table)
    FoundationArchiving.register(in: table)
    FoundationWaiting.register(in: table)
    FoundationDateReference.register(in: table)
    CMemoryAndMath.register(in: table)
    SelectorTable.register(in: table)
    extra(table)
    let libraries = Set(table.classes.keys)
    host(table)
    table.classNames = Set(table.classes.keys)
    table.chains = Dictionary(uniqueKeysWithValues: table.classNames.map { ($0, table.walkChain(from: $0)) })
    table.sceneStandIns = table.classNames.subtracting(libraries)
    return table
  }

  // MARK: - Building

  /// Defines a class, its superclass stated here and only here, with the methods `body` adds;
  /// `extend` adds more. A class defined twice is a `definitionProblems` entry (and the tests fail
  /// on one), the more so with another superclass: one place says where a class sits.
  package func define(_ name: String, superclass: String?, _ body: (inout ClassBuilder) -> Void) {
    if let existing = classes[name] {
      definitionProblems.append(
        existing.superclass == superclass
          ? "\(name) is defined twice (add methods with extend)"
          : "\(name) is defined as a subclass of \(superclass ?? "nothing") and of \(existing.superclass ?? "nothing")")
    }
    add(to: classes[name] ?? NativeClass(name: name, superclass: superclass), body)
  }

  /// Adds methods to a class `define` defined (a category: RAC's on Foundation, another header's
  /// operators on `RACSignal`). A class not yet defined is a `definitionProblems` entry.
  package func extend(_ name: String, _ body: (inout ClassBuilder) -> Void) {
    guard let native = classes[name] else {
      definitionProblems.append("\(name) is extended before it is defined")
      add(to: NativeClass(name: name, superclass: nil), body)
      return
    }
    add(to: native, body)
  }

  /// What went wrong building the table: classes defined twice or with two superclasses, classes
  /// extended before they were defined. Empty for every table the tool builds (a test holds it).
  private(set) var definitionProblems: [String] = []

  private func add(to native: NativeClass, _ body: (inout ClassBuilder) -> Void) {
    let name = native.name
    var builder = ClassBuilder(native: native)
    body(&builder)
    classes[name] = builder.native
    for (selector, type) in builder.scalarReturns { scalarReturns[selector] = type }
    for (selector, swift) in builder.swiftNames { bridgedSwiftAPI["\(name) \(selector)"] = swift }
  }

  /// Adds a C function.
  package func function(_ name: String, _ implementation: @escaping LibraryFunction) {
    functions[name] = implementation
  }

  /// Adds a constant computed in the run that reads it.
  package func constant(_ name: String, _ value: @escaping (Interpreter) throws -> Any?) {
    constants[name] = value
  }

  /// Adds a constant.
  package func constant(_ name: String, value: Any?) {
    constants[name] = { _ in value }
  }

  /// Collects one class's methods.
  package struct ClassBuilder {
    var native: NativeClass
    var scalarReturns: [String: CScalarType] = [:]
    var swiftNames: [String: String] = [:]

    /// An instance method; `returns` declares a scalar result (for messages to nil); `swift` names
    /// the core declaration it bridges to (`map(_:)`).
    package mutating func instance(
      _ selector: String, returns: CScalarType? = nil, swift: String? = nil, _ method: @escaping NativeMethod
    ) {
      native.instanceMethods[selector] = method
      if let returns { scalarReturns[selector] = returns }
      if let swift { swiftNames["-" + selector] = swift }
    }

    /// A class method; `returns` and `swift` as for `instance`.
    package mutating func classMethod(
      _ selector: String, returns: CScalarType? = nil, swift: String? = nil, _ method: @escaping NativeMethod
    ) {
      native.classMethods[selector] = method
      if let returns { scalarReturns[selector] = returns }
      if let swift { swiftNames["+" + selector] = swift }
    }

    /// A property declared with a custom getter (`@property (getter = isFinished) BOOL finished`):
    /// `object.finished` sends `getter`, as clang compiles it.
    package mutating func property(_ name: String, getter: String) {
      native.propertyGetters[name] = getter
    }

    /// An `init…` method for `[[Class alloc] init…]`; the call's receiver is the `AllocatedObject`.
    package mutating func initializer(_ selector: String, swift: String? = nil, _ method: @escaping NativeMethod) {
      native.initializers[selector] = method
      if let swift { swiftNames["-" + selector] = swift }
    }
  }

  // MARK: - Looking up

  func superclass(of name: String) -> String? { classes[name]?.superclass }

  /// Each class's chain, itself first and `NSObject` last (set once the table is built).
  private var chains: [String: [String]] = [:]

  /// The class `name` and its superclasses as the table states them, ending with `NSObject`
  /// (`[name, "NSObject"]` for a class the table does not have): what a Foundation value's
  /// `isKindOfClass:` and method look-up go by.
  func chain(from name: String) -> [String] {
    chains[name] ?? (name == "NSObject" ? [name] : [name, "NSObject"])
  }

  private func walkChain(from name: String) -> [String] {
    var chain = [name]
    var current = superclass(of: name)
    while let each = current, !chain.contains(each) {
      chain.append(each)
      current = superclass(of: each)
    }
    if chain.last != "NSObject" { chain.append("NSObject") }
    return chain
  }

  func hasClass(_ name: String) -> Bool { classes[name] != nil }

  /// Marks `names` as stand-ins of a framework, whose unknown selectors list their nearest ones.
  package func listSelectorsOnUnknownSelector(of names: [String]) {
    standInsListingTheirSelectors.formUnion(names)
  }

  /// Whether `name` is one of the scene's stand-ins, which a snippet may define for itself.
  func isSceneStandIn(_ name: String) -> Bool { sceneStandIns.contains(name) }

  func instanceMethod(_ selector: String, of className: String) -> NativeMethod? {
    classes[className]?.instanceMethods[selector]
  }

  func classMethod(_ selector: String, of className: String) -> NativeMethod? {
    classes[className]?.classMethods[selector]
  }

  func initializer(_ selector: String, of className: String) -> NativeMethod? {
    classes[className]?.initializers[selector]
  }

  /// The custom getter of property `name`, declared by the first class of `chain` that declares
  /// the property so; nil when none does (dot syntax then sends the name itself).
  func customGetter(ofProperty name: String, in chain: [String]) -> String? {
    chain.lazy.compactMap { self.classes[$0]?.propertyGetters[name] }.first
  }

  func instanceSelectors(of className: String) -> [String] {
    classes[className].map { Array($0.instanceMethods.keys) } ?? []
  }

  func classSelectors(of className: String) -> [String] { classes[className].map { Array($0.classMethods.keys) } ?? [] }

  /// A message to nil: 0 of the selector's scalar type, or nil.
  func nilResult(for selector: String) -> Any? {
    scalarReturns[selector].map { CNumber(integer: 0, type: $0) }
  }

  func constant(_ name: String, interpreter: Interpreter, at location: SourceLocation) throws -> Any? {
    guard let constant = constants[name] else {
      throw interpreter.fail(
        "use of undeclared identifier '\(name)': no class, constant or function of that name here", at: location)
    }
    return try constant(interpreter)
  }

  func callFunction(_ name: String, call: FunctionCall, interpreter: Interpreter) throws -> Any? {
    guard let function = functions[name] else {
      throw interpreter.fail("unknown function '\(name)'", at: call.location)
    }
    let result = try function(call, interpreter)
    if interpreter.isAborted { throw RuntimeError.aborted }
    return result
  }

  func binding(for name: String) -> Binding? {
    if classes[name] != nil { return .classReference(name) }
    if constants[name] != nil { return .constant(name) }
    if functions[name] != nil { return .function(name) }
    return nil
  }

  /// Every class name, for the parser's list of type names (set once the table is built).
  private(set) var classNames: Set<String> = []
}

/// One message to a library method: the receiver (an instance, or a `ClassValue` for a class
/// method), its arguments as the snippet passed them, and typed access to them that explains what
/// is wrong when an argument is not what the method takes.
package struct NativeCall {
  package let interpreter: Interpreter
  package let receiver: Any
  package let selector: String
  package let arguments: [Any?]
  package let location: SourceLocation
  package let isClassMethod: Bool

  /// `-[RACSignal map:]`, `+[RACSignal return:]`.
  package var methodName: String {
    "\(isClassMethod ? "+" : "-")[\(receiverClassName) \(selector)]"
  }

  /// The receiver's class name (the class itself for class methods).
  package var receiverClassName: String {
    if let classValue = receiver as? ClassValue { return classValue.name }
    return interpreter.className(of: receiver)
  }

  package func fail(_ message: String) -> RuntimeError {
    interpreter.fail(message, at: location)
  }

  /// Asks the memory and time budgets, before the method makes something of about `bytes`, whether
  /// it may (`Interpreter.reserve`).
  package func reserve(_ bytes: Int) throws {
    try interpreter.reserve(bytes, at: location)
  }

  /// `reserve` for an array of `count` elements (an element takes 32 bytes in an array).
  package func reserve(elements count: Int) throws {
    try reserve(count.multipliedReportingOverflow(by: 32).overflow ? .max : count * 32)
  }

  package func argument(_ index: Int) -> Any? {
    guard index < arguments.count else { return nil }
    // An object or a C scalar (nearly every argument) is no optional: handed back as it is, told by
    // its type word, without `unwrapOptionals`' copies of it.
    switch FastCast.held(arguments[index], as: CNumber.self) {
    case .none: return nil
    case .object, .exactly: return arguments[index]
    case .other: return unwrapOptionals(arguments[index])
    }
  }

  /// An error about argument `index`: "argument 2 of -[RACSignal take:] must be …, got …".
  package func wrongArgument(_ index: Int, expected: String) -> RuntimeError {
    let value = argument(index)
    let got: String
    switch value {
    case nil: got = "nil"
    case let number as CNumber: got = "\(number.type) \(number)"
    default: got = "'\(interpreter.className(of: value ?? 0)) *'"
    }
    return fail("argument \(index + 1) of \(methodName) must be \(expected), got \(got)")
  }

  /// The receiver as the core type `T` (the table registers methods per class, so this holds unless
  /// a snippet class claims a library class as its superclass).
  package func receiver<T>(as type: T.Type) throws -> T {
    guard let typed = receiver as? T else {
      throw fail(
        "\(methodName) needs a receiver of the library's own class \(T.self), not a subclass the snippet defines")
    }
    return typed
  }

  package func object(_ index: Int) throws -> Any? {
    let value = argument(index)
    if CNumber.cast(value) != nil { throw wrongArgument(index, expected: "an object") }
    return value
  }

  package func requiredObject<T>(_ index: Int, _ type: T.Type, _ expected: String) throws -> T {
    guard let value = argument(index) as? T else { throw wrongArgument(index, expected: expected) }
    return value
  }

  package func optionalObject<T>(_ index: Int, _ type: T.Type, _ expected: String) throws -> T? {
    guard let value = argument(index) else { return nil }
    guard let typed = value as? T else { throw wrongArgument(index, expected: expected) }
    return typed
  }

  package func signal(_ index: Int) throws -> RACSignal {
    if let lent = interpreter.lentToCore(signal: argument(index)) { return lent }
    return try requiredObject(index, RACSignal.self, "a RACSignal")
  }

  /// A disposable argument: the core's, or one of RAC's loaded source lent to the core.
  package func disposable(_ index: Int) throws -> RACDisposable {
    if let lent = interpreter.lentToCore(disposable: argument(index)) { return lent }
    return try requiredObject(index, RACDisposable.self, "a RACDisposable")
  }

  /// `disposable(_:)`, nil allowed.
  package func optionalDisposable(_ index: Int) throws -> RACDisposable? {
    argument(index) == nil ? nil : try disposable(index)
  }

  package func stream(_ index: Int) throws -> RACStream { try requiredObject(index, RACStream.self, "a RACStream") }

  package func scheduler(_ index: Int) throws -> RACScheduler {
    try requiredObject(index, RACScheduler.self, "a RACScheduler")
  }

  package func integer(_ index: Int) throws -> Int {
    guard let number = CNumber.cast(argument(index)), !number.isFloatingPoint else {
      throw wrongArgument(index, expected: "an integer")
    }
    return number.int
  }

  /// An `NSUInteger` count: negative values wrap in C; here they are an error, not a huge count.
  package func count(_ index: Int) throws -> Int {
    let value = try integer(index)
    guard value >= 0 else { throw wrongArgument(index, expected: "an NSUInteger (not negative)") }
    return value
  }

  package func double(_ index: Int) throws -> Double {
    guard let number = CNumber.cast(argument(index)) else { throw wrongArgument(index, expected: "a number") }
    return number.double
  }

  package func bool(_ index: Int) throws -> Bool {
    guard let number = CNumber.cast(argument(index)) else { throw wrongArgument(index, expected: "a BOOL") }
    return number.isTrue
  }

  package func string(_ index: Int) throws -> String {
    guard let value = argument(index), let string = ObjCEquality.stringValue(value) else {
      throw wrongArgument(index, expected: "an NSString")
    }
    return string
  }

  package func optionalString(_ index: Int) throws -> String? {
    guard let value = argument(index) else { return nil }
    guard let string = ObjCEquality.stringValue(value) else { throw wrongArgument(index, expected: "an NSString") }
    return string
  }

  /// The elements of an `NSArray` (or anything fast-enumerable: a sequence, a tuple).
  package func elements(_ index: Int) throws -> [Any?] {
    switch argument(index) {
    case let array as ObjCArray: return array.elements
    case let array as [Any]: return array
    case let sequence as RACSequence: return sequence.array
    case let tuple as RACTuple: return (0..<tuple.count).map { tuple.object(at: $0) }
    default: throw wrongArgument(index, expected: "an NSArray")
    }
  }

  /// An array of signals (`+combineLatest:`, `+merge:`, `+zip:`).
  package func signals(_ index: Int) throws -> [RACSignal] {
    try elements(index).enumerated().map { position, element in
      guard let signal = (element as? RACSignal) ?? interpreter.lentToCore(signal: element) else {
        throw fail(
          "argument \(index + 1) of \(methodName) must hold RACSignals; element \(position) is '\(interpreter.className(of: element ?? NSNull.shared)) *'"
        )
      }
      return signal
    }
  }

  /// A block argument, callable from Swift: the snippet's own block or a core closure it passed on.
  func callable(_ index: Int) throws -> Callable {
    switch argument(index) {
    case let block as ObjCBlock: return .block(block)
    case let block as NativeBlock: return .native(block)
    case nil: throw wrongArgument(index, expected: "a block")
    default: throw wrongArgument(index, expected: "a block")
    }
  }

  func optionalCallable(_ index: Int) throws -> Callable? {
    argument(index) == nil ? nil : try callable(index)
  }
}

/// Something a Swift closure of the bridge calls: a snippet's block or a closure of the core.
enum Callable {
  case block(ObjCBlock)
  case native(NativeBlock)

  /// The number of parameters the block declares (for reduce blocks of 1 to 6 arguments).
  var arity: Int {
    switch self {
    case .block(let block): return block.arity
    case .native(let block): return block.arity
    }
  }

  /// The block's name as the trace and errors show it.
  var name: String {
    switch self {
    case .block(let block): return block.literal.traceName
    case .native(let block): return block.name
    }
  }
}
