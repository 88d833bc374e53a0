import Foundation
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

/// A command run in-process as `rac-walkthrough` runs it (`WalkthroughCommandLine.run`): what it
/// wrote to standard output and to standard error, a write each, and its exit status. The
/// command-line tests read their commands' whole output through it.
struct CommandRun {
  var status: Int32
  var output: [String]
  var errors: [String]
  /// What it reported as progress (`verify`'s per-walkthrough lines on a terminal).
  var progress: [String] = []

  /// The output as one text.
  var text: String { output.joined(separator: "\n") }
  /// Standard error as one text.
  var errorText: String { errors.joined(separator: "\n") }
  /// The output a line each (a write may hold several).
  var outputLines: [String] { output.flatMap { $0.components(separatedBy: "\n") } }

  /// Runs `arguments` with the package's walkthroughs; `input` answers the command's prompts a
  /// line each (`step`), `interactive` says whether a terminal is attached, `racSourceDirectory`
  /// is `RAC_SOURCE_DIR`'s value.
  static func run(
    _ arguments: [String], input: [String] = [], interactive: Bool = false, racSourceDirectory: String? = nil
  ) -> CommandRun {
    var output: [String] = []
    var errors: [String] = []
    var progress: [String] = []
    var pending = input[...]
    let environment = CommandEnvironment(
      write: { output.append($0) }, writeError: { errors.append($0) }, readLine: { pending.popFirst() },
      isInteractive: interactive, walkthroughsDirectory: walkthroughsDirectory, racSourceDirectory: racSourceDirectory,
      progress: { progress.append($0) })
    let status = WalkthroughCommandLine.run(arguments, environment: environment)
    return CommandRun(status: status, output: output, errors: errors, progress: progress)
  }
}

extension XCTestCase {
  /// A new folder under the temporary directory, named `prefix` and a UUID, removed when the test
  /// ends.
  func temporaryFolder(_ prefix: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    return folder
  }
}
