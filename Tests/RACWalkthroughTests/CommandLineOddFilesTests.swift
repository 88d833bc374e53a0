import Foundation
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

/// Files that are not what a command expects — empty, old Mac line ends, not UTF-8, a folder or a
/// device, far too large, JSON with a mistake — get one line that says what they are and where
/// (issue 25).
final class CommandLineOddFilesTests: LeakCheckedTestCase {

  private func run(_ arguments: [String]) -> CommandRun { CommandRun.run(arguments) }

  private func folder() throws -> URL { try temporaryFolder("odd") }

  private func file(_ name: String, _ bytes: [UInt8]) throws -> String {
    let url = try folder().appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  func testAnEmptyFileOrOneOfCommentsHasNothingToRun() throws {
    for (name, text) in [("empty.m", ""), ("comments.m", "// a comment\n/* another */\n")] {
      let path = try file(name, Array(text.utf8))
      for command in ["run", "step", "trace", "verify", "explore"] {
        let result = run([command, path])
        XCTAssertEqual(result.status, 1, "\(command) \(name)")
        XCTAssertEqual(result.errors, ["\(path): nothing to run"], "\(command) \(name)")
      }
    }
  }

  func testALoneCarriageReturnEndsALine() throws {
    let path = try file("mac.m", Array("NSLog(@\"a\"); // c\rNSLog(@\"b\");\r".utf8))
    XCTAssertEqual(run(["run", path, "--output-only"]).output, ["a", "b"])
    let windows = try file("windows.m", Array("NSLog(@\"a\"); // c\r\nNSLog(@\"b\");\r\n[@1 foo];\r\n".utf8))
    let result = run(["run", windows, "--output-only"])
    XCTAssertEqual(result.output, ["a", "b"])
    XCTAssertTrue(result.errorText.hasPrefix("\(windows):3:1: error:"), result.errorText)
  }

  func testInvalidUTF8NamesTheLineAndColumnOfTheFirstBadByte() throws {
    let path = try file("bad.m", Array("NSLog(@\"a\");\nNSLog(@\"".utf8) + [0xFF, 0xFE] + Array("b\");\n".utf8))
    let result = run(["run", path])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.errorText.hasPrefix("\(path):2:9: error: invalid UTF-8 (byte 0xFF)"), result.errorText)
    let post = try file("post.md", Array("# A post\n\nsome text\n   ".utf8) + [0xC3])
    let checked = run(["check-post", post])
    XCTAssertEqual(checked.status, 1)
    XCTAssertTrue(checked.errorText.contains("\(post):4:4: invalid UTF-8 (byte 0xC3)"), checked.errorText)
  }

  func testAFolderADeviceOrAPipeIsNamedForWhatItIs() throws {
    let directory = try folder()
    let result = run(["check-post", directory.path])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.errorText.contains("'\(directory.path)' is a folder, not a file"), result.errorText)
    if FileManager.default.fileExists(atPath: "/dev/null") {
      XCTAssertTrue(
        run(["check-post", "/dev/null"]).errorText.contains("'/dev/null' is a character device, not a file"))
    }
    let snippetFolder = directory.appendingPathComponent("folder.m")
    try FileManager.default.createDirectory(at: snippetFolder, withIntermediateDirectories: true)
    XCTAssertTrue(run(["run", snippetFolder.path]).errorText.contains("is a folder, not a file"))
    // A named pipe would block a read forever: it is refused before it is opened.
    let fifo = directory.appendingPathComponent("pipe.m")
    guard mkfifo(fifo.path, 0o600) == 0 else { return }
    let piped = run(["run", fifo.path])
    XCTAssertEqual(piped.status, 1)
    XCTAssertTrue(piped.errorText.contains("is a pipe, not a file"), piped.errorText)
  }

  func testStepsJSONErrorsNameTheLineAndColumn() throws {
    let copy = try folder().appendingPathComponent("Walkthroughs")
    try FileManager.default.copyItem(at: walkthroughsDirectory, to: copy)
    let steps = copy.appendingPathComponent("map/steps.json")
    try "{\n  \"steps\": [\n    { \"number\": 1,, }\n  ]\n}\n".write(to: steps, atomically: true, encoding: .utf8)
    let syntax = run(["verify", "map", "--walkthroughs", copy.path])
    XCTAssertEqual(syntax.status, 1)
    XCTAssertTrue(syntax.errorText.contains("\(steps.path):3:"), syntax.errorText)
    try "{\n  \"steps\": [\n    {\n      \"number\": \"one\"\n    }\n  ]\n}\n".write(
      to: steps, atomically: true, encoding: .utf8)
    let type = run(["verify", "map", "--walkthroughs", copy.path])
    XCTAssertTrue(type.errorText.contains("\(steps.path):4:17:"), type.errorText)
    XCTAssertEqual(type.errors.count, 1)
  }

  func testAHugePostOutputIsRefusedWithItsSize() throws {
    let copy = try folder().appendingPathComponent("Walkthroughs")
    try FileManager.default.copyItem(at: walkthroughsDirectory, to: copy)
    let output = copy.appendingPathComponent("map/post-output.txt")
    // Sparse: the size is what is refused, before anything is read.
    XCTAssertTrue(FileManager.default.createFile(atPath: output.path, contents: nil))
    let handle = try FileHandle(forWritingTo: output)
    try handle.truncate(atOffset: 200 << 20)
    try handle.close()
    let result = run(["verify", "map", "--walkthroughs", copy.path])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.errorText.contains("post-output.txt' is 200 MB: more than the 8 MB"), result.errorText)
  }
}
