import Foundation
import XCTest

/// The `Interpreter` is the tree-walker only: its members are declared in its own folder, and they
/// are few. The run's state is the `Run`'s, the budgets `RunBudget`'s, the frames `FramePool`'s,
/// and what the libraries ask of it is `NativeContext`'s, whose helpers are the libraries' own.
final class InterpreterSizeTests: XCTestCase {
  /// The most members `Interpreter` may have (issue 32): a member more is state that belongs to
  /// the run, or a helper that belongs to a type of its own.
  static let mostMembers = 60

  static let sourcesRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  /// Every Swift file under `Sources/`: its path under it, and its code (comments and the contents
  /// of string literals taken out).
  static func sources() throws -> [(path: String, code: String)] {
    let root = sourcesRoot.standardizedFileURL.path
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
    var files: [(path: String, code: String)] = []
    for case let path as String in walker where path.hasSuffix(".swift") {
      let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
      files.append((path, LanguageTargetLayerTests.code(of: text)))
    }
    return files
  }

  /// The members declared directly in `class Interpreter` and its extensions, by file.
  static func members() throws -> [(path: String, declaration: String)] {
    let opening = try NSRegularExpression(
      pattern: #"^(?:public |package |final )*(?:class|extension) Interpreter\b(?!\.)"#)
    let member = try NSRegularExpression(
      pattern:
        #"^\s*(?:@[\w()]+\s+)*(?:(?:public|package|private|fileprivate|internal|static|final|override|mutating|lazy|nonisolated|private\(set\)|package\(set\))\s+)*(func|var|let|init|subscript|class|struct|enum|typealias)\b"#
    )
    var found: [(path: String, declaration: String)] = []
    for file in try sources() {
      var depth = 0
      var inside = false
      for line in file.code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
        let range = NSRange(line.startIndex..., in: line)
        if depth == 0, opening.firstMatch(in: line, range: range) != nil { inside = true }
        if inside, depth == 1, member.firstMatch(in: line, range: range) != nil {
          found.append((file.path, line.trimmingCharacters(in: .whitespaces)))
        }
        depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
        if inside, depth <= 0 {
          inside = false
          depth = 0
        }
      }
    }
    return found
  }

  func testTheInterpretersMembersAreAllInItsOwnFolder() throws {
    let members = try Self.members()
    XCTAssertFalse(members.isEmpty, "no Interpreter found under \(Self.sourcesRoot.path)")
    let elsewhere = members.filter { !$0.path.hasPrefix("ObjCInterpreter/Interpreter/") }
    XCTAssertEqual(elsewhere.map { "\($0.path): \($0.declaration)" }, [])
  }

  func testTheInterpreterHasNoMoreMembersThanItHad() throws {
    let count = try Self.members().count
    XCTAssertLessThanOrEqual(
      count, Self.mostMembers, "the interpreter grew: its state belongs to the Run, its helpers to their own types")
  }
}
