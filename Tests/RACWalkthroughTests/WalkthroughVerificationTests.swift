import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RAC
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

/// `verify`'s checks: every walkthrough passes against its post, and a wrong output, a step that
/// never happens or a thing that should not happen each make it fail.
final class WalkthroughVerificationTests: LeakCheckedTestCase {
  private func data(_ walkthrough: Walkthrough) throws -> WalkthroughData {
    try WalkthroughData.load(from: walkthroughsDirectory.appendingPathComponent(walkthrough.name))
  }

  private func walkthrough(_ name: String) throws -> Walkthrough {
    try XCTUnwrap(allWalkthroughs.first { $0.name == name })
  }

  /// Verifies one walkthrough as `verify` does, the post's own code beside the translation where
  /// the folder has it, and returns the report.
  @discardableResult
  private func assertPasses(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> VerificationReport
  {
    let walkthrough = try self.walkthrough(name)
    let data = try data(walkthrough)
    let report = Verifier.verify(walkthrough, against: data)
    XCTAssertTrue(report.passed, ReportRenderer.render(report), file: file, line: line)
    if let snippet = try PostProgram.load(
      name: walkthrough.name, folder: walkthroughsDirectory.appendingPathComponent(walkthrough.name),
      source: data.objectiveC)
    {
      let check = PostProgramCheck.check(snippet, name: walkthrough.name + " (post)", beside: report, data: data)
      XCTAssertTrue(
        check.passed, check.rendered(files: data.objectiveC?.files ?? []).joined(separator: "\n"), file: file,
        line: line)
    }
    return report
  }

  /// The walkthroughs whose output depends on the schedule, each explored in a test of its own so
  /// that a parallel run spreads them over the cores.
  private static let exploredWalkthroughs: Set<String> = ["collect-v2", "collect-v3"]

  /// Every other walkthrough passes `verify`, its post's code too.
  func testEveryWalkthroughMatchesItsPost() throws {
    for walkthrough in allWalkthroughs where !Self.exploredWalkthroughs.contains(walkthrough.name) {
      try assertPasses(walkthrough.name)
    }
  }

  /// Collect v2 (issue 4): the post's combineLatest output is one of several possible outputs, and
  /// only with letters3 = M, N — the code as the post shows it cannot print it.
  func testCollectV2MatchesThePostOnlyAsOneOfManySchedulesOfTheMNVariant() throws {
    let report = try assertPasses("collect-v2")
    guard
      case .postVariant(let variant, .oneOfSchedules(_, _, let distinctOutputs, let exhaustive, _))? =
        report.output?.match
    else {
      return XCTFail("collect-v2 should match the post only through the letters3-MN variant")
    }
    XCTAssertEqual(variant.name, "letters3-MN")
    XCTAssertTrue(exhaustive)
    XCTAssertGreaterThan(distinctOutputs, 1, "combineLatest's output depends on the schedule")
  }

  /// Collect v3: zip's output is the only one whatever the schedule, again only with M, N.
  func testCollectV3MatchesThePostOnEverySchedulesOfTheMNVariant() throws {
    let report = try assertPasses("collect-v3")
    guard
      case .postVariant(
        let variant, .oneOfSchedules(let schedules, let total, let distinctOutputs, let exhaustive, _))? =
        report.output?.match
    else {
      return XCTFail("collect-v3 should match the post only through the letters3-MN variant")
    }
    XCTAssertEqual(variant.name, "letters3-MN")
    XCTAssertTrue(exhaustive)
    XCTAssertEqual(distinctOutputs, 1, "zip's output does not depend on the schedule")
    XCTAssertEqual(schedules, total)
  }

  func testTheMapWalkthroughProvesThePostsTwelveStepsInOrder() throws {
    let map = try walkthrough("map")
    let results = Verifier.matchSteps(try data(map).steps, in: WalkthroughRun.replay(map).trace)
    XCTAssertEqual(results.compactMap(\.step.number), Array(1...12))
    let sequences = results.compactMap(\.event?.sequence)
    XCTAssertEqual(sequences, sequences.sorted(), "steps must be proved by events in the post's order")
    XCTAssertEqual(results.first?.event?.block, "didSubscribe")
    XCTAssertEqual(results.first?.event?.owner?.name, "mappedSignalA")
  }

  func testADifferentOutputFailsWithADiff() throws {
    let map = try walkthrough("map")
    var wrong = try data(map)
    wrong.postOutput = ["2016-03-01 14:06:29.725 RACFunTest[2703:176158] class-__NSCFNumber,value-4"]
    let report = Verifier.verify(WalkthroughRun.replay(map), against: wrong)
    XCTAssertFalse(report.passed)
    XCTAssertEqual(
      report.output?.diff,
      ["- class-NSNumber,value-4", "+ class-NSNumber,value-3", "+ class-NSString,value-ABC"])
  }

  func testAStepThatNeverHappensFails() throws {
    let map = try walkthrough("map")
    let steps = [WalkthroughStep(number: 1, en: "sends 4", pattern: "output class-NSNumber,value-4")]
    let results = Verifier.matchSteps(steps, in: WalkthroughRun.replay(map).trace)
    XCTAssertFalse(results[0].passed)
  }

  func testStepsOutOfOrderFail() throws {
    let map = try walkthrough("map")
    let steps = [
      WalkthroughStep(number: 1, en: "ABC printed", pattern: "output class-String,value-ABC"),
      WalkthroughStep(number: 2, en: "3 printed after it", pattern: "output class-NSNumber,value-3"),
    ]
    let results = Verifier.matchSteps(steps, in: WalkthroughRun.replay(map).trace)
    XCTAssertEqual(results.map(\.passed), [true, false])
  }

  func testAnAbsentStepFailsWhenTheEventHappens() throws {
    let map = try walkthrough("map")
    let steps = [WalkthroughStep(number: nil, en: "no ABC", pattern: "output *ABC", expect: .absent)]
    let results = Verifier.matchSteps(steps, in: WalkthroughRun.replay(map).trace)
    XCTAssertFalse(results[0].passed)
  }

  func testTheFilterReportSetsThePostsClaimBesideTheRealCall() throws {
    let filter = try walkthrough("filter")
    let report = Verifier.verify(WalkthroughRun.replay(filter), against: try data(filter))
    let text = ReportRenderer.render(report)
    XCTAssertTrue(text.contains("note: the post says completeSignal(self, selfDisposable) is called"), text)
    XCTAssertTrue(
      text.contains("really: RACDynamicSignal#2 \"longPasswords\" completeSignal(signal: <RACEmptySignal"), text)
  }

  func testASampledExplorationIsTheSameForTheSameSeed() throws {
    let collect = try walkthrough("collect-v2")
    let first = ScheduleExplorer.explore(collect, limit: 10, samples: 20, seed: 7)
    let second = ScheduleExplorer.explore(collect, limit: 10, samples: 20, seed: 7)
    XCTAssertFalse(first.exhaustive)
    XCTAssertEqual(first.schedulesRun, 20)
    XCTAssertEqual(first.outcomes.map(\.output), second.outcomes.map(\.output))
    XCTAssertEqual(first.outcomes.map(\.example), second.outcomes.map(\.example))
  }
}
