import Foundation
import XCTest

@testable import RAC

/// Target queues in a `VirtualQueues` run (`TargetQueueDrain`): `+mainThreadScheduler` is a
/// `RACTargetQueueScheduler` (RACScheduler.m), a serial queue of its own whose target is the main
/// queue (RACTargetQueueScheduler.m, `dispatch_set_target_queue`). When it gets a block while idle
/// it becomes one item at the end of the main queue, and that item runs every block it has, those
/// added meanwhile included, before the main queue's next item.
final class RACVirtualTargetQueueTests: RACTestCase {
  /// `[main schedule:^{1}]; dispatch_async(dispatch_get_main_queue(), ^{2}); [main schedule:^{3}];`
  /// prints 1 3 2 on the real library: 3 joins the main thread scheduler's queue, which is already
  /// in the main queue ahead of 2.
  func testTheMainThreadSchedulersBlocksRunTogetherInOneItemOfTheMainQueue() {
    let log = LockedLog()
    VirtualQueues().run { main in
      main.schedule { log.append("1") }
      VirtualQueues.asyncOnMainThread { log.append("2") }
      main.schedule { log.append("3") }
    }
    XCTAssertEqual(log.events, ["1", "3", "2"])
  }

  /// libdispatch drains a serial queue until it is empty: a block the main thread scheduler is
  /// given while it runs its blocks runs in the same item, before what the main queue has waiting.
  func testABlockScheduledWhileTheMainThreadSchedulerRunsRunsBeforeTheMainQueuesNextItem() {
    let log = LockedLog()
    VirtualQueues().run { main in
      main.schedule {
        log.append("1")
        main.schedule { log.append("1b") }
        VirtualQueues.asyncOnMainThread { log.append("3") }
      }
      VirtualQueues.asyncOnMainThread { log.append("2") }
    }
    XCTAssertEqual(log.events, ["1", "1b", "2", "3"])
  }

  /// Once the main thread scheduler's queue is empty it leaves the main queue: the next block it
  /// gets puts it at the end again, behind what was dispatched to the main queue before.
  func testAnIdleMainThreadSchedulerQueuesBehindWhatTheMainQueueAlreadyHas() {
    let log = LockedLog()
    VirtualQueues().run { main in
      main.schedule { log.append("1") }
      VirtualQueues.asyncOnMainThread {
        log.append("2")
        main.schedule { log.append("4") }
      }
      VirtualQueues.asyncOnMainThread { log.append("3") }
    }
    XCTAssertEqual(log.events, ["1", "2", "3", "4"])
  }

  /// The main queue's own blocks run on the main thread, where `+currentScheduler` is the main
  /// thread scheduler (RACScheduler.m); the turns of both are the main thread's.
  func testMainQueueBlocksSeeTheMainThreadSchedulerAsCurrent() {
    var current: [RACScheduler?] = []
    var onMain: [Bool] = []
    let queues = VirtualQueues()
    queues.run { main in
      VirtualQueues.asyncOnMainThread {
        current.append(RACScheduler.currentScheduler)
        onMain.append(VirtualQueues.isMainThread)
      }
      main.schedule {
        current.append(RACScheduler.currentScheduler)
        onMain.append(VirtualQueues.isMainThread)
      }
    }
    XCTAssertTrue(current.count == 2 && current.allSatisfy { $0 === queues.main })
    XCTAssertEqual(onMain, [true, true])
    XCTAssertTrue(queues.main.virtualQueue?.targetQueue === queues.mainQueue)
  }

  /// A scheduler made with `+schedulerWithQueue:` on the main queue is a new serial queue whose
  /// target is the main queue (RACTargetQueueScheduler.m): a queue of its own beside the main
  /// thread scheduler, both drained on the main thread in the order they joined the main queue.
  func testASchedulerWithTheMainQueueIsAQueueOfItsOwnThatTargetsTheMainQueue() {
    let log = LockedLog()
    var made: RACScheduler?
    VirtualQueues().run { main in
      let other = RACScheduler.scheduler(withQueue: .main, name: nil)
      made = other
      other.schedule { log.append("other 1") }
      main.schedule { log.append("main 1") }
      other.schedule { log.append("other 2") }
      main.schedule { log.append("main 2") }
    }
    XCTAssertEqual(log.events, ["other 1", "other 2", "main 1", "main 2"])
    XCTAssertEqual(made?.name, "com.ReactiveCocoa.RACTargetQueueScheduler(com.apple.main-thread)")
    XCTAssertFalse(made === RACScheduler.mainThreadScheduler)
  }

  /// A chooser (and so `explore`) sees the threads: the main queue and the background queues,
  /// never the main thread scheduler's own queue; a background queue may take a turn between two
  /// blocks of one drain, as it runs beside them on a device.
  func testABackgroundQueueMayRunBetweenTwoBlocksOfOneDrain() {
    let log = LockedLog()
    var offered: [[String]] = []
    VirtualQueues().run(
      choosing: { candidates in
        offered.append(candidates.map { $0.label ?? "" })
        return candidates.count - 1
      },
      { main in
        main.schedule { log.append("main 1") }
        main.schedule { log.append("main 2") }
        RACScheduler.scheduler().schedule { log.append("background") }
      })
    XCTAssertEqual(log.events, ["background", "main 1", "main 2"])
    XCTAssertEqual(offered, [["com.apple.main-thread", "com.ReactiveCocoa.RACScheduler.backgroundScheduler"]])

    log.removeAll()
    var choices = [0, 1]
    VirtualQueues().run(
      choosing: { _ in choices.isEmpty ? 0 : choices.removeFirst() },
      { main in
        main.schedule { log.append("main 1") }
        main.schedule { log.append("main 2") }
        RACScheduler.scheduler().schedule { log.append("background") }
      })
    XCTAssertEqual(log.events, ["main 1", "background", "main 2"])
  }

  /// A run ends when no queue has a block, no timer is set and no queue that targets another has
  /// anything left: the main thread scheduler's timers, and blocks the last of them schedule, all
  /// run; a `dispatch_after` block that was disposed still waits for its time, as libdispatch
  /// keeps it, and runs nothing then (the clock ends at its date).
  func testARunEndsOnlyWhenNoQueueTimerOrTargetQueueHasWorkLeft() {
    let log = LockedLog()
    let queues = VirtualQueues()
    queues.run { main in
      let background = RACScheduler.scheduler()
      background.afterDelay(3) {
        main.afterDelay(4) {
          log.append("main at \(main.now.timeIntervalSinceReferenceDate)")
          main.schedule { log.append("main again at \(main.now.timeIntervalSinceReferenceDate)") }
        }
      }
      main.afterDelay(5) { log.append("main at \(main.now.timeIntervalSinceReferenceDate)") }
      main.afterDelay(60) { log.append("never") }?.dispose()
    }
    XCTAssertEqual(log.events, ["main at 5.0", "main at 7.0", "main again at 7.0"])
    XCTAssertEqual(queues.allQueues.map(\.pendingActionCount), [0, 0, 0])
    XCTAssertEqual(queues.mainQueue.now.timeIntervalSinceReferenceDate, 60)
  }

  /// A timer of the main thread scheduler joins the main queue when it fires, in the order timers
  /// were set beside the main queue's own (`dispatch_after`).
  func testTheMainThreadSchedulersTimersAndTheMainQueuesOwnFireInTheOrderTheyWereSet() {
    let log = LockedLog()
    VirtualQueues().run { main in
      main.afterDelay(1) { log.append("scheduler a") }
      VirtualQueues.asyncOnMainThread(afterDelay: 1) { log.append("main queue b") }
      main.afterDelay(1) { log.append("scheduler c") }
      main.afterDelay(2) { log.append("scheduler d") }
    }
    XCTAssertEqual(log.events, ["scheduler a", "scheduler c", "main queue b", "scheduler d"])
  }
}
