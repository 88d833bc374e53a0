import Foundation
import RAC

/// The HTML viewer's page: markup, style and script, all inline. The data arrives as JSON in the
/// `trace-data` script element; the script builds every piece of text with `textContent`.
///
/// Navigation: Prev/Next buttons and ← / → move by stop, as `step` counts them (`StepWalk`); the
/// event buttons and shift ← / → walk the events one by one, as `step`'s `i` does (Home / End:
/// the first and last event); clicks on the timeline, the ★ step menu, and the URL fragment:
/// `#stop=N` opens stop N, `#stop=N&event=K` its K-th event, `#post-step=N` the event that proves
/// the post's step N (the fragment follows the current event, so a reload stays put). Out goes to
/// the first event after the current block returns.
enum HTMLViewerPage {
  /// How the page carries the trace's data.
  enum Data {
    /// Script-safe JSON, in `<script type="application/json">`.
    case json(String)
    /// The JSON compressed with raw DEFLATE, in base64, in `<script type="application/octet-stream"
    /// data-encoding="deflate-raw base64">`; the script inflates it before it starts.
    case deflatedBase64(String)

    var element: String {
      switch self {
      case .json(let json):
        return #"<script type="application/json" id="trace-data">"# + json + "</script>"
      case .deflatedBase64(let base64):
        return #"<script type="application/octet-stream" id="trace-data" data-encoding="deflate-raw base64">"#
          + base64 + "</script>"
      }
    }
  }

  static func page(title: String, data: Data) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(title)</title>
    <style>
    \(style)
    </style>
    </head>
    <body>
    \(viewerMarkup)
    \(data.element)
    <script>
    \(script)
    </script>
    </body>
    </html>
    """
  }

  /// The viewer's elements, which the script fills: the static page's whole body, and the
  /// playground's pane below its editor (`PlaygroundPage`).
  static let viewerMarkup = """
    <main id="viewer">
    <header>
      <div class="heading"><h1 id="title"></h1><div id="subtitle"></div></div>
      <nav>
        <button id="prev" type="button" title="previous stop (←)">◀ Prev</button>
        <button id="prev-event" type="button" title="previous event (shift ←)">‹ event</button>
        <span id="position"></span>
        <button id="next-event" type="button" title="next event (shift →): into every call">event ›</button>
        <button id="next" type="button" title="next stop (→)">Next ▶</button>
        <button id="out" type="button" title="out: to where the current block returns">out ⤴</button>
        <select id="jump" title="jump to a step of the post"></select>
      </nav>
    </header>
    <section id="timeline-pane"><svg id="timeline" role="img" aria-label="timeline"></svg></section>
    <div id="focus"><div id="post-step"></div>
      <div id="now"><div id="event-line"></div><div id="event-meta"></div><div id="event-fields"></div>
        <div id="holders" hidden></div></div></div>
    <div id="panes">
      <section id="code-pane"><h2 id="code-title">Code</h2><div id="code-note"></div><ol id="code"></ol></section>
      <section id="stack-pane"><h2>Call stack <span id="stack-thread"></span></h2><ol id="stack"></ol></section>
      <section id="state-pane">
        <h2>Bookkeeping</h2><ul id="bookkeeping"></ul>
        <h2>Values so far</h2><div id="values"></div>
        <h2>Output so far</h2><pre id="output"></pre>
        <h2>Disposed</h2><div id="disposed"></div>
      </section>
    </div>
    <section id="diagram-pane"><h2>Sequence diagram <span id="diagram-range"></span></h2><div id="diagram"></div></section>
    </main>
    """

  /// The page's style, `HTML/viewer.css`, inlined into every page.
  static var style: String { ViewerAssets.text(of: "viewer.css") }

  /// The page's script, `HTML/viewer.js`, inlined into every page.
  static var script: String { ViewerAssets.text(of: "viewer.js") }
}

/// The viewer's style and script: files of their own (a linter reads them), shipped as the kit's
/// resources and inlined when a page is made, so the page stays one self-contained file.
enum ViewerAssets {
  /// The texts read so far, by file name: each is read once per process.
  private static let cache = LockedState<[String: String]>([:])

  /// The file's text, trailing newline dropped; a page that says what is missing when the tool's
  /// resources cannot be found (never a crash).
  static func text(of name: String) -> String {
    if let known = cache.withLock({ $0[name] }) { return known }
    let text = load(name) ?? "/* \(name) was not found beside the tool: reinstall it with its resources */"
    cache.withLock { $0[name] = text }
    return text
  }

  private static func load(_ name: String) -> String? {
    let bundleName = "RACWalkthrough_RACWalkthroughKit"
    var folders: [URL] = []
    for base in [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()].compactMap({ $0 }) {
      folders.append(base.appendingPathComponent("\(bundleName).resources"))
      folders.append(base.appendingPathComponent("\(bundleName).bundle"))
      folders.append(base.appendingPathComponent("\(bundleName).bundle/Contents/Resources"))
    }
    // Running from the package's own checkout (tests, `swift run`): the source files themselves.
    folders.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent())
    for folder in folders {
      if let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) {
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
      }
    }
    return nil
  }
}
