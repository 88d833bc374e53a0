import Foundation
import XCTest

@testable import RAC

/// `multicast:`, `publish`, `replay`, `replayLast`, `replayLazily` (behaviour §6.10): when each one
/// runs the source (its `didSubscribe`), and what subscribers that come early or late receive.
final class MulticastOperatorsTests: RACTestCase {
  // MARK: - multicast: / publish

  func testMulticastUsesTheGivenSubject() {
    let source = OperatorsManualSource()
    let subject = RACSubject.subject()
    let connection = source.signal.multicast(subject)

    XCTAssertTrue(connection.signal === subject)
    XCTAssertEqual(source.subscriptionCount, 0, "multicast: subscribes to nothing")
  }

  func testPublishRunsTheSourceOncePerConnectionWhateverTheNumberOfSubscribers() {
    let counter = OperatorsCounter()
    let connection = OperatorsSignals.counting(["A", "B"], in: counter).publish()
    let recorders = (0..<3).map { _ in EventRecorder(connection.signal) }

    connection.connect()

    XCTAssertEqual(counter.count, 1)
    XCTAssertEqual(recorders.map(\.events), Array(repeating: ["next:A", "next:B", "completed"], count: 3))
  }

  func testPublishedSubscribersOnlyGetWhatIsSentAfterTheySubscribed() {
    let source = OperatorsManualSource()
    let connection = source.signal.publish()
    connection.connect()
    let early = EventRecorder(connection.signal)
    source.sendNext("A")

    let late = EventRecorder(connection.signal)
    source.sendNext("B")
    source.sendError(OperatorsSignals.testError)

    XCTAssertEqual(early.events, ["next:A", "next:B", "error:Operators#1"])
    XCTAssertEqual(late.events, ["next:B", "error:Operators#1"])
  }

  // MARK: - replay / replayLast

  func testReplayRunsTheSourceAtOnceEvenWithoutSubscribers() {
    let counter = OperatorsCounter()
    _ = OperatorsSignals.counting(["A"], in: counter).replay()

    XCTAssertEqual(counter.count, 1)
  }

  func testReplayGivesEverySubscriberEverythingWithoutRerunningTheSource() {
    let counter = OperatorsCounter()
    let replayed = OperatorsSignals.counting(["A", nil, "C"], in: counter).replay()

    let first = EventRecorder.events(of: replayed)
    let second = EventRecorder.events(of: replayed)

    XCTAssertEqual(counter.count, 1)
    XCTAssertEqual(first, ["next:A", "next:nil", "next:C", "completed"])
    XCTAssertEqual(second, first)
  }

  func testReplayGivesLateSubscribersTheError() {
    let replayed = OperatorsSignals.values(["A"], thenError: OperatorsSignals.testError).replay()

    XCTAssertEqual(EventRecorder.events(of: replayed), ["next:A", "error:Operators#1"])
  }

  func testReplaySubscribersGetThePastThenTheLiveValues() {
    let source = OperatorsManualSource()
    let replayed = source.signal.replay()
    source.sendNext("A")
    let recorder = EventRecorder(replayed)

    source.sendNext("B")
    source.sendCompleted()

    XCTAssertEqual(source.subscriptionCount, 1)
    XCTAssertEqual(recorder.events, ["next:A", "next:B", "completed"])
  }

  func testReplayLastReplaysOnlyTheLatestValue() {
    let source = OperatorsManualSource()
    let replayed = source.signal.replayLast()
    source.sendNext("A")
    source.sendNext("B")
    let recorder = EventRecorder(replayed)

    source.sendNext("C")
    source.sendCompleted()

    XCTAssertEqual(source.subscriptionCount, 1)
    XCTAssertEqual(recorder.events, ["next:B", "next:C", "completed"])
    XCTAssertEqual(EventRecorder.events(of: replayed), ["next:C", "completed"])
  }

  // MARK: - replayLazily

  func testReplayLazilyRunsTheSourceOnlyWhenFirstSubscribed() {
    let counter = OperatorsCounter()
    let replayed = OperatorsSignals.counting(["A", "B"], in: counter).replayLazily()
    XCTAssertEqual(counter.count, 0)

    let first = EventRecorder.events(of: replayed)
    let second = EventRecorder.events(of: replayed)

    XCTAssertEqual(counter.count, 1)
    XCTAssertEqual(first, ["next:A", "next:B", "completed"])
    XCTAssertEqual(second, first)
  }

  func testReplayLazilyNeverDisconnects() {
    let source = OperatorsManualSource()
    let replayed = source.signal.replayLazily()
    let first = EventRecorder(replayed)
    source.sendNext("A")
    first.dispose()

    source.sendNext("B")
    let second = EventRecorder(replayed)

    XCTAssertEqual(source.subscriptionCount, 1)
    XCTAssertEqual(source.disposalCount, 0)
    XCTAssertEqual(first.events, ["next:A"])
    XCTAssertEqual(second.events, ["next:A", "next:B"])
    // End what is still subscribed: a subscription over a subject that never ends keeps its
    // subscriber alive, as in RAC (RACSubjectTests), and the test's leak check would see it.
    second.dispose()
  }

  // MARK: - Names

  func testNamesFollowRACsFormats() {
    let source = OperatorsSignals.values([], label: "source")
    let named = RACSubject.subject().setNameWithFormat("subject")

    let multicastSubject = source.multicast(named).signal
    let published = source.publish().signal
    let replayed = source.replay()
    let replayedLast = source.replayLast()
    let lazily = source.replayLazily()

    XCTAssertEqual(
      [multicastSubject, published, replayed, replayedLast, lazily].map(\.traceName),
      [
        "[source] -multicast: subject",
        "[source] -multicast: [source] -publish",
        "[source] -multicast: [source] -replay",
        "[source] -multicast: [source] -replayLast",
        "[source] -replayLazily",
      ])
    if !StreamName.debugNamesEnabled {
      XCTAssertEqual([multicastSubject, published, replayed, replayedLast, lazily].map(\.name), ["", "", "", "", ""])
    }
  }

  func testReplayLazilysSubjectIsNamedAfterTheSourceAndTheUnnamedSubject() {
    let source = OperatorsManualSource(label: "source")
    let replayed = source.signal.replayLazily()
    let recorder = EventRecorder(replayed)

    let trace = Tracing.record { source.sendNext("A") }

    XCTAssertEqual(recorder.events, ["next:A"])
    // The replay subject's `sendNext:`, then the `[super sendNext:]` it makes.
    XCTAssertEqual(
      trace.calls("-sendNext:", ownerClass: "RACReplaySubject").map { $0.owner?.name },
      ["[source] -multicast: +subject", "[source] -multicast: +subject"])
    // End what is still subscribed: a subscription over a subject that never ends keeps its
    // subscriber alive, as in RAC (RACSubjectTests), and the test's leak check would see it.
    recorder.dispose()
  }
}
