import Foundation
import RAC
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI
@testable import RACWalkthroughKit

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
    XCTAssertEqual(output[1], "code: flattenMap/scene.m, password-map/post.m, flattenMap/scene-input.m")
    let printed = stops(output)
    XCTAssertEqual(printed.count, stopCount)
    for stop in printed {
      XCTAssertTrue(
        stop.contains { $0.hasPrefix("  → ") } || stop.contains { $0.hasPrefix("  inside RAC: ") },
        "a stop either shows its line or says RAC's own code runs: \(stop.joined(separator: "\n"))")
    }
    XCTAssertTrue(
      printed.contains {
        $0.first?.hasPrefix("── stop ") == true && $0.first?.contains(" · post.m:2 · ") == true
          && $0.contains("  → 2 │ [[self.pwdTextField.rac_textSignal map:^id(id value) {")
      })
    XCTAssertTrue(
      printed.contains {
        $0.contains(
          "  inside RAC: RACTargetQueueScheduler#40 \"com.ReactiveCocoa.RACScheduler.mainThreadScheduler\" scheduledBlock() — no line of the walkthrough runs here"
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
    let headers = output.filter { $0.hasPrefix("── stop ") }
    XCTAssertEqual(headers.count, 6, "\(headers)")
    guard headers.count == 6 else { return }
    let counted = headers.map { $0.components(separatedBy: " · ").first ?? $0 }
    XCTAssertEqual(counted[0], "── stop 1/\(stops)")
    XCTAssertEqual(counted[1], "── stop 4/\(stops)")
    // Inside a stop one way of counting: the stop, the event's place in it, then the trace's number.
    let inStop = try XCTUnwrap(Int(counted[2].components(separatedBy: " of ").last ?? ""), counted[2])
    XCTAssertEqual(counted[2], "── stop 4/\(stops), event 1 of \(inStop)")
    XCTAssertLessThan(inStop, events)
    XCTAssertTrue(headers[2].contains(" · trace event #"), headers[2])
    XCTAssertEqual(counted[3], "── stop 4/\(stops), event 2 of \(inStop)")
    XCTAssertEqual(counted[4], "── stop 4/\(stops)", "out comes back to the line's stop")
    XCTAssertEqual(counted[5], "── stop 5/\(stops)")
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

  /// `step`'s stops and the HTML viewer's are one list: for programs of several files (contact-form,
  /// migration-v2, map) and of one (password-map's post), stop N of `step NAME` names the same
  /// place (`scene.m:82`: the file and its own line) as the viewer's stop N, and covers as many
  /// events.
  func testStepAndTheViewerHaveTheSameStops() throws {
    let catalog = WalkthroughCatalog(directory: walkthroughsDirectory)
    for name in ["contact-form", "migration-v2", "map", "password-map"] {
      // What `step NAME` prints on a pipe: each stop's place (or "" in RAC's own code) and events.
      var printed: [String] = []
      for line in run(["step", name]) {
        if line.hasPrefix("── stop ") {
          let parts = line.components(separatedBy: " · ")
          printed.append(parts.count > 1 && !parts[1].hasPrefix("thread ") ? parts[1] : "")
        } else if line.hasSuffix(" event(s) here: `i` walks them one by one, `o` comes back"), !printed.isEmpty {
          printed[printed.count - 1] += " (" + line.trimmingCharacters(in: .whitespaces).prefix { $0.isNumber } + ")"
        }
      }
      // What the viewer's page carries (`trace NAME --format html` makes it from the same program).
      let walkthrough = try catalog.walkthrough(named: name)
      let (program, source, steps) = try catalog.steppingProgram(
        for: walkthrough, data: try catalog.data(for: walkthrough))
      let trace = WalkthroughRun.replay(program).trace
      let data = ViewerData(
        trace: trace, input: ViewerInput(steps: Verifier.matchSteps(steps, in: trace), source: source),
        options: SequenceDiagram.Options())
      let json = try XCTUnwrap(
        try JSONSerialization.jsonObject(with: try JSONEncoder().encode(data)) as? [String: Any])
      let stops = try XCTUnwrap(json["stops"] as? [[String: Any]])
      let viewer = stops.map { stop -> String in
        let events = ((stop["last"] as? Int) ?? 0) - ((stop["first"] as? Int) ?? 0) + 1
        return ((stop["place"] as? String) ?? "") + " (\(events))"
      }
      XCTAssertGreaterThan(viewer.count, 10, name)
      XCTAssertEqual(printed, viewer, name)
      if name != "password-map" {
        XCTAssertTrue(
          Set(printed.compactMap { $0.split(separator: ":").first }).count > 1, "\(name) shows several files")
      }
    }
  }

  /// A stop's header names the file and the file's own line, and the → line numbers it the same
  /// way: contact-form's first stop is line 82 of its scene.m (line 83 of the files joined).
  func testTheHeaderNamesTheFileAndItsOwnLine() throws {
    let printed = stops(run(["step", "contact-form"]))
    XCTAssertEqual(
      printed.first,
      [
        "── stop 1/\(printed.count) · scene.m:82 · thread main · scheduler com.ReactiveCocoa.RACScheduler.mainThreadScheduler",
        "  → 82 │ FMContact *contact = [FMContact walkthroughNewContact];",
        "  1 event(s) here: `i` walks them one by one, `o` comes back",
        "  call stack:",
        "    (empty)",
        "  output so far: (none)",
      ])
  }

  /// The place of a line of files shown one after another: each file's own line, nothing for the
  /// heading between files, the whole name where two files end alike.
  func testAPlaceIsTheFilesOwnLineUnderItsName() {
    let source = WalkthroughSource(files: [
      (name: "a/scene.m", text: "one\ntwo\n"), (name: "a/post.m", text: "three\n"), (name: "b/scene.m", text: "four"),
    ])
    XCTAssertEqual(
      source.lines, ["// ── a/scene.m ──", "one", "two", "// ── a/post.m ──", "three", "// ── b/scene.m ──", "four"])
    XCTAssertEqual(
      (0...8).map { source.place(ofLine: $0) ?? "-" },
      ["-", "-", "a/scene.m:1", "a/scene.m:2", "-", "post.m:1", "-", "b/scene.m:1", "-"])
    let single = WalkthroughSource(files: [(name: "/tmp/x/snippet.m", text: "a\nb")])
    XCTAssertEqual((1...2).map { single.place(ofLine: $0) ?? "-" }, ["snippet.m:1", "snippet.m:2"])
    let swift = WalkthroughSource(fileName: "MapWalkthrough.swift", text: "a\nb")
    XCTAssertEqual(swift.place(ofLine: 2), "MapWalkthrough.swift:2")
  }
}

/// A stop's line is trimmed as Foundation trims it (`trimmingCharacters(in: .whitespaces)`), without
/// Foundation: every one of a long run's stops shows its line.
final class StopLineTrimmingTests: XCTestCase {
  func testAStopsLineIsTrimmedOfSpacesTabsAndSpaceSeparatorsAsFoundationTrimsIt() {
    let lines = [
      "", "   ", "\t\t", "x", "  [subject sendNext:@1];", "return 0;\t ", "\t  a b  \t",
      "\u{00A0}nbsp\u{2003}", "é  ", "  ✓ done", "\u{3000}全角\u{3000}", "a\u{200B}",
    ]
    for line in lines {
      XCTAssertEqual(
        StepRenderer.trimmedOfSpaces(line), line.trimmingCharacters(in: .whitespaces), "\(line.debugDescription)")
    }
  }
}
