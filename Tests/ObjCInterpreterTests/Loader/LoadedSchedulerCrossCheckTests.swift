import Foundation
import ObjCInterpreter
import ObjCLibraries
import RAC
import RACWalkthroughKit
import XCTest

/// `verify --rac-source` holds a scheduled block of the Swift core's queue scheduler against a
/// checkout's own scheduler: the core traces the block where RAC 2.5's `-performAsCurrentScheduler:`
/// calls it (RACScheduler.m:202), and a checkout's scheduler that runs it there, on a queue of the
/// interpreter's virtual libdispatch, makes the same calls. The checkout is MiniRAC plus a small
/// scheduler family written here (no RAC code is in this repository), its `block()` put on that
/// line.
final class LoadedSchedulerCrossCheckTests: LeakCheckedTestCase {
  private let schedulerHeader = """
    @class RACDisposable;
    @interface RACScheduler : NSObject
    @property (nonatomic, readonly, copy) NSString *name;
    - (instancetype)initWithName:(NSString *)name;
    + (instancetype)scheduler;
    - (RACDisposable *)schedule:(void (^)(void))block;
    - (void)performAsCurrentScheduler:(void (^)(void))block;
    @end
    """

  private let targetQueueHeader = """
    #import "RACScheduler.h"
    @interface RACTargetQueueScheduler : RACScheduler
    - (instancetype)initWithName:(NSString *)name targetQueue:(dispatch_queue_t)targetQueue;
    @end
    """

  /// The scheduler's base class; `-performAsCurrentScheduler:` calls its block at `blockLine`.
  private func schedulerSource(blockLine: Int) -> String {
    let head = """
      // Fixture written for RACWalkthrough's tests: a scheduler whose -performAsCurrentScheduler:
      // runs its block on the line where the Swift core's hook says RAC 2.5 runs it.
      #import "RACScheduler.h"
      #import "RACTargetQueueScheduler.h"
      @implementation RACScheduler
      - (instancetype)initWithName:(NSString *)name {
      \tself = [super init];
      \t_name = [name copy];
      \treturn self;
      }
      + (instancetype)scheduler {
      \treturn [[RACTargetQueueScheduler alloc] initWithName:@"com.ReactiveCocoa.RACScheduler.backgroundScheduler" targetQueue:dispatch_get_global_queue(0, 0)];
      }
      - (RACDisposable *)schedule:(void (^)(void))block {
      \treturn nil;
      }
      - (void)performAsCurrentScheduler:(void (^)(void))block {
      """
    let linesSoFar = head.split(separator: "\n", omittingEmptySubsequences: false).count
    let padding = String(repeating: "\n", count: max(0, blockLine - linesSoFar - 1))
    return head + "\n" + padding + "\tblock();\n}\n@end\n"
  }

  private let targetQueueSource = """
    // Fixture written for RACWalkthrough's tests: a serial queue of its own, pointed at a target,
    // whose blocks run as the scheduler's current ones.
    #import "RACTargetQueueScheduler.h"
    @implementation RACTargetQueueScheduler {
    \tdispatch_queue_t _queue;
    }
    - (instancetype)initWithName:(NSString *)name targetQueue:(dispatch_queue_t)targetQueue {
    \tself = [super initWithName:name];
    \t_queue = dispatch_queue_create(name.UTF8String, DISPATCH_QUEUE_SERIAL);
    \tdispatch_set_target_queue(_queue, targetQueue);
    \treturn self;
    }
    - (RACDisposable *)schedule:(void (^)(void))block {
    \tdispatch_async(_queue, ^{
    \t\t[self performAsCurrentScheduler:block];
    \t});
    \treturn nil;
    }
    @end
    """

  private let snippet = """
    RACScheduler *scheduler = [RACScheduler scheduler];
    [scheduler schedule:^{
      NSLog(@"ran");
    }];
    """

  private func library(blockLine: Int) throws -> RACSourceLibrary {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("LoadedSchedulerCrossCheckTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.copyItem(at: RACSourceLoadingTests.fixture, to: folder)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let sources = folder.appendingPathComponent("ReactiveCocoa")
    let files = [
      ("RACScheduler.h", schedulerHeader), ("RACScheduler.m", schedulerSource(blockLine: blockLine)),
      ("RACTargetQueueScheduler.h", targetQueueHeader), ("RACTargetQueueScheduler.m", targetQueueSource),
    ]
    for (name, text) in files {
      try text.write(to: sources.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let library = RACSourceLibrary(checkout: try RACSourceCheckout(path: folder.path))
    for name in ["RACScheduler.m", "RACTargetQueueScheduler.m"] {
      XCTAssertEqual(library.reports.first { $0.name == name }?.isLoaded, true, name)
    }
    return library
  }

  private func compare(blockLine: Int) throws -> (core: SnippetRun, result: RACSourceCrossCheck.Result) {
    let library = try library(blockLine: blockLine)
    let files = [SourceFile(name: "schedule.m", text: snippet)]
    let core = SnippetRun.run(files: files, recordingTrace: true)
    let onSource = SnippetRun.run(files: files, recordingTrace: true, library: library)
    XCTAssertNil(core.error, core.error?.description ?? "")
    XCTAssertNil(onSource.error, onSource.error?.description ?? "")
    XCTAssertEqual(core.output.map(Self.withoutLabel), ["ran"])
    XCTAssertEqual(onSource.output.map(Self.withoutLabel), ["ran"])
    let result = RACSourceCrossCheck.compare(
      core: core.trace, racSource: onSource.trace, isLibraryFile: { library.isLibraryFile($0) })
    return (core, result)
  }

  /// An output line without its `[queue]` prefix.
  private static func withoutLabel(_ line: String) -> String {
    line.split(separator: "]", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? line
  }

  func testTheCoresScheduledBlockIsWhereTheCheckoutsSchedulerCallsIt() throws {
    let (core, result) = try compare(blockLine: 202)
    XCTAssertTrue(result.matches, result.difference.joined(separator: "\n"))
    XCTAssertEqual(result.compared, 1)
    // On the core, in a replay, +scheduler is the RACTargetQueueScheduler RAC makes.
    let scheduled = try XCTUnwrap(core.trace.events.first { $0.phase == .enter && $0.block == "scheduledBlock" })
    XCTAssertEqual(scheduled.owner?.className, "RACTargetQueueScheduler")
    XCTAssertEqual(scheduled.owner?.name, "com.ReactiveCocoa.RACScheduler.backgroundScheduler")
    XCTAssertEqual(scheduled.racSource.map { "\($0.file):\($0.line)" }, "RACScheduler.m:202")
  }

  func testAScheduledBlockCalledOnAnotherLineIsADifference() throws {
    let (_, result) = try compare(blockLine: 40)
    XCTAssertFalse(result.matches)
    XCTAssertTrue(
      result.difference.contains("  places the core's hooks run that RAC's source never reached: RACScheduler.m:202"),
      result.difference.joined(separator: "\n"))
  }
}
