import RAC
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

/// Every walkthrough, replayed in-process: its output and its whole trace must equal the recorded
/// golden files, and two replays must be identical (virtual time, per-trace object numbers).
final class WalkthroughGoldenTests: LeakCheckedTestCase {
  func testEveryWalkthroughPrintsItsGoldenOutput() {
    for walkthrough in allWalkthroughs {
      let replay = WalkthroughRun.replay(walkthrough)
      GoldenFiles.assertMatches(replay.output.joined(separator: "\n"), golden: "\(walkthrough.name).output.txt")
    }
  }

  func testEveryWalkthroughProducesItsGoldenTrace() {
    for walkthrough in allWalkthroughs {
      let replay = WalkthroughRun.replay(walkthrough)
      GoldenFiles.assertMatches(
        TraceRenderers.render(replay.trace, as: .text), golden: "\(walkthrough.name).trace.txt")
    }
  }

  func testReplayingAWalkthroughTwiceGivesTheSameTrace() {
    for walkthrough in allWalkthroughs {
      let first = WalkthroughRun.replay(walkthrough)
      let second = WalkthroughRun.replay(walkthrough)
      // Byte for byte: even the addresses RAC's -description prints are the run's own (ObjectAddress).
      XCTAssertEqual(
        TraceRenderers.render(first.trace, as: .jsonl), TraceRenderers.render(second.trace, as: .jsonl),
        "\(walkthrough.name) is not deterministic")
      XCTAssertEqual(first.output, second.output, "\(walkthrough.name) prints different bytes the second time")
    }
  }

  func testEveryEnterEventOfEveryWalkthroughHasItsExit() {
    for walkthrough in allWalkthroughs {
      let trace = WalkthroughRun.replay(walkthrough).trace
      let exits = Set(trace.events.compactMap(\.enterSequence))
      let unclosed = trace.calls.filter { !exits.contains($0.sequence) }
      XCTAssertEqual(unclosed.map(TraceEventLine.text(of:)), [], "\(walkthrough.name) has calls that never returned")
    }
  }

  func testReplayingAWalkthroughLeavesNoRACObjectAlive() {
    for walkthrough in allWalkthroughs where walkthrough.name != "flattenMap" {
      _ = WalkthroughRun.replay(walkthrough)  // makes the process-wide singletons exist
      let baseline = LiveObjects.count
      _ = WalkthroughRun.replay(walkthrough)
      XCTAssertEqual(LiveObjects.count, baseline, "\(walkthrough.name) leaves RAC objects alive")
    }
  }

  /// RAC 2.5's `concat:` keeps one serial disposable; when the receiver completes synchronously, the
  /// concatenated subscription's disposable is overwritten (behaviour §3.7). In the flattenMap
  /// walkthrough that subscription is the one to the text field's editing events, made after the
  /// error has disposed everything: the subject keeps its passthrough, which keeps the chain, which
  /// keeps the subject. The live-object count shows the leak, one subscription's worth per replay.
  func testTheFlattenMapWalkthroughLeaksThroughConcatsLostDisposableAsRAC25Does() throws {
    let flattenMap = try XCTUnwrap(allWalkthroughs.first { $0.name == "flattenMap" })
    _ = WalkthroughRun.replay(flattenMap)
    let afterOne = LiveObjects.count
    _ = WalkthroughRun.replay(flattenMap)
    let leakedByOneReplay = LiveObjects.count - afterOne
    _ = WalkthroughRun.replay(flattenMap)
    XCTAssertGreaterThan(leakedByOneReplay, 0)
    XCTAssertEqual(LiveObjects.count - afterOne, 2 * leakedByOneReplay, "the same chain leaks on every replay")
  }
}
