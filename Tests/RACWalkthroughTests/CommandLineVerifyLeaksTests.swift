import Foundation
import RACWalkthroughCLI
import RACWalkthroughs
import XCTest

/// `verify FILE.m` with a `// Leaks:` line: the program is held to what it says it leaves alive at
/// its end, and a difference fails with a line naming it (the object left alive and what keeps it,
/// or the class stated but freed).
final class CommandLineVerifyLeaksTests: LeakCheckedTestCase {
  private func run(_ arguments: [String]) -> (status: Int32, output: [String], errors: [String]) {
    let run = CommandRun.run(arguments)
    return (run.status, run.outputLines, run.errors)
  }

  private func file(_ text: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verify-leaks-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("form.m")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// A form whose subscription's block keeps the form (unless `weakified`), stating `leaks`.
  private static func form(weakified: Bool, leaks: String) -> String {
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
    // Outputs:
    \(weakified ? "// dealloc Form\n" : "")// end
    \(leaks)
    """
  }

  /// The lines `verify` writes about the leaks.
  private func leakLines(_ output: [String]) -> [String] {
    Array(output.drop { !$0.hasPrefix("  leaks:") }.prefix { !$0.isEmpty })
  }

  func testAFileStatingNoneThatLeavesACycleFailsNamingTheCycle() throws {
    expectsLeakedObjects = true
    let result = run(["verify", try file(Self.form(weakified: false, leaks: "// Leaks: none"))])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      leakLines(result.output),
      [
        "  leaks: not as stated (`// Leaks: none` at form.m:25); at the program's end: 9 objects kept alive: 1 cycle",
        "    left alive but not stated: Form#1 (made at form.m:19) and 8 more objects (RACSubject 1, RACPassthroughSubscriber 1, RACSubscriber 1, RACCompoundDisposable 3, RACDisposable 2), kept by a cycle",
      ])
    XCTAssertTrue(result.output.last?.hasPrefix("verify: 1 of 1 failed: ") == true, "\(result.output.last ?? "")")
  }

  func testAFileStatingTheClassItKeepsPassesWithItsReason() throws {
    expectsLeakedObjects = true
    let result = run([
      "verify", try file(Self.form(weakified: false, leaks: "// Leaks: Form — its block keeps it, on purpose")),
    ])
    XCTAssertEqual(result.status, 0, result.output.joined(separator: "\n"))
    XCTAssertEqual(
      leakLines(result.output),
      [
        "  leaks: as stated (`// Leaks: Form` at form.m:25) (its block keeps it, on purpose): 9 objects kept alive: 1 cycle"
      ])
  }

  func testTheFixedFileStatingNonePasses() throws {
    let result = run(["verify", try file(Self.form(weakified: true, leaks: "// Leaks: none"))])
    XCTAssertEqual(result.status, 0, result.output.joined(separator: "\n"))
    XCTAssertEqual(
      leakLines(result.output),
      [
        "  leaks: as stated (`// Leaks: none` at form.m:26): nothing kept alive: every object the program made has gone"
      ])
  }

  func testAFileStatingAClassThatIsFreedFailsNamingTheClass() throws {
    let result = run(["verify", try file(Self.form(weakified: true, leaks: "// Leaks: Form"))])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      leakLines(result.output),
      [
        "  leaks: not as stated (`// Leaks: Form` at form.m:26); at the program's end: nothing kept alive: every object the program made has gone",
        "    states Form left alive, but no Form is alive at the program's end",
      ])
  }

  func testALeaksLineNamingNoClassIsASourceErrorAtItsPlace() throws {
    let path = try file(Self.form(weakified: true, leaks: "// Leaks: the-form"))
    let result = run(["verify", path])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      leakLines(result.output),
      [
        "  leaks: \(path):26:1: error: the // Leaks: line names 'the-form', which is no class name (`// Leaks: MyView, RACSubject`)",
        "// Leaks: the-form",
        "^",
      ])
  }

  func testLeaksPrintsTheStatementBesideItsReport() throws {
    expectsLeakedObjects = true
    let result = run(["leaks", try file(Self.form(weakified: false, leaks: "// Leaks: Form"))])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      Array(result.output.suffix(2)),
      [
        "9 objects kept alive: 1 cycle",
        "  leaks: as stated (`// Leaks: Form` at form.m:25): 9 objects kept alive: 1 cycle",
      ])
  }
}
