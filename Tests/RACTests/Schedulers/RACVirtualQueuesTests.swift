import Foundation
import XCTest

@testable import RAC

/// `VirtualQueues`: background schedulers made during a run are virtual serial queues that take
/// turns as a chooser says, on one clock shared with the main test scheduler.
final class RACVirtualQueuesTests: RACTestCase {
  /// Two background schedulers, each scheduling `count` turns that log their name.
  private func twoQueuesLogging(_ count: Int, into log: LockedLog) -> (RACTestScheduler) -> Void {
    { _ in
      for name in ["a", "b"] {
        let queue = RACScheduler.scheduler()
        for turn in 1...count { queue.schedule { log.append("\(name)\(turn)") } }
      }
    }
  }

  func testBackgroundSchedulersMadeDuringARunAreVirtualQueuesLabelledAsRACLabelsThem() {
    var made: RACScheduler?
    var labelInside: String?
    VirtualQueues().run { _ in
      let scheduler = RACScheduler.scheduler()
      made = scheduler
      scheduler.schedule { labelInside = QueueLabel.current }
    }
    XCTAssertTrue(made is RACTestScheduler)
    XCTAssertEqual(made?.name, "com.ReactiveCocoa.RACScheduler.backgroundScheduler")
    XCTAssertEqual(labelInside, "com.ReactiveCocoa.RACScheduler.backgroundScheduler")
    made = nil
    XCTAssertTrue(RACScheduler.scheduler() is RACTargetQueueScheduler, "outside a run, schedulers are real")
  }

  func testTheDefaultOrderIsRoundRobinBetweenDueQueues() {
    let log = LockedLog()
    VirtualQueues().run(twoQueuesLogging(2, into: log))
    XCTAssertEqual(log.events, ["a1", "b1", "a2", "b2"])
  }

  func testTheChooserDecidesWhichDueQueueRunsNext() {
    let log = LockedLog()
    var offered: [Int] = []
    VirtualQueues().run(
      choosing: { candidates in
        offered.append(candidates.count)
        return candidates.count - 1
      }, twoQueuesLogging(2, into: log))
    XCTAssertEqual(log.events, ["b1", "b2", "a1", "a2"])
    XCTAssertEqual(offered, [2, 2], "a choice is offered only while both queues have work")
  }

  func testEveryQueueSeesTheSameVirtualClock() {
    let log = LockedLog()
    VirtualQueues().run { main in
      let background = RACScheduler.scheduler()
      background.afterDelay(2) { log.append("background at \(background.now.timeIntervalSinceReferenceDate)") }
      main.afterDelay(1) { log.append("main at \(main.now.timeIntervalSinceReferenceDate)") }
      main.afterDelay(3) { log.append("main at \(main.now.timeIntervalSinceReferenceDate)") }
    }
    XCTAssertEqual(log.events, ["main at 1.0", "background at 2.0", "main at 3.0"])
  }

  func testSubscriptionOnAVirtualQueueIsSynchronousBecauseItIsTheCurrentScheduler() {
    let log = LockedLog()
    VirtualQueues().run { _ in
      let background = RACScheduler.scheduler()
      background.schedule {
        RACSignal.return("x").subscribeNext { log.append("next:\($0 ?? "nil")") }
        log.append("after subscribe")
      }
    }
    XCTAssertEqual(log.events, ["next:x", "after subscribe"])
  }

  func testTraceNamesEachVirtualQueueAsAThread() {
    let trace = Tracing.record {
      VirtualQueues().run { _ in
        RACScheduler.scheduler().schedule {}
        RACScheduler.scheduler().schedule {}
      }
    }
    let threads = Set(trace.calls("scheduledBlock").map(\.thread))
    XCTAssertEqual(
      threads,
      [
        "com.ReactiveCocoa.RACScheduler.backgroundScheduler #1",
        "com.ReactiveCocoa.RACScheduler.backgroundScheduler #2",
      ])
  }
}
