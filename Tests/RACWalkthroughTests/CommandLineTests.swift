import Foundation
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

/// The command line, run in-process: what each command prints, its exit status, and a one-line
/// error for every kind of bad input.
final class CommandLineTests: LeakCheckedTestCase {

  private func run(_ arguments: [String], input: [String] = [], interactive: Bool = false) -> CommandRun {
    CommandRun.run(arguments, input: input, interactive: interactive)
  }

  private func assertOneLineError(
    _ result: CommandRun, status: Int32, containing text: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(result.status, status, file: file, line: line)
    XCTAssertEqual(result.errors.count, 1, "\(result.errors)", file: file, line: line)
    XCTAssertFalse(result.errors.first?.contains("\n") ?? true, file: file, line: line)
    XCTAssertTrue(result.errors.first?.contains(text) ?? false, "\(result.errors)", file: file, line: line)
  }

  func testListShowsEveryWalkthroughWithItsPost() throws {
    let result = run(["list"])
    let entries = try objectiveCWalkthroughs()
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.output.count, allWalkthroughs.count + entries.count)
    for walkthrough in allWalkthroughs {
      XCTAssertTrue(result.output.contains { $0.hasPrefix(walkthrough.name + " ") && $0.contains(walkthrough.post) })
    }
    // The walkthroughs beyond the posts come last, each saying it runs its own Objective-C.
    for (line, entry) in zip(result.output.suffix(entries.count), entries) {
      XCTAssertTrue(
        line.hasPrefix(entry.name + " ") && line.contains("its own Objective-C") && line.contains(entry.title), line)
    }
  }

  func testRunPrintsTheOutputThenTheCallTree() {
    let result = run(["run", "map"])
    XCTAssertEqual(result.status, 0)
    let output = result.output.firstIndex(of: "== output") ?? -1
    XCTAssertEqual(
      Array(result.output[(output + 1)...(output + 2)]), ["class-NSNumber,value-3", "class-String,value-ABC"])
    XCTAssertTrue(result.text.contains("      RACDynamicSignal#2 \"mappedSignalA\" didSubscribe("))
  }

  /// (Every walkthrough is verified in-process by `WalkthroughVerificationTests`; exploring the
  /// collect walkthroughs' schedules takes a while, so the command is checked on two.)
  func testVerifyPassesForTheNamedWalkthroughsAndExitsZero() {
    let result = run(["verify", "map", "filter"])
    XCTAssertEqual(result.status, 0, result.text)
    XCTAssertEqual(result.output.last, "verify: all 2 walkthrough(s) match their posts")
    // A walkthrough written in Objective-C is checked against its post too, not as a user's file.
    let objectiveC = run(["verify", "dispose-order"])
    XCTAssertEqual(objectiveC.status, 0, objectiveC.text)
    XCTAssertEqual(objectiveC.output.last, "verify: all 1 walkthrough(s) match their posts")
    XCTAssertFalse(objectiveC.text.contains("stated output"), objectiveC.text)
    XCTAssertTrue(result.text.contains("__NSCFNumber"), "the class-name table is shown")
  }

  func testVerifyFailsWithStatusOneWhenTheFolderDisagrees() throws {
    let folder = try copyOfWalkthroughs()
    try "x\n".write(to: folder.appendingPathComponent("map/post-output.txt"), atomically: true, encoding: .utf8)
    let result = run(["verify", "map", "--walkthroughs", folder.path])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.text.contains("output: DIFFERS from the post"))
    XCTAssertTrue(result.text.contains("- x"))
  }

  func testStepOnAPipePrintsEveryStopWithThePostsStepsMarked() {
    let result = run(["step", "map"])
    XCTAssertEqual(result.status, 0)
    for number in 1...12 {
      XCTAssertTrue(result.text.contains("★ post step \(number):"), "step \(number) is not marked")
    }
    XCTAssertTrue(result.text.contains("call stack:"))
    XCTAssertTrue(result.text.contains("output so far:"))
  }

  func testInteractiveStepGoesForwardBackAndJumpsToAPostStep() {
    let result = run(["step", "map"], input: ["", "b", "s 9", "q"], interactive: true)
    XCTAssertEqual(result.status, 0)
    let headers = result.output.filter { $0.hasPrefix("── ") }.map { $0.components(separatedBy: " · ").first ?? "" }
    XCTAssertEqual(headers.count, 4)
    XCTAssertTrue(headers[0].hasPrefix("── stop 1/"))
    XCTAssertTrue(headers[1].hasPrefix("── stop 2/"))
    XCTAssertTrue(headers[2].hasPrefix("── stop 1/"))
    let lastStop = result.output.drop { !$0.hasPrefix(headers[3]) }
    XCTAssertTrue(lastStop.contains { $0.contains("★ post step 9:") })
  }

  func testInteractiveStepSaysWhenThereIsNoSuchStop() {
    let result = run(["step", "map"], input: ["99999", "q"], interactive: true)
    XCTAssertTrue(result.text.contains("(no stop 99999 here;"))
  }

  func testTraceAsJSONLinesHasOneDecodableObjectPerEvent() throws {
    let result = run(["trace", "map", "--format", "jsonl"])
    XCTAssertEqual(result.status, 0)
    let lines = result.text.split(separator: "\n")
    XCTAssertGreaterThan(lines.count, 100)
    for line in lines {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      XCTAssertNotNil(object?["sequence"])
      XCTAssertNotNil(object?["block"])
    }
  }

  /// Each output of explore comes with one schedule in words and the command that replays it; the
  /// post's output is marked, and replaying its schedule prints it.
  func testExploreListsEachOutputMarksThePostsAndItsScheduleReplaysIt() throws {
    // One exploration for both checks: it is the slowest thing this class runs.
    let result = run(["explore", "collect-v3", "--variant", "letters3-MN"])
    XCTAssertEqual(result.status, 0, result.errors.joined())
    XCTAssertEqual(
      result.output.first,
      "collect-v3 [letters3-MN]: 1887 schedule(s) run and 0 pruned (orders of commuting turns already run): every order covered, 1 distinct output(s)"
    )
    XCTAssertTrue(result.text.contains("  [queue] NSString, B-Y-N"))
    XCTAssertEqual(result.output[2], "#1: 1887 schedule(s)  ← what the post printed")
    XCTAssertTrue(result.output[3].hasPrefix("  one of them: queue 1 ×"), result.output[3])
    let command = try XCTUnwrap(result.output[4].components(separatedBy: "replay it: rac-walkthrough ").last)
    XCTAssertTrue(command.hasPrefix("run collect-v3 --variant letters3-MN --schedule "), command)
    let replayed = run(command.split(separator: " ").map(String.init) + ["--output-only"])
    XCTAssertEqual(replayed.status, 0, replayed.errors.joined())
    XCTAssertEqual(
      replayed.output.map {
        $0.replacingOccurrences(of: "com.ReactiveCocoa.RACScheduler.backgroundScheduler", with: "queue")
      },
      ["[queue] String, A-X-M", "[queue] String, B-Y-N", "[queue] completed"])
    assertOneLineError(run(["run", "collect-v2", "--schedule", "1,x"]), status: 2, containing: "--schedule takes")
    assertOneLineError(run(["step", "map", "--variant", "nope"]), status: 2, containing: "has no variant 'nope'")
  }

  func testExploreSaysWhenItSamples() {
    let result = run(["explore", "collect-v2", "--limit", "5", "--samples", "8", "--seed", "3"])
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(
      result.output.first?.contains("a sample of 8 schedules (seed 3; more than 5 in all)") ?? false, result.text)
  }

  func testEveryCommandHasHelp() {
    for command in ["list", "run", "step", "verify", "trace", "explore"] {
      let result = run([command, "--help"])
      XCTAssertEqual(result.status, 0)
      XCTAssertTrue(result.text.hasPrefix("USAGE: rac-walkthrough \(command)"), command)
    }
    XCTAssertTrue(run(["help"]).text.contains("COMMANDS:"))
    XCTAssertTrue(run([]).text.contains("Start with: rac-walkthrough step map"))
  }

  func testTheCommandsThatRunObjectiveCFilesShowFILEmInTheirUsage() {
    let usage = ["step", "trace", "explore"].map { command in
      run([command, "--help"]).output.first?.components(separatedBy: "\n").prefix(2).joined(separator: "\n")
    }
    XCTAssertEqual(
      usage,
      [
        """
        USAGE: rac-walkthrough step NAME|FILE.m [--all] [--from N] [--post-steps] [--height N] [--schedule 0,1,0]
                                                [--variant V] [budgets]
        """,
        """
        USAGE: rac-walkthrough trace NAME|FILE.m [--format text|jsonl|lines|mermaid|marbles|html]
                                                 [--calls-only] [--expand-dispose] [--max-depth N] [--objc] [budgets]
        """,
        """
        USAGE: rac-walkthrough explore NAME|FILE.m [--variant V] [--limit N] [--samples N] [--seed S]
                                                   [--all-schedules] [budgets]
        """,
      ])
  }

  func testBadInputGivesAOneLineErrorAndANonZeroStatus() throws {
    assertOneLineError(run(["frobnicate"]), status: 2, containing: "unknown command 'frobnicate'")
    assertOneLineError(run(["run", "nope"]), status: 2, containing: "unknown walkthrough 'nope'")
    assertOneLineError(run(["run"]), status: 2, containing: "missing walkthrough name or FILE.m")
    assertOneLineError(run(["run", "map", "filter"]), status: 2, containing: "takes one walkthrough name")
    assertOneLineError(run(["run", "map", "--colour"]), status: 2, containing: "unknown option '--colour'")
    assertOneLineError(run(["trace", "map", "--format", "xml"]), status: 2, containing: "unknown format 'xml'")
    assertOneLineError(run(["trace", "map", "--format"]), status: 2, containing: "--format needs a value")
    assertOneLineError(run(["step", "map", "--from", "0"]), status: 2, containing: "--from takes a stop number")
    assertOneLineError(run(["verify", "--walkthroughs", "/no/such/folder"]), status: 2, containing: "is not a folder")
    assertOneLineError(run(["help", "nope"]), status: 2, containing: "help: unknown command 'nope'")
    assertOneLineError(
      run(["explore", "map", "--limit", "0"]), status: 2, containing: "--limit takes a whole number above 0")
    assertOneLineError(run(["explore", "map", "--variant", "x"]), status: 2, containing: "map has no variant 'x'")
  }

  func testAnArgumentWithControlCharactersIsEscapedInTheOneLineError() {
    let result = run(["run", "evil\u{1B}[31m\nname"])
    assertOneLineError(result, status: 2, containing: "unknown walkthrough 'evil\\u{1B}[31m\\u{0A}name'")
    XCTAssertFalse(result.errors.joined().unicodeScalars.contains { $0.value < 0x20 })
  }

  func testAFlagGivenTwiceIsAnErrorWhateverItIs() {
    assertOneLineError(
      run(["trace", "map", "--format", "text", "--format", "jsonl"]), status: 2, containing: "--format is given twice")
    assertOneLineError(run(["step", "map", "--all", "--all"]), status: 2, containing: "--all is given twice")
  }

  func testDiagramFlagsWithAFormatThatDrawsNoDiagramAreRefusedNotIgnored() {
    assertOneLineError(
      run(["trace", "map", "--calls-only"]), status: 2,
      containing: "--calls-only shapes the sequence diagram, which only --format mermaid and html draw (not text)")
    assertOneLineError(
      run(["trace", "map", "--format", "marbles", "--max-depth", "2"]), status: 2, containing: "--max-depth shapes")
    XCTAssertEqual(run(["trace", "map", "--format", "mermaid", "--calls-only"]).status, 0)
  }

  func testHelpExplainsItselfAndTakesOneCommand() {
    let result = run(["help", "help"])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(
      result.output,
      [
        """
        USAGE: rac-walkthrough help [COMMAND]

        Without COMMAND, the list of commands; with one, that command's help (the same as
        `rac-walkthrough COMMAND --help`).
        """
      ])
    for asked in [["help", "--help"], ["help", "-h"]] {
      let same = run(asked)
      XCTAssertEqual(same.status, 0, "\(asked)")
      XCTAssertEqual(same.output, result.output, "\(asked)")
      XCTAssertEqual(same.errors, [], "\(asked)")
    }
    assertOneLineError(run(["help", "run", "step"]), status: 2, containing: "help: one command at a time")
  }

  func testVerifyTellsItsProgressWalkthroughByWalkthroughAndClearsIt() {
    let result = run(["verify", "map", "filter"])
    XCTAssertEqual(result.progress, ["verify: map (1 of 2)…", "verify: filter (2 of 2)…", ""])
    XCTAssertFalse(result.text.contains("(1 of 2)"), "progress is not part of the output")
  }

  func testAWriteThatFailsIsReportedWithItsReasonNotSwallowed() throws {
    guard let full = fopen("/dev/full", "w") else { throw XCTSkip("this system has no /dev/full") }
    defer { fclose(full) }
    let output = FileOutput(full)
    for index in 0..<10_000 { output.writeLine("line \(index)") }
    XCTAssertEqual(output.finish(), String(cString: strerror(ENOSPC)))
  }

  func testUnreadableOrMalformedWalkthroughDataGivesAOneLineError() throws {
    let folder = try copyOfWalkthroughs()
    try "{ not json".write(to: folder.appendingPathComponent("map/steps.json"), atomically: true, encoding: .utf8)
    assertOneLineError(
      run(["verify", "map", "--walkthroughs", folder.path]), status: 1,
      containing: "steps.json is not a valid walkthrough file")
    try FileManager.default.removeItem(at: folder.appendingPathComponent("map/steps.json"))
    assertOneLineError(run(["step", "map", "--walkthroughs", folder.path]), status: 1, containing: "cannot read")
  }

  /// A scratch copy of the Walkthroughs folder's data, removed when the test ends.
  private func copyOfWalkthroughs() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rac-walkthrough-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: walkthroughsDirectory, to: folder)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    return folder
  }
}
