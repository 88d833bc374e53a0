import Foundation
import XCTest

@testable import RAC

/// Post 004's credit scenario on `RACSubject` from several threads at once: what its hand-made
/// `SMCreditSubject` cannot be asked to do. That subject keeps its blocks in an `NSMutableArray`
/// with no lock, so a `subscribeNext:` on one thread during a `sendNext:` on another is a data race
/// (this suite does not run it: a race is undefined behaviour, not a test); credit-subject-vs-rac's
/// NOTES.md describes it, and CreditSubjectTests shows its one-thread form, the lost send.
///
/// `RACSubject` adds a subscriber and snapshots the list under `@synchronized (subscribers)`
/// (behaviour §6.10), so here every worker subscribes and then taps while the others do the same:
/// no subscription is lost, no value is delivered twice, and each subscriber gets every credit its
/// own worker sent after subscribing. Run under `--sanitize=thread` this also proves the locking.
final class CreditSubjectConcurrencyTests: RACTestCase {
  private let workers = 8
  private let tapsPerWorker = 200

  func testSubscribingAndSendingCreditsFromManyThreadsLosesNoSubscriberAndNoCredit() {
    let subject = RACSubject()
    let logs = (0..<workers).map { _ in BindTestLog() }

    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      subject.subscribe(logs[worker].subscriber())
      for tap in 1...tapsPerWorker { subject.sendNext("\(worker)-\(tap * 5)") }
    }
    subject.sendNext("final")
    subject.sendCompleted()

    for (worker, log) in logs.enumerated() {
      let entries = log.entries
      XCTAssertEqual(
        entries.filter { $0.hasPrefix("next:\(worker)-") },
        (1...tapsPerWorker).map { "next:\(worker)-\($0 * 5)" }, "worker \(worker) gets all its own credits, in order")
      XCTAssertEqual(Set(entries).count, entries.count, "worker \(worker) gets no credit twice")
      XCTAssertEqual(entries.suffix(2), ["next:final", "completed"], "worker \(worker) is still subscribed at the end")
    }
  }

  /// The window `SMCreditSubject` leaves open (a send between a new subscriber's first call and
  /// `addObject:` never reaches it) is closed in `RACBehaviorSubject`: the subscriber joins the live
  /// list before the current value is sent to it under the lock that `sendNext:` holds while it
  /// stores and forwards. So subscribers joining while credits are sent from other threads all end
  /// on the subject's last credit, whichever order the threads ran in.
  func testBehaviorSubjectSubscribersJoiningDuringConcurrentSendsAllEndOnTheLastCredit() {
    let subject = RACBehaviorSubject.behaviorSubject(withDefaultValue: "0")
    let senders = 4
    let joiners = 6
    let logs = (0..<joiners).map { _ in BindTestLog() }
    let completions = (0..<joiners).map { expectation(description: "subscriber \($0) completed") }

    DispatchQueue.concurrentPerform(iterations: senders + joiners) { worker in
      if worker < senders {
        for tap in 1...tapsPerWorker { subject.sendNext("\(worker)-\(tap * 5)") }
      } else {
        let log = logs[worker - senders]
        let completion = completions[worker - senders]
        subject.subscribe(
          RACSubscriber(
            next: { log.append("next:\(BindTestLog.text($0))") }, error: nil,
            completed: {
              log.append("completed")
              completion.fulfill()
            }))
      }
    }
    // A joiner on a raw thread is sent the current value on the subscription scheduler's own serial
    // queue: wait for that queue to run everything given to it so far.
    let settled = expectation(description: "current values sent")
    DispatchQueue.global().async {
      RACScheduler.subscriptionScheduler.schedule { settled.fulfill() }
    }
    wait(for: [settled], timeout: 30)
    let last = EventRecorder.events(of: subject)
    subject.sendCompleted()
    wait(for: completions, timeout: 30)

    XCTAssertEqual(last.count, 1)
    for (index, log) in logs.enumerated() {
      XCTAssertEqual(log.entries.suffix(2), last + ["completed"], "subscriber \(index)")
    }
  }
}
