import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RAC
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

/// `explore` by partial-order reduction (issue 14, goal 4) finds what running every schedule finds:
/// the same set of distinct outputs on every walkthrough where the full enumeration finishes, with
/// a tenth of the runs on collect-v2; and it covers the two migration-v2 walkthroughs, whose
/// schedules are too many to run one by one, completely.
final class ScheduleExplorationTests: LeakCheckedTestCase {
  /// The walkthroughs with more than 20,000 schedules, where only a sample of the full
  /// enumeration can run.
  private static let tooManyToEnumerate: Set<String> = ["migration-v2", "migration-v2-no-multicast"]

  private func everyWalkthrough() throws -> [(walkthrough: Walkthrough, variant: String?)] {
    var all: [(Walkthrough, String?)] = []
    for walkthrough in allWalkthroughs { all.append((walkthrough, nil)) }
    for entry in try objectiveCWalkthroughs() {
      all.append((try ObjectiveCWalkthrough.load(entry, from: walkthroughsDirectory).walkthrough, nil))
    }
    return all
  }

  private func outputs(_ result: ScheduleExplorer.Result) -> Set<[String]> { Set(result.outcomes.map(\.output)) }

  /// Runs both searches on `walkthrough`; nil when the full enumeration does not finish.
  private func compare(_ walkthrough: Walkthrough) -> (full: Int, reduced: ScheduleExplorer.Result)? {
    let full = ScheduleExplorer.explore(walkthrough, limit: 12_000, reduction: false)
    guard full.exhaustive else { return nil }
    let reduced = ScheduleExplorer.explore(walkthrough, limit: 12_000)
    XCTAssertTrue(reduced.reduced && reduced.exhaustive, walkthrough.name)
    XCTAssertEqual(outputs(reduced), outputs(full), "\(walkthrough.name): the reduced search finds other outputs")
    XCTAssertLessThanOrEqual(reduced.schedulesRun, full.schedulesRun, walkthrough.name)
    return (full.schedulesRun, reduced)
  }

  /// collect-v2's combineLatest prints 85 different outputs over 11,550 schedules: the reduced
  /// search finds the same 85 with at most a tenth of the runs (goal 4).
  func testCollectV2sEightyFiveOutputsWithATenthOfTheSchedules() throws {
    let walkthrough = try XCTUnwrap(allWalkthroughs.first { $0.name == "collect-v2" })
    let (full, reduced) = try XCTUnwrap(compare(walkthrough))
    XCTAssertEqual(full, 11_550)
    XCTAssertEqual(reduced.outcomes.count, 85)
    XCTAssertLessThanOrEqual(reduced.schedulesRun * 10, full, "goal 4: a tenth of the schedules")
  }

  func testTheReducedSearchFindsEveryOutputTheFullEnumerationFindsOnEveryOtherWalkthrough() throws {
    var compared: [String] = []
    for (walkthrough, _) in try everyWalkthrough()
    where !Self.tooManyToEnumerate.contains(walkthrough.name) && walkthrough.name != "collect-v2" {
      guard let (full, reduced) = compare(walkthrough) else { continue }
      if full > 1 { compared.append("\(walkthrough.name): \(full) → \(reduced.schedulesRun)") }
    }
    XCTAssertGreaterThanOrEqual(compared.count, 3, "walkthroughs with a choice of schedules: \(compared)")
  }

  /// migration-v2 used to be sampled (200 schedules of far more than 20,000); the reduced search
  /// covers every order, and finds every output a random sample of the full enumeration finds.
  func testMigrationV2IsCoveredCompletelyAndASampleFindsNothingElse() throws {
    let walkthrough = try XCTUnwrap(allWalkthroughs.first { $0.name == "migration-v2" })
    let reduced = ScheduleExplorer.explore(walkthrough)
    XCTAssertTrue(reduced.reduced && reduced.exhaustive)
    XCTAssertEqual(reduced.schedulesRun, 1, "turns that touch a common object are never due at the same moment")
    let sample = ScheduleExplorer.explore(walkthrough, limit: 1, samples: 60, seed: 3, reduction: false)
    XCTAssertFalse(sample.exhaustive)
    XCTAssertTrue(outputs(sample).isSubset(of: outputs(reduced)))
    XCTAssertEqual(reduced.outcomes.count, 1, "the progress and the result do not depend on the schedule")
  }

  /// Two queues that write the same variable and print nothing race all the same: a snippet's
  /// `__block` variables, globals and its objects' properties are in the footprint, so the reduced
  /// search finds both last writers, as the full one does.
  /// The main thread scheduler is a queue of its own whose target is the main queue
  /// (RACTargetQueueScheduler.m): a block it is given while its item runs joins that item. So
  /// however the background queue's turn falls, 3 runs before the block the background queue
  /// dispatched to the main queue: explore finds one output over several schedules.
  func testExploreSeesTheMainThreadSchedulerDrainBeforeTheMainQueuesNextItem() throws {
    let text = #"""
      RACScheduler *main = [RACScheduler mainThreadScheduler];
      [[RACScheduler scheduler] schedule:^{
          dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"background's block"); });
      }];
      [main schedule:^{
          NSLog(@"1");
          [main schedule:^{ NSLog(@"3"); }];
      }];
      """#
    let snippet = try ObjCSnippet(files: [SourceFile(name: "drain.m", text: text)], natives: .walkthroughs)
    let walkthrough = snippet.walkthrough(name: "drain")
    let full = ScheduleExplorer.explore(walkthrough, reduction: false)
    let reduced = ScheduleExplorer.explore(walkthrough)
    XCTAssertEqual(outputs(full), [["1", "3", "background's block"]])
    XCTAssertEqual(full.schedulesRun, 3, "the background turn before the drain, between its blocks, or after it")
    XCTAssertEqual(outputs(reduced), outputs(full))
  }

  func testASnippetsSharedVariablesAndPropertiesMakeTurnsRace() throws {
    // The blocks are made in a class method, so no object owns them: only the variable links the
    // two turns.
    let programs = [
      #"""
      @interface Racer : NSObject
      @end
      @implementation Racer
      + (void)race {
          __block int last = 0;
          [[RACScheduler scheduler] schedule:^{ last = 1; }];
          [[RACScheduler scheduler] schedule:^{ last = 2; }];
          [[RACScheduler mainThreadScheduler] afterDelay:1 schedule:^{ NSLog(@"last %d", last); }];
      }
      @end
      [Racer race];
      """#,
      #"""
      static int last = 0;
      @interface Racer : NSObject
      @end
      @implementation Racer
      + (void)race {
          [[RACScheduler scheduler] schedule:^{ last = 1; }];
          [[RACScheduler scheduler] schedule:^{ last = 2; }];
          [[RACScheduler mainThreadScheduler] afterDelay:1 schedule:^{ NSLog(@"last %d", last); }];
      }
      @end
      [Racer race];
      """#,
      #"""
      @interface Racer : NSObject
      @property (nonatomic, assign) int last;
      @end
      @implementation Racer
      + (void)raceOn:(Racer *)racer {
          [[RACScheduler scheduler] schedule:^{ racer.last = 1; }];
          [[RACScheduler scheduler] schedule:^{ racer.last = 2; }];
          [[RACScheduler mainThreadScheduler] afterDelay:1 schedule:^{ NSLog(@"last %d", racer.last); }];
      }
      @end
      [Racer raceOn:[[Racer alloc] init]];
      """#,
    ]
    for (index, text) in programs.enumerated() {
      let snippet = try ObjCSnippet(
        files: [SourceFile(name: "race\(index).m", text: text)], natives: .walkthroughs)
      let walkthrough = snippet.walkthrough(name: "race\(index)")
      let full = ScheduleExplorer.explore(walkthrough, reduction: false)
      let reduced = ScheduleExplorer.explore(walkthrough)
      XCTAssertEqual(outputs(full), [["last 1"], ["last 2"]], "program \(index)")
      XCTAssertEqual(outputs(reduced), outputs(full), "program \(index)")
    }
  }
}
