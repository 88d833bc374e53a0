import Foundation
import XCTest

@testable import RAC

/// `VirtualQueues`: background schedulers made during a run are virtual serial queues that take
/// turns as a chooser says, on one clock shared with the main test scheduler.
final class RACVirtualQueuesTests: RACTestCase {
  /// Two background schedulers, each scheduling `count` turns that log their name.
  private func twoQueuesLogging(_ count: Int, into log: LockedLog) -> (RACScheduler) -> Void {
    { _ in
      for name in ["a", "b"] {
        let queue = RACScheduler.scheduler()
        for turn in 1...count { queue.schedule { log.append("\(name)\(turn)") } }
      }
    }
  }

  /// `+scheduler` is a `RACTargetQueueScheduler` named `com.ReactiveCocoa.RACScheduler.backgroundScheduler`
  /// whether or not a run is in progress (RACScheduler.m makes one over a serial queue that targets
  /// a global queue); in a run its queue is a virtual one, labelled as RAC labels the real one, and
  /// its blocks run on the run's clock with the scheduler current.
  func testPlusSchedulerIsARACTargetQueueSchedulerInARunAndOutsideIt() throws {
    var made: RACScheduler?
    var seen: [String] = []
    VirtualQueues().run { _ in
      let scheduler = RACScheduler.scheduler()
      made = scheduler
      scheduler.afterDelay(2) {
        seen.append("label \(QueueLabel.current ?? "none")")
        seen.append("current is it \(RACScheduler.currentScheduler === scheduler)")
        seen.append("at \(scheduler.now.timeIntervalSinceReferenceDate)")
      }
    }
    let inRun = try XCTUnwrap(made)
    XCTAssertEqual(inRun.className, "RACTargetQueueScheduler")
    XCTAssertEqual(inRun.name, "com.ReactiveCocoa.RACScheduler.backgroundScheduler")
    XCTAssertTrue(inRun.description.hasPrefix("<RACTargetQueueScheduler: 0x"), inRun.description)
    XCTAssertTrue(
      inRun.description.hasSuffix("> com.ReactiveCocoa.RACScheduler.backgroundScheduler"), inRun.description)
    XCTAssertEqual(inRun.virtualQueue?.label, "com.ReactiveCocoa.RACScheduler.backgroundScheduler")
    XCTAssertEqual(
      seen, ["label com.ReactiveCocoa.RACScheduler.backgroundScheduler", "current is it true", "at 2.0"])
    made = nil

    let real = RACScheduler.scheduler()
    XCTAssertEqual(real.className, "RACTargetQueueScheduler")
    XCTAssertEqual(real.name, "com.ReactiveCocoa.RACScheduler.backgroundScheduler")
    XCTAssertTrue(real.description.hasPrefix("<RACTargetQueueScheduler: 0x"), real.description)
    XCTAssertTrue(real.description.hasSuffix("> com.ReactiveCocoa.RACScheduler.backgroundScheduler"))
    XCTAssertNil(real.virtualQueue, "outside a run, the queue is libdispatch's")
  }

  /// In a run, `+mainThreadScheduler` is RAC's too: a `RACTargetQueueScheduler` whose virtual queue
  /// targets the run's main queue; a scheduler made without a name is named after its target
  /// queue's label (RACTargetQueueScheduler.m), and no scheduler of a run is a `RACTestScheduler`.
  func testTheSchedulersOfARunAreRACTargetQueueSchedulersNamedAsRACNamesThem() {
    var made: [RACScheduler] = []
    let queues = VirtualQueues()
    queues.run { main in
      made = [
        main, RACScheduler.mainThreadScheduler, RACScheduler.scheduler(withPriority: .high, name: nil),
        RACScheduler.scheduler(withQueue: .main, name: nil),
      ]
    }
    XCTAssertTrue(made[0] === made[1] && made[0] === queues.main)
    XCTAssertEqual(
      made.map { "\($0.className) \($0.name)" },
      [
        "RACTargetQueueScheduler com.ReactiveCocoa.RACScheduler.mainThreadScheduler",
        "RACTargetQueueScheduler com.ReactiveCocoa.RACScheduler.mainThreadScheduler",
        "RACTargetQueueScheduler com.ReactiveCocoa.RACTargetQueueScheduler(com.apple.root.user-initiated-qos)",
        "RACTargetQueueScheduler com.ReactiveCocoa.RACTargetQueueScheduler(com.apple.main-thread)",
      ])
    XCTAssertEqual(
      made.map { $0.virtualQueue?.threadQueue === queues.mainQueue },
      [true, true, false, true], "the main thread scheduler and +schedulerWithQueue:main run on the main queue")
    made = []
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
