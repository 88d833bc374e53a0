import RAC
import RACWalkthroughKit
import XCTest

@testable import LearningFromRAC

/// The post's chained `SMLogger` and its short forms: every option returns the logger, `save`
/// records the call site even with nothing set, and the short forms go through the same chain.
final class CreditLoggerTests: LeakCheckedTestCase {
  private let file = "CreditLoggerTests.swift"

  func testSaveWithNothingSetRecordsTheCallSiteAndTheDefaults() {
    let line = #line + 2
    let run = creditTestRun {
      SMLogger.create().save()
    }
    XCTAssertEqual(
      run.output,
      [
        "SMLogger save: file=\(file) function=testSaveWithNothingSetRecordsTheCallSiteAndTheDefaults() line=\(line)"
          + " message=(null) classify=SMProjectClassifyNormal level=SMLoggerLevelDebug object=(null)"
      ])
  }

  func testEveryOptionReturnsTheSameLoggerAndTheLastSettingWins() {
    let logger = SMLogger.create()
    let chained = logger.message("a").classify(.tradeHome).level(.info).object("x").message("b").level(.error)
    XCTAssertTrue(chained === logger)
    XCTAssertEqual(
      logger.record(file: "F.swift", function: "f()", line: 1),
      SMLoggerRecord(
        file: "F.swift", function: "f()", line: 1, message: "b", classify: .tradeHome, level: .error, object: "x"))
  }

  func testLoggerWithMessageSavesOneEntryAtTheCallersPlace() {
    let line = #line + 2
    let run = creditTestRun {
      SMLogger.loggerWithMessage("此处必改")
    }
    XCTAssertEqual(
      run.output,
      [
        "SMLogger save: file=\(file) function=testLoggerWithMessageSavesOneEntryAtTheCallersPlace() line=\(line)"
          + " message=此处必改 classify=SMProjectClassifyNormal level=SMLoggerLevelDebug object=(null)"
      ])
    XCTAssertEqual(run.trace.calls.map(\.block), ["+loggerWithMessage:", "+create", "-message:", "-save"])
  }

  /// As the post writes the macros, `SMLoggerDebug` ("不会上报") and `SMLoggerSimple` ("上报") make
  /// the same call; `SMLoggerCustom` passes its own classify and level. All format their message.
  func testTheMacroFormsFormatTheMessageAndSimpleAndDebugMakeTheSameEntry() {
    let run = creditTestRun {
      SMLoggerSimple("credit %lu of %@", UInt(70), "ming" as NSString)
      SMLoggerDebug("credit %lu of %@", UInt(70), "ming" as NSString)
      SMLoggerCustom(.tradeHome, .warning, "passed")
      SMLoggerDebugFunc(.normal, .info, "%d%%", 100)
    }
    let entries = run.output.map { $0.replacingOccurrences(of: #"line=\d+ "#, with: "", options: .regularExpression) }
    let prefix =
      "SMLogger save: file=\(file) function=testTheMacroFormsFormatTheMessageAndSimpleAndDebugMakeTheSameEntry()"
    XCTAssertEqual(
      entries,
      [
        prefix + " message=credit 70 of ming classify=SMProjectClassifyNormal level=SMLoggerLevelDebug object=(null)",
        prefix + " message=credit 70 of ming classify=SMProjectClassifyNormal level=SMLoggerLevelDebug object=(null)",
        prefix + " message=passed classify=SMProjectClassifyTradeHome level=SMLoggerLevelWarning object=(null)",
        prefix + " message=100% classify=SMProjectClassifyNormal level=SMLoggerLevelInfo object=(null)",
      ])
    XCTAssertEqual(run.trace.calls("SMLoggerDebugFunc").count, 4)
  }
}
