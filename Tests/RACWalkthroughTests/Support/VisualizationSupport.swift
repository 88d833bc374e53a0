import Foundation
import RAC
import RACWalkthroughCLI
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

/// Helpers for the Visualization tests: the command line in-process, a hostile trace, headless
/// Chromium, and reading a dumped DOM.
enum VisualizationSupport {
  /// `rac-walkthrough ARGUMENTS` in-process: its status and everything it wrote.
  static func run(_ arguments: [String]) -> (status: Int32, text: String) {
    var output: [String] = []
    let environment = CommandEnvironment(
      write: { output.append($0) }, writeError: { output.append($0) }, readLine: { nil }, isInteractive: false,
      walkthroughsDirectory: walkthroughsDirectory)
    let status = WalkthroughCommandLine.run(arguments, environment: environment)
    return (status, output.joined(separator: "\n"))
  }

  static let hostile = "<img src=x onerror=alert(1)>"
  static let scriptBreak = "</script><script>alert(2)</script>"

  /// A trace, code and step whose every piece of text tries to become markup.
  static func hostileViewer() -> (trace: Trace, input: ViewerInput) {
    let owner = TraceObject(className: "RACPassthroughSubscriber", name: "→ \(hostile)", number: 1)
    let events = [
      TraceEvent(
        sequence: 1, phase: .enter, block: "-sendNext:", owner: owner, arguments: [TraceField("value", hostile)],
        depth: 0, thread: "main", scheduler: nil, time: 0),
      TraceEvent(
        sequence: 2, phase: .output, block: "output", owner: nil, arguments: [TraceField("line", scriptBreak)],
        depth: 1, thread: "main", scheduler: nil, time: 0),
      TraceEvent(
        sequence: 3, phase: .exit, block: "-sendNext:", owner: owner, arguments: [TraceField("value", hostile)],
        result: scriptBreak, depth: 0, thread: "main", scheduler: nil,
        bookkeeping: [TraceField("signals", "[\(hostile)]")], enterSequence: 1, time: 0),
    ]
    let trace = Trace(events: events)
    let step = WalkthroughStep(number: 1, en: "</script><b>bold</b>", zh: hostile, pattern: "call *")
    let input = ViewerInput(
      name: "hostile", title: hostile, post: scriptBreak, steps: Verifier.matchSteps([step], in: trace),
      source: WalkthroughSource(fileName: "\(hostile).swift", text: "let x = \"\(scriptBreak)\"\n// \(hostile)"))
    return (trace, input)
  }

  // MARK: - Chromium

  /// `chromium` on PATH, or nil (the browser tests then skip).
  static var chromium: String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/chromium"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  static var python3: String? {
    for candidate in ["/usr/bin/python3", "/usr/local/bin/python3"]
    where FileManager.default.isExecutableFile(atPath: candidate) {
      return candidate
    }
    return nil
  }

  /// Runs `executable` with `arguments`, killing it after `timeout` seconds; returns its standard
  /// output and exit status.
  static func runProcess(_ executable: String, _ arguments: [String], timeout: TimeInterval = 120) throws -> (
    output: String, status: Int32
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
  }

  /// The flags every headless run uses (root in CI needs --no-sandbox), with a fresh profile.
  static func chromiumArguments(_ extra: [String], profile: URL) -> [String] {
    [
      "--no-sandbox", "--headless=new", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
      "--user-data-dir=\(profile.path)", "--window-size=1280,1000",
    ] + extra
  }

  /// The DOM of `page` opened at `fragment`, after its scripts ran.
  static func dumpDOM(_ page: URL, fragment: String) throws -> String {
    guard let chromium else { throw XCTSkip("chromium is not on PATH") }
    let profile = try temporaryDirectory("profile")
    defer { try? FileManager.default.removeItem(at: profile) }
    let url = page.absoluteString + "#" + fragment
    let result = try runProcess(
      chromium, chromiumArguments(["--dump-dom", "--virtual-time-budget=5000", url], profile: profile))
    return result.output
  }

  /// The text of the element `id` of `page` once it is no longer `pending`, read every quarter
  /// second over Chromium's DevTools protocol (`drive`) for up to `timeout` seconds of real time.
  /// `--dump-dom --virtual-time-budget` does not wait for work that is neither a timer nor a fetch
  /// (Mermaid's dynamic imports and rendering): on a loaded 2-core machine it dumped the page
  /// before Mermaid had run, one run in three.
  static func textWhenSettled(of id: String, in page: URL, pending: String, timeout: TimeInterval = 300) throws
    -> String
  {
    let text = "(function () { var e = document.getElementById(\(jsString(id))); return e ? e.textContent : null; })()"
    let results = try drive(
      page, steps: [.until("(\(text)) !== null && (\(text)) !== \(jsString(pending))"), .evaluate(text)],
      timeout: timeout)
    return results.last.flatMap { $0 as? String } ?? ""
  }

  /// `text` as a JavaScript string literal.
  static func jsString(_ text: String) -> String {
    String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
  }

  /// One thing `drive` does in the page.
  enum DevToolsStep {
    /// Evaluates a JavaScript expression (a promise is awaited); its value is the step's result.
    case evaluate(String)
    /// Evaluates the expression every quarter second until it is truthy (or the time is up); the
    /// last value is the step's result.
    case until(String)
    /// Types text where the focus is (`Input.insertText`, as a keyboard's input method does).
    case insertText(String)
    /// Presses and releases a key (`Enter`, `End`) with modifiers (2: Ctrl).
    case key(String, modifiers: Int)
    /// Opens a URL in the same tab.
    case navigate(String)
    /// Saves what the page shows as a PNG file.
    case screenshot(URL)

    var json: [String: Any] {
      switch self {
      case .evaluate(let expression): return ["eval": expression]
      case .until(let expression): return ["until": expression]
      case .insertText(let text): return ["insertText": text]
      case .key(let key, let modifiers): return ["key": key, "modifiers": modifiers]
      case .navigate(let url): return ["navigate": url]
      case .screenshot(let file): return ["screenshot": file.path]
      }
    }
  }

  /// Opens `page` in headless Chromium and does `steps` in it over the DevTools protocol
  /// (`--remote-debugging-pipe`, driven by `python3`); each step's result, in order (`NSNull` for
  /// none). The whole drive has `timeout` seconds of real time.
  static func drive(_ page: URL, steps: [DevToolsStep], timeout: TimeInterval = 300) throws -> [Any] {
    guard let chromium else { throw XCTSkip("chromium is not on PATH") }
    guard let python3 else { throw XCTSkip("python3 is not installed; it drives Chromium's DevTools pipe") }
    let profile = try temporaryDirectory("profile")
    defer { try? FileManager.default.removeItem(at: profile) }
    let plan = String(decoding: try JSONSerialization.data(withJSONObject: steps.map(\.json)), as: UTF8.self)
    let result = try runProcess(
      python3, ["-c", devToolsDriver, chromium, profile.path, page.absoluteString, plan, String(timeout)],
      timeout: timeout + 30)
    guard result.status == 0,
      let results = try? JSONSerialization.jsonObject(with: Data(result.output.utf8), options: [.fragmentsAllowed])
        as? [Any]
    else { throw TextNotSettled(description: "the DevTools driver failed: \(result.output)") }
    return results
  }

  /// Why ``drive(_:steps:timeout:)`` has no results.
  struct TextNotSettled: Error, CustomStringConvertible {
    let description: String
  }

  /// Starts Chromium headless with its DevTools protocol on file descriptors 3 and 4 (messages are
  /// JSON ended by NUL), attaches to the page and does the steps given as JSON.
  private static let devToolsDriver = #"""
    import base64, json, os, subprocess, sys, time
    chromium, profile, url, plan, timeout = sys.argv[1:6]
    to_chrome_r, to_chrome_w = os.pipe()
    from_chrome_r, from_chrome_w = os.pipe()
    def wire():
        reading, writing = os.dup(to_chrome_r), os.dup(from_chrome_w)
        os.dup2(reading, 3)
        os.dup2(writing, 4)
    browser = subprocess.Popen(
        [chromium, "--no-sandbox", "--headless=new", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
         "--user-data-dir=" + profile, "--allow-file-access-from-files", "--remote-debugging-pipe",
         "--window-size=1280,1000", url],
        preexec_fn=wire, close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(to_chrome_r)
    os.close(from_chrome_w)
    buffer, last_id = b"", 0
    def call(method, params=None, session=None):
        global buffer, last_id
        last_id += 1
        message = {"id": last_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(to_chrome_w, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in buffer:
                chunk = os.read(from_chrome_r, 1 << 16)
                if not chunk:
                    raise SystemExit("chromium closed its DevTools pipe")
                buffer += chunk
            raw, buffer = buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == last_id:
                return reply
    def evaluate(expression, session):
        reply = call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True},
                     session)
        result = reply.get("result", {})
        if "exceptionDetails" in result:
            return {"exception": result["exceptionDetails"].get("exception", {}).get("description", "?")}
        return result.get("result", {}).get("value")
    try:
        deadline = time.monotonic() + float(timeout)
        page = None
        while page is None and time.monotonic() < deadline:
            pages = [t for t in call("Target.getTargets")["result"]["targetInfos"] if t["type"] == "page"]
            page = pages[0]["targetId"] if pages else time.sleep(0.2)
        if page is None:
            raise SystemExit("chromium opened no page")
        session = call("Target.attachToTarget", {"targetId": page, "flatten": True})["result"]["sessionId"]
        results = []
        for step in json.loads(plan):
            if "eval" in step:
                results.append(evaluate(step["eval"], session))
            elif "until" in step:
                value = None
                while time.monotonic() < deadline:
                    value = evaluate(step["until"], session)
                    if value and not (isinstance(value, dict) and "exception" in value):
                        break
                    time.sleep(0.25)
                results.append(value)
            elif "insertText" in step:
                call("Input.insertText", {"text": step["insertText"]}, session)
                results.append(None)
            elif "key" in step:
                codes = {"Enter": 13, "End": 35, "Home": 36, "ArrowLeft": 37, "ArrowRight": 39}
                for kind in ["rawKeyDown", "keyUp"]:
                    call("Input.dispatchKeyEvent", {"type": kind, "key": step["key"], "code": step["key"],
                         "windowsVirtualKeyCode": codes.get(step["key"], 0), "modifiers": step["modifiers"]}, session)
                results.append(None)
            elif "navigate" in step:
                call("Page.navigate", {"url": step["navigate"]}, session)
                results.append(None)
            elif "screenshot" in step:
                shot = call("Page.captureScreenshot", {"format": "png"}, session)
                with open(step["screenshot"], "wb") as file:
                    file.write(base64.b64decode(shot["result"]["data"]))
                results.append(None)
        sys.stdout.write(json.dumps(results))
    finally:
        browser.kill()
        browser.wait()
    """#

  /// A screenshot of `page` at `fragment`, written to `png`.
  static func screenshot(_ page: URL, fragment: String, to png: URL) throws {
    guard let chromium else { throw XCTSkip("chromium is not on PATH") }
    let profile = try temporaryDirectory("profile")
    defer { try? FileManager.default.removeItem(at: profile) }
    let url = page.absoluteString + "#" + fragment
    _ = try runProcess(
      chromium,
      chromiumArguments(
        ["--screenshot=\(png.path)", "--virtual-time-budget=5000", "--hide-scrollbars", url], profile: profile))
  }

  static func temporaryDirectory(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("rac-visualization-\(name)-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  // MARK: - Reading a dumped DOM

  /// The markup of the element with `id` (its tags included), found by counting its tag's nesting.
  static func element(_ id: String, in html: String) -> String? {
    guard let idRange = html.range(of: " id=\"\(id)\""),
      let open = html[..<idRange.lowerBound].range(of: "<", options: .backwards)
    else { return nil }
    let tag = String(html[open.upperBound...].prefix { $0.isLetter || $0.isNumber })
    var depth = 0
    var index = open.lowerBound
    while index < html.endIndex {
      let rest = html[index...]
      if rest.hasPrefix("<\(tag)"),
        let after = rest.dropFirst(tag.count + 1).first, after == " " || after == ">"
      {
        depth += 1
      } else if rest.hasPrefix("</\(tag)>") {
        depth -= 1
        if depth == 0 { return String(html[open.lowerBound..<html.index(index, offsetBy: tag.count + 3)]) }
      }
      index = html.index(after: index)
    }
    return nil
  }

  /// What a person reads in `markup`: tags dropped (block ends as spaces), entities decoded.
  static func text(_ markup: String) -> String {
    let withoutTags = markup.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
    let decoded =
      withoutTags
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&nbsp;", with: " ").replacingOccurrences(of: "&amp;", with: "&")
    return decoded.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
      .trimmingCharacters(in: .whitespaces)
  }

  /// The text of the element with `id`, or "" when the DOM has none.
  static func text(of id: String, in html: String) -> String {
    element(id, in: html).map(text) ?? ""
  }

  /// The code line the page marks as current: its number and its text.
  static func currentCodeLine(in html: String) -> (number: Int, text: String)? {
    guard let range = html.range(of: #"<li data-line="(\d+)" class="current">"#, options: .regularExpression)
    else { return nil }
    let opening = String(html[range])
    let number = Int(opening.filter(\.isNumber)) ?? 0
    let rest = html[range.upperBound...]
    guard let end = rest.range(of: "</li>") else { return nil }
    let line = text(String(rest[..<end.lowerBound]))
    // The gutter shows the file's own line number, which may differ from the position in the pane.
    let gutter = line.prefix { $0.isNumber }
    let withoutNumber =
      !gutter.isEmpty && line.dropFirst(gutter.count).hasPrefix(" ") ? String(line.dropFirst(gutter.count + 1)) : line
    return (number, withoutNumber)
  }
}
