import Foundation

/// Turns parsed files into one runnable snippet: the classes they define (merged from every
/// `@interface` and `@implementation`), the methods they add to library classes, their C functions
/// and enums, the method to run when a file has no top-level code, and every name resolved.
///
/// A method printed outside any `@implementation` (as source-reading posts print RAC's) belongs to:
/// the class a comment before it names by its file (`//RACStream.m中`); else, for a class method
/// whose return type is a library class that has the selector (`+ (RACSignal *)return:`), that
/// class; else the most general library class that has the selector (`-map:` is `RACStream`'s);
/// else the snippet's own implicit class (`- (void)testCollect…`), a `UIViewController`.
package struct SnippetLoader {
  /// The class of a file's bare methods that belong to no library class, and of `self` at the top
  /// level.
  package static let implicitClassName = "Snippet"

  let programs: [Program]
  let natives: any LibraryDeclarations
  /// The class the bare methods of a file belong to, by the file's name, where a walkthrough says
  /// (a post's listing of a service's method, run with the scene that defines the service).
  var bareMethodClasses: [String: String] = [:]

  package struct Loaded {
    package var classes: [String: ObjCClass] = [:]
    var functions: [String: FunctionDefinition] = [:]
    /// The protocols the files declare (`@protocol Name … @end`), by name.
    var protocols: [String: ProtocolDeclaration] = [:]
    var enumConstants: [String: (declaration: EnumDeclaration, index: Int)] = [:]
    package var entryPoint: EntryPoint?
    /// The snippet's methods on library classes, which replace the core's for a run.
    package var replacements: [(className: String, method: MethodDefinition)] = []
    /// Every `static` variable, reset before each run.
    package var statics: [VariableStorage] = []
    /// The class of `self` in the top-level code (`topLevelSelfClassName`).
    package var selfClassName = SnippetLoader.implicitClassName
    /// The classes a library's loaded source defines, in place of the native ones.
    var librarySourceClasses: Set<String> = []
    /// The file-scope variables of library files (`NSString * const RACSignalErrorDomain = …`) and
    /// of spec files: C globals, one for every file that names them.
    var libraryGlobals: [VariableDeclaration] = []

    /// The class of `self` in the top-level code: the one view controller the snippet defines, when
    /// it defines exactly one (a scene declares the post's view controller with the properties the
    /// post's code reaches through `self`), or else the one a file's bare methods belong to
    /// (`methodsOf`: a scene that also stands in for UIKit's `UIAlertController`), else the
    /// implicit class.
    func topLevelSelfClassName(natives: any LibraryDeclarations, bareMethodClasses: Set<String> = []) -> String {
      let viewControllers = classes.values.filter { objcClass in
        guard objcClass.isDefinedBySnippet, objcClass.name != SnippetLoader.implicitClassName else { return false }
        var name = objcClass.superclassName
        var steps = 0
        while let current = name, steps < 64 {
          if current == "UIViewController" { return true }
          name = classes[current]?.superclassName ?? natives.superclass(of: current)
          steps += 1
        }
        return false
      }
      if viewControllers.count == 1 { return viewControllers[0].name }
      let named = viewControllers.filter { bareMethodClasses.contains($0.name) }
      return named.count == 1 ? named[0].name : SnippetLoader.implicitClassName
    }
  }

  /// The load stage: the files' classes, methods, functions, enums and entry point, with nothing
  /// resolved yet (`resolve(_:)` is the next stage).
  func load() throws -> Loaded {
    var loaded = Loaded()
    // A view controller's methods are the most common bare methods in posts (`-viewDidLoad` that
    // calls `[super viewDidLoad]`), so the implicit class is one.
    let implicit = ObjCClass(
      name: SnippetLoader.implicitClassName, superclassName: "UIViewController", isDefinedBySnippet: true)
    loaded.classes[implicit.name] = implicit

    // The classes a library's loaded source implements (`@implementation RACSignal`, not a
    // category): they replace the native classes of those names.
    var librarySourceClasses = Set<String>()
    for program in programs where program.source.kind == .library {
      for case .implementation(let implementation) in program.items where implementation.categoryName == nil {
        librarySourceClasses.insert(implementation.name)
      }
    }
    loaded.librarySourceClasses = librarySourceClasses

    // The classes some file's `@interface Name : Superclass` names a superclass for; any other
    // class's superclass is in a header the post leaves out.
    var classesWithStatedSuperclass = Set<String>()
    for program in programs {
      for case .interface(let interface) in program.items where interface.superclassName != nil {
        classesWithStatedSuperclass.insert(interface.name)
      }
    }

    func snippetClass(_ name: String, superclass: String?, location: SourceLocation, in source: SourceFile) throws
      -> ObjCClass
    {
      if librarySourceClasses.contains(name) {
        let made = loaded.classes[name] ?? ObjCClass(name: name, superclassName: nil, isDefinedBySnippet: true)
        if source.kind == .library {
          if let superclass {
            if let stated = made.superclassName, stated != superclass {
              throw ObjCError(
                .semantic,
                "'\(name)' is declared with superclass '\(superclass)' here and '\(stated)' elsewhere",
                at: location, in: source)
            }
            made.superclassName = superclass
          }
        } else if superclass != nil {
          throw ObjCError(
            .semantic, "'\(name)' is a class of the loaded RAC source; the snippet cannot define it again",
            at: location, in: source)
        }
        made.isLibrarySource = true
        loaded.classes[name] = made
        return made
      }
      if let existing = loaded.classes[name] {
        if let superclass, existing.superclassName == nil || !existing.isDefinedBySnippet {
          existing.superclassName = superclass
          existing.isDefinedBySnippet = true
        }
        return existing
      }
      // A snippet's own `@interface FMContact : NSObject` shadows the scene's stand-in of that name.
      let isLibraryClass = natives.hasClass(name) && !(superclass != nil && natives.isSceneStandIn(name))
      if isLibraryClass, superclass != nil {
        throw ObjCError(
          .semantic, "'\(name)' is a library class; the snippet cannot define it again (add a category instead)",
          at: location, in: source)
      }
      let made = ObjCClass(
        name: name, superclassName: superclass ?? (isLibraryClass ? natives.superclass(of: name) : "NSObject"),
        isDefinedBySnippet: !isLibraryClass)
      loaded.classes[name] = made
      return made
    }

    func add(_ method: MethodDefinition, to objcClass: ObjCClass, in source: SourceFile) {
      method.className = objcClass.name
      if method.isClassMethod {
        objcClass.classMethods[method.selector] = method
      } else {
        objcClass.instanceMethods[method.selector] = method
      }
      if !objcClass.isDefinedBySnippet { loaded.replacements.append((objcClass.name, method)) }
    }

    // Which file declared each class's properties, and whether in a class extension (`@interface
    // Name ()`), whose properties only its own file sees; and what each `@implementation` says of
    // them (`@synthesize`, `@dynamic`).
    var propertyDeclarations: [String: [(property: String, file: String, isPrivate: Bool)]] = [:]
    var synthesizedProperties: [String: Set<String>] = [:]
    var dynamicProperties: [String: Set<String>] = [:]
    for program in programs {
      let isLibrary = program.source.kind == .library
      for item in program.items {
        switch item {
        case .interface(let interface)
        where isLibrary && !librarySourceClasses.contains(interface.name)
          && (interface.categoryName != nil || natives.hasClass(interface.name)):
          // A library header's declaration of a class (or category) the runtime keeps native.
          break
        case .interface(let interface):
          let objcClass = try snippetClass(
            interface.name, superclass: interface.superclassName, location: interface.location, in: program.source)
          try checkSuperclasses(of: interface, in: loaded, source: program.source)
          for adopted in interface.adoptedProtocols where !objcClass.adoptedProtocols.contains(adopted) {
            objcClass.adoptedProtocols.append(adopted)
          }
          for property in interface.properties {
            objcClass.addProperty(property)
            propertyDeclarations[interface.name, default: []].append(
              (property.name, program.source.name, interface.categoryName == ""))
          }
          for variable in interface.instanceVariables {
            objcClass.addInstanceVariable(
              variable.name, type: variable.type, isWeak: variable.isWeak, isCPointer: variable.isCPointer)
          }
        case .implementation(let implementation):
          let objcClass = try snippetClass(
            implementation.name, superclass: nil, location: implementation.location, in: program.source)
          if !natives.hasClass(implementation.name), !classesWithStatedSuperclass.contains(implementation.name) {
            objcClass.superclassName = unstatedSuperclass(of: implementation)
          }
          for variable in implementation.instanceVariables {
            objcClass.addInstanceVariable(
              variable.name, type: variable.type, isWeak: variable.isWeak, isCPointer: variable.isCPointer)
          }
          for method in implementation.methods { add(method, to: objcClass, in: program.source) }
          synthesizedProperties[implementation.name, default: []].formUnion(implementation.synthesizedProperties)
          dynamicProperties[implementation.name, default: []].formUnion(implementation.dynamicProperties)
        case .method(let method):
          // A bare method after a library class's extension in the same listing is that class's
          // (a post prints `@interface RACReturnSignal () … @end` and then its `+return:`).
          let extended = program.items.lazy.compactMap { item -> String? in
            guard case .interface(let interface) = item, interface.categoryName != nil,
              interface.location.offset < method.location.offset,
              natives.hasClass(interface.name) || librarySourceClasses.contains(interface.name)
            else { return nil }
            return interface.name
          }.last
          let className =
            bareMethodClasses[program.source.name] ?? (method.commentClassHint == nil ? extended : nil)
            ?? owner(ofBareMethod: method)
          let objcClass = try snippetClass(className, superclass: nil, location: method.location, in: program.source)
          add(method, to: objcClass, in: program.source)
        case .function(let function):
          loaded.functions[function.name] = function
        case .enumeration(let enumeration):
          for (index, constant) in enumeration.constants.enumerated() {
            loaded.enumConstants[constant.name] = (enumeration, index)
          }
        case .protocolDeclaration(let declaration):
          loaded.protocols[declaration.name] = declaration
        case .statement(let statement) where isLibrary || program.source.kind == .spec:
          guard let declarations = statement as? DeclarationStatement else {
            throw ObjCError(
              .syntax,
              isLibrary
                ? "a library file has a statement outside any function or method"
                : "a spec file has a statement outside any function or method (a spec's code goes between QuickSpecBegin(Name) and QuickSpecEnd, or SpecBegin(Name) and SpecEnd)",
              at: statement.location, in: program.source)
          }
          loaded.libraryGlobals.append(contentsOf: declarations.declarations)
        case .statement:
          break
        }
      }
    }

    // clang synthesizes no accessor for a property its class calls `@dynamic`, nor for one a
    // superclass declares where the subclass's declaration sees it (a header, or the same file),
    // unless the class says `@synthesize`: the superclass's accessor or method answers.
    for (className, declarations) in propertyDeclarations {
      guard let objcClass = loaded.classes[className] else { continue }
      for name in dynamicProperties[className] ?? [] { objcClass.leaveToSuperclass(name) }
      var superclassName = objcClass.superclassName
      var visited: Set<String> = [className]
      while let name = superclassName, visited.insert(name).inserted, let superclass = loaded.classes[name] {
        for own in declarations
        where objcClass.properties[own.property] != nil
          && synthesizedProperties[className]?.contains(own.property) != true
        {
          let seen = (propertyDeclarations[name] ?? []).contains { inherited in
            inherited.property == own.property && (!inherited.isPrivate || inherited.file == own.file)
          }
          if seen { objcClass.leaveToSuperclass(own.property) }
        }
        superclassName = superclass.superclassName
      }
    }

    // The bare methods of a post's listing are its view controller's: when a scene defines that
    // view controller, they are that class's (the post's `-initPipelineWithCell:` reaches the
    // page's `self.contact`).
    let selfClassName = loaded.topLevelSelfClassName(
      natives: natives, bareMethodClasses: Set(bareMethodClasses.values))
    loaded.selfClassName = selfClassName
    if selfClassName != SnippetLoader.implicitClassName, let implicit = loaded.classes[SnippetLoader.implicitClassName],
      let target = loaded.classes[selfClassName]
    {
      for (selector, method) in implicit.instanceMethods where target.instanceMethods[selector] == nil {
        method.className = selfClassName
        target.instanceMethods[selector] = method
      }
      for (selector, method) in implicit.classMethods where target.classMethods[selector] == nil {
        method.className = selfClassName
        target.classMethods[selector] = method
      }
      implicit.instanceMethods = [:]
      implicit.classMethods = [:]
    }

    // Files run by an entry point have no top-level code, only file-scope variables: C's globals,
    // which every function and method of the file sees, set before the entry point runs.
    let entryPoint = EntryPoint.find(
      in: loaded, programs: programs, lifecycle: natives.entryLifecycle,
      isFrameworkMethod: { [natives] selector, isClassMethod in
        !natives.classesDeclaring(selector, isClassMethod: isClassMethod).isEmpty
      })
    // Those not written `static` are one variable across the files, by name (`LinkedVariables`).
    // A header holds declarations, never top-level code: its variables are file-scope ones too.
    // Without an entry point, not its `extern NSString * const Name;` (no initializer, not
    // `static`): that names a variable a `.m` file's top-level code defines, and made here it would
    // be a nil of the header's that the importers read in place of the definition.
    // An `extern` declaration of a variable no file defines names a library's constant
    // (`extern NSString * const RACSignalErrorDomain;` pasted from RAC's header) or nothing (the
    // linker's undefined symbol): it makes no variable, so the name reads the library's, or is an
    // error where it is used.
    var definedNames = Set<String>()
    for program in programs where program.source.kind != .library {
      for case let statement as DeclarationStatement in program.statements {
        for declaration in statement.declarations where !declaration.isExtern || declaration.initializer != nil {
          definedNames.insert(declaration.name)
        }
      }
    }
    for program in programs where program.source.kind != .library {
      for case let statement as DeclarationStatement in program.statements {
        statement.declarations.removeAll {
          $0.isExtern && $0.initializer == nil && !definedNames.contains($0.name)
        }
      }
    }
    for program in programs where program.source.kind != .library && (entryPoint != nil || program.isHeader) {
      for case let statement as DeclarationStatement in program.statements {
        for declaration in statement.declarations where !declaration.isStatic {
          if entryPoint != nil {
            declaration.linksByName = true
            declaration.isStatic = true
          } else if declaration.initializer != nil {
            declaration.isStatic = true
          }
        }
      }
    }
    loaded.entryPoint = entryPoint
    return loaded
  }

  private func owner(ofBareMethod method: MethodDefinition) -> String {
    if let hint = method.commentClassHint, natives.hasClass(hint) { return hint }
    if method.isClassMethod, case .object(let returned) = method.returnType, natives.hasClass(returned),
      chain(of: returned).contains(where: { natives.hasClassMethod(method.selector, of: $0) })
    {
      return returned
    }
    // UIKit's classes are what the snippet's own class inherits from (`-viewDidLoad` is the
    // snippet's view controller's, not a change to UIViewController).
    let declaring = natives.classesDeclaring(method.selector, isClassMethod: method.isClassMethod).filter {
      !$0.hasPrefix("UI")
    }
    if let mostGeneral = declaring.min(by: {
      chain(of: $0).count < chain(of: $1).count || (chain(of: $0).count == chain(of: $1).count && $0 < $1)
    }),
      !method.selector.hasPrefix("test"), mostGeneral != "NSObject"
    {
      return mostGeneral
    }
    return SnippetLoader.implicitClassName
  }

  /// The superclass of a class whose `@interface` is in a header the post leaves out (the `.m`
  /// file has only `@interface Name ()`): the UIKit class that declares the methods it overrides
  /// (`-viewDidLoad` calling `[super viewDidLoad]` is a UIViewController's), else NSObject.
  private func unstatedSuperclass(of implementation: ClassImplementation) -> String {
    let overridden = implementation.methods.lazy.compactMap { method -> String? in
      natives.classesDeclaring(method.selector, isClassMethod: method.isClassMethod)
        .filter { $0.hasPrefix("UI") }
        .min { chain(of: $0).count < chain(of: $1).count || (chain(of: $0).count == chain(of: $1).count && $0 < $1) }
    }
    return overridden.first ?? "NSObject"
  }

  private func chain(of className: String) -> [String] {
    var names: [String] = []
    var current: String? = className
    while let each = current, !names.contains(each) {
      names.append(each)
      current = natives.superclass(of: each)
    }
    return names
  }
}
