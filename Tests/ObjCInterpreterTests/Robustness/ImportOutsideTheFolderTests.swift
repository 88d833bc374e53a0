import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import XCTest

/// A program on disk imports the files beside it and below its folder, nothing else (issue 37:
/// `#import "/absolute/path/x.h"` and `#import "../../x.h"` read any file the user could read and
/// ran it): a path that leads out of the folder, or an absolute one, is "not found: outside the
/// program's folder" at the `#import`, and nothing of the file is read.
final class ImportOutsideTheFolderTests: XCTestCase {
  private var root: URL!
  private var program: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ImportOutsideTheFolderTests-\(UUID().uuidString)")
    program = root.appendingPathComponent("program")
    try FileManager.default.createDirectory(
      at: program.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("secret"), withIntermediateDirectories: true)
    try write("secret/canary.h", "NSString *canary = @\"SECRET\";\n")
    try write("program/beside.h", "NSString *beside = @\"beside\";\n")
    try write("program/sub/below.h", "NSString *below = @\"below\";\n")
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: root)
  }

  private func write(_ name: String, _ text: String) throws {
    try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  private func load(_ text: String) throws -> ObjCSnippet {
    try write("program/main.m", text)
    return try ObjCSnippet(paths: [program.appendingPathComponent("main.m").path])
  }

  func testFilesBesideAndBelowTheProgramAreImported() throws {
    let snippet = try load("#import \"beside.h\"\n#import \"sub/below.h\"\nNSLog(@\"%@ %@\", beside, below);\n")
    XCTAssertEqual(
      snippet.files.map { URL(fileURLWithPath: $0.name).lastPathComponent }.sorted(), ["below.h", "beside.h", "main.m"])
  }

  func testAPathThatClimbsOutOfTheFolderIsNotFound() throws {
    XCTAssertThrowsError(try load("#import \"../secret/canary.h\"\nNSLog(@\"%@\", canary);\n")) { error in
      let error = error as? ObjCError
      XCTAssertEqual(error?.message, "'../secret/canary.h' not found: outside the program's folder")
      XCTAssertEqual(error.map { [$0.location.line, $0.location.column] }, [1, 9])
      XCTAssertFalse(error?.description.contains("SECRET") ?? true)
    }
  }

  func testAnAbsolutePathIsNotFoundEvenInsideTheFolder() throws {
    let inside = program.appendingPathComponent("beside.h").path
    XCTAssertThrowsError(try load("#import \"\(inside)\"\n")) { error in
      XCTAssertEqual((error as? ObjCError)?.message, "'\(inside)' not found: outside the program's folder")
    }
  }

  func testASubfolderThatClimbsBackOutIsNotFound() throws {
    XCTAssertThrowsError(try load("#import \"sub/../../secret/canary.h\"\n")) { error in
      XCTAssertEqual(
        (error as? ObjCError)?.message, "'sub/../../secret/canary.h' not found: outside the program's folder")
    }
  }

  func testAHeaderBesideTooLargeToReadIsTheImportsErrorAtItsName() throws {
    let big = program.appendingPathComponent("big.h")
    XCTAssertTrue(FileManager.default.createFile(atPath: big.path, contents: nil))
    let handle = try FileHandle(forWritingTo: big)
    try handle.truncate(atOffset: 9 << 20)
    try handle.close()
    XCTAssertThrowsError(try load("NSLog(@\"x\");\n#import \"big.h\"\n")) { error in
      let error = error as? ObjCError
      XCTAssertTrue(
        error?.message.hasPrefix("cannot import 'big.h': '") ?? false, "\(error?.message ?? "no ObjCError")")
      XCTAssertTrue(error?.message.hasSuffix("is 9 MB: more than the 8 MB a file read here may hold") ?? false)
      XCTAssertEqual(error.map { [$0.location.line, $0.location.column] }, [2, 9])
    }
  }
}
