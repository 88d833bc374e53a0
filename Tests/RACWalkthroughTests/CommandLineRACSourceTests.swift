import Foundation
import RACWalkthroughCLI
import RACWalkthroughs
import XCTest

/// The command line with `--rac-source DIR` (and `RAC_SOURCE_DIR`): `rac-source` reports a
/// checkout file by file, and `run`, `step`, `verify` run the program on the checkout's classes.
/// Held on `Fixtures/MiniRAC`, a checkout-shaped signal family written here (no RAC code is in this
/// repository).
final class CommandLineRACSourceTests: LeakCheckedTestCase {

  private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("ObjCInterpreterTests/Fixtures/MiniRAC").path

  private func run(_ arguments: [String], racSourceDirectory: String? = nil) -> CommandRun {
    CommandRun.run(arguments, racSourceDirectory: racSourceDirectory)
  }

  private func snippet() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rac-source-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("map.m")
    try """
    RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
      [subscriber sendNext:@1];
      [subscriber sendCompleted];
      return nil;
    }];
    // Outputs: 10 done
    [[signal map:^id(NSNumber *n) { return @(n.integerValue * 10); }] subscribeNext:^(id x) { NSLog(@"%@", x); }
      completed:^{ NSLog(@"done"); }];
    """.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  func testRACSourceReportsEachCoreFileAndCountsThem() {
    let result = run(["rac-source", fixture])
    // The fixture has 8 of the 46 core files: the others are missing, so not every file is loaded.
    // One line per file of RAC 2.5 (92), between the checkout's line and the count.
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.output.count, 94)
    XCTAssertTrue(result.output.first?.hasPrefix("ReactiveCocoa 2.x checkout (as RAC 2.5): ") == true)
    XCTAssertTrue(
      result.output.contains { $0.hasPrefix("RACSignal.m ") && $0.hasSuffix("loaded: 1 classes, 6 methods") })
    XCTAssertTrue(result.output.contains { $0.hasPrefix("RACCommand.m ") && $0.contains("missing") })
    XCTAssertEqual(
      result.output.last,
      "8 of 86 files loaded (8 of 46 core files), 6 kept out: 7 classes and 33 methods in place of the Swift core's")
    XCTAssertTrue(
      result.output.contains {
        $0.hasPrefix("NSURLConnection+RACSupport.m ") && $0.contains("kept native: the network")
      })
  }

  func testRunOnTheCheckoutPrintsWhatTheCorePrints() throws {
    let path = try snippet()
    let onCore = run(["run", path, "--output-only"])
    let onSource = run(["run", path, "--output-only", "--rac-source", fixture])
    XCTAssertEqual(onCore.output, ["10", "done"])
    XCTAssertEqual(onSource.status, 0, onSource.errors.joined(separator: "\n"))
    XCTAssertEqual(onSource.output, onCore.output)
    let fromEnvironment = run(["run", path, "--output-only"], racSourceDirectory: fixture)
    XCTAssertEqual(fromEnvironment.output, onCore.output)
  }

  func testStepShowsTheCheckoutsLinesAsTheyRun() throws {
    let result = run(["step", try snippet(), "--all", "--rac-source", fixture])
    XCTAssertEqual(result.status, 0, result.errors.joined(separator: "\n"))
    XCTAssertTrue(
      result.output.contains {
        $0.contains("→ RACSignal.m:34 │ - (RACSignal *)bind:(RACStreamBindBlock (^)(void))block {")
      })
    XCTAssertTrue(result.output.contains { $0.contains("→ RACStream.m:44 │ Class streamClass = self.class;") })
  }

  func testVerifyRunsTheProgramOnBothAndComparesTheirOutput() throws {
    let result = run(["verify", try snippet(), "--rac-source", fixture])
    XCTAssertTrue(
      result.output.contains("  on RAC's source: prints what the Swift core prints (2 line(s))"),
      result.output.joined(separator: "\n"))
  }

  func testAFolderThatIsNoCheckoutIsOneLineAndExitOne() {
    let result = run(["run", "x.m", "--rac-source", "/nonexistent-rac"])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.errors,
      [
        "rac-walkthrough: --rac-source: '/nonexistent-rac' is not a folder "
          + "(give your checkout of ReactiveCocoa 2.5 or ReactiveObjC)"
      ])
  }

  func testTheViewerCarriesTheCheckoutsFilesAndMarksTheirLines() throws {
    let result = run(["trace", try snippet(), "--format", "html", "--rac-source", fixture])
    XCTAssertEqual(result.status, 0, result.errors.joined(separator: "\n"))
    let page = result.output.joined(separator: "\n")
    // A small trace travels as plain JSON inside the page.
    let start = try XCTUnwrap(page.range(of: "<script type=\"application/json\" id=\"trace-data\">"))
    let end = try XCTUnwrap(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let json = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    let library = try XCTUnwrap(json["library"] as? [[String: Any]])
    let names = library.compactMap { $0["name"] as? String }
    XCTAssertTrue(names.contains("RACSignal.m"), "\(names)")
    let signal = try XCTUnwrap(names.firstIndex(of: "RACSignal.m"))
    XCTAssertEqual(
      (library[signal]["lines"] as? [String])?[33], "- (RACSignal *)bind:(RACStreamBindBlock (^)(void))block {")
    let events = try XCTUnwrap(json["events"] as? [[String: Any]])
    XCTAssertTrue(events.contains { ($0["library"] as? [Int]) == [signal, 34] })
  }
}
