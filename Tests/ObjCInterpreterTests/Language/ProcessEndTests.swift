import ObjCInterpreter
import XCTest

/// A global or static is a root until the process ends, and a process that exits runs no
/// `-dealloc`: what a static holds is never released during the run, its `-dealloc` never prints,
/// and the trace never shows it going.
final class ProcessEndTests: LeakCheckedTestCase {
  private static let snippet = #"""
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
    static Photo *cover;
    photos = [RACReplaySubject subject];
    [photos sendNext:[[Photo alloc] initWithName:@"beach"]];
    cover = [[Photo alloc] initWithName:@"hill"];
    NSLog(@"end");
    """#

  func testWhatAStaticHoldsIsNeverDeallocatedAndItsDeallocNeverPrints() {
    let run = SnippetRun.run(Self.snippet, recordingTrace: true)
    XCTAssertNil(run.error)
    XCTAssertEqual(run.output, ["init Photo beach", "init Photo hill", "end"])
    let deallocs = run.trace.events.filter { $0.block == "-dealloc" }.map { $0.owner?.description ?? "" }
    XCTAssertEqual(deallocs, [])
  }

  func testTheSameRunTwiceStartsEachWithItsStaticsEmpty() {
    let first = SnippetRun.run(Self.snippet)
    let second = SnippetRun.run(Self.snippet)
    XCTAssertEqual(first.output, second.output)
  }

  /// A repeating timer nobody disposes: `run` still stops at its virtual-time budget (the program
  /// would never end), and what the timer keeps is never deallocated.
  func testARepeatingTimerNobodyDisposesStopsTheRunAtItsBudgetAndItsObjectNeverGoes() {
    let run = SnippetRun.run(
      #"""
      @interface Clock : NSObject
      @end
      @implementation Clock
      - (instancetype)init {
        self = [super init];
        [[RACSignal interval:60 onScheduler:[RACScheduler mainThreadScheduler]] subscribeNext:^(id date) {
          NSLog(@"%@", self);
        }];
        return self;
      }
      - (void)dealloc { NSLog(@"dealloc Clock"); }
      @end
      Clock *clock = [[Clock alloc] init];
      clock = nil;
      NSLog(@"end");
      """#, limits: Interpreter.Limits(maxSteps: 2_000_000, maxSeconds: 20, maxVirtualSeconds: 300))
    XCTAssertEqual(
      run.error?.message.hasPrefix("stopped at 300 s of virtual time"), true, "\(run.error?.message ?? "")")
    XCTAssertEqual(run.output.first, "end")
    XCTAssertFalse(run.output.contains("dealloc Clock"), "\(run.output)")
  }
}
