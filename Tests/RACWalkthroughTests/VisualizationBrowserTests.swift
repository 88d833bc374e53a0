import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RAC
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

/// The HTML viewer in a real headless Chromium (Debian's `chromium`; `.ci/run` installs it): what
/// the page shows for the `map` walkthrough at its first stop, at the post's step 9 and at the end,
/// that a hostile trace shows as text, and that a screenshot is not blank. Skips without Chromium.
final class VisualizationBrowserTests: LeakCheckedTestCase {
  private var folder: URL?

  override func setUpWithError() throws {
    guard VisualizationSupport.chromium != nil else {
      throw XCTSkip("chromium is not on PATH (apt-get install -y chromium); the browser tests need it")
    }
    folder = try VisualizationSupport.temporaryDirectory("pages")
  }

  override func tearDown() {
    if let folder { try? FileManager.default.removeItem(at: folder) }
    super.tearDown()
  }

  /// `trace map --format html`, saved as map.html, and its stops as `step map` prints them: each
  /// stop's place (`post.m:3`, or "" in RAC's own code) and how many events it covers.
  private func mapPage() throws -> (url: URL, stops: [(place: String, events: Int)]) {
    let result = VisualizationSupport.run(["trace", "map", "--format", "html"])
    XCTAssertEqual(result.status, 0)
    let url = try XCTUnwrap(folder).appendingPathComponent("map.html")
    try result.text.write(to: url, atomically: true, encoding: .utf8)
    // The viewer runs the post's own code (post.m and the methods it rewrites), as `step` does,
    // and counts its stops as `step` does.
    let step = VisualizationSupport.run(["step", "map"])
    XCTAssertEqual(step.status, 0)
    var stops: [(place: String, events: Int)] = []
    for line in step.text.components(separatedBy: "\n") {
      if line.hasPrefix("── stop ") {
        let parts = line.components(separatedBy: " · ")
        stops.append((parts.count > 1 && !parts[1].hasPrefix("thread ") ? parts[1] : "", 0))
      } else if let count = Int(line.trimmingCharacters(in: .whitespaces).prefix { $0.isNumber }),
        line.hasSuffix("event(s) here: `i` walks them one by one, `o` comes back"), !stops.isEmpty
      {
        stops[stops.count - 1].events = count
      }
    }
    return (url, stops)
  }

  private func viewer(_ dom: String) throws -> String {
    try XCTUnwrap(VisualizationSupport.element("viewer", in: dom), "the page has no viewer:\n\(dom.prefix(500))")
  }

  func testTheFirstStopShowsTheFirstBlockAndItsLine() throws {
    let page = try mapPage()
    let dom = try viewer(try VisualizationSupport.dumpDOM(page.url, fragment: "stop=1"))
    XCTAssertEqual(
      VisualizationSupport.text(of: "position", in: dom),
      "stop 1 / \(page.stops.count) · event 1 of \(page.stops[0].events)")
    XCTAssertEqual(VisualizationSupport.text(of: "code-note", in: dom), "post.m:1")
    // The first event of the post's code is its first line starting.
    XCTAssertEqual(VisualizationSupport.text(of: "event-line", in: dom), "line map/post.m:1")
    XCTAssertEqual(
      VisualizationSupport.currentCodeLine(in: dom)?.text,
      "RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {")
    XCTAssertEqual(VisualizationSupport.text(of: "output", in: dom), "(none yet)")
    XCTAssertTrue(VisualizationSupport.text(of: "post-step", in: dom).hasPrefix("next ★ step 1 at stop"))
    XCTAssertTrue(dom.contains(#"id="prev" type="button" title="previous stop (←)" disabled"#), "Prev is off at stop 1")
  }

  /// The ★ menu lists the post's numbered steps in the order the run reaches them, then the
  /// prose's claims by their own words; what the run never reaches is one disabled line, not a
  /// disabled entry each.
  func testTheStarMenuGroupsTheStepsInTheOrderTheRunReachesThem() throws {
    let page = try mapPage()
    let dom = try viewer(try VisualizationSupport.dumpDOM(page.url, fragment: "stop=1"))
    let menu = try XCTUnwrap(VisualizationSupport.element("jump", in: dom))
    XCTAssertTrue(menu.contains(#"<optgroup label="numbered steps">"#), menu)
    XCTAssertFalse(menu.contains("★ prose"), "a claim reads as its words: \(menu)")
    let labels = menu.components(separatedBy: "<option").dropFirst().map { VisualizationSupport.text("<option" + $0) }
    let numbered = labels.compactMap { label -> Int? in
      guard label.hasPrefix("★ step ") else { return nil }
      return Int(label.dropFirst("★ step ".count).prefix { $0.isNumber })
    }
    XCTAssertEqual(numbered, Array(1...12), "map's twelve steps, in the order the run reaches them")
    XCTAssertLessThanOrEqual(menu.components(separatedBy: "disabled").count - 1, 1, menu)
  }

  func testThePostsStepNineShowsAddSignalWithItsBookkeeping() throws {
    let page = try mapPage()
    let dom = try viewer(try VisualizationSupport.dumpDOM(page.url, fragment: "post-step=9"))
    let step = VisualizationSupport.text(of: "post-step", in: dom)
    XCTAssertTrue(step.hasPrefix("★ step 9 signal != nil, so addSignal(signal) runs."), step)
    XCTAssertTrue(step.contains("signal 不为 nil,执行 addSignal(signal)。"), step)
    XCTAssertTrue(
      VisualizationSupport.text(of: "event-line", in: dom).hasPrefix(
        #"call RACDynamicSignal#2 "mappedSignalA" addSignal(signal: <RACReturnSignal#9 "+return: 3">)"#))
    XCTAssertTrue(
      VisualizationSupport.text(of: "bookkeeping", in: dom).contains(
        #"RACDynamicSignal#2 "mappedSignalA": signals: [<RACDynamicSignal#1 "signal">]"#))
    // Each frame of the core's shows the place in RAC 2.5's source it translates, in a span of its own.
    XCTAssertTrue(
      VisualizationSupport.text(of: "stack", in: dom).hasSuffix(
        #"addSignal(signal: <RACReturnSignal#9 "+return: 3">) RACSignal.m:131 -bind: addSignal"#))
    XCTAssertTrue(dom.contains(#"<span class="rac-source">RACSignal.m:131 -bind: addSignal</span>"#))
    XCTAssertEqual(VisualizationSupport.currentCodeLine(in: dom)?.text, #"[subscriber sendNext:@"ABC"];"#)
    // The owner, thread and scheduler travel as string indices and are text again on the page.
    XCTAssertTrue(
      VisualizationSupport.text(of: "event-meta", in: dom).contains(
        "thread main · scheduler com.ReactiveCocoa.RACScheduler.mainThreadScheduler"))
    XCTAssertTrue(
      VisualizationSupport.text(of: "event-fields", in: dom).hasPrefix(#"owner: RACDynamicSignal#2 "mappedSignalA""#))
    XCTAssertEqual(VisualizationSupport.text(of: "values", in: dom), #"signal: "ABC" mappedSignalA: (nothing yet)"#)
    let diagram = VisualizationSupport.element("diagram", in: dom) ?? ""
    XCTAssertTrue(diagram.contains("<svg"), "the page drew its sequence diagram")
    XCTAssertTrue(VisualizationSupport.text(diagram).contains(#"addSignal(signal: <RACReturnSignal#9 "+return: 3">)"#))
  }

  func testTheLastStopShowsTheWholeOutput() throws {
    let page = try mapPage()
    let (count, last) = (page.stops.count, try XCTUnwrap(page.stops.last).events)
    let dom = try viewer(try VisualizationSupport.dumpDOM(page.url, fragment: "stop=\(count)&event=\(last)"))
    XCTAssertEqual(
      VisualizationSupport.text(of: "position", in: dom), "stop \(count) / \(count) · event \(last) of \(last)")
    // The post's code prints what the post printed: [x class] is the iOS class.
    XCTAssertEqual(
      VisualizationSupport.text(of: "output", in: dom),
      "class-__NSCFNumber,value-3 class-__NSCFConstantString,value-ABC")
    XCTAssertEqual(VisualizationSupport.currentCodeLine(in: dom)?.text, "[signal subscribeNext:^(id x) {")
    XCTAssertTrue(
      VisualizationSupport.text(of: "values", in: dom).contains(#"signal (subscription 2): "ABC""#))
  }

  /// The page's stop N is `step`'s stop N: at `#stop=N` the page names the place `step`'s stop N
  /// names in its header: `map`'s first three stops, its middle one and its last (a browser run
  /// each). `map` is the walkthrough whose page had 125 stops where `step` had 49.
  func testAStopOfThePageIsTheStopOfStepWithTheSameNumber() throws {
    let page = try mapPage()
    XCTAssertGreaterThan(page.stops.count, 10)
    for index in [0, 1, 2, page.stops.count / 2, page.stops.count - 1] {
      let stop = page.stops[index]
      let dom = try viewer(try VisualizationSupport.dumpDOM(page.url, fragment: "stop=\(index + 1)"))
      XCTAssertEqual(
        VisualizationSupport.text(of: "position", in: dom),
        "stop \(index + 1) / \(page.stops.count) · event 1 of \(stop.events)")
      let note = VisualizationSupport.text(of: "code-note", in: dom)
      XCTAssertEqual(
        note, stop.place.isEmpty ? "(RAC's own code: no line of the walkthrough runs here)" : stop.place,
        "stop \(index + 1)")
    }
  }

  /// `trace FooSpec.m --example … --format html`: the viewer of one spec example (written here,
  /// `SpecFixtures/step/`) stops at the `expect` that did not hold with its value, the match and
  /// the library's message, the expect's line marked in the spec's code.
  func testASpecExamplesPageShowsTheExpectationThatDidNotHoldAtItsLine() throws {
    let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("SpecFixtures/step/DoublingSpec.m").path
    let example = ["--example", "doubles each value"]
    let result = VisualizationSupport.run(["trace", spec] + example + ["--format", "html"])
    XCTAssertEqual(result.status, 0)
    let url = try XCTUnwrap(folder).appendingPathComponent("spec.html")
    try result.text.write(to: url, atomically: true, encoding: .utf8)
    // The stop of the failed expectation, in the example's own replay (as the command makes it).
    let program = try SpecProgram(
      plan: try XCTUnwrap(try SpecFiles.plans(for: [spec]).first), host: WalkthroughReplayHost())
    let examples = try program.examples().get()
    let index = try SpecExampleChoice.choose("doubles each value", among: examples, in: spec)
    let trace = WalkthroughRun.replay(program.walkthrough(example: index, examples[index], name: spec)).trace
    // The page counts stops as `step` does (StepWalk), over the spec's own code.
    let walk = StepWalk(
      trace, source: WalkthroughSource(files: program.snippet.files.map { ($0.name, $0.text) }))
    let failed = try XCTUnwrap(
      walk.snapshots.first { $0.event.block == "expect" && $0.event.argument("held") == "no" })
    let stopIndex = try XCTUnwrap(walk.stop(containing: failed.index - 1))
    let eventInStop = failed.index - 1 - walk.stops[stopIndex].snapshots.lowerBound + 1
    let fragment = "stop=\(stopIndex + 1)" + (eventInStop > 1 ? "&event=\(eventInStop)" : "")
    XCTAssertTrue(
      VisualizationSupport.text(
        of: "position", in: try viewer(try VisualizationSupport.dumpDOM(url, fragment: "stop=1"))
      ).hasPrefix("stop 1 / \(walk.stops.count) · event 1 of "))
    let dom = try viewer(try VisualizationSupport.dumpDOM(url, fragment: fragment))
    XCTAssertTrue(
      VisualizationSupport.text(of: "event-line", in: dom).hasPrefix("note expect(value: <2>, match: to equal <3>"))
    XCTAssertEqual(VisualizationSupport.currentCodeLine(in: dom)?.text, "expect(@(seen.count)).to(equal(@3));")
    // The page read over Chromium's DevTools pipe once it has drawn the stop: the fields one by one.
    let stopURL = try XCTUnwrap(URL(string: url.absoluteString + "#" + fragment))
    let fields = try VisualizationSupport.textWhenSettled(of: "event-fields", in: stopURL, pending: "")
    XCTAssertEqual(
      fields, "value: <2>match: to equal <3>held: nofailure: expected to equal <3>, got <2>")
  }

  /// `trace FILE.m… --format html` of a program in several files: `name` → text, written to the
  /// test's folder; the page and the folder.
  private func page(of files: [(name: String, text: String)], running: [String]) throws -> URL {
    let folder = try XCTUnwrap(folder)
    for file in files {
      try file.text.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
    }
    let result = VisualizationSupport.run(
      ["trace"] + running.map { folder.appendingPathComponent($0).path } + ["--format", "html"])
    XCTAssertEqual(result.status, 0, result.text)
    let url = folder.appendingPathComponent("page.html")
    try result.text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  /// The gutter numbers each file from 1 (the heading above a file has no number), and the line
  /// marked is the one the label names: `Greeter.m:5` marks the fifth line of Greeter.m, though
  /// it is the seventeenth of the pane.
  func testEachFileIsNumberedFromOneAndTheMarkedLineIsTheOneTheLabelNames() throws {
    let header = "@interface Greeter : NSObject\n- (RACSignal *)greetings;\n@end\n"
    let url = try page(
      of: [
        ("Greeter.h", header),
        (
          "Greeter.m",
          """
          #import "Greeter.h"

          @implementation Greeter
          - (RACSignal *)greetings {
            return [[RACSignal return:@"hello"] map:^id(NSString *word) {
              return [word uppercaseString];
            }];
          }
          @end

          """
        ),
        (
          "main.m",
          """
          #import "Greeter.h"

          Greeter *greeter = [Greeter new];
          [[greeter greetings] subscribeNext:^(id x) {
            NSLog(@"%@", x);
          }];

          """
        ),
      ], running: ["main.m", "Greeter.m"])
    let dom = try viewer(try VisualizationSupport.dumpDOM(url, fragment: "stop=4"))
    XCTAssertEqual(VisualizationSupport.text(of: "code-note", in: dom), "Greeter.m:5")
    let marked = try XCTUnwrap(VisualizationSupport.currentCodeLine(in: dom))
    XCTAssertEqual(marked.text, #"return [[RACSignal return:@"hello"] map:^id(NSString *word) {"#)
    let gutter = try XCTUnwrap(
      dom.range(of: #"<li data-line="\#(marked.number)" class="current"><span class="num">"#)
    ).upperBound
    XCTAssertEqual(dom[gutter...].prefix { $0.isNumber }, "5", "the gutter shows the file's own line")
    XCTAssertGreaterThan(marked.number, 5, "the pane holds the header and main.m before Greeter.m")
    // Every file's first line is 1, under a heading with no number.
    XCTAssertEqual(dom.components(separatedBy: #"<span class="num">1</span>"#).count - 1, 3)
    XCTAssertEqual(dom.components(separatedBy: #"<span class="num"></span>"#).count - 1, 3)
  }

  /// An event on another line than its stop's (the statement a block returned to, inside the
  /// block's stop) marks both lines and says which is which.
  func testAnEventOnAnotherLineThanItsStopMarksBothAndSaysWhichIsWhich() throws {
    let url = try page(
      of: [
        (
          "dealloc.m",
          """
          RACSignal *s = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
            [subscriber sendNext:@1];
            return [RACDisposable disposableWithBlock:^{
              NSLog(@"disposed");
            }];
          }];
          RACDisposable *d = [s subscribeNext:^(id x) {
            NSLog(@"next %@", x);
          }];

          """
        )
      ], running: ["dealloc.m"])
    let dom = try viewer(try VisualizationSupport.dumpDOM(url, fragment: "stop=7&event=4"))
    XCTAssertEqual(
      VisualizationSupport.text(of: "code-note", in: dom), "dealloc.m:7 (this event) · dealloc.m:3 (this stop)")
    XCTAssertEqual(VisualizationSupport.currentCodeLine(in: dom)?.number, 7)
    XCTAssertTrue(dom.contains(#"<li data-line="3" class="statement">"#), "the stop's own line is marked too")
  }

  func testHostileValuesShowAsTextInTheBrowser() throws {
    let (trace, input) = VisualizationSupport.hostileViewer()
    let url = try XCTUnwrap(folder).appendingPathComponent("hostile.html")
    try TraceRenderers.render(trace, as: .html, viewer: input).write(to: url, atomically: true, encoding: .utf8)
    let dom = try viewer(try VisualizationSupport.dumpDOM(url, fragment: "stop=1"))
    XCTAssertFalse(dom.lowercased().contains("<img"), "an <img> element was created")
    XCTAssertFalse(dom.contains("<b>"))
    XCTAssertTrue(
      VisualizationSupport.text(of: "event-fields", in: dom).contains("value: <img src=x onerror=alert(1)>"))
    XCTAssertTrue(VisualizationSupport.text(of: "post-step", in: dom).contains("★ step 1 </script><b>bold</b>"))
    XCTAssertEqual(
      VisualizationSupport.text(of: "code", in: dom),
      #"1 let x = "</script><script>alert(2)</script>" 2 // <img src=x onerror=alert(1)>"#)
    let end = try viewer(try VisualizationSupport.dumpDOM(url, fragment: "stop=1&event=3"))
    XCTAssertEqual(VisualizationSupport.text(of: "output", in: end), VisualizationSupport.scriptBreak)
  }

  /// Mermaid itself parses and renders every walkthrough's diagram (folded with `--max-depth` until
  /// it fits Mermaid's default size limit) and a hostile trace's, when `RAC_MERMAID_JS` names
  /// Mermaid's script: a `mermaid.min.js`, or the entry module of an ES-module build with its chunks
  /// beside it (`.ci/run` takes the one a PyPI package ships; no network reaches a CDN here, so the
  /// test skips without one).
  func testMermaidParsesAndRendersTheDiagrams() throws {
    guard let script = ProcessInfo.processInfo.environment["RAC_MERMAID_JS"], !script.isEmpty else {
      throw XCTSkip("set RAC_MERMAID_JS to Mermaid's script to check the diagrams with Mermaid itself")
    }
    let folder = try XCTUnwrap(folder)
    let scriptURL = URL(fileURLWithPath: script)
    let isModule = (try? String(contentsOf: scriptURL, encoding: .utf8))?.contains("export{") ?? false
    let loader: String
    if isModule {
      try FileManager.default.copyItem(
        at: scriptURL.deletingLastPathComponent(), to: folder.appendingPathComponent("mermaid", isDirectory: true))
      loader = """
        <script type="module">
        import * as module from "./mermaid/\(scriptURL.lastPathComponent)";
        window.mermaid = module.default || module.mermaid;
        window.dispatchEvent(new Event("mermaid-ready"));
        </script>
        """
    } else {
      try FileManager.default.copyItem(at: scriptURL, to: folder.appendingPathComponent("mermaid.min.js"))
      loader = """
        <script src="mermaid.min.js"></script>
        <script>window.addEventListener("load", function () { window.dispatchEvent(new Event("mermaid-ready")); });</script>
        """
    }
    var diagrams: [String: String] = ["hostile": MermaidRenderer.render(VisualizationSupport.hostileViewer().trace)]
    for walkthrough in allWalkthroughs {
      let trace = WalkthroughRun.replay(walkthrough).trace
      var text = MermaidRenderer.render(trace)
      var depth = 9
      while text.count > MermaidRenderer.defaultMaxTextSize, depth > 0 {
        depth -= 1
        text = MermaidRenderer.render(trace, options: SequenceDiagram.Options(maxDepth: depth))
      }
      diagrams[walkthrough.name] = text
    }
    let json = String(decoding: try JSONEncoder().encode(diagrams), as: UTF8.self)
      .replacingOccurrences(of: "<", with: "\\u003c")
    let page = """
      <!DOCTYPE html><html><head><meta charset="utf-8"></head><body><pre id="result">running</pre>
      <script type="application/json" id="diagrams">\(json)</script>
      <script>
      window.addEventListener("mermaid-ready", async function () {
        const diagrams = JSON.parse(document.getElementById("diagrams").textContent);
        mermaid.initialize({ startOnLoad: false, securityLevel: "strict" });
        const lines = [];
        let n = 0;
        for (const name of Object.keys(diagrams).sort()) {
          n += 1;
          try {
            const rendered = await mermaid.render("diagram" + n, diagrams[name]);
            lines.push(name + ": ok " + (rendered.svg.indexOf("<img") < 0 ? "no-img" : "IMG"));
          } catch (error) {
            lines.push(name + ": " + String(error && error.message ? error.message : error).split("\\n")[0]);
          }
        }
        document.getElementById("result").textContent = lines.join("\\n");
      });
      </script>
      \(loader)
      </body></html>
      """
    let url = folder.appendingPathComponent("mermaid.html")
    try page.write(to: url, atomically: true, encoding: .utf8)
    let result = try VisualizationSupport.textWhenSettled(of: "result", in: url, pending: "running")
      .replacingOccurrences(of: "\n", with: " ")
    XCTAssertEqual(
      result, diagrams.keys.sorted().map { "\($0): ok no-img" }.joined(separator: " "), "Mermaid said: \(result)")
  }

  /// The post's step 9 as a 1280×1000 picture: a real page has many colours and is neither empty
  /// nor one colour (decoded with Python's zlib: PNG filters undone, pixels counted).
  func testAScreenshotOfTheViewerIsNotBlank() throws {
    guard let python3 = VisualizationSupport.python3 else { throw XCTSkip("python3 is not installed") }
    let page = try mapPage()
    let png = try XCTUnwrap(folder).appendingPathComponent("step9.png")
    try VisualizationSupport.screenshot(page.url, fragment: "post-step=9", to: png)
    let result = try VisualizationSupport.runProcess(python3, ["-c", Self.pngStatistics, png.path])
    XCTAssertEqual(result.status, 0, result.output)
    let numbers = result.output.split(separator: " ").compactMap {
      Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    guard numbers.count == 4 else { return XCTFail("unexpected statistics: \(result.output)") }
    XCTAssertEqual(numbers[0], 1280)
    XCTAssertEqual(numbers[1], 1000)
    XCTAssertGreaterThan(numbers[2], 40, "distinct colours")
    XCTAssertGreaterThan(numbers[3], 0.02, "share of pixels that differ from the most common colour")
    XCTAssertLessThan(numbers[3], 0.9)
  }

  /// Prints `width height distinct-colours share-of-pixels-not-the-background` for an 8-bit
  /// RGB or RGBA, non-interlaced PNG.
  private static let pngStatistics = """
    import sys, zlib, struct, collections
    data = open(sys.argv[1], 'rb').read()
    assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n', 'not a PNG'
    pos, idat, width, height, channels = 8, b'', 0, 0, 0
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b'IHDR':
            width, height, depth, colour = struct.unpack('>IIBB', body[:10])
            assert depth == 8 and body[12] == 0, 'unsupported PNG'
            channels = {2: 3, 6: 4}[colour]
        elif kind == b'IDAT':
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    counts = collections.Counter()
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = previous[x]
            c = previous[x - channels] if x >= channels else 0
            if kind == 1: line[x] = (line[x] + a) & 255
            elif kind == 2: line[x] = (line[x] + b) & 255
            elif kind == 3: line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        for x in range(0, stride, channels):
            counts[bytes(line[x:x + 3])] += 1
        previous = line
    background = counts.most_common(1)[0][1]
    print(width, height, len(counts), 1 - background / (width * height))
    """
}
