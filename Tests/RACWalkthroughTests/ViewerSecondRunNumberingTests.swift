import Foundation
import ObjCInterpreter
import ObjCLibraries
import RAC
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

@testable import ObjCWalkthroughs
@testable import RACWalkthroughCLI

/// The viewer's second run records no trace: it numbers the objects its looks name as the first
/// run's trace numbered them by that statement (`Tracing.replay(numberingAs:_:)`), and its holders
/// are those of a second run that records, report for report.
final class ViewerSecondRunNumberingTests: LeakCheckedTestCase {
  /// A trace's numbering answers an object's number once the replay has passed the `line` events
  /// the trace had recorded when it numbered the object, by serial counted from each run's start
  /// (objects older than the recording by their own serial), and nothing for an object it never
  /// numbered.
  func testANumberIsAnsweredOnceTheReplayHasPassedTheStatementWhereTheTraceGaveIt() {
    let numbering = TraceNumbering(
      firstSerial: 10, numbered: [(10, 0), (12, 3), (5, 1)], lineCount: 4, objectsMade: 3)
    func numbers(linesSeen: Int) -> [Int?] {
      [110, 111, 112, 5, 6].map { numbering.number(of: $0, firstSerial: 110, linesSeen: linesSeen) }
    }
    XCTAssertEqual(numbers(linesSeen: 0), [nil, nil, nil, nil, nil])
    XCTAssertEqual(numbers(linesSeen: 1), [1, nil, nil, nil, nil])
    XCTAssertEqual(numbers(linesSeen: 2), [1, nil, nil, 3, nil])
    XCTAssertEqual(numbers(linesSeen: 3), [1, nil, nil, 3, nil])
    XCTAssertEqual(numbers(linesSeen: 4), [1, nil, 2, 3, nil])
  }

  /// On two walkthroughs, the core's closures named and not: the second run that records nothing
  /// goes as the first run did, records no event, and finds the same holders (every object, every
  /// report, every stop) as a second run that records its trace.
  func testTheSecondRunThatRecordsNothingFindsTheHoldersOfOneThatRecords() throws {
    let catalog = WalkthroughCatalog(directory: walkthroughsDirectory)
    catalog.snippetLimits.maxSeconds = 600
    for name in ["contact-form", "subscription-outlives-view"] {
      let named = try catalog.walkthrough(named: name)
      let (program, source, steps) = try catalog.steppingProgram(for: named, data: try catalog.data(for: named))
      let run = WalkthroughRun.replay(program)
      let numbering = try XCTUnwrap(run.trace.numbering, name)
      let quiet = WalkthroughRun.replay(program, numberingAs: numbering)
      XCTAssertTrue(quiet.wentAsRecorded, name)
      XCTAssertEqual(quiet.trace.eventCount, 0, name)
      XCTAssertEqual(quiet.output, run.output, name)
      let lines = TraceEventLine.texts(of: run.trace)
      let walk = StepWalk(
        run.trace, steps: Verifier.matchSteps(steps, in: run.trace, lines: lines), source: source, lines: lines)
      for naming in [true, false] {
        var numberings: [Bool] = []
        let replayed = try XCTUnwrap(
          WhoHolds.viewerHolders(walk: walk, trace: run.trace, namingCoreCaptures: naming) { numbering in
            numberings.append(numbering != nil)
            return WalkthroughRun.replay(program, numberingAs: numbering).wentAsRecorded
          })
        XCTAssertEqual(numberings, [true], "\(name): one second run, which records nothing")
        let recorded = try XCTUnwrap(
          WhoHolds.viewerHolders(walk: walk, trace: run.trace, namingCoreCaptures: naming) { _ in
            _ = WalkthroughRun.replay(program)
            return true
          })
        XCTAssertEqual(replayed.objects.map(\.name), recorded.objects.map(\.name), name)
        XCTAssertTrue(replayed == recorded, "\(name), named \(naming): the reports differ")
        XCTAssertGreaterThan(replayed.texts.count, 2, name)
      }
    }
  }

  /// A second run that did not go as the first did (here the rerun says so) is not trusted: the
  /// holders are gathered again from a run that records.
  func testASecondRunThatDoesNotGoAsTheFirstIsDoneAgainRecording() throws {
    let catalog = WalkthroughCatalog(directory: walkthroughsDirectory)
    let named = try catalog.walkthrough(named: "subscription-outlives-view")
    let (program, source, steps) = try catalog.steppingProgram(for: named, data: try catalog.data(for: named))
    let run = WalkthroughRun.replay(program)
    let lines = TraceEventLine.texts(of: run.trace)
    let walk = StepWalk(
      run.trace, steps: Verifier.matchSteps(steps, in: run.trace, lines: lines), source: source, lines: lines)
    var numberings: [Bool] = []
    let holders = WhoHolds.viewerHolders(walk: walk, trace: run.trace) { numbering in
      numberings.append(numbering != nil)
      let rerun = WalkthroughRun.replay(program, numberingAs: numbering)
      return numbering == nil ? rerun.wentAsRecorded : false
    }
    XCTAssertEqual(numberings, [true, false])
    XCTAssertNotNil(holders)
  }
}
