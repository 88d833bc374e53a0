import Foundation
import RACWalkthroughCLI
import RACWalkthroughs
import XCTest

/// `leaks FILE.m`: the program's output, then what its end left alive; exit status 1 with the
/// count as the last line when something is left, 0 when nothing is.
final class CommandLineLeaksTests: LeakCheckedTestCase {
  private func run(_ arguments: [String]) -> (status: Int32, output: [String], errors: [String]) {
    let run = CommandRun.run(arguments)
    return (run.status, run.outputLines, run.errors)
  }

  private func file(_ name: String, _ text: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("leaks-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  private static func form(weakified: Bool) -> String {
    """
    @interface Form : NSObject
    @property (nonatomic, strong) RACSubject *edits;
    @property (nonatomic, copy) NSString *text;
    @end
    @implementation Form
    - (instancetype)init {
      self = [super init];
      _edits = [RACSubject subject];
      \(weakified ? "@weakify(self);" : "")
      [_edits subscribeNext:^(NSString *text) {
        \(weakified ? "@strongify(self);" : "")
        self.text = text;
      }];
      return self;
    }
    - (void)dealloc { NSLog(@"dealloc Form"); }
    @end

    Form *form = [[Form alloc] init];
    [form.edits sendNext:@"a"];
    form = nil;
    NSLog(@"end");
    """
  }

  func testALeakingProgramExitsWithOneAndCountsWhatIsKeptLast() throws {
    expectsLeakedObjects = true
    let path = try file("form.m", Self.form(weakified: false))
    let result = run(["leaks", path])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.errors, [])
    let report = Array(result.output.drop { $0 != "== left alive at the program's end" })
    XCTAssertEqual(
      report,
      [
        "== left alive at the program's end",
        "kept by a cycle:",
        "  Form#1 (made at form.m:19)",
        "    ─ivar _edits→ RACSubject#3 (made at form.m:8 by +subject)",
        "    ─ivar _subscribers, element 0→ RACPassthroughSubscriber#8 (made at form.m:10 by -subscribeNext:)",
        "    ─ivar _innerSubscriber→ RACSubscriber#5 (made at form.m:10 by -subscribeNext:)",
        "    ─ivar _next, block at form.m:10 captures self→ Form#1 (back to the start)",
        "  and what the cycle keeps:",
        "    ─ivar _disposable→ RACCompoundDisposable#2 (made at form.m:8 by +subject)",
        "    ─ivar _disposable→ RACCompoundDisposable#7 (made at form.m:10 by -subscribeNext:)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#9 (made at form.m:10 by -subscribeNext:)",
        "    ─ivar _disposable→ RACCompoundDisposable#4 (made at form.m:10 by -subscribeNext:)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#6 (made at form.m:10 by -subscribeNext:)",
        "  advice: the block at form.m:10 captures self inside a subscription self owns: @weakify(self) before the block and @strongify(self) inside it",
        "9 objects kept alive: 1 cycle",
      ])
  }

  func testTheFixedProgramExitsWithZeroAndItsDeallocRuns() throws {
    let path = try file("form.m", Self.form(weakified: true))
    let result = run(["leaks", path])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(
      Array(result.output.drop { $0 != "== output" }),
      [
        "== output", "dealloc Form", "end", "== left alive at the program's end",
        "nothing kept alive: every object the program made has gone",
      ])
  }

  func testLeaksWithoutAFileIsAUsageError() {
    let result = run(["leaks"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.errors, ["rac-walkthrough: leaks: missing walkthrough name or FILE.m"])
  }

  /// `run`'s last line counts the program's own objects apart from RAC's and names the command
  /// that says who keeps them, on the same file; a run that leaves nothing says so.
  func testRunsLastLineCountsTheProgramsObjectsAndPointsAtLeaks() throws {
    expectsLeakedObjects = true
    let leaking = try file("my form.m", Self.form(weakified: false))
    let fixed = try file("form.m", Self.form(weakified: true))
    XCTAssertEqual(
      run(["run", leaking]).output.last,
      "== left alive after the run: 8 RAC objects (RACCompoundDisposable 3, RACDisposable 2, RACPassthroughSubscriber 1, "
        + "RACSubject 1, RACSubscriber 1) and 1 of the program's objects; `rac-walkthrough leaks '\(leaking)'` says who keeps them"
    )
    XCTAssertEqual(run(["run", fixed]).output.last, "== left alive after the run: no RAC object")
  }
}
