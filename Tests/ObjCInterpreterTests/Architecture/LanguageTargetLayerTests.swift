import Foundation
import XCTest

/// The language target's folders depend one way, in the order the pipeline runs: a folder may name
/// the types of the folders before it in `layers`, never those after it. The compiler holds the
/// line between the language and its libraries (two targets); this test holds the lines inside
/// the language, where one target cannot. It reads the source as text: the top-level types each
/// folder declares, and the capitalized names each folder's code uses, outside comments and
/// string literals.
final class LanguageTargetLayerTests: XCTestCase {
  /// The folders of `Sources/ObjCInterpreter`, each after everything it uses (CONTRIBUTING's
  /// diagram of the language target).
  static let layers = [
    "Source", "Lexer", "Syntax", "Parser", "Resolver", "Runtime", "Loader", "Interpreter", "Running",
  ]

  /// What the language may see of the RAC target, each by a scoped import (`import enum
  /// RAC.Tracing`), which hides every other declaration of RAC from that file, so the compiler
  /// holds the rest: the object base that every traced object shares (`CoreObject`, NSObject's
  /// part), the trace hooks (`Tracing`, `TraceSource`, `TraceDescribable`) and three helpers that
  /// are the tool's, not RAC 2.5's (`ObjectAddress`, `LockedState`, `ValueEquality`). No class of
  /// RAC 2.5 is on it: those reach the language through `LibraryBridge` and `LibraryDescribable`.
  /// The list may shrink, never grow.
  static let declarationsSeenOfRAC: Set<String> = [
    "CoreObject", "Tracing", "TraceSource", "TraceDescribable", "ObjectAddress", "LockedState", "ValueEquality",
  ]

  static let languageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/ObjCInterpreter")

  /// Every Swift file of the language target: its path under the target, and its text.
  static func sourceFiles() throws -> [(path: String, text: String)] {
    let root = languageRoot.standardizedFileURL.path
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
    var files: [(path: String, text: String)] = []
    for case let path as String in walker where path.hasSuffix(".swift") {
      files.append((path, try String(contentsOfFile: root + "/" + path, encoding: .utf8)))
    }
    return files.sorted { $0.path < $1.path }
  }

  /// `text` without its comments and the contents of its string literals.
  static func code(of text: String) -> String {
    var code = text.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
    code = code.replacingOccurrences(of: #""(?:\\.|[^"\\\n])*""#, with: "\"\"", options: .regularExpression)
    return code
  }

  /// The uses of one folder's types by another: `[user: [used folder: the names]]`.
  static func folderReferences() throws -> [String: [String: Set<String>]] {
    let files = try sourceFiles()
    var owner: [String: String] = [:]
    let declaration = try NSRegularExpression(
      pattern:
        #"(?m)^(?:public |package |final |indirect )*(?:class|struct|enum|protocol|typealias|actor)\s+([A-Z]\w*)"#)
    for file in files {
      let folder = String(file.path.prefix { $0 != "/" })
      let code = code(of: file.text)
      for match in declaration.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
        if let range = Range(match.range(at: 1), in: code), owner[String(code[range])] == nil {
          owner[String(code[range])] = folder
        }
      }
    }
    let word = try NSRegularExpression(pattern: #"\b[A-Z]\w*\b"#)
    var references: [String: [String: Set<String>]] = [:]
    for file in files {
      let folder = String(file.path.prefix { $0 != "/" })
      let code = code(of: file.text)
      for match in word.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
        guard let range = Range(match.range, in: code) else { continue }
        let name = String(code[range])
        if let used = owner[name], used != folder { references[folder, default: [:]][used, default: []].insert(name) }
      }
    }
    return references
  }

  func testEveryFolderOfTheLanguageIsALayer() throws {
    let folders = Set(try Self.sourceFiles().map { String($0.path.prefix { $0 != "/" }) })
    XCTAssertFalse(folders.isEmpty, "no sources found under \(Self.languageRoot.path)")
    XCTAssertEqual(
      folders.subtracting(Self.layers), [],
      "a new folder of the language target must take its place in LanguageTargetLayerTests.layers")
  }

  func testNoFolderOfTheLanguageUsesATypeOfALaterOne() throws {
    var upward: [String] = []
    for (user, usedFolders) in try Self.folderReferences() {
      guard let userLayer = Self.layers.firstIndex(of: user) else { continue }
      for (used, names) in usedFolders {
        guard let usedLayer = Self.layers.firstIndex(of: used), usedLayer > userLayer else { continue }
        upward.append("\(user) uses \(used)'s \(names.sorted().joined(separator: ", "))")
      }
    }
    XCTAssertEqual(upward.sorted(), [], "the language's folders depend one way, in the order of `layers`")
  }

  func testNoTwoFoldersOfTheLanguageUseEachOther() throws {
    let references = try Self.folderReferences()
    var pairs: [String] = []
    for (user, usedFolders) in references {
      for used in usedFolders.keys where user < used && references[used]?[user] != nil {
        pairs.append("\(user) <-> \(used)")
      }
    }
    XCTAssertEqual(pairs.sorted(), [])
  }

  func testTheLanguageImportsNoLibraryAndSeesOfRACOnlyItsObjectBaseAndTraceHooks() throws {
    var seen: Set<String> = []
    for file in try Self.sourceFiles() {
      for line in file.text.split(separator: "\n") where line.hasPrefix("import ") {
        let words = line.split(separator: " ").map(String.init)
        if words.count == 3, words[2].hasPrefix("RAC.") {
          let name = String(words[2].dropFirst("RAC.".count))
          XCTAssertTrue(
            Self.declarationsSeenOfRAC.contains(name),
            "\(file.path) imports RAC's \(name): the language sees no class of RAC's (use LibraryBridge)")
          seen.insert(name)
          continue
        }
        let module = words.dropFirst().joined(separator: " ")
        XCTAssertTrue(
          ["Foundation", "Dispatch", "Synchronization", "Shared"].contains(module),
          "\(file.path) imports \(module): the language target knows no library, kit or walkthrough, and of RAC only what declarationsSeenOfRAC names, by scoped imports"
        )
      }
    }
    XCTAssertEqual(
      Self.declarationsSeenOfRAC.subtracting(seen), [],
      "the language no longer sees these of RAC: take them off declarationsSeenOfRAC")
  }
}
