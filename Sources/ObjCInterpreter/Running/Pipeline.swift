/// The interpreter end to end, one stage a line: what `ObjCSnippet` makes of a snippet's files
/// once, and what each of its replays runs. Each stage is the folder of its name.
///
///     lex → parse → load → resolve → run
package enum Pipeline {
  /// What the stages before `run` make of a snippet: every program (RAC's loaded files first), the
  /// snippet's own, and the loaded, resolved whole.
  package struct Compiled {
    package let programs: [Program]
    package let ownPrograms: [Program]
    package let loaded: SnippetLoader.Loaded
  }

  /// The snippet's files (lexed and parsed by `parse`, given the type names the libraries declare)
  /// after the user's RAC checkout and the host's Objective-C for runs on it
  /// (`NativeClasses.racSourceCompanions`), loaded and resolved against `natives`.
  static package func compile(
    _ files: [SourceFile], library: RACSourceLibrary?, natives: NativeClasses, bareMethodClasses: [String: String],
    parse: ([SourceFile], Set<String>) throws -> [Program]
  ) throws -> Compiled {
    try library?.requireEveryFileLoaded()
    let libraryPrograms = library?.programs ?? []
    var typeNames = natives.classNames
    for case .interface(let interface) in libraryPrograms.flatMap(\.items) { typeNames.insert(interface.name) }
    let host = try library == nil ? [] : natives.racSourceCompanions.map { try read($0, knownTypeNames: typeNames) }
    let own = try parse(files, typeNames)  // lex → parse (`read`, or the spec runner's)
    let programs = libraryPrograms + host + own
    var loader = SnippetLoader(programs: programs, natives: natives)
    loader.bareMethodClasses = bareMethodClasses
    var loaded = try loader.load()  // load
    try loader.resolve(&loaded)  // resolve
    return Compiled(programs: programs, ownPrograms: own, loaded: loaded)
  }

  /// lex → parse, for one file.
  static package func read(_ file: SourceFile, knownTypeNames: Set<String>) throws -> Program {
    let tokens = Lexer.lex(file)  // lex (and the preprocessor's directives)
    return try Parser.parse(tokens, of: file, knownTypeNames: knownTypeNames)  // parse
  }

  /// run: the interpreter of one replay (`Run`), which `Interpreter.runMain` then runs.
  static package func interpreter(for compiled: Compiled, natives: NativeClasses, run: Run) -> Interpreter {
    let own = compiled.ownPrograms
    let program = own.first { !$0.statements.isEmpty } ?? own.first ?? compiled.programs[0]
    return Interpreter(
      program: program, programs: compiled.programs, classes: compiled.loaded.classes,
      functions: compiled.loaded.functions, natives: natives, run: run)
  }
}
