/// C's external linkage (C11 6.2.2) for the files a snippet's entry point runs: a file-scope
/// variable not written `static` is one variable across the program's files, found by its name,
/// as the linker joins them on a device. So `extern NSString * const kName;` in `Names.h` reads
/// what `Names.m` defines, and `counter += 1` in one file is seen by another. One declaration with
/// an initializer defines it; the others only name it, and a second definition is the linker's
/// duplicate symbol. A `static` one stays its file's own, as in C.
final class LinkedVariables {
  private struct Entry {
    let storage: VariableStorage
    var definition: VariableDeclaration?
  }

  private var entries: [String: Entry] = [:]

  /// The storage `declaration` names, and, when it is a second definition of that name, where
  /// the first one is.
  func link(_ declaration: VariableDeclaration) -> (storage: VariableStorage, firstDefinition: SourceLocation?) {
    var entry =
      entries[declaration.name]
      ?? Entry(
        storage: declaration.storage
          ?? VariableStorage(name: declaration.name, type: declaration.type, location: declaration.location),
        definition: nil)
    var firstDefinition: SourceLocation?
    if declaration.initializer != nil {
      if let definition = entry.definition, definition !== declaration {
        firstDefinition = definition.location
      } else {
        entry.definition = declaration
        entry.storage.isDefinedWithInitializer = true
      }
    }
    entries[declaration.name] = entry
    return (entry.storage, firstDefinition)
  }
}
