import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

/// On the Swift core, the viewer's report on an object at a stop, with the core's closures named
/// (the page leaves them unnamed for speed), is `step`'s `who #N` there, line for line: the core's
/// closures named where they were made (`block at RACSignal.m:…`), as `who` and `leaks` name them,
/// with no reference left unnamed. Both come from one search per graph (`HolderSearch`).
final class ViewerHoldersOnTheSwiftCoreTests: LeakCheckedTestCase {
  /// A screen whose subject's mapped subscription captures it: the cycle goes through the core's
  /// `-map:` closures until the subject completes.
  private static let program = """
    @interface Screen : NSObject
    @property (nonatomic, strong) RACSubject *taps;
    @property (nonatomic, copy) NSString *title;
    @end
    @implementation Screen
    - (instancetype)init {
      self = [super init];
      _taps = [RACSubject subject];
      [[_taps map:^id(NSString *tap) {
        return [tap uppercaseString];
      }] subscribeNext:^(id title) {
        self.title = title;
      }];
      return self;
    }
    @end

    Screen *screen = [Screen new];
    [screen.taps sendNext:@"home"];
    NSLog(@"%@", screen.title);
    [screen.taps sendCompleted];

    """

  private var folder: URL?

  override func tearDown() {
    if let folder { try? FileManager.default.removeItem(at: folder) }
    super.tearDown()
  }

  /// What `step FILE --from STOP` (a file or a walkthrough's name) prints for `who #NUMBER`, from
  /// its heading to the prompt.
  private func whoReport(_ file: String, stop: Int, number: Int) -> [String] {
    var output: [String] = []
    var input = ["who #\(number)", "q"][...]
    let environment = CommandEnvironment(
      write: { output.append(contentsOf: $0.components(separatedBy: "\n")) }, writeError: { output.append($0) },
      readLine: { input.popFirst() }, isInteractive: true, walkthroughsDirectory: walkthroughsDirectory,
      terminalSize: { nil })
    _ = WalkthroughCommandLine.run(["step", file, "--from", String(stop)], environment: environment)
    guard let start = output.firstIndex(where: { $0.hasPrefix("who #\(number) ") }) else { return output }
    return Array(output[start...].prefix { !$0.hasPrefix("[Enter/n]") })
  }

  func testTheViewersReportIsWhosAtEveryStopItIsMadeForWithTheCoresClosuresNamed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("holders-core-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    self.folder = folder
    let file = folder.appendingPathComponent("screen.m")
    try Self.program.write(to: file, atomically: true, encoding: .utf8)

    let snippet = try ObjCSnippet(files: [SourceFile(name: "screen.m", text: Self.program)], natives: .walkthroughs)
    let program = snippet.walkthrough(name: "screen")
    let run = WalkthroughRun.replay(program)
    let walk = StepWalk(run.trace, source: WalkthroughSource(files: [(name: "screen.m", text: Self.program)]))
    let holders = try XCTUnwrap(
      WhoHolds.viewerHolders(walk: walk, trace: run.trace, namingCoreCaptures: true) {
        WalkthroughRun.replay(program, numberingAs: $0).wentAsRecorded
      })
    let screen = try XCTUnwrap(holders.objects.first { $0.name.hasPrefix("Screen#") }, "\(holders.objects)")
    XCTAssertEqual(screen.name, "Screen#1 (made at screen.m:18)")

    // Every report the page carries for the screen is `who #1`'s at the stop it is made for.
    var cycles = 0
    for report in screen.reports {
      let (stop, text) = (report[0], holders.report(report[1]))
      let who = whoReport(file.path, stop: stop, number: 1)
      // The heading names the stop whose line the moment is (a stop with no line of its own is
      // looked at as the next line begins).
      XCTAssertEqual(who.first.map { $0.hasSuffix(": Screen#1 (made at screen.m:18)") }, true, "\(who)")
      XCTAssertEqual(Array(who.dropFirst()), text, "stop \(stop)")
      if text.contains("  in a cycle:") { cycles += 1 }
      for line in text {
        XCTAssertFalse(line.contains("unknown"), line)
        XCTAssertFalse(line.contains("the block given to"), "a core closure left unnamed: \(line)")
        XCTAssertFalse(line.contains("held only inside the Swift core"), line)
      }
    }
    XCTAssertGreaterThan(cycles, 0, "the subscription's cycle is on the page")
    // The cycle goes through `-map:`'s closures, each named by the block of RAC's it mirrors.
    let cycle = try XCTUnwrap(screen.reports.lazy.map { holders.report($0[1]) }.last { $0.contains("  in a cycle:") })
    XCTAssertTrue(cycle.contains { $0.contains("block at RAC") }, "\(cycle)")
  }

  /// A walkthrough of the catalog on the Swift core, its holders made as `trace NAME --format html`
  /// makes them, the core's closures named ("subscription-outlives-view": views, their labels, the
  /// store's subscriptions): every report names every edge (none left to the core or unnamed) and
  /// is `who #N`'s at its stop, `step NAME` run as a reader runs it.
  func testAWalkthroughsPageReportsAreWhosAtEachStopWithNoEdgeLeftUnnamed() throws {
    let catalog = WalkthroughCatalog(directory: walkthroughsDirectory)
    let named = try catalog.walkthrough(named: "subscription-outlives-view")
    let (program, source, steps) = try catalog.steppingProgram(for: named, data: try catalog.data(for: named))
    let run = WalkthroughRun.replay(program)
    let lines = TraceEventLine.texts(of: run.trace)
    let walk = StepWalk(
      run.trace, steps: Verifier.matchSteps(steps, in: run.trace, lines: lines), source: source, lines: lines)
    let holders = try XCTUnwrap(
      WhoHolds.viewerHolders(walk: walk, trace: run.trace, namingCoreCaptures: true) {
        WalkthroughRun.replay(program, numberingAs: $0).wentAsRecorded
      })
    XCTAssertTrue(holders.objects.contains { $0.name.hasPrefix("PriceLabel#") }, "\(holders.objects.map(\.name))")

    var reports = 0
    for object in holders.objects {
      let number = try XCTUnwrap(Int(object.name.drop { $0 != "#" }.dropFirst().prefix { $0.isNumber }), object.name)
      for report in object.reports {
        let (stop, text) = (report[0], holders.report(report[1]))
        let who = whoReport(named.name, stop: stop, number: number)
        let shortName = String(object.name.prefix { $0 != " " })
        XCTAssertEqual(who.first.map { $0.contains("): \(shortName)") }, true, "\(who)")
        XCTAssertEqual(Array(who.dropFirst()), text, "\(object.name) at stop \(stop)")
        for line in text {
          XCTAssertFalse(line.contains("unknown"), line)
          XCTAssertFalse(line.contains("the block given to"), "a core closure left unnamed: \(line)")
          XCTAssertFalse(line.contains("held only inside the Swift core"), line)
          XCTAssertFalse(line.contains("the Swift core holds it"), line)
        }
        reports += 1
      }
    }
    XCTAssertGreaterThan(reports, 3, "the views' and the label's reports")
  }
}
