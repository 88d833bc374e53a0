import Foundation
import ObjCInterpreter
import ObjCLibraries
import RACWalkthroughKit

/// An Objective-C snippet as the walkthrough kit runs it: read from disk (`TextFile`), with the
/// walkthroughs' scene classes beside the libraries (`NativeClasses.walkthroughs`), and replayed as
/// a `Walkthrough` whose output goes to the walkthrough's console, so every command (`run`,
/// `step`, `trace`, `verify`, `explore`) works on a pasted snippet as on the walkthroughs.
extension ObjCSnippet {
  /// Reads one file from disk.
  public convenience init(path: String, limits: Interpreter.Limits = Interpreter.Limits()) throws {
    try self.init(paths: [path], limits: limits)
  }

  /// Reads the files at `paths`, in order, as one snippet, each after the headers it imports from
  /// beside it or below its folder (`ProgramReader.inside`: nothing outside the files' folders).
  public convenience init(
    paths: [String], limits: Interpreter.Limits = Interpreter.Limits(), library: RACSourceLibrary? = nil
  ) throws {
    let folders = paths.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
    try self.init(
      files: paths.map(ObjCSnippet.read), limits: limits, library: library, natives: .walkthroughs,
      headers: ProgramReader.inside(folders, read: ObjCSnippet.read), readableFolders: folders)
  }

  /// A snippet's file: a regular file of UTF-8 text (`TextFile`); a byte that is not UTF-8 is an
  /// error at its line and column, with the caret.
  /// - Throws: `ObjCError` for text that is not UTF-8, `SnippetFileError` for anything else.
  static func read(_ path: String) throws -> SourceFile {
    do {
      return SourceFile(name: path, text: try TextFile.read(path))
    } catch TextFile.Problem.notUTF8(_, let line, let column, let byte, let text) {
      let source = SourceFile(name: path, text: text)
      let location = SourceLocation(
        file: path, offset: (source.lineStart(line) ?? 0) + column - 1, line: line, column: column)
      throw ObjCError(
        .syntax, "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))): a snippet is UTF-8 text",
        at: location, in: source)
    } catch let problem as TextFile.Problem {
      throw SnippetFileError(message: problem.description)
    }
  }

  /// The snippet as a walkthrough named `name`: each replay a new run, its output on the
  /// walkthrough's console.
  public func walkthrough(
    name: String, title: String? = nil, post: String = "", leaksByDesign: [String: String] = [:]
  ) -> Walkthrough {
    let replay = replay(output: { line in WalkthroughConsole.write(line) })
    return Walkthrough(
      name: name, title: title ?? "Objective-C: \(files.map(\.name).joined(separator: ", "))", post: post,
      runScope: replay.scope, leaksByDesign: leaksByDesign, processExit: replay.exit,
      program: { _ in replay.program() })
  }
}
