import Foundation

/// The headers of a program, lexed at the `#import` line that names them, as C's preprocessor
/// reads a header's text in place: it sees the macros the importer defined before that line
/// (`#define LOG_LEVEL 2` then `#import "Log.h"`), and its `#define`s (a program's `kTimeout`, its
/// include guard) then hold in the importer from that line on, its `#if`s and macro uses included.
/// Each header is lexed once, at its first `#import`, however many files import it; what it did
/// to the macros (`MacroChanges`) is applied at each `#import` of it. Its tokens wait here until
/// `ProgramReader` parses it, before the file that imported it.
final class HeaderImports {
  /// A header lexed at an `#import`, waiting to be parsed.
  struct LexedHeader {
    let name: String
    let file: SourceFile
    let output: Lexer.Output
  }

  private let headers: ProgramReader.Headers
  private let prelude: (SourceFile) -> Prelude?
  /// The files read or being read, by their standardized paths: a header among them (a cycle, a
  /// program's own file) is not read again.
  private var seen: Set<String> = []
  /// What each header lexed so far did to the macros, by its standardized path.
  private var changes: [String: MacroChanges] = [:]
  /// The headers the file being lexed reached, each after the headers it imports itself.
  private var reached: [LexedHeader] = []
  /// The first import of the file being lexed that could not be read.
  private var failure: Error?

  init(headers: ProgramReader.Headers, prelude: @escaping (SourceFile) -> Prelude?) {
    self.headers = headers
    self.prelude = prelude
  }

  /// Marks one of the program's own files as read: an `#import` of it reads nothing.
  func markRead(_ file: SourceFile) {
    seen.insert(Self.key(file))
  }

  /// Lets a header be read again (it did not parse: the next file that imports it meets its error).
  func forget(_ file: SourceFile) {
    seen.remove(Self.key(file))
    changes[Self.key(file)] = nil
  }

  /// Lexes `file`, reading the headers it imports as it meets them; answers its tokens and the
  /// headers it reached that were not read before (or the first import that failed).
  func lex(_ file: SourceFile) -> (output: Lexer.Output, headers: Result<[LexedHeader], Error>) {
    reached = []
    failure = nil
    let output = lex(file, depth: 0)
    defer {
      reached = []
      failure = nil
    }
    return (output, failure.map { .failure($0) } ?? .success(reached))
  }

  /// `macros`: the importer's at the `#import` line, which a header sees when its macros are
  /// shared (`Headers.sharesMacros`: a checkout's headers keep to their own).
  private func lex(_ file: SourceFile, depth: Int, macros: [String: Preprocessor.Macro]? = nil) -> Lexer.Output {
    Lexer.lex(
      file, prelude: prelude(file),
      importing: { [unowned self] name, isFramework, macros in
        self.read(name, isFramework: isFramework, importedBy: file, depth: depth, macros: macros)
      }, macros: headers.sharesMacros ? macros : nil)
  }

  /// The header `name` of `importer`, lexed now if it was not before; answers its macro changes.
  private func read(
    _ name: String, isFramework: Bool, importedBy importer: SourceFile, depth: Int,
    macros: [String: Preprocessor.Macro]
  ) -> MacroChanges? {
    guard failure == nil, depth < ProgramReader.deepestImport, headers.frameworkImports || !isFramework else {
      return nil
    }
    let header: SourceFile
    do {
      guard let found = try headers.find(name, importer) else { return nil }
      header = found
    } catch {
      failure = error
      return nil
    }
    let key = Self.key(header)
    if let known = changes[key] { return headers.sharesMacros ? known : nil }
    guard seen.insert(key).inserted else { return nil }
    let output = lex(header, depth: depth + 1, macros: macros)
    changes[key] = output.preprocessor.changes
    reached.append(LexedHeader(name: name, file: header, output: output))
    return headers.sharesMacros ? output.preprocessor.changes : nil
  }

  /// One file however its path is written (`a.m`, `./a.m`, `/cwd/a.m`).
  private static func key(_ file: SourceFile) -> String {
    URL(fileURLWithPath: file.name).standardizedFileURL.path
  }
}
