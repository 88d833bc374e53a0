import Foundation
import XCTest

@testable import RAC

/// A recorder keeps each object's class and name and builds them again only when `TraceNames`
/// says a name may have changed. Each test records a run twice, reusing names and building every
/// name afresh (what the trace did before it kept names), and requires the same trace; and checks
/// that the change it makes really shows in the trace.
final class TraceRecordingKeptNamesTests: RACTestCase {
  /// Sets up and records a run twice, once reusing names and once building every name afresh,
  /// and requires the same events. `setUp` runs before each recording and returns what it records.
  private func record(
    _ setUp: () -> () -> Void, file: StaticString = #filePath, line: UInt = #line
  ) -> Trace {
    let reusing = Tracing.record(setUp())
    let run = setUp()
    let building = TraceNames.buildingEveryName { Tracing.record(run) }
    XCTAssertEqual(
      reusing.events, building.events, "a kept name differs from the one built afresh", file: file, line: line)
    return reusing
  }

  func testASignalRenamedAfterTheTraceNamedItShowsItsNewNameFromThenOn() {
    let trace = record {
      let subject = RACSubject()
      let mapped = subject.map { $0 }
      mapped.traceLabel = "before"
      let subscription = mapped.subscribeNext { _ in }
      return {
        subject.sendNext(1)
        mapped.traceLabel = "after"
        subject.sendNext(2)
        subscription?.dispose()
      }
    }

    // The bound signal owns `bind:`'s blocks (through a TraceOwner): its name changes between values.
    XCTAssertEqual(trace.calls("bindingBlock").compactMap { $0.owner?.name }, ["before", "after"])
  }

  func testAnOperatorsNameFollowsItsSourceRenamedAfterTheTraceNamedIt() {
    let trace = record {
      let subject = RACSubject()
      subject.traceLabel = "letters"
      // Kept: a subscription does not keep the signal it subscribed to.
      let mapped = subject.map { $0 }
      let subscription = mapped.subscribeNext { _ in }
      return {
        subject.sendNext(1)
        subject.traceLabel = "digits"
        subject.sendNext(2)
        subscription?.dispose()
        withExtendedLifetime(mapped) {}
      }
    }

    XCTAssertEqual(
      trace.calls("bindingBlock").compactMap { $0.owner?.name }, ["[letters] -map:", "[digits] -map:"])
  }

  /// A passthrough made before the recording began remembers no name; while its signal lives it
  /// is named after it, and once the signal is gone it has no name.
  func testAPassthroughLosesItsSignalsNameWhenTheSignalDies() {
    let trace = record {
      let subject = RACSubject()
      var signal: RACSignal? = RACSignal.createSignal { subscriber in subject.subscribe(subscriber) }
      signal?.traceLabel = "inner"
      let subscription = signal?.subscribeNext { _ in }
      return {
        subject.sendNext(1)
        signal = nil
        subject.sendNext(2)
        subscription?.dispose()
      }
    }

    let sends = trace.calls("-sendNext:", ownerClass: "RACPassthroughSubscriber")
    let passthrough = sends.first { $0.owner?.name == "→ inner" }?.owner?.number
    XCTAssertNotNil(passthrough)
    XCTAssertEqual(sends.filter { $0.owner?.number == passthrough }.compactMap { $0.owner?.name }, ["→ inner", ""])
  }

  /// `+return:`'s name shows its value; a mutable value changes the name without telling anyone,
  /// so while such a signal lives nothing is reused.
  func testAReturnSignalOfAMutableArrayIsNamedAfterWhatTheArrayHoldsNow() {
    let trace = record {
      let array = NSMutableArray(array: [1])
      let signal = RACSignal.return(array)
      return {
        signal.subscribeNext { _ in }
        array.add(2)
        signal.subscribeNext { _ in }
      }
    }

    let names = trace.calls("-subscribe:", ownerClass: "RACReturnSignal").compactMap { $0.owner?.name }
    XCTAssertEqual(names, ["+return: [1]", "+return: [1, 2]"])
  }

  /// Threads record into one trace at once: every event is there once, numbered without a gap,
  /// and each thread's calls nest on that thread alone.
  ///
  /// `map:` and `filter:` bind through `+return:` and `+empty`, whose subscriptions go through the
  /// subscription scheduler: from a raw background thread (no current scheduler) they are queued on
  /// its background scheduler and run after the thread that queued them has moved on. The recording
  /// waits for that queue to be idle, or the last of those blocks would still be running (entered,
  /// not yet exited) when it closes.
  func testThreadsRecordingAtOnceLoseNoEventAndKeepTheirOwnDepths() {
    let threads = 4
    let values = 300
    let trace = Tracing.record {
      DispatchQueue.concurrentPerform(iterations: threads) { thread in
        let subject = RACSubject()
        subject.traceLabel = "subject \(thread)"
        let subscription = subject.map { $0 }.filter { _ in true }.subscribeNext { _ in }
        for value in 0..<values { subject.sendNext(value) }
        subject.sendCompleted()
        subscription?.dispose()
      }
      let subscriptionScheduler = RACScheduler.subscriptionScheduler as? RACSubscriptionScheduler
      let background = subscriptionScheduler?.backgroundScheduler as? RACTargetQueueScheduler
      XCTAssertNotNil(background?.dispatchQueue)
      background?.dispatchQueue?.sync {}
    }

    XCTAssertEqual(trace.events.map(\.sequence), Array(1...trace.eventCount))
    let sends = trace.calls("-sendNext:", ownerClass: "RACSubject")
    XCTAssertEqual(sends.count, threads * values)
    XCTAssertEqual(Set(sends.compactMap { $0.owner?.name }).count, threads)
    let exitDepths = Dictionary(
      uniqueKeysWithValues: trace.events.filter { $0.phase == .exit }.compactMap { exit in
        exit.enterSequence.map { ($0, exit.depth) }
      })
    let unmatched = trace.calls.filter { exitDepths[$0.sequence] != $0.depth }.map {
      "#\($0.sequence) \($0.block) of \($0.owner?.description ?? "nothing") on \($0.thread) at depth \($0.depth), exit at \(exitDepths[$0.sequence].map(String.init) ?? "none")"
    }
    XCTAssertEqual(unmatched, [], "calls without an exit at their own depth")
  }

  /// A recorded trace writes its events out only when they are first read.
  func testATraceCountsItsEventsWithoutWritingThemOut() {
    CountingName.reset()
    let object = CountingName()
    let trace = Tracing.record {
      Tracing.note("noted", of: nil, arguments: [("object", object)])
    }
    XCTAssertEqual(trace.eventCount, 1)
    let namesBuiltWhileRecording = CountingName.count
    XCTAssertEqual(trace.events.first?.argument("object"), "<CountingName#1 \"counted\">")
    XCTAssertEqual(CountingName.count, namesBuiltWhileRecording, "reading the trace asked the object again")
  }
}

/// An object outside RAC whose name counts how often it is asked for.
private final class CountingName: Traceable {
  nonisolated(unsafe) private static var asked = 0
  static var count: Int { asked }
  static func reset() { asked = 0 }

  var traceClassName: String { "CountingName" }
  var traceName: String {
    Self.asked += 1
    return "counted"
  }
  let traceIdentity = -424_242
}
