import Foundation
import ObjCWalkthroughs
import XCTest

@testable import ObjCInterpreter
@testable import ObjCLibraries

/// `docs/rac-2.5-api.md` stays true: each row of RAC 2.5's headers says what the code does (the
/// selector answered on that class, by the Swift declaration in the file named), each header has as
/// many rows as RAC 2.5 declares, and every selector the interpreter answers on these classes is on
/// the page.
final class RACAPITableTests: LeakCheckedTestCase {
  /// How many methods and properties each header of RAC 2.5 declares (tag v2.5).
  private static let declarationsPerHeader: [String: Int] = [
    "RACSignal+Operations.h": 80, "RACStream.h": 31, "RACSignal.h": 26, "RACSequence.h": 16,
    "RACScheduler.h": 12, "RACSubscriber.h": 4, "RACDisposable.h": 4, "RACCommand.h": 13,
  ]

  private struct Row {
    let section: String
    let className: String
    let isClassMethod: Bool
    let selector: String
    let status: String
    let file: String?
    let swift: String?
    let notes: String
  }

  private var packageDirectory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// The header sections' rows and the "Beyond these headers" rows.
  private func readTable() throws -> (headers: [Row], beyond: [Row]) {
    let text = try String(
      contentsOf: packageDirectory.appendingPathComponent("docs/rac-2.5-api.md"), encoding: .utf8)
    var headers: [Row] = []
    var beyond: [Row] = []
    var section = ""
    var className = ""
    for line in text.components(separatedBy: "\n") {
      // The last section, every public header's rows, is RACAPICoresTests' to read.
      if line.hasPrefix("## Every public method") { break }
      if line.hasPrefix("## ") {
        section = String(line.dropFirst(3))
        if let open = section.range(of: "(`"), let close = section.range(of: "`)") {
          className = String(section[open.upperBound..<close.lowerBound])
          section = String(section[..<open.lowerBound]).trimmingCharacters(in: .whitespaces)
        }
        continue
      }
      guard line.hasPrefix("| `") else { continue }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
      func code(_ cell: String) -> String? {
        cell.hasPrefix("`") && cell.hasSuffix("`") && cell.count > 2 ? String(cell.dropFirst().dropLast()) : nil
      }
      if section == "Beyond these headers" {
        XCTAssertEqual(cells.count, 5, line)
        guard cells.count == 5, let owner = code(cells[0]), let method = code(cells[1]) else { continue }
        beyond.append(
          Row(
            section: section, className: owner, isClassMethod: method.hasPrefix("+"),
            selector: String(method.dropFirst()), status: "implemented", file: code(cells[3]), swift: code(cells[4]),
            notes: cells[2]))
      } else {
        XCTAssertEqual(cells.count, 5, line)
        guard cells.count == 5, let method = code(cells[0]) else { continue }
        let selector: String
        if method.hasPrefix("@property ") {
          let words = method.dropFirst("@property ".count).split(separator: " ")
          // `@property disposed (isDisposed)`: the getter's name is the selector.
          selector = words.count > 1 ? String(words[1].dropFirst().dropLast()) : String(words[0])
        } else {
          selector = String(method.dropFirst())
        }
        headers.append(
          Row(
            section: section, className: className, isClassMethod: method.hasPrefix("+"), selector: selector,
            status: cells[1], file: code(cells[2]), swift: code(cells[3]), notes: cells[4]))
      }
    }
    return (headers, beyond)
  }

  /// Whether the interpreter answers `selector` on `className`, looking up the superclasses.
  private func answers(_ row: Row) -> Bool {
    let table = NativeClasses.walkthroughs
    var name: String? = row.className
    while let current = name {
      if row.isClassMethod {
        if table.classMethod(row.selector, of: current) != nil { return true }
      } else if table.instanceMethod(row.selector, of: current) != nil
        || table.initializer(row.selector, of: current) != nil
      {
        return true
      }
      name = table.superclass(of: current)
    }
    return false
  }

  /// The Swift name the selector table cites for the row's selector, on the class or a superclass.
  private func citedSwift(_ row: Row) -> String? {
    var name: String? = row.className
    while let current = name {
      let key = "\(current) \(row.isClassMethod ? "+" : "-")\(row.selector)"
      if let swift = NativeClasses.walkthroughs.bridgedSwiftAPI[key] { return swift }
      name = NativeClasses.walkthroughs.superclass(of: current)
    }
    return nil
  }

  /// Whether `file` declares `swift` (`map(_:)`, `init(block:)`, `isDisposed`) publicly.
  private func declares(_ file: String, _ swift: String) throws -> Bool {
    let text = try String(contentsOf: packageDirectory.appendingPathComponent(file), encoding: .utf8)
    let unqualified = swift.split(separator: ".").last.map(String.init) ?? swift
    let declared = SwiftDeclarations.functions(in: text).union(SwiftDeclarations.initializers(in: text))
      .union(SwiftDeclarations.properties(in: text))
    if declared.contains(unqualified) { return true }
    // What the public scan does not read: `public internal(set) var name`, and the interpreter's
    // own (internal) functions for what the core leaves to it (key-value coding).
    let base = unqualified.prefix(while: { $0 != "(" })
    let pattern =
      unqualified.contains("(")
      ? (file.hasPrefix("Sources/ObjCInterpreter/") ? "func \(base)\\(" : "(public|open)[^\\n]* func \(base)\\(")
      : "(public|open)[^\\n]* (var|let) \(base)\\b"
    return text.range(of: pattern, options: .regularExpression) != nil
  }

  func testEachHeaderHasARowForEveryMethodRAC25Declares() throws {
    let rows = try readTable().headers
    var counts: [String: Int] = [:]
    for row in rows { counts[row.section, default: 0] += 1 }
    XCTAssertEqual(counts, Self.declarationsPerHeader)
  }

  func testEveryImplementedRowIsAnsweredByTheSwiftDeclarationItNames() throws {
    let (headers, beyond) = try readTable()
    for row in headers + beyond where row.status.hasPrefix("implemented") {
      let name = "\(row.isClassMethod ? "+" : "-")[\(row.className) \(row.selector)]"
      XCTAssertTrue(answers(row), "\(name): the interpreter does not answer it")
      guard let file = row.file, let swift = row.swift else {
        XCTFail("\(name): an implemented row names its file and Swift declaration")
        continue
      }
      XCTAssertTrue(FileManager.default.fileExists(atPath: packageDirectory.appendingPathComponent(file).path), file)
      XCTAssertTrue(try declares(file, swift), "\(name): \(file) does not declare \(swift)")
      if let cited = citedSwift(row) {
        XCTAssertEqual(
          cited.split(separator: ".").last.map(String.init), swift.split(separator: ".").last.map(String.init),
          "\(name): the selector table calls \(cited)")
      }
    }
  }

  func testUnavailableRowsAreRefusedAndSayWhy() throws {
    let rows = try readTable().headers.filter { !$0.status.hasPrefix("implemented") }
    XCTAssertEqual(
      rows.map(\.selector),
      ["canExecute", "command", "commandWithCanExecuteSignal:", "initWithCanExecuteSignal:", "addSignalBlock:"])
    for row in rows {
      XCTAssertEqual(row.status, "unavailable in RAC 2.5")
      XCTAssertFalse(answers(row), "\(row.selector) is unavailable in RAC 2.5 and must stay so")
      XCTAssertFalse(row.notes.isEmpty, "\(row.selector) says why")
    }
  }

  func testEverySelectorTheInterpreterAnswersOnTheseClassesIsOnThePage() throws {
    let (headers, beyond) = try readTable()
    var listed = Set((headers + beyond).map { "\($0.className) \($0.isClassMethod ? "+" : "-")\($0.selector)" })
    // A readwrite property's row stands for its setter too.
    for row in headers where row.notes.hasPrefix("readwrite") {
      listed.insert("\(row.className) -set\(row.selector.prefix(1).uppercased())\(row.selector.dropFirst()):")
    }
    let table = NativeClasses.walkthroughs
    var answered: [String] = []
    for className in Set(Self.classesOfTheHeaders) {
      answered += table.instanceSelectors(of: className).map { "\(className) -\($0)" }
      answered += table.classSelectors(of: className).map { "\(className) +\($0)" }
      answered += (table.classes[className].map { Array($0.initializers.keys) } ?? []).map { "\(className) -\($0)" }
    }
    // `disposed` is the row `@property disposed (isDisposed)`: dot syntax sends the property's name.
    let unlisted = answered.filter { !listed.contains($0) && $0 != "RACDisposable -disposed" }.sorted()
    XCTAssertEqual(unlisted, [], "answered by the interpreter but not on docs/rac-2.5-api.md")
  }

  private static let classesOfTheHeaders = [
    "RACSignal", "RACStream", "RACSequence", "RACScheduler", "RACSubscriber", "RACDisposable", "RACCommand",
  ]
}
