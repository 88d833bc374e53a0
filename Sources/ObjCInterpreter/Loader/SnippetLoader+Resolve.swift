import Foundation

extension SnippetLoader {
  /// The resolve stage: every name of every loaded file bound to its slot, instance variable,
  /// global, class or library name (`Resolver`), each file's frame sizes measured, and the statics
  /// collected for the runs to reset.
  func resolve(_ loaded: inout Loaded) throws {
    var instanceVariables: [String: Set<String>] = [:]
    for (name, objcClass) in loaded.classes {
      var names = Set<String>()
      var current: ObjCClass? = objcClass
      while let each = current {
        names.formUnion(each.instanceVariables.map(\.name))
        current = each.superclassName.flatMap { loaded.classes[$0] }
      }
      instanceVariables[name] = names
    }
    let classNames = Set(loaded.classes.filter { $0.value.isDefinedBySnippet }.keys)
    // A library's file-scope variables: one storage per name for the files that share it (`extern`),
    // one per file for a `static`, each initialised when first read, as C initialises globals
    // before `main`.
    var globals: [String: VariableStorage] = [:]
    var fileStatics: [String: [String: VariableStorage]] = [:]
    for declaration in loaded.libraryGlobals {
      let file = declaration.location.file
      let existing = declaration.isStatic ? fileStatics[file]?[declaration.name] : globals[declaration.name]
      // A library's declarations are shared by every snippet that loads it: keep the storage given
      // before, which the library's code was resolved against, so that each run resets that one.
      let storage =
        existing ?? declaration.storage
        ?? VariableStorage(
          name: declaration.name, type: declaration.type, location: declaration.location)
      if declaration.isStatic {
        fileStatics[file, default: [:]][declaration.name] = storage
      } else {
        globals[declaration.name] = storage
      }
      declaration.storage = storage
      if declaration.initializer != nil { storage.definition = declaration }
      if existing == nil { loaded.statics.append(storage) }
    }
    let typeNames = programs.reduce(into: classNames) { $0.formUnion($1.declaredTypeNames) }
    var main: Resolver.Function?
    // What every file's resolver is given is made once, and the top level's slot names are the
    // programs' after the last file (a run takes the longest): made or copied a file at a time,
    // 20,000 files on a command line took 3.5 GB.
    let snippetConstants = Set(loaded.enumConstants.keys)
    let snippetFunctions = Set(loaded.functions.keys)
    // A header's file-scope variables (`static NSString * const kKey = …;`), which C copies into
    // every file that imports it: the files read after it see them.
    var headerVariables: [String: VariableStorage] = [:]
    let linkedVariables = LinkedVariables()
    for program in programs {
      let statics = fileStatics[program.source.name]
      var visible = statics.map { statics in globals.merging(statics) { _, fileStatic in fileStatic } } ?? globals
      if !headerVariables.isEmpty { visible.merge(headerVariables) { own, _ in own } }
      let resolver = Resolver(
        source: program.source, library: natives, instanceVariables: instanceVariables, snippetClasses: classNames,
        snippetConstants: snippetConstants, snippetFunctions: snippetFunctions, snippetTypeNames: typeNames,
        globals: visible, linkedVariables: linkedVariables)
      if program.source.kind != .snippet {
        for declaration in loaded.libraryGlobals where declaration.location.file == program.source.name {
          declaration.storage?.definitionFrameSize = try resolver.resolveGlobal(declaration)
        }
      }
      let topLevelStatements = program.source.kind != .snippet ? [] : program.statements
      let topLevel = try resolver.resolveMain(topLevelStatements, continuing: main)
      main = topLevel
      program.mainSelfSlot = Resolver.mainSelfSlot
      for item in program.items {
        switch item {
        case .implementation(let implementation):
          for method in implementation.methods { try resolver.resolve(method) }
        case .method(let method):
          try resolver.resolve(method)
        case .function(let function):
          try resolver.resolve(function)
        case .enumeration(let enumeration):
          for constant in enumeration.constants {
            if let value = constant.value { try resolver.resolveConstant(value) }
          }
        default:
          break
        }
      }
      loaded.statics += resolver.staticStorages
      if program.source.kind == .snippet, program.isHeader {
        headerVariables.merge(resolver.fileScopeVariables) { _, header in header }
      }
    }
    for program in programs {
      program.mainFrameSize = main?.slotCount ?? 0
      program.mainSlotNames = main?.slotNames ?? []
    }
    // The snippet's replacements of RAC's methods name no objects after their locals: the core's
    // own objects keep the names RAC gives them.
    for (_, method) in loaded.replacements {
      guard let body = method.body else { continue }
      SyntaxWalker(statement: { statement in
        for declaration in (statement as? DeclarationStatement)?.declarations ?? [] { declaration.namesObjects = false }
      }).walk(body)
    }
  }
}
