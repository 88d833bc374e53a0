/// The interpreter end to end, one stage a line: what `ObjCSnippet` makes of a snippet's files
/// once, and what each of its replays runs. Each stage is the folder of its name; lex → parse is
/// `ProgramReader`, the one way every kind of input is read.
///
///     lex → parse → load → resolve → run
package enum Pipeline {

  /// The snippet's files (with the headers `headers` finds for them, and `prelude`'s macros) read
  /// after the user's RAC checkout and the host's Objective-C for runs on it
  /// (`NativeClasses.racSourceCompanions`), loaded and resolved against `natives`. With
  /// `headersFirst`, the headers of all the files come before the first (a spec's program).
  package static func compile(
    _ files: [SourceFile], library: RACSourceLibrary?, natives: NativeClasses, bareMethodClasses: [String: String],
    headers: ProgramReader.Headers = .none, prelude: @escaping (SourceFile) -> Prelude? = { _ in nil },
    headersFirst: Bool = false
  ) throws -> CompiledProgram {
    try library?.requireEveryFileLoaded()
    let libraryPrograms = library?.programs ?? []
    var typeNames = natives.classNames
    for case .interface(let interface) in libraryPrograms.flatMap(\.items) { typeNames.insert(interface.name) }
    var hostReader = ProgramReader(knownTypeNames: typeNames)
    let host = try library == nil ? [] : natives.racSourceCompanions.map { try hostReader.read($0) }
    var reader = ProgramReader(knownTypeNames: typeNames, headers: headers, prelude: prelude)
    _ = try reader.read(files, headersFirst: headersFirst)  // lex → parse
    let own = reader.programs
    let programs = libraryPrograms + host + own
    var loader = SnippetLoader(programs: programs, natives: natives)
    loader.bareMethodClasses = bareMethodClasses
    var loaded = try loader.load()  // load
    try loader.resolve(&loaded)  // resolve
    return CompiledProgram(programs: programs, ownPrograms: own, loaded: loaded)
  }

  /// run: the interpreter of one replay (`Run(of:…)`), which `Run.runProgram(on:…)` then runs.
  static package func interpreter(for compiled: CompiledProgram, natives: NativeClasses, run: Run) -> Interpreter {
    Interpreter(classes: compiled.loaded.classes, natives: natives, run: run)
  }
}
