import Foundation

/// RAC's core as the user's checkout writes it, read and checked once: the programs a run loads
/// before the reader's code (`--rac-source`), and a report line per file (`rac-source DIR`).
///
/// Reading goes file by file (`HeaderReader`: the file's headers, then the file), so a file that
/// the interpreter cannot read yet is reported with its first error and left out; the files that
/// parse are then loaded and resolved together, as one library, because RAC's files call each
/// other's classes. A file whose names do not resolve is reported with that error. Nothing falls
/// back silently: a run with `--rac-source` refuses to start while any core file is not loaded.
public final class RACSourceLibrary: @unchecked Sendable {
  /// What became of one core file.
  public struct FileReport: Sendable {
    /// The file's name (`RACSignal.m`).
    public let name: String
    /// Classes the file defines that replace the core's of the same name.
    public let classes: Int
    /// Methods the file defines, categories included.
    public let methods: Int
    /// Why the file is not loaded: its first error, as `FILE:LINE:COL: error: …` with the line
    /// and a caret; nil when it is loaded or missing.
    public let error: ObjCError?
    /// Whether the checkout has no file of this name: the Swift core keeps that part.
    public let isMissing: Bool
    /// Why the tool never loads the file (AppKit, MapKit, the network), or nil.
    public let keptOutReason: String?
    /// Whether the file is one of RAC's core files, without which no run starts.
    public let isCore: Bool

    /// Whether the file is loaded.
    public var isLoaded: Bool { error == nil && !isMissing && keptOutReason == nil }
  }

  /// The checkout read.
  public let checkout: RACSourceCheckout
  /// One report per file: the loaded ones in `RACSourceCheckout.loadedFileNames` order, then
  /// those kept out.
  public let reports: [FileReport]
  /// The headers read and the files that parsed and resolved, in that order (headers first, so
  /// every class's superclass and properties are known before its implementation).
  let programs: [Program]

  /// extobjc's headers: nothing but macros (`@weakify`, `@onExit`, `@keypath`, `metamacro_…`),
  /// which the parser reads itself.
  static let knownToTheParser: Set<String> = [
    "EXTScope.h", "metamacros.h", "EXTKeyPathCoding.h", "EXTRuntimeExtensions.h",
  ]

  /// Reads every core file of `checkout`, against the classes of `natives`.
  package init(checkout: RACSourceCheckout, natives: any LibraryDeclarations) {
    self.checkout = checkout
    // Each file after the headers it imports (found in the checkout), as clang compiles it. A
    // header's macros stay in the header: the ones RAC's code uses (`RACTuplePack`, `@keypath`,
    // `@weakify`, `@onExit`, `metamacro_…`) are known to the parser, so that the trace shows them as
    // written, and extobjc's headers, which hold nothing else, are not read. A header the checkout
    // does not have (`RACSignalProvider.h`, which Xcode generates from a DTrace script) is skipped:
    // what it declares, the runtime provides.
    var reader = ProgramReader(
      knownTypeNames: natives.classNames,
      headers: ProgramReader.Headers(frameworkImports: true, sharesMacros: false) { name, importer in
        // A checkout imports inside the checkout only.
        guard !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else {
          throw ProgramReader.outsideTheFolder(name, importer: importer)
        }
        guard checkout.path(of: name) != nil, !RACSourceLibrary.knownToTheParser.contains(name) else { return nil }
        return try checkout.read(name)
      })
    var parsed: [(name: String, program: Program)] = []
    var parseErrors: [String: ObjCError] = [:]
    var missing = Set<String>()
    for name in RACSourceCheckout.loadedFileNames {
      guard checkout.path(of: name) != nil else {
        missing.insert(name)
        continue
      }
      do {
        let file = try checkout.read(name)
        parsed.append((name, try reader.read(file)))
      } catch let error as ObjCError {
        parseErrors[name] = error
      } catch {
        let file = SourceFile(name: checkout.directory.appendingPathComponent(name).path, text: "", kind: .library)
        parseErrors[name] = ObjCError(
          .syntax, "\(error)", at: SourceLocation(file: file.name, offset: 0, line: 1, column: 1), in: file)
      }
    }
    let allPrograms = reader.headerPrograms.map(\.program) + parsed.map(\.program)
    let resolveErrors = RACSourceLibrary.resolveErrors(of: allPrograms, natives: natives)
    // A file beyond the core that imports the header of a file that does not load, whose class
    // the libraries lack or none of whose category's methods they have natively, needs that
    // file's code (RAC's lifting sets an invocation's arguments with NSInvocation+RACTypeParsing's
    // methods): it stays out too, saying which. The core's files always ran beside the libraries'
    // natives and are never left out so.
    let headers = reader.headerPrograms.map(\.program)
    let coreFiles = Set(RACSourceCheckout.coreFileNames)
    func hasNoNativeStandIn(_ fileName: String) -> Bool {
      let headerName = "/" + fileName.dropLast(2) + ".h"
      guard let header = headers.first(where: { $0.source.name.hasSuffix(headerName) }) else { return true }
      for case .interface(let interface) in header.items {
        if interface.categoryName == nil {
          if natives.hasClass(interface.name) { return false }
          continue
        }
        let selectors =
          interface.methods.filter { !$0.isClassMethod }.map(\.selector)
          + interface.properties.flatMap { [$0.getterName, $0.setterName] }
        if selectors.contains(where: { natives.hasInstanceMethod($0, of: interface.name) }) { return false }
      }
      return true
    }
    var dependencyErrors: [String: ObjCError] = [:]
    var changed = true
    while changed {
      changed = false
      let failed = Set(
        parsed.filter { parseErrors[$0.name] != nil || resolveErrors[ObjectIdentifier($0.program)] != nil }.map(\.name)
          + parseErrors.keys + dependencyErrors.keys)
      for (name, program) in parsed where !failed.contains(name) && !coreFiles.contains(name) {
        guard
          let needed = program.quotedImports.first(where: {
            let file = String($0.dropLast(2)) + ".m"
            return failed.contains(file) && hasNoNativeStandIn(file)
          })
        else { continue }
        dependencyErrors[name] = ObjCError(
          .semantic,
          "needs \(needed.dropLast(2)).m, which does not load (its methods are what this file calls)",
          at: SourceLocation(file: program.source.name, offset: 0, line: 1, column: 1), in: program.source)
        changed = true
      }
    }
    // A file (or header) that does not resolve stays out of the runs: beyond the core, the Swift
    // core's natives answer for it, and `rac-source` says why.
    let dependent = Set(parsed.filter { dependencyErrors[$0.name] != nil }.map { ObjectIdentifier($0.program) })
    programs = allPrograms.filter {
      resolveErrors[ObjectIdentifier($0)] == nil && !dependent.contains(ObjectIdentifier($0))
    }
    let keptOut = RACSourceCheckout.keptOutFileNames.map { name, reason in
      FileReport(
        name: name, classes: 0, methods: 0, error: nil, isMissing: checkout.path(of: name) == nil,
        keptOutReason: reason, isCore: false)
    }
    reports =
      RACSourceCheckout.loadedFileNames.map { name in
        let program = parsed.first { $0.name == name }?.program
        let error =
          parseErrors[name] ?? program.flatMap { resolveErrors[ObjectIdentifier($0)] } ?? dependencyErrors[name]
        var classes = 0
        var methods = 0
        for item in program?.items ?? [] {
          if case .implementation(let implementation) = item {
            if implementation.categoryName == nil { classes += 1 }
            methods += implementation.methods.count
          }
        }
        return FileReport(
          name: name, classes: classes, methods: methods, error: error, isMissing: missing.contains(name),
          keptOutReason: nil, isCore: coreFiles.contains(name))
      } + keptOut
  }

  /// Throws the first error of a core file that is not loaded: a run on RAC's source never falls
  /// back to the Swift core's version of a core file the interpreter could not read. (A file beyond
  /// the core that does not load leaves its part to the Swift core's natives; `rac-source` lists
  /// it with its error.)
  public func requireEveryFileLoaded() throws {
    let coreFailures = failures.filter(\.isCore)
    guard let failure = coreFailures.first, let error = failure.error else { return }
    throw ObjCError(
      error,
      message:
        "\(error.message) (--rac-source: \(coreFailures.count) of the checkout's RAC core files do not load; `rac-walkthrough rac-source DIR` lists them)"
    )
  }

  /// `RACSignal.m:112 │ the line's text` for a line of one of the checkout's files (a `.m` or a
  /// header it read), by the path the trace names it with; nil for any other file.
  public func codeLine(_ line: Int, ofFile path: String) -> String? {
    guard let source = programs.first(where: { $0.source.name == path })?.source, line >= 1, line <= source.lineCount
    else { return nil }
    let name = URL(fileURLWithPath: path).lastPathComponent
    return "\(name):\(line) │ " + source.text(ofLine: line).trimmingCharacters(in: " \t")
  }

  /// The lines of one of the checkout's files (a `.m` or a header it read), by the path the trace
  /// names it with; nil for any other file.
  public func lines(ofFile path: String) -> [String]? {
    guard let source = programs.first(where: { $0.source.name == path })?.source else { return nil }
    return (0..<source.lineCount).map { source.text(ofLine: $0 + 1) }
  }

  /// Whether `path` (as a trace names a file) is one of the checkout's files.
  public func isLibraryFile(_ path: String) -> Bool { libraryFilePaths.contains(path) }

  private lazy var libraryFilePaths = Set(programs.map(\.source.name))

  /// The reports of the files that are there but do not load.
  public var failures: [FileReport] { reports.filter { $0.error != nil } }

  /// Loads and resolves the programs together, file by file: the first error of each file that
  /// does not resolve, by program.
  private static func resolveErrors(of programs: [Program], natives: any LibraryDeclarations) -> [ObjectIdentifier:
    ObjCError]
  {
    var errors: [ObjectIdentifier: ObjCError] = [:]
    var remaining = programs
    // A file whose names do not resolve is set aside and the rest loaded again, so one file's
    // error does not hide another's.
    while true {
      do {
        let loader = SnippetLoader(programs: remaining, natives: natives)
        var loaded = try loader.load()
        try loader.resolve(&loaded)
        return errors
      } catch let error as ObjCError {
        guard let index = remaining.firstIndex(where: { $0.source.name == error.location.file }) else {
          for program in remaining { errors[ObjectIdentifier(program)] = error }
          return errors
        }
        errors[ObjectIdentifier(remaining[index])] = error
        remaining.remove(at: index)
      } catch {
        return errors
      }
    }
  }
}
