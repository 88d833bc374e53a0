import Foundation
import XCTest

@testable import RAC

/// `RACReplaySubject` as RAC 2.5 has it (behaviour §6.10, §7.21).
final class ReplaySubjectTests: RACTestCase {
  func testSubjectHasUnlimitedCapacity() {
    XCTAssertEqual(RACReplaySubject.subject().capacity, RACReplaySubjectUnlimitedCapacity)
    XCTAssertEqual(RACReplaySubject().capacity, RACReplaySubjectUnlimitedCapacity)
    XCTAssertEqual(RACReplaySubject.replaySubject(withCapacity: 3).capacity, 3)
  }

  func testLateSubscriberGetsEveryPastValueThenTheLiveOnes() {
    let subject = RACReplaySubject.subject()
    subject.sendNext("A")
    subject.sendNext("B")

    let recorder = EventRecorder(subject)
    subject.sendNext("C")
    subject.sendCompleted()

    XCTAssertEqual(recorder.events, ["next:A", "next:B", "next:C", "completed"])
  }

  func testNilIsReplayedAsNil() {
    let subject = RACReplaySubject.subject()
    subject.sendNext(nil)
    subject.sendNext("A")
    subject.sendNext(nil)

    XCTAssertEqual(EventRecorder.events(of: subject), ["next:nil", "next:A", "next:nil"])
  }

  func testNilIsStoredAsTupleNil() {
    let subject = RACReplaySubject.subject()
    let trace = Tracing.record { subject.sendNext(nil) }

    let send = trace.calls("-sendNext:", ownerClass: "RACReplaySubject").first
    XCTAssertEqual(send.flatMap { trace.exit(of: $0)?.bookkeeping("valuesReceived") }, "[RACTupleNil]")
  }

  func testCapacityKeepsOnlyTheLatestValues() {
    let subject = RACReplaySubject.replaySubject(withCapacity: 2)
    for value in ["A", "B", "C", "D"] { subject.sendNext(value) }

    XCTAssertEqual(EventRecorder.events(of: subject), ["next:C", "next:D"])
  }

  func testCapacityZeroReplaysOnlyTheTerminalEvent() {
    let subject = RACReplaySubject.replaySubject(withCapacity: 0)
    let early = EventRecorder(subject)
    subject.sendNext("A")
    subject.sendCompleted()

    XCTAssertEqual(early.events, ["next:A", "completed"])
    XCTAssertEqual(EventRecorder.events(of: subject), ["completed"])
  }

  /// RAC's capacity is an `NSUInteger`: a negative one is a huge one.
  func testNegativeCapacityKeepsEverything() {
    let subject = RACReplaySubject.replaySubject(withCapacity: -1)
    for value in ["A", "B", "C"] { subject.sendNext(value) }

    XCTAssertEqual(EventRecorder.events(of: subject), ["next:A", "next:B", "next:C"])
  }

  /// §7.21: 2.5 forwards a value to the live subscribers before trimming the buffer, so a
  /// subscription made from inside a `next` handler replays the buffer one value over capacity.
  /// (ReactiveObjC 3 trims first: the inner subscriber would get only `B`.)
  func testReentrantSubscriptionInsideNextSeesTheUntrimmedBuffer() {
    let subject = RACReplaySubject.replaySubject(withCapacity: 1)
    subject.sendNext("A")
    var inner: EventRecorder?
    let outer = subject.subscribeNext { value in
      if value as? String == "B" { inner = EventRecorder(subject) }
    }

    subject.sendNext("B")
    subject.sendNext("C")

    XCTAssertEqual(inner?.events, ["next:A", "next:B", "next:C"])
    XCTAssertEqual(EventRecorder.events(of: subject), ["next:C"], "trimmed once the send is over")
    outer?.dispose()
    inner?.dispose()
  }

  func testLateSubscriberToACompletedSubjectGetsTheValuesThenCompleted() {
    let subject = RACReplaySubject.subject()
    subject.sendNext("A")
    subject.sendCompleted()

    XCTAssertEqual(EventRecorder.events(of: subject), ["next:A", "completed"])
    XCTAssertEqual(EventRecorder.events(of: subject), ["next:A", "completed"])
  }

  func testLateSubscriberToAnErroredSubjectGetsTheValuesThenTheError() {
    let subject = RACReplaySubject.subject()
    subject.sendNext("A")
    subject.sendError(OperatorsSignals.testError)

    XCTAssertEqual(EventRecorder.events(of: subject), ["next:A", "error:Operators#1"])
  }

  func testANilErrorIsReplayedAsANilError() {
    let subject = RACReplaySubject.subject()
    subject.sendError(nil)

    XCTAssertEqual(EventRecorder.events(of: subject), ["error:nil"])
  }

  /// RAC keeps no guard against events after the terminal one: a value sent after completion is
  /// still stored, and replayed before the completion.
  func testAValueSentAfterCompletionIsReplayedBeforeTheCompletion() {
    let subject = RACReplaySubject.subject()
    subject.sendNext("A")
    subject.sendCompleted()
    subject.sendNext("B")

    XCTAssertEqual(EventRecorder.events(of: subject), ["next:A", "next:B", "completed"])
  }

  /// A subscriber that comes after the terminal event is sent it during replay and never becomes a
  /// live subscriber, so nothing sent later reaches it.
  func testLateSubscriberToACompletedSubjectIsNotMadeLive() {
    let subject = RACReplaySubject.subject()
    subject.sendCompleted()
    let log = BindTestLog()
    let subscription = subject.subscribe(log.subscriber())

    subject.sendNext("B")

    XCTAssertEqual(log.entries, ["completed"])
    subscription?.dispose()
  }

  func testDisposingTheSubscriptionStopsLiveValues() {
    let subject = RACReplaySubject.subject()
    subject.sendNext("A")
    let recorder = EventRecorder(subject)

    recorder.dispose()
    subject.sendNext("B")

    XCTAssertEqual(recorder.events, ["next:A"])
  }

  /// Where there is no current scheduler the replay runs later, on the subscription scheduler's
  /// background queue; disposing the subscription in the middle of it stops it before the next
  /// value, and the subscriber is neither sent the terminal event nor made live. The plain
  /// `RACSubscriber` used here would take any event it was sent: only the replay's check stops them.
  func testDisposingInTheMiddleOfTheReplayStopsIt() {
    let subject = RACReplaySubject.subject()
    for value in ["A", "B", "C"] { subject.sendNext(value) }
    subject.sendCompleted()

    let log = BindTestLog()
    let subscription = LockedState<RACDisposable?>(nil)
    let stored = DispatchSemaphore(value: 0)
    let subscriber = RACSubscriber(
      next: { value in
        log.append("next:\(BindTestLog.text(value))")
        guard value as? String == "B" else { return }
        stored.wait()
        subscription.withLock { $0 }?.dispose()
      },
      error: { _ in log.append("error") },
      completed: { log.append("completed") })
    let replayedAfterwards = expectation(description: "a later subscription on the same queue completed")
    let later = RACSubscriber(next: nil, error: nil, completed: { replayedAfterwards.fulfill() })

    DispatchQueue.global().async {
      let disposable = subject.subscribe(subscriber)
      subscription.withLock { $0 = disposable }
      stored.signal()
      subject.subscribe(later)
    }
    wait(for: [replayedAfterwards], timeout: 10)

    XCTAssertEqual(log.entries, ["next:A", "next:B"])
    subscription.withLock { $0 = nil }
  }

  func testSubscribingReturnsADisposableEvenWhenTheReplayFinishedAtOnce() {
    let subject = RACReplaySubject.subject()
    subject.sendCompleted()

    let disposable = subject.subscribe(RACSubscriber(next: nil, error: nil, completed: nil))

    XCTAssertNotNil(disposable)
  }

  func testTraceShowsTheBufferBeforeAndAfterEachSend() {
    let subject = RACReplaySubject.replaySubject(withCapacity: 1)
    let trace = Tracing.record {
      subject.sendNext("A")
      subject.sendNext("B")
      _ = EventRecorder.events(of: subject)
    }

    let sends = trace.calls("-sendNext:", ownerClass: "RACReplaySubject").filter { $0.depth == 0 }
    XCTAssertEqual(sends.map { $0.bookkeeping("valuesReceived") }, ["[]", "[\"A\"]"])
    XCTAssertEqual(sends.compactMap { trace.exit(of: $0)?.bookkeeping("valuesReceived") }, ["[\"A\"]", "[\"B\"]"])
    XCTAssertEqual(trace.calls("replayBlock").map { $0.bookkeeping("valuesReceived") }, ["[\"B\"]"])
  }
}
