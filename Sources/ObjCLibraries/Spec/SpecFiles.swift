import Foundation
import ObjCInterpreter

/// Which files make up each spec's program, as a test target would compile them.
///
/// A folder: every `*Spec.m` in it (sorted), each with the folder's other `.m` files (shared
/// examples, test objects). A file: that spec, with the `.m` files beside it whose headers it
/// imports (`#import "RACTestObject.h"` brings `RACTestObject.m`), and theirs in turn. In both,
/// the headers the files import that are beside them are read too (`SpecProgram`), so their
/// classes' properties and `extern` constants are known.
public enum SpecFiles {
  /// One spec to run: its file and the helper files its program loads with it.
  public struct Plan: Equatable, Sendable {
    /// The `*Spec.m` file.
    public let spec: String
    /// The other `.m` files of its program.
    public let helpers: [String]
  }

  /// The plans for the paths given on the command line, in order.
  ///
  /// - Throws: `SnippetFileError` for a path that does not exist, a file that is not `.m`, or a
  ///   folder with no `*Spec.m`.
  public static func plans(for paths: [String]) throws -> [Plan] {
    var plans: [Plan] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw SnippetFileError(message: "no such file or folder '\(path)'")
      }
      if isFolder.boolValue {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        let sources = names.filter { $0.hasSuffix(".m") }
        let specs = sources.filter { $0.hasSuffix("Spec.m") }
        guard !specs.isEmpty else { throw SnippetFileError(message: "'\(path)' holds no *Spec.m file") }
        let helpers = sources.filter { !$0.hasSuffix("Spec.m") }.map { join(path, $0) }
        plans += specs.map { Plan(spec: join(path, $0), helpers: helpers) }
      } else {
        guard path.hasSuffix(".m") else { throw SnippetFileError(message: "'\(path)' is not an Objective-C file (.m)") }
        plans.append(Plan(spec: path, helpers: importedSources(of: path)))
      }
    }
    return plans
  }

  /// `folder/name`, without doubling a trailing slash.
  static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// The path of header `name` imported by `importer`, as a spec's files name each other: in the
  /// importer's folder, joined as written.
  static func pathBeside(_ name: String, importer: SourceFile) -> String {
    let folder = (importer.name as NSString).deletingLastPathComponent
    return folder.isEmpty ? name : join(folder, name)
  }

  /// The quoted imports of a file that are beside it or below its folder (`#import "X.h"` with
  /// `X.h` in its folder); one that leads outside it is not the spec's (`ProgramReader.inside`).
  static func importedHeaders(of path: String) -> [String] {
    guard let text = read(path) else { return [] }
    let folder = (path as NSString).deletingLastPathComponent
    return Lexer.lex(SourceFile(name: path, text: text)).preprocessor.quotedImports.compactMap { name in
      let candidate = folder.isEmpty ? name : join(folder, name)
      guard !name.hasPrefix("/"), ProgramReader.isInside(candidate, anyOf: [folder.isEmpty ? "." : folder]) else {
        return nil
      }
      return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
    }
  }

  /// The `.m` files beside `path` whose headers it imports, and theirs in turn, in the order found.
  private static func importedSources(of path: String) -> [String] {
    var found: [String] = []
    var seen: Set<String> = [path]
    var pending = [path]
    while let file = pending.popLast() {
      for header in importedHeaders(of: file) where seen.insert(header).inserted {
        pending.append(header)
        let source = String(header.dropLast(2)) + ".m"
        if FileManager.default.fileExists(atPath: source), seen.insert(source).inserted {
          found.append(source)
          pending.append(source)
        }
      }
    }
    return found
  }

  static func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
  }
}
