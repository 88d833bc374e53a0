import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RAC
import XCTest

/// `leaks` on the Swift core names what RAC's own code names: a `__block` variable the operator's
/// blocks share (`-distinctUntilChanged`'s `lastValue`, `-scanWithStart:reduce:`'s `running`,
/// `-combineLatestWith:`'s `lastSelfValue`, `-sample:`'s `lastValue`) as `captures __block NAME`,
/// followed into the object it holds at the end; a repeating timer's report counts no core object
/// by class (RAC's shared schedulers are its statics). Each snippet, written here, leaves a photo
/// in such a variable of a subscription that never ends; with `RAC_SOURCE_DIR` set, the same
/// snippet on RAC's own code reports the same edge and the same number of objects.
final class CoreCaptureLeakTests: LeakCheckedTestCase {
  private func leaks(_ name: String, _ text: String, racSource: Bool = false) throws -> [String] {
    let snippet = try leakSnippet(name, text, racSource: racSource)
    let found = snippet.findLeaks()
    XCTAssertNil(found.error, "\(found.error?.description ?? "")")
    if (found.report?.keptAlive ?? 0) > 0 { expectsLeakedObjects = true }
    return found.report?.lines ?? []
  }

  /// What no report of the Swift core may say: an object counted by class, or held from outside.
  private static let unnamed = ["kept inside the Swift core", "kept from outside the program's objects", "unknown"]

  /// A photo class and a subject in a static that never completes, then `body`: its subscription
  /// keeps what the operator's blocks hold.
  private static func program(statics: [String], _ body: String) -> String {
    """
    @interface Photo : NSObject
    @property (nonatomic, copy) NSString *title;
    @end
    @implementation Photo
    - (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
    @end

    \(statics.map { "static RACSubject *\($0);" }.joined(separator: "\n"))

    \(body)
    """
  }

  /// The edges that go through a `__block` variable, numbers and places left out.
  private static func blockVariableEdges(_ lines: [String]) -> [String] {
    lines.filter { $0.contains("__block") }.map { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      return trimmed.replacingOccurrences(of: #"#\d+"#, with: "", options: .regularExpression)
        .replacingOccurrences(of: #" \(made at [^)]*\)"#, with: "", options: .regularExpression)
    }
  }

  private static let distinct = program(
    statics: ["shots"],
    """
    shots = [RACSubject subject];
    [[shots distinctUntilChanged] subscribeNext:^(Photo *photo) {
      NSLog(@"new %@", photo.title);
    }];
    Photo *harbour = [Photo new];
    harbour.title = @"harbour";
    [shots sendNext:harbour];
    """)

  private static let scan = program(
    statics: ["shots"],
    """
    shots = [RACSubject subject];
    [[shots scanWithStart:nil reduce:^id(Photo *kept, Photo *next) {
      return next;
    }] subscribeNext:^(Photo *photo) {
      NSLog(@"kept %@", photo.title);
    }];
    Photo *meadow = [Photo new];
    meadow.title = @"meadow";
    [shots sendNext:meadow];
    """)

  private static let combine = program(
    statics: ["fronts", "backs"],
    """
    fronts = [RACSubject subject];
    backs = [RACSubject subject];
    [[fronts combineLatestWith:backs] subscribeNext:^(RACTuple *pair) {
      NSLog(@"pair %@", [pair.first title]);
    }];
    Photo *cliff = [Photo new];
    cliff.title = @"cliff";
    [fronts sendNext:cliff];
    """)

  private static let sample = program(
    statics: ["shots", "clock"],
    """
    shots = [RACSubject subject];
    clock = [RACSubject subject];
    [[shots sample:clock] subscribeNext:^(Photo *photo) {
      NSLog(@"sampled %@", photo.title);
    }];
    Photo *glacier = [Photo new];
    glacier.title = @"glacier";
    [shots sendNext:glacier];
    """)

  func testDistinctUntilChangedsLastValueIsNamedAsRACsBlockVariable() throws {
    let lines = try leaks("distinct.m", Self.distinct)
    XCTAssertEqual(
      Self.blockVariableEdges(lines),
      [
        "─ivar _next, block at RACSignal.m:157 captures bindingBlock, block at RACStream.m:342 captures __block lastValue→ Photo"
      ])
    XCTAssertEqual(lines.filter { line in Self.unnamed.contains { line.contains($0) } }, [])
    XCTAssertEqual(lines.last, "18 objects kept alive: 1 subscription that never ends")
  }

  func testScansRunningValueIsNamedAsRACsBlockVariable() throws {
    let lines = try leaks("scan.m", Self.scan)
    XCTAssertEqual(
      Self.blockVariableEdges(lines),
      [
        "─ivar _next, block at RACSignal.m:157 captures bindingBlock, block at RACStream.m:276 captures __block running→ Photo"
      ])
    XCTAssertEqual(lines.filter { line in Self.unnamed.contains { line.contains($0) } }, [])
    XCTAssertEqual(lines.last, "18 objects kept alive: 1 subscription that never ends")
  }

  func testCombineLatestsLatestValueIsNamedAsRACsBlockVariable() throws {
    let lines = try leaks("combine.m", Self.combine)
    XCTAssertEqual(
      Self.blockVariableEdges(lines),
      ["─ivar _next, block at RACSignal+Operations.m:406 captures __block lastSelfValue→ Photo"])
    XCTAssertEqual(lines.filter { line in Self.unnamed.contains { line.contains($0) } }, [])
    XCTAssertEqual(lines.last, "26 objects kept alive: 2 subscriptions that never end")
  }

  func testSamplesLastValueIsNamedAsRACsBlockVariable() throws {
    let lines = try leaks("sample.m", Self.sample)
    XCTAssertEqual(
      Self.blockVariableEdges(lines),
      ["─ivar _next, block at RACSignal+Operations.m:1192 captures __block lastValue→ Photo"])
    XCTAssertEqual(lines.filter { line in Self.unnamed.contains { line.contains($0) } }, [])
    XCTAssertEqual(lines.last, "27 objects kept alive: 2 subscriptions that never end")
  }

  /// `-flatten:` with one inner signal at a time: the queue RAC's block captures
  /// (`NSMutableArray *queuedSignals`) and its `__block subscribeToSignal`, a block that holds
  /// itself through `completeIfAllowed`, are followed once each, named as RAC's code names them.
  func testFlattensQueueAndSelfHoldingBlockAreNamedAsRACsBlocksCaptureThem() throws {
    let body = """
      albums = [RACSubject subject];
      [[albums flatten:1] subscribeNext:^(id value) {
        NSLog(@"got %@", value);
      }];
      RACSubject *playing = [RACSubject subject];
      RACSubject *waiting = [RACSubject subject];
      [albums sendNext:playing];
      [albums sendNext:waiting];
      """
    let lines = try leaks("flatten.m", Self.program(statics: ["albums"], body))
    let edges = lines.map { line in
      line.trimmingCharacters(in: .whitespaces).replacingOccurrences(
        of: #"#\d+ \(made at [^)]*\)"#, with: "", options: .regularExpression)
    }
    XCTAssertTrue(
      edges.contains("─ivar _next, block at RACSignal+Operations.m:557 captures queuedSignals, element 0→ RACSubject"),
      "\(lines)")
    XCTAssertTrue(
      edges.contains(
        "─ivar _next, block at RACSignal+Operations.m:557 captures __block subscribeToSignal, block at RACSignal+Operations.m:524 captures compoundDisposable→ RACCompoundDisposable"
      ), "\(lines)")
    XCTAssertEqual(lines.filter { line in Self.unnamed.contains { line.contains($0) } }, [])
  }

  /// `-flatten:`'s blocks for an inner signal do not capture it (the trace names it through a weak
  /// reference): an inner signal nothing else holds goes though its subscription stays, as on RAC's
  /// code, so both count the same objects.
  func testFlattensInnerSubscriptionDoesNotKeepItsSignalAsOnRACsCode() throws {
    let body = """
      albums = [RACSubject subject];
      RACSubject *tracks = [RACSubject subject];
      [[albums flatten:1] subscribeNext:^(id value) {
        NSLog(@"got %@", value);
      }];
      [albums sendNext:[tracks map:^id(id track) { return track; }]];
      [tracks sendNext:@"intro"];
      """
    let onTheCore = try leaks("flatten-inner.m", Self.program(statics: ["albums"], body))
    XCTAssertFalse(onTheCore.contains { $0.contains("captures signal→") }, "\(onTheCore)")
    XCTAssertEqual(onTheCore.filter { line in Self.unnamed.contains { line.contains($0) } }, [])
    let onRACsCode = try leaks("flatten-inner.m", Self.program(statics: ["albums"], body), racSource: true)
    XCTAssertEqual(
      onTheCore.last?.split(separator: " ").first, onRACsCode.last?.split(separator: " ").first,
      "\(onTheCore.last ?? "") against RAC's \(onRACsCode.last ?? "")")
  }

  /// The shared variable is the operator's, not the analysis's: once the subject completes, the
  /// subscription and the photo its variable held go, on the Swift core as on a device.
  func testABlockVariablesObjectGoesWithItsSubscription() throws {
    let ended = Self.distinct + "\n[shots sendCompleted];\nshots = nil;\n"
    XCTAssertEqual(try leaks("distinct-ended.m", ended), ["nothing kept alive: every object the program made has gone"])
    let sampled = Self.sample + "\n[shots sendCompleted];\nshots = nil;\nclock = nil;\n"
    XCTAssertEqual(
      try leaks("sample-ended.m", sampled), ["nothing kept alive: every object the program made has gone"])
  }

  /// A repeating timer that nobody disposes, on the main thread scheduler: the report names the
  /// timer's root and path, and counts nothing by class (the run's `mainThreadScheduler` is RAC's
  /// static, as on RAC's code, where `--rac-source` does not count it either).
  func testATimersReportOnTheSwiftCoreCountsNoSchedulerByClass() throws {
    let lines = try leaks("timer.m", Self.timer)
    XCTAssertEqual(lines.first, "kept from a root: the timer source's event handler (set at RACQueueScheduler.m:99)")
    XCTAssertEqual(lines.filter { line in Self.unnamed.contains { line.contains($0) } }, [])
    XCTAssertFalse(lines.contains { $0.contains("Scheduler") && !$0.contains("RACQueueScheduler.m:99") })
    XCTAssertEqual(lines.last, "8 objects kept alive: 1 repeating timer nobody disposes")
  }

  private static let timer = """
    @interface Clock : NSObject
    @property (nonatomic, copy) NSString *face;
    @end
    @implementation Clock
    - (instancetype)init {
      if ((self = [super init])) {
        [[RACSignal interval:5 onScheduler:[RACScheduler mainThreadScheduler]] subscribeNext:^(NSDate *now) {
          self.face = @"tick";
        }];
      }
      return self;
    }
    - (void)dealloc { NSLog(@"dealloc Clock"); }
    @end

    Clock *kitchen = [Clock new];
    """

  /// On RAC's own code the same snippets report the same `__block` edges and the same number of
  /// objects kept, for the same reasons.
  func testEachSnippetsReportOnRACsCodeNamesTheSameEdgesAndCount() throws {
    let snippets = [
      ("distinct.m", Self.distinct), ("scan.m", Self.scan), ("combine.m", Self.combine), ("sample.m", Self.sample),
      ("timer.m", Self.timer),
    ]
    for (name, text) in snippets {
      let onRACSource = try leaks(name, text, racSource: true)
      let onTheCore = try leaks(name, text)
      XCTAssertEqual(Self.blockVariableEdges(onTheCore), Self.blockVariableEdges(onRACSource), name)
      XCTAssertEqual(onTheCore.last, onRACSource.last, name)
      XCTAssertEqual(
        onTheCore.filter { $0.hasPrefix("kept") }, onRACSource.filter { $0.hasPrefix("kept") }, name)
    }
  }
}
