import Foundation
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

/// `check-post` on each of the five posts accounts for every listing: where it is, what it is, and
/// whether what it printed is what the post says. Skips when the posts are not beside the package.
final class CheckPostTests: LeakCheckedTestCase {
  private var seeds: URL {
    walkthroughsDirectory.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("shared/seeds", isDirectory: true)
  }

  /// Each row as `line kind [· output]`, and the exit status.
  private func table(_ seed: String) throws -> (rows: [String], status: Int32) {
    let path = seeds.appendingPathComponent(seed).path
    guard FileManager.default.fileExists(atPath: path) else {
      throw XCTSkip("the posts are not at \(seeds.path) (../shared/seeds beside the package): skipped")
    }
    var output: [String] = []
    let environment = CommandEnvironment(
      write: { output.append($0) }, writeError: { output.append("error: " + $0) }, readLine: { nil },
      isInteractive: false, walkthroughsDirectory: walkthroughsDirectory)
    let status = WalkthroughCommandLine.run(["check-post", path], environment: environment)
    let rows = output.filter { $0.hasPrefix("#") }.map { row -> String in
      let words = row.split(separator: " ", omittingEmptySubsequences: true)
      let kind = row.components(separatedBy: "  ").dropFirst(2).first?.components(separatedBy: ":").first ?? ""
      let outcome =
        row.contains("output matches") ? " · matches" : row.contains("output DIFFERS") ? " · differs" : ""
      return "\(words[2]) \(kind.components(separatedBy: " · ").first ?? kind)\(outcome)"
    }
    return (rows, status)
  }

  func testPost000SCollectListingsRunAndTheSecondAndThirdDifferFromWhatThePostPrints() throws {
    let (rows, status) = try table("000_3f969950ef28b994.txt")
    XCTAssertEqual(
      rows,
      [
        "13 runs · matches", "62 runs · differs", "107 runs · differs", "150 runs with a scene (save-avatar)",
        "209 runs with a scene (contact-form)", "388 runs with a scene (contact-form)",
      ])
    XCTAssertEqual(status, 1, "an output that differs from the post's fails the check")
  }

  // `table` is called before the assertion: a skip thrown inside XCTAssertEqual's autoclosure
  // would count as a failure (a clone away from ../shared/seeds has no posts).
  func testPost001SMigrationsRunWithTheMigrationWalkthroughsScene() throws {
    let rows = try table("001_fe5a54c4a2dfc9ec.txt").rows
    XCTAssertEqual(
      rows,
      ["93 runs with a scene (migration-v1)", "369 runs with a scene (migration-v2)"])
  }

  func testPost002SListingsAllRunWithTheWalkthroughsScenes() throws {
    let rows = try table("002_97b0303b3bf7bd7f.txt").rows
    XCTAssertEqual(
      rows,
      [
        "10 runs with a scene (qr-decode)", "41 runs with a scene (qr-decode)",
        "70 runs with a scene (avatar-0-failures)",
      ])
  }

  func testPost003SMapExampleMatchesAndItsPasswordListingsRunWithTheirScenes() throws {
    let (rows, status) = try table("003_83099b5ef2c47d05.txt")
    XCTAssertEqual(
      rows,
      [
        "27 elided", "65 runs · matches", "116 elided", "176 declarations only", "250 elided", "294 elided",
        "310 elided",
        "322 elided", "332 declarations only", "340 elided", "354 declarations only", "383 elided",
        "407 declarations only", "422 elided", "451 runs with a scene (password-map)", "479 needs a scene",
        "507 runs with a scene (flattenMap)", "534 runs with a scene (password-filter)",
        "555 runs with a scene (filter)", "574 elided", "595 runs with a scene (filter)", "621 elided",
      ])
    XCTAssertEqual(status, 0)
  }

  /// The logger's header and use are declarations; the student's interface, the demo and the
  /// credit subject run together with credit-subject's scene (the student's implementation).
  func testPost004SStudentDemoAndSubjectRunWithTheCreditSubjectScene() throws {
    let rows = try table("004_11e83888f5bb252f.txt").rows
    XCTAssertEqual(
      rows,
      [
        "14 declarations only", "41 declarations only", "73 runs with a scene (credit-subject)",
        "101 runs with a scene (credit-subject)", "154 runs with a scene (credit-subject)",
      ])
  }

  func testAMissingPostIsAOneLineError() {
    var errors: [String] = []
    let environment = CommandEnvironment(
      write: { _ in }, writeError: { errors.append($0) }, readLine: { nil }, isInteractive: false,
      walkthroughsDirectory: walkthroughsDirectory)
    XCTAssertEqual(WalkthroughCommandLine.run(["check-post", "/no/such/post.md"], environment: environment), 2)
    XCTAssertEqual(errors.count, 1)
    XCTAssertTrue(errors.first?.contains("no such file") ?? false)
  }
}
