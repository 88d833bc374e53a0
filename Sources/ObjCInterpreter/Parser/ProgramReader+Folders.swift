import Foundation

/// Which files on disk a program may import (issue 37: `#import "/absolute/path/x.h"` and
/// `#import "../../x.h"` read any file the user could read, and ran or echoed it): a snippet or
/// spec imports files beside it and below its folder, a checkout files inside the checkout.
/// Everything else is refused at the `#import` line as not found, so that nothing of it is read.
extension ProgramReader {
  /// The error for `#import "name"` of `importer` that leads outside the program's folder, at the
  /// name in the directive.
  package static func outsideTheFolder(_ name: String, importer: SourceFile) -> ObjCError {
    ObjCError(
      .syntax, "'\(name)' not found: outside the program's folder", at: importLocation(of: name, in: importer),
      in: importer)
  }

  /// Whether `path` (with `..` and symbolic links resolved) lies inside one of `folders`.
  package static func isInside(_ path: String, anyOf folders: [String]) -> Bool {
    let real = resolved(path)
    return folders.contains { folder in
      let root = resolved(folder)
      return real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }
  }

  /// A path made absolute, with `.`, `..` and symbolic links resolved.
  package static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// Headers beside the importing file and below `folders` on disk (a snippet's or a spec's own
  /// folders), read by `read`; an absolute path or one that leads out of the folders is refused.
  package static func inside(
    _ folders: [String],
    nameFor: @escaping (_ name: String, _ importer: SourceFile) -> String = ProgramReader.pathBeside,
    read: @escaping (String) throws -> SourceFile
  ) -> Headers {
    let beside = Headers.besideTheImporter(nameFor: nameFor, read: read)
    return Headers { name, importer in
      let path = nameFor(name, importer)
      guard !name.hasPrefix("/"), isInside(path, anyOf: folders) else {
        throw outsideTheFolder(name, importer: importer)
      }
      // A folder is no header: clang looks for a file of that name and finds none.
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
        throw ObjCError(
          .syntax, "'\(name)' file not found: it is a folder", at: importLocation(of: name, in: importer), in: importer)
      }
      do {
        return try beside.find(name, importer)
      } catch let error as ObjCError {
        throw error
      } catch {
        // A header that is no text file here (a pipe, a folder, a file past the size one may
        // have) is the import's error, at its name: it was the tool's, without a place.
        throw ObjCError(
          .syntax, "cannot import '\(name)': \(error)", at: importLocation(of: name, in: importer), in: importer)
      }
    }
  }

  /// Where `"name"` is written in an `#import` or `#include` of `file`; the file's start if not found.
  private static func importLocation(of name: String, in file: SourceFile) -> SourceLocation {
    var line = 1
    while file.lineStart(line) != nil {
      let text = file.text(ofLine: line)
      if text.contains("#"), text.contains("import") || text.contains("include"),
        let quoted = text.unicodeScalars.indices.first(where: {
          text.unicodeScalars[$0...].starts(with: "\"\(name)\"".unicodeScalars)
        })
      {
        let column = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: quoted) + 1
        return SourceLocation(
          file: file.name, offset: (file.lineStart(line) ?? 0) + column - 1, line: line, column: column)
      }
      line += 1
    }
    return SourceLocation(file: file.name, offset: 0, line: 1, column: 1)
  }
}
