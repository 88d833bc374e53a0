import Foundation
import XCTest

@testable import RAC

/// `doNext:`, `doError:`, `doCompleted:`, `initially:`, `finally:` (behaviour §6.1): when each side
/// effect runs relative to the events it precedes, what it leaves alone, and disposal.
final class OperatorsSideEffectTests: RACTestCase {
  private let error = OperatorsSignals.testError

  /// A log of side effects and received events, in one order.
  private func record(_ signal: RACSignal, into log: BindTestLog) -> RACDisposable? {
    signal.subscribe(log.subscriber())
  }

  // MARK: - doNext:

  func testDoNextRunsTheBlockBeforeEachValueIsForwardedIncludingNil() {
    let log = BindTestLog()
    let signal = OperatorsSignals.values(["A", nil, "C"]).doNext { log.append("block:\(BindTestLog.text($0))") }
    _ = record(signal, into: log)
    XCTAssertEqual(
      log.entries, ["block:A", "next:A", "block:nil", "next:nil", "block:C", "next:C", "completed"])
  }

  func testDoNextForwardsErrorsWithoutRunningTheBlock() {
    let log = BindTestLog()
    let signal = OperatorsSignals.values(["A"], thenError: error).doNext { log.append("block:\(BindTestLog.text($0))") }
    _ = record(signal, into: log)
    XCTAssertEqual(log.entries, ["block:A", "next:A", "error:Operators#1"])
  }

  func testDoNextRunsOncePerSubscription() {
    let log = BindTestLog()
    let counter = OperatorsCounter()
    let signal = OperatorsSignals.counting(["A"], in: counter).doNext { log.append("block:\(BindTestLog.text($0))") }
    _ = record(signal, into: log)
    _ = record(signal, into: log)
    XCTAssertEqual(counter.count, 2)
    XCTAssertEqual(log.entries, ["block:A", "next:A", "completed", "block:A", "next:A", "completed"])
  }

  func testDisposingDoNextDisposesTheSourceAndStopsTheBlock() {
    let source = OperatorsManualSource()
    let log = BindTestLog()
    let disposable = record(source.signal.doNext { log.append("block:\(BindTestLog.text($0))") }, into: log)
    source.sendNext("A")
    disposable?.dispose()
    source.sendNext("B")
    XCTAssertEqual(log.entries, ["block:A", "next:A"])
    XCTAssertEqual([source.subscriptionCount, source.disposalCount, source.activeSubscriberCount], [1, 1, 0])
  }

  // MARK: - doError: / doCompleted:

  func testDoErrorRunsTheBlockWithTheErrorBeforeForwardingIt() {
    let log = BindTestLog()
    let signal = OperatorsSignals.values(["A"], thenError: error).doError { error in
      log.append("block:\(error.map { "\($0.domain)#\($0.code)" } ?? "nil")")
    }
    _ = record(signal, into: log)
    XCTAssertEqual(log.entries, ["next:A", "block:Operators#1", "error:Operators#1"])
  }

  func testDoErrorPassesANilErrorAndIgnoresCompletion() {
    let log = BindTestLog()
    _ = record(RACSignal.error(nil).doError { log.append("block:\($0 == nil ? "nil" : "error")") }, into: log)
    _ = record(OperatorsSignals.values(["A"]).doError { _ in log.append("block") }, into: log)
    XCTAssertEqual(log.entries, ["block:nil", "error:nil", "next:A", "completed"])
  }

  func testDoCompletedRunsTheBlockBeforeForwardingCompletionOnly() {
    let log = BindTestLog()
    _ = record(OperatorsSignals.values(["A"]).doCompleted { log.append("block") }, into: log)
    _ = record(OperatorsSignals.values(["B"], thenError: error).doCompleted { log.append("block") }, into: log)
    XCTAssertEqual(log.entries, ["next:A", "block", "completed", "next:B", "error:Operators#1"])
  }

  // MARK: - initially: / finally:

  /// `+defer:` with the block first: it runs for every subscription, before the receiver is
  /// subscribed to, and never when nobody subscribes.
  func testInitiallyRunsOnEverySubscriptionBeforeSubscribingToTheReceiver() {
    let log = BindTestLog()
    let source = RACSignal.createSignal { subscriber in
      log.append("subscribe")
      subscriber.sendNext("A")
      subscriber.sendCompleted()
      return nil
    }
    let signal = source.initially { log.append("initially") }
    XCTAssertEqual(log.entries, [])
    _ = record(signal, into: log)
    _ = record(signal, into: log)
    XCTAssertEqual(
      log.entries, ["initially", "subscribe", "next:A", "completed", "initially", "subscribe", "next:A", "completed"])
  }

  func testFinallyRunsBeforeCompletionOrErrorIsForwardedButNotForValues() {
    let log = BindTestLog()
    _ = record(OperatorsSignals.values(["A", "B"]).finally { log.append("finally") }, into: log)
    _ = record(OperatorsSignals.values(["C"], thenError: error).finally { log.append("finally") }, into: log)
    XCTAssertEqual(
      log.entries, ["next:A", "next:B", "finally", "completed", "next:C", "finally", "error:Operators#1"])
  }

  func testFinallyDoesNotRunWhenTheSubscriptionIsDisposed() {
    let source = OperatorsManualSource()
    let log = BindTestLog()
    let disposable = record(source.signal.finally { log.append("finally") }, into: log)
    source.sendNext("A")
    disposable?.dispose()
    source.sendCompleted()
    XCTAssertEqual(log.entries, ["next:A"])
    XCTAssertEqual(source.disposalCount, 1)
  }

  // MARK: - Names and trace

  func testSideEffectOperatorsNameTheirResultAfterTheReceiver() {
    let source = OperatorsSignals.values([], label: "source")
    let signals = [
      source.doNext { _ in }, source.doError { _ in }, source.doCompleted {}, source.initially {},
      source.finally {},
    ]
    XCTAssertEqual(
      signals.map(\.traceName),
      [
        "[source] -doNext:", "[source] -doError:", "[source] -doCompleted:", "[source] -initially:",
        "[source] -finally:",
      ])
  }

  func testDoNextTracesItsBlocksAsTheResultSignals() {
    let source = OperatorsSignals.values(["A"], label: "source")
    let trace = Tracing.record { _ = EventRecorder.events(of: source.doNext { _ in }) }
    XCTAssertEqual(trace.calls("doNext next").map { $0.owner?.name }, ["[source] -doNext:"])
    XCTAssertEqual(trace.calls("block").map { $0.argument("x") }, ["\"A\""])
    XCTAssertEqual(trace.calls("doNext completed").count, 1)
  }
}
