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
    let status = RACWalkthroughCommandLine.run(arguments, environment: environment)
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
    let withoutNumber = line.hasPrefix("\(number) ") ? String(line.dropFirst("\(number) ".count)) : line
    return (number, withoutNumber)
  }
}
