import Foundation
import XCTest

/// Golden files for the walkthrough tests, in `Tests/RACWalkthroughTests/Golden/`.
///
/// `RAC_RECORD_GOLDEN=1 swift test --filter RACWalkthroughTests` rewrites them from the current run
/// (and the test then fails, so a re-record is never mistaken for a pass); review the diff before
/// committing.
enum GoldenFiles {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Golden")
  static var isRecording: Bool { ProcessInfo.processInfo.environment["RAC_RECORD_GOLDEN"] == "1" }

  /// Compares `actual` with the golden file `name`. Object addresses (`0x7ffee1c9dc10`, as
  /// `-[RACSignal description]` prints them) vary between runs and are masked on both sides.
  static func assertMatches(_ actual: String, golden name: String, file: StaticString = #filePath, line: UInt = #line) {
    let actual = actual.maskingAddresses
    let url = directory.appendingPathComponent(name)
    if isRecording {
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      do {
        try (actual + "\n").write(to: url, atomically: true, encoding: .utf8)
        XCTFail("re-recorded \(name); run again without RAC_RECORD_GOLDEN to check it", file: file, line: line)
      } catch {
        XCTFail("cannot write \(url.path): \(error)", file: file, line: line)
      }
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      XCTFail("no golden file \(name); record it with RAC_RECORD_GOLDEN=1", file: file, line: line)
      return
    }
    let expectedText = (expected.hasSuffix("\n") ? String(expected.dropLast()) : expected).maskingAddresses
    if expectedText != actual {
      XCTFail(difference(expectedText, actual, name: name), file: file, line: line)
    }
  }

  /// The first difference with three lines of context before it and up to five differing lines
  /// of each side: `  ` common, `- ` golden, `+ ` this run.
  static func difference(_ expected: String, _ actual: String, name: String) -> String {
    let expectedLines = expected.components(separatedBy: "\n")
    let actualLines = actual.components(separatedBy: "\n")
    var first = 0
    while first < expectedLines.count, first < actualLines.count, expectedLines[first] == actualLines[first] {
      first += 1
    }
    var lines = ["\(name) differs from the golden file at line \(first + 1):"]
    lines += expectedLines[max(0, first - 3)..<first].map { "  " + $0 }
    let shown = 5
    lines += expectedLines.dropFirst(first).prefix(shown).map { "- " + $0 }
    if first >= expectedLines.count { lines.append("- (end of file)") }
    lines += actualLines.dropFirst(first).prefix(shown).map { "+ " + $0 }
    if first >= actualLines.count { lines.append("+ (end of output)") }
    return lines.joined(separator: "\n")
  }
}

extension String {
  /// The text with object addresses (`0x7ffee1c9dc10`, as `-description` prints them) masked as
  /// `0x…`: they vary from run to run.
  var maskingAddresses: String {
    replacingOccurrences(of: #"0x[0-9a-fA-F]+"#, with: "0x…", options: .regularExpression)
  }
}
