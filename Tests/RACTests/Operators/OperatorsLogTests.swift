import Foundation
import XCTest

@testable import RAC

/// `logNext`, `logError`, `logCompleted`, `logAll` (behaviour §6.1): the lines RAC's `NSLog` writes,
/// which signal each names, and that they reach `LogSink`'s handler and the trace.
final class OperatorsLogTests: RACTestCase {
  /// Runs `body` with `LogSink` writing into the returned list.
  private func capturedLines(_ body: () -> Void) -> [String] {
    let lines = LockedLog()
    LogSink.withHandler({ lines.append($0) }, body)
    return lines.events
  }

  /// `<RACDynamicSignal: 0x…> name: ` of `signal` (its name is empty without RAC_DEBUG_SIGNAL_NAMES).
  private func describe(_ signal: RACSignal) -> String {
    "<\(signal.className): \(ObjectAddress.of(signal))> name: \(signal.name)"
  }

  func testLogNextWritesTheReceiverAndEachValueBeforeForwardingIt() {
    let source = OperatorsSignals.values(["A", nil, 3])
    var events: [String] = []
    let lines = capturedLines { events = EventRecorder.events(of: source.logNext()) }
    XCTAssertEqual(
      lines, ["\(describe(source)) next: A", "\(describe(source)) next: (null)", "\(describe(source)) next: 3"])
    XCTAssertEqual(events, ["next:A", "next:nil", "next:3", "completed"])
  }

  /// With an empty name the line has two spaces before `next:`, as the posts show.
  func testALogLineOfAnUnnamedSignalReadsLikeThePosts() throws {
    try XCTSkipIf(StreamName.debugNamesEnabled, "names are empty only without RAC_DEBUG_SIGNAL_NAMES")
    let source = OperatorsSignals.values(["A"])
    let lines = capturedLines { _ = EventRecorder.events(of: source.logNext()) }
    let line = try XCTUnwrap(lines.first)
    XCTAssertTrue(line.hasPrefix("<RACDynamicSignal: 0x"), line)
    XCTAssertTrue(line.hasSuffix("> name:  next: A"), line)
  }

  func testLogErrorAndLogCompletedWriteTheirEventBeforeForwardingIt() {
    let failing = OperatorsSignals.values(["A"], thenError: OperatorsSignals.testError)
    let completing = OperatorsSignals.values(["B"])
    var events: [String] = []
    let lines = capturedLines {
      events = EventRecorder.events(of: failing.logError()) + EventRecorder.events(of: completing.logCompleted())
    }
    XCTAssertEqual(
      lines,
      ["\(describe(failing)) error: Error Domain=Operators Code=1 \"(null)\"", "\(describe(completing)) completed"])
    XCTAssertEqual(events, ["next:A", "error:Operators#1", "next:B", "completed"])
  }

  func testLogErrorWritesANilErrorAsNull() {
    let failing = RACSignal.error(nil)
    let lines = capturedLines { _ = EventRecorder.events(of: failing.logError()) }
    XCTAssertEqual(lines, ["\(describe(failing)) error: (null)"])
  }

  /// logAll is `[[[self logNext] logError] logCompleted]`: the next line names the receiver, the
  /// error line `logNext`'s result, the completed line `logError`'s result — three signals.
  func testTheChainBehindLogAllNamesThreeDifferentReceivers() {
    let source = RACSubject.subject()
    let afterLogNext = source.logNext()
    let afterLogError = afterLogNext.logError()
    let logged = afterLogError.logCompleted()
    let lines = capturedLines {
      let recorder = EventRecorder(logged)
      source.sendNext("A")
      source.sendCompleted()
      XCTAssertEqual(recorder.events, ["next:A", "completed"])
    }
    XCTAssertEqual(lines, ["\(describe(source)) next: A", "\(describe(afterLogError)) completed"])

    let failingSource = RACSubject.subject()
    let failingAfterLogNext = failingSource.logNext()
    let failingLines = capturedLines {
      let recorder = EventRecorder(failingAfterLogNext.logError().logCompleted())
      failingSource.sendError(nil)
      XCTAssertEqual(recorder.events, ["error:nil"])
    }
    XCTAssertEqual(failingLines, ["\(describe(failingAfterLogNext)) error: (null)"])
  }

  func testLogAllNamesTheReceiverForValuesAndTwoOtherSignalsForErrorAndCompletion() throws {
    let completing = OperatorsSignals.values(["A"])
    let completedLines = capturedLines { _ = EventRecorder.events(of: completing.logAll()) }
    let failing = RACSignal.error(nil)
    let failedLines = capturedLines { _ = EventRecorder.events(of: failing.logAll()) }

    XCTAssertEqual(completedLines.count, 2)
    XCTAssertEqual(failedLines.count, 1)
    let nextLine = try XCTUnwrap(completedLines.first)
    let completedLine = try XCTUnwrap(completedLines.last)
    let errorLine = try XCTUnwrap(failedLines.first)
    XCTAssertEqual(nextLine, "\(describe(completing)) next: A")
    XCTAssertTrue(completedLine.hasPrefix("<RACDynamicSignal: 0x") && completedLine.hasSuffix(" completed"))
    XCTAssertTrue(errorLine.hasPrefix("<RACDynamicSignal: 0x") && errorLine.hasSuffix(" error: (null)"))
    XCTAssertFalse(completedLine.hasPrefix(describe(completing)), "the completed line names logError's result")
    XCTAssertFalse(errorLine.hasPrefix(describe(failing)), "the error line names logNext's result")
  }

  func testLogOperatorsKeepTheReceiversName() {
    let source = OperatorsSignals.values([], label: "source")
    let named = source.map { $0 }
    XCTAssertEqual(
      [named.logNext(), named.logError(), named.logCompleted(), named.logAll()].map(\.traceName),
      ["[source] -map:", "[source] -map:", "[source] -map:", "[source] -map:"])
  }

  /// Each line is also an output event of the trace, in order with the blocks around it.
  func testLogLinesAreRecordedInTheTrace() {
    let source = OperatorsSignals.values(["A"])
    var lines: [String] = []
    let trace = Tracing.record { lines = capturedLines { _ = EventRecorder.events(of: source.logAll()) } }
    XCTAssertEqual(trace.output, lines)
    XCTAssertEqual(trace.calls("-logNext").count, 1)
    XCTAssertEqual(trace.calls("doNext next").map { $0.argument("x") }, ["\"A\""])
  }

  func testTheHandlerComesBackAfterWithHandler() {
    let outer = LockedLog()
    let inner = LockedLog()
    let writeOuter: LogSink.Handler = { outer.append($0) }
    let writeInner: LogSink.Handler = { inner.append($0) }
    LogSink.withHandler(writeOuter) {
      LogSink.withHandler(writeInner) { LogSink.log("%@ and %@ at 100%%", "one", nil) }
      LogSink.write("after")
    }
    XCTAssertEqual(inner.events, ["one and (null) at 100%"])
    XCTAssertEqual(outer.events, ["after"])
  }
}
