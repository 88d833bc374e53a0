import Foundation
import ObjCWalkthroughs
import XCTest

@testable import ObjCInterpreter
@testable import ObjCLibraries

/// `docs/rac-2.5-api.md`'s last section, every public method of RAC 2.5 with the cores that run
/// it, cannot lie about the Swift core: a row says "Swift core" exactly when the interpreter answers
/// its selector on its class (or a superclass), as `Scripts/rac-2.5-api.swift` asked it.
final class RACAPICoresTests: XCTestCase {
  private struct Row {
    let header: String
    let className: String
    let isClassMethod: Bool
    let selector: String
    let runsOn: String
  }

  private func rows() throws -> [Row] {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(contentsOf: package.appendingPathComponent("docs/rac-2.5-api.md"), encoding: .utf8)
    guard let start = text.range(of: "## Every public method") else { return [] }
    var found: [Row] = []
    for line in text[start.upperBound...].components(separatedBy: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
      XCTAssertEqual(cells.count, 4, line)
      guard cells.count == 4 else { continue }
      let method = cells[2]
      let isProperty = method.hasPrefix("@property ")
      found.append(
        Row(
          header: cells[0], className: cells[1], isClassMethod: method.hasPrefix("+"),
          selector: isProperty ? String(method.dropFirst("@property ".count)) : String(method.dropFirst()),
          runsOn: cells[3]))
    }
    return found
  }

  /// What `+respondsToSelector:` / `+instancesRespondToSelector:` answer in a run.
  private func answers(_ row: Row) -> Bool {
    let table = NativeClasses.walkthroughs
    guard table.hasClass(row.className) else { return false }
    for name in table.chain(from: row.className) {
      if row.isClassMethod {
        if table.classMethod(row.selector, of: name) != nil { return true }
      } else if table.instanceMethod(row.selector, of: name) != nil || table.initializer(row.selector, of: name) != nil
      {
        return true
      }
    }
    return false
  }

  func testEveryRowSaysSwiftCoreExactlyWhenTheInterpreterAnswersIt() throws {
    let rows = try rows()
    XCTAssertGreaterThan(rows.count, 250, "the section lists every public method")
    for row in rows {
      let listed = row.runsOn.contains("Swift core")
      XCTAssertEqual(
        listed, answers(row),
        "\(row.header) \(row.isClassMethod ? "+" : "-")[\(row.className) \(row.selector)] says '\(row.runsOn)'")
    }
  }

  func testEveryUIKitHeaderOfRAC25IsListedAndRunsOnTheSwiftCore() throws {
    let uikit = try rows().filter { $0.header.hasPrefix("UI") }
    XCTAssertEqual(
      Set(uikit.map(\.header)).count, 18, "UIKit's 18 headers (MapKit's left out): \(Set(uikit.map(\.header)).sorted())"
    )
    for row in uikit {
      XCTAssertTrue(row.runsOn.contains("Swift core"), "\(row.className) \(row.selector): \(row.runsOn)")
    }
  }
}
