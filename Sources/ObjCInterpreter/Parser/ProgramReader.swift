import Foundation

/// The front end's one way of reading a program's files, lex → parse, as one compiler run of a
/// target reads them: every kind of input goes through it (a snippet's files and the headers
/// beside them, a RAC checkout's files and headers, a spec and its helpers).
///
/// - Each file is lexed once. Its `#import "…"`s are read as its lexer meets them (`HeaderImports`):
///   this is the one `#import` walker. The header's macros hold in the importer from that line on
///   (`Headers.sharesMacros`).
/// - A header is read before the first file that imports it, once however many import it
///   (`find` says where a name is; one it does not find is a framework's, left alone, as
///   the libraries stand for it).
/// - What a file declares (its typedefs, its classes) is known to the files read after it, as the
///   declarations of an imported header are.
package struct ProgramReader {
  /// Where `#import "name"` of `importer` is: the header to read first, or nil for one the program
  /// does not have. `frameworkImports` says whether `#import <ReactiveCocoa/X.h>` asks too (a
  /// checkout's headers: its own files import them so). `sharesMacros` says whether a header's
  /// `#define`s hold in the files that import it, as in C (a program's `#import "Config.h"` then
  /// `kTimeout`).
  package struct Headers {
    let find: (_ name: String, _ importer: SourceFile) throws -> SourceFile?
    let frameworkImports: Bool
    let sharesMacros: Bool

    /// Headers found by `find`; `frameworkImports` and `sharesMacros` as above.
    package init(
      frameworkImports: Bool = false, sharesMacros: Bool = true,
      find: @escaping (_ name: String, _ importer: SourceFile) throws -> SourceFile?
    ) {
      self.find = find
      self.frameworkImports = frameworkImports
      self.sharesMacros = sharesMacros
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

  private var typeNames: Set<String>
  private var typedefs: [String: TypeName] = [:]
  /// The headers, lexed at the `#import` lines that name them.
  private let imports: HeaderImports
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
    imports = HeaderImports(headers: headers, prelude: prelude)
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
    for file in files { imports.markRead(file) }
    let lexed = files.map { imports.lex($0) }
    if headersFirst {
      for item in lexed { try parseHeaders(item.headers) }
    }
    var own: [Program] = []
    for (file, item) in zip(files, lexed) {
      if !headersFirst { try parseHeaders(item.headers) }
      own.append(try parse(file, item.output))
    }
    return own
  }

  private mutating func parseHeaders(_ lexed: Result<[HeaderImports.LexedHeader], Error>) throws {
    let headers = try lexed.get()
    for (index, header) in headers.enumerated() {
      do {
        let program = try parse(header.file, header.output)
        program.isHeader = true
        headerPrograms.append((header.name, program))
      } catch {
        // A header that does not parse is not read (nor those after it): the next file that
        // imports it meets its error too, as each file compiled with it would.
        for unread in headers[index...] { imports.forget(unread.file) }
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
}
