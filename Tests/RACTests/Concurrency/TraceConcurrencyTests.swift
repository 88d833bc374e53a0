import Foundation
import XCTest

@testable import RAC

/// The trace recorder while traced blocks run on several background schedulers and on the
/// threads of `DispatchQueue.concurrentPerform` at once: the trace must still be well formed.
final class TraceConcurrencyTests: RACTestCase {
  private let workers = 6
  private let blocksPerWorker = 25

  func testTraceFromManyThreadsIsWellFormed() {
    let names = (0..<4).map { "com.example.trace-\($0)" }
    let schedulers = names.map { RACScheduler.scheduler(withPriority: .default, name: $0) }
    let allRan = expectation(description: "every scheduled block ran")
    allRan.expectedFulfillmentCount = workers * blocksPerWorker
    let delivered = LockedLog()

    let trace = Tracing.record {
      DispatchQueue.concurrentPerform(iterations: workers) { worker in
        for step in 0..<blocksPerWorker {
          let scheduler = schedulers[(worker + step) % schedulers.count]
          scheduler.schedule {
            Tracing.call("work", of: scheduler, arguments: [("worker", worker), ("step", step)]) {
              Tracing.call("inner", of: nil) { Tracing.note("note", of: nil) }
              RACSignal.return(step).map { ($0 as? Int ?? -1) * 2 }.subscribeNext { delivered.append("\($0 ?? "nil")") }
            }
            allRan.fulfill()
          }
          Tracing.call("worker", of: nil, arguments: [("step", step)]) {
            Tracing.call("inner", of: nil) {}
          }
        }
      }
      wait(for: [allRan], timeout: 30)
      // The blocks' own exits come after `fulfill`: wait until every queue is idle.
      for scheduler in schedulers { (scheduler as? RACTargetQueueScheduler)?.dispatchQueue?.sync {} }
    }
    let events = trace.events

    // Sequence numbers are 1…n without gaps.
    XCTAssertEqual(events.map(\.sequence), Array(1...events.count))

    // Every enter has exactly one exit, after it, and every exit closes an enter.
    let enters = events.filter { $0.phase == .enter }
    let exits = events.filter { $0.phase == .exit }
    XCTAssertEqual(enters.count, exits.count)
    let exitsByEnter = Dictionary(grouping: exits) { $0.enterSequence ?? -1 }
    for enter in enters {
      XCTAssertEqual(exitsByEnter[enter.sequence]?.count, 1, "enter \(enter.sequence) \(enter.block)")
      XCTAssertGreaterThan(exitsByEnter[enter.sequence]?.first?.sequence ?? 0, enter.sequence)
    }
    XCTAssertEqual(Set(exitsByEnter.keys), Set(enters.map(\.sequence)))

    // Per thread, calls nest: each depth equals the number of calls open on that thread.
    for (thread, threadEvents) in Dictionary(grouping: events, by: \.thread) {
      var open: [Int] = []
      for event in threadEvents {
        switch event.phase {
        case .enter:
          XCTAssertEqual(event.depth, open.count, "\(thread) #\(event.sequence) \(event.block)")
          open.append(event.sequence)
        case .exit:
          XCTAssertEqual(open.last, event.enterSequence, "\(thread) #\(event.sequence) closes the innermost call")
          open.removeLast()
          XCTAssertEqual(event.depth, open.count, "\(thread) #\(event.sequence) \(event.block)")
        case .note, .output, .line:
          XCTAssertEqual(event.depth, open.count, "\(thread) #\(event.sequence) \(event.block)")
        }
      }
      XCTAssertEqual(open, [], "\(thread) has calls that never returned")
    }

    // The scheduled work ran on its scheduler's queue, with that scheduler current, inside the
    // scheduler's `scheduledBlock`.
    let work = trace.calls("work")
    XCTAssertEqual(work.count, workers * blocksPerWorker)
    for call in work {
      XCTAssertTrue(names.contains(call.thread), call.thread)
      XCTAssertEqual(call.scheduler, call.thread)
      XCTAssertEqual(call.depth, 1)
    }
    XCTAssertEqual(trace.calls("worker").count, workers * blocksPerWorker)
    XCTAssertEqual(trace.calls("inner").count, 2 * workers * blocksPerWorker)
    XCTAssertEqual(delivered.events.count, workers * blocksPerWorker)
  }
}
