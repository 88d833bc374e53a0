import Foundation
import XCTest

@testable import RACWalkthroughCLI

/// The playground's page in headless Chromium, driven over the DevTools pipe as the viewer's
/// browser tests drive it (`VisualizationSupport.drive`), against a server on a free port: a
/// snippet typed into the editor runs with Ctrl-Enter and the viewer marks its lines and shows its
/// output; a syntax error is marked at its line; a shared link (compressed, or plain base64url)
/// reopens the same code at the same stop. Skips without Chromium or python3.
final class PlaygroundBrowserTests: LeakCheckedTestCase {
  private var server: PlaygroundServer?

  override func setUpWithError() throws {
    guard VisualizationSupport.chromium != nil else {
      throw XCTSkip("chromium is not on PATH (apt-get install -y chromium); the browser tests need it")
    }
    guard VisualizationSupport.python3 != nil else { throw XCTSkip("python3 drives Chromium's DevTools pipe") }
    server = try PlaygroundServerSupport.startServer()
  }

  override func tearDown() {
    server?.stop()
    server = nil
    super.tearDown()
  }

  private var page: URL {
    get throws { try XCTUnwrap(URL(string: "http://127.0.0.1:\(try XCTUnwrap(server).port)/")) }
  }

  private static let snippet = """
    RACSubject *letters = [RACSubject subject];
    RACSignal *upper = [letters map:^id(NSString *letter) {
      return [letter uppercaseString];
    }];
    [upper subscribeNext:^(id x) { NSLog(@"%@", x); }];
    [letters sendNext:@"a"];
    [letters sendNext:@"b"];
    [letters sendCompleted];
    """

  private static let broken = """
    RACSubject *letters = [RACSubject subject];
    [letters subscribeNext:^(id x) { NSLog(@"%@", x); }];
    [letters sendNext:@"a"
    [letters sendCompleted];
    """

  /// The menu has loaded and filled the editor.
  private static let pageReady =
    "document.getElementById('examples').options.length > 1 && document.getElementById('editor').value.length > 0"
  /// Selects everything in the editor, so that typing replaces it.
  private static let selectEditor =
    "(function () { const e = document.getElementById('editor'); e.focus(); e.select(); return true; })()"
  /// The viewer's position, once a run has shown it.
  private static let viewerShown =
    "!document.getElementById('viewer-box').hidden && document.getElementById('position').textContent"
  /// What the viewer shows now: its position, the code line it marks (number and text), the output.
  private static let viewerState = """
    JSON.stringify({ position: document.getElementById('position').textContent,
      line: (document.querySelector('#code li.current') || { dataset: {} }).dataset.line || null,
      text: (document.querySelector('#code li.current .text') || {}).textContent || null,
      output: document.getElementById('output').textContent,
      editor: document.getElementById('editor').value })
    """

  private func state(_ value: Any?) throws -> [String: String] {
    let text = try XCTUnwrap(value as? String, "\(String(describing: value))")
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any?])
    return object.compactMapValues { $0 as? String }
  }

  func testATypedSnippetRunsAndTheViewerMarksItsLinesAndOutput() throws {
    let results = try VisualizationSupport.drive(
      try page,
      steps: [
        .until(Self.pageReady), .evaluate(Self.selectEditor), .insertText(Self.snippet), .key("Enter", modifiers: 2),
        .until(Self.viewerShown), .evaluate(Self.viewerState),
        .evaluate("document.getElementById('editor').blur(), true"), .key("End", modifiers: 0),
        .evaluate(Self.viewerState), .key("Home", modifiers: 0),
        .evaluate("document.getElementById('next').click(), true"), .evaluate(Self.viewerState),
        .evaluate(Self.intoAndOut),
      ])
    let first = try state(results[5])
    XCTAssertEqual(first["editor"], Self.snippet, "the typed code is in the editor")
    XCTAssertTrue(first["position"]?.hasPrefix("stop 1 / ") == true, "\(first)")
    XCTAssertEqual(first["line"], "1")
    XCTAssertEqual(first["text"], "RACSubject *letters = [RACSubject subject];")
    XCTAssertEqual(first["output"], "(none yet)")
    let last = try state(results[8])
    // "stop 1 / 9 · event 1 of 3": the stops are `step`'s lines, the events the calls within.
    let stops = first["position"].flatMap { $0.split(separator: " ").dropFirst(3).first }.map(String.init)
    XCTAssertTrue(last["position"]?.hasPrefix("stop \(stops ?? "?") / \(stops ?? "?") · event ") == true, "\(last)")
    XCTAssertEqual(last["output"], "A\nB")
    let lines = Self.snippet.components(separatedBy: "\n")
    let number = try XCTUnwrap(last["line"].flatMap { Int($0) })
    XCTAssertEqual(last["text"], lines[number - 1], "the marked line is the code's")
    // Next: from line 1 to line 2, past the calls line 1 makes.
    let next = try state(results[11])
    XCTAssertEqual(next["line"], "2", "\(next)")
    XCTAssertTrue(next["position"]?.hasPrefix("stop 2 / ") == true, "\(next)")
    // Out: from a call three frames deep to the first event after it returns, shallower.
    let depths = try XCTUnwrap(results[12] as? [Int], "\(results[12])")
    XCTAssertEqual(depths.count, 4)
    XCTAssertEqual(depths[0], 3)
    XCTAssertLessThan(depths[2], depths[0])
    XCTAssertGreaterThan(depths[3], depths[1], "out moved on to a later event")
  }

  /// Steps into calls (event ›) until the call stack is three frames deep, then out: the depths and stop
  /// numbers before and after.
  private static let intoAndOut = """
    (function () {
      const depth = function () { return document.querySelectorAll('#stack li:not(.empty)').length; };
      const stop = function () { return viewerListeners.viewer.current; };
      for (let i = 0; i < 500 && depth() < 3; i += 1) document.getElementById('next-event').click();
      const before = [depth(), stop()];
      document.getElementById('out').click();
      return [before[0], before[1], depth(), stop()];
    })()
    """

  /// A screen kept by its own subject's subscription block until the subject completes.
  private static let screenProgram = """
    @interface Screen : NSObject
    @property (nonatomic, strong) RACSubject *taps;
    @property (nonatomic, copy) NSString *title;
    @end
    @implementation Screen
    - (instancetype)init {
      self = [super init];
      _taps = [RACSubject subject];
      [_taps subscribeNext:^(id x) {
        self.title = x;
      }];
      return self;
    }
    @end

    Screen *screen = [Screen new];
    [screen.taps sendNext:@"Home"];
    NSLog(@"%@", screen.title);
    [screen.taps sendCompleted];
    """

  /// The playground's viewer answers a click on an object's name as the static page does (issue
  /// 33): who holds it at the stop, and the timeline's marks for its freeing and its last
  /// reference taken.
  func testClickingAnObjectsNameShowsWhoHoldsIt() throws {
    let clickScreen = """
      (function () {
        var viewer = viewerListeners.viewer;
        for (var i = 0; i < 2000; i += 1) {
          viewer.show(i);
          var names = Array.prototype.slice.call(document.querySelectorAll("#event-fields .object-name"));
          var name = names.find(function (button) { return button.textContent === "Screen#1"; });
          if (name) {
            name.click();
            return [document.querySelector(".holders-heading").firstChild.textContent,
              document.querySelector(".holders-report").textContent,
              document.querySelectorAll(".holders-timeline-mark").length];
          }
        }
        return null;
      })()
      """
    let results = try VisualizationSupport.drive(
      try page,
      steps: [
        .until(Self.pageReady), .evaluate(Self.selectEditor), .insertText(Self.screenProgram),
        .key("Enter", modifiers: 2), .until(Self.viewerShown), .evaluate(clickScreen),
      ])
    let clicked = try XCTUnwrap(results[5] as? [Any], "no event names Screen#1 as a button: \(results)")
    let heading = try XCTUnwrap(clicked[0] as? String)
    XCTAssertTrue(heading.hasPrefix("who #1 at stop ") && heading.contains(": Screen#1 (made at "), heading)
    let report = try XCTUnwrap(clicked[1] as? String)
    XCTAssertTrue(report.contains("held by"), report)
    XCTAssertEqual(clicked[2] as? Int, 2, "the timeline marks the freeing and the last reference taken")
  }

  func testASyntaxErrorIsMarkedAtItsLine() throws {
    let results = try VisualizationSupport.drive(
      try page,
      steps: [
        .until(Self.pageReady), .evaluate(Self.selectEditor), .insertText(Self.broken),
        .evaluate("document.getElementById('run').click(), true"),
        .until("document.getElementById('status').className === 'failed'"),
        .evaluate(
          """
          JSON.stringify({ gutter: (document.querySelector('#gutter div.error') || {}).textContent || null,
            band: !document.getElementById('error-band').hidden,
            error: document.getElementById('run-error').textContent,
            status: document.getElementById('status').textContent,
            viewer: !document.getElementById('viewer-box').hidden })
          """),
      ])
    let shown = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(try XCTUnwrap(results[5] as? String).utf8)) as? [String: Any])
    XCTAssertEqual(shown["gutter"] as? String, "4", "\(shown)")
    XCTAssertEqual(shown["band"] as? Bool, true)
    XCTAssertEqual(shown["viewer"] as? Bool, false)
    // The editor's file is the README's example it was filled with; the message is the command line's.
    let folder = try PlaygroundServerSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("hello.m")
    try Self.broken.write(to: file, atomically: true, encoding: .utf8)
    let commandLine = VisualizationSupport.run(["run", file.path]).text
      .replacingOccurrences(of: file.path, with: "hello.m")
    XCTAssertEqual(shown["error"] as? String, commandLine)
    // The error is printed once, at its place; the status line points at it.
    XCTAssertEqual(shown["status"] as? String, "stopped with the error below")
  }

  /// What a run leaves on the page goes when the next run starts; a long list of explored outputs
  /// scrolls in its box instead of pushing the viewer down; a call stack's three-digit numbers fit.
  func testOldResultsGoLongExplorationsScrollAndStackNumbersFit() throws {
    let race = """
      RACScheduler *a = [RACScheduler scheduler];
      RACScheduler *b = [RACScheduler scheduler];
      RACScheduler *c = [RACScheduler scheduler];
      RACScheduler *d = [RACScheduler scheduler];
      [a schedule:^{ NSLog(@"a"); }];
      [b schedule:^{ NSLog(@"b"); }];
      [c schedule:^{ NSLog(@"c"); }];
      [d schedule:^{ NSLog(@"d"); }];
      """
    let results = try VisualizationSupport.drive(
      try page,
      steps: [
        .until(Self.pageReady), .evaluate(Self.selectEditor), .insertText(race),
        .evaluate("document.getElementById('explore').checked = true, document.getElementById('run').click(), true"),
        .until("!document.getElementById('explore-result').hidden && document.querySelectorAll('#outcomes li').length"),
        .evaluate(
          """
          JSON.stringify({ outcomes: document.querySelectorAll('#outcomes li').length,
            height: document.getElementById('outcomes').getBoundingClientRect().height,
            window: window.innerHeight,
            scrolls: document.getElementById('outcomes').scrollHeight > document.getElementById('outcomes').clientHeight })
          """),
        .evaluate(
          """
          (function () { document.getElementById('explore').checked = false; document.getElementById('run').click();
            return String(document.getElementById('explore-result').hidden); })()
          """),
        .until(Self.viewerShown),
        .evaluate(
          """
          (function () { const stack = document.getElementById('stack'); const style = getComputedStyle(stack);
            return String(parseFloat(style.paddingLeft) >= 3 * parseFloat(style.fontSize)); })()
          """),
      ])
    let explored = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(try XCTUnwrap(results[5] as? String).utf8)) as? [String: Any])
    XCTAssertEqual(explored["outcomes"] as? Int, 24, "four racing queues: 4! orders")
    let height = try XCTUnwrap(explored["height"] as? Double)
    let window = try XCTUnwrap(explored["window"] as? Double)
    XCTAssertLessThanOrEqual(height, window * 0.41, "\(explored)")
    XCTAssertEqual(explored["scrolls"] as? Bool, true)
    XCTAssertEqual(results[6] as? String, "true", "the last run's exploration is gone as soon as a run starts")
    XCTAssertEqual(results[8] as? String, "true", "room for a three-digit number before each frame")
  }

  /// The menu's New gives one empty file; an example says which files it runs; pasting a whole
  /// program over an example asks whether to run it alone, and alone it is one file verified
  /// against its own `// Outputs:`.
  func testNewPastingOverAnExampleAndWhichFilesRun() throws {
    let choose = { (id: String) in
      "(function () { const m = document.getElementById('examples'); m.value = '\(id)';"
        + " m.dispatchEvent(new Event('change')); return true; })()"
    }
    let tabs =
      "Array.from(document.querySelectorAll('#files button')).map(function (b) { return b.textContent; }).join(',')"
    let pasted = #"NSLog(@\"pasted\");\n// Outputs: pasted\n"#
    let results = try VisualizationSupport.drive(
      try page,
      steps: [
        .until(Self.pageReady), .evaluate(choose("map")),
        .until("document.getElementById('status').textContent.indexOf('; verify compares with the post') > 0"),
        .evaluate("document.getElementById('status').textContent"),
        .evaluate(
          """
          (function () { const e = document.getElementById('editor'); e.focus(); e.select();
            const data = new DataTransfer(); data.setData('text/plain', "\(pasted)");
            e.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
            const box = document.getElementById('paste-choice'); return box.hidden ? null : box.textContent; })()
          """),
        .evaluate("document.getElementById('paste-alone').click(), true"),
        .evaluate("JSON.stringify({ tabs: \(tabs), editor: document.getElementById('editor').value })"),
        .evaluate("document.getElementById('verify').checked = true, document.getElementById('run').click(), true"),
        .until("!document.getElementById('verify-result').hidden"),
        .evaluate("document.getElementById('verify-report').textContent"),
        .evaluate(choose("new")),
        .evaluate("JSON.stringify({ tabs: \(tabs), editor: document.getElementById('editor').value })"),
      ])
    let status = try XCTUnwrap(results[3] as? String)
    XCTAssertTrue(status.contains(" · runs "), status)
    XCTAssertTrue(status.hasSuffix("; verify compares with the post"), status)
    let question = try XCTUnwrap(results[4] as? String, "pasting over the whole tab asks")
    XCTAssertTrue(question.hasPrefix("You pasted over "), question)
    XCTAssertTrue(question.contains("Run it alone (snippet.m)"), question)
    let alone = try state(results[6])
    XCTAssertEqual(alone["tabs"], "snippet.m")
    XCTAssertEqual(alone["editor"], "NSLog(@\"pasted\");\n// Outputs: pasted\n")
    let report = try XCTUnwrap(results[9] as? String)
    XCTAssertTrue(report.hasPrefix("PASS"), report)
    XCTAssertFalse(report.contains("map"), "verified against the pasted code's own output, not map's post: \(report)")
    let fresh = try state(results[11])
    XCTAssertEqual(fresh["tabs"], "snippet.m")
    XCTAssertEqual(fresh["editor"], "")
  }

  func testASharedLinkReopensTheSameCodeAtTheSameStop() throws {
    let results = try VisualizationSupport.drive(
      try page,
      steps: [
        .until(Self.pageReady), .evaluate(Self.selectEditor), .insertText(Self.snippet), .key("Enter", modifiers: 2),
        .until(Self.viewerShown), .evaluate("document.getElementById('editor').blur(), true"),
        .key("ArrowRight", modifiers: 0), .key("ArrowRight", modifiers: 0),
        .evaluate("document.getElementById('share').click(), true"),
        .until("document.getElementById('share-link').value"),
        .navigate("about:blank"),
      ])
    let link = try XCTUnwrap(results[9] as? String)
    XCTAssertTrue(link.contains("#code=z"), "compressed where CompressionStream is: \(link)")
    XCTAssertTrue(link.hasSuffix("&stop=3"), link)
    let reopened = try VisualizationSupport.drive(
      try XCTUnwrap(URL(string: link)), steps: [.until(Self.viewerShown), .evaluate(Self.viewerState)])
    let shown = try state(reopened[1])
    XCTAssertEqual(shown["editor"], Self.snippet)
    XCTAssertTrue(shown["position"]?.hasPrefix("stop 3 / ") == true, "\(shown)")

    // The plain form, which a browser without CompressionStream writes, opens too.
    let plain = try JSONSerialization.data(withJSONObject: ["files": [["name": "plain.m", "text": Self.snippet]]])
    let base64URL = plain.base64EncodedString().replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    let plainLink = try XCTUnwrap(URL(string: try page.absoluteString + "#code=b" + base64URL + "&stop=2"))
    let plainShown = try state(
      try VisualizationSupport.drive(plainLink, steps: [.until(Self.viewerShown), .evaluate(Self.viewerState)])[1])
    XCTAssertEqual(plainShown["editor"], Self.snippet)
    XCTAssertTrue(plainShown["position"]?.hasPrefix("stop 2 / ") == true, "\(plainShown)")
  }

  /// The picture in the README: the README's example, verified, a few stops in. Written to
  /// `RAC_PLAYGROUND_SCREENSHOT` when it names a file (`docs/playground.png`), else to a temporary
  /// file; either way it is a PNG.
  func testAScreenshotOfThePlayground() throws {
    let target =
      ProcessInfo.processInfo.environment["RAC_PLAYGROUND_SCREENSHOT"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("playground-\(UUID().uuidString).png")
    defer {
      if ProcessInfo.processInfo.environment["RAC_PLAYGROUND_SCREENSHOT"] == nil {
        try? FileManager.default.removeItem(at: target)
      }
    }
    // The README's example leaves its subscriptions alive, as on the command line (`run hello.m`).
    expectsLeakedObjects = true
    _ = try VisualizationSupport.drive(
      try page,
      steps: [
        .until(Self.pageReady), .evaluate("document.getElementById('verify').click(), true"),
        .evaluate("document.getElementById('run').click(), true"), .until(Self.viewerShown),
        .evaluate("document.getElementById('editor').blur(), true"),
        .evaluate("viewerListeners.viewer.show(329), true"), .screenshot(target),
      ])
    let bytes = try Data(contentsOf: target)
    XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    XCTAssertGreaterThan(bytes.count, 20_000, "a page with its editor and viewer, not a blank one")
  }
}
