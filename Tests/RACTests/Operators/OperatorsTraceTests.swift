import Foundation
import XCTest

@testable import RAC

/// The operators report their blocks to the trace under the names the walkthroughs use, with the
/// per-subscription state as bookkeeping.
final class OperatorsTraceTests: RACTestCase {
  func testTakeTracesItsFactoryAndBindBlockWithTheCounter() {
    let source = OperatorsSignals.values(["A", "B", "C"], label: "source")
    var events: [String] = []
    let trace = Tracing.record { events = EventRecorder.events(of: source.take(2)) }
    XCTAssertEqual(events, ["next:A", "next:B", "completed"])
    XCTAssertEqual(trace.calls("-take:").map { $0.argument("count") }, ["2"])
    XCTAssertEqual(trace.calls("A_Block_That_Return_A_RACStreamBindBlock").map { $0.owner?.name }, ["source"])
    let bindBlocks = trace.calls("bindBlock")
    XCTAssertEqual(bindBlocks.map { $0.argument("value") }, ["\"A\"", "\"B\""])
    XCTAssertEqual(bindBlocks.map { $0.bookkeeping("taken") }, ["0", "1"])
  }

  func testScanTracesTheRunningValueAndIndex() {
    let source = OperatorsSignals.values([1, 2], label: "source")
    let trace = Tracing.record {
      _ = EventRecorder.events(
        of: source.scanWithStart(10) { running, next, _ in
          ((running as? Int) ?? 0) + ((next as? Int) ?? 0)
        })
    }
    let bindBlocks = trace.calls("bindBlock")
    XCTAssertEqual(bindBlocks.map { $0.bookkeeping("running") }, ["10", "11"])
    XCTAssertEqual(bindBlocks.map { $0.bookkeeping("index") }, ["0", "1"])
    XCTAssertEqual(trace.calls("reduceBlock").map { $0.argument("index") }, ["0", "1"])
  }

  func testReduceEachTracesTheArgumentsItSpreads() {
    let source = OperatorsSignals.values([RACTuplePack("A", nil)], label: "source")
    let trace = Tracing.record {
      _ = EventRecorder.events(of: source.reduceEach { a, _ in a })
    }
    XCTAssertEqual(trace.calls("reduceBlock").map { $0.argument("arguments") }, ["[\"A\", nil]"])
  }

  func testZipTracesTheJoinBlocks() {
    let signals = [
      OperatorsSignals.values(["A"], label: "a"), OperatorsSignals.values(["X"], label: "b"),
      OperatorsSignals.values(["M"], label: "c"),
    ]
    let trace = Tracing.record { _ = EventRecorder.events(of: RACSignal.zip(signals)) }
    XCTAssertEqual(trace.calls("+zip:").count, 1)
    XCTAssertEqual(trace.calls("innerBlock").filter { $0.argument("left") != nil }.count, 2)
    XCTAssertEqual(trace.calls("tupleBlock").map { $0.argument("x") }, ["\"A\""])
    XCTAssertEqual(trace.calls("unnestBlock").count, 1)
  }

  func testPrimitivesTraceEveryBlockTheyRun() {
    let left = OperatorsSignals.values(["A", "B"], label: "left")
    let right = OperatorsSignals.values([1], label: "right")
    let trace = Tracing.record {
      _ = EventRecorder.events(of: left.zipWith(right))
      _ = EventRecorder.events(of: left.concat(RACSignal.error(nil)))
    }
    XCTAssertEqual(trace.calls("zipWith self next").count, 2)
    XCTAssertEqual(trace.calls("zipWith self completed").count, 1)
    XCTAssertEqual(trace.calls("zipWith other next").count, 1)
    XCTAssertEqual(
      trace.calls("sendCompletedIfNecessary").map { $0.bookkeeping("selfValues") },
      ["[\"A\", \"B\"]", "[\"B\"]", "[\"B\"]"])
    XCTAssertEqual(trace.calls("concat next").map { $0.argument("x") }, ["\"A\"", "\"B\""])
    XCTAssertEqual(trace.calls("concat completed").count, 1)
  }
}
