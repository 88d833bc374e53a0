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

  /// Each listing's row as `#N line kind`, each stated output's as `output N verdict`, and the
  /// exit status.
  private func table(_ seed: String) throws -> (rows: [String], outputs: [String], status: Int32) {
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
      return "\(words[0]) \(words[2]) \(kind.components(separatedBy: " · ").first ?? kind)"
    }
    let outputs = output.filter { $0.hasPrefix("output ") }.map { row -> String in
      let number = row.split(separator: " ").dropFirst().first ?? ""
      let verdict = row.components(separatedBy: " · ").dropFirst().joined(separator: " · ")
      return "output \(number) \(verdict.components(separatedBy: " (").first ?? verdict)"
    }
    return (rows, outputs, status)
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

  /// Versions 2 and 3 print something else than the post shows; their outputs' rows say why, as
  /// `verify` does (the post's own "may differ", and the `M, M` of the code against the post's
  /// `N`), so the check passes.
  func testPost000SCollectListingsSayWhyTheSecondAndThirdDifferFromWhatThePostPrints() throws {
    let path = seeds.appendingPathComponent("000_3f969950ef28b994.txt").path
    let (rows, outputs, status) = try table("000_3f969950ef28b994.txt")
    XCTAssertEqual(
      rows,
      [
        "#1 13 runs (collect-v1's post code)", "#2 62 runs (collect-v2's post code)",
        "#3 107 runs (collect-v3's post code)", "#4 150 runs with a scene (save-avatar)",
        "#5 209 runs with a scene (contact-form)", "#6 388 runs with a scene (contact-form)",
      ])
    XCTAssertEqual(
      outputs, ["output 1 matches", "output 2 differs, explained below", "output 3 differs, explained below"])
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
      Array(output.prefix(2)),
      [
        "\(path): 3 outputs stated: 1 match, 2 differ, 0 cannot run; 2 of the differences explained",
        "\(path): 6 listings: 3 run, 3 run with a scene",
      ])
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

  /// Its one stated output (`输出:` in the map listing's box) matches; the listings that subscribe
  /// to the map listing's `signal` and `mappedSignalA` run with it, which declares them.
  func testPost003SMapExampleMatchesAndItsPasswordListingsRunWithTheirScenes() throws {
    let (rows, outputs, status) = try table("003_83099b5ef2c47d05.txt")
    XCTAssertEqual(
      rows,
      [
        "#1 27 elided", "#2 65 runs (map's post code)", "#3 116 elided", "#4 176 declarations only",
        "#5 250 elided", "#6 294 runs, with #2, which declares 'signal'", "#7 310 elided", "#8 322 elided",
        "#9 332 declarations only", "#10 340 elided", "#11 354 declarations only", "#12 383 elided",
        "#13 407 declarations only", "#14 422 runs, with #2, which declares 'mappedSignalA'",
        "#15 451 runs with a scene (password-map)", "#16 479 needs a scene",
        "#17 507 runs with a scene (flattenMap)", "#18 534 runs with a scene (password-filter)",
        "#19 555 runs with a scene (filter)", "#20 574 elided", "#21 595 runs with a scene (filter)", "#22 621 elided",
      ])
    XCTAssertEqual(outputs, ["output 1 matches"])
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
        "subscription-zh.md: 4 outputs stated: 3 match, 1 differ, 0 cannot run",
        "subscription-zh.md: 6 listings: 5 run, 1 declarations only",
        "output 1  the block at line 27  from #1 · matches (3 line(s))",
        "output 2  in #2 (line 37)  from #2 · matches (2 line(s))",
        "output 3  结果: after #3  from #3 · matches (2 line(s))",
        "output 4  the block at line 73  from #4 · DIFFERS (- post, + run)",
        "        1",
        "        2",
        "      - 3",
        "#1  line 11  runs · output 1",
        "#2  line 37  runs · output 2",
        "#3  line 50  runs · output 3",
        "#4  line 66  runs · output 4",
        "#5  line 83  declarations only",
        "#6  line 91  runs · the post states no output for it",
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
        "operators-en.md: 4 outputs stated: 3 match, 1 differ, 0 cannot run",
        "operators-en.md: 5 listings: 5 run",
        "output 1  the block at line 22  from #1 · matches (2 line(s))",
        "output 2  in #2 (line 29)  from #2 · matches (2 line(s))",
        "output 3  in #3 (line 41)  from #3 · matches (1 line(s))",
        "output 4  the block at line 63  from #4 · DIFFERS (- post, + run)",
        "      - x",
        "        y",
        "#1  line 8  runs · output 1",
        "#2  line 29  runs · output 2",
        "#3  line 41  runs · output 3",
        "#4  line 52  runs · output 4",
        "#5  line 70  runs · the post states no output for it",
      ])
    XCTAssertEqual(status, 1)
  }

  /// An output stated as a list on one line (`// => 1, 3, 6` beside a block that prints once per
  /// value, `// 输出：4、9`) states one printed line per item: the separators are no part of a word,
  /// a line that prints a comma itself still matches, and a wrong item still differs. A block
  /// comment under the code whose first line is a label (`/* * Output:`, `/* 打印结果:`) states one
  /// printed line per line of it.
  func testOutputsStatedAsAListOrInAFramedCommentAreFound() {
    let (lines, status) = report("lists-en.md")
    XCTAssertEqual(
      lines,
      [
        "lists-en.md: 6 outputs stated: 5 match, 1 differ, 0 cannot run",
        "lists-en.md: 6 listings: 6 run",
        "output 1  in #1 (line 6)  from #1 · matches (3 line(s))",
        "output 2  in #2 (line 17)  from #2 · matches (2 line(s))",
        "output 3  in #3 (line 28)  from #3 · matches (1 line(s))",
        "output 4  in #4 (line 37)  from #4 · DIFFERS (- post, + run)",
        "        5",
        "      - 7",
        "      + 6",
        "output 5  in #5 (line 45)  from #5 · matches (1 line(s))",
        "output 6  in #6 (line 57)  from #6 · matches (3 line(s))",
        "#1  line 6  runs · output 1",
        "#2  line 17  runs · output 2",
        "#3  line 28  runs · output 3",
        "#4  line 37  runs · output 4",
        "#5  line 45  runs · output 5",
        "#6  line 57  runs · output 6",
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
        "replay-zh.html: 3 outputs stated: 2 match, 1 differ, 0 cannot run",
        "replay-zh.html: 3 listings: 3 run",
        "output 1  the block at line 21  from #1 · matches (2 line(s))",
        "output 2  结果: after #2  from #2 · matches (1 line(s))",
        "output 3  the block at line 37  from #3 · DIFFERS (- post, + run)",
        "      - 丢",
        "        到",
        "#1  line 13  runs · output 1",
        "#2  line 26  runs · output 2",
        "#3  line 29  runs · output 3",
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
        "schedulers-en.html: 3 outputs stated: 2 match, 1 differ, 0 cannot run",
        "schedulers-en.html: 3 listings: 3 run",
        "output 1  the block at line 13  from #1 · matches (2 line(s))",
        "output 2  in #2 (line 17)  from #2 · matches (2 line(s))",
        "output 3  the block at line 32  from #3 · DIFFERS (- post, + run)",
        "        once",
        "      + once",
        "#1  line 5  runs · output 1",
        "#2  line 17  runs · output 2",
        "#3  line 27  runs · output 3",
      ])
    XCTAssertEqual(status, 1)
  }

  /// A Markdown post in Chinese, one row per stated output: "signalB输出如下：" after a listing
  /// that only builds signals, matched to the next listing, which subscribes (and runs with the
  /// first, which declares `signalB`); a `vim` box; a listing that prints the `doubled` of the one
  /// before it, an array's description; a tuple's description under NSLog's prefix; a box that
  /// holds its own output (`输出：`) and whose `letters` the next listing maps (the box's output is
  /// its own, and the next listing's code runs after it); a signal subscribed to only in the prose
  /// (cannot run); an output the post elides with `...`; a wrong output.
  func testAChineseMarkdownPostStatesEachOutputOnceWithTheListingsThatProduceIt() {
    let (lines, status) = report("stated-outputs-zh.md")
    XCTAssertEqual(
      lines,
      [
        "stated-outputs-zh.md: 8 outputs stated: 5 match, 2 differ, 1 cannot run; 1 of the differences explained",
        "stated-outputs-zh.md: 10 listings: 10 run",
        "output 1  the block at line 25  from #1 + #2 (#1 only builds signals; #2 subscribes to them) · matches (2 line(s))",
        "output 2  the block at line 53  from #3 + #4 (#3, which declares 'doubled') · matches (5 line(s))",
        "output 3  the block at line 70  from #5 · matches (4 line(s))",
        "output 4  in #6 (line 79)  from #6 · matches (2 line(s))",
        "output 5  the block at line 99  from #6 + #7 (#6, which declares 'letters'; the 2 line(s) printed first are #6's own stated output) · matches (2 line(s))",
        "output 6  the block at line 112  from #8 · cannot run: #8 only builds signals (it subscribes to none), and no later listing of the post subscribes to them",
        "output 7  the block at line 127  from #9 · differs, explained below (- post, + run)",
        "        1",
        "        2",
        "      - ...",
        "      + 3",
        "      + 4",
        "      + 5",
        "        6",
        "    an elision in the post: it shows the run's lines in order and leaves 3 line(s) out where it writes '...'",
        "output 8  the block at line 144  from #10 · DIFFERS (- post, + run)",
        "      - 错",
        "      + 对",
        "#1  line 11  runs · output 1 (printed by #2)",
        "#2  line 32  runs, with #1, which declares 'signalB' · prints output 1, stated for #1",
        "#3  line 40  runs · the post states no output for it",
        "#4  line 47  runs, with #3, which declares 'doubled' · output 2",
        "#5  line 63  runs · output 3",
        "#6  line 79  runs · output 4",
        "#7  line 89  runs, with #6, which declares 'letters' · output 5",
        "#8  line 106  runs · output 6",
        "#9  line 118  runs · output 7",
        "#10  line 136  runs · output 8",
      ])
    XCTAssertEqual(status, 1, "an unexplained difference fails the check")
  }

  /// A Markdown post in English: "This prints:" after a listing that builds a subject and a
  /// mapped signal, printed by the next listing's subscription; a class declared in one listing
  /// (its output in a `vim` box) and used in the next; an array's description printed by a
  /// listing that uses the signal of the one before it; a wrong line; a signal whose only
  /// subscription needs the app's objects (its output cannot run, and the row says why).
  func testAnEnglishMarkdownPostStatesEachOutputOnceWithTheListingsThatProduceIt() {
    let (lines, status) = report("stated-outputs-en.md")
    XCTAssertEqual(
      lines,
      [
        "stated-outputs-en.md: 5 outputs stated: 3 match, 1 differ, 1 cannot run",
        "stated-outputs-en.md: 9 listings: 7 run, 1 need a scene, 1 declarations only",
        "output 1  the block at line 17  from #1 + #2 (#1 only builds signals; #2 subscribes to them) · matches (2 line(s))",
        "output 2  the block at line 55  from #3 + #4 (#4 runs what #3 declares) · matches (2 line(s))",
        "output 3  the block at line 80  from #5 + #6 (#5, which declares 'numbers') · matches (5 line(s))",
        "output 4  the block at line 98  from #7 · DIFFERS (- post, + run)",
        "        1",
        "      - 3",
        "      + 2",
        "output 5  the block at line 111  from #8 + #9 (#8 only builds signals; #9 subscribes to them) · cannot run: #9 needs a scene: stated-outputs-en.md:116:9: error: -[Snippet statusLabel]: unrecognized selector sent to instance 0x600000000080 (UIViewController's stand-in has no 'statusLabel'; its nearest: isViewLoaded, loadView, setView:, view, viewDidLoad, viewDidAppear:)",
        "#1  line 8  runs · output 1 (printed by #2)",
        "#2  line 24  runs, with #1, which declares 'upper' · prints output 1, stated for #1",
        "#3  line 35  declarations only · output 2 (printed by #4)",
        "#4  line 60  runs, with #3, which declares 'Counter' · prints output 2, stated for #3",
        "#5  line 68  runs · the post states no output for it",
        "#6  line 72  runs, with #5, which declares 'numbers' · output 3",
        "#7  line 90  runs · output 4",
        "#8  line 105  runs · output 5 (for #9 to print)",
        "#9  line 115  needs a scene, with #8, which declares 'taps': stated-outputs-en.md:116:9: error: -[Snippet statusLabel]: unrecognized selector sent to instance 0x600000000080 (UIViewController's stand-in has no 'statusLabel'; its nearest: isViewLoaded, loadView, setView:, view, viewDidLoad, viewDidAppear:) · would print output 5, stated for #8",
      ])
    XCTAssertEqual(status, 1, "an unexplained difference fails the check")
  }

  /// A Hexo page in Chinese: two signals built, "合并后的信号输出如下：" in a `vim` box, the merge
  /// subscribed in the next listing; a zip that uses the first listing's `left` (and not the
  /// merge's run); a tuple's description; a wrong output.
  func testAChineseHTMLPageStatesEachOutputOnceWithTheListingsThatProduceIt() {
    let (lines, status) = report("stated-outputs-zh.html")
    XCTAssertEqual(
      lines,
      [
        "stated-outputs-zh.html: 4 outputs stated: 3 match, 1 differ, 0 cannot run",
        "stated-outputs-zh.html: 5 listings: 5 run",
        "output 1  the block at line 9  from #1 + #2 (#1 only builds signals; #2 subscribes to them) · matches (2 line(s))",
        "output 2  the block at line 15  from #1 + #3 (#1, which declares 'left') · matches (1 line(s))",
        "output 3  the block at line 19  from #4 · matches (4 line(s))",
        "output 4  the block at line 23  from #5 · DIFFERS (- post, + run)",
        "      - 6",
        "      + 5",
        "#1  line 7  runs · output 1 (printed by #2)",
        "#2  line 11  runs, with #1, which declares 'left' · prints output 1, stated for #1",
        "#3  line 13  runs, with #1, which declares 'left' · output 2",
        "#4  line 17  runs · output 3",
        "#5  line 21  runs · output 4",
      ])
    XCTAssertEqual(status, 1, "an unexplained difference fails the check")
  }

  /// A page in English: a sequence built in one listing and enumerated in the next, its output
  /// `3 3 5` (printed numbers, no gutter); a signal the page subscribes to only in words (cannot
  /// run); an output shortened with `...` (differs, explained by the elision); an array's
  /// description that is wrong.
  func testAnEnglishHTMLPageStatesEachOutputOnceWithTheListingsThatProduceIt() {
    let (lines, status) = report("stated-outputs-en.html")
    XCTAssertEqual(
      lines,
      [
        "stated-outputs-en.html: 4 outputs stated: 1 match, 2 differ, 1 cannot run; 1 of the differences explained",
        "stated-outputs-en.html: 5 listings: 5 run",
        "output 1  the block at line 16  from #1 + #2 (#1, which declares 'lengths') · matches (3 line(s))",
        "output 2  the block at line 24  from #3 · cannot run: #3 only builds signals (it subscribes to none), and no later listing of the post subscribes to them",
        "output 3  the block at line 34  from #4 · differs, explained below (- post, + run)",
        "        1",
        "        2",
        "      - ...",
        "      + 3",
        "      + 4",
        "      + 5",
        "      + 6",
        "      + 7",
        "        8",
        "    an elision in the post: it shows the run's lines in order and leaves 5 line(s) out where it writes '...'",
        "output 4  the block at line 43  from #5 · DIFFERS (- post, + run)",
        "        (",
        "        x,",
        "      - z",
        "      + y",
        "        )",
        "#1  line 5  runs · the post states no output for it",
        "#2  line 11  runs, with #1, which declares 'lengths' · output 1",
        "#3  line 21  runs · output 2",
        "#4  line 27  runs · output 3",
        "#5  line 40  runs · output 4",
      ])
    XCTAssertEqual(status, 1, "an unexplained difference fails the check")
  }

  /// Demo methods outside any class each run, in order, and each method's comment is an output of
  /// its own, compared with what that method printed; a method the next listing calls is that
  /// listing's to run, so the output stated after it is the calling listing's (run alone it would
  /// subscribe to nothing yet).
  func testDemoMethodsStateAnOutputEachAndAMethodALaterListingCallsIsRunByIt() {
    let (lines, status) = report("demo-methods-zh.md")
    XCTAssertEqual(
      lines,
      [
        "demo-methods-zh.md: 3 outputs stated: 3 match, 0 differ, 0 cannot run",
        "demo-methods-zh.md: 3 listings: 2 run, 1 declarations only",
        "output 1  in #1 (line 14)  from #1 · matches (3 line(s))",
        "output 2  in #1 (line 32)  from #1 · matches (2 line(s))",
        "output 3  the block at line 57  from #2 + #3 (#3 runs what #2 declares) · matches (2 line(s))",
        "#1  line 6  runs · outputs 1 and 2",
        "#2  line 45  declarations only · output 3 (printed by #3)",
        "#3  line 64  runs, with #2, which declares 'counter' · prints output 3, stated for #2",
      ])
    XCTAssertEqual(status, 0)
  }

  /// A view controller's demo methods with no `-viewDidLoad` to call them run as bare ones do: each
  /// on a new instance, each comment compared with what its own method printed.
  func testDemoMethodsOfAViewControllerWithoutViewDidLoadEachMatchTheirOutput() {
    let (lines, status) = report("demo-class-en.md")
    XCTAssertEqual(
      lines,
      [
        "demo-class-en.md: 2 outputs stated: 2 match, 0 differ, 0 cannot run",
        "demo-class-en.md: 1 listing: 1 run",
        "output 1  in #1 (line 22)  from #1 · matches (3 line(s))",
        "output 2  in #1 (line 32)  from #1 · matches (2 line(s))",
        "#1  line 6  runs · outputs 1 and 2",
      ])
    XCTAssertEqual(status, 0)
  }

  /// NSLog's lines pasted into the listing's box after the code (a blog's `///打印` then the
  /// console's lines with their timestamps) are the output the listing states.
  func testNSLogLinesInTheListingsBoxAreItsStatedOutput() {
    let (lines, status) = report("nslog-in-box-zh.md")
    XCTAssertEqual(
      lines,
      [
        "nslog-in-box-zh.md: 1 output stated: 1 match, 0 differ, 0 cannot run",
        "nslog-in-box-zh.md: 1 listing: 1 run",
        "output 1  in #1 (line 6)  from #1 · matches (3 line(s))",
        "#1  line 6  runs · output 1",
      ])
    XCTAssertEqual(status, 0)
  }

  /// A view controller's `.m` file whose header the post leaves out runs its `-viewDidLoad`,
  /// `[super viewDidLoad]` included: the methods it overrides say its superclass is UIViewController.
  func testAViewControllerWhoseHeaderIsLeftOutRunsItsSuperCalls() {
    let (lines, status) = report("extension-only-view-controller-zh.md")
    XCTAssertEqual(
      lines,
      [
        "extension-only-view-controller-zh.md: 1 output stated: 1 match, 0 differ, 0 cannot run",
        "extension-only-view-controller-zh.md: 1 listing: 1 run",
        "output 1  the block at line 30  from #1 · matches (2 line(s))",
        "#1  line 6  runs · output 1",
      ])
    XCTAssertEqual(status, 0)
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
