import Foundation
import RAC
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

/// The three walkthroughs of post 004 show what the issue asks of them, beyond their steps.json.
final class CreditWalkthroughTests: LeakCheckedTestCase {
  private func output(of name: String) throws -> [String] {
    let walkthrough = try XCTUnwrap(allWalkthroughs.first { $0.name == name })
    return WalkthroughRun.replay(walkthrough).output
  }

  private func values(_ prefix: String, in lines: [String]) -> [String] {
    lines.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
  }

  /// 15 taps: the pass label reads 不合格 (the satisfy block at set-up), 未设置 (the second subscriber
  /// at subscription, credit 0), then 不合格 for 5…65 and 合格 for 70 and 75.
  func testThePassLabelIsNotSetAtFirstThenPassesAt70() throws {
    let lines = try output(of: "credit-subject")
    XCTAssertEqual(values("current credit ", in: lines), stride(from: 5, through: 75, by: 5).map(String.init))
    XCTAssertEqual(
      values("isSatisfyLabel.text = ", in: lines),
      ["不合格", "未设置"] + Array(repeating: "不合格", count: 13) + ["合格", "合格"])
    XCTAssertEqual(values("isSatisfyLabel.textColor = ", in: lines), ["redColor", "redColor"])
    XCTAssertEqual(lines.filter { $0 == "YES" || $0 == "NO" }, Array(repeating: "NO", count: 13) + ["YES", "YES"])
  }

  /// Each credit's colour, as the first subscriber sets it: light grey below 30, purple below 70,
  /// red from 70.
  func testTheCreditLabelsColourBandsChangeAt30And70() throws {
    let lines = try output(of: "credit-subject")
    var colourOfCredit: [String] = []
    var text = ""
    for line in lines {
      if line.hasPrefix("currentCreditLabel.text = ") {
        text = String(line.dropFirst("currentCreditLabel.text = ".count))
      }
      if line.hasPrefix("currentCreditLabel.textColor = ") {
        colourOfCredit.append(text + ":" + line.dropFirst("currentCreditLabel.textColor = ".count))
      }
    }
    let expected = stride(from: 0, through: 75, by: 5).map { credit in
      "\(credit):" + (credit < 30 ? "lightGrayColor" : credit < 70 ? "purpleColor" : "redColor")
    }
    XCTAssertEqual(colourOfCredit, expected)
  }

  /// Both subscribers print once per credit, first then second, starting with 0 at subscription.
  func testBothSubscribersPrintEveryCreditInOrder() throws {
    let lines = try output(of: "credit-subject").filter { $0.contains("个订阅的credit处理积分") }
    let expected = stride(from: 0, through: 75, by: 5).flatMap {
      ["第一个订阅的credit处理积分\($0)", "第二个订阅的credit处理积分\($0)"]
    }
    XCTAssertEqual(lines, expected)
  }

  /// What each subject gives a subscriber that comes after three taps, before the fourth.
  func testALateSubscriberGetsTheCurrentCreditNothingOrTheHistory() throws {
    let lines = try output(of: "credit-subject-vs-rac")
    let start = try XCTUnwrap(lines.firstIndex(of: "— late subscribes after three taps —"))
    let end = try XCTUnwrap(lines.firstIndex(of: "current credit 20"))
    XCTAssertEqual(
      Array(lines[(start + 1)..<end]),
      [
        "[SMCreditSubject] late: 15",
        "[RACBehaviorSubject] late: 15",
        "[RACReplaySubject] late: 5",
        "[RACReplaySubject] late: 10",
        "[RACReplaySubject] late: 15",
      ])
  }

  /// The tap that lands while a subscriber is being added: SMCreditSubject's new subscriber never
  /// gets it; RACBehaviorSubject's does.
  func testATapLandingWhileASubscriberIsAddedIsLostOnlyByTheHandMadeSubject() throws {
    let lines = try output(of: "credit-subject-vs-rac")
    XCTAssertEqual(values("[SMCreditSubject] racing: ", in: lines), ["20", "30", "35"])
    XCTAssertEqual(values("[RACBehaviorSubject] racing: ", in: lines), ["25", "30"])
    XCTAssertTrue(lines.contains("[SMCreditSubject] first: 25"))
  }

  /// After RAC's subjects complete, a new subscriber gets: the current credit and later taps
  /// (SMCreditSubject, which has no completion), nothing but later values (RACSubject), the
  /// current value and later values without completion (RACBehaviorSubject), or the history and
  /// the completion (RACReplaySubject).
  func testWhatASubscriberGetsAfterCompletion() throws {
    let lines = try output(of: "credit-subject-vs-rac")
    XCTAssertEqual(values("[SMCreditSubject] after completion: ", in: lines), ["30", "35"])
    XCTAssertEqual(values("[RACSubject] after completion: ", in: lines), ["35"])
    XCTAssertEqual(values("[RACBehaviorSubject] after completion: ", in: lines), ["30", "35"])
    XCTAssertEqual(
      values("[RACReplaySubject] after completion: ", in: lines), ["5", "10", "15", "20", "25", "30", "completed"])
    XCTAssertFalse(lines.contains { $0.hasPrefix("[SMCreditSubject]") && $0.hasSuffix("completed") })
  }

  /// Every `save` of the logger walkthrough records the line of the statement that made it.
  func testEveryLoggerEntryRecordsTheLineOfItsStatement() throws {
    let source = try String(
      contentsOf: translationsDirectory.appendingPathComponent("logger-builder/LoggerBuilderWalkthrough.swift"),
      encoding: .utf8
    ).components(separatedBy: "\n")
    let starts = ["SMLogger.loggerWithMessage(", "SMLoggerSimple(", "SMLoggerDebug(", "SMLoggerCustom("]
    let statementLines = source.indices.filter { index in
      let line = source[index].trimmingCharacters(in: .whitespaces)
      return line.hasSuffix(".save()") || starts.contains { line.hasPrefix($0) }
    }.map { $0 + 1 }
    let recorded = try output(of: "logger-builder").compactMap { line -> Int? in
      guard let range = line.range(of: #"line=\d+"#, options: .regularExpression) else { return nil }
      return Int(line[range].dropFirst("line=".count))
    }
    XCTAssertEqual(recorded.count, 7)
    XCTAssertEqual(recorded, statementLines)
  }
}
