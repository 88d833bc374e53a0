import Foundation
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

/// A click on an object's name in the HTML viewer (headless Chromium; skips without it) shows what
/// holds it as the current stop begins, the same report `step`'s `who` prints there; the
/// timeline marks where it is freed and where the last reference that lets go of it was taken.
final class ViewerHoldersBrowserTests: LeakCheckedTestCase {
  /// A screen held by its subject's subscription block (a cycle) until the subject completes.
  private static let program = """
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

  private var folder: URL?

  override func setUpWithError() throws {
    guard VisualizationSupport.chromium != nil else {
      throw XCTSkip("chromium is not on PATH (apt-get install -y chromium); the browser tests need it")
    }
    folder = try VisualizationSupport.temporaryDirectory("holders")
  }

  override func tearDown() {
    if let folder { try? FileManager.default.removeItem(at: folder) }
    super.tearDown()
  }

  /// What `step FILE --from STOP` prints for `who #NUMBER`, its heading left out.
  private func whoReport(_ file: String, stop: Int, number: Int) -> [String] {
    var output: [String] = []
    var input = ["who #\(number)", "q"][...]
    let environment = CommandEnvironment(
      write: { output.append(contentsOf: $0.components(separatedBy: "\n")) }, writeError: { output.append($0) },
      readLine: { input.popFirst() }, isInteractive: true, walkthroughsDirectory: walkthroughsDirectory,
      terminalSize: { nil })
    _ = WalkthroughCommandLine.run(["step", file, "--from", String(stop)], environment: environment)
    guard let start = output.firstIndex(where: { $0.hasPrefix("who #\(number) ") }) else { return output }
    return Array(output[(start + 1)...].prefix { !$0.hasPrefix("[Enter/n]") })
  }

  func testClickingAnObjectsNameShowsWhoHoldsItAndTheTimelineMarksItsEnd() throws {
    let folder = try XCTUnwrap(folder)
    let file = folder.appendingPathComponent("screen.m")
    try Self.program.write(to: file, atomically: true, encoding: .utf8)
    let page = VisualizationSupport.run(["trace", file.path, "--format", "html"])
    XCTAssertEqual(page.status, 0)
    let url = folder.appendingPathComponent("screen.html")
    try page.text.write(to: url, atomically: true, encoding: .utf8)

    // The first event that names Screen#1: its name is a button; a click opens the report.
    let clickFirst = """
      (function () {
        var viewer = viewerListeners.viewer;
        for (var i = 0; i < 2000; i += 1) {
          viewer.show(i);
          var names = Array.prototype.slice.call(document.querySelectorAll("#event-fields .object-name"));
          var name = names.find(function (button) { return button.textContent === "Screen#1"; });
          if (name) {
            name.click();
            return [document.body.dataset.stop, document.querySelector(".holders-heading").firstChild.textContent,
              document.querySelector(".holders-report").textContent,
              document.querySelectorAll(".holders-timeline-mark").length,
              Array.prototype.map.call(document.querySelectorAll(".holders-mark"), function (b) { return b.textContent; })
                .join(" | ")];
          }
        }
        return null;
      })()
      """
    let lastStop = """
      (function () {
        viewerListeners.viewer.show(1000000);
        return [document.body.dataset.stop, document.querySelector(".holders-report").textContent];
      })()
      """
    let results = try VisualizationSupport.drive(
      url, steps: [.until("document.body.dataset.stop"), .evaluate(clickFirst), .evaluate(lastStop)])
    let clicked = try XCTUnwrap(results[1] as? [Any], "no event names Screen#1 as a button: \(results)")
    let stop = try XCTUnwrap(Int(clicked[0] as? String ?? ""))
    XCTAssertEqual(clicked[1] as? String, "who #1 at stop \(stop): Screen#1 (made at screen.m:16)")
    // The page's report is `who`'s at the same stop, line for line.
    XCTAssertEqual(
      (clicked[2] as? String)?.components(separatedBy: "\n"), whoReport(file.path, stop: stop, number: 1))
    XCTAssertEqual(clicked[3] as? Int, 2, "the timeline marks the freeing and the last reference taken")
    let marks = try XCTUnwrap(clicked[4] as? String)
    XCTAssertTrue(
      marks.hasPrefix("last reference that lets go taken at stop ") && marks.contains(" | freed at stop "), marks)
    // The subject completes on the last line, which ends the cycle: the screen is freed during the
    // last stop, still held as it begins.
    let end = try XCTUnwrap(results[2] as? [Any])
    let freed = try XCTUnwrap(Int(marks.components(separatedBy: "freed at stop ").last ?? ""))
    XCTAssertEqual(
      end[0] as? String, String(freed), "the screen is freed during the last stop, as the subject completes")
    XCTAssertEqual(
      (end[1] as? String)?.components(separatedBy: "\n").first, "  held by 2 references:", "alive as the stop begins")
  }
}
