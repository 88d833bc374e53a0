import Foundation

/// A method of a library class (RAC, Foundation, the scene's stand-ins) as the interpreter calls it.
package typealias NativeMethod = (NativeCall) throws -> Any?

/// A library getter that reads a C scalar off its receiver alone (`-[NSNumber integerValue]`): what
/// an operand's property read (`value.integerValue * 3`) calls without a `NativeCall`, and whose
/// number is used as it is, never wrapped in an `Any?` (issue 37). The receiver is an object, read
/// where the variable keeps it.
package typealias ScalarGetter = (AnyObject) -> CNumber

/// A C function of a library (`NSLog`, `dispatch_after`, `RACTuplePack`…).
package typealias LibraryFunction = (FunctionCall, Interpreter) throws -> Any?

/// The classes, functions and constants of the libraries a snippet can use: the bridge from
/// Objective-C's names to the Swift core and its stand-ins. One table for all of them, built once
/// per host (`SelectorTable` for RAC, `Foundation*` for Foundation and the C libraries; a host adds
/// its own classes through `make(adding:)`: the walkthroughs' scene stand-ins, `SceneClasses` in
/// `ObjCWalkthroughs`). A snippet is read and run against the table it is given.
public final class NativeClasses: LibraryDeclarations, @unchecked Sendable {
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
    /// The instance methods that are also scalar getters (`ClassBuilder.scalarGetter`).
    var scalarGetters: [String: ScalarGetter] = [:]
    /// The protocols its header adopts (`ClassBuilder.adopts`).
    var adoptedProtocols: [String] = []
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

  /// How the libraries see their values and do the work of RAC's macros (`LibraryBridge`); nil for
  /// a table of the language alone.
  package var bridge: (any LibraryBridge)?

  /// The messages a framework sends an object of the snippet's class when its code sits in them
  /// and no other entry exists, in order, with their arguments: UIKit's view controller lifecycle,
  /// which the libraries' UIKit share sets (`EntryPoint.viewControllerLifecycle`).
  package var entryLifecycle: [(selector: String, arguments: [Any?])] = []

  /// What a message to nil answers for selectors that return a scalar (`count` → 0 as
  /// `NSUInteger`); every other selector answers nil.
  private(set) var scalarReturns: [String: CScalarType] = [:]

  /// The libraries' own definitions (Foundation, the C libraries, RAC: `Libraries.define`), kept
  /// to build `extended(as:by:)` from.
  private var libraryDefinitions: @Sendable (NativeClasses) -> Void = { _ in }
  /// What the host added, kept for the same reason.
  private var hostDefinitions: @Sendable (NativeClasses) -> Void = { _ in }
  private let extensionsLock = NSLock()
  private var extensions: [String: NativeClasses] = [:]

  /// A table of the classes, functions and constants `libraries` defines, then those `host`
  /// defines (a host's app objects, which a snippet may also define for itself): the language
  /// knows no library of its own, its libraries target hands it their one list.
  package static func build(
    libraries: @escaping @Sendable (NativeClasses) -> Void, host: @escaping @Sendable (NativeClasses) -> Void
  ) -> NativeClasses {
    let table = makeTable(libraries: libraries, extra: { _ in }, host: host)
    table.libraryDefinitions = libraries
    table.hostDefinitions = host
    return table
  }

  /// This table with what `extra` defines after the libraries (the spec DSL's classes and
  /// functions, which mean nothing to a snippet), built on first use and kept under `name`.
  package func extended(as name: String, by extra: @escaping (NativeClasses) -> Void) -> NativeClasses {
    extensionsLock.withLock {
      if let table = extensions[name] { return table }
      let table = NativeClasses.makeTable(libraries: libraryDefinitions, extra: extra, host: hostDefinitions)
      extensions[name] = table
      return table
    }
  }

  private static func makeTable(
    libraries: (NativeClasses) -> Void, extra: (NativeClasses) -> Void, host: (NativeClasses) -> Void
  ) -> NativeClasses {
    let table = NativeClasses()
    libraries(table)
    extra(table)
    let libraryClasses = Set(table.classes.keys)
    host(table)
    table.classNames = Set(table.classes.keys)
    table.chains = Dictionary(uniqueKeysWithValues: table.classNames.map { ($0, table.walkChain(from: $0)) })
    table.sceneStandIns = table.classNames.subtracting(libraryClasses)
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

  /// Where `ClassBuilder.forwarding` keeps a class's forwarding method: no selector can be it.
  static let forwardingKey = "(forwarding)"

  /// The forwarding method of the first class of `chain` that has one (`ClassBuilder.forwarding`).
  func forwardingMethod(along chain: [String]) -> NativeMethod? {
    for className in chain {
      if let method = instanceMethod(Self.forwardingKey, of: className) { return method }
    }
    return nil
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

    /// An instance method that reads a scalar of its receiver alone (`integerValue`): `method` as
    /// every send calls it, and `direct`, what an operand's property read calls without a
    /// `NativeCall` (`ScalarGetter`), which must answer as `method` does for an object receiver.
    package mutating func scalarGetter(
      _ selector: String, returns: CScalarType, _ method: @escaping NativeMethod, direct: @escaping ScalarGetter
    ) {
      instance(selector, returns: returns, method)
      native.scalarGetters[selector] = direct
    }

    /// The protocols the class's header adopts (`@interface RACTuple : NSObject <NSCoding, NSCopying,
    /// NSFastEnumeration>`), which `-conformsToProtocol:` answers for the class and its subclasses.
    package mutating func adopts(_ protocols: String...) {
      native.adoptedProtocols += protocols
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

    /// What a library object does with a message its class has no method for, in place of
    /// "unrecognized selector": Objective-C's `-forwardInvocation:`, for a library class that
    /// forwards every message (RAC's `RACDelegateProxy`). The call carries the message's own
    /// selector and arguments.
    package mutating func forwarding(_ method: @escaping NativeMethod) {
      native.instanceMethods[NativeClasses.forwardingKey] = method
    }

    /// An `init…` method for `[[Class alloc] init…]`; the call's receiver is the `AllocatedObject`.
    package mutating func initializer(_ selector: String, swift: String? = nil, _ method: @escaping NativeMethod) {
      native.initializers[selector] = method
      if let swift { swiftNames["-" + selector] = swift }
    }
  }

  // MARK: - Looking up

  package func superclass(of name: String) -> String? { classes[name]?.superclass }

  /// The protocols the libraries' header of class `name` adopts (not its superclasses').
  package func adoptedProtocols(of name: String) -> [String] { classes[name]?.adoptedProtocols ?? [] }

  /// Each class's chain, itself first and `NSObject` last (set once the table is built).
  private var chains: [String: [String]] = [:]

  /// The class `name` and its superclasses as the table states them, ending with `NSObject`
  /// (`[name, "NSObject"]` for a class the table does not have): what a Foundation value's
  /// `isKindOfClass:` and method look-up go by.
  package func chain(from name: String) -> [String] {
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

  package func hasClass(_ name: String) -> Bool { classes[name] != nil }

  /// Marks `names` as stand-ins of a framework, whose unknown selectors list their nearest ones.
  package func listSelectorsOnUnknownSelector(of names: [String]) {
    standInsListingTheirSelectors.formUnion(names)
  }

  /// Whether `name` is one of the scene's stand-ins, which a snippet may define for itself.
  package func isSceneStandIn(_ name: String) -> Bool { sceneStandIns.contains(name) }

  package func instanceMethod(_ selector: String, of className: String) -> NativeMethod? {
    classes[className]?.instanceMethods[selector]
  }

  /// The scalar getter (`ClassBuilder.scalarGetter`) that answers `selector` along `chain`: the
  /// first class of the chain with a library method of that name must have declared it one.
  func scalarGetter(_ selector: String, along chain: [String]) -> ScalarGetter? {
    for className in chain {
      guard let native = classes[className], native.instanceMethods[selector] != nil else { continue }
      return native.scalarGetters[selector]
    }
    return nil
  }

  func classMethod(_ selector: String, of className: String) -> NativeMethod? {
    classes[className]?.classMethods[selector]
  }

  package func initializer(_ selector: String, of className: String) -> NativeMethod? {
    classes[className]?.initializers[selector]
  }

  package func hasClassMethod(_ selector: String, of className: String) -> Bool {
    classes[className]?.classMethods[selector] != nil
  }

  package func classesDeclaring(_ selector: String, isClassMethod: Bool) -> [String] {
    classes.values.filter { native in
      isClassMethod ? native.classMethods[selector] != nil : native.instanceMethods[selector] != nil
    }.map(\.name)
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

  package func binding(for name: String) -> Binding? {
    if classes[name] != nil { return .classReference(name) }
    if constants[name] != nil { return .constant(name) }
    if functions[name] != nil { return .function(name) }
    return nil
  }

  /// Every class name, for the parser's list of type names (set once the table is built).
  package private(set) var classNames: Set<String> = []
}
