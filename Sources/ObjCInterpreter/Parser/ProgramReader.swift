import Foundation

/// The front end's one way of reading a program's files, lex → parse, as one compiler run of a
/// target reads them: every kind of input goes through it (a snippet's files and the headers
/// beside them, a RAC checkout's files and headers, a spec and its helpers).
///
/// - Each file is lexed once. Its `#import "…"`s are read off its own preprocessor, and the same
///   tokens are parsed: this is the one `#import` walker.
/// - A header is read before the first file that imports it, once however many import it
///   (`findHeader` says where a name is; one it does not find is a framework's, left alone, as
///   the libraries stand for it).
/// - What a file declares (its typedefs, its classes) is known to the files read after it, as the
///   declarations of an imported header are.
package struct ProgramReader {
  /// Where `#import "name"` of `importer` is: the header to read first, or nil for one the program
  /// does not have. `frameworkImports` says whether `#import <ReactiveCocoa/X.h>` asks too (a
  /// checkout's headers: its own files import them so).
  package struct Headers {
    let find: (_ name: String, _ importer: SourceFile) throws -> SourceFile?
    let frameworkImports: Bool

    /// Headers found by `find`; `frameworkImports` as above.
    package init(
      frameworkImports: Bool = false, find: @escaping (_ name: String, _ importer: SourceFile) throws -> SourceFile?
    ) {
      self.find = find
      self.frameworkImports = frameworkImports
    }

    /// No headers: every import is a framework's (text given in memory, the playground's).
    package static let none = Headers { _, _ in nil }

    /// Headers beside the importing file on disk, read by `read` (a path relative to the
    /// importer's folder, or absolute): a snippet's and a spec's own headers.
    package static func besideTheImporter(
      nameFor: @escaping (_ name: String, _ importer: SourceFile) -> String = ProgramReader.pathBeside,
      read: @escaping (String) throws -> SourceFile
    ) -> Headers {
      Headers { name, importer in
        let path = nameFor(name, importer)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
          return nil
        }
        return try read(path)
      }
    }
  }

  /// The path of header `name` imported by `importer`: absolute as written, else beside the
  /// importer (the importer's own path made absolute first).
  package static func pathBeside(_ name: String, importer: SourceFile) -> String {
    name.hasPrefix("/")
      ? name : URL(fileURLWithPath: importer.name).deletingLastPathComponent().appendingPathComponent(name).path
  }

  /// Header nesting deeper than this is a cycle or a pathological chain, not a program: its
  /// imports are left alone.
  static let deepestImport = 32

  private let headers: Headers
  private let prelude: (SourceFile) -> Prelude?
  private var typeNames: Set<String>
  private var typedefs: [String: TypeName] = [:]
  /// The files read or being read, by their standardized paths.
  private var seen: Set<String> = []
  /// Every program read so far, each header before the first file that imports it.
  package private(set) var programs: [Program] = []
  /// The headers read so far, by the name they were imported as, in the order read.
  package private(set) var headerPrograms: [(name: String, program: Program)] = []

  /// A reader whose files know `knownTypeNames` (the libraries' classes) from the start, find their
  /// headers with `headers`, and see `prelude`'s macros before their first line.
  package init(
    knownTypeNames: Set<String>, headers: Headers = .none, prelude: @escaping (SourceFile) -> Prelude? = { _ in nil }
  ) {
    typeNames = knownTypeNames
    self.headers = headers
    self.prelude = prelude
  }

  /// Reads `file` after the headers it imports that are not read yet; answers its program.
  @discardableResult
  package mutating func read(_ file: SourceFile) throws -> Program {
    try read([file], headersFirst: false)[0]
  }

  /// Reads `files` in order, each after the headers it imports that are not read yet; with
  /// `headersFirst`, the headers of them all before the first (a test target's files, whose shared
  /// headers a compiler has read before any of them). Answers the files' own programs.
  package mutating func read(_ files: [SourceFile], headersFirst: Bool) throws -> [Program] {
    let lexed = files.map { file -> Lexer.Output in
      seen.insert(Self.key(file))
      return Lexer.lex(file, prelude: prelude(file))
    }
    if headersFirst {
      for (file, output) in zip(files, lexed) { try readImports(of: file, output, depth: 0) }
    }
    var own: [Program] = []
    for (file, output) in zip(files, lexed) {
      if !headersFirst { try readImports(of: file, output, depth: 0) }
      own.append(try parse(file, output))
    }
    return own
  }

  private mutating func readImports(of file: SourceFile, _ lexed: Lexer.Output, depth: Int) throws {
    guard depth < Self.deepestImport else { return }
    let names = headers.frameworkImports ? lexed.preprocessor.quotedImports : lexed.preprocessor.localImports
    for name in names {
      guard let header = try headers.find(name, file), seen.insert(Self.key(header)).inserted else { continue }
      do {
        let output = Lexer.lex(header, prelude: prelude(header))
        try readImports(of: header, output, depth: depth + 1)
        headerPrograms.append((name, try parse(header, output)))
      } catch {
        // A header that does not parse is not read: the next file that imports it meets its
        // error too, as each file compiled with it would.
        seen.remove(Self.key(header))
        throw error
      }
    }
  }

  private mutating func parse(_ file: SourceFile, _ lexed: Lexer.Output) throws -> Program {
    let program = try Parser.parse(lexed, of: file, knownTypeNames: typeNames, typedefs: typedefs)
    for (name, type) in program.typedefs { typedefs[name] = type }
    for case .interface(let interface) in program.items { typeNames.insert(interface.name) }
    programs.append(program)
    return program
  }

  /// One file however its path is written (`a.m`, `./a.m`, `/cwd/a.m`).
  private static func key(_ file: SourceFile) -> String {
    URL(fileURLWithPath: file.name).standardizedFileURL.path
  }
}
