import Foundation
import XCTest

@testable import RAC

/// `-takeUntil:` (behaviour §6.4, §7.11).
final class OperatorsTakeUntilTests: RACTestCase {
  func testTakeUntilForwardsValuesUntilTheTriggerSendsAValue() {
    let source = OperatorsManualSource()
    let trigger = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.takeUntil(trigger.signal))
    source.sendNext("A")
    source.sendNext(nil)
    trigger.sendNext("stop")
    source.sendNext("B")
    XCTAssertEqual(recorder.events, ["next:A", "next:nil", "completed"])
    XCTAssertEqual(source.disposalCount, 1)
    XCTAssertEqual(trigger.disposalCount, 1)
  }

  func testTakeUntilCompletesWhenTheTriggerCompletes() {
    let source = OperatorsManualSource()
    let trigger = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.takeUntil(trigger.signal))
    source.sendNext("A")
    trigger.sendCompleted()
    XCTAssertEqual(recorder.events, ["next:A", "completed"])
    XCTAssertEqual(source.activeSubscriberCount, 0)
  }

  /// §7.11: the trigger's errors are ignored.
  func testTakeUntilIgnoresAnErrorOfTheTrigger() {
    let source = OperatorsManualSource()
    let trigger = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.takeUntil(trigger.signal))
    trigger.sendError(OperatorsSignals.testError)
    source.sendNext("A")
    source.sendCompleted()
    XCTAssertEqual(recorder.events, ["next:A", "completed"])
  }

  /// §7.11: the trigger is subscribed first; a trigger that fires at once means the source is
  /// never subscribed.
  func testTakeUntilWithATriggerThatFiresAtOnceNeverSubscribesToTheSource() {
    let counter = OperatorsCounter()
    let source = OperatorsSignals.counting(["A"], in: counter)
    XCTAssertEqual(EventRecorder.events(of: source.takeUntil(RACSignal.empty())), ["completed"])
    XCTAssertEqual(EventRecorder.events(of: source.takeUntil(RACSignal.return(1))), ["completed"])
    XCTAssertEqual(counter.count, 0)
  }

  func testTakeUntilSubscribesToTheTriggerBeforeTheSource() {
    let log = BindTestLog()
    let disposable = log.observed(RACSubject.subject(), "source")
      .takeUntil(log.observed(RACSubject.subject(), "trigger"))
      .subscribe(log.subscriber())
    disposable?.dispose()
    XCTAssertEqual(log.entries, ["subscribe:trigger", "subscribe:source", "dispose:trigger", "dispose:source"])
  }

  func testTakeUntilCompletesWithTheSourceAndDisposesTheTrigger() {
    let trigger = OperatorsManualSource()
    let signal = OperatorsSignals.values(["A", "B"]).takeUntil(trigger.signal)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "next:B", "completed"])
    XCTAssertEqual(trigger.disposalCount, 1)
    XCTAssertEqual(trigger.activeSubscriberCount, 0)
  }

  func testTakeUntilForwardsAnErrorOfTheSource() {
    let trigger = OperatorsManualSource()
    let signal = OperatorsSignals.values(["A"], thenError: OperatorsSignals.testError).takeUntil(trigger.signal)
    XCTAssertEqual(EventRecorder.events(of: signal), ["next:A", "error:Operators#1"])
    XCTAssertEqual(trigger.activeSubscriberCount, 0)
  }

  func testDisposingTakeUntilDisposesBothSubscriptions() {
    let source = OperatorsManualSource()
    let trigger = OperatorsManualSource()
    let recorder = EventRecorder(source.signal.takeUntil(trigger.signal))
    recorder.dispose()
    source.sendNext("A")
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(source.disposalCount, 1)
    XCTAssertEqual(trigger.disposalCount, 1)
  }

  func testTakeUntilNamesItsResultAsRACDoes() {
    let source = OperatorsSignals.values([], label: "source")
    let trigger = OperatorsSignals.values([], label: "trigger")
    XCTAssertEqual(source.takeUntil(trigger).traceName, "[source] -takeUntil: trigger")
  }

  func testTakeUntilTracesTheTriggerCompletion() {
    let source = OperatorsManualSource(label: "source")
    let trigger = OperatorsManualSource(label: "trigger")
    let trace = Tracing.record {
      let recorder = EventRecorder(source.signal.takeUntil(trigger.signal))
      source.sendNext("A")
      trigger.sendNext("T")
      XCTAssertEqual(recorder.events, ["next:A", "completed"])
    }
    XCTAssertEqual(trace.calls("takeUntil next").map { $0.argument("x") }, ["\"A\""])
    XCTAssertEqual(trace.calls("takeUntil trigger next").map { $0.owner?.name }, ["trigger"])
    XCTAssertEqual(trace.calls("triggerCompletion").count, 1)
  }
}
