import Foundation
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

/// `who NAME` / `who #N` at a stop of `step`: what holds the object as that stop's line begins, named
/// as `leaks` names it (the root paths, the cycle); an unknown name or number is one line and the
/// walk goes on; a freed object says where it was freed.
final class StepWhoTests: LeakCheckedTestCase {
  /// A screen whose subscription's block captures it (a cycle through its subject), and a label
  /// freed on line 25; the subject completes at the end, which ends the cycle.
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

  private var folder: URL?

  override func tearDown() {
    if let folder { try? FileManager.default.removeItem(at: folder) }
    super.tearDown()
  }

  private func programFile() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("step-who-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    self.folder = folder
    let file = folder.appendingPathComponent("screen.m")
    try Self.program.write(to: file, atomically: true, encoding: .utf8)
    return file.path
  }

  /// What `step` answers to each `who` (from its first line to the prompt), in order.
  private func answers(_ arguments: [String], input: [String]) -> [[String]] {
    var output: [String] = []
    var pending = input[...]
    let environment = CommandEnvironment(
      write: { output.append(contentsOf: $0.components(separatedBy: "\n")) },
      writeError: { output.append("error: " + $0) },
      readLine: { pending.popFirst() }, isInteractive: true, walkthroughsDirectory: walkthroughsDirectory,
      terminalSize: { nil })
    _ = WalkthroughCommandLine.run(arguments, environment: environment)
    var found: [[String]] = []
    var current: [String]?
    for line in output {
      if line.hasPrefix("[Enter/n]") {
        if let current { found.append(current) }
        current = nil
      } else if line.hasPrefix("who") || line.hasPrefix("(who") {
        current = [line]
      } else if current != nil {
        current?.append(line)
      }
    }
    return found
  }

  /// As stop 8 (`sendNext:`) begins, the screen is held by the top level's `screen` and is in a
  /// cycle through its subject; a name that holds nothing, text that is no query and a number no
  /// object has are one line each; as `label = nil` begins the label is held by its variable (the
  /// trace has not met it yet: no number); at the last stop it has gone, and says where.
  func testWhoAtAStopPrintsTheRootPathsAndTheCycleAndGoesOnAfterAnUnknownName() throws {
    let file = try programFile()
    let output = answers(
      ["step", file, "--from", "8"],
      input: ["who screen", "who nobody", "who 3x", "who #99", "11", "who label", "who #2", "15", "who #6", "q"])
    XCTAssertEqual(
      output,
      [
        [
          "who screen as screen.m:24 begins (stop 8): Screen#1 (made at screen.m:22)",
          "  held by 2 references:",
          "    local screen ─holds→ Screen#1",
          "    RACSubscriber#3 ─ivar _next, block at screen.m:9 captures self→ Screen#1",
          "  from a root: local screen",
          "    ─holds→ Screen#1 (made at screen.m:22)",
          "  in a cycle:",
          "    Screen#1 (made at screen.m:22)",
          "    ─ivar _taps→ RACSubject#2 (made at screen.m:8 by +subject)",
          "    ─ivar _subscribers, element 0→ RACPassthroughSubscriber#5 (made at screen.m:9 by -subscribeNext:)",
          "    ─ivar _innerSubscriber→ RACSubscriber#3 (made at screen.m:9 by -subscribeNext:)",
          "    ─ivar _next, block at screen.m:9 captures self→ Screen#1 (back to the start)",
        ],
        [
          "who: no variable 'nobody' holds an object as screen.m:24 begins (stop 8) (those holding an object: label, screen, self)"
        ],
        ["(who takes a variable's name or an object's number, as in `who screen` or `who #3`)"],
        ["who: no object #99 in this trace"],
        [
          "who label as screen.m:25 begins (stop 11): Label (made at screen.m:23)",
          "  held by 1 reference:",
          "    local label ─holds→ Label",
          "  from a root: local label",
          "    ─holds→ Label (made at screen.m:23)",
        ],
        [
          "who #2 as screen.m:25 begins (stop 11): RACSubject#2 (made at screen.m:8 by +subject)",
          "  held by 1 reference:",
          "    Screen#1 ─ivar _taps→ RACSubject#2",
          "  from a root: local screen",
          "    ─holds→ Screen#1 (made at screen.m:22)",
          "      ─ivar _taps→ RACSubject#2 (made at screen.m:8 by +subject)",
          "  in a cycle:",
          "    RACSubject#2 (made at screen.m:8 by +subject)",
          "    ─ivar _subscribers, element 0→ RACPassthroughSubscriber#5 (made at screen.m:9 by -subscribeNext:)",
          "    ─ivar _innerSubscriber→ RACSubscriber#3 (made at screen.m:9 by -subscribeNext:)",
          "    ─ivar _next, block at screen.m:9 captures self→ Screen#1 (made at screen.m:22)",
          "    ─ivar _taps→ RACSubject#2 (back to the start)",
        ],
        ["who #6 as screen.m:27 begins (stop 15): Label#6 has gone: it was freed at stop 12 (screen.m:19)"],
      ])
  }

  /// Inside a block's stop, `who` looks in the block's frame: `self` is the screen its block
  /// captured, held by the block running and by the top level's `screen` further out.
  func testWhoInsideABlockSeesTheBlocksOwnVariables() throws {
    let file = try programFile()
    let output = answers(["step", file, "--from", "10"], input: ["who self", "q"])
    XCTAssertEqual(
      output.first?.prefix(6),
      [
        "who self as screen.m:10 begins (stop 10): Screen#1 (made at screen.m:22)",
        "  held by 3 references:",
        "    self, captured by the block running ─holds→ Screen#1",
        "    local screen of a frame further out ─holds→ Screen#1",
        "    RACSubscriber#3 ─ivar _next, block at screen.m:9 captures self→ Screen#1",
        "  from a root: self, captured by the block running",
      ])
  }

  /// `who` is one of `step`'s keys, its text kept as typed (a variable's name keeps its case).
  func testWhoIsAKeyThatKeepsItsTextAsTyped() {
    XCTAssertEqual(StepKey("who selfView"), .who("selfView"))
    XCTAssertEqual(StepKey("  who   #12 "), .who("#12"))
    XCTAssertEqual(StepKey("who"), .who(""))
    XCTAssertEqual(StepKey("whom"), .unknown("whom"))
  }
}
