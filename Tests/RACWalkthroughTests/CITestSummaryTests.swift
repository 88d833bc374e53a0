import Foundation
import XCTest

/// `.ci/test-summary`, which `.ci/run` calls after `swift test --parallel --xunit-output`: one line
/// counting the test cases of the xUnit files, so that CI says what the tests did.
final class CITestSummaryTests: XCTestCase {
  private let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(".ci/test-summary")

  private func summary(of files: [String: String]) throws -> (status: Int32, output: String, errors: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("test-summary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, folder.appendingPathComponent("tests.xml").path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // `env` answers 127 when there is no python3 on the PATH (`.ci/run` installs one).
    if process.terminationStatus == 127 { throw XCTSkip("no python3 on the PATH to run .ci/test-summary") }
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }

  func testItCountsPassedFailedAndSkippedCasesOfXCTestAndSwiftTestingResults() throws {
    let xctest = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites><testsuite name="TestResults" tests="5">
      <testcase classname="A" name="one"></testcase>
      <testcase classname="A" name="two"></testcase>
      <testcase classname="A" name="three"><failure message="XCTAssertEqual failed"></failure></testcase>
      <testcase classname="B" name="four"><skipped/></testcase>
      <testcase classname="B" name="five"><error message="threw"></error></testcase>
      </testsuite></testsuites>
      """
    let swiftTesting = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites><testsuite name="TestResults" tests="1"><testcase classname="C" name="six()"/></testsuite></testsuites>
      """
    let result = try summary(of: ["tests.xml": xctest, "tests-swift-testing.xml": swiftTesting])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertEqual(result.output, "3 passed, 2 failed, 1 skipped\n")
  }

  func testARunWithoutSkippedTestsSaysOnlyPassedAndFailed() throws {
    let result = try summary(of: [
      "tests.xml": "<testsuites><testsuite><testcase name=\"a\"/><testcase name=\"b\"/></testsuite></testsuites>"
    ])
    XCTAssertEqual(result.output, "2 passed, 0 failed\n")
  }

  func testMissingResultsAreAnErrorNotAZeroCount() throws {
    let result = try summary(of: [:])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.output, "")
    XCTAssertTrue(result.errors.hasPrefix("test-summary: no test results at "), result.errors)
  }
}
