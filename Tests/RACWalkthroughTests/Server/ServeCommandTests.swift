import Foundation
import ObjCInterpreter
import ObjCLibraries
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

/// `rac-walkthrough serve` as a command: its usage errors, the built tool serving until Ctrl-C
/// (SIGINT) and then ending with status 0, and `--rac-source` from the page.
final class ServeCommandTests: LeakCheckedTestCase {
  private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("ObjCInterpreterTests/Fixtures/MiniRAC").path

  func testBadArgumentsAreUsageErrors() {
    let cases = [
      ["serve", "--port", "http"], ["serve", "--port", "70000"], ["serve", "map"], ["serve", "--max-steps", "0"],
      ["serve", "--bind", "0.0.0.0"],
    ]
    let results = cases.map { VisualizationSupport.run($0) }
    XCTAssertEqual(results.map(\.status), [2, 2, 2, 2, 2])
    XCTAssertEqual(
      results.map(\.text),
      [
        "rac-walkthrough: serve: --port takes a port number from 0 to 65535, not 'http'",
        "rac-walkthrough: serve: --port takes a port number from 0 to 65535, not '70000'",
        "rac-walkthrough: serve: takes no names (the page picks the code), got 'map'",
        "rac-walkthrough: serve: --max-steps takes a whole number above 0 (at most \(Int.max)), not '0'",
        "rac-walkthrough: serve: unknown option '--bind' (see 'rac-walkthrough help serve')",
      ])
  }

  func testAPortInUseIsAOneLineError() throws {
    let server = try PlaygroundServerSupport.startServer()
    defer { server.stop() }
    let result = VisualizationSupport.run(["serve", "--port", String(server.port)])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.text,
      "rac-walkthrough: serve: cannot listen on 127.0.0.1:\(server.port): port \(server.port) is in use (choose another with --port)"
    )
  }

  func testTheToolServesUntilCtrlCAndThenEndsCleanly() throws {
    guard let executable = PlaygroundServerSupport.executable else {
      throw XCTSkip("rac-walkthrough is not built beside the tests")
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = ["serve", "--port", "0"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
    defer { watchdog.cancel() }
    var text = ""
    while !text.contains("\n") {
      let data = output.fileHandleForReading.availableData
      guard !data.isEmpty else { break }
      text += String(decoding: data, as: UTF8.self)
    }
    let firstLine = text.components(separatedBy: "\n")[0]
    let prefix = "Serving the RAC playground at http://127.0.0.1:"
    XCTAssertTrue(firstLine.hasPrefix(prefix) && firstLine.hasSuffix("/ (Ctrl-C stops it)"), firstLine)
    let port = try XCTUnwrap(UInt16(firstLine.dropFirst(prefix.count).prefix { $0.isNumber }))
    XCTAssertEqual(try PlaygroundServerSupport.get("/api/examples", port: port).status, 200)
    let run = try PlaygroundServerSupport.run([("one.m", "NSLog(@\"1\");\n")], port: port)
    XCTAssertEqual(try run.json()["output"] as? [String], ["1"])
    kill(process.processIdentifier, SIGINT)
    let rest = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationReason, .exit)
    XCTAssertEqual(process.terminationStatus, 0)
    XCTAssertEqual(text + String(decoding: rest, as: UTF8.self), firstLine + "\nStopped.\n")
    XCTAssertThrowsError(try PlaygroundServerSupport.get("/", port: port), "nothing listens any more")
  }

  /// With `serve --rac-source DIR`, a run the page asks to make on RAC's code is what `trace FILE
  /// --format html --rac-source DIR` shows: the checkout's files and lines are in the viewer's data.
  func testARunOnTheServersRACCheckoutIsWhatTraceShowsForIt() throws {
    let server = try PlaygroundServerSupport.startServer(racSource: fixture)
    defer { server.stop() }
    let folder = try PlaygroundServerSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = """
      RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [subscriber sendNext:@1];
        [subscriber sendCompleted];
        return nil;
      }];
      [[signal map:^id(NSNumber *n) { return @(n.integerValue * 10); }] subscribeNext:^(id x) { NSLog(@"%@", x); }];

      """
    let path = folder.appendingPathComponent("map.m").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let menu = try PlaygroundServerSupport.get("/api/examples", port: server.port).json()
    XCTAssertEqual(menu["racSource"] as? String, "MiniRAC")
    let answer = try PlaygroundServerSupport.run([(path, text)], port: server.port, extra: ["racSource": true]).json()
    XCTAssertEqual(answer["output"] as? [String], ["10"])
    let viewer = try XCTUnwrap(answer["viewer"] as? NSDictionary)
    XCTAssertEqual(viewer, try PlaygroundServerSupport.embeddedViewerData([path, "--rac-source", fixture]))
    let files = try XCTUnwrap(viewer["library"] as? [[String: Any]]).compactMap { $0["name"] as? String }
    XCTAssertTrue(files.contains("RACSignal.m"), "\(files)")
    // Without the checkout's box ticked, the same code runs on the Swift core.
    let onCore = try PlaygroundServerSupport.run([(path, text)], port: server.port).json()
    XCTAssertEqual(((onCore["viewer"] as? [String: Any])?["library"] as? [Any])?.count, 0)
    // A server without a checkout says so.
    let plain = try PlaygroundServerSupport.startServer()
    defer { plain.stop() }
    XCTAssertEqual(
      try PlaygroundServerSupport.run([(path, text)], port: plain.port, extra: ["racSource": true]).errorMessage,
      "this server runs no RAC checkout: start it with serve --rac-source DIR")
  }
}
