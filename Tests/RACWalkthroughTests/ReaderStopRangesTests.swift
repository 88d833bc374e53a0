import Foundation
import RAC
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

@testable import ObjCWalkthroughs
@testable import RACWalkthroughCLI

/// Where the reader's stops are, made from the trace without the walk's texts
/// (`ReaderStopRanges`, from which the viewer's second run starts), is where the walk puts them.
final class ReaderStopRangesTests: LeakCheckedTestCase {
  /// Every walkthrough's Objective-C, with its post's steps matched: the same stops over the same
  /// snapshots as `StepWalk`'s, and the stop each snapshot is in.
  func testTheStopsMadeFromTheTraceAreTheWalksOnEveryWalkthrough() throws {
    let catalog = WalkthroughCatalog(directory: walkthroughsDirectory)
    catalog.snippetLimits.maxSeconds = 600
    let names = try FileManager.default.contentsOfDirectory(atPath: walkthroughsDirectory.path).filter { name in
      var isFolder: ObjCBool = false
      let path = walkthroughsDirectory.appendingPathComponent(name).path
      return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }.sorted()
    XCTAssertGreaterThanOrEqual(names.count, 30)
    var stopsSeen = 0
    var postSteps = 0
    for name in names {
      let named = try catalog.walkthrough(named: name)
      let (program, source, steps) = try catalog.steppingProgram(for: named, data: try catalog.data(for: named))
      let trace = WalkthroughRun.replay(program).trace
      let lines = TraceEventLine.texts(of: trace)
      let matched = Verifier.matchSteps(steps, in: trace, lines: lines)
      let walk = StepWalk(trace, steps: matched, source: source, lines: lines)
      let early = ReaderStopRanges(trace, steps: matched, source: source)
      let fromWalk = ReaderStopRanges(walk)
      XCTAssertEqual(early.ranges, fromWalk.ranges, name)
      XCTAssertEqual(early.events.map(\.sequence), fromWalk.events.map(\.sequence), name)
      XCTAssertEqual(early.ranges, walk.stops.map(\.snapshots), name)
      for snapshot in [0, walk.snapshots.count / 2, walk.snapshots.count - 1] {
        XCTAssertEqual(early.stop(containing: snapshot), walk.stop(containing: snapshot), "\(name) #\(snapshot)")
      }
      stopsSeen += walk.stops.count
      postSteps += walk.stops.filter { $0.kind == .postStep }.count
    }
    XCTAssertGreaterThan(stopsSeen, 1_000)
    XCTAssertGreaterThan(postSteps, 0, "no walkthrough has a stop of a post's step alone")
  }
}
