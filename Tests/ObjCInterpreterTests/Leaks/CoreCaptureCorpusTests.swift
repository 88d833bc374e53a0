import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RAC
import XCTest

/// `leaks` on the corpus of `Fixtures/LeakCorpus` (snippets written here, one pattern a user writes
/// each, across RAC): on the Swift core every edge is named as RAC's own code names it, none reads
/// as held by the core or from outside where RAC's code names a reference; with `RAC_SOURCE_DIR`
/// set, each snippet's `-dealloc` log agrees with RAC's own code (RAC 2.5 or ReactiveObjC), and on
/// RAC 2.5 its exit and count line too.
final class CoreCaptureCorpusTests: LeakCheckedTestCase {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/LeakCorpus")

  private struct Found {
    let lines: [String]
    let output: [String]
    var unrecordedClosures: [String] = []
    var deallocations: [String] { output.filter { $0.hasPrefix("dealloc ") } }
    var countLine: String { lines.last ?? "" }
  }

  private func leaks(_ name: String, _ text: String, racSource: Bool = false) throws -> Found {
    let snippet = try leakSnippet(name, text, racSource: racSource)
    let found = snippet.findLeaks()
    XCTAssertNil(found.error, "\(name): \(found.error?.description ?? "")")
    if (found.report?.keptAlive ?? 0) > 0 { expectsLeakedObjects = true }
    return Found(
      lines: found.report?.lines ?? [], output: found.shownOutput, unrecordedClosures: found.unrecordedClosures)
  }

  private func corpusSnippet(_ name: String) throws -> String {
    try String(contentsOf: Self.corpus.appendingPathComponent(name), encoding: .utf8)
  }

  private func leaks(corpus name: String, racSource: Bool = false) throws -> Found {
    try leaks(name, try corpusSnippet(name), racSource: racSource)
  }

  /// What no report of the Swift core may say: an object counted by class, or held from outside.
  private static let unnamed = ["kept inside the Swift core", "kept from outside the program's objects", "unknown"]

  /// A report's lines without object numbers and the places that made them, to compare two runs.
  private static func edges(_ lines: [String]) -> [String] {
    lines.map { line in
      line.replacingOccurrences(of: #"#\d+"#, with: "", options: .regularExpression)
        .replacingOccurrences(of: #" \(made at [^)]*\)"#, with: "", options: .regularExpression)
    }
  }

  // MARK: RACCompoundDisposable's slots

  /// Four disposables in a compound a static holds, the first removed: two in RAC's inline slots,
  /// the rest in its overflow list.
  private static let compound = """
    @interface Note : NSObject
    @property (nonatomic, copy) NSString *text;
    @end
    @implementation Note
    - (void)dealloc { NSLog(@"dealloc Note %@", self.text); }
    @end

    static RACCompoundDisposable *cleanup;
    cleanup = [RACCompoundDisposable compoundDisposable];
    RACDisposable *first = nil;
    for (NSString *word in @[@"one", @"two", @"three", @"four", @"five"]) {
      Note *note = [Note new];
      note.text = word;
      RACDisposable *disposable = [RACDisposable disposableWithBlock:^{
        NSLog(@"%@ cleaned", note.text);
      }];
      if (first == nil) first = disposable;
      [cleanup addDisposable:disposable];
    }
    [cleanup removeDisposable:first];
    first = nil;
    """

  /// The compound's children are named by RAC's ivars: slot 1 keeps its index once slot 0 is free,
  /// the overflow is `_disposables`; on RAC's own code the same edges.
  func testACompoundsChildrenAreNamedAsRACsInlineSlotsAndOverflow() throws {
    let onTheCore = try leaks("compound.m", Self.compound)
    let toDisposables = Self.edges(onTheCore.lines).filter { $0.hasSuffix("→ RACDisposable") }
    XCTAssertEqual(
      toDisposables,
      [
        "    ─ivar _inlineDisposables, [1]→ RACDisposable",
        "    ─ivar _disposables, element 0→ RACDisposable",
        "    ─ivar _disposables, element 1→ RACDisposable",
        "    ─ivar _disposables, element 2→ RACDisposable",
      ])
    XCTAssertEqual(onTheCore.deallocations, ["dealloc Note one"])
    XCTAssertEqual(onTheCore.countLine, "9 objects kept alive: 1 global or static")
    let onRACsCode = try leaks("compound.m", Self.compound, racSource: true)
    XCTAssertEqual(Self.edges(onRACsCode.lines).filter { $0.hasSuffix("→ RACDisposable") }, toDisposables)
    XCTAssertEqual(onRACsCode.deallocations, onTheCore.deallocations)
  }

  // MARK: Capture sites

  /// `-catch:`'s error block captures the serial disposable that keeps the replacement's
  /// subscription, as RAC's does (RACSignal+Operations.m:252).
  func testCatchsErrorBlockNamesItsSerialDisposable() throws {
    let found = try leaks(corpus: "catch-static.m")
    let edges = Self.edges(found.lines).map { $0.trimmingCharacters(in: .whitespaces) }
    XCTAssertTrue(
      edges.contains("─ivar _error, block at RACSignal+Operations.m:252 captures catchDisposable→ RACSerialDisposable"),
      "\(found.lines)")
    XCTAssertTrue(
      edges.contains(
        "─ivar _error, block at RACSignal+Operations.m:252 captures catchBlock, block at catch-static.m:13 captures fallback→ Photo"
      ), "\(found.lines)")
    XCTAssertEqual(found.lines.filter { line in Self.unnamed.contains { line.contains($0) } }, [])
    XCTAssertEqual(found.countLine, "18 objects kept alive: 1 subscription that never ends")
  }

  /// A command whose signal block uses `self`, kept by `self`: the cycle goes through the command's
  /// `_signalBlock` into the program's block, as on RAC's code.
  func testACommandsSignalBlockClosesTheCycleThroughTheProgramsBlock() throws {
    let found = try leaks(corpus: "command-captures-self.m")
    let cycle = Array(Self.edges(found.lines).prefix(4))
    XCTAssertEqual(
      cycle,
      [
        "kept by a cycle:",
        "  Uploader",
        "    ─ivar _upload→ RACCommand",
        "    ─ivar _signalBlock, block at command-captures-self.m:11 captures self→ Uploader (back to the start)",
      ])
    XCTAssertTrue(
      found.lines.contains { $0.hasPrefix("  advice: the block at command-captures-self.m:11 captures self") })
    XCTAssertEqual(found.deallocations, [])
    let onRACsCode = try leaks(corpus: "command-captures-self.m", racSource: true)
    XCTAssertEqual(Array(Self.edges(onRACsCode.lines).prefix(4)), cycle)
  }

  /// A button's `rac_command` whose block uses the screen that owns the button: the cycle goes
  /// through the button's associated command.
  func testAButtonsCommandClosesTheCycleThroughItsAssociatedObject() throws {
    let found = try leaks(corpus: "button-command.m")
    XCTAssertEqual(
      Array(Self.edges(found.lines).prefix(4)),
      [
        "kept by a cycle:",
        "  Screen",
        "    ─ivar _button, associated object UIButtonRACCommandKey→ RACCommand",
        "    ─ivar _signalBlock, block at button-command.m:10 captures self→ Screen (back to the start)",
      ])
    XCTAssertFalse(found.lines.contains { $0.contains("kept from outside") }, "\(found.lines)")
  }

  /// A bar button item's `rac_command` whose block uses the screen that owns the item: the cycle
  /// goes through the item's associated command, and the binding of the command's `enabled`
  /// (`-setKeyPath:onObject:nilValue:`'s dispose block) names what it keeps, as RAC's code does.
  func testABarButtonItemsCommandClosesTheCycleThroughItsAssociatedObject() throws {
    let text = """
      @interface Screen : NSObject
      @property (nonatomic, strong) UIBarButtonItem *done;
      @property (nonatomic) NSInteger taps;
      @end
      @implementation Screen
      - (instancetype)init {
        if ((self = [super init])) {
          _done = [UIBarButtonItem new];
          _done.rac_command = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id sender) {
            self.taps += 1;
            return [RACSignal empty];
          }];
        }
        return self;
      }
      @end

      Screen *screen = [Screen new];
      [screen.done.rac_command execute:screen.done];
      screen = nil;
      """
    let found = try leaks("bar-button.m", text)
    XCTAssertEqual(
      Array(Self.edges(found.lines).prefix(4)),
      [
        "kept by a cycle:",
        "  Screen",
        "    ─ivar _done, associated object UIControlRACCommandKey→ RACCommand",
        "    ─ivar _signalBlock, block at bar-button.m:9 captures self→ Screen (back to the start)",
      ])
    XCTAssertTrue(
      Self.edges(found.lines).contains(
        "    ─ivar _done, associated object UIControlEnabledDisposableKey→ RACDisposable"),
      "\(found.lines)")
    XCTAssertEqual(found.lines.filter { line in Self.unnamed.contains { line.contains($0) } }, [])
  }

  /// An object subscribing to its own `rac_signalForSelector:` with a block that uses `self`: the
  /// cycle goes through the subject RAC keeps as an associated object, named as RAC's code names it.
  func testASelectorSignalsSubjectIsTheObjectsAssociatedObject() throws {
    let found = try leaks(corpus: "signal-for-selector.m")
    let cycle = Array(Self.edges(found.lines).prefix(6))
    XCTAssertEqual(
      cycle.dropFirst(2),
      [
        "    ─associated object rac_alias_viewDidAppear:→ RACSubject",
        "    ─ivar _subscribers, element 0→ RACPassthroughSubscriber",
        "    ─ivar _innerSubscriber→ RACSubscriber",
        "    ─ivar _next, block at signal-for-selector.m:9 captures self→ Controller (back to the start)",
      ])
    XCTAssertEqual(found.lines.filter { line in Self.unnamed.contains { line.contains($0) } }, [])
    XCTAssertEqual(found.countLine, "11 objects kept alive: 1 cycle")
    let onRACsCode = try leaks(corpus: "signal-for-selector.m", racSource: true)
    // RAC's code swizzles the object's class (`Controller_RACSelectorSignal`).
    let racsCycle = Self.edges(onRACsCode.lines).prefix(6).map {
      $0.replacingOccurrences(of: "_RACSelectorSignal", with: "")
    }
    XCTAssertEqual(racsCycle.dropFirst(2), cycle.dropFirst(2))
    XCTAssertEqual(onRACsCode.countLine, found.countLine)
  }

  /// `-takeUntilBlock:` and `-skipUntilBlock:`: the bind blocks capture the predicate, followed into
  /// what the program's predicate captures.
  func testTakeAndSkipUntilBlocksPredicateIsFollowedIntoItsCaptures() throws {
    for (name, photo, line) in [("take-until-block.m", "trophy", 13), ("skip-until-block.m", "medal", 13)] {
      let found = try leaks(corpus: name)
      let edges = Self.edges(found.lines).map { $0.trimmingCharacters(in: .whitespaces) }
      XCTAssertTrue(
        edges.contains { $0.hasSuffix("captures predicate, block at \(name):\(line) captures \(photo)→ Photo") },
        "\(name): \(found.lines)")
      XCTAssertEqual(found.lines.filter { line in Self.unnamed.contains { line.contains($0) } }, [], name)
      XCTAssertEqual(found.countLine, "18 objects kept alive: 1 subscription that never ends", name)
    }
  }

  /// `+zip:` keeps an unpaired value in `-zipWith:`'s `selfValues`, packed in a tuple: named as
  /// RAC's code names them.
  func testZipsQueueAndItsTupleAreNamedAsRACsCodeNamesThem() throws {
    let found = try leaks(corpus: "zip.m")
    XCTAssertTrue(
      Self.edges(found.lines).contains {
        $0.hasSuffix(
          "─ivar _next, block at RACSignal.m:237 captures selfValues, element 0, ivar _backingArray, element 0→ Photo")
      }, "\(found.lines)")
    XCTAssertEqual(found.lines.filter { line in Self.unnamed.contains { line.contains($0) } }, [])
    XCTAssertEqual(found.deallocations, ["dealloc Photo one"])
  }

  /// `-reduceEach:` (what `+combineLatest:reduce:` and `+zip:reduce:` end with): its block captures
  /// the reduce block, followed into what the program's reduce block captures, the same edge as on
  /// RAC's code.
  func testReduceEachsBlockIsFollowedIntoTheReduceBlocksCaptures() throws {
    let text = """
      @interface Photo : NSObject
      @property (nonatomic, copy) NSString *title;
      @end
      @implementation Photo
      - (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
      @end

      static RACSubject *sizes;
      sizes = [RACSubject subject];
      Photo *frame = [Photo new];
      frame.title = @"frame";
      [[sizes reduceEach:^id(NSNumber *w, NSNumber *h) {
        return [NSString stringWithFormat:@"%@ %@x%@", frame.title, w, h];
      }] subscribeNext:^(NSString *size) {
        NSLog(@"size %@", size);
      }];
      [sizes sendNext:RACTuplePack(@3, @4)];
      frame = nil;
      """
    let expected =
      "        ─ivar _next, block at RACSignal.m:157 captures bindingBlock, block at RACStream.m:73 captures block, "
      + "block at RACStream.m:94 captures block, block at RACStream.m:143 captures reduceBlock, block at reduce.m:12 "
      + "captures frame→ Photo"
    let found = try leaks("reduce.m", text)
    XCTAssertTrue(Self.edges(found.lines).contains(expected), "\(found.lines)")
    XCTAssertEqual(found.lines.filter { line in Self.unnamed.contains { line.contains($0) } }, [])
    XCTAssertEqual(found.countLine, "18 objects kept alive: 1 subscription that never ends")
    let onRACsCode = try leaks("reduce.m", text, racSource: true)
    XCTAssertTrue(Self.edges(onRACsCode.lines).contains(expected), "\(onRACsCode.lines)")
    XCTAssertEqual(onRACsCode.countLine, found.countLine)
  }

  /// A KVO channel on an object a static keeps: the object's KVO registration keeps RAC's block
  /// (RACKVOChannel.m:96), which keeps the channel after the program let go of it.
  func testTheKVOChannelsObservationBlockIsNamedAsRACs() throws {
    let text = """
      @interface Profile : NSObject
      @property (nonatomic, copy) NSString *nickname;
      @end
      @implementation Profile
      - (void)dealloc { NSLog(@"dealloc Profile %@", self.nickname); }
      @end

      static Profile *profile;
      profile = [Profile new];
      RACKVOChannel *channel = [[RACKVOChannel alloc] initWithTarget:profile keyPath:@"nickname" nilValue:@""];
      [channel.followingTerminal sendNext:@"kat"];
      channel = nil;
      """
    let found = try leaks("channel-static.m", text)
    XCTAssertTrue(
      Self.edges(found.lines).contains {
        $0.hasSuffix("─KVO observer of its key nickname, block at RACKVOChannel.m:96 captures self→ RACKVOChannel")
      }, "\(found.lines)")
    XCTAssertEqual(found.lines.filter { line in Self.unnamed.contains { line.contains($0) } }, [])
  }

  /// A KVO channel whose target goes first leaves nothing, on the Swift core as on RAC's code: the
  /// trampoline's `-dispose`, run by the target's deallocation, takes its KVO registration off the
  /// dying target, and the registration lets go of the trampoline it points at.
  func testAKVOChannelWhoseTargetGoesLeavesNothingOnEitherCore() throws {
    let gone = "nothing kept alive: every object the program made has gone"
    let onTheCore = try leaks(corpus: "kvo-channel.m")
    XCTAssertEqual(onTheCore.lines, [gone])
    XCTAssertEqual(onTheCore.deallocations, ["dealloc Profile kat"])
    let onRACsCode = try leaks(corpus: "kvo-channel.m", racSource: true)
    XCTAssertEqual(onRACsCode.lines, [gone])
    XCTAssertEqual(onRACsCode.deallocations, onTheCore.deallocations)
  }

  // MARK: What the real library lets go

  /// `RACObserve(self, viewModel.name)` and `RAC(self, …) =` in `-initWithViewModel:`: RAC takes the
  /// observer as a `__weak` parameter, so observing the rest of a longer key path does not keep the
  /// screen, and both the screen and its model go, on the Swift core as on RAC's code.
  func testALongerKeyPathsObservationDoesNotKeepItsObserver() throws {
    let expected = ["dealloc AlbumScreen cliffs", "dealloc Album cliffs"]
    let gone = ["nothing kept alive: every object the program made has gone"]
    let onTheCore = try leaks(corpus: "view-model-init.m")
    XCTAssertEqual(onTheCore.deallocations, expected)
    XCTAssertEqual(onTheCore.lines, gone)
    let onRACsCode = try leaks(corpus: "view-model-init.m", racSource: true)
    XCTAssertEqual(onRACsCode.deallocations, expected)
    XCTAssertEqual(onRACsCode.lines, gone)
  }

  /// `-rac_observeKeyPath:options:observer:block:` with `observer:self`: on RAC's own code its
  /// blocks capture the `__weak` parameter `weakObserver` weakly, so the object goes.
  func testRACsKVOWrapperHoldsItsWeakObserverParameterWeakly() throws {
    let onRACsCode = try leaks(corpus: "kvo-wrapper-observer-self.m", racSource: true)
    XCTAssertEqual(onRACsCode.deallocations, ["dealloc Player chorus"])
    XCTAssertEqual(onRACsCode.lines, ["nothing kept alive: every object the program made has gone"])
    XCTAssertEqual(try leaks(corpus: "kvo-wrapper-observer-self.m").deallocations, onRACsCode.deallocations)
  }

  /// A dispatch queue a static keeps, and the scheduler a `RACTargetQueueScheduler` made on it:
  /// the queue is libdispatch's, no RAC object, so nothing is left once the delivery has run, on
  /// the Swift core as on RAC's code (the interpreter's scheduler for the queue is not counted).
  func testADispatchQueuesOwnSchedulerIsNotLeftAlive() throws {
    let gone = ["nothing kept alive: every object the program made has gone"]
    let onTheCore = try leaks(corpus: "target-queue-scheduler.m")
    XCTAssertEqual(onTheCore.lines, gone)
    XCTAssertEqual(onTheCore.deallocations, ["dealloc Photo fern"])
    let onRACsCode = try leaks(corpus: "target-queue-scheduler.m", racSource: true)
    XCTAssertEqual(onRACsCode.lines, gone)
  }

  /// `-replayLazily` kept by a property and subscribed with a block that uses `self`: the cycle
  /// goes through the replay subject RAC's `multicast:` makes, and `-replayLazily`'s `defer:` block
  /// names the connection it captures, so nothing reads as held by the core.
  func testReplayLazilysConnectionIsNamedInTheCycleItKeeps() throws {
    let found = try leaks(corpus: "replay-lazily-self.m")
    XCTAssertEqual(found.lines.filter { line in Self.unnamed.contains { line.contains($0) } }, [], "\(found.lines)")
    XCTAssertEqual(found.countLine, "23 objects kept alive: 1 cycle")
    XCTAssertTrue(
      found.lines.contains { $0.hasPrefix("  advice: the block at replay-lazily-self.m:20 captures self") },
      "\(found.lines)")
  }

  // MARK: +switch:cases:default:

  /// `+switch:cases:default:`'s map block captures the copy of its cases and its default signal,
  /// as RAC's block does (RACSignal+Operations.m:818): a static's switched signal reaches each case
  /// through it, and a case's `+return:` signal holds its value as RAC's `_value`.
  func testSwitchsMapBlockNamesTheCasesAndTheDefaultItCaptures() throws {
    let text = """
      @interface Photo : NSObject
      @property (nonatomic, copy) NSString *title;
      @end
      @implementation Photo
      - (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
      @end

      static RACSignal *chosen;
      RACSubject *place = [RACSubject subject];
      Photo *beach = [Photo new];
      beach.title = @"beach";
      Photo *none = [Photo new];
      none.title = @"none";
      chosen = [RACSignal switch:place cases:@{ @"beach": [RACSignal return:beach] } default:[RACSignal return:none]];
      beach = nil;
      none = nil;
      place = nil;
      """
    let found = try leaks("switch.m", text)
    let edges = Self.edges(found.lines).map { $0.trimmingCharacters(in: .whitespaces) }
    XCTAssertTrue(
      edges.contains {
        $0.hasSuffix("block at RACSignal+Operations.m:818 captures copy, value for @\"beach\"→ RACReturnSignal")
      }, "\(found.lines)")
    XCTAssertTrue(
      edges.contains { $0.hasSuffix("block at RACSignal+Operations.m:818 captures defaultSignal→ RACReturnSignal") },
      "\(found.lines)")
    XCTAssertEqual(edges.filter { $0.hasPrefix("─ivar _value→ Photo") }.count, 2, "\(found.lines)")
    XCTAssertEqual(found.lines.filter { line in Self.unnamed.contains { line.contains($0) } }, [])
    XCTAssertEqual(found.countLine, "8 objects kept alive: 1 global or static")
    XCTAssertEqual(found.unrecordedClosures, [])
  }

  // MARK: C pointers

  /// A block the program's own class keeps in a `void *` with `CFBridgingRetain` is held by that
  /// instance variable, named with the retain: a static's chore keeps its block's capture, a desk's
  /// chore closes a cycle through it, and a `__bridge_retained` +1 whose pointer is dropped is a
  /// root of its own. `CFBridgingRelease` and a `__bridge_transfer` cast give the +1 back once:
  /// the performed chore's block and the taken-back note go when their last owner does.
  func testABlockKeptInAVoidPointerByCFBridgingRetainIsTheInstanceVariablesEdge() throws {
    let found = try leaks(corpus: "bridged-block-chore.m")
    let lines = Self.edges(found.lines)
    XCTAssertEqual(found.deallocations, ["dealloc Note done", "dealloc Chore", "dealloc Note back"])
    XCTAssertTrue(
      lines.contains("    ─ivar _work (CFBridgingRetain), block at bridged-block-chore.m:46 captures kept→ Note"),
      "\(found.lines)")
    XCTAssertTrue(
      lines.contains(
        "    ─ivar _work (CFBridgingRetain), block at bridged-block-chore.m:58 captures desk→ Desk (back to the start)"),
      "\(found.lines)")
    XCTAssertTrue(
      lines.contains("kept from a root: __bridge_retained at bridged-block-chore.m:63, never released (1 +1 C owns)"),
      "\(found.lines)")
    XCTAssertEqual(found.countLine, "5 objects kept alive: 1 global or static, 1 retain never released, 1 cycle")
    XCTAssertEqual(found.lines.filter { line in Self.unnamed.contains { line.contains($0) } }, [])
  }

  /// On RAC's own code, `RACDisposable`'s block is kept in `void * volatile _disposeBlock` by
  /// `CFBridgingRetain`: the reference is named, so a disposable's block that holds the program's
  /// object reads as that instance variable, never as held from outside the program's objects.
  func testRACDisposablesBlockIsNamedAsItsVoidPointerOnRACsCode() throws {
    let found = try leaks(corpus: "catch-static.m", racSource: true)
    XCTAssertEqual(found.lines.filter { line in Self.unnamed.contains { line.contains($0) } }, [])
    // ReactiveObjC's tree reaches the same objects by other paths first: the edge is RAC 2.5's line.
    let directory = ProcessInfo.processInfo.environment["RAC_SOURCE_DIR"] ?? ""
    guard try RACSourceCheckout(path: directory).line == .reactiveCocoa2 else { return }
    XCTAssertTrue(
      found.lines.contains { $0.contains("─ivar _disposeBlock (CFBridgingRetain), block at RACSignal+Operations.m:") },
      "\(found.lines)")
  }

  // MARK: What RAC frees

  /// Each snippet's `-dealloc` lines as RAC's own code prints them, read from RAC 2.5's source:
  /// `RACKVOChannel` holds its target weakly, so a hand-made `RACChannel` between two objects keeps
  /// neither; `-rac_liftSelector:withSignals:` holds its receiver unretained, and the lifted
  /// subscription ends with its signals; a concurrent command's execution that never completes
  /// keeps the job its signal block captured, the one that completes lets go of its own; replay
  /// subjects of a static never let go of what they replay; `+switch:cases:default:` of a subject
  /// a static keeps keeps the screen its subscriber's block captured; a button's selector signal
  /// keeps the logger subscribed to it until the button's `rac_deallocDisposable` completes it,
  /// before the button's own `-dealloc` runs.
  func testTheNewSnippetsFreeWhatRACFrees() throws {
    let expected: [(String, [String])] = [
      ("channel-two-objects.m", ["dealloc Slider 7", "dealloc Label 7"]),
      ("lift-selector-completes.m", ["dealloc Badge drafts (4)"]),
      ("command-concurrent.m", ["dealloc Job quick"]),
      ("replay-never-completes.m", []),
      ("switch-cases.m", []),
      ("signal-for-selector-observer.m", ["dealloc TapLogger 2", "dealloc Button"]),
      ("bridged-block-chore.m", ["dealloc Note done", "dealloc Chore", "dealloc Note back"]),
    ]
    for (name, deallocations) in expected {
      let found = try leaks(corpus: name)
      XCTAssertEqual(found.deallocations, deallocations, name)
      XCTAssertEqual(found.lines.filter { line in Self.unnamed.contains { line.contains($0) } }, [], name)
    }
  }

  // MARK: The corpus

  /// Every snippet of the corpus runs to its end on the Swift core, and every object its report
  /// lists is reached by named edges (RACCommand's own subscriptions among them).
  func testEveryCorpusSnippetsReportOnTheSwiftCoreNamesItsEdges() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter { $0.hasSuffix(".m") }
      .sorted()
    XCTAssertGreaterThanOrEqual(names.count, 63)
    for name in names {
      let found = try leaks(corpus: name)
      XCTAssertEqual(found.lines.filter { line in Self.unnamed.contains { line.contains($0) } }, [], name)
      XCTAssertTrue(found.countLine.contains("kept alive"), "\(name): \(found.countLine)")
      XCTAssertEqual(found.unrecordedClosures, [], "\(name): closures whose sites did not name their captures")
    }
  }

  /// Snippets whose count differs by a `RACTuple` RAC's code allocates as an object and the core
  /// does not count (it is a value there).
  private static let tupleCounted: Set<String> = [
    "zip.m", "combine-latest-reduce.m", "command-captures-self.m", "command-execution-signals.m", "button-command.m",
  ]

  /// With a checkout of RAC: each snippet prints the same `-dealloc` lines in the same order on
  /// both cores; on RAC 2.5 it also leaves something alive on both or on neither and counts as many
  /// objects (ReactiveObjC keeps a few more of its own: a subject's subscription adds its removal
  /// to the subscriber's disposable there).
  func testEveryCorpusSnippetAgreesWithRACsOwnCode() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter { $0.hasSuffix(".m") }
      .sorted()
    let directory = ProcessInfo.processInfo.environment["RAC_SOURCE_DIR"] ?? ""
    let isRAC25 = directory.isEmpty ? true : (try RACSourceCheckout(path: directory).line == .reactiveCocoa2)
    for name in names {
      let onRACsCode = try leaks(corpus: name, racSource: true)
      let onTheCore = try leaks(corpus: name)
      XCTAssertEqual(onTheCore.deallocations, onRACsCode.deallocations, name)
      XCTAssertEqual(onRACsCode.lines.filter { line in Self.unnamed.contains { line.contains($0) } }, [], name)
      guard isRAC25 else { continue }
      if Self.tupleCounted.contains(name) {
        XCTAssertEqual(onTheCore.countLine.hasPrefix("nothing"), onRACsCode.countLine.hasPrefix("nothing"), name)
      } else {
        XCTAssertEqual(
          onTheCore.countLine.split(separator: " ").first, onRACsCode.countLine.split(separator: " ").first,
          "\(name): \(onTheCore.countLine) against RAC's \(onRACsCode.countLine)")
      }
    }
  }
}
