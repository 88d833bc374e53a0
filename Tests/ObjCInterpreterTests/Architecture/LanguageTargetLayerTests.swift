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

  /// What the language may see of the RAC target: nothing. What it shares with the core (the
  /// object base, the trace hooks, the locks, how untyped values compare) is in `TraceKernel`,
  /// below both; RAC 2.5's classes reach the language through `LibraryBridge` and
  /// `LibraryDescribable`. Kept as a list so that the test says what it holds.
  static let declarationsSeenOfRAC: Set<String> = []

  /// The modules the language may import.
  static let importableModules: Set<String> = [
    "Foundation", "Dispatch", "Synchronization", "Darwin", "Glibc", "Musl", "Shared", "TraceKernel",
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

  /// The module a line of Swift imports (`import RAC`, `@testable import RAC`, `import enum
  /// RAC.Tracing`: `RAC`), and the declaration when the import is scoped; nil for other lines.
  static func importedModule(of line: Substring) -> (module: String, declaration: String?)? {
    let words = line.split(separator: " ")
    guard let importWord = words.firstIndex(of: "import"), words[..<importWord].allSatisfy({ $0.hasPrefix("@") }),
      importWord + 1 < words.count
    else { return nil }
    let path = words[words.count - 1].split(separator: ".")
    guard let module = path.first else { return nil }
    return (String(module), path.count > 1 ? path.dropFirst().joined(separator: ".") : nil)
  }

  func testTheLanguageImportsNothingOfRACNorOfItsLibrariesNorOfTheKit() throws {
    let files = try Self.sourceFiles()
    XCTAssertGreaterThan(files.count, 50, "the language target's sources were not found")
    for file in files {
      for line in file.text.split(separator: "\n") {
        guard let (module, declaration) = Self.importedModule(of: line) else { continue }
        if module == "RAC", let declaration, Self.declarationsSeenOfRAC.contains(declaration) { continue }
        XCTAssertTrue(
          Self.importableModules.contains(module),
          "\(file.path): `\(line)`: the language target imports nothing of RAC, its libraries, the kit or a walkthrough (what it shares with the core is in TraceKernel)"
        )
      }
    }
    XCTAssertEqual(Self.declarationsSeenOfRAC, [], "the language sees nothing of RAC; the list may not grow back")
  }

  func testTheImportCheckReadsEveryFormOfImportingRAC() {
    let lines: [Substring] = ["import RAC", "@testable import RAC", "import enum RAC.Tracing", "@_exported import RAC"]
    for line in lines {
      XCTAssertEqual(Self.importedModule(of: line)?.module, "RAC", String(line))
    }
    XCTAssertEqual(Self.importedModule(of: "import enum RAC.Tracing")?.declaration, "Tracing")
    XCTAssertNil(Self.importedModule(of: "  // import RAC is what the core does"))
    XCTAssertFalse(Self.importableModules.contains("RAC"))
  }
}
