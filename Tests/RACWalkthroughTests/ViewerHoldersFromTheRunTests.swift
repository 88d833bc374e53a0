import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RAC
import RACWalkthroughKit
import XCTest

/// The viewer's holders are read from the graphs the recorded run kept as each statement began
/// (`WhoHolds.recordingMoments`): the same reports, stop for stop, as a second run looked at as each
/// stop begins (what `who` does), and no second run unless the first kept none.
final class ViewerHoldersFromTheRunTests: LeakCheckedTestCase {
  /// A screen in a cycle through its subject's subscription until the subject completes, and a
  /// label freed halfway.
  private static let program = """
    @interface Screen : NSObject
    @property (nonatomic, strong) RACSubject *taps;
    @property (nonatomic, copy) NSString *title;
    @end
    @implementation Screen
    - (instancetype)init {
      self = [super init];
      _taps = [RACSubject subject];
      [_taps subscribeNext:^(id x) {
        self.title = x;
      }];
      return self;
    }
    @end

    @interface Label : NSObject
    @end
    @implementation Label
    - (void)dealloc { NSLog(@"dealloc Label"); }
    @end

    Screen *screen = [Screen new];
    Label *label = [Label new];
    [screen.taps sendNext:@"Home"];
    label = nil;
    NSLog(@"%@", screen.title);
    [screen.taps sendCompleted];

    """

  private func program() throws -> Walkthrough {
    let snippet = try ObjCSnippet(files: [SourceFile(name: "screen.m", text: Self.program)], natives: .walkthroughs)
    return snippet.walkthrough(name: "screen")
  }

  func testTheRunsOwnGraphsGiveTheReportsASecondRunGivesWithoutASecondRun() throws {
    let program = try program()
    let source = WalkthroughSource(files: [(name: "screen.m", text: Self.program)])
    let (run, moments) = WhoHolds.recordingMoments { WalkthroughRun.replay(program) }
    let walk = StepWalk(run.trace, source: source)
    var reruns = 0
    let fromTheRun = WhoHolds.viewerHolders(walk: walk, trace: run.trace, moments: moments) {
      reruns += 1
      _ = WalkthroughRun.replay(program)
    }
    XCTAssertEqual(reruns, 0, "the run's own graphs answer every stop")

    // A run that keeps no graph (its statements past the limit) leaves the stops to a second run.
    let (_, none) = WhoHolds.recordingMoments(statementLimit: 0) { WalkthroughRun.replay(program) }
    let fromASecondRun = WhoHolds.viewerHolders(walk: walk, trace: run.trace, moments: none) {
      reruns += 1
      _ = WalkthroughRun.replay(program)
    }
    XCTAssertEqual(reruns, 1)

    let holders = try XCTUnwrap(fromTheRun)
    XCTAssertEqual(fromTheRun, fromASecondRun)
    let names = holders.objects.map(\.name)
    XCTAssertEqual(names.first, "Screen#1 (made at screen.m:22)", "\(names)")
    XCTAssertTrue(names.contains { $0.hasPrefix("Label#") }, "\(names)")
    // The first stop that names the screen is inside its -init, where only that frame's self holds it.
    let screen = try XCTUnwrap(holders.objects.first)
    let firstReport = try XCTUnwrap(screen.reports.first.map { holders.texts[$0[1]] })
    XCTAssertEqual(
      firstReport,
      [
        "  held by 1 reference:", "    local self ─holds→ Screen#1", "  from a root: local self",
        "    ─holds→ Screen#1 (made at screen.m:22)",
      ])
    // Later the subscription's block holds it too: the cycle through the subject.
    let reports = screen.reports.map { holders.texts[$0[1]] }
    XCTAssertTrue(reports.contains { $0.contains("  in a cycle:") }, "\(reports)")
    XCTAssertNotNil(screen.freed, "the subject completes on the last line, which ends the cycle")
  }
}
