import Foundation
import RAC
import RACWalkthroughKit
import XCTest

/// The HTML viewer as a file: self-contained, and no value from the trace, the code or the steps
/// can become markup or close its script element.
final class VisualizationHTMLTests: LeakCheckedTestCase {
  private func hostilePage() -> String {
    let (trace, input) = VisualizationSupport.hostileViewer()
    return TraceRenderers.render(trace, as: .html, viewer: input)
  }

  func testHostileValuesNeverAppearAsMarkup() {
    let html = hostilePage()
    XCTAssertFalse(html.lowercased().contains("<img"), "an <img> tag made it into the page")
    XCTAssertFalse(html.contains("<b>"))
    XCTAssertEqual(
      html.lowercased().components(separatedBy: "</script").count - 1, 2,
      "only the page's own two script elements close")
    XCTAssertTrue(html.contains("<title>hostile — &lt;img src=x onerror=alert(1)&gt;</title>"))
  }

  /// The embedded JSON still says exactly what the trace said, character for character.
  func testTheEmbeddedDataDecodesToTheOriginalValues() throws {
    let html = hostilePage()
    let start = try XCTUnwrap(html.range(of: #"<script type="application/json" id="trace-data">"#))
    let end = try XCTUnwrap(html[start.upperBound...].range(of: "</script>"))
    let json = String(html[start.upperBound..<end.lowerBound])
    XCTAssertFalse(json.contains("<"))
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let events = try XCTUnwrap(object["events"] as? [[String: Any]])
    let arguments = try XCTUnwrap(events.first?["arguments"] as? [[String]])
    XCTAssertEqual(arguments, [["value", VisualizationSupport.hostile]])
    XCTAssertEqual(object["outputs"] as? [String], [VisualizationSupport.scriptBreak])
    XCTAssertEqual(
      object["code"] as? [String],
      ["let x = \"\(VisualizationSupport.scriptBreak)\"", "// <img src=x onerror=alert(1)>"])
    let steps = try XCTUnwrap(object["steps"] as? [[String: Any]])
    XCTAssertEqual(steps.first?["en"] as? String, "</script><b>bold</b>")
  }

  /// Data reaches the document through `textContent` and `createElement` only, and the page loads
  /// nothing from anywhere.
  func testThePageScriptNeverWritesMarkupAndFetchesNothing() throws {
    let page = hostilePage()
    let data = try XCTUnwrap(page.range(of: #"<script type="application/json" id="trace-data">"#))
    let dataEnd = try XCTUnwrap(page[data.upperBound...].range(of: "</script>"))
    let script = String(page[dataEnd.upperBound...])
    for forbidden in [
      "innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function", "fetch(",
      "XMLHttpRequest", "import(",
    ] {
      XCTAssertFalse(script.contains(forbidden), "the page's script uses \(forbidden)")
    }
    let skeleton = String(page[..<data.upperBound] + page[dataEnd.lowerBound...])
      .replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
    for forbidden in ["<script src", "<link", "@import", "http://", "https://", "<iframe"] {
      XCTAssertFalse(skeleton.contains(forbidden), "the page loads something: \(forbidden)")
    }
    XCTAssertNil(skeleton.range(of: #"url\((?!#)"#, options: .regularExpression), "only url(#…) references")
  }

  func testAPageWithoutWalkthroughDataStillRenders() {
    let (trace, _) = VisualizationSupport.hostileViewer()
    let html = HTMLViewer.render(trace)
    XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
    XCTAssertTrue(html.contains(#""code":[]"#))
  }
}
