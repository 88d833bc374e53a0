import Foundation
import RACWalkthroughCLI
import RACWalkthroughs
import XCTest

/// `verify` sharing its walkthroughs among worker processes (`verify-worker`) writes exactly what
/// it writes verifying them all in its own process: the same lines in the same order, the same
/// errors and the same status; and a worker that cannot help leaves its walkthroughs to `verify`.
final class VerifyWorkersTests: LeakCheckedTestCase {
  private struct Written: Equatable {
    var status: Int32
    var output: [String]
    var errors: [String]
  }

  private func verify(_ arguments: [String], workers executable: URL?) -> Written {
    var output: [String] = []
    var errors: [String] = []
    var environment = CommandEnvironment(
      write: { output.append($0) }, writeError: { errors.append($0) }, readLine: { nil }, isInteractive: false,
      walkthroughsDirectory: walkthroughsDirectory)
    environment.workerExecutable = executable
    let status = WalkthroughCommandLine.run(["verify"] + arguments, environment: environment)
    return Written(status: status, output: output, errors: errors)
  }

  private var builtTool: URL {
    get throws { try XCTUnwrap(PlaygroundServerSupport.executable, "rac-walkthrough is not built beside the tests") }
  }

  /// Swift translations with their posts' code (one on virtual time, one with a scene) and an
  /// Objective-C one: small ones, as the test builds are debug builds.
  private let names = ["map", "collect-v1", "password-map", "qr-timeout", "dispose-order"]

  func testWorkersWriteWhatVerifyWritesAloneInTheSameOrder() throws {
    let alone = verify(names + ["--jobs", "1"], workers: try builtTool)
    XCTAssertEqual(alone.status, 0, alone.output.suffix(3).joined(separator: "\n"))
    XCTAssertEqual(alone.output.last, "verify: all 5 walkthrough(s) match their posts")
    let shared = verify(names + ["--jobs", "2"], workers: try builtTool)
    XCTAssertEqual(shared, alone)
    // A budget reaches the workers: a walkthrough's trace cut short fails in them as it does alone.
    let budgeted = ["map", "collect-v1", "--max-events", "50"]
    let cutAlone = verify(budgeted + ["--jobs", "1"], workers: nil)
    XCTAssertEqual(cutAlone.status, 1)
    XCTAssertFalse(cutAlone.errors.isEmpty)
    XCTAssertEqual(verify(budgeted + ["--jobs", "2"], workers: try builtTool), cutAlone)
  }

  func testWalkthroughsAWorkerCannotVerifyAreVerifiedByVerifyItself() throws {
    let some = ["map", "dispose-order"]
    let alone = verify(some, workers: nil)
    // A worker that ends at once, answering nothing.
    XCTAssertEqual(verify(some + ["--jobs", "3"], workers: URL(fileURLWithPath: "/bin/true")), alone)
    // One that cannot be started at all.
    let missing = URL(fileURLWithPath: "/nonexistent/rac-walkthrough")
    XCTAssertEqual(verify(some + ["--jobs", "2"], workers: missing), alone)
  }

  func testJobsTakesAWholeNumberFromOne() {
    for bad in ["0", "two", ""] {
      let written = verify(["map", "--jobs", bad], workers: nil)
      XCTAssertEqual(written.status, 2)
      XCTAssertEqual(written.errors, ["rac-walkthrough: verify: --jobs takes a whole number from 1 up, not '\(bad)'"])
    }
  }
}
