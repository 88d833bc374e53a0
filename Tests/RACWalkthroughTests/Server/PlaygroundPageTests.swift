import Foundation
import RACWalkthroughKit
import XCTest

/// The playground's page: the viewer's script and style and its own, inlined whole; nothing loaded
/// from anywhere; no markup written from data; requests only to the server's own `/api/`.
final class PlaygroundPageTests: XCTestCase {
  private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Sources/RACWalkthroughKit/Rendering/HTML")

  func testThePageInlinesTheViewerAndThePlaygroundFilesWhole() throws {
    let page = PlaygroundPage.page()
    for file in ["viewer.js", "viewer.css", "playground.js", "playground.css"] {
      var text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      if text.hasSuffix("\n") { text.removeLast() }
      XCTAssertGreaterThan(text.count, 1000, file)
      XCTAssertTrue(page.contains(text), "the page carries \(file) whole")
    }
  }

  func testThePageWritesNoMarkupAndTalksOnlyToItsServer() throws {
    let page = PlaygroundPage.page()
    for forbidden in [
      "innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function", "XMLHttpRequest",
      "import(", "<script src", "<link", "@import", "https://", "<iframe",
    ] {
      XCTAssertFalse(page.contains(forbidden), "the page uses \(forbidden)")
    }
    let script = try String(contentsOf: folder.appendingPathComponent("playground.js"), encoding: .utf8)
    let fetches = script.components(separatedBy: "fetch(").dropFirst().map {
      String($0.prefix(while: { $0 != "," && $0 != "\n" }))
    }
    XCTAssertEqual(
      fetches, ["\"/api/run\"", "\"/api/examples/\" + encodeURIComponent(id));", "\"/api/examples\");"])
    XCTAssertEqual(page.components(separatedBy: "http://").count - 1, 1, "only the SVG namespace, in viewer.js")
  }
}
