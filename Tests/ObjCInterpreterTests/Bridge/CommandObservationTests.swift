import XCTest

/// `RACObserve(command, allowsConcurrentExecution)` on the Swift core's `RACCommand`, which posts
/// the key's KVO notifications by hand as RACCommand.m does (on every set, equal or not): the value
/// now, then one per set, and completion when the command goes. It was refused ("RACObserve needs
/// an object that posts KVO notifications"), though ReactiveObjC's RACCommandSpec observes the key.
final class CommandObservationTests: LeakCheckedTestCase {
  private static let command = #"""
    RACCommand *command = [[RACCommand alloc] initWithSignalBlock:^(id input) { return [RACSignal return:input]; }];

    """#

  func testAllowsConcurrentExecutionSendsItsValueNowThenOnEverySetThenCompletesWhenTheCommandGoes() {
    assertPrints(
      Self.command + #"""
        [RACObserve(command, allowsConcurrentExecution) subscribeNext:^(id x) { NSLog(@"allows %@", x); }
          completed:^{ NSLog(@"completed"); }];
        command.allowsConcurrentExecution = YES;
        command.allowsConcurrentExecution = YES;
        command.allowsConcurrentExecution = NO;
        NSLog(@"valueForKey %@", [command valueForKey:@"allowsConcurrentExecution"]);
        command = nil;
        NSLog(@"end");
        """#,
      ["allows 0", "allows 1", "allows 1", "allows 0", "valueForKey 0", "completed", "end"])
  }

  /// The signals `-init` makes are set once: observing one sends it and nothing more.
  func testAKeyThatNeverChangesSendsItsValueOnce() {
    assertPrints(
      Self.command + #"""
        [RACObserve(command, enabled) subscribeNext:^(id x) { NSLog(@"enabled is a %@", [x class]); }];
        command.allowsConcurrentExecution = YES;
        """#,
      ["enabled is a RACReplaySubject"])
  }

  /// The run stops at the refusal, where it stands: the command it made is left as it was.
  func testAKeyTheCommandDoesNotHaveIsRefusedAsFoundationRefusesIt() {
    expectsLeakedObjects = true
    assertFails(
      Self.command + #"""
        [RACObserve(command, title) subscribeNext:^(id x) {}];
        """#,
      containing: "this class is not key value coding-compliant for the key title", at: (2, 2))
  }

  /// The registration is one of the command's references: a screen that holds its command and
  /// observes it with a block using `self` is kept by a cycle through it, named as RAC's code names it.
  func testAScreenObservingItsOwnCommandWithSelfIsKeptByACycleThroughTheRegistration() throws {
    let snippet = try leakSnippet(
      "screen.m",
      #"""
      @interface Screen : NSObject
      @property (nonatomic, strong) RACCommand *command;
      @property (nonatomic) BOOL allows;
      @end
      @implementation Screen
      - (instancetype)init {
        if ((self = [super init])) {
          _command = [[RACCommand alloc] initWithSignalBlock:^(id input) { return [RACSignal return:input]; }];
          [RACObserve(_command, allowsConcurrentExecution) subscribeNext:^(NSNumber *x) { self.allows = x.boolValue; }];
        }
        return self;
      }
      @end
      Screen *screen = [Screen new];
      screen.command.allowsConcurrentExecution = YES;
      NSLog(@"%d", screen.allows);
      """#, racSource: false)
    let found = snippet.findLeaks()
    XCTAssertNil(found.error)
    XCTAssertEqual(found.output, ["1"])
    let lines = found.report?.lines ?? []
    XCTAssertEqual(lines.first, "kept by a cycle:")
    XCTAssertTrue(
      lines.contains {
        $0.contains(
          "─KVO observer of its key allowsConcurrentExecution, block at KeyValueSignals.m:48 captures subscriber→")
      },
      lines.joined(separator: "\n"))
    XCTAssertTrue(
      lines.contains { $0.contains("captures self→ Screen#1 (back to the start)") }, lines.joined(separator: "\n"))
    XCTAssertEqual(lines.last?.hasSuffix("objects kept alive: 1 cycle"), true)
    expectsLeakedObjects = true
  }
}
