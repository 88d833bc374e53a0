import Foundation

/// The headers a snippet's files import from beside them. `#import "Greeter.h"` (or `#include`) of
/// a file next to the importing one reads that header as one more file of the program, before the
/// file that imports it (the compiler reads it in the import's place), once however many files
/// import it or name it on the command line. An import of a header that is not there
/// (`#import "ReactiveCocoa.h"`, a framework's) is left alone, as the preprocessor leaves every
/// import: the libraries are the tool's own.
package enum LocalHeaders {
  /// `paths` in order, each preceded by the local headers it imports (and theirs), every file once.
  package static func withImportedHeaders(_ paths: [String]) -> [String] {
    var result: [String] = []
    var seen: Set<String> = []
    func add(_ path: String, depth: Int) {
      guard seen.insert(URL(fileURLWithPath: path).standardizedFileURL.path).inserted else { return }
      // Headers nest a few levels at most; the bound keeps a pathological chain from recursing on.
      if depth < 32, let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        for header in quotedImports(in: text) {
          let candidate = header.hasPrefix("/") ? header : directory.appendingPathComponent(header).path
          var isDirectory: ObjCBool = false
          if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
            add(candidate, depth: depth + 1)
          }
        }
      }
      result.append(path)
    }
    for path in paths { add(path, depth: 0) }
    return result
  }

  /// The names in `#import "…"` and `#include "…"` lines (not `<…>`: a library's).
  static func quotedImports(in text: String) -> [String] {
    text.split(whereSeparator: \.isNewline).compactMap { line -> String? in
      var rest = line.drop { $0 == " " || $0 == "\t" }
      guard rest.first == "#" else { return nil }
      rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
      guard let directive = ["import", "include"].first(where: { rest.hasPrefix($0) }) else { return nil }
      rest = rest.dropFirst(directive.count).drop { $0 == " " || $0 == "\t" }
      guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return nil }
      let name = String(rest[rest.index(after: rest.startIndex)..<close])
      return name.isEmpty ? nil : name
    }
  }
}
