import Foundation
import ObjCInterpreter
import ObjCLibraries
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

/// The playground's server (`rac-walkthrough serve`) driven over real sockets on a free port: the
/// run endpoint answers the data `trace --format html` embeds, a bad request gets its 4xx and the
/// next request is served, and runs in a row leave memory flat.
final class PlaygroundServerTests: LeakCheckedTestCase {
  private var server: PlaygroundServer?
  private var folder: URL?

  override func tearDown() {
    server?.stop()
    server = nil
    if let folder { try? FileManager.default.removeItem(at: folder) }
    super.tearDown()
  }

  private func start(_ limits: @escaping (inout RunEndpoint.Settings) -> Void = { _ in }) throws -> UInt16 {
    let started = try PlaygroundServerSupport.startServer(limits: limits)
    server = started
    return started.port
  }

  /// `text` saved as `name` in a folder of the test's own; its path.
  private func file(_ name: String, _ text: String) throws -> String {
    let folder = try self.folder ?? PlaygroundServerSupport.temporaryFolder()
    self.folder = folder
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  private static let subjectSnippet = """
    RACSubject *letters = [RACSubject subject];
    RACSignal *upper = [letters map:^id(NSString *letter) { return [letter uppercaseString]; }];
    // Outputs: A B
    [upper subscribeNext:^(id x) { NSLog(@"%@", x); }];
    [letters sendNext:@"a"];
    [letters sendNext:@"b"];
    [letters sendCompleted];

    """

  func testTheRunEndpointAnswersWhatTraceEmbedsForTheSameFile() throws {
    let port = try start()
    let path = try file("upper.m", Self.subjectSnippet)
    let answer = try PlaygroundServerSupport.run([(path, Self.subjectSnippet)], port: port)
    XCTAssertEqual(answer.status, 200, answer.body)
    let json = try answer.json()
    let viewer = try XCTUnwrap(json["viewer"] as? NSDictionary)
    XCTAssertEqual(viewer, try PlaygroundServerSupport.embeddedViewerData([path]))
    XCTAssertEqual(json["output"] as? [String], ["A", "B"])
    XCTAssertNil(json["error"])
    XCTAssertEqual((viewer["meta"] as? [String: Any])?["file"] as? String, path)
    XCTAssertEqual(answer.headers["content-type"], "application/json; charset=utf-8")
  }

  func testAWalkthroughsCodeFromTheMenuRunsAsTraceRunsTheWalkthrough() throws {
    let port = try start()
    let example = try PlaygroundServerSupport.get("/api/examples/map", port: port).json()
    let files = try XCTUnwrap(example["files"] as? [[String: String]])
    XCTAssertEqual(
      files.compactMap { $0["name"] }, ["map/post-map-and-flattenMap.m", "map/post-return.m", "map/post.m"])
    XCTAssertEqual(
      files.last?["text"],
      try String(contentsOf: walkthroughsDirectory.appendingPathComponent("map/post.m"), encoding: .utf8))
    let answer = try PlaygroundServerSupport.run(
      files.map { ($0["name"] ?? "", $0["text"] ?? "") }, port: port, extra: ["walkthrough": "map"])
    let viewer = try XCTUnwrap(try answer.json()["viewer"] as? NSDictionary)
    XCTAssertEqual(viewer, try PlaygroundServerSupport.embeddedViewerData(["map"]))
    // The post's steps are marked, as on the static page.
    let data = try WalkthroughData.load(from: walkthroughsDirectory.appendingPathComponent("map"))
    XCTAssertEqual((viewer["steps"] as? [Any])?.count, data.postCodeSteps.count)
  }

  func testTheMenuListsEveryWalkthroughWithObjectiveCAndTheReadmesExamples() throws {
    let port = try start()
    let menu = try PlaygroundServerSupport.get("/api/examples", port: port).json()
    let ids = try XCTUnwrap(menu["examples"] as? [[String: String]]).compactMap { $0["id"] }
    let withCode = try (allWalkthroughs.map(\.name) + objectiveCWalkthroughs().map(\.name)).filter { name in
      let data = try WalkthroughData.load(from: walkthroughsDirectory.appendingPathComponent(name))
      return !(data.objectiveC?.files ?? []).isEmpty
    }
    XCTAssertEqual(ids.filter { !$0.hasPrefix("readme/") }, withCode)
    XCTAssertEqual(
      ids.filter { $0.hasPrefix("readme/") }, ["readme/hello.m", "readme/example-1.m", "readme/example-2.m"])
    // A fenced block without a file name is listed by the README's section it sits in.
    let fenced = try XCTUnwrap(menu["examples"] as? [[String: String]]).first { $0["id"] == "readme/example-1.m" }
    let label = try XCTUnwrap(fenced?["label"])
    XCTAssertFalse(label.hasPrefix("example-"), label)
    XCTAssertTrue(
      try TextFile.read(walkthroughsDirectory.deletingLastPathComponent().appendingPathComponent("README.md").path)
        .contains("# " + label), label)
    let hello = try PlaygroundServerSupport.get("/api/examples/readme%2Fhello.m", port: port).json()
    let text = try XCTUnwrap((hello["files"] as? [[String: String]])?.first?["text"])
    XCTAssertTrue(text.hasPrefix("RACSubject *letters = [RACSubject subject];\n"), text)
    XCTAssertTrue(text.hasSuffix("[letters sendNext:@\"C\"];\n"), text)
    // The README's example runs and says what it states. Its subjects never complete, so their
    // subscriptions stay alive after the run, as on the command line (`run hello.m`).
    expectsLeakedObjects = true
    let answer = try PlaygroundServerSupport.run([("hello.m", text)], port: port, extra: ["verify": true])
    let json = try answer.json()
    XCTAssertEqual(json["output"] as? [String], ["B1", "B2", "C2"])
    XCTAssertEqual((json["verify"] as? [String: Any])?["passed"] as? Bool, true)
    // The README's UIKit example (a fenced objc block) runs too, its scripted user included.
    let uiKit = try PlaygroundServerSupport.get("/api/examples/readme%2Fexample-1.m", port: port).json()
    let uiKitText = try XCTUnwrap((uiKit["files"] as? [[String: String]])?.first?["text"])
    let uiKitAnswer = try PlaygroundServerSupport.run(
      [("example-1.m", uiKitText)], port: port, extra: ["verify": true])
    let uiKitJSON = try uiKitAnswer.json()
    XCTAssertEqual(uiKitJSON["output"] as? [String], ["enabled:0", "enabled:1", "sent:Joe"])
    XCTAssertEqual((uiKitJSON["verify"] as? [String: Any])?["passed"] as? Bool, true)
  }

  func testASyntaxErrorIsAnsweredAtItsPlaceAsTheCommandLineSaysIt() throws {
    let port = try start()
    let text = "RACSubject *s = [RACSubject subject];\n[s sendNext:@1\nNSLog(@\"after\");\n"
    let path = try file("broken.m", text)
    let answer = try PlaygroundServerSupport.run([(path, text)], port: port)
    XCTAssertEqual(answer.status, 200)
    let json = try answer.json()
    XCTAssertNil(json["viewer"], "nothing ran")
    let error = try XCTUnwrap(json["error"] as? [String: Any])
    let commandLine = VisualizationSupport.run(["run", path])
    XCTAssertEqual(commandLine.status, 1)
    XCTAssertEqual(error["text"] as? String, commandLine.text)
    XCTAssertEqual(error["file"] as? String, path)
    XCTAssertEqual(error["line"] as? Int, 3)
    XCTAssertEqual(error["phase"] as? String, "syntax")
    XCTAssertTrue((error["headline"] as? String)?.hasPrefix("\(path):3:") == true, "\(error)")
  }

  func testARunTimeErrorKeepsTheTraceUpToItAndSaysWhere() throws {
    let port = try start()
    let text = "NSLog(@\"before\");\nNSArray *a = @[];\nNSLog(@\"%@\", a[3]);\n"
    let json = try PlaygroundServerSupport.run([("index.m", text)], port: port).json()
    XCTAssertEqual(json["output"] as? [String], ["before"])
    XCTAssertNotNil(json["viewer"])
    let error = try XCTUnwrap(json["error"] as? [String: Any])
    XCTAssertEqual(error["line"] as? Int, 3)
    XCTAssertEqual(error["phase"] as? String, "runtime")
  }

  func testVerifyComparesWithTheStatedOutput() throws {
    let port = try start()
    let wrong = Self.subjectSnippet.replacingOccurrences(of: "// Outputs: A B", with: "// Outputs: A C")
    let failed = try PlaygroundServerSupport.run([("upper.m", wrong)], port: port, extra: ["verify": true]).json()
    let verify = try XCTUnwrap(failed["verify"] as? [String: Any])
    XCTAssertEqual(verify["passed"] as? Bool, false)
    XCTAssertTrue((verify["report"] as? String)?.hasPrefix("FAIL") == true, "\(verify)")
    let silent = "NSLog(@\"x\");\n"
    let nothing = try PlaygroundServerSupport.run([("silent.m", silent)], port: port, extra: ["verify": true]).json()
    XCTAssertEqual(
      (nothing["verify"] as? [String: Any])?["report"] as? String,
      "nothing to verify against: the code says nothing about what it prints (add a // Outputs: A B C comment, or the lines after 输出:)"
    )
  }

  /// A walkthrough's code from the menu is verified against its post: the steps even where the
  /// post prints nothing, and, edited so that a step no longer happens, it fails with that step.
  func testVerifyHoldsAWalkthroughsCodeToItsPostsSteps() throws {
    let port = try start()
    let example = try PlaygroundServerSupport.get("/api/examples/filter", port: port).json()
    let files = try XCTUnwrap(example["files"] as? [[String: String]]).map { ($0["name"] ?? "", $0["text"] ?? "") }
    let verified = try PlaygroundServerSupport.run(files, port: port, extra: ["walkthrough": "filter", "verify": true])
    let verify = try XCTUnwrap(try verified.json()["verify"] as? [String: Any])
    XCTAssertEqual(verify["passed"] as? Bool, true, "\(verify)")
    let report = try XCTUnwrap(verify["report"] as? String)
    XCTAssertTrue(report.hasPrefix("PASS  filter"), report)
    XCTAssertFalse(report.contains("✗"), report)
    // The example as the menu gives it: one verification, one verdict, `verify filter`'s own.
    let commandLine = VisualizationSupport.run(["verify", "filter"])
    XCTAssertEqual(commandLine.status, 0)
    XCTAssertEqual(report, commandLine.text.trimmingCharacters(in: .whitespacesAndNewlines))
    // With no short password, the filter never returns NO: that step fails, and so do the five
    // after it that hang on the empty signal.
    let edited = files.map { ($0.0, $0.1.replacingOccurrences(of: "@\"12345\"", with: "@\"1234567890\"")) }
    let failed = try PlaygroundServerSupport.run(edited, port: port, extra: ["walkthrough": "filter", "verify": true])
    let failure = try XCTUnwrap(try failed.json()["verify"] as? [String: Any])
    XCTAssertEqual(failure["passed"] as? Bool, false)
    let failedReport = try XCTUnwrap(failure["report"] as? String)
    XCTAssertTrue(failedReport.hasPrefix("FAIL  filter"), failedReport)
    XCTAssertTrue(
      failedReport.contains(
        "  ✗ prose: \"12345\" is not longer than 6: the filter's block returns NO.\n      no event after #8 matches:"),
      failedReport)
    XCTAssertEqual(failedReport.components(separatedBy: "\n  ✗ ").count - 1, 6, failedReport)
  }

  /// Code pasted over a walkthrough's example that states its own output (`// Outputs:`) is
  /// verified against that, not against the example's post.
  func testPastedCodeThatStatesItsOutputIsVerifiedAgainstItOverAnExample() throws {
    let port = try start()
    let pasted =
      "RACSignal *s = [RACSignal return:@7];\n[s subscribeNext:^(id x) { NSLog(@\"%@\", x); }];\n// Outputs: 7\n"
    let answer = try PlaygroundServerSupport.run(
      [("snippet.m", pasted)], port: port, extra: ["walkthrough": "filter", "verify": true])
    let verify = try XCTUnwrap(try answer.json()["verify"] as? [String: Any])
    XCTAssertEqual(verify["passed"] as? Bool, true, "\(verify)")
    let wrong = pasted.replacingOccurrences(of: "// Outputs: 7", with: "// Outputs: 8")
    let failed = try PlaygroundServerSupport.run(
      [("snippet.m", wrong)], port: port, extra: ["walkthrough": "filter", "verify": true])
    let failure = try XCTUnwrap(try failed.json()["verify"] as? [String: Any])
    XCTAssertEqual(failure["passed"] as? Bool, false)
    XCTAssertFalse((failure["report"] as? String ?? "").contains("prose"), "no step of filter's post is asked for")
  }

  /// Two background schedulers race: explore finds both outputs, each with a schedule, and a run
  /// with that schedule prints that output.
  func testExploreListsEachOutputWithAScheduleThatReplaysIt() throws {
    let port = try start()
    let text = """
      RACScheduler *first = [RACScheduler scheduler];
      RACScheduler *second = [RACScheduler scheduler];
      [first schedule:^{ NSLog(@"first"); }];
      [second schedule:^{ NSLog(@"second"); }];

      """
    let json = try PlaygroundServerSupport.run([("race.m", text)], port: port, extra: ["explore": true]).json()
    let explore = try XCTUnwrap(json["explore"] as? [String: Any])
    let outcomes = try XCTUnwrap(explore["outcomes"] as? [[String: Any]])
    XCTAssertEqual(
      Set(outcomes.compactMap { $0["output"] as? [String] }), [["first", "second"], ["second", "first"]], "\(explore)")
    for outcome in outcomes {
      let schedule = try XCTUnwrap(outcome["schedule"] as? [Int])
      let replay = try PlaygroundServerSupport.run([("race.m", text)], port: port, extra: ["schedule": schedule]).json()
      XCTAssertEqual(replay["output"] as? [String], outcome["output"] as? [String])
    }
  }

  /// Each bad request gets its status and message, and the request after it is served.
  func testBadRequestsGetTheirErrorAndTheServerAnswersTheNext() throws {
    let port = try start { $0.limits.maxSteps = 10_000 }
    func raw(_ text: String) throws -> PlaygroundServerSupport.Answer {
      try PlaygroundServerSupport.send(Array(text.utf8), port: port)
    }
    let oversized = [UInt8](repeating: UInt8(ascii: " "), count: 300 * 1024)
    let cases: [(String, () throws -> PlaygroundServerSupport.Answer)] = [
      ("GET /api/run", { try PlaygroundServerSupport.get("/api/run", port: port) }),
      ("DELETE /", { try raw("DELETE / HTTP/1.1\r\nHost: localhost\r\n\r\n") }),
      ("oversized", { try PlaygroundServerSupport.post("/api/run", body: oversized, port: port) }),
      ("bad JSON", { try PlaygroundServerSupport.post("/api/run", body: Array("{\"files\": [".utf8), port: port) }),
      ("no files", { try PlaygroundServerSupport.post("/api/run", body: Array("{\"code\": 1}".utf8), port: port) }),
      (
        "a path for a name",
        { try PlaygroundServerSupport.run([("/etc/passwd", "x")], port: port) }
      ),
      ("foreign Host", { try raw("GET / HTTP/1.1\r\nHost: evil.example:\(port)\r\n\r\n") }),
      ("no Host", { try raw("GET / HTTP/1.1\r\n\r\n") }),
      ("garbage", { try raw("HELLO\r\n\r\n") }),
      ("HTTP/2", { try raw("GET / HTTP/2.0\r\nHost: localhost\r\n\r\n") }),
      (
        "chunked",
        { try raw("POST /api/run HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n") }
      ),
      (
        "a form",
        { try PlaygroundServerSupport.post("/api/run", body: Array("a=b".utf8), port: port, contentType: "text/plain") }
      ),
      (
        "another site's page",
        {
          try raw(
            "POST /api/run HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://evil.example\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}"
          )
        }
      ),
      ("unknown path", { try PlaygroundServerSupport.get("/etc/passwd", port: port) }),
      ("unknown example", { try PlaygroundServerSupport.get("/api/examples/..%2F..%2Fetc", port: port) }),
    ]
    var seen: [String] = []
    for (name, request) in cases {
      let answer = try request()
      seen.append("\(name): \(answer.status) \(answer.errorMessage ?? answer.body)")
      let next = try PlaygroundServerSupport.get("/api/examples", port: port)
      XCTAssertEqual(next.status, 200, "after \(name)")
    }
    XCTAssertEqual(
      seen,
      [
        "GET /api/run: 405 /api/run takes POST, not GET",
        "DELETE /: 405 / takes GET or HEAD, not DELETE",
        "oversized: 413 the body is 307200 bytes: at most 256 KB is taken",
        "bad JSON: 400 the body is not JSON: send {\"files\": [{\"name\": \"snippet.m\", \"text\": \"…\"}]}",
        "no files: 400 the run's JSON has no \"files\"",
        "a path for a name: 400 a file's name is a label of up to 200 printable characters ending in .m or .h",
        "foreign Host: 403 this server answers only to localhost and 127.0.0.1, not to another Host",
        "no Host: 400 the request has no Host header",
        "garbage: 400 the request line is not 'METHOD /path HTTP/1.1'",
        "HTTP/2: 505 only HTTP/1.1 (and 1.0) are spoken here",
        "chunked: 501 bodies in chunks (Transfer-Encoding) are not read: send Content-Length",
        "a form: 415 a run is sent as Content-Type: application/json",
        "another site's page: 403 runs are taken only from this server's own page",
        "unknown path: 404 nothing is at /etc/passwd",
        "unknown example: 404 no example is called '../../etc'",
      ])
    XCTAssertEqual(try PlaygroundServerSupport.get("/api/run", port: port).headers["allow"], "POST")
    // A snippet that loops is stopped by its budget, at its line; the server goes on.
    let loop = try PlaygroundServerSupport.run([("loop.m", "int i = 0;\nwhile (YES) { i++; }\n")], port: port).json()
    let error = try XCTUnwrap(loop["error"] as? [String: Any])
    XCTAssertEqual(
      error["headline"] as? String,
      "loop.m:2:1: error: stopped after 10000 steps: the program may loop forever (raise the limit with --max-steps)")
    XCTAssertEqual(try PlaygroundServerSupport.get("/", port: port).status, 200)
  }

  /// A request that stops arriving gets 408 after the read timeout (5 s in these tests), and the
  /// server serves the next.
  func testARequestThatNeverEndsIsAnsweredWithATimeout() throws {
    let port = try start()
    let answer = try PlaygroundServerSupport.send(Array("GET / HTTP/1.1\r\nHost: localhost\r\n".utf8), port: port)
    XCTAssertEqual(answer.status, 408)
    XCTAssertEqual(try PlaygroundServerSupport.get("/api/examples", port: port).status, 200)
  }

  /// 100 runs in a row: the process's resident memory after them is within a generous bound of
  /// what it was after the first few (a leak of each run's trace or program would be megabytes a run).
  func testAHundredRunsInARowLeaveMemoryFlat() throws {
    let port = try start()
    let path = "upper.m"
    for _ in 0..<10 { _ = try PlaygroundServerSupport.run([(path, Self.subjectSnippet)], port: port) }
    let before = try XCTUnwrap(PlaygroundServerSupport.residentBytes())
    for _ in 0..<100 {
      let answer = try PlaygroundServerSupport.run([(path, Self.subjectSnippet)], port: port)
      XCTAssertEqual(answer.status, 200)
    }
    let after = try XCTUnwrap(PlaygroundServerSupport.residentBytes())
    let growth = after - before
    XCTAssertLessThan(growth, 24 << 20, "resident memory grew by \(growth >> 20) MB over 100 runs")
    print("PlaygroundServerTests: resident memory \(before >> 20) MB → \(after >> 20) MB over 100 runs")
  }

  func testThePageIsServedWithItsPolicyAndNothingElseIsReadFromARequest() throws {
    let port = try start()
    let page = try PlaygroundServerSupport.get("/", port: port)
    XCTAssertEqual(page.status, 200)
    XCTAssertEqual(page.headers["content-security-policy"], HTTPResponse.pagePolicy)
    XCTAssertTrue(page.body.contains(#"<textarea id="editor""#))
    XCTAssertTrue(page.body.contains(#"<main id="viewer">"#))
    let head = try PlaygroundServerSupport.send(Array("HEAD / HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8), port: port)
    XCTAssertEqual(head.status, 200)
    XCTAssertEqual(head.body, "")
    XCTAssertEqual(head.headers["content-length"], String(page.body.utf8.count))
  }

  func testTheParserWaitsForTheWholeRequestAndRefusesWhatItDoesNotRead() {
    let parser = HTTPRequestParser()
    let head = "POST /api/run?x=1 HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\n\r\n"
    XCTAssertEqual(parser.parse(Array(head.utf8)), .incomplete)
    XCTAssertEqual(parser.parse(Array((head + "ab").utf8)), .incomplete)
    XCTAssertEqual(
      parser.parse(Array((head + "abcd").utf8)),
      .request(
        HTTPRequest(
          method: "POST", path: "/api/run", version: "HTTP/1.1",
          headers: [.init(name: "host", value: "localhost"), .init(name: "content-length", value: "4")],
          body: Array("abcd".utf8))))
    func status(_ text: String) -> Int? {
      if case .failure(let error) = parser.parse(Array(text.utf8)) { return error.status.code }
      return nil
    }
    XCTAssertEqual(status("GET / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n"), 400)
    XCTAssertEqual(status("GET / HTTP/1.1\r\nContent-Length: -1\r\n\r\n"), 400)
    XCTAssertEqual(status("GET / HTTP/1.1\r\nContent-Length: 99999999999999999999999\r\n\r\n"), 400)
    XCTAssertEqual(status("GET / HTTP/1.1\r\n folded\r\n\r\n"), 400)
    XCTAssertEqual(status("GET / HTTP/1.1\r\nBad Name: x\r\n\r\n"), 400)
    XCTAssertEqual(status("GET http://x/ HTTP/1.1\r\n\r\n"), 400)
    XCTAssertEqual(status("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 17 * 1024)), 431)
    XCTAssertEqual(status("GET / HTTP/1.1\r\nX: \u{1}\r\n\r\n"), 400)
  }

  func testOnlyTheLoopbackNamesAreLocal() {
    let local = ["localhost", "127.0.0.1", "LOCALHOST:8123", "127.0.0.1:1", "localhost:65535"]
    let foreign = [
      "evil.example", "localhost.evil.example", "127.0.0.1.nip.io", "localhost:", "localhost:65536", "localhost:8a",
      "[::1]", "", "127.0.0.2", "0.0.0.0:8123",
    ]
    XCTAssertEqual(local.filter(PlaygroundRouter.isLoopbackName), local)
    XCTAssertEqual(foreign.filter(PlaygroundRouter.isLoopbackName), [])
    XCTAssertTrue(PlaygroundRouter.isLoopbackOrigin("http://127.0.0.1:8123"))
    XCTAssertFalse(PlaygroundRouter.isLoopbackOrigin("null"))
    XCTAssertFalse(PlaygroundRouter.isLoopbackOrigin("https://localhost.evil.example"))
  }
}
