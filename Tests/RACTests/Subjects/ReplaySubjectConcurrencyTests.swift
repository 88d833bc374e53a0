import Foundation
import XCTest

@testable import RAC

/// `RACReplaySubject` under concurrent senders and subscribers (behaviour §6.10): sends are
/// serialised by the subject's lock, and each subscription replays and goes live inside that same
/// lock, so no subscriber can miss, repeat or reorder a value whichever thread sent it.
final class ReplaySubjectConcurrencyTests: RACTestCase {
  private let senders = 4
  private let perSender = 2000
  private let lateSubscribers = 6

  /// Subscribes a subscriber that writes its events to `log` and fulfils `completed` at the end.
  private func record(
    _ subject: RACReplaySubject, into log: LockedLog, completed: XCTestExpectation
  ) {
    subject.subscribe(
      RACSubscriber(
        next: { log.append(BindTestLog.text($0)) },
        error: { _ in log.append("error") },
        completed: {
          log.append("completed")
          completed.fulfill()
        }))
  }

  func testSubscribersArrivingDuringConcurrentSendsGetTheWholeHistoryInOrder() {
    let subject = RACReplaySubject.subject()
    let reference = LockedLog()
    let referenceCompleted = expectation(description: "reference completed")
    record(subject, into: reference, completed: referenceCompleted)
    let logs = (0..<lateSubscribers).map { _ in LockedLog() }
    let completions = (0..<lateSubscribers).map { expectation(description: "late subscriber \($0) completed") }

    // Workers without a current scheduler: the late subscriptions are replayed on the
    // subscription scheduler's queue while the senders keep sending.
    DispatchQueue.concurrentPerform(iterations: senders + lateSubscribers) { worker in
      if worker < senders {
        for step in 0..<perSender { subject.sendNext("\(worker)-\(step)") }
      } else {
        record(subject, into: logs[worker - senders], completed: completions[worker - senders])
      }
    }
    subject.sendCompleted()
    wait(for: [referenceCompleted] + completions, timeout: 30)

    let history = reference.events
    XCTAssertEqual(history.count, senders * perSender + 1)
    XCTAssertEqual(history.last, "completed")
    for sender in 0..<senders {
      XCTAssertEqual(
        history.filter { $0.hasPrefix("\(sender)-") }, (0..<perSender).map { "\(sender)-\($0)" },
        "each sender's values stay in its order")
    }
    for (index, log) in logs.enumerated() {
      let events = log.events
      XCTAssertTrue(events == history, "late subscriber \(index): \(Self.firstDifference(events, history))")
    }
  }

  /// Where two long histories part, for a failure message that fits on a line.
  static func firstDifference(_ events: [String], _ history: [String]) -> String {
    let common = min(events.count, history.count)
    let index = (0..<common).first { events[$0] != history[$0] } ?? common
    let got = events.indices.contains(index) ? events[index] : "(end)"
    let expected = history.indices.contains(index) ? history[index] : "(end)"
    return "event \(index) is \(got), expected \(expected) (\(events.count) events, expected \(history.count))"
  }

  func testConcurrentSendsKeepExactlyTheLatestValuesUpToCapacity() {
    let capacity = 5
    let subject = RACReplaySubject.replaySubject(withCapacity: capacity)
    let reference = LockedLog()
    let referenceCompleted = expectation(description: "reference completed")
    record(subject, into: reference, completed: referenceCompleted)

    DispatchQueue.concurrentPerform(iterations: senders) { worker in
      for step in 0..<perSender { subject.sendNext("\(worker)-\(step)") }
    }
    subject.sendCompleted()
    wait(for: [referenceCompleted], timeout: 30)

    let history = reference.events
    XCTAssertEqual(history.count, senders * perSender + 1)
    let expected = history.suffix(capacity + 1).map { $0 == "completed" ? $0 : "next:" + $0 }
    XCTAssertEqual(EventRecorder.events(of: subject), expected)
  }
}
