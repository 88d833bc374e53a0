import Foundation
import XCTest

@testable import RAC

/// `materialize`, `dematerialize` and `RACEvent` (behaviour §6.13, §7.17).
final class OperatorsMaterializeTests: RACTestCase {
  private let error = OperatorsSignals.testError

  /// What `signal` sends, each `RACEvent` written by its `eventDescription`.
  private func events(_ signal: RACSignal) -> [String] {
    var descriptions: [String] = []
    let recorder = signal.subscribeNext(
      { value in
        let event = value as? RACEvent
        descriptions.append(event.map { "event{ \($0.eventDescription) }" } ?? "not an event")
      },
      error: { _ in descriptions.append("error") },
      completed: { descriptions.append("completed") })
    recorder?.dispose()
    return descriptions
  }

  func testMaterializeSendsValuesAndCompletionAsEventsThenCompletes() {
    XCTAssertEqual(
      events(OperatorsSignals.values(["A", nil]).materialize()),
      ["event{ next = A }", "event{ next = (null) }", "event{ completed }", "completed"])
  }

  func testMaterializeTurnsAnErrorIntoAValueFollowedByCompletion() {
    XCTAssertEqual(
      events(OperatorsSignals.values(["A"], thenError: error).materialize()),
      ["event{ next = A }", "event{ error = Error Domain=Operators Code=1 \"(null)\" }", "completed"])
    XCTAssertEqual(events(RACSignal.error(nil).materialize()), ["event{ error = (null) }", "completed"])
  }

  func testMaterializedEventsCarryTheirValueErrorAndFinishedFlag() {
    var received: [RACEvent] = []
    OperatorsSignals.values([1], thenError: error).materialize().subscribeNext { value in
      if let event = value as? RACEvent { received.append(event) }
    }
    XCTAssertEqual(received.map(\.eventType), [.next, .error])
    guard received.count == 2 else { return }
    XCTAssertEqual(received.map(\.isFinished), [false, true])
    XCTAssertEqual(received[0].value as? Int, 1)
    XCTAssertNil(received[0].error)
    XCTAssertEqual(received[1].error, error)
    XCTAssertNil(received[1].value)
    XCTAssertTrue(RACEvent.completed.isFinished)
    XCTAssertTrue(RACEvent.completed === RACEvent.completed)
  }

  func testDisposingMaterializeDisposesTheSource() {
    let source = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.materialize())
    recorder.dispose()
    source.sendNext("A")
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(source.disposalCount, 1)
  }

  // MARK: - dematerialize

  func testDematerializeUndoesMaterialize() {
    let signals = [
      OperatorsSignals.values(["A", nil, "C"]), OperatorsSignals.values(["A"], thenError: error), RACSignal.error(nil),
      RACSignal.empty(),
    ]
    for signal in signals {
      XCTAssertEqual(EventRecorder.events(of: signal.materialize().dematerialize()), EventRecorder.events(of: signal))
    }
  }

  /// A completed or error event stops the source: what follows it is never read, and the source
  /// subscription is disposed.
  func testDematerializeStopsAtTheFirstTerminalEvent() {
    let source = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.dematerialize())
    source.sendNext(RACEvent(value: "A"))
    source.sendNext(RACEvent(error: error))
    source.sendNext(RACEvent(value: "B"))
    XCTAssertEqual(recorder.events, ["next:A", "error:Operators#1"])
    XCTAssertEqual([source.disposalCount, source.activeSubscriberCount], [1, 0])

    let completing = OperatorsManualSource()
    let completed = EventRecorder(completing.signal.dematerialize())
    completing.sendNext(RACEvent.completed)
    completing.sendNext(RACEvent(value: "B"))
    XCTAssertEqual(completed.events, ["completed"])
    XCTAssertEqual(completing.disposalCount, 1)
  }

  func testMaterializeAndDematerializeAreNamedAfterTheReceiver() {
    let source = OperatorsSignals.values([], label: "source")
    XCTAssertEqual(
      [source.materialize().traceName, source.dematerialize().traceName],
      ["[source] -materialize", "[source] -dematerialize"])
  }

  // MARK: - RACEvent

  /// Same type and the same or an `isEqual:` object; nil equals nil.
  func testEventsAreEqualWhenTypeAndObjectAreEqual() {
    XCTAssertEqual(RACEvent(value: "A"), RACEvent(value: "A"))
    XCTAssertEqual(RACEvent(value: nil), RACEvent(value: nil))
    XCTAssertEqual(RACEvent(value: NSNumber(value: 3)), RACEvent(value: 3))
    XCTAssertEqual(RACEvent(error: error), RACEvent(error: NSError(domain: "Operators", code: 1)))
    XCTAssertEqual(RACEvent(error: nil), RACEvent(error: nil))
    XCTAssertNotEqual(RACEvent(value: "A"), RACEvent(value: "B"))
    XCTAssertNotEqual(RACEvent(value: nil), RACEvent(error: nil))
    XCTAssertNotEqual(RACEvent(value: nil), RACEvent.completed)
    XCTAssertEqual(Set([RACEvent(value: "A"), RACEvent(value: "A"), RACEvent.completed]).count, 2)
  }

  func testEventDescriptionsAreRACsAndTheTraceLeavesOutTheAddress() {
    let event = RACEvent(value: "A")
    XCTAssertTrue(event.description.hasPrefix("<RACEvent: 0x"), event.description)
    XCTAssertTrue(event.description.hasSuffix(">{ next = A }"), event.description)
    XCTAssertTrue(RACEvent.completed.description.hasSuffix(">{ completed }"))
    XCTAssertTrue(RACEvent(error: nil).description.hasSuffix(">{ error = (null) }"))

    let source = OperatorsSignals.values(["A"], label: "source")
    let trace = Tracing.record { _ = EventRecorder.events(of: source.materialize()) }
    XCTAssertEqual(
      trace.calls("-sendNext:", ownerClass: "RACSubscriber").map { $0.argument("value") },
      ["\"A\"", "RACEvent{ next = \"A\" }", "RACEvent{ completed }"], "materialize's subscriber, then ours")
  }
}
