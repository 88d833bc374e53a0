import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RAC
import RACWalkthroughKit
import XCTest

/// The viewer's holders (`WhoHolds.viewerHolders`): the same reports in every run of the program,
/// whatever order the running frames are kept in, each `who`'s at the stop it is made for.
final class ViewerHoldersTests: LeakCheckedTestCase {
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

  func testEveryRunGivesTheSameReportsFromTheScreensInitToItsEnd() throws {
    let program = try program()
    let source = WalkthroughSource(files: [(name: "screen.m", text: Self.program)])
    let run = WalkthroughRun.replay(program)
    let walk = StepWalk(run.trace, source: source)
    var reruns = 0
    let first = WhoHolds.viewerHolders(walk: walk, trace: run.trace) { numbering in
      reruns += 1
      return WalkthroughRun.replay(program, numberingAs: numbering).wentAsRecorded
    }
    let second = WhoHolds.viewerHolders(walk: walk, trace: run.trace) { numbering in
      reruns += 1
      return WalkthroughRun.replay(program, numberingAs: numbering).wentAsRecorded
    }
    XCTAssertEqual(reruns, 2, "one second run each")
    XCTAssertEqual(first, second, "the frames further out come in the order they were entered, in every run")

    let holders = try XCTUnwrap(first)
    let names = holders.objects.map(\.name)
    XCTAssertEqual(names.first, "Screen#1 (made at screen.m:22)", "\(names)")
    XCTAssertTrue(names.contains { $0.hasPrefix("Label#") }, "\(names)")
    // The first stop that names the screen is inside its -init, where only that frame's self holds it.
    let screen = try XCTUnwrap(holders.objects.first)
    let firstReport = try XCTUnwrap(screen.reports.first.map { holders.report($0[1]) })
    XCTAssertEqual(
      firstReport,
      [
        "  held by 1 reference:", "    local self ─holds→ Screen#1", "  from a root: local self",
        "    ─holds→ Screen#1 (made at screen.m:22)",
      ])
    // Later the subscription's block holds it too: the cycle through the subject.
    let reports = screen.reports.map { holders.report($0[1]) }
    XCTAssertTrue(reports.contains { $0.contains("  in a cycle:") }, "\(reports)")
    XCTAssertNotNil(screen.freed, "the subject completes on the last line, which ends the cycle")
  }

  /// A box held by a method two calls deep, by the method that called it and by the program's top
  /// level: the frames further out are named from the nearest, as they were entered.
  private static let nested = """
    @interface Box : NSObject
    @end
    @implementation Box
    @end

    @interface Maker : NSObject
    - (void)outer:(Box *)shared;
    - (void)inner:(Box *)shared;
    @end
    @implementation Maker
    - (void)outer:(Box *)shared {
      Box *mine = shared;
      [self inner:mine];
    }
    - (void)inner:(Box *)shared {
      NSLog(@"%@", shared);
    }
    @end

    Box *box = [Box new];
    Maker *maker = [Maker new];
    [maker outer:box];

    """

  func testTheFramesFurtherOutHoldInTheOrderTheyWereEnteredNearestFirst() throws {
    let snippet = try ObjCSnippet(files: [SourceFile(name: "nested.m", text: Self.nested)], natives: .walkthroughs)
    let program = snippet.walkthrough(name: "nested")
    let run = WalkthroughRun.replay(program)
    let walk = StepWalk(run.trace, source: WalkthroughSource(files: [(name: "nested.m", text: Self.nested)]))
    let holders = try XCTUnwrap(
      WhoHolds.viewerHolders(walk: walk, trace: run.trace) {
        WalkthroughRun.replay(program, numberingAs: $0).wentAsRecorded
      })
    let box = try XCTUnwrap(holders.objects.first { $0.name.hasPrefix("Box#") })
    let reports = box.reports.map { holders.report($0[1]) }
    // Inside -inner:, whose own `shared` holds it, as -outer:'s `mine` does.
    let inside = try XCTUnwrap(
      reports.first { $0.contains { $0.hasPrefix("    local mine of a frame further out ─holds→ Box#") } },
      "\(reports)")
    let held = inside.filter { $0.hasPrefix("  from a root: ") }
    XCTAssertEqual(
      held,
      [
        "  from a root: local shared", "  from a root: local shared of a frame further out",
        "  from a root: local mine of a frame further out", "  from a root: local box of a frame further out",
      ], "\(inside)")
  }
}
