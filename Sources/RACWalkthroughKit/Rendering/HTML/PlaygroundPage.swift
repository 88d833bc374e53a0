/// The playground's page (`rac-walkthrough serve`): an editor for Objective-C above the same viewer
/// `trace --format html` makes. Like the static page it is one document with its style and script
/// inline and nothing fetched from the network; the only requests it makes are to the server that
/// served it (the examples menu and the run endpoint), whose answer for a run is the JSON the static
/// page embeds (`HTMLViewer.dataJSON`), handed to the same `startViewer`.
///
/// Safety: the page has no data of its own in its markup; everything a run returns is put into the
/// document with `textContent` / `createElement`, never as markup, as the viewer does.
public enum PlaygroundPage {
  /// The whole page.
  public static func page() -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>RAC 2.5 playground</title>
    <style>
    \(HTMLViewerPage.style)
    \(ViewerAssets.text(of: "playground.css"))
    </style>
    </head>
    <body>
    \(markup)
    <div id="viewer-box" hidden>
    \(HTMLViewerPage.viewerMarkup)
    </div>
    <script>
    \(HTMLViewerPage.script)
    </script>
    <script>
    \(ViewerAssets.text(of: "playground.js"))
    </script>
    </body>
    </html>
    """
  }

  /// The editor, its menu and buttons, and the places a run's error, verification and exploration
  /// are shown; `playground.js` fills them.
  static let markup = """
    <main id="playground">
    <header>
      <div class="heading"><h1>RAC 2.5 playground</h1>
        <div id="playground-subtitle">Objective-C on the literal RAC 2.5 core: every block in the trace</div></div>
      <nav>
        <select id="examples" title="the walkthroughs' code and the README's examples"></select>
        <button id="run" type="button" title="run the code (Ctrl-Enter, ⌘-Enter)">Run ▶</button>
        <label title="check the output against the code's // Outputs: comment (or the post's output)">
          <input type="checkbox" id="verify"> verify</label>
        <label title="run every order the background queues can take turns in">
          <input type="checkbox" id="explore"> explore</label>
        <label id="rac-source-choice" hidden title="run RAC's own files from your checkout in place of the Swift core">
          <input type="checkbox" id="rac-source"> <span id="rac-source-label">RAC's own code</span></label>
        <button id="share" type="button" title="a link that reopens this code">Share</button>
      </nav>
    </header>
    <input id="share-link" type="text" readonly hidden aria-label="the link to this code">
    <div id="files" role="tablist"></div>
    <div id="editor-box">
      <div id="gutter" aria-hidden="true"></div>
      <div id="error-band" hidden></div>
      <textarea id="editor" spellcheck="false" autocapitalize="off" autocomplete="off" wrap="off"
        aria-label="Objective-C code"></textarea>
    </div>
    <div id="status" role="status"></div>
    <pre id="run-error" hidden></pre>
    <section id="verify-result" hidden><h2>Verify</h2><pre id="verify-report"></pre></section>
    <section id="explore-result" hidden><h2>Explore</h2><div id="explore-summary"></div><ol id="outcomes"></ol></section>
    </main>
    """
}
