import Foundation
import ObjCInterpreter
import ObjCLibraries
import RAC
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

@testable import ObjCWalkthroughs
@testable import RACWalkthroughCLI

/// The viewer's holders make each look's graph from the walks of the last look where nothing
/// changed (`LeakGraphMemo`): at every stop they look at, that graph is the one made from nothing
/// there (every object in the same place, every edge and root the same, label for label), so a
/// change the memo missed cannot go unnoticed; and the page's reports are the same either way.
final class LeakGraphMemoTests: LeakCheckedTestCase {
  /// The stops of a walkthrough of the catalog as `trace NAME --format html` makes them, and the
  /// program that replays it.
  private func stepping(_ name: String) throws -> (walk: StepWalk, trace: Trace, program: Walkthrough) {
    let catalog = WalkthroughCatalog(directory: walkthroughsDirectory)
    // The pass that makes each look's graph from nothing takes seconds a look: on a machine busy
    // with the rest of the suite it would pass the run's 20 s and stop it short of the kept pass.
    catalog.snippetLimits.maxSeconds = 600
    let named = try catalog.walkthrough(named: name)
    let (program, source, steps) = try catalog.steppingProgram(for: named, data: try catalog.data(for: named))
    let run = WalkthroughRun.replay(program)
    let lines = TraceEventLine.texts(of: run.trace)
    let walk = StepWalk(
      run.trace, steps: Verifier.matchSteps(steps, in: run.trace, lines: lines), source: source, lines: lines)
    return (walk, run.trace, program)
  }

  /// Each graph the looks make with the memo against the one made from nothing at that moment;
  /// returns how many were compared.
  private func compareEveryGraph(
    of name: String, namingCoreCaptures: Bool = true, file: StaticString = #filePath, line: UInt = #line
  ) throws -> Int {
    let (walk, trace, program) = try stepping(name)
    var compared = 0
    var differences: [String] = []
    let compare: (StopProbe.Moment, LeakGraph) -> Void = { moment, kept in
      compared += 1
      guard let fresh = WhoHolds.graph(at: moment) else { return differences.append("no fresh graph") }
      if let difference = Self.difference(kept, fresh) {
        differences.append(
          "look \(compared) (\(moment.location.map { "line \($0.line)" } ?? "the end")): \(difference)")
      }
    }
    let holders = WhoHolds.viewerHolders(
      walk: walk, trace: trace, namingCoreCaptures: namingCoreCaptures, keepingWalks: true, eachGraph: compare,
      rerun: { WalkthroughRun.replay(program, numberingAs: $0).wentAsRecorded })
    XCTAssertNotNil(holders, file: file, line: line)
    XCTAssertEqual(differences, [], file: file, line: line)
    return compared
  }

  func testEachLooksGraphIsTheGraphMadeFromNothingOnContactForm() throws {
    let looks = try compareEveryGraph(of: "contact-form")
    // The 129 stops' moments (some share one) and the program's end.
    XCTAssertGreaterThan(looks, 50)
  }

  func testEachLooksGraphIsTheGraphMadeFromNothingOnContactFormWithTheCoresClosuresUnnamed() throws {
    XCTAssertGreaterThan(try compareEveryGraph(of: "contact-form", namingCoreCaptures: false), 50)
  }

  func testEachLooksGraphIsTheGraphMadeFromNothingOnAViewThatOutlivesItsSubscription() throws {
    XCTAssertGreaterThan(try compareEveryGraph(of: "subscription-outlives-view"), 3)
  }

  func testThePagesHoldersAreTheSameWithTheWalksKeptOrNot() throws {
    let (walk, trace, program) = try stepping("contact-form")
    let kept = try XCTUnwrap(
      WhoHolds.viewerHolders(walk: walk, trace: trace, namingCoreCaptures: true, keepingWalks: true) {
        WalkthroughRun.replay(program, numberingAs: $0).wentAsRecorded
      })
    let fresh = try XCTUnwrap(
      WhoHolds.viewerHolders(walk: walk, trace: trace, namingCoreCaptures: true, keepingWalks: false) {
        WalkthroughRun.replay(program, numberingAs: $0).wentAsRecorded
      })
    XCTAssertEqual(kept.objects.count, fresh.objects.count)
    XCTAssertEqual(kept.objects.map(\.name), fresh.objects.map(\.name))
    XCTAssertTrue(kept == fresh, "the reports differ")
    XCTAssertGreaterThan(kept.texts.count, 10)
  }

  /// The core's objects whose stamps read the same are not printed again (`ReferenceStamp`): the
  /// page's reports are the same as when every object is printed at every look, on contact-form
  /// and on a view whose subscription outlives it.
  func testThePagesHoldersAreTheSameWithTheStampsReadOrNot() throws {
    for name in ["contact-form", "subscription-outlives-view"] {
      let (walk, trace, program) = try stepping(name)
      let stamped = try XCTUnwrap(
        WhoHolds.viewerHolders(
          walk: walk, trace: trace, namingCoreCaptures: true, keepingWalks: true, readingStamps: true
        ) { WalkthroughRun.replay(program, numberingAs: $0).wentAsRecorded })
      let printed = try XCTUnwrap(
        WhoHolds.viewerHolders(
          walk: walk, trace: trace, namingCoreCaptures: true, keepingWalks: true, readingStamps: false
        ) { WalkthroughRun.replay(program, numberingAs: $0).wentAsRecorded })
      XCTAssertEqual(stamped.objects.map(\.name), printed.objects.map(\.name), name)
      XCTAssertTrue(stamped == printed, "\(name): the reports differ")
      XCTAssertGreaterThan(stamped.texts.count, 2, name)
    }
  }

  /// The first difference between two graphs, or nil when they are the same: the same objects in
  /// the same places, the same edges from each (target, label, the block capturing `self`), the
  /// same roots and the same objects held only by the core.
  private static func difference(_ kept: LeakGraph, _ fresh: LeakGraph) -> String? {
    guard kept.nodes.count == fresh.nodes.count else {
      return "\(kept.nodes.count) objects, made from nothing \(fresh.nodes.count)"
    }
    for (index, (left, right)) in zip(kept.nodes, fresh.nodes).enumerated() {
      guard left.object === right.object, left.className == right.className, left.number == right.number,
        left.hasNumber == right.hasNumber, left.madeAt == right.madeAt, left.madeBy == right.madeBy
      else {
        return "object \(index): \(LeakReport.name(of: left)), made from nothing \(LeakReport.name(of: right))"
      }
    }
    for index in kept.nodes.indices {
      let left = kept.edges[index].map(describe)
      let right = fresh.edges[index].map(describe)
      if left != right {
        return "edges of \(LeakReport.name(of: kept.nodes[index])): \(left), made from nothing \(right)"
      }
    }
    let leftRoots = kept.roots.map(describe)
    let rightRoots = fresh.roots.map(describe)
    if leftRoots != rightRoots { return "roots \(leftRoots), made from nothing \(rightRoots)" }
    if kept.heldByTheCore != fresh.heldByTheCore { return "held by the core: \(kept.heldByTheCore.sorted())" }
    return nil
  }

  private static func describe(_ edge: LeakGraph.Edge) -> String {
    "\(edge.from) ─\(edge.label)→ \(edge.to)\(describe(edge.selfCapture))"
  }

  private static func describe(_ root: LeakGraph.Root) -> String {
    "\(root.name) \(root.kind): "
      + root.edges.map { "─\($0.label)→ \($0.to)\(describe($0.selfCapture))" }.joined(separator: "; ")
  }

  private static func describe(_ capture: LeakGraph.SelfCapture?) -> String {
    guard let capture else { return "" }
    return
      " (self at \(capture.blockAt.file):\(capture.blockAt.line), \(capture.implicitFor ?? "named"), library \(capture.isLibraryBlock))"
  }
}
