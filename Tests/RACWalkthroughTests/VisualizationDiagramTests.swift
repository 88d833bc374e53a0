import Foundation
import RAC
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

/// The text pictures of a trace: Mermaid sequence diagrams and marble diagrams, against golden
/// files for `map` (no time passes) and `password-map` (typing every 0.2 s of virtual time), and
/// the rules they follow on small traces.
final class VisualizationDiagramTests: LeakCheckedTestCase {
  private func walkthrough(_ name: String) throws -> Walkthrough {
    try XCTUnwrap(allWalkthroughs.first { $0.name == name })
  }

  private func trace(_ name: String) throws -> Trace {
    WalkthroughRun.replay(try walkthrough(name)).trace
  }

  // MARK: Golden files

  func testTheMermaidDiagramsOfMapAndPasswordMapMatchTheirGoldenFiles() throws {
    for name in ["map", "password-map"] {
      GoldenFiles.assertMatches(
        TraceRenderers.render(try trace(name), as: .mermaid), golden: "\(name).mermaid.txt")
    }
  }

  func testTheMarbleDiagramsMatchTheirGoldenFiles() throws {
    for name in ["map", "password-map", "flattenMap", "collect-v2"] {
      GoldenFiles.assertMatches(TraceRenderers.render(try trace(name), as: .marbles), golden: "\(name).marbles.txt")
    }
  }

  func testTheTraceCommandPrintsMermaidMarblesAndHTML() {
    let mermaid = VisualizationSupport.run(["trace", "map", "--format", "mermaid"])
    XCTAssertEqual(mermaid.status, 0)
    XCTAssertTrue(mermaid.text.hasPrefix("sequenceDiagram\n"))
    let marbles = VisualizationSupport.run(["trace", "password-map", "--format", "marbles"])
    XCTAssertEqual(marbles.status, 0)
    XCTAssertTrue(marbles.text.contains("time (s)"))
    let html = VisualizationSupport.run(["trace", "map", "--format", "html"])
    XCTAssertEqual(html.status, 0)
    XCTAssertTrue(html.text.hasPrefix("<!DOCTYPE html>"))
    XCTAssertTrue(html.text.contains(#"map\/post.m"#), "the page carries the post's code the walkthrough runs")
    let help = VisualizationSupport.run(["help", "trace"])
    for format in TraceRenderers.Format.allCases {
      XCTAssertTrue(help.text.contains(format.rawValue), "trace --help describes \(format.rawValue)")
    }
    XCTAssertNotEqual(VisualizationSupport.run(["trace", "map", "--format", "mermaid", "--max-depth", "x"]).status, 0)
  }

  // MARK: Mermaid

  func testMermaidTextEscapesEveryCharacterItsLexerTreatsSpecially() {
    XCTAssertEqual(
      MermaidRenderer.escape("a#1;b%%c<img>\nstyle classDef ﬂ¶"),
      "a#35;1#59;b#37;#37;c#lt;img#gt; #115;tyle #99;lassDef #64258;#182;")
  }

  /// Every line is one statement of the forms the renderer writes, and no value from the trace
  /// brings a raw `#`, `;`, `%`, `<`, `>` or line break into it.
  func testAHostileTraceGivesOnlyWellFormedMermaidStatements() {
    let text = MermaidRenderer.render(VisualizationSupport.hostileViewer().trace)
    let lines = text.components(separatedBy: "\n")
    XCTAssertEqual(lines.first, "sequenceDiagram")
    let statement = try? NSRegularExpression(
      pattern:
        #"^  (participant [a-z0-9]+ as .+|[a-z0-9]+-{1,2}>>[a-z0-9]+: .+|activate [a-z0-9]+|deactivate [a-z0-9]+|Note over [a-z0-9]+: .+)$"#
    )
    for line in lines.dropFirst() {
      let range = NSRange(line.startIndex..., in: line)
      XCTAssertNotNil(statement?.firstMatch(in: line, range: range), "not a statement: \(line)")
      let text = line.hasPrefix("  participant ") ? line.components(separatedBy: " as ").dropFirst().joined() : line
      let free = text.components(separatedBy: ": ").dropFirst().joined(separator: ": ")
        .replacingOccurrences(of: #"#[a-z0-9]+;"#, with: "", options: .regularExpression)
        .replacingOccurrences(of: "<br/>", with: "")
      XCTAssertFalse(free.contains { "#;%<>".contains($0) }, "unescaped text in: \(line)")
    }
    XCTAssertTrue(text.contains("#lt;img src=x onerror=alert(1)#gt;"))
  }

  func testCallsOnlyLeavesOutResultsAndBookkeepingButKeepsPrintedLines() throws {
    let mapTrace = try trace("map")
    let full = SequenceDiagram.build(mapTrace)
    let callsOnly = SequenceDiagram.build(mapTrace, options: SequenceDiagram.Options(callsOnly: true))
    XCTAssertEqual(
      callsOnly.items.filter { $0.kind == .call }.map(\.text), full.items.filter { $0.kind == .call }.map(\.text))
    XCTAssertEqual(callsOnly.items.filter { $0.kind == .reply }.count, 0)
    XCTAssertEqual(
      callsOnly.items.filter { $0.kind == .note }.map(\.text),
      ["> class-NSNumber,value-3", "> class-String,value-ABC"])
    XCTAssertGreaterThan(full.items.filter { $0.kind == .reply }.count, 0)
  }

  /// A dispose cascade is one arrow that says how many calls it folds; expanded, they are all there.
  func testDisposeCascadesFoldIntoTheirFirstDisposeUnlessExpanded() throws {
    let mapTrace = try trace("map")
    let folded = SequenceDiagram.build(mapTrace).items.filter { $0.kind == .call && $0.text.hasPrefix("-dispose") }
    XCTAssertEqual(folded.map(\.folded), [1, 3, 5, 3])
    XCTAssertTrue(folded[2].text.hasSuffix("⟨5 nested calls folded⟩"))
    let expanded = SequenceDiagram.build(mapTrace, options: SequenceDiagram.Options(expandDispose: true))
    XCTAssertEqual(
      expanded.items.filter { $0.kind == .call }.count,
      mapTrace.calls.count, "every block invocation is an arrow")
  }

  func testMaxDepthZeroShowsOnlyTheProgramsStatements() throws {
    let diagram = SequenceDiagram.build(try trace("map"), options: SequenceDiagram.Options(maxDepth: 0))
    XCTAssertEqual(
      diagram.items.filter { $0.kind == .call }.map(\.text),
      [
        "+createSignal:()", "-map:() ⟨3 nested calls folded⟩", "-subscribeNext:() ⟨47 nested calls folded⟩",
        "-subscribeNext:() ⟨11 nested calls folded⟩",
      ])
    XCTAssertEqual(diagram.participants.map(\.id), ["t1", "cls", "o1", "o2"])
  }

  // MARK: Marbles

  /// Values at 0, 1 and 3 s of virtual time on a subject, then completion: one slot per second;
  /// one-character values stand for themselves.
  func testMarblesPlaceValuesOnTheVirtualTimeAxis() {
    let trace = Tracing.record {
      RACTestScheduler.runAsMainThread { scheduler in
        let subject = RACSubject()
        subject.traceLabel = "letters"
        subject.subscribeNext { _ in }
        subject.sendNext(1)
        scheduler.afterDelay(1) { subject.sendNext(2) }
        scheduler.afterDelay(3) {
          subject.sendNext(3)
          subject.sendCompleted()
        }
      }
    }
    XCTAssertEqual(
      MarbleRenderer.render(trace),
      """
      virtual time: one slot (a mark or -, then -) = 1 s; | completed, X error, (…) at once
      0 1 2 3       time (s)
      1-2---(3|)    letters
      """)
  }

  /// More distinct values than letters: every value gets a two-letter code of its own (the legend
  /// maps each back), one instant's many values shrink to first…last ×count, and the long axis is
  /// wrapped into parts no wider than `MarbleRenderer.maxColumns`.
  func testMarblesStayUnambiguousAndBoundedOnBigTraces() {
    let trace = Tracing.record {
      RACTestScheduler.runAsMainThread { scheduler in
        let subject = RACSubject()
        subject.traceLabel = "numbers"
        subject.subscribeNext { _ in }
        for second in 0..<80 {
          scheduler.afterDelay(Double(second)) { subject.sendNext("n\(second)") }
        }
        scheduler.afterDelay(80) {
          for burst in 0..<20 { subject.sendNext("burst\(burst)") }
          subject.sendCompleted()
        }
      }
    }
    let text = MarbleRenderer.render(trace)
    let legend = text.components(separatedBy: "\n").drop { $0 != "values:" }.dropFirst()
    let codes = legend.map { $0.trimmingCharacters(in: .whitespaces).components(separatedBy: " = ")[0] }
    XCTAssertEqual(codes.count, 100)
    XCTAssertEqual(Set(codes).count, 100, "no two values share a symbol")
    XCTAssertTrue(codes.allSatisfy { $0.count == 2 }, "\(codes)")
    XCTAssertTrue(legend.contains("  aa = \"n0\"") && legend.contains("  bW = \"burst19\""), text)
    XCTAssertTrue(text.contains("(bD…bW ×20|)"), text)
    XCTAssertTrue(text.contains("(part 2 of "), text)
    let diagramLines = text.components(separatedBy: "\n").filter { $0.hasSuffix("   numbers") }
    XCTAssertGreaterThan(diagramLines.count, 1)
    for line in diagramLines { XCTAssertLessThanOrEqual(line.count - "   numbers".count, MarbleRenderer.maxColumns) }
  }

  func testMarblesFallBackToTheOrderOfEventsWhenNoTimePasses() throws {
    XCTAssertEqual(
      TraceRenderers.render(try trace("map"), as: .marbles),
      """
      no virtual time passes in this run: one column per event, in the order they happen; | completed, X error

      a--   signal
      -b-   mappedSignalA
        a   signal (subscription 2)

      values:
        a = "ABC"
        b = 3
      """)
  }

  func testEventsCarryTheirVirtualTimeAndNoneOffATestScheduler() {
    let timed = Tracing.record {
      RACTestScheduler.runAsMainThread { scheduler in
        Tracing.output("at start")
        scheduler.afterDelay(0.2) { Tracing.output("later") }
        scheduler.afterDelay(0.6) { Tracing.output("last") }
      }
    }
    XCTAssertEqual(timed.events.filter { $0.phase == .output }.map(\.time), [0, 0.2, 0.6])
    XCTAssertTrue(timed.events.allSatisfy { $0.time != nil }, "every event on the test scheduler has a time")
    let untimed = Tracing.record { Tracing.output("no scheduler") }
    XCTAssertEqual(untimed.events.map(\.time), [nil])
  }

  func testJSONWithoutTimeStillDecodes() throws {
    let old =
      #"{"sequence":1,"phase":"output","block":"output","arguments":[],"depth":0,"thread":"main","bookkeeping":[]}"#
    let event = try JSONDecoder().decode(TraceEvent.self, from: Data(old.utf8))
    XCTAssertNil(event.time)
  }

  // MARK: Code lines

  /// The lines the viewer marks for the post's steps in `map` (see `CodeLineMapper` for how).
  func testTheCodeLineHeuristicMarksTheLinesOfMapsSteps() throws {
    let map = try walkthrough("map")
    let replay = WalkthroughRun.replay(map)
    let source = try XCTUnwrap(
      WalkthroughSource.load(walkthrough: "map", from: translationsDirectory.appendingPathComponent("map")))
    let lines = CodeLineMapper.lines(for: TraceCallTree(replay.trace), source: source)
    let data = try WalkthroughData.load(from: walkthroughsDirectory.appendingPathComponent("map"))
    let marked = Verifier.matchSteps(data.steps, in: replay.trace).map { result -> String in
      guard let event = result.event, let line = lines[event.sequence] else { return "\(result.step.label): -" }
      return "\(result.step.label): " + source.lines[line - 1].trimmingCharacters(in: .whitespaces)
    }
    XCTAssertEqual(
      marked,
      [
        "step 1: mappedSignalA.subscribeNext { x in",
        "step 2: mappedSignalA.subscribeNext { x in",
        "step 3: mappedSignalA.subscribeNext { x in",
        "step 4: subscriber.sendNext(\"ABC\")",
        "step 5: subscriber.sendNext(\"ABC\")",
        "step 6: return NSNumber(value: text.count)",
        "step 7: subscriber.sendNext(\"ABC\")",
        "step 8: subscriber.sendNext(\"ABC\")",
        "step 9: subscriber.sendNext(\"ABC\")",
        "step 10: subscriber.sendNext(\"ABC\")",
        "step 11: subscriber.sendNext(\"ABC\")",
        "step 12: NSLog(\"class-%@,value-%@\", classOf(x), x)",
        "prose: NSLog(\"class-%@,value-%@\", classOf(x), x)",
      ])
    let first = try XCTUnwrap(replay.trace.events.first)
    XCTAssertEqual(
      lines[first.sequence].map { source.lines[$0 - 1] }, "  let signal = RACSignal.createSignal { subscriber in")
  }

  /// Typing turns of the program's scheduler belong to the line that scheduled them; the values
  /// they send reach the subscribeNext block's NSLog.
  func testTypingTurnsAndTheirOutputFindTheirLinesInPasswordMap() throws {
    let replay = WalkthroughRun.replay(try walkthrough("password-map"))
    let source = try XCTUnwrap(
      WalkthroughSource.load(
        walkthrough: "password-map", from: translationsDirectory.appendingPathComponent("password-map")))
    let lines = CodeLineMapper.lines(for: TraceCallTree(replay.trace), source: source)
    func line(_ event: TraceEvent) -> String {
      lines[event.sequence].map { source.lines[$0 - 1].trimmingCharacters(in: .whitespaces) } ?? "-"
    }
    let typing = try XCTUnwrap(replay.trace.events.first { $0.block == "scheduledBlock" && $0.depth == 0 })
    XCTAssertTrue(line(typing).hasPrefix("TypingScript.typeThenDelete("), line(typing))
    let outputs = replay.trace.events.filter { $0.phase == .output }.prefix(2).map(line)
    XCTAssertEqual(outputs, ["NSLog(\"x--%@\", x)", "loginBtn.enabled = ((x as? NSNumber)?.intValue ?? 0) > 6"])
  }
}

/// The viewer's style and script live in files of their own and are inlined whole into each page.
final class ViewerAssetsTests: XCTestCase {
  func testThePageInlinesTheViewersScriptAndStyleFiles() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/RACWalkthroughKit/Rendering/HTML")
    let page = VisualizationSupport.run(["trace", "map", "--format", "html"]).text
    for file in ["viewer.js", "viewer.css"] {
      var text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      if text.hasSuffix("\n") { text.removeLast() }
      XCTAssertGreaterThan(text.count, 1000, file)
      XCTAssertTrue(page.contains(text), "the page carries \(file) whole")
    }
  }
}
