import Foundation
import RACWalkthroughCLI
import RACWalkthroughKit
import XCTest

/// Every published snippet in `PublishedSnippets/` prints the same on RAC's own source as on the
/// Swift core: with `RAC_SOURCE_DIR` set to a checkout of ReactiveCocoa 2.5 (the repository or its
/// `ReactiveCocoa/` folder), each snippet runs twice, `run FILE --output-only` with and without
/// `--rac-source`, and the two outputs must be equal line for line after `OutputNormalizer` (what
/// `verify` compares: an address `%p` prints differs from run to run). Skipped without it: the
/// repository holds no line of RAC's code.
///
/// ```sh
/// RAC_SOURCE_DIR=~/src/ReactiveCocoa swift test --filter PublishedSnippetsOnRACSourceTests
/// ```
final class PublishedSnippetsOnRACSourceTests: LeakCheckedTestCase {
  private var folder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PublishedSnippets")
  }

  private func output(of file: String, racSource: String?) -> (status: Int32, lines: [String]) {
    var output: [String] = []
    var errors: [String] = []
    let environment = CommandEnvironment(
      write: { output.append($0) }, writeError: { errors.append($0) }, readLine: { nil }, isInteractive: false,
      walkthroughsDirectory: folder)
    var arguments = ["run", folder.appendingPathComponent(file).path, "--output-only"]
    if let racSource { arguments += ["--rac-source", racSource] }
    let status = WalkthroughCommandLine.run(arguments, environment: environment)
    return (status, output.map(OutputNormalizer.normalize) + errors.map { "stderr: " + $0 })
  }

  func testEveryPublishedSnippetPrintsTheSameOnRACsSourceAsOnTheSwiftCore() throws {
    guard let checkout = ProcessInfo.processInfo.environment["RAC_SOURCE_DIR"], !checkout.isEmpty else {
      throw XCTSkip("set RAC_SOURCE_DIR to a checkout of ReactiveCocoa 2.5 to run the snippets on it")
    }
    // The snippets about RAC's own leaks leave objects alive on purpose (as PublishedSnippetTests).
    expectsLeakedObjects = true
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".m") }.sorted()
    XCTAssertGreaterThanOrEqual(files.count, 60)
    var differing: [String] = []
    for file in files {
      let onCore = output(of: file, racSource: nil)
      let onSource = output(of: file, racSource: checkout)
      XCTAssertEqual(onCore.status, 0, "\(file) on the Swift core:\n\(onCore.lines.joined(separator: "\n"))")
      if onCore.lines != onSource.lines || onCore.status != onSource.status {
        differing.append(file)
        XCTFail(
          "\(file) prints something else on RAC's source (status \(onCore.status) on the core, \(onSource.status) on RAC's source):\n"
            + "core:\n\(onCore.lines.joined(separator: "\n"))\nRAC's source:\n\(onSource.lines.joined(separator: "\n"))"
        )
      }
    }
    XCTAssertEqual(differing, [], "\(differing.count) of \(files.count) snippets differ")
  }
}
