import Foundation
import RAC
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

/// `CodeLines` is where `step` and the viewer learn which line an event runs: exact wherever the
/// walkthrough steps Objective-C, `CodeLineMapper`'s guess only for a Swift translation with no
/// post code beside it.
final class CodeLinesTests: LeakCheckedTestCase {
  func testEveryWalkthroughWithObjectiveCStepsExactLinesAndOnlyATranslationAloneIsGuessed() throws {
    let catalog = WalkthroughCatalog(directory: walkthroughsDirectory)
    var guessed: [String] = []
    var translationsAlone: [String] = []
    for named in try catalog.all() {
      let data = try catalog.data(for: named)
      if data.objectiveC?.files == nil { translationsAlone.append(named.name) }
      let (walkthrough, source, _) = try catalog.steppingProgram(for: named, data: data)
      let trace = WalkthroughRun.replay(walkthrough, recordingTrace: true).trace
      let lines = CodeLines.lines(in: trace, source: source)
      if CodeLines.areExact(in: trace) {
        XCTAssertFalse(lines.isEmpty, "\(named.name): no event has a line")
        XCTAssertEqual(lines, SourceLineEvents.lines(in: trace, source: try XCTUnwrap(source)), named.name)
      } else {
        guessed.append(named.name)
        XCTAssertEqual(
          lines, CodeLineMapper.lines(for: TraceCallTree(trace), source: try XCTUnwrap(source)), named.name)
      }
    }
    XCTAssertEqual(guessed, translationsAlone, "the guess is for the translations with no post code, and only them")
    XCTAssertFalse(guessed.isEmpty)
  }

  /// A translation's variant has no post code of its own: its lines are guessed too.
  func testATranslationsVariantIsGuessed() throws {
    let catalog = WalkthroughCatalog(directory: walkthroughsDirectory)
    let named = try catalog.walkthrough(named: "collect-v2")
    let (walkthrough, source, _) = try catalog.steppingProgram(
      for: named, data: try catalog.data(for: named), variant: "letters3-MN")
    let trace = WalkthroughRun.replay(walkthrough, variant: "letters3-MN").trace
    XCTAssertFalse(CodeLines.areExact(in: trace))
    XCTAssertEqual(
      CodeLines.lines(in: trace, source: source),
      CodeLineMapper.lines(for: TraceCallTree(trace), source: try XCTUnwrap(source)))
  }
}
