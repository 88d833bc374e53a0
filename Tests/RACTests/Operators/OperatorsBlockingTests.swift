import Foundation
import XCTest

@testable import RAC

/// `first`, `firstOrDefault:`, `firstOrDefault:success:error:` and `toArray` (behaviour §6.6): the
/// caller's thread waits for `take:1` / `collect`, whether the signal runs synchronously or on a
/// background queue.
final class OperatorsBlockingTests: RACTestCase {
  private let error = OperatorsSignals.testError

  /// `values`, sent from a new background queue for each subscription.
  private func background(_ values: [Any?]) -> RACSignal {
    OperatorsSignals.values(values).subscribeOn(RACScheduler.scheduler())
  }

  /// `firstOrDefault:success:error:` as one line: `value success error`.
  private func firstResult(_ signal: RACSignal, default defaultValue: Any? = "default") -> String {
    var success = false
    var receivedError: NSError?
    let value = signal.firstOrDefault(defaultValue, success: &success, error: &receivedError)
    let errorText = receivedError.map { "\($0.domain)#\($0.code)" } ?? "nil"
    return "\(BindTestLog.text(value)) success:\(success) error:\(errorText)"
  }

  func testFirstReturnsTheFirstValueAndUnsubscribes() {
    let source = OperatorsManualSource()
    let sender = RACSignal.createSignal { subscriber in
      let disposable = source.signal.subscribe(subscriber)
      source.sendNext("A")
      source.sendNext("B")
      return disposable
    }
    XCTAssertEqual(BindTestLog.text(sender.first()), "A")
    XCTAssertEqual([source.subscriptionCount, source.disposalCount, source.activeSubscriberCount], [1, 1, 0])
  }

  func testFirstOrDefaultReportsValueCompletionAndError() {
    XCTAssertEqual(
      [
        firstResult(OperatorsSignals.values(["A", "B"])),
        firstResult(OperatorsSignals.values([nil])),
        firstResult(RACSignal.empty()),
        firstResult(OperatorsSignals.values([], thenError: error)),
        firstResult(RACSignal.error(nil), default: nil),
      ],
      [
        "A success:true error:nil",
        "nil success:true error:nil",
        "default success:true error:nil",
        "default success:false error:Operators#1",
        "nil success:false error:nil",
      ])
  }

  func testFirstAndFirstOrDefaultFallBackWhenThereIsNoValue() {
    XCTAssertNil(RACSignal.empty().first())
    XCTAssertEqual(BindTestLog.text(RACSignal.empty().firstOrDefault("X")), "X")
    XCTAssertEqual(BindTestLog.text(RACSignal.error(error).firstOrDefault("X")), "X")
  }

  /// The calling (main) thread blocks until the background queue delivers.
  func testFirstWaitsForAValueSentOnAnotherThread() {
    XCTAssertEqual(firstResult(background(["A", "B"])), "A success:true error:nil")
    XCTAssertEqual(firstResult(background([])), "default success:true error:nil")
  }

  func testFirstWaitsOnAThreadThatIsNotTheMainThread() {
    let result = LockedLog()
    let done = expectation(description: "first returned")
    DispatchQueue.global().async {
      result.append(self.firstResult(self.background(["A"])))
      done.fulfill()
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(result.events, ["A success:true error:nil"])
  }

  // MARK: - toArray

  func testToArrayReturnsEveryValueWithNilAsNSNull() {
    let array = OperatorsSignals.values(["A", nil, 3]).toArray()
    XCTAssertEqual(EventRecorder.text(array), "[A, \(NSNull()), 3]")
    XCTAssertTrue(array?[1] is NSNull)
  }

  func testToArrayOfAnEmptySignalIsEmptyAndOfAFailingSignalIsNil() {
    XCTAssertEqual(EventRecorder.text(RACSignal.empty().toArray()), "[]")
    XCTAssertNil(OperatorsSignals.values(["A"], thenError: error).toArray())
  }

  func testToArrayWaitsForABackgroundSignalToComplete() {
    XCTAssertEqual(EventRecorder.text(background(["A", "B", "C"]).toArray()), "[A, B, C]")
    XCTAssertEqual(EventRecorder.text(["X", "Y"].rac_sequence.signal().toArray()), "[X, Y]")
  }

  func testBlockingCallsAreTraced() {
    let source = OperatorsSignals.values(["A"], label: "source")
    let trace = Tracing.record { _ = source.toArray() }
    XCTAssertEqual(trace.calls("-toArray").count, 1)
    XCTAssertEqual(trace.calls("-firstOrDefault:success:error:").map { $0.owner?.name }, ["[source] -collect"])
    XCTAssertEqual(trace.calls("first next").count, 1)
    XCTAssertEqual(trace.calls("first completed").count, 1)
  }
}
