import Foundation
import XCTest

@testable import RAC

/// `RACBehaviorSubject` under concurrent senders and subscribers (behaviour §6.10): `sendNext:`
/// replaces the current value and forwards it inside one lock, and a new subscriber is sent the
/// current value inside that lock after it has joined the live subscribers.
final class BehaviorSubjectConcurrencyTests: RACTestCase {
  private let senders = 4
  private let perSender = 2000
  private let lateSubscribers = 6

  private func record(
    _ subject: RACBehaviorSubject, into log: LockedLog, completed: XCTestExpectation
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

  func testConcurrentSendsReachTheSubscriberInEachSendersOrderAndLeaveTheLastAsCurrent() {
    let subject = RACBehaviorSubject.behaviorSubject(withDefaultValue: "default")
    let reference = LockedLog()
    let referenceCompleted = expectation(description: "reference completed")
    record(subject, into: reference, completed: referenceCompleted)

    DispatchQueue.concurrentPerform(iterations: senders) { worker in
      for step in 0..<perSender { subject.sendNext("\(worker)-\(step)") }
    }
    let late = EventRecorder.events(of: subject)
    subject.sendCompleted()
    wait(for: [referenceCompleted], timeout: 30)

    let history = reference.events
    XCTAssertEqual(history.count, 1 + senders * perSender + 1)
    XCTAssertEqual(history.first, "default")
    for sender in 0..<senders {
      XCTAssertEqual(
        history.filter { $0.hasPrefix("\(sender)-") }, (0..<perSender).map { "\(sender)-\($0)" },
        "each sender's values stay in its order")
    }
    XCTAssertEqual(late, ["next:" + history[history.count - 2]], "the current value is the last value sent")
  }

  /// A subscriber that joins while values are being sent gets a contiguous stretch of what the
  /// first subscriber got, up to the end: the values sent after it joined, with the current value
  /// slotted in where the subject's lock let it in (a repeat of the value just before it, when a
  /// live value got there first).
  func testSubscribersJoiningDuringConcurrentSendsGetAnUnbrokenTail() {
    let subject = RACBehaviorSubject.behaviorSubject(withDefaultValue: "default")
    let reference = LockedLog()
    let referenceCompleted = expectation(description: "reference completed")
    record(subject, into: reference, completed: referenceCompleted)
    let logs = (0..<lateSubscribers).map { _ in LockedLog() }
    let completions = (0..<lateSubscribers).map { expectation(description: "late subscriber \($0) completed") }

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
    for (index, log) in logs.enumerated() {
      XCTAssertTrue(
        Self.isTail(of: history, withAtMostOneRepeat: log.events),
        "late subscriber \(index) got \(log.events.prefix(5))… (\(log.events.count) events)")
    }
  }

  /// Whether `events`, with at most one element dropped where it repeats the one before it, is a
  /// suffix of `history` (whose elements are all different).
  static func isTail(of history: [String], withAtMostOneRepeat events: [String]) -> Bool {
    guard let first = events.first, let start = history.firstIndex(of: first) else { return false }
    let tail = Array(history[start...])
    if events == tail { return true }
    return events.indices.dropFirst().contains { index in
      guard events[index] == events[index - 1] else { return false }
      var withoutRepeat = events
      withoutRepeat.remove(at: index)
      return withoutRepeat == tail
    }
  }
}
