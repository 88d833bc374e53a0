import Foundation
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

@testable import RAC

/// Every walkthrough, replayed in-process once per test run (`GoldenReplays`): its output and its
/// trace must equal the recorded golden files, and a second replay must be identical (virtual time,
/// per-trace object numbers).
///
/// The golden trace is the whole trace for the five examples of post 003, whose every block the post
/// walks through; for the others (the app pipelines, thousands of events) it is an outline a
/// reviewer can read — the calls three levels deep, lines cut at 160 characters — while the
/// determinism test still compares their whole traces byte for byte.
final class WalkthroughGoldenTests: LeakCheckedTestCase {
  /// The walkthroughs whose golden is the whole trace.
  static let fullTraces: Set<String> = ["map", "filter", "flattenMap", "password-map", "password-filter"]

  func testEveryWalkthroughPrintsItsGoldenOutput() {
    for walkthrough in allWalkthroughs {
      let replay = GoldenReplays.replay(walkthrough)
      GoldenFiles.assertMatches(replay.output.joined(separator: "\n"), golden: "\(walkthrough.name).output.txt")
    }
  }

  func testEveryWalkthroughProducesItsGoldenTraceOrOutline() {
    for walkthrough in allWalkthroughs {
      let text = TraceRenderers.render(GoldenReplays.replay(walkthrough).trace, as: .text)
      if Self.fullTraces.contains(walkthrough.name) {
        GoldenFiles.assertMatches(text, golden: "\(walkthrough.name).trace.txt")
      } else {
        GoldenFiles.assertMatches(Self.outline(text), golden: "\(walkthrough.name).outline.txt")
      }
    }
  }

  /// The calls at most three levels deep (two spaces a level), each cut at 160 characters; the place
  /// in RAC 2.5's source a line ends with (`  // RACSignal.m:162 -bind: bindingBlock`) is kept whole
  /// after the cut.
  static func outline(_ text: String) -> String {
    text.components(separatedBy: "\n").filter { line in
      line.prefix { $0 == " " }.count <= 4
    }.map { line in
      let (call, place) = splitRACSource(line)
      return (call.count > 160 ? String(call.prefix(159)) + "…" : call) + place
    }.joined(separator: "\n")
  }

  /// A text line of the trace and the place in RAC's source it ends with (empty when it has none).
  static func splitRACSource(_ line: String) -> (call: String, place: String) {
    guard let comment = line.range(of: "  // ", options: .backwards),
      line[comment.upperBound...].range(of: #"^[A-Za-z+]+\.m:\d+ "#, options: .regularExpression) != nil
    else { return (line, "") }
    return (String(line[..<comment.lowerBound]), String(line[comment.lowerBound...]))
  }

  /// The second replay also builds every object's name afresh at every event, as the trace did
  /// before recorders kept names (`TraceNames`): the same bytes prove both that a replay is
  /// deterministic and that reusing names changes no name.
  func testReplayingAWalkthroughTwiceEvenWithoutKeptNamesGivesTheSameTrace() {
    for walkthrough in allWalkthroughs {
      let first = GoldenReplays.replay(walkthrough)
      let second = TraceNames.buildingEveryName { WalkthroughRun.replay(walkthrough) }
      // Byte for byte: even the addresses RAC's -description prints are the run's own (ObjectAddress).
      XCTAssertEqual(
        TraceRenderers.render(first.trace, as: .jsonl), TraceRenderers.render(second.trace, as: .jsonl),
        "\(walkthrough.name) is not deterministic, or a kept name differs from the name built afresh")
      XCTAssertEqual(first.output, second.output, "\(walkthrough.name) prints different bytes the second time")
    }
  }

  func testEveryEnterEventOfEveryWalkthroughHasItsExit() {
    for walkthrough in allWalkthroughs {
      let trace = GoldenReplays.replay(walkthrough).trace
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

/// One replay of each walkthrough per test run, shared by the golden tests (a replay holds its
/// output and trace, no RAC object).
enum GoldenReplays {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var replays: [String: WalkthroughRun] = [:]

  static func replay(_ walkthrough: Walkthrough) -> WalkthroughRun {
    if let known = lock.withLock({ replays[walkthrough.name] }) { return known }
    let replay = WalkthroughRun.replay(walkthrough)
    lock.withLock { replays[walkthrough.name] = replay }
    return replay
  }
}
