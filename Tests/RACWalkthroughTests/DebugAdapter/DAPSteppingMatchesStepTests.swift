import Foundation
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

/// A session of `next` from the entry to the end stops where `step` stops, in the same order, on
/// the same lines and threads: the adapter moves over `step`'s own walk.
final class DAPSteppingMatchesStepTests: LeakCheckedTestCase {
  /// What `step NAME` shows of each stop: its place (`post.m:5`, nil for a stop in RAC's own
  /// code) and thread, from the stop's header.
  private func stepStops(_ name: String) -> [String] {
    var output: [String] = []
    let environment = CommandEnvironment(
      write: { output.append(contentsOf: $0.components(separatedBy: "\n")) }, writeError: { _ in }, readLine: { nil },
      isInteractive: false, walkthroughsDirectory: walkthroughsDirectory)
    XCTAssertEqual(WalkthroughCommandLine.run(["step", name], environment: environment), 0)
    return output.filter { $0.hasPrefix("── stop ") }.map { header in
      let parts = header.components(separatedBy: " · ")
      let place = parts.count > 1 && !parts[1].hasPrefix("thread ") ? parts[1] : "RAC"
      let thread = parts.first { $0.hasPrefix("thread ") }.map { String($0.dropFirst("thread ".count)) } ?? "?"
      return "\(place) @ \(thread)"
    }
  }

  /// The same for each stop of a session of `next`: the innermost frame of the program's code
  /// where `step` names a line, else whether the innermost frame is RAC's.
  private func nextStops(_ name: String, expecting expected: [String]) -> [String] {
    let client = DAPTestClient()
    client.launch(["program": name, "stopOnEntry": true])
    client.request("configurationDone")
    let threads = (client.request("threads").dapBody["threads"] as? [[String: Any]]) ?? []
    var names: [Int: String] = [:]
    for thread in threads { names[thread["id"] as? Int ?? 0] = thread["name"] as? String }
    var stops: [String] = []
    while client.stoppedOrTerminated()["event"] as? String == "stopped" {
      let thread = names[client.stoppedThread] ?? "?"
      let frames = client.stackFrames()
      let wantsLine = stops.count < expected.count && !expected[stops.count].hasPrefix("RAC @")
      let place =
        wantsLine
        ? frames.first { !$0.dapIsLibrary && $0.dapPlace != nil }?.dapPlace ?? "none"
        : (frames.first?.dapIsLibrary ?? false ? "RAC" : frames.first?.dapPlace ?? "none")
      stops.append("\(place) @ \(thread)")
      XCTAssertTrue(client.request("next", ["threadId": client.stoppedThread]).dapSucceeded)
    }
    return stops
  }

  private func assertNextVisitsStepsStops(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
    let expected = stepStops(name)
    XCTAssertFalse(expected.isEmpty, file: file, line: line)
    let visited = nextStops(name, expecting: expected)
    XCTAssertEqual(visited.count, expected.count, file: file, line: line)
    for (index, pair) in zip(visited, expected).enumerated() where pair.0 != pair.1 {
      XCTFail("stop \(index + 1): next stopped at \(pair.0), step at \(pair.1)", file: file, line: line)
      break
    }
  }

  func testNextThroughMapVisitsStepsStops() { assertNextVisitsStepsStops("map") }
  func testNextThroughFilterVisitsStepsStops() { assertNextVisitsStepsStops("filter") }
  func testNextThroughFlattenMapVisitsStepsStops() { assertNextVisitsStepsStops("flattenMap") }
  func testNextThroughCollectV1VisitsStepsStops() { assertNextVisitsStepsStops("collect-v1") }
}
