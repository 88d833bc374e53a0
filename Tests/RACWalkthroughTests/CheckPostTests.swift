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
        row.contains("output matches")
        ? " · matches"
        : row.contains("output DIFFERS") ? " · differs" : row.contains("output differs") ? " · differs, explained" : ""
      return "\(words[0]) \(words[2]) \(kind.components(separatedBy: " · ").first ?? kind)\(outcome)"
    }
    return (rows, status)
  }

  /// `check-post` on one of the posts written here (`PostFixtures/`): its whole report, the
  /// fixture's path shown as its file name, and the exit status.
  private func report(_ fixture: String) -> (lines: [String], status: Int32) {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("PostFixtures", isDirectory: true)
    let path = folder.appendingPathComponent(fixture).path
    var output: [String] = []
    let environment = CommandEnvironment(
      write: { output.append($0) }, writeError: { output.append("error: " + $0) }, readLine: { nil },
      isInteractive: false, walkthroughsDirectory: walkthroughsDirectory)
    let status = WalkthroughCommandLine.run(["check-post", path], environment: environment)
    return (output.map { $0.replacingOccurrences(of: path, with: fixture) }, status)
  }

  /// Versions 2 and 3 print something else than the post shows; their rows say why, as `verify`
  /// does (the post's own "may differ", and the `M, M` of the code against the post's `N`), so the
  /// check passes.
  func testPost000SCollectListingsSayWhyTheSecondAndThirdDifferFromWhatThePostPrints() throws {
    let path = seeds.appendingPathComponent("000_3f969950ef28b994.txt").path
    let (rows, status) = try table("000_3f969950ef28b994.txt")
    XCTAssertEqual(
      rows,
      [
        "#1 13 runs (collect-v1's post code) · matches", "#2 62 runs (collect-v2's post code) · differs, explained",
        "#3 107 runs (collect-v3's post code) · differs, explained", "#4 150 runs with a scene (save-avatar)",
        "#5 209 runs with a scene (contact-form)", "#6 388 runs with a scene (contact-form)",
      ])
    XCTAssertEqual(status, 0, "a difference verify explains does not fail the check")
    var output: [String] = []
    let environment = CommandEnvironment(
      write: { output.append($0) }, writeError: { output.append("error: " + $0) }, readLine: { nil },
      isInteractive: false, walkthroughsDirectory: walkthroughsDirectory)
    _ = WalkthroughCommandLine.run(["check-post", path], environment: environment)
    let explanations = output.filter { $0.hasPrefix("    ") && !$0.hasPrefix("      ") }
    XCTAssertEqual(
      explanations,
      [
        "    the post says so itself: \u{201C}这段代码的执行结果如下(也可能和下面的结果完全不一样，这是正常的，combineLatest 操作就是这样)：\u{201D}",
        "    verify collect-v2: the post's output is what the code prints with letters3 = @[@\"M\", @\"N\"] (version 1's data) (1 of the 845 schedules run, which cover every order of the queues' turns by partial-order reduction (85 distinct outputs))",
        "    verify collect-v3: the post's output is what the code prints with letters3 = @[@\"M\", @\"N\"] (version 1's data) (1887 of the 1887 schedules run, which cover every order of the queues' turns by partial-order reduction (1 distinct outputs))",
      ])
    XCTAssertTrue(output.contains { $0.contains("letters3 = @[@\"M\", @\"M\"], which can never print N") })
    XCTAssertEqual(
      output.last,
      "\(path): 6 Objective-C listing(s): 3 runs, 3 runs with a scene; outputs: 1 match, 2 differ (2 explained), 3 not stated"
    )
  }

  // `table` is called before the assertion: a skip thrown inside XCTAssertEqual's autoclosure
  // would count as a failure (a clone away from ../shared/seeds has no posts).
  func testPost001SMigrationsRunWithTheMigrationWalkthroughsScene() throws {
    let rows = try table("001_fe5a54c4a2dfc9ec.txt").rows
    XCTAssertEqual(
      rows,
      ["#1 93 runs with a scene (migration-v1)", "#2 369 runs with a scene (migration-v2)"])
  }

  func testPost002SListingsAllRunWithTheWalkthroughsScenes() throws {
    let rows = try table("002_97b0303b3bf7bd7f.txt").rows
    XCTAssertEqual(
      rows,
      [
        "#1 10 runs with a scene (qr-decode)", "#2 41 runs with a scene (qr-decode)",
        "#3 70 runs with a scene (avatar-0-failures)",
      ])
  }

  func testPost003SMapExampleMatchesAndItsPasswordListingsRunWithTheirScenes() throws {
    let (rows, status) = try table("003_83099b5ef2c47d05.txt")
    XCTAssertEqual(
      rows,
      [
        "#1 27 elided", "#2 65 runs (map's post code) · matches", "#3 116 elided", "#4 176 declarations only",
        "#5 250 elided", "#6 294 elided", "#7 310 elided", "#8 322 elided", "#9 332 declarations only",
        "#10 340 elided", "#11 354 declarations only", "#12 383 elided", "#13 407 declarations only",
        "#14 422 elided", "#15 451 runs with a scene (password-map)", "#16 479 needs a scene",
        "#17 507 runs with a scene (flattenMap)", "#18 534 runs with a scene (password-filter)",
        "#19 555 runs with a scene (filter)", "#20 574 elided", "#21 595 runs with a scene (filter)", "#22 621 elided",
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
        "#1 14 declarations only", "#2 41 declarations only", "#3 73 runs with a scene (credit-subject)",
        "#4 101 runs with a scene (credit-subject)", "#5 154 runs with a scene (credit-subject)",
      ])
  }

  /// A Markdown post in Chinese: an output block announced by "在上述代码执行时，会在控制台中打印出以下
  /// 内容：" and fenced as `objectivec`, NSLog's prefixes on its lines; `// 打印:` comments; a `结果：`
  /// line and the lines after it; a wrong output found as wrong; a declaration; a listing that
  /// states nothing.
  func testAChineseMarkdownPostSStatedOutputsAreFoundInEachFormAndCompared() {
    // A subject that never completes, with an operator on it, stays alive as on a device: RAC 2.5's
    // -bind: keeps its source in `signals`, which the blocks of the subscriber the subject holds keep.
    expectsLeakedObjects = true
    let (lines, status) = report("subscription-zh.md")
    XCTAssertEqual(
      lines,
      [
        "#1  line 11  runs · output matches the post (the block at line 27) (3 line(s))",
        "#2  line 37  runs · output matches the post (in the listing) (2 line(s))",
        "#3  line 50  runs · output matches the post (结果: after it) (2 line(s))",
        "#4  line 66  runs · output DIFFERS from the post (the block at line 73) (- post, + run)",
        "        1", "        2", "      - 3",
        "#5  line 83  declarations only",
        "#6  line 91  runs · the post states no output for it",
        "subscription-zh.md: 6 Objective-C listing(s): 5 runs, 1 declarations only; outputs: 3 match, 1 differ, 1 not stated",
      ])
    XCTAssertEqual(status, 1, "an output that differs from the post's, unexplained, fails the check")
  }

  /// A Markdown post in English: a block after "This prints:" without a language, `// Output:`
  /// then a comment a line, `// => 3` after the NSLog, a `text` block announced by "the console
  /// logs the following", and a listing that states nothing.
  func testAnEnglishMarkdownPostSStatedOutputsAreFoundInEachFormAndCompared() {
    // A subject that never completes, with an operator on it, stays alive as on a device: RAC 2.5's
    // -bind: keeps its source in `signals`, which the blocks of the subscriber the subject holds keep.
    expectsLeakedObjects = true
    let (lines, status) = report("operators-en.md")
    XCTAssertEqual(
      lines,
      [
        "#1  line 8  runs · output matches the post (the block at line 22) (2 line(s))",
        "#2  line 29  runs · output matches the post (in the listing) (2 line(s))",
        "#3  line 41  runs · output matches the post (in the listing) (1 line(s))",
        "#4  line 52  runs · output DIFFERS from the post (the block at line 63) (- post, + run)",
        "      - x", "        y",
        "#5  line 70  runs · the post states no output for it",
        "operators-en.md: 5 Objective-C listing(s): 5 runs; outputs: 3 match, 1 differ, 1 not stated",
      ])
    XCTAssertEqual(status, 1)
  }

  /// A blog page in Chinese saved as HTML: highlight.js spans and `&quot;` in the code, an output
  /// block announced by "打印结果如下：", a Hexo code box (a gutter `<pre>` beside the code's) followed
  /// by `<p>结果：2</p>`, a `<pre>` after "控制台输出：" that is wrong; the `<pre>` in a script is no
  /// listing.
  func testAChineseHTMLPageSStatedOutputsAreFoundAndCompared() {
    let (lines, status) = report("replay-zh.html")
    XCTAssertEqual(
      lines,
      [
        "#1  line 13  runs · output matches the post (the block at line 21) (2 line(s))",
        "#2  line 26  runs · output matches the post (结果: after it) (1 line(s))",
        "#3  line 29  runs · output DIFFERS from the post (the block at line 37) (- post, + run)",
        "      - 丢", "        到",
        "replay-zh.html: 3 Objective-C listing(s): 3 runs; outputs: 2 match, 1 differ, 0 not stated",
      ])
    XCTAssertEqual(status, 1)
  }

  /// A blog page in English: a `<pre>` without a class after "Output:", `// Prints: 1 2` in a
  /// listing (compared word by word), and a `plaintext` block after "The console prints the
  /// following:" that is one line short.
  func testAnEnglishHTMLPageSStatedOutputsAreFoundAndCompared() {
    let (lines, status) = report("schedulers-en.html")
    XCTAssertEqual(
      lines,
      [
        "#1  line 5  runs · output matches the post (the block at line 13) (2 line(s))",
        "#2  line 17  runs · output matches the post (in the listing) (2 line(s))",
        "#3  line 27  runs · output DIFFERS from the post (the block at line 32) (- post, + run)",
        "        once", "      + once",
        "schedulers-en.html: 3 Objective-C listing(s): 3 runs; outputs: 2 match, 1 differ, 0 not stated",
      ])
    XCTAssertEqual(status, 1)
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
