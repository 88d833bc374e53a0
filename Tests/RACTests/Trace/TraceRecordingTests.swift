import Foundation
import Synchronization
import XCTest

@testable import RAC

/// How `Tracing.record` collects events: what it costs when off, how scopes nest, what it records
/// on background schedulers, and that its events survive JSON.
final class TraceRecordingTests: RACTestCase {
  func testTracingOffNeverDescribesValuesAndTracingOnDoes() {
    let run = {
      let source = RACSubject()
      let subscription = source.map { $0 }.filter { _ in true }.subscribeNext { _ in }
      source.sendNext(CountingDescription())
      source.sendCompleted()
      subscription?.dispose()
    }
    CountingDescription.reset()

    run()
    XCTAssertFalse(Tracing.isRecording)
    XCTAssertEqual(CountingDescription.count, 0)

    let trace = Tracing.record(run)
    XCTAssertGreaterThan(CountingDescription.count, 0)
    XCTAssertTrue(trace.calls.contains { $0.argument("value") == "described" })
  }

  func testScopesNestAndEachTraceKeepsOnlyItsOwnEvents() {
    var inner: Trace?
    let outer = Tracing.record {
      RACSignal.return("outer before").subscribeNext { _ in }
      inner = Tracing.record {
        RACSignal.return("inner").subscribeNext { _ in }
      }
      XCTAssertTrue(Tracing.isRecording)
      RACSignal.return("outer after").subscribeNext { _ in }
    }

    XCTAssertFalse(Tracing.isRecording)
    XCTAssertEqual(outer.calls("+return:").map { $0.argument("value") }, ["\"outer before\"", "\"outer after\""])
    XCTAssertEqual(inner?.calls("+return:").map { $0.argument("value") }, ["\"inner\""])
    XCTAssertEqual(outer.events.map(\.sequence), Array(1...outer.events.count))
    XCTAssertEqual(inner?.events.first?.sequence, 1)
  }

  /// A block that runs on a background scheduler records into the trace that is active, under the
  /// queue's label and the scheduler's name, with its own depth: it starts at 0 on its thread
  /// however deep the main thread is at that moment.
  func testBackgroundEventsLandInTheActiveTraceWithTheirQueueAndTheirOwnDepth() throws {
    let label = "com.ReactiveCocoa.tests.traceBackground"
    let scheduler = RACScheduler.scheduler(withPriority: .default, name: label)
    let queue = try XCTUnwrap((scheduler as? RACTargetQueueScheduler)?.dispatchQueue)
    let done = expectation(description: "the background subscription ran")

    let trace = Tracing.record {
      RACSignal.return("on main").subscribeNext { _ in
        scheduler.schedule {
          RACSignal.return("in background").subscribeNext { _ in }
        }
        // Runs after the scheduled block has returned, so its exit is in the trace too.
        queue.async { done.fulfill() }
        self.wait(for: [done], timeout: 30)
      }
    }

    let background = trace.events.filter { $0.thread == label }
    let main = trace.events.filter { $0.thread == "main" }
    XCTAssertFalse(main.isEmpty)
    XCTAssertEqual(Set(background.map(\.scheduler)), [label])
    XCTAssertEqual(background.first?.block, "scheduledBlock")
    XCTAssertEqual(background.first?.depth, 0)
    XCTAssertEqual(
      background.filter { $0.phase == .enter && $0.block == "+return:" }.map { $0.argument("value") },
      ["\"in background\""])
    XCTAssertEqual(
      main.filter { $0.phase == .enter && $0.block == "+return:" }.map { $0.argument("value") }, ["\"on main\""])

    // While the background block ran, the main thread was inside the subscriber's next block.
    let mainNext = try XCTUnwrap(main.first { $0.phase == .enter && $0.block == "nextBlock" })
    XCTAssertGreaterThan(mainNext.depth, 0)
    let mainNextExit = try XCTUnwrap(trace.exit(of: mainNext))
    XCTAssertTrue(background.allSatisfy { $0.sequence > mainNext.sequence && $0.sequence < mainNextExit.sequence })

    assertEveryCallReturns(trace)
  }

  func testTraceEventsSurviveJSON() throws {
    let source = RACSubject()
    source.traceLabel = "source"
    let trace = Tracing.record {
      let subscription = source.map { $0 }.subscribeNext { x in Tracing.output("got \(BindTestLog.text(x))") }
      source.sendNext("A")
      Tracing.note("a note", of: source, bookkeeping: [("state", "fine")])
      source.sendError(BindTestLog.error(3))
      subscription?.dispose()
    }
    XCTAssertEqual(Set(trace.events.map(\.phase)), [.enter, .exit, .note, .output])
    XCTAssertTrue(trace.events.contains { $0.owner == nil })
    XCTAssertTrue(trace.events.contains { $0.result != nil })

    let encoded = try JSONEncoder().encode(trace.events)
    let decoded = try JSONDecoder().decode([TraceEvent].self, from: encoded)
    XCTAssertEqual(decoded, trace.events)

    let wholeTrace = try JSONDecoder().decode(Trace.self, from: JSONEncoder().encode(trace))
    XCTAssertEqual(wholeTrace, trace)
    XCTAssertEqual(wholeTrace.outline(showBookkeeping: true), trace.outline(showBookkeeping: true))
  }

  func testEveryFieldOfAnEventSurvivesJSON() throws {
    let event = TraceEvent(
      sequence: 7, phase: .exit, block: "completeSignal",
      owner: TraceObject(className: "RACDynamicSignal", name: "[signal] -bind:", number: 2),
      arguments: [TraceField("signal", "<RACReturnSignal#8 \"+return: 3\">")], result: "nil", depth: 3,
      thread: "com.ReactiveCocoa.RACScheduler.backgroundScheduler", scheduler: "a scheduler",
      bookkeeping: [TraceField("signals", "[]")], enterSequence: 4)

    let decoded = try JSONDecoder().decode(TraceEvent.self, from: JSONEncoder().encode(event))

    XCTAssertEqual(decoded, event)
  }

  private func assertEveryCallReturns(_ trace: Trace, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(trace.events.filter { $0.phase == .exit }.count, trace.calls.count, file: file, line: line)
    for call in trace.calls {
      let exit = trace.exit(of: call)
      XCTAssertEqual(exit?.depth, call.depth, "\(call.block) #\(call.sequence)", file: file, line: line)
      XCTAssertEqual(exit?.thread, call.thread, "\(call.block) #\(call.sequence)", file: file, line: line)
    }
  }
}

/// A value whose description counts how often it is asked for: the trace may describe values only
/// while it records.
private struct CountingDescription: CustomStringConvertible, CustomDebugStringConvertible {
  private static let counter = Atomic<Int>(0)

  static var count: Int { counter.load(ordering: .sequentiallyConsistent) }
  static func reset() { counter.store(0, ordering: .sequentiallyConsistent) }

  var description: String {
    Self.counter.add(1, ordering: .sequentiallyConsistent)
    return "described"
  }

  var debugDescription: String { description }
}
