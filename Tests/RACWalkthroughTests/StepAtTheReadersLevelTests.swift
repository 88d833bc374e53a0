import Foundation
import RAC
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

/// `step` at the reader's level: one stop per line of the walkthrough's code that runs (marked →),
/// `into` a stop's events and `out` again, `--all` for every event; and every stop that runs the
/// walkthrough's Objective-C says which line it is.
final class StepAtTheReadersLevelTests: LeakCheckedTestCase {
  private func run(_ arguments: [String], input: [String] = [], interactive: Bool = false) -> [String] {
    var output: [String] = []
    var pending = input[...]
    let environment = CommandEnvironment(
      write: { output.append(contentsOf: $0.components(separatedBy: "\n")) },
      writeError: { output.append("error: " + $0) },
      readLine: { pending.popFirst() }, isInteractive: interactive, walkthroughsDirectory: walkthroughsDirectory)
    _ = WalkthroughCommandLine.run(arguments, environment: environment)
    return output
  }

  /// The stops of a printed walk, each as its lines.
  private func stops(_ output: [String]) -> [[String]] {
    var stops: [[String]] = []
    for line in output {
      if line.hasPrefix("── stop ") {
        stops.append([line])
      } else if !stops.isEmpty {
        stops[stops.count - 1].append(line)
      }
    }
    return stops
  }

  func testAPipeGetsOneStopPerLineOfThePostsCodeWithTheLineMarked() throws {
    let output = run(["step", "password-map"])
    let header = try XCTUnwrap(output.first)
    let numbers = header.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .punctuationCharacters)) }
    XCTAssertEqual(numbers.count, 2, header)
    let (stopCount, eventCount) = (numbers[0], numbers[1])
    XCTAssertTrue(header.contains("stops, line by line (--all: \(eventCount) events)"), header)
    XCTAssertLessThanOrEqual(stopCount * 10, eventCount, "a tenth of the every-event stops at most")
    XCTAssertEqual(output[1], "code: password-map/scene.m, password-map/post.m, password-map/scene-input.m")
    let printed = stops(output)
    XCTAssertEqual(printed.count, stopCount)
    for stop in printed {
      XCTAssertTrue(
        stop.contains { $0.hasPrefix("  → ") } || stop.contains { $0.hasPrefix("  inside RAC: ") },
        "a stop either shows its line or says RAC's own code runs: \(stop.joined(separator: "\n"))")
    }
    XCTAssertTrue(printed.contains { $0.contains("  → 16 │ [[self.pwdTextField.rac_textSignal map:^id(id value) {") })
    XCTAssertTrue(
      printed.contains {
        $0.contains(
          "  inside RAC: RACTestScheduler#40 \"com.ReactiveCocoa.RACScheduler.mainThreadScheduler\" scheduledBlock() — no line of the walkthrough runs here"
        )
      })
  }

  func testAllMakesEveryEventAStop() throws {
    let output = run(["step", "map", "--all"])
    let header = try XCTUnwrap(output.first)
    let count = try XCTUnwrap(Int(header.split(separator: " ")[1]))
    XCTAssertTrue(header.hasSuffix("events; map: → flattenMap: → bind:, the 12 steps of subscribing to mappedSignalA"))
    XCTAssertEqual(stops(output).count, count)
  }

  func testIntoWalksTheEventsOfAStopAndOutComesBackToTheLines() throws {
    let output = run(["step", "password-map"], input: ["4", "i", "", "o", "", "q"], interactive: true)
    let header = try XCTUnwrap(output.first)
    let numbers = header.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .punctuationCharacters)) }
    let (stops, events) = (numbers[0], numbers[1])
    let headers = output.filter { $0.hasPrefix("── stop ") || $0.hasPrefix("  (into stop") }
      .map { $0.components(separatedBy: " · ").first ?? $0 }
    XCTAssertEqual(headers.count, 8, "\(headers)")
    guard headers.count == 8 else { return }
    XCTAssertEqual(headers[0], "── stop 1/\(stops)")
    XCTAssertEqual(headers[1], "── stop 4/\(stops)")
    XCTAssertTrue(headers[2].hasPrefix("  (into stop 4: event 1 of "), headers[2])
    XCTAssertTrue(headers[3].hasSuffix("/\(events)"), "into shows the every-event stop: \(headers[3])")
    XCTAssertTrue(headers[4].hasPrefix("  (into stop 4: event 2 of "), headers[4])
    XCTAssertEqual(headers[6], "── stop 4/\(stops)", "out comes back to the line's stop")
    XCTAssertEqual(headers[7], "── stop 5/\(stops)")
  }

  /// A test for every walkthrough: each stop whose events run the walkthrough's Objective-C (a block
  /// or a line of the post's code, the scene or the walkthrough's .m) marks the line it runs.
  func testEveryStopThatRunsTheWalkthroughsCodeMarksItsLine() throws {
    let catalog = WalkthroughCatalog(directory: walkthroughsDirectory)
    var checked = 0
    for walkthrough in try catalog.all() {
      let data = try catalog.data(for: walkthrough)
      let (program, source, _) = try catalog.steppingProgram(for: walkthrough, data: data)
      let trace = WalkthroughRun.replay(program).trace
      guard SourceLineEvents.hasLines(trace), let source else { continue }
      let events = StepSnapshots.build(trace)
      let stops = ReaderStops.build(events, lines: SourceLineEvents.lines(in: trace, source: source))
      for stop in stops where events[stop.snapshots].contains(where: { $0.event.source != nil }) {
        XCTAssertNotNil(stop.line, "\(walkthrough.name): stop \(stop.index) runs its code but marks no line")
      }
      XCTAssertLessThan(stops.count, events.count, walkthrough.name)
      checked += 1
    }
    XCTAssertGreaterThanOrEqual(checked, 23, "the walkthroughs that run Objective-C")
  }

  /// `step` and the viewer replay the post's code where the folder has it, and find on its trace
  /// every step the post's code proves (`postCodeSteps`: contact-form's objects are written as
  /// Objective-C writes them), so no ★ is lost.
  func testTheProgramSteppedShowsEveryStepItsTraceProves() throws {
    let catalog = WalkthroughCatalog(directory: walkthroughsDirectory)
    for walkthrough in try catalog.all() {
      let data = try catalog.data(for: walkthrough)
      let (program, _, steps) = try catalog.steppingProgram(for: walkthrough, data: data)
      let missing = Verifier.matchSteps(steps, in: WalkthroughRun.replay(program).trace).filter { !$0.passed }
      XCTAssertEqual(missing.map(\.step.pattern), [], walkthrough.name)
    }
  }

  func testPostStepsStartsTheWalkAtTheFirstStarWithoutCuttingWhatIsBefore() throws {
    let output = run(["step", "map", "--post-steps"], input: ["b", "q"], interactive: true)
    let headers = output.filter { $0.hasPrefix("── stop ") }.map { $0.components(separatedBy: " · ").first ?? $0 }
    XCTAssertEqual(headers.count, 2)
    guard headers.count == 2 else { return }
    let first = try XCTUnwrap(Int(headers[0].dropFirst("── stop ".count).prefix { $0 != "/" }))
    XCTAssertGreaterThan(first, 1, "the first ★ is not the first stop")
    XCTAssertTrue(headers[1].hasPrefix("── stop \(first - 1)/"), "b goes back before it: \(headers)")
    XCTAssertTrue(output.contains { $0.hasPrefix("★ post step 1:") })
  }
}
