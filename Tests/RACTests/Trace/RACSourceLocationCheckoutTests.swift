import Foundation
import XCTest

/// Every place in RAC 2.5's source that the core gives, held against the real thing: with
/// `RAC_SOURCE_DIR` set to a checkout of ReactiveCocoa 2.5 (its `ReactiveCocoa/` folder, or the
/// repository holding it), each place's line must be the declaration of the method it names, or,
/// for a block, a line of that method that holds what the place says it holds. Skipped without it:
/// the repository holds no line of RAC's code.
///
/// ```sh
/// RAC_SOURCE_DIR=~/src/ReactiveCocoa swift test --filter RACSourceLocationCheckoutTests
/// ```
final class RACSourceLocationCheckoutTests: XCTestCase {
  func testEveryPlaceIsWhereItSaysInACheckoutOfRAC25() throws {
    guard let given = ProcessInfo.processInfo.environment["RAC_SOURCE_DIR"], !given.isEmpty else {
      throw XCTSkip("set RAC_SOURCE_DIR to a checkout of ReactiveCocoa 2.5 to check the places against it")
    }
    let folder = try Self.sourceFolder(given)
    var files: [String: [String]] = [:]
    let locations = try CoreHookScan.scan().locations
    for location in locations {
      if files[location.file] == nil {
        let url = folder.appendingPathComponent(location.file)
        let text = try XCTUnwrap(
          try? String(contentsOf: url, encoding: .utf8), "\(location.file) is not in \(folder.path)")
        files[location.file] = text.components(separatedBy: "\n")
      }
      if let problem = Self.problem(with: location, in: files[location.file] ?? []) {
        XCTFail("\(location): \(problem)")
      }
    }
    print("checked \(locations.count) places in \(files.count) of RAC 2.5's files at \(folder.path)")
  }

  /// The check itself, on a few lines of Objective-C written here (not RAC's): it takes a right
  /// place and refuses a wrong line, method, selector or name, with or without a checkout.
  func testTheCheckTellsARightPlaceFromAWrongOne() {
    let lines = [
      "- (id)first:(id)value {",
      "\treturn [self after:value schedule:^{",
      "\t\tblock(value);",
      "\t}];",
      "}",
      "- (id)after:(id)date repeatingEvery:(double)interval schedule:(void (^)(void))block {",
      "\treturn nil;",
      "}",
      "static id helper (id value) {",
      "\treturn value;",
      "}",
    ]
    func place(_ line: Int, _ method: String, _ anchor: String = "") -> CoreHookScan.Location {
      CoreHookScan.Location(
        swiftFile: "Test.swift", swiftLine: 1, file: "Test.m", line: line, method: method, anchor: anchor,
        kind: anchor.isEmpty ? "method" : "block")
    }
    XCTAssertNil(Self.problem(with: place(1, "-first:"), in: lines))
    XCTAssertNil(Self.problem(with: place(2, "-first:", "schedule:"), in: lines))
    XCTAssertNil(Self.problem(with: place(3, "-first:", "block(value)"), in: lines))
    XCTAssertNil(Self.problem(with: place(6, "-after:repeatingEvery:schedule:"), in: lines))
    XCTAssertNil(Self.problem(with: place(10, "helper()", "return"), in: lines))
    XCTAssertNotNil(Self.problem(with: place(2, "-first:"), in: lines), "not the declaration's line")
    XCTAssertNotNil(Self.problem(with: place(1, "+first:"), in: lines), "another sign")
    XCTAssertNotNil(Self.problem(with: place(6, "-after:schedule:"), in: lines), "another selector")
    XCTAssertNotNil(Self.problem(with: place(3, "-first:", "nextBlock("), in: lines), "the line holds no such name")
    XCTAssertNotNil(Self.problem(with: place(7, "-first:", "return"), in: lines), "the line is in another method")
    XCTAssertNotNil(Self.problem(with: place(3, "helper()", "block"), in: lines), "the line is in a method")
    XCTAssertNotNil(Self.problem(with: place(40, "-first:"), in: lines), "past the end")
  }

  /// The folder that holds RAC's `.m` files: `given`, or its `ReactiveCocoa/` folder.
  static func sourceFolder(_ given: String) throws -> URL {
    let url = URL(fileURLWithPath: (given as NSString).expandingTildeInPath)
    for candidate in [url, url.appendingPathComponent("ReactiveCocoa")]
    where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("RACSignal.m").path) {
      return candidate
    }
    throw XCTSkip("RAC_SOURCE_DIR=\(given) holds no RACSignal.m (nor does its ReactiveCocoa folder)")
  }

  /// What is wrong with `location` in the lines of its file, or nil.
  static func problem(with location: CoreHookScan.Location, in lines: [String]) -> String? {
    let number = location.line
    guard number >= 1, number <= lines.count else { return "the file has \(lines.count) lines" }
    let line = lines[number - 1]
    if !location.isMethod, !line.contains(location.anchor) {
      return "line \(number) does not hold \(location.anchor): \(line.trimmingCharacters(in: .whitespaces))"
    }
    // The method the line belongs to: the nearest declaration above it (or at it).
    var index = number - 1
    let isFunction = !location.method.hasPrefix("-") && !location.method.hasPrefix("+")
    let functionName = String(location.method.dropLast(2))
    while index >= 0 {
      let text = lines[index]
      if isMethodDeclaration(text) { break }
      if isFunction, let first = text.first, first.isLetter,
        text.contains(functionName + "(")
          || text.contains(functionName + " (")
      {
        break
      }
      index -= 1
    }
    guard index >= 0 else { return "no method or function above line \(number)" }
    if isFunction {
      return isMethodDeclaration(lines[index]) ? "line \(number) is in a method, not in \(location.method)" : nil
    }
    if location.isMethod, index != number - 1 {
      return "\(location.method) is not declared on line \(number) (the declaration above is on line \(index + 1))"
    }
    // A declaration may go on over several lines, up to its `{`.
    var declaration = ""
    for text in lines[index...] {
      declaration += text + " "
      if text.contains("{") { break }
    }
    return declares(declaration, location.method) ? nil : "line \(index + 1) declares no \(location.method)"
  }

  private static func isMethodDeclaration(_ line: String) -> Bool {
    guard let first = line.first, first == "-" || first == "+" else { return false }
    return line.dropFirst().trimmingCharacters(in: .whitespaces).hasPrefix("(")
  }

  /// Whether `declaration` declares `method` (`-bind:`, `+return:`, `-subscribeNext:error:completed:`):
  /// the same sign and the same selector, read from the declaration with its types left out.
  static func declares(_ declaration: String, _ method: String) -> Bool {
    guard let sign = method.first, declaration.first == sign else { return false }
    return selector(ofDeclaration: declaration) == String(method.dropFirst())
  }

  /// `subscribeNext:error:completed:` from `- (RACDisposable *)subscribeNext:(void (^)(id x))nextBlock
  /// error:(…)errorBlock completed:(…)completedBlock {`: the words before colons outside brackets, or,
  /// for a method without arguments, its one word.
  static func selector(ofDeclaration declaration: String) -> String {
    var outside = ""
    var depth = 0
    for character in declaration.dropFirst() {
      if character == "{" && depth == 0 { break }
      if character == "(" {
        depth += 1
        outside.append(" ")
      } else if character == ")" {
        depth -= 1
        outside.append(" ")
      } else if depth == 0 {
        outside.append(character)
      }
    }
    var words: [String] = []
    var word = ""
    var keywords = ""
    for character in outside + " " {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        continue
      }
      if character == ":" && !word.isEmpty { keywords += word + ":" }
      if !word.isEmpty { words.append(word) }
      word = ""
    }
    return keywords.isEmpty ? (words.first ?? "") : keywords
  }
}
