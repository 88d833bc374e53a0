import Foundation
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

/// The adapter as each editor's client speaks to it: the `initialize` arguments that client sends
/// first, its `launch` as the configuration in docs/debugging.md turns into one (the whole
/// configuration, `type` and `name` included, as nvim-dap and dape send it), then the requests it
/// makes on its own at the start and at each stop (`threads`, `stackTrace` from frame 0 with a
/// level limit, `scopes`, `variables` of the scopes not marked expensive), through to the end. No
/// editor runs here: these transcripts are the check of docs/debugging.md's configurations.
final class DAPEditorClientsTests: LeakCheckedTestCase {
  /// One editor's session on `map` with a breakpoint on post.m:5, to the end: each request the
  /// client makes succeeds, the stops are the breakpoint's (the line itself, then the block written
  /// on it when "ABC" arrives), and the program's output arrives.
  private func session(
    initialize: [String: Any], launch: [String: Any], file: StaticString = #filePath, line: UInt = #line
  )
    throws
  {
    let client = DAPTestClient()
    let initialized = client.request("initialize", initialize)
    XCTAssertTrue(initialized.dapSucceeded, "\(initialized)", file: file, line: line)
    XCTAssertEqual(initialized.dapBody["supportsConfigurationDoneRequest"] as? Bool, true, file: file, line: line)
    XCTAssertEqual(initialized.dapBody["supportsStepBack"] as? Bool, true, file: file, line: line)
    // A recording cannot be changed: the capability says so, and editors grey out "Set Value".
    XCTAssertEqual(initialized.dapBody["supportsSetVariable"] as? Bool, false, file: file, line: line)
    let launched = client.request("launch", launch)
    XCTAssertTrue(launched.dapSucceeded, "\(launched)", file: file, line: line)
    _ = client.event("initialized", file: file, line: line)
    let post = walkthroughsDirectory.appendingPathComponent("map/post.m").path
    let set = client.request(
      "setBreakpoints",
      ["source": ["path": post, "name": "post.m"], "breakpoints": [["line": 5]], "sourceModified": false])
    XCTAssertEqual(
      (set.dapBody["breakpoints"] as? [[String: Any]])?.map { $0["verified"] as? Bool }, [true], file: file, line: line)
    XCTAssertTrue(
      client.request("setExceptionBreakpoints", ["filters": [] as [Any]]).dapSucceeded, file: file, line: line)
    XCTAssertTrue(client.request("configurationDone").dapSucceeded, file: file, line: line)
    var stops: [String] = []
    var variablesSeen = 0
    while client.stoppedOrTerminated(file: file, line: line)["event"] as? String == "stopped" {
      let threads = client.request("threads").dapBody["threads"] as? [[String: Any]] ?? []
      XCTAssertEqual(threads.first?["name"] as? String, "main", file: file, line: line)
      let trace = client.request("stackTrace", ["threadId": client.stoppedThread, "startFrame": 0, "levels": 20])
      let frames = trace.dapBody["stackFrames"] as? [[String: Any]] ?? []
      stops.append(frames.first?.dapPlace ?? "none")
      let frameId = frames.first?["id"] as? Int ?? 0
      let scopes = client.request("scopes", ["frameId": frameId]).dapBody["scopes"] as? [[String: Any]] ?? []
      for scope in scopes where scope["expensive"] as? Bool != true {
        let reference = scope["variablesReference"] as? Int ?? 0
        let variables = client.request("variables", ["variablesReference": reference])
        XCTAssertTrue(variables.dapSucceeded, "\(variables)", file: file, line: line)
        variablesSeen += (variables.dapBody["variables"] as? [Any])?.count ?? 0
      }
      XCTAssertTrue(client.request("continue", ["threadId": client.stoppedThread]).dapSucceeded, file: file, line: line)
    }
    XCTAssertEqual(stops, ["post.m:5", "post.m:5"], file: file, line: line)
    XCTAssertGreaterThan(variablesSeen, 0, file: file, line: line)
    let printed = client.allEvents.filter { $0["event"] as? String == "output" }.map(\.dapBody)
      .filter { $0["category"] as? String == "stdout" }.compactMap { $0["output"] as? String }
    XCTAssertEqual(
      printed, ["class-__NSCFNumber,value-3\n", "class-__NSCFConstantString,value-ABC\n"], file: file, line: line)
    XCTAssertTrue(client.request("disconnect", ["restart": false, "terminateDebuggee": true]).dapSucceeded)
  }

  func testNvimDapsInitializeAndConfigurationRunASession() throws {
    try session(
      initialize: [
        "clientID": "neovim", "clientName": "neovim", "adapterID": "rac-walkthrough", "pathFormat": "path",
        "columnsStartAt1": true, "linesStartAt1": true, "supportsRunInTerminalRequest": true,
        "supportsVariableType": true, "supportsProgressReporting": true, "supportsStartDebuggingRequest": true,
        "locale": "en_US.UTF-8",
      ],
      launch: ["type": "rac-walkthrough", "request": "launch", "name": "map", "program": "map", "stopOnEntry": false])
  }

  func testDapesInitializeAndConfigurationRunASession() throws {
    try session(
      initialize: [
        "clientID": "dape", "adapterID": "rac-walkthrough", "pathFormat": "path", "linesStartAt1": true,
        "columnsStartAt1": true, "supportsRunInTerminalRequest": true, "supportsArgsCanBeInterpretedByShell": true,
        "supportsProgressReporting": true, "supportsStartDebuggingRequest": true,
      ],
      launch: ["type": "rac-walkthrough", "request": "launch", "program": "map"])
  }

  func testVSCodesInitializeAndLaunchJsonRunASession() throws {
    try session(
      initialize: [
        "clientID": "vscode", "clientName": "Visual Studio Code", "adapterID": "rac-walkthrough", "pathFormat": "path",
        "linesStartAt1": true, "columnsStartAt1": true, "supportsVariableType": true, "supportsVariablePaging": true,
        "supportsRunInTerminalRequest": true, "locale": "en", "supportsProgressReporting": true,
        "supportsInvalidatedEvent": true, "supportsMemoryReferences": true, "supportsArgsCanBeInterpretedByShell": true,
        "supportsMemoryEvent": true, "supportsStartDebuggingRequest": true,
      ],
      launch: [
        "type": "rac-walkthrough", "request": "launch", "name": "map, stopped at the first line", "program": "map",
        "stopOnEntry": false, "__configurationTarget": 6, "__sessionId": "0b7c2a1e",
      ])
  }
}
