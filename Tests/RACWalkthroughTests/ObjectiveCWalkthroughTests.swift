import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RAC
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

/// The walkthroughs written in Objective-C alone (the questions readers of RAC ask most): each runs
/// from its folder, prints what RAC 2.5 prints, proves every step on its trace, leaves nothing
/// alive, and the list of them, their folders and the README agree.
final class ObjectiveCWalkthroughTests: LeakCheckedTestCase {
  private func load(_ entry: ObjectiveCWalkthroughEntry) throws -> (
    walkthrough: Walkthrough, snippet: ObjCSnippet, data: WalkthroughData
  ) {
    try ObjectiveCWalkthrough.load(entry, from: walkthroughsDirectory)
  }

  /// A folder is a walkthrough written in Objective-C by its data alone: a new folder with a
  /// `.m` file and a steps.json giving its title and why it leaves objects alive is listed, loaded
  /// with that title and reason, and verified, with no Swift and no list changed; one without a
  /// title is a one-line error naming its steps.json.
  func testAWalkthroughFolderIsFoundByItsDataAlone() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("anypost-discovery-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let folder = directory.appendingPathComponent("subject-keeps-subscribers", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try """
    RACSubject *subject = [RACSubject subject];
    [[subject map:^id(id x) { return x; }] subscribeNext:^(id x) { NSLog(@"%@", x); }];
    [subject sendNext:@"kept"];
    """.write(to: folder.appendingPathComponent("walkthrough.m"), atomically: true, encoding: .utf8)
    try "kept\n".write(to: folder.appendingPathComponent("post-output.txt"), atomically: true, encoding: .utf8)
    let steps = """
      {
        "title": "a subject that never completes keeps what -map: subscribed to it",
        "leaks": "the subject never completes; -bind: keeps it in signals",
        "objectiveC": { "files": ["walkthrough.m"] },
        "steps": [{ "en": "the value is mapped", "pattern": "output kept" }]
      }
      """
    try steps.write(to: folder.appendingPathComponent("steps.json"), atomically: true, encoding: .utf8)
    let entries = try objectiveCWalkthroughs(in: directory)
    XCTAssertEqual(
      entries.map { "\($0.name) | \($0.title) | \($0.leaksByDesign)" },
      [
        "subject-keeps-subscribers | a subject that never completes keeps what -map: subscribed to it | [\"\": \"the subject never completes; -bind: keeps it in signals\"]"
      ])
    let (walkthrough, snippet, data) = try ObjectiveCWalkthrough.load(entries[0], from: directory)
    XCTAssertEqual(walkthrough.leakReason(variant: nil), "the subject never completes; -bind: keeps it in signals")
    let report = Verifier.verify(walkthrough, against: data)
    XCTAssertNil(snippet.lastError)
    XCTAssertTrue(report.passed, ReportRenderer.render(report))

    try steps.replacingOccurrences(of: "\"title\"", with: "\"name\"")
      .write(to: folder.appendingPathComponent("steps.json"), atomically: true, encoding: .utf8)
    XCTAssertThrowsError(try objectiveCWalkthroughs(in: directory)) { error in
      let message = "\(error)"
      XCTAssertTrue(message.contains("subject-keeps-subscribers/steps.json") && message.contains("title"), message)
      XCTAssertFalse(message.contains("\n"))
    }
  }

  func testEachPrintsWhatRAC25PrintsAndProvesEveryStep() throws {
    for entry in try objectiveCWalkthroughs() {
      let (walkthrough, snippet, data) = try load(entry)
      XCTAssertNotNil(data.postOutput, "\(entry.name): post-output.txt holds the output RAC 2.5 prints")
      XCTAssertGreaterThanOrEqual(data.steps.count, 5, "\(entry.name): its claims, each proved on the trace")
      XCTAssertNotNil(data.notes, "\(entry.name): NOTES.md says what RAC 2.5 does and where")
      let report = Verifier.verify(walkthrough, against: data)
      XCTAssertNil(snippet.lastError, "\(entry.name): \(snippet.lastError?.description ?? "")")
      XCTAssertTrue(report.passed, ReportRenderer.render(report))
      XCTAssertEqual(report.output?.passed, true, "\(entry.name) is compared with its expected output")
    }
  }

  /// command-execution after its third, failed execution. RAC 2.5's `-execute:` removes an
  /// execution from `activeExecutionSignals` in blocks that hold the command weakly (`@weakify` /
  /// `@strongify`, RACCommand.m), and RAC's KVO holds it weakly too (RACKVOTrampoline.m): once the
  /// two-second block is done nothing holds `save` (the top-level code's locals went with its turn
  /// of the main run loop), so the failure reaches `errors` but nothing makes `executing` and
  /// `enabled` change back. The run does not end early: a later block that does not name `save`
  /// runs, and only one that keeps the command (as an app keeps its view model's) hears them.
  func testTheThirdExecutionsEndIsHeardOnlyWhileSomethingKeepsTheCommand() throws {
    let url = walkthroughsDirectory.appendingPathComponent("command-execution/walkthrough.m")
    let text = try String(contentsOf: url, encoding: .utf8)
    func lastLines(appending tail: String) throws -> [String] {
      let snippet = try ObjCSnippet(
        files: [SourceFile(name: "walkthrough.m", text: text + tail)], natives: .walkthroughs)
      let run = WalkthroughRun.replay(snippet.walkthrough(name: "command-execution"), recordingTrace: false)
      XCTAssertNil(snippet.lastError)
      return Array(run.outputLines.suffix(6))
    }
    let recorded = ["saving bad", "execute: error save 42", "errors: save 42"]
    XCTAssertEqual(try lastLines(appending: "").suffix(3), recorded[...])
    XCTAssertEqual(
      try lastLines(
        appending: "\n[[RACScheduler mainThreadScheduler] afterDelay:10 schedule:^{ NSLog(@\"later\"); }];"),
      ["enabled: 0", "executing: 1"] + recorded + ["later"])
    XCTAssertEqual(
      try lastLines(
        appending:
          "\n[[RACScheduler mainThreadScheduler] afterDelay:10 schedule:^{ NSLog(@\"later %d\", save != nil); }];"),
      recorded + ["enabled: 1", "executing: 0", "later 1"])
  }

  func testAStepThatIsNotTrueFailsTheWalkthrough() throws {
    let entry = try XCTUnwrap(try objectiveCWalkthroughs().first { $0.name == "concat-waits-for-completion" })
    var (walkthrough, _, data) = try load(entry)
    // The claim reversed: second is subscribed before first completes.
    data.steps = [
      WalkthroughStep(
        number: nil, en: "second subscribed early", pattern: "output second subscribed", expect: .absent,
        until: "output concat: completed")
    ]
    XCTAssertFalse(Verifier.verify(walkthrough, against: data).passed)
    walkthrough = try load(entry).walkthrough
    data.steps = []
    data.postOutput = ["concat: from first", "second subscribed"]
    XCTAssertFalse(Verifier.verify(walkthrough, against: data).passed)
  }

  func testEveryWalkthroughFolderIsListedOnceAndInTheReadme() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: walkthroughsDirectory.path)
      .filter { !$0.hasPrefix(".") }.sorted()
    let listed = allWalkthroughs.map(\.name) + (try objectiveCWalkthroughs()).map(\.name)
    XCTAssertEqual(Set(listed).count, listed.count, "a walkthrough is listed twice")
    XCTAssertEqual(
      listed.sorted(), folders, "a folder of Walkthroughs/ is neither a Swift translation nor has a steps.json")
    let readme = try String(
      contentsOf: walkthroughsDirectory.deletingLastPathComponent().appendingPathComponent("README.md"),
      encoding: .utf8)
    for name in listed {
      XCTAssertTrue(readme.contains("`\(name)`"), "README.md does not mention the walkthrough `\(name)`")
    }
  }
}
