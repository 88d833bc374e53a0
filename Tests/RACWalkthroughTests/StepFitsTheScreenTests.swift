import Foundation
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

/// `step` on a screen of a given height: every stop fits it, its header and `→` line first, the
/// call stack folded (`… N frames`), the output's last lines under its count; `f` shows the whole
/// stop a page at a time.
final class StepFitsTheScreenTests: LeakCheckedTestCase {
  /// Three `map:`s over a subject that is sent eight values: a stop inside the subscriber's block
  /// has a stack 38 calls deep and output growing to eight lines.
  private static let deepProgram = """
    RACSubject *subject = [RACSubject subject];
    RACSignal *signal = subject;
    for (int i = 0; i < 3; i++) {
      signal = [signal map:^id(id value) { return value; }];
    }
    [signal subscribeNext:^(id x) {
      NSLog(@"got %@", x);
    }];
    for (int i = 0; i < 8; i++) {
      [subject sendNext:@(i)];
    }
    [subject sendCompleted];

    """

  private var folder: URL?

  override func tearDown() {
    if let folder { try? FileManager.default.removeItem(at: folder) }
    super.tearDown()
  }

  private func deepFile() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("step-fits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    self.folder = folder
    let file = folder.appendingPathComponent("deep.m")
    try Self.deepProgram.write(to: file, atomically: true, encoding: .utf8)
    return file.path
  }

  private func run(
    _ arguments: [String], input: [String] = [], interactive: Bool = false, screen: TerminalSize? = nil
  ) -> [String] {
    var output: [String] = []
    var pending = input[...]
    let environment = CommandEnvironment(
      write: { output.append(contentsOf: $0.components(separatedBy: "\n")) },
      writeError: { output.append("error: " + $0) },
      readLine: { pending.popFirst() }, isInteractive: interactive, walkthroughsDirectory: walkthroughsDirectory,
      terminalSize: { screen })
    _ = WalkthroughCommandLine.run(arguments, environment: environment)
    return output
  }

  func testAStopOnAFourteenRowScreenKeepsItsLineFoldsTheStackAndEndsWithTheOutputsLastLines() throws {
    let file = try deepFile()
    let output = run(["step", file, "--height", "14", "--from", "94"])
    XCTAssertEqual(
      Array(output.dropFirst(2)),
      [
        // A screen shows the code around the line, as a debugger does, with the rest.
        "── stop 94/96 · deep.m:7 · thread main · scheduler com.ReactiveCocoa.RACScheduler.mainThreadScheduler",
        "    6 │ [signal subscribeNext:^(id x) {",
        "  → 7 │ NSLog(@\"got %@\", x);",
        "    8 │ }];",
        "  calls into RAC: RACSubscriber -sendCompleted",
        "  39 event(s) here: `i` walks them one by one, `o` comes back",
        "  call stack:",
        "    RACSubject#1 \"subject\" -sendNext:(value: 7)  // RACSubject.m:91 -sendNext:",
        "    … 36 frames (`i` or --all shows them)",
        "                    RACDynamicSignal#4 \"[[[subject] -map:] -map:] -map:\" subscribeNext: block(x: 7)  // deep.m:6",
        "  output so far (8 lines, the last 1):",
        "    got 7",
        "── stop 95/96 · deep.m:9 · thread main · scheduler com.ReactiveCocoa.RACScheduler.mainThreadScheduler",
        "    7 │   NSLog(@\"got %@\", x);",
        "    8 │ }];",
        "  → 9 │ for (int i = 0; i < 8; i++) {",
        "    10 │   [subject sendNext:@(i)];",
        "    11 │ }",
        "  1 event(s) here: `i` walks them one by one, `o` comes back",
        "  call stack:",
        "    (empty)",
        "  output so far (8 lines, the last 2):",
        "    got 6",
        "    got 7",
        "── stop 96/96 · deep.m:12 · thread main · scheduler com.ReactiveCocoa.RACScheduler.mainThreadScheduler",
        "    10 │   [subject sendNext:@(i)];",
        "    11 │ }",
        "  → 12 │ [subject sendCompleted];",
        "  calls into RAC: RACSubject -sendCompleted",
        // The subscribers the completion frees, folded into the line's stop.
        "  ✝ 5 objects freed here (RACSubscriber#5, RACSubscriber#8, RACSubscriber#10, …; `i` shows each -dealloc)",
        "  63 event(s) here: `i` walks them one by one, `o` comes back",
        "  call stack:",
        "    (empty)",
        "  output so far (8 lines, the last 2):",
        "    got 6",
        "    got 7",
      ])
  }

  /// Without a height a pipe gets each stop whole, as before: the same stop shows the stack's
  /// outermost frame and innermost seven, and every line printed.
  func testAPipeWithoutAHeightGetsTheWholeStop() throws {
    let file = try deepFile()
    let output = run(["step", file, "--from", "94"])
    let stop = Array(output.dropFirst(2).prefix { !$0.hasPrefix("── stop 95/") })
    XCTAssertEqual(stop.count, 4 + 10 + 9)
    XCTAssertEqual(stop[5], "    RACSubject#1 \"subject\" -sendNext:(value: 7)  // RACSubject.m:91 -sendNext:")
    XCTAssertEqual(stop[6], "    … 30 frames (`i` or --all shows them)")
    XCTAssertEqual(stop.suffix(9), ["  output so far:"] + (0..<8).map { "    got \($0)" })
  }

  /// On a terminal the screen's own height is used (the environment's `terminalSize`, which reads
  /// LINES or asks the terminal); `i` goes into a stop whose every-event view is fitted the same
  /// way, its deep stack folded and indented no deeper than eight levels; `f` shows the whole
  /// stop a page at a time, and a key typed at a page is acted on.
  func testATerminalFitsEveryViewAndPagesTheWholeStop() throws {
    let file = try deepFile()
    let screen = TerminalSize(rows: 16, columns: 200)
    let output = run(["step", file], input: ["94", "i", "f", "", "", "q"], interactive: true, screen: screen)
    // Between two prompts: what one key showed.
    var views: [[String]] = [[]]
    for line in output.dropFirst(2) {
      if line.hasPrefix("[Enter/n] next") {
        views.append([])
      } else {
        views[views.count - 1].append(line)
      }
    }
    XCTAssertEqual(
      views.count, 5, "stop 1, stop 94, into stop 94, its whole view, the prompt after q: \(views.map(\.first))")
    XCTAssertEqual(views.last, [], "q leaves the pages for the prompt; the input then ends")
    for view in views.prefix(3) {
      XCTAssertLessThanOrEqual(StopText.rows(of: view, columns: 200), 14, view.joined(separator: "\n"))
    }
    XCTAssertEqual(
      views[2].map { $0.replacingOccurrences(of: file, with: "FILE") },
      [
        "── stop 94/96, event 1 of 39 · trace event #1375 · thread main · scheduler com.ReactiveCocoa.RACScheduler.mainThreadScheduler",
        "  line FILE:7",
        "  call stack:",
        "    RACSubject#1 \"subject\" -sendNext:(value: 7)  // RACSubject.m:91 -sendNext:",
        "    … 35 frames (`f` shows them)",
        "                    RACSubscriber#5 nextBlock(x: 7)  // RACSubscriber.m:72 -sendNext: nextBlock",
        "                    RACDynamicSignal#4 \"[[[subject] -map:] -map:] -map:\" subscribeNext: block(x: 7)  // deep.m:6",
        "  bookkeeping: (the latest 2 of 4)",
        "    RACDynamicSignal#3 \"[[subject] -map:] -map:\": signals: [<RACDynamicSignal#2 \"[subject] -map:\">], compoundDisposable: [<RACSerialDisposable#25 \"selfDisposable\">]",
        "    RACDynamicSignal#4 \"[[[subject] -map:] -map:] -map:\": signals: [<RACDynamicSignal#3 \"[[subject] -map:] -map:\">], compoundDisposable: [<RACSerialDisposable#28 \"selfDisposable\">]",
        "  disposed so far: RACCompoundDisposable#123, RACDisposable#124, RACCompoundDisposable#126, RACDisposable#127 (+38 earlier)",
        "  output so far (7 lines, the last 2):",
        "    got 5",
        "    got 6",
      ])
    // `f`: the whole every-event stop (38 frames, 7 lines of output …) in pages of 14 rows.
    let pages = views[3].filter { $0.hasPrefix("-- page ") }
    XCTAssertEqual(pages.first, "-- page 1 of 4: [Enter] more, [q] leaves the pages, another key leaves and acts --")
    XCTAssertEqual(pages.count, 3, "q at the third page leaves the pages, not the walk")
    XCTAssertTrue(views[3].contains("    RACSubject#1 \"subject\" -sendNext:(value: 7)  // RACSubject.m:91 -sendNext:"))
  }

  /// On a screen a long name in the stack keeps its start and end and no longer wraps over rows;
  /// the whole stop (`f`, a pipe) keeps it whole.
  func testALongNameInAFittedStackIsShortenedInItsMiddleAndWholeOnRequest() {
    let name = "[[[[[<FMContactItem#533> -rac_valuesForKeyPath:] -map:] -filter:] -collect] -flattenMap:"
    let frame = "RACDynamicSignal#12 \"\(name)\" -subscribe:(subscriber: <RACSubscriber#40>)"
    let text = StopText(head: ["── stop 1/1"], stack: [(0, frame)], output: [])
    let fitted = text.fitted(rows: 10, columns: 120)
    XCTAssertEqual(
      fitted[2],
      "    RACDynamicSignal#12 \"[[[[[<FMContactItem#533… -collect] -flattenMap:\" -subscribe:(subscriber: <RACSubscriber#40>)"
    )
    XCTAssertEqual(text.unfolded[2], "    " + frame)
    XCTAssertEqual(text.whole[2], "    " + frame)
  }

  /// A whole stop (a pipe) shows the last 20 lines printed under their count: a program printing a
  /// line per statement made every stop repeat all of its output.
  func testAWholeStopShowsTheLastTwentyLinesPrintedUnderTheirCount() {
    let lines = (1...40).map { "line \($0)" }
    let text = StopText(head: ["── stop 1/1"], stack: [], output: SharedPrefix(lines))
    XCTAssertEqual(
      Array(text.whole.suffix(21)), ["  output so far (40 lines, the last 20):"] + lines.suffix(20).map { "    " + $0 })
    XCTAssertEqual(Array(text.unfolded.suffix(21)), Array(text.whole.suffix(21)))
    let short = StopText(head: ["── stop 1/1"], stack: [], output: SharedPrefix(Array(lines.prefix(20))))
    XCTAssertEqual(Array(short.whole.suffix(21)), ["  output so far:"] + lines.prefix(20).map { "    " + $0 })
  }

  /// The fitting itself: a stack 120 calls deep and 40 lines of output on 20 rows.
  func testAStopTallerThanTheScreenKeepsItsHeadAndFoldsTheRest() {
    let text = StopText(
      head: ["── stop 7/9 · scene.m:12", "  → 12 │ [d dispose];"],
      stack: (0..<120).map { ($0, "frame \($0)") }, bookkeeping: (0..<5).map { "keeping \($0)" },
      output: SharedPrefix((1...40).map { "line \($0)" }))
    XCTAssertEqual(
      text.fitted(rows: 20),
      [
        "── stop 7/9 · scene.m:12",
        "  → 12 │ [d dispose];",
        "  call stack:",
        "    frame 0",
        "    … 115 frames (`i` or --all shows them)",
        "                    frame 116",
        "                    frame 117",
        "                    frame 118",
        "                    frame 119",
        "  bookkeeping: (the latest 4 of 5)",
        "    keeping 1",
        "    keeping 2",
        "    keeping 3",
        "    keeping 4",
        "  output so far (40 lines, the last 5):",
        "    line 36",
        "    line 37",
        "    line 38",
        "    line 39",
        "    line 40",
      ])
    // A line wider than the screen takes the rows it wraps onto.
    XCTAssertEqual(StopText.rows(of: [String(repeating: "x", count: 81), "y"], columns: 40), 4)
    XCTAssertEqual(StopText.rows(of: ["清空名称"], columns: 4), 2, "a CJK character takes two columns")
    XCTAssertEqual(StopText.pages(["a", "b", "c"], rows: 2), [["a", "b"], ["c"]])
  }

  func testHeightMustBeANumberOfRows() {
    XCTAssertEqual(
      run(["step", "map", "--height", "three"]),
      ["error: rac-walkthrough: step: --height takes a number of rows from 5 up, not 'three'"])
  }

  /// `TerminalSize.current` takes LINES and COLUMNS when the shell exports them.
  func testTheTerminalSizeComesFromLinesAndColumnsFirst() {
    XCTAssertEqual(
      TerminalSize.current(environment: ["LINES": "50", "COLUMNS": "132"]), TerminalSize(rows: 50, columns: 132))
  }
}
