import Foundation
import XCTest

@testable import RAC

/// `RACBehaviorSubject` as RAC 2.5 has it (behaviour §6.10).
final class BehaviorSubjectTests: RACTestCase {
  func testSubscriberGetsTheDefaultValueThenTheLiveOnes() {
    let subject = RACBehaviorSubject.behaviorSubject(withDefaultValue: "default")
    let recorder = EventRecorder(subject)

    subject.sendNext("A")
    subject.sendCompleted()

    XCTAssertEqual(recorder.events, ["next:default", "next:A", "completed"])
  }

  func testSubscriberGetsTheLatestValueInsteadOfTheDefault() {
    let subject = RACBehaviorSubject.behaviorSubject(withDefaultValue: "default")
    subject.sendNext("A")
    subject.sendNext("B")

    XCTAssertEqual(EventRecorder.events(of: subject), ["next:B"])
  }

  func testWithoutADefaultValueTheCurrentValueIsNil() {
    XCTAssertEqual(EventRecorder.events(of: RACBehaviorSubject.subject()), ["next:nil"])
    XCTAssertEqual(EventRecorder.events(of: RACBehaviorSubject.behaviorSubject(withDefaultValue: nil)), ["next:nil"])
  }

  func testNilSentLaterBecomesTheCurrentValue() {
    let subject = RACBehaviorSubject.behaviorSubject(withDefaultValue: "default")
    subject.sendNext(nil)

    XCTAssertEqual(EventRecorder.events(of: subject), ["next:nil"])
  }

  func testEverySubscriberGetsTheCurrentValueOnce() {
    let subject = RACBehaviorSubject.behaviorSubject(withDefaultValue: "default")
    let first = EventRecorder(subject)
    subject.sendNext("A")
    let second = EventRecorder(subject)
    subject.sendNext("B")

    XCTAssertEqual(first.events, ["next:default", "next:A", "next:B"])
    XCTAssertEqual(second.events, ["next:A", "next:B"])
  }

  /// The subscription joins the live subscribers before the current value is sent: a value sent
  /// from the handler of the current value reaches the same subscriber.
  func testTheSubscriberIsLiveBeforeItGetsTheCurrentValue() {
    let subject = RACBehaviorSubject.behaviorSubject(withDefaultValue: "default")
    let log = BindTestLog()
    let subscription = subject.subscribeNext { value in
      log.append("next:\(BindTestLog.text(value))")
      if value as? String == "default" { subject.sendNext("sent from the handler") }
    }

    XCTAssertEqual(log.entries, ["next:default", "next:sent from the handler"])
    subscription?.dispose()
  }

  /// Completion is a plain subject's: not remembered. A subscriber after it gets the current value
  /// and no completion.
  func testCompletionIsNotRememberedButTheCurrentValueIs() {
    let subject = RACBehaviorSubject.behaviorSubject(withDefaultValue: "default")
    subject.sendNext("A")
    subject.sendCompleted()

    XCTAssertEqual(EventRecorder.events(of: subject), ["next:A"])
  }

  func testDisposingTheSubscriptionStopsLiveValues() {
    let subject = RACBehaviorSubject.behaviorSubject(withDefaultValue: "default")
    let recorder = EventRecorder(subject)

    recorder.dispose()
    subject.sendNext("A")

    XCTAssertEqual(recorder.events, ["next:default"])
  }

  func testTraceShowsTheCurrentValue() {
    let subject = RACBehaviorSubject.behaviorSubject(withDefaultValue: "default")
    let trace = Tracing.record {
      subject.sendNext("A")
      _ = EventRecorder.events(of: subject)
    }

    let send = trace.calls("-sendNext:", ownerClass: "RACBehaviorSubject").first
    XCTAssertEqual(send?.bookkeeping("currentValue"), "\"default\"")
    XCTAssertEqual(send.flatMap { trace.exit(of: $0)?.bookkeeping("currentValue") }, "\"A\"")
    XCTAssertEqual(trace.calls("sendCurrentValue").map { $0.bookkeeping("currentValue") }, ["\"A\""])
  }
}
