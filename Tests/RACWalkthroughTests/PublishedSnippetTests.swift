import Foundation
import RACWalkthroughCLI
import XCTest

/// Every published snippet in `PublishedSnippets/` (RAC 2.5's documentation and headers, 美团's posts,
/// other RAC write-ups; sources in its README) verifies: run by the interpreter, it prints what its
/// source says it prints.
final class PublishedSnippetTests: LeakCheckedTestCase {
  private var folder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PublishedSnippets")
  }

  func testEveryPublishedSnippetPrintsWhatItsSourceSays() throws {
    // Several snippets are about RAC's own leaks (a subject that never completes under a map:, a
    // block that keeps self): what they leave alive is the point, so no count is asserted here.
    expectsLeakedObjects = true
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".m") }.sorted()
    XCTAssertGreaterThanOrEqual(files.count, 60)
    for file in files {
      var output: [String] = []
      var errors: [String] = []
      let environment = CommandEnvironment(
        write: { output.append($0) }, writeError: { errors.append($0) }, readLine: { nil }, isInteractive: false,
        walkthroughsDirectory: folder)
      let status = WalkthroughCommandLine.run(
        ["verify", folder.appendingPathComponent(file).path], environment: environment)
      XCTAssertEqual(status, 0, "\(file):\n\(output.joined(separator: "\n"))\n\(errors.joined(separator: "\n"))")
    }
  }
}
