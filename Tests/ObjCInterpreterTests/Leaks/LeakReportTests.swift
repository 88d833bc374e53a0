import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RAC
import XCTest

/// `leaks`: each pattern readers ask about, as a snippet written here, reports the cycle or the
/// root path that keeps its objects, edge by edge in RAC's terms, with the line that made each
/// object and the advice for the pattern; the same snippet with the fix reports nothing left (and
/// its `-dealloc` runs). On the Swift core and, with `RAC_SOURCE_DIR` set to a checkout of
/// ReactiveCocoa 2.5, on RAC's own code, where every reference is an interpreted one.
final class LeakReportTests: LeakCheckedTestCase {
  private func report(
    _ name: String, _ text: String, racSource: Bool = false, file: StaticString = #filePath, line: UInt = #line
  ) throws -> ObjCSnippet.LeakRun {
    let snippet = try leakSnippet(name, text, racSource: racSource)
    let found = snippet.findLeaks()
    XCTAssertNil(found.error, "\(found.error?.description ?? "")", file: file, line: line)
    return found
  }

  /// The lines after the program's output: the groups, the advice, the count.
  private func assertLeaks(
    _ name: String, _ text: String, racSource: Bool = false, output: [String], report expected: [String],
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let found = try report(name, text, racSource: racSource, file: file, line: line)
    XCTAssertEqual(found.output, output, "output", file: file, line: line)
    XCTAssertEqual(found.report?.lines ?? [], expected, file: file, line: line)
    if (found.report?.keptAlive ?? 0) > 0 { expectsLeakedObjects = true }
  }

  private static let nothingLeft = ["nothing kept alive: every object the program made has gone"]

  /// A ring of thousands of objects is printed edge by edge in its order (issue 37's fifth sweep:
  /// a ring of 200,000 took minutes, its path built by inserting each edge at the front).
  func testALongRingIsPrintedInItsOrderBackToTheStart() throws {
    let count = 3_000
    let found = try report(
      "ring.m",
      #"""
      @interface Node : NSObject
      @property (nonatomic, strong) Node *next;
      @end
      @implementation Node
      @end
      Node *first = [Node new];
      Node *last = first;
      for (int i = 1; i < \#(count); i++) { Node *node = [Node new]; last.next = node; last = node; }
      last.next = first;
      first = nil;
      last = nil;
      """#)
    expectsLeakedObjects = true
    let lines = found.report?.lines ?? []
    XCTAssertEqual(
      Array(lines.prefix(3)),
      ["kept by a cycle:", "  Node#1 (made at ring.m:6)", "    ─ivar _next→ Node#2 (made at ring.m:8)"])
    XCTAssertEqual(
      Array(lines.suffix(3)),
      [
        "    ─ivar _next→ Node#\(count) (made at ring.m:8)", "    ─ivar _next→ Node#1 (back to the start)",
        "\(count) objects kept alive: 1 cycle",
      ])
    XCTAssertEqual(found.report?.keptAlive, count)
  }

  /// A cycle that another cycle keeps is printed under it, once: it is no cause of its own (it
  /// was printed as a second, empty cycle, and a `// Leaks:` line naming the first read as wrong).
  func testACycleKeptByAnotherCycleIsPrintedUnderIt() throws {
    let text = #"""
      @interface Node : NSObject
      @property (nonatomic, strong) Node *next;
      @property (nonatomic, strong) Node *side;
      @property (nonatomic, copy) NSString *name;
      @end
      @implementation Node
      @end

      Node *a = [Node new];
      a.name = @"a";
      Node *b = [Node new];
      b.name = @"b";
      a.next = b;
      b.next = a;
      Node *c = [Node new];
      Node *d = [Node new];
      c.next = d;
      d.next = c;
      b.side = c;
      a = nil;
      b = nil;
      c = nil;
      d = nil;
      """#
    let found = try report("cycles.m", text)
    expectsLeakedObjects = true
    let lines = found.report?.lines ?? []
    XCTAssertEqual(lines.filter { $0 == "kept by a cycle:" }.count, 1, "\(lines)")
    XCTAssertEqual(lines.last, "4 objects kept alive: 1 cycle")
    XCTAssertEqual(found.report?.groups.count, 1)
    XCTAssertEqual(found.report?.groups.first?.objects.count, 4)
  }

  private static let cycle = #"""
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
    - (void)dealloc { NSLog(@"dealloc Screen"); }
    @end

    Screen *screen = [[Screen alloc] init];
    [screen.taps sendNext:@"tapped"];
    screen = nil;
    NSLog(@"end");
    """#

  private static let cycleFixed = #"""
    @interface Screen : NSObject
    @property (nonatomic, strong) RACSubject *taps;
    @property (nonatomic, copy) NSString *title;
    @end
    @implementation Screen
    - (instancetype)init {
      self = [super init];
      _taps = [RACSubject subject];
      @weakify(self);
      [_taps subscribeNext:^(id x) {
        @strongify(self);
        self.title = x;
      }];
      return self;
    }
    - (void)dealloc { NSLog(@"dealloc Screen"); }
    @end

    Screen *screen = [[Screen alloc] init];
    [screen.taps sendNext:@"tapped"];
    screen = nil;
    NSLog(@"end");
    """#

  private static let ivar = #"""
    @interface Counter : NSObject
    @property (nonatomic, strong) RACSubject *ticks;
    @end
    @implementation Counter {
      int _count;
    }
    - (instancetype)init {
      self = [super init];
      _ticks = [RACSubject subject];
      @weakify(self);
      [_ticks subscribeNext:^(id x) {
        @strongify(self);
        _count++;
        NSLog(@"count %d", _count);
      }];
      return self;
    }
    - (void)dealloc { NSLog(@"dealloc Counter"); }
    @end

    Counter *counter = [[Counter alloc] init];
    [counter.ticks sendNext:@1];
    counter = nil;
    NSLog(@"end");
    """#

  private static let ivarFixed = #"""
    @interface Counter : NSObject
    @property (nonatomic, strong) RACSubject *ticks;
    @end
    @implementation Counter {
      int _count;
    }
    - (instancetype)init {
      self = [super init];
      _ticks = [RACSubject subject];
      @weakify(self);
      [_ticks subscribeNext:^(id x) {
        @strongify(self);
        self->_count++;
        NSLog(@"count %d", self->_count);
      }];
      return self;
    }
    - (void)dealloc { NSLog(@"dealloc Counter"); }
    @end

    Counter *counter = [[Counter alloc] init];
    [counter.ticks sendNext:@1];
    counter = nil;
    NSLog(@"end");
    """#

  private static let observe = #"""
    @interface Model : NSObject
    @property (nonatomic, copy) NSString *name;
    @end
    @implementation Model
    @end

    @interface Panel : NSObject
    @property (nonatomic, strong) RACSubject *refresh;
    @property (nonatomic, strong) Model *model;
    @end
    @implementation Panel
    - (instancetype)initWithModel:(Model *)model {
      self = [super init];
      _model = model;
      _refresh = [RACSubject subject];
      [_refresh subscribeNext:^(Model *current) {
        [[RACObserve(current, name) take:1] subscribeNext:^(NSString *name) {
          NSLog(@"name %@", name);
        }];
      }];
      return self;
    }
    - (void)dealloc { NSLog(@"dealloc Panel"); }
    @end

    Model *model = [[Model alloc] init];
    model.name = @"first";
    Panel *panel = [[Panel alloc] initWithModel:model];
    [panel.refresh sendNext:model];
    panel = nil;
    NSLog(@"end");
    """#

  private static let observeFixed = #"""
    @interface Model : NSObject
    @property (nonatomic, copy) NSString *name;
    @end
    @implementation Model
    @end

    @interface Panel : NSObject
    @property (nonatomic, strong) RACSubject *refresh;
    @property (nonatomic, strong) Model *model;
    @end
    @implementation Panel
    - (instancetype)initWithModel:(Model *)model {
      self = [super init];
      _model = model;
      _refresh = [RACSubject subject];
      @weakify(self);
      [_refresh subscribeNext:^(Model *current) {
        @strongify(self);
        [[RACObserve(current, name) take:1] subscribeNext:^(NSString *name) {
          NSLog(@"name %@", name);
        }];
      }];
      return self;
    }
    - (void)dealloc { NSLog(@"dealloc Panel"); }
    @end

    Model *model = [[Model alloc] init];
    model.name = @"first";
    Panel *panel = [[Panel alloc] initWithModel:model];
    [panel.refresh sendNext:model];
    panel = nil;
    NSLog(@"end");
    """#

  private static let subject = #"""
    @interface Label : NSObject
    @property (nonatomic, copy) NSString *text;
    @end
    @implementation Label
    - (void)dealloc { NSLog(@"dealloc Label"); }
    @end

    static RACSubject *messages;

    @interface Controller : NSObject
    @end
    @implementation Controller
    - (void)show {
      Label *label = [[Label alloc] init];
      [messages subscribeNext:^(NSString *text) {
        label.text = text;
        NSLog(@"label %@", text);
      }];
    }
    - (void)dealloc { NSLog(@"dealloc Controller"); }
    @end

    messages = [RACSubject subject];
    Controller *controller = [[Controller alloc] init];
    [controller show];
    [messages sendNext:@"hello"];
    controller = nil;
    NSLog(@"end");
    """#

  private static let subjectFixed = #"""
    @interface Label : NSObject
    @property (nonatomic, copy) NSString *text;
    @end
    @implementation Label
    - (void)dealloc { NSLog(@"dealloc Label"); }
    @end

    static RACSubject *messages;

    @interface Controller : NSObject
    @end
    @implementation Controller
    - (void)show {
      Label *label = [[Label alloc] init];
      [messages subscribeNext:^(NSString *text) {
        label.text = text;
        NSLog(@"label %@", text);
      }];
    }
    - (void)dealloc { NSLog(@"dealloc Controller"); }
    @end

    messages = [RACSubject subject];
    Controller *controller = [[Controller alloc] init];
    [controller show];
    [messages sendNext:@"hello"];
    controller = nil;
    [messages sendCompleted];
    messages = nil;
    NSLog(@"end");
    """#

  private static let replay = #"""
    @interface Photo : NSObject
    @property (nonatomic, copy) NSString *name;
    @end
    @implementation Photo
    - (instancetype)initWithName:(NSString *)name {
      self = [super init];
      _name = [name copy];
      NSLog(@"init Photo %@", name);
      return self;
    }
    - (void)dealloc { NSLog(@"dealloc Photo %@", _name); }
    @end

    static RACReplaySubject *photos;
    photos = [RACReplaySubject subject];
    [photos sendNext:[[Photo alloc] initWithName:@"beach"]];
    [photos sendNext:[[Photo alloc] initWithName:@"hill"]];
    NSLog(@"end");
    """#

  private static let replayFixed = #"""
    @interface Photo : NSObject
    @property (nonatomic, copy) NSString *name;
    @end
    @implementation Photo
    - (instancetype)initWithName:(NSString *)name {
      self = [super init];
      _name = [name copy];
      NSLog(@"init Photo %@", name);
      return self;
    }
    - (void)dealloc { NSLog(@"dealloc Photo %@", _name); }
    @end

    static RACReplaySubject *photos;
    photos = [RACReplaySubject subject];
    [photos sendNext:[[Photo alloc] initWithName:@"beach"]];
    [photos sendNext:[[Photo alloc] initWithName:@"hill"]];
    [photos sendCompleted];
    photos = nil;
    NSLog(@"end");
    """#

  private static let timer = #"""
    @interface Clock : NSObject
    @property (nonatomic, copy) NSString *label;
    @end
    @implementation Clock
    - (instancetype)init {
      self = [super init];
      [[RACSignal interval:60 onScheduler:[RACScheduler mainThreadScheduler]] subscribeNext:^(NSDate *date) {
        self.label = @"tick";
      }];
      return self;
    }
    - (void)dealloc { NSLog(@"dealloc Clock"); }
    @end

    Clock *clock = [[Clock alloc] init];
    clock = nil;
    NSLog(@"end");
    """#

  private static let timerFixed = #"""
    @interface Clock : NSObject
    @property (nonatomic, copy) NSString *label;
    @end
    @implementation Clock
    - (instancetype)init {
      self = [super init];
      @weakify(self);
      [[[RACSignal interval:60 onScheduler:[RACScheduler mainThreadScheduler]]
          takeUntil:self.rac_willDeallocSignal]
          subscribeNext:^(NSDate *date) {
            @strongify(self);
            self.label = @"tick";
          }];
      return self;
    }
    - (void)dealloc { NSLog(@"dealloc Clock"); }
    @end

    Clock *clock = [[Clock alloc] init];
    clock = nil;
    NSLog(@"end");
    """#

  private static let timerTakingThree = #"""
    [[[RACSignal interval:1 onScheduler:[RACScheduler mainThreadScheduler]] take:3]
        subscribeNext:^(NSDate *date) { NSLog(@"tick"); }
        completed:^{ NSLog(@"three ticks"); }];
    NSLog(@"subscribed");
    """#

  private static let chattyTimer = #"""
    @interface Metronome : NSObject
    @end
    @implementation Metronome
    - (instancetype)init {
      self = [super init];
      __block int beats = 0;
      [[RACSignal interval:1 onScheduler:[RACScheduler mainThreadScheduler]] subscribeNext:^(NSDate *date) {
        beats++;
        NSLog(@"beat %d of %@", beats, self);
      }];
      return self;
    }
    - (NSString *)description { return @"metronome"; }
    @end

    Metronome *metronome = [Metronome new];
    NSLog(@"made");
    """#

  private static let mappedCycle = #"""
    @interface MyView : NSObject
    @property (nonatomic, strong) RACSubject *subject;
    @property (nonatomic, copy) NSString *text;
    @end
    @implementation MyView
    - (instancetype)init {
      if ((self = [super init])) {
        _subject = [RACSubject subject];
        [[_subject map:^id(id x) { return [x description]; }] subscribeNext:^(id x) {
          self.text = x;
        }];
      }
      return self;
    }
    - (void)dealloc { NSLog(@"dealloc MyView"); }
    @end

    MyView *view = [MyView new];
    [view.subject sendNext:@1];
    view = nil;
    NSLog(@"end");
    """#

  private static let mappedCycleFixed = #"""
    @interface MyView : NSObject
    @property (nonatomic, strong) RACSubject *subject;
    @property (nonatomic, copy) NSString *text;
    @end
    @implementation MyView
    - (instancetype)init {
      if ((self = [super init])) {
        _subject = [RACSubject subject];
        @weakify(self);
        [[_subject map:^id(id x) { return [x description]; }] subscribeNext:^(id x) {
          @strongify(self);
          self.text = x;
        }];
      }
      return self;
    }
    - (void)dealloc { NSLog(@"dealloc MyView"); }
    @end

    MyView *view = [MyView new];
    [view.subject sendNext:@1];
    view = nil;
    NSLog(@"end");
    """#

  /// The fixed view, and a subject that completes: `-bind:`'s subscription lets its signals array
  /// (which holds the subject) go.
  private static let mappedCycleFixedAndCompleted = #"""
    @interface MyView : NSObject
    @property (nonatomic, strong) RACSubject *subject;
    @property (nonatomic, copy) NSString *text;
    @end
    @implementation MyView
    - (instancetype)init {
      if ((self = [super init])) {
        _subject = [RACSubject subject];
        @weakify(self);
        [[_subject map:^id(id x) { return [x description]; }] subscribeNext:^(id x) {
          @strongify(self);
          self.text = x;
        }];
      }
      return self;
    }
    - (void)dealloc { NSLog(@"dealloc MyView"); }
    @end

    MyView *view = [MyView new];
    [view.subject sendNext:@1];
    [view.subject sendCompleted];
    view = nil;
    NSLog(@"end");
    """#

  /// The cycle goes through the core's own closures: `-bind:`'s subscriber of the subject holds
  /// the block at RACSignal.m:157, which reaches (through `addSignal`) the subscriber of the mapped
  /// signal, whose `_next` is the program's block capturing `self`. Every edge is named as RAC's
  /// own code names it, every object by the line and message that made it. With `@weakify` the view
  /// goes, and what is left is the subject's own cycle through `-bind:`'s signals array, as on RAC's
  /// own code (`--rac-source`: the same 17 objects, one cycle); completing the subject ends that.
  func testACycleThroughMapsBindClosuresIsNamedEdgeByEdgeAndWeakifyEndsItOnTheSwiftCore() throws {
    try assertLeaks(
      "mapped.m", Self.mappedCycle,
      output: [
        "end"
      ],
      report: [
        "kept by a cycle:",
        "  MyView#1 (made at mapped.m:18)",
        "    ─ivar _subject→ RACSubject#3 (made at mapped.m:8 by +subject)",
        "    ─ivar _subscribers, element 0→ RACPassthroughSubscriber#19 (made at mapped.m:9 by -subscribeNext:)",
        "    ─ivar _innerSubscriber→ RACSubscriber#16 (made at mapped.m:9 by -subscribeNext:)",
        "    ─ivar _next, block at RACSignal.m:157 captures addSignal, block at RACSignal.m:131 captures subscriber→ RACPassthroughSubscriber#9 (made at mapped.m:9 by -subscribeNext:)",
        "    ─ivar _innerSubscriber→ RACSubscriber#6 (made at mapped.m:9 by -subscribeNext:)",
        "    ─ivar _next, block at mapped.m:9 captures self→ MyView#1 (back to the start)",
        "  and what the cycle keeps:",
        "    ─ivar _disposable→ RACCompoundDisposable#2 (made at mapped.m:8 by +subject)",
        "    ─ivar _disposable→ RACCompoundDisposable#18 (made at mapped.m:9 by -subscribeNext:)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#20 (made at mapped.m:9 by -subscribeNext:)",
        "    ─ivar _next, block at RACSignal.m:157 captures compoundDisposable→ RACCompoundDisposable#13 (made at mapped.m:9 by -subscribeNext:)",
        "    ─ivar _next, block at RACSignal.m:157 captures selfDisposable→ RACSerialDisposable#14 (made at mapped.m:9 by -subscribeNext:)",
        "      ─ivar _disposable→ RACDisposable#21 (made at mapped.m:9 by -subscribeNext:)",
        "    ─ivar _disposable→ RACCompoundDisposable#15 (made at mapped.m:9 by -subscribeNext:)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#17 (made at mapped.m:9 by -subscribeNext:)",
        "    ─ivar _disposable→ RACCompoundDisposable#8 (made at mapped.m:9 by -subscribeNext:)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#10 (made at mapped.m:9 by -subscribeNext:)",
        "    ─ivar _disposable→ RACCompoundDisposable#5 (made at mapped.m:9 by -subscribeNext:)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#7 (made at mapped.m:9 by -subscribeNext:)",
        "  advice: the block at mapped.m:9 captures self inside a subscription self owns: @weakify(self) before the block and @strongify(self) inside it",
        "18 objects kept alive: 1 cycle",
      ])
    try assertLeaks(
      "mapped-fixed.m", Self.mappedCycleFixed,
      output: [
        "dealloc MyView",
        "end",
      ],
      report: [
        "kept by a cycle:",
        "  RACSubject#3 (made at mapped-fixed.m:8 by +subject)",
        "    ─ivar _subscribers, element 0→ RACPassthroughSubscriber#19 (made at mapped-fixed.m:10 by -subscribeNext:)",
        "    ─ivar _innerSubscriber→ RACSubscriber#16 (made at mapped-fixed.m:10 by -subscribeNext:)",
        "    ─ivar _next, block at RACSignal.m:157 captures addSignal, block at RACSignal.m:131 captures signals, element 0→ RACSubject#3 (back to the start)",
        "  and what the cycle keeps:",
        "    ─ivar _disposable→ RACCompoundDisposable#2 (made at mapped-fixed.m:8 by +subject)",
        "    ─ivar _disposable→ RACCompoundDisposable#18 (made at mapped-fixed.m:10 by -subscribeNext:)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#20 (made at mapped-fixed.m:10 by -subscribeNext:)",
        "    ─ivar _next, block at RACSignal.m:157 captures compoundDisposable→ RACCompoundDisposable#13 (made at mapped-fixed.m:10 by -subscribeNext:)",
        "    ─ivar _next, block at RACSignal.m:157 captures addSignal, block at RACSignal.m:131 captures subscriber→ RACPassthroughSubscriber#9 (made at mapped-fixed.m:10 by -subscribeNext:)",
        "      ─ivar _innerSubscriber→ RACSubscriber#6 (made at mapped-fixed.m:10 by -subscribeNext:)",
        "        ─ivar _disposable→ RACCompoundDisposable#5 (made at mapped-fixed.m:10 by -subscribeNext:)",
        "          ─ivar _inlineDisposables, [0]→ RACDisposable#7 (made at mapped-fixed.m:10 by -subscribeNext:)",
        "      ─ivar _disposable→ RACCompoundDisposable#8 (made at mapped-fixed.m:10 by -subscribeNext:)",
        "        ─ivar _inlineDisposables, [0]→ RACDisposable#10 (made at mapped-fixed.m:10 by -subscribeNext:)",
        "    ─ivar _next, block at RACSignal.m:157 captures selfDisposable→ RACSerialDisposable#14 (made at mapped-fixed.m:10 by -subscribeNext:)",
        "      ─ivar _disposable→ RACDisposable#21 (made at mapped-fixed.m:10 by -subscribeNext:)",
        "    ─ivar _disposable→ RACCompoundDisposable#15 (made at mapped-fixed.m:10 by -subscribeNext:)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#17 (made at mapped-fixed.m:10 by -subscribeNext:)",
        "17 objects kept alive: 1 cycle",
      ])
    try assertLeaks(
      "mapped-completed.m", Self.mappedCycleFixedAndCompleted,
      output: [
        "dealloc MyView",
        "end",
      ], report: Self.nothingLeft)
  }

  func testABlockCapturingSelfInASubscriptionSelfOwnsIsACycleAndWeakifyEndsItOnTheSwiftCore() throws {
    try assertLeaks(
      "cycle.m", Self.cycle,
      output: [
        "end"
      ],
      report: [
        "kept by a cycle:",
        "  Screen#1 (made at cycle.m:17)",
        "    ─ivar _taps→ RACSubject#3 (made at cycle.m:8 by +subject)",
        "    ─ivar _subscribers, element 0→ RACPassthroughSubscriber#8 (made at cycle.m:9 by -subscribeNext:)",
        "    ─ivar _innerSubscriber→ RACSubscriber#5 (made at cycle.m:9 by -subscribeNext:)",
        "    ─ivar _next, block at cycle.m:9 captures self→ Screen#1 (back to the start)",
        "  and what the cycle keeps:",
        "    ─ivar _disposable→ RACCompoundDisposable#2 (made at cycle.m:8 by +subject)",
        "    ─ivar _disposable→ RACCompoundDisposable#7 (made at cycle.m:9 by -subscribeNext:)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#9 (made at cycle.m:9 by -subscribeNext:)",
        "    ─ivar _disposable→ RACCompoundDisposable#4 (made at cycle.m:9 by -subscribeNext:)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#6 (made at cycle.m:9 by -subscribeNext:)",
        "  advice: the block at cycle.m:9 captures self inside a subscription self owns: @weakify(self) before the block and @strongify(self) inside it",
        "9 objects kept alive: 1 cycle",
      ])
    try assertLeaks(
      "cycle-fixed.m", Self.cycleFixed,
      output: [
        "dealloc Screen",
        "end",
      ], report: Self.nothingLeft)
  }

  func testABlockCapturingSelfInASubscriptionSelfOwnsIsACycleAndWeakifyEndsItOnRACSource() throws {
    try assertLeaks(
      "cycle.m", Self.cycle, racSource: true,
      output: [
        "end"
      ],
      report: [
        "kept by a cycle:",
        "  Screen#1 (made at cycle.m:17)",
        "    ─ivar _taps→ RACSubject#2 (made at RACSubject.m:35)",
        "    ─ivar _subscribers, element 0→ RACPassthroughSubscriber#8 (made at RACSubject.m:58)",
        "    ─ivar _innerSubscriber→ RACSubscriber#4 (made at RACSubscriber.m:30)",
        "    ─ivar _next, block at cycle.m:9 captures self→ Screen#1 (back to the start)",
        "  and what the cycle keeps:",
        "    ─ivar _disposable→ RACCompoundDisposable#3 (made at RACCompoundDisposable.m:74)",
        "    ─ivar _disposable→ RACCompoundDisposable#7 (made at RACCompoundDisposable.m:74)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#9 (made at RACDisposable.m:57)",
        "    ─ivar _disposable→ RACCompoundDisposable#6 (made at RACCompoundDisposable.m:74)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#5 (made at RACDisposable.m:57)",
        "  advice: the block at cycle.m:9 captures self inside a subscription self owns: @weakify(self) before the block and @strongify(self) inside it",
        "9 objects kept alive: 1 cycle",
      ])
    try assertLeaks(
      "cycle-fixed.m", Self.cycleFixed, racSource: true,
      output: [
        "dealloc Screen",
        "end",
      ], report: Self.nothingLeft)
  }

  func testAnInstanceVariableInABlockAfterStrongifyStillCapturesSelfAndSelfArrowEndsItOnTheSwiftCore() throws {
    try assertLeaks(
      "ivar.m", Self.ivar,
      output: [
        "count 1",
        "end",
      ],
      report: [
        "kept by a cycle:",
        "  Counter#1 (made at ivar.m:21)",
        "    ─ivar _ticks→ RACSubject#3 (made at ivar.m:9 by +subject)",
        "    ─ivar _subscribers, element 0→ RACPassthroughSubscriber#8 (made at ivar.m:11 by -subscribeNext:)",
        "    ─ivar _innerSubscriber→ RACSubscriber#5 (made at ivar.m:11 by -subscribeNext:)",
        "    ─ivar _next, block at ivar.m:11 captures self→ Counter#1 (back to the start)",
        "  and what the cycle keeps:",
        "    ─ivar _disposable→ RACCompoundDisposable#2 (made at ivar.m:9 by +subject)",
        "    ─ivar _disposable→ RACCompoundDisposable#7 (made at ivar.m:11 by -subscribeNext:)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#9 (made at ivar.m:11 by -subscribeNext:)",
        "    ─ivar _disposable→ RACCompoundDisposable#4 (made at ivar.m:11 by -subscribeNext:)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#6 (made at ivar.m:11 by -subscribeNext:)",
        "  advice: the block at ivar.m:11 uses the instance variable _count, which is self->_count: it captures self, even after @strongify(self); write self->_count (or a property) after @strongify(self)",
        "9 objects kept alive: 1 cycle",
      ])
    try assertLeaks(
      "ivar-fixed.m", Self.ivarFixed,
      output: [
        "count 1",
        "dealloc Counter",
        "end",
      ], report: Self.nothingLeft)
  }

  func testAnInstanceVariableInABlockAfterStrongifyStillCapturesSelfAndSelfArrowEndsItOnRACSource() throws {
    try assertLeaks(
      "ivar.m", Self.ivar, racSource: true,
      output: [
        "count 1",
        "end",
      ],
      report: [
        "kept by a cycle:",
        "  Counter#1 (made at ivar.m:21)",
        "    ─ivar _ticks→ RACSubject#2 (made at RACSubject.m:35)",
        "    ─ivar _subscribers, element 0→ RACPassthroughSubscriber#8 (made at RACSubject.m:58)",
        "    ─ivar _innerSubscriber→ RACSubscriber#4 (made at RACSubscriber.m:30)",
        "    ─ivar _next, block at ivar.m:11 captures self→ Counter#1 (back to the start)",
        "  and what the cycle keeps:",
        "    ─ivar _disposable→ RACCompoundDisposable#3 (made at RACCompoundDisposable.m:74)",
        "    ─ivar _disposable→ RACCompoundDisposable#7 (made at RACCompoundDisposable.m:74)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#9 (made at RACDisposable.m:57)",
        "    ─ivar _disposable→ RACCompoundDisposable#6 (made at RACCompoundDisposable.m:74)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#5 (made at RACDisposable.m:57)",
        "  advice: the block at ivar.m:11 uses the instance variable _count, which is self->_count: it captures self, even after @strongify(self); write self->_count (or a property) after @strongify(self)",
        "9 objects kept alive: 1 cycle",
      ])
    try assertLeaks(
      "ivar-fixed.m", Self.ivarFixed, racSource: true,
      output: [
        "count 1",
        "dealloc Counter",
        "end",
      ], report: Self.nothingLeft)
  }

  func testRACObserveInABlockReferencesSelfAndStrongifyBeforeItEndsItOnTheSwiftCore() throws {
    try assertLeaks(
      "observe.m", Self.observe,
      output: [
        "name first",
        "end",
      ],
      report: [
        "kept by a cycle:",
        "  Panel#2 (made at observe.m:28)",
        "    ─ivar _refresh→ RACSubject#4 (made at observe.m:15 by +subject)",
        "    ─ivar _subscribers, element 0→ RACPassthroughSubscriber#9 (made at observe.m:16 by -subscribeNext:)",
        "    ─ivar _innerSubscriber→ RACSubscriber#6 (made at observe.m:16 by -subscribeNext:)",
        "    ─ivar _next, block at observe.m:16 captures self→ Panel#2 (back to the start)",
        "  and what the cycle keeps:",
        "    ─ivar _model→ Model#1 (made at observe.m:26)",
        "      ─associated object rac_deallocDisposable→ RACCompoundDisposable#12 (made at observe.m:29 by -sendNext:)",
        "        ─ivar _inlineDisposables, [0]→ RACDisposable#15 (made at observe.m:29 by -sendNext:)",
        "      ─associated object rac_willDeallocSignal→ RACReplaySubject#14 (made at observe.m:29 by -sendNext:)",
        "        ─ivar _disposable→ RACCompoundDisposable#13 (made at observe.m:29 by -sendNext:)",
        "    ─associated object rac_deallocDisposable→ RACCompoundDisposable#16 (made at observe.m:29 by -sendNext:)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#19 (made at observe.m:29 by -sendNext:)",
        "    ─associated object rac_willDeallocSignal→ RACReplaySubject#18 (made at observe.m:29 by -sendNext:)",
        "      ─ivar _disposable→ RACCompoundDisposable#17 (made at observe.m:29 by -sendNext:)",
        "    ─ivar _disposable→ RACCompoundDisposable#3 (made at observe.m:15 by +subject)",
        "    ─ivar _disposable→ RACCompoundDisposable#8 (made at observe.m:16 by -subscribeNext:)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#10 (made at observe.m:16 by -subscribeNext:)",
        "    ─ivar _disposable→ RACCompoundDisposable#5 (made at observe.m:16 by -subscribeNext:)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#7 (made at observe.m:16 by -subscribeNext:)",
        "  advice: RACObserve inside the block at observe.m:16 references self (its observer is self): @weakify(self) outside the block and @strongify(self) inside it, or observe outside the block",
        "18 objects kept alive: 1 cycle",
      ])
    try assertLeaks(
      "observe-fixed.m", Self.observeFixed,
      output: [
        "name first",
        "dealloc Panel",
        "end",
      ], report: Self.nothingLeft)
  }

  func testRACObserveInABlockReferencesSelfAndStrongifyBeforeItEndsItOnRACSource() throws {
    try assertLeaks(
      "observe.m", Self.observe, racSource: true,
      output: [
        "name first",
        "end",
      ],
      report: [
        "kept by a cycle:",
        "  Panel#2 (made at observe.m:28)",
        "    ─ivar _refresh→ RACSubject#3 (made at RACSubject.m:35)",
        "    ─ivar _subscribers, element 0→ RACPassthroughSubscriber#9 (made at RACSubject.m:58)",
        "    ─ivar _innerSubscriber→ RACSubscriber#5 (made at RACSubscriber.m:30)",
        "    ─ivar _next, block at observe.m:16 captures self→ Panel#2 (back to the start)",
        "  and what the cycle keeps:",
        "    ─ivar _model→ Model#1 (made at observe.m:26)",
        "      ─associated object RACObjectCompoundDisposable→ RACCompoundDisposable#15 (made at RACCompoundDisposable.m:74)",
        "        ─ivar _inlineDisposables, [0]→ RACDisposable#16 (made at RACDisposable.m:57)",
        "      ─associated object rac_willDeallocSignal→ RACReplaySubject#13 (made at RACSubject.m:35)",
        "        ─ivar _disposable→ RACCompoundDisposable#14 (made at RACCompoundDisposable.m:74)",
        "    ─associated object RACObjectCompoundDisposable→ RACCompoundDisposable#19 (made at RACCompoundDisposable.m:74)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#20 (made at RACDisposable.m:57)",
        "    ─associated object rac_willDeallocSignal→ RACReplaySubject#17 (made at RACSubject.m:35)",
        "      ─ivar _disposable→ RACCompoundDisposable#18 (made at RACCompoundDisposable.m:74)",
        "    ─ivar _disposable→ RACCompoundDisposable#4 (made at RACCompoundDisposable.m:74)",
        "    ─ivar _disposable→ RACCompoundDisposable#8 (made at RACCompoundDisposable.m:74)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#10 (made at RACDisposable.m:57)",
        "    ─ivar _disposable→ RACCompoundDisposable#7 (made at RACCompoundDisposable.m:74)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#6 (made at RACDisposable.m:57)",
        "  advice: RACObserve inside the block at observe.m:16 references self (its observer is self): @weakify(self) outside the block and @strongify(self) inside it, or observe outside the block",
        "18 objects kept alive: 1 cycle",
      ])
    try assertLeaks(
      "observe-fixed.m", Self.observeFixed, racSource: true,
      output: [
        "name first",
        "dealloc Panel",
        "end",
      ], report: Self.nothingLeft)
  }

  func testASubjectHeldByAStaticThatNeverCompletesKeepsWhatItsSubscribersCaptureAndCompletingEndsItOnTheSwiftCore()
    throws
  {
    try assertLeaks(
      "subject.m", Self.subject,
      output: [
        "label hello",
        "dealloc Controller",
        "end",
      ],
      report: [
        "kept from a root: static messages (subject.m:8)",
        "  ─holds→ RACSubject#2 (made at subject.m:23 by +subject)",
        "    ─ivar _disposable→ RACCompoundDisposable#1 (made at subject.m:23 by +subject)",
        "    ─ivar _subscribers, element 0→ RACPassthroughSubscriber#9 (made at subject.m:15 by -subscribeNext:)",
        "      ─ivar _innerSubscriber→ RACSubscriber#6 (made at subject.m:15 by -subscribeNext:)",
        "        ─ivar _next, block at subject.m:15 captures label→ Label#4 (made at subject.m:14)",
        "        ─ivar _disposable→ RACCompoundDisposable#5 (made at subject.m:15 by -subscribeNext:)",
        "          ─ivar _inlineDisposables, [0]→ RACDisposable#7 (made at subject.m:15 by -subscribeNext:)",
        "      ─ivar _disposable→ RACCompoundDisposable#8 (made at subject.m:15 by -subscribeNext:)",
        "        ─ivar _inlineDisposables, [0]→ RACDisposable#10 (made at subject.m:15 by -subscribeNext:)",
        "  advice: a global or static is a root until the process ends: set it to nil when its objects are done",
        "  advice: RACSubject#2 never completes, so its subscribers stay: send -sendCompleted when it is done, or end the subscription with takeUntil:",
        "9 objects kept alive: 1 subscription that never ends",
      ])
    try assertLeaks(
      "subject-fixed.m", Self.subjectFixed,
      output: [
        "label hello",
        "dealloc Controller",
        "dealloc Label",
        "end",
      ], report: Self.nothingLeft)
  }

  func testASubjectHeldByAStaticThatNeverCompletesKeepsWhatItsSubscribersCaptureAndCompletingEndsItOnRACSource() throws
  {
    try assertLeaks(
      "subject.m", Self.subject, racSource: true,
      output: [
        "label hello",
        "dealloc Controller",
        "end",
      ],
      report: [
        "kept from a root: static messages (subject.m:8)",
        "  ─holds→ RACSubject#1 (made at RACSubject.m:35)",
        "    ─ivar _subscribers, element 0→ RACPassthroughSubscriber#9 (made at RACSubject.m:58)",
        "      ─ivar _innerSubscriber→ RACSubscriber#5 (made at RACSubscriber.m:30)",
        "        ─ivar _next, block at subject.m:15 captures label→ Label#4 (made at subject.m:14)",
        "        ─ivar _disposable→ RACCompoundDisposable#7 (made at RACCompoundDisposable.m:74)",
        "          ─ivar _inlineDisposables, [0]→ RACDisposable#6 (made at RACDisposable.m:57)",
        "      ─ivar _disposable→ RACCompoundDisposable#8 (made at RACCompoundDisposable.m:74)",
        "        ─ivar _inlineDisposables, [0]→ RACDisposable#10 (made at RACDisposable.m:57)",
        "    ─ivar _disposable→ RACCompoundDisposable#2 (made at RACCompoundDisposable.m:74)",
        "  advice: a global or static is a root until the process ends: set it to nil when its objects are done",
        "  advice: RACSubject#1 never completes, so its subscribers stay: send -sendCompleted when it is done, or end the subscription with takeUntil:",
        "9 objects kept alive: 1 subscription that never ends",
      ])
    try assertLeaks(
      "subject-fixed.m", Self.subjectFixed, racSource: true,
      output: [
        "label hello",
        "dealloc Controller",
        "dealloc Label",
        "end",
      ], report: Self.nothingLeft)
  }

  func testAReplaySubjectHeldByAStaticKeepsEveryValueAndLettingItGoEndsItOnTheSwiftCore() throws {
    try assertLeaks(
      "replay.m", Self.replay,
      output: [
        "init Photo beach",
        "init Photo hill",
        "end",
      ],
      report: [
        "kept from a root: static photos (replay.m:14)",
        "  ─holds→ RACReplaySubject#2 (made at replay.m:15 by +subject)",
        "    ─ivar _valuesReceived, element 0→ Photo#3 (made at replay.m:16)",
        "    ─ivar _valuesReceived, element 1→ Photo#4 (made at replay.m:17)",
        "    ─ivar _disposable→ RACCompoundDisposable#1 (made at replay.m:15 by +subject)",
        "  advice: a global or static is a root until the process ends: set it to nil when its objects are done",
        "  advice: a replay subject keeps every value it was sent for as long as it lives: complete it, or replay only the last value (replayLast, RACBehaviorSubject)",
        "4 objects kept alive: 1 global or static",
      ])
    try assertLeaks(
      "replay-fixed.m", Self.replayFixed,
      output: [
        "init Photo beach",
        "init Photo hill",
        "dealloc Photo beach",
        "dealloc Photo hill",
        "end",
      ], report: Self.nothingLeft)
  }

  func testAReplaySubjectHeldByAStaticKeepsEveryValueAndLettingItGoEndsItOnRACSource() throws {
    try assertLeaks(
      "replay.m", Self.replay, racSource: true,
      output: [
        "init Photo beach",
        "init Photo hill",
        "end",
      ],
      report: [
        "kept from a root: static photos (replay.m:14)",
        "  ─holds→ RACReplaySubject#1 (made at RACSubject.m:35)",
        "    ─ivar _disposable→ RACCompoundDisposable#2 (made at RACCompoundDisposable.m:74)",
        "    ─ivar _valuesReceived, element 0→ Photo#3 (made at replay.m:16)",
        "    ─ivar _valuesReceived, element 1→ Photo#4 (made at replay.m:17)",
        "  advice: a global or static is a root until the process ends: set it to nil when its objects are done",
        "  advice: a replay subject keeps every value it was sent for as long as it lives: complete it, or replay only the last value (replayLast, RACBehaviorSubject)",
        "4 objects kept alive: 1 global or static",
      ])
    try assertLeaks(
      "replay-fixed.m", Self.replayFixed, racSource: true,
      output: [
        "init Photo beach",
        "init Photo hill",
        "dealloc Photo beach",
        "dealloc Photo hill",
        "end",
      ], report: Self.nothingLeft)
  }

  func testARepeatingTimerNobodyDisposesIsARootAndTakeUntilDeallocEndsItOnTheSwiftCore() throws {
    try assertLeaks(
      "timer.m", Self.timer,
      output: [
        "end"
      ],
      report: [
        "kept from a root: the timer source's event handler (set at RACQueueScheduler.m:99)",
        "  ─block at RACSignal+Operations.m:717 captures subscriber→ RACPassthroughSubscriber#7 (made at timer.m:7 by -subscribeNext:)",
        "    ─ivar _innerSubscriber→ RACSubscriber#4 (made at timer.m:7 by -subscribeNext:)",
        "      ─ivar _next, block at timer.m:7 captures self→ Clock#1 (made at timer.m:15)",
        "      ─ivar _disposable→ RACCompoundDisposable#3 (made at timer.m:7 by -subscribeNext:)",
        "        ─ivar _inlineDisposables, [0]→ RACDisposable#5 (made at timer.m:7 by -subscribeNext:)",
        "    ─ivar _disposable→ RACCompoundDisposable#6 (made at timer.m:7 by -subscribeNext:)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#8 (made at timer.m:7 by -subscribeNext:)",
        "      ─ivar _inlineDisposables, [1]→ RACDisposable#14 (made at timer.m:7 by -subscribeNext:)",
        "  advice: a repeating timer fires until its subscription is disposed: keep the disposable and dispose it (or takeUntil: the owner's rac_willDeallocSignal)",
        "8 objects kept alive: 1 repeating timer nobody disposes",
      ])
    try assertLeaks(
      "timer-fixed.m", Self.timerFixed,
      output: [
        "dealloc Clock",
        "end",
      ], report: Self.nothingLeft)
  }

  private static let observer = #"""
    @interface Badge : NSObject
    @property (nonatomic) NSInteger count;
    @end
    @implementation Badge
    - (instancetype)init {
      self = [super init];
      [[[NSNotificationCenter defaultCenter] rac_addObserverForName:@"Inbox" object:nil]
          subscribeNext:^(NSNotification *note) {
            self.count += 1;
            NSLog(@"count %ld", (long)self.count);
          }];
      return self;
    }
    - (void)dealloc { NSLog(@"dealloc Badge"); }
    @end

    Badge *badge = [[Badge alloc] init];
    [[NSNotificationCenter defaultCenter] postNotificationName:@"Inbox" object:nil];
    badge = nil;
    NSLog(@"end");
    """#

  private static let observerFixed = #"""
    @interface Badge : NSObject
    @property (nonatomic) NSInteger count;
    @end
    @implementation Badge
    - (instancetype)init {
      self = [super init];
      @weakify(self);
      [[[[NSNotificationCenter defaultCenter] rac_addObserverForName:@"Inbox" object:nil]
          takeUntil:self.rac_willDeallocSignal]
          subscribeNext:^(NSNotification *note) {
            @strongify(self);
            self.count += 1;
            NSLog(@"count %ld", (long)self.count);
          }];
      return self;
    }
    - (void)dealloc { NSLog(@"dealloc Badge"); }
    @end

    Badge *badge = [[Badge alloc] init];
    [[NSNotificationCenter defaultCenter] postNotificationName:@"Inbox" object:nil];
    badge = nil;
    NSLog(@"end");
    """#

  /// The center keeps an observer until it is removed: a subscription to
  /// `-rac_addObserverForName:object:` that never ends is a root, named with the line that
  /// subscribed, and its block's `self` stays; `takeUntil:` the object's `rac_willDeallocSignal`
  /// with `@weakify` ends it.
  func testANotificationObserverNobodyRemovesIsARootAndTakeUntilDeallocEndsItOnTheSwiftCore() throws {
    try assertLeaks(
      "badge.m", Self.observer,
      output: ["count 1", "end"],
      report: [
        #"kept from a root: the notification center's observer of "Inbox" (subscribed at badge.m:7)"#,
        "  ─holds→ RACPassthroughSubscriber#7 (made at badge.m:7 by -subscribeNext:)",
        "    ─ivar _innerSubscriber→ RACSubscriber#4 (made at badge.m:7 by -subscribeNext:)",
        "      ─ivar _next, block at badge.m:8 captures self→ Badge#1 (made at badge.m:17)",
        "      ─ivar _disposable→ RACCompoundDisposable#3 (made at badge.m:7 by -subscribeNext:)",
        "        ─ivar _inlineDisposables, [0]→ RACDisposable#5 (made at badge.m:7 by -subscribeNext:)",
        "    ─ivar _disposable→ RACCompoundDisposable#6 (made at badge.m:7 by -subscribeNext:)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#8 (made at badge.m:7 by -subscribeNext:)",
        "      ─ivar _inlineDisposables, [1]→ RACDisposable#11 (made at badge.m:7 by -subscribeNext:)",
        "  advice: the notification center keeps its observer until it is removed: dispose the subscription (or takeUntil: the owner's rac_willDeallocSignal), or -removeObserver: the observer",
        "8 objects kept alive: 1 notification observer never removed",
      ])
    try assertLeaks(
      "badge-fixed.m", Self.observerFixed, output: ["count 1", "dealloc Badge", "end"], report: Self.nothingLeft)
  }

  func testANotificationObserverNobodyRemovesIsARootAndTakeUntilDeallocEndsItOnRACSource() throws {
    let found = try report("badge.m", Self.observer, racSource: true)
    expectsLeakedObjects = true
    XCTAssertEqual(found.output, ["count 1", "end"])
    let lines = found.report?.lines ?? []
    XCTAssertEqual(
      lines.first,
      #"kept from a root: the notification center's observer of "Inbox" (added at NSNotificationCenter+RACSupport.m:21)"#
    )
    XCTAssertTrue(lines.contains { $0.contains("block at badge.m:8 captures self→ Badge#1") }, "\(lines)")
    XCTAssertEqual(lines.last, "8 objects kept alive: 1 notification observer never removed")
    try assertLeaks(
      "badge-fixed.m", Self.observerFixed, racSource: true, output: ["count 1", "dealloc Badge", "end"],
      report: Self.nothingLeft)
  }

  /// An observer block given to `-addObserverForName:object:queue:usingBlock:` stays with the
  /// center until `-removeObserver:`; the target of `-addObserver:selector:name:object:` is not
  /// kept (the center holds it weakly).
  func testAnObserverBlockIsKeptUntilRemovedAndATargetObserverIsNotKept() throws {
    let text = #"""
      @interface Listener : NSObject
      @end
      @implementation Listener
      - (void)heard:(NSNotification *)note { NSLog(@"heard %@", note.name); }
      - (void)dealloc { NSLog(@"dealloc Listener"); }
      @end

      Listener *listener = [Listener new];
      [[NSNotificationCenter defaultCenter] addObserver:listener selector:@selector(heard:) name:@"Ping" object:nil];
      id kept = [[NSNotificationCenter defaultCenter] addObserverForName:@"Ping" object:nil queue:nil
          usingBlock:^(NSNotification *note) { NSLog(@"block heard %@", NSStringFromClass([listener class])); }];
      id removed = [[NSNotificationCenter defaultCenter] addObserverForName:@"Pong" object:nil queue:nil
          usingBlock:^(NSNotification *note) { NSLog(@"never"); }];
      [[NSNotificationCenter defaultCenter] removeObserver:removed];
      [[NSNotificationCenter defaultCenter] postNotificationName:@"Ping" object:nil];
      listener = nil;
      kept = nil;
      NSLog(@"end");
      """#
    try assertLeaks(
      "listener.m", text,
      output: ["heard Ping", "block heard Listener", "end"],
      report: [
        #"kept from a root: the notification center's observer of "Ping" (added at listener.m:10)"#,
        "  ─block at listener.m:11 captures listener→ Listener#1 (made at listener.m:8)",
        "  advice: the notification center keeps its observer until it is removed: dispose the subscription (or takeUntil: the owner's rac_willDeallocSignal), or -removeObserver: the observer",
        "1 object kept alive: 1 notification observer never removed",
      ])
  }

  /// Once only a timer's firings are left to run, they run on: `take:3` disposes the timer after
  /// its third tick, so nothing is left (the run used to end before the first tick and report the
  /// timer as one nobody disposes).
  func testATimerWhoseSubscriptionEndsByItselfFiresToItsEndAndLeavesNothingOnTheSwiftCore() throws {
    try assertLeaks(
      "take-three.m", Self.timerTakingThree,
      output: ["subscribed", "tick", "tick", "tick", "three ticks"], report: Self.nothingLeft)
  }

  func testATimerWhoseSubscriptionEndsByItselfFiresToItsEndAndLeavesNothingOnRACSource() throws {
    try assertLeaks(
      "take-three.m", Self.timerTakingThree, racSource: true,
      output: ["subscribed", "tick", "tick", "tick", "three ticks"], report: Self.nothingLeft)
  }

  /// A timer nobody disposes fires a thousand times while it is watched; `leaks` shows the first of
  /// the lines it prints and counts the rest, and reports it as a root.
  func testATimerNobodyDisposesIsWatchedAThousandFiringsAndItsLinesAreCounted() throws {
    let found = try report("metronome.m", Self.chattyTimer)
    XCTAssertEqual(found.output.count, 1 + RepeatingTimersWatch.firingsAllowed)
    XCTAssertEqual(found.output.last, "beat 1000 of metronome")
    XCTAssertEqual(
      found.shownOutput,
      [
        "made", "beat 1 of metronome", "beat 2 of metronome", "beat 3 of metronome", "beat 4 of metronome",
        "beat 5 of metronome",
        "… 995 more lines printed while only repeating timers were left to fire (still firing when the run ended)",
      ])
    XCTAssertEqual(
      found.report?.lines.last, "8 objects kept alive: 1 repeating timer nobody disposes")
    expectsLeakedObjects = true
  }

  func testARepeatingTimerNobodyDisposesIsARootAndTakeUntilDeallocEndsItOnRACSource() throws {
    try assertLeaks(
      "timer.m", Self.timer, racSource: true,
      output: [
        "end"
      ],
      report: [
        "kept from a root: the timer source's event handler (set at RACQueueScheduler.m:99)",
        "  ─block at RACSignal+Operations.m:717 captures subscriber→ RACPassthroughSubscriber#11 (made at RACDynamicSignal.m:40)",
        "    ─ivar _innerSubscriber→ RACSubscriber#7 (made at RACSubscriber.m:30)",
        "      ─ivar _next, block at timer.m:7 captures self→ Clock#1 (made at timer.m:15)",
        "      ─ivar _disposable→ RACCompoundDisposable#9 (made at RACCompoundDisposable.m:74)",
        "        ─ivar _inlineDisposables, [0]→ RACDisposable#8 (made at RACDisposable.m:57)",
        "    ─ivar _disposable→ RACCompoundDisposable#10 (made at RACCompoundDisposable.m:74)",
        "      ─ivar _inlineDisposables, [0]→ RACDisposable#12 (made at RACDisposable.m:57)",
        "      ─ivar _inlineDisposables, [1]→ RACDisposable#20 (made at RACDisposable.m:57)",
        "  advice: a repeating timer fires until its subscription is disposed: keep the disposable and dispose it (or takeUntil: the owner's rac_willDeallocSignal)",
        "8 objects kept alive: 1 repeating timer nobody disposes",
      ])
    try assertLeaks(
      "timer-fixed.m", Self.timerFixed, racSource: true,
      output: [
        "dealloc Clock",
        "end",
      ], report: Self.nothingLeft)
  }

}
