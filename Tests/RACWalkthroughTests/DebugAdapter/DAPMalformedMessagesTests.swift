import Foundation
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

/// Whatever a client sends, the adapter answers: a malformed message, an unknown command or a
/// request out of order gets an error response with a one-line reason, and the session goes on.
final class DAPMalformedMessagesTests: LeakCheckedTestCase {
  private func framed(_ text: String) -> [UInt8] { DAPFrameReader.frame(Data(text.utf8)) }

  /// Sends raw bytes; the next response must be an error whose message contains `reason`.
  private func assertRefused(
    _ client: DAPTestClient, _ bytes: [UInt8], _ reason: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    client.writeRaw(bytes)
    let response = client.nextResponse(file: file, line: line)
    XCTAssertEqual(response["success"] as? Bool, false, "\(response)", file: file, line: line)
    let message = response["message"] as? String ?? ""
    XCTAssertTrue(message.contains(reason), "'\(message)' does not say '\(reason)'", file: file, line: line)
    XCTAssertFalse(message.contains("\n"), file: file, line: line)
  }

  private func assertRefused(
    _ client: DAPTestClient, _ command: String, _ arguments: [String: Any]?, _ reason: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let response = client.request(command, arguments, file: file, line: line)
    XCTAssertEqual(response["success"] as? Bool, false, "\(response)", file: file, line: line)
    let message = response["message"] as? String ?? ""
    XCTAssertTrue(message.contains(reason), "'\(message)' does not say '\(reason)'", file: file, line: line)
  }

  func testMalformedFramesAndBodiesEachGetAnErrorResponse() {
    let client = DAPTestClient()
    assertRefused(client, Array("Content-Type: json\r\n\r\n".utf8), "without Content-Length")
    assertRefused(client, Array("Content-Length: ten\r\n\r\n".utf8), "whole number of bytes")
    assertRefused(client, Array("Content-Length: -4\r\n\r\n".utf8), "whole number of bytes")
    assertRefused(client, Array("Content-Length: 999999999999\r\n\r\n".utf8), "larger than")
    assertRefused(client, Array("Content-Length 12\r\n\r\n".utf8), "without ':'")
    assertRefused(client, framed("{\"seq\": 1, \"type\": "), "not JSON")
    assertRefused(client, DAPFrameReader.frame(Data([0x7B, 0xFF, 0xFE, 0x7D])), "not UTF-8")
    assertRefused(client, framed("[1, 2, 3]"), "not a JSON object")
    assertRefused(client, framed("{\"type\": \"request\", \"command\": \"initialize\"}"), "'seq'")
    assertRefused(client, framed("{\"seq\": 1.5, \"type\": \"request\", \"command\": \"initialize\"}"), "'seq'")
    assertRefused(client, framed("{\"seq\": 1, \"command\": \"initialize\"}"), "no 'type'")
    assertRefused(client, framed("{\"seq\": 1, \"type\": \"event\", \"event\": \"x\"}"), "requests only")
    assertRefused(client, framed("{\"seq\": 1, \"type\": \"request\"}"), "no 'command'")
    assertRefused(client, framed("{\"seq\": 1, \"type\": \"request\", \"command\": 7}"), "'command'")
    assertRefused(
      client, framed("{\"seq\": 1, \"type\": \"request\", \"command\": \"initialize\", \"arguments\": [1]}"),
      "not a JSON object")
    // After all of that, the session still answers.
    XCTAssertEqual(client.request("initialize", ["adapterID": "rac"])["success"] as? Bool, true)
  }

  func testRequestsOutOfOrderOrUnknownEachGetAnErrorResponse() throws {
    let client = DAPTestClient()
    assertRefused(client, "launch", ["program": "map"], "before 'initialize'")
    assertRefused(client, "next", ["threadId": 1], "before 'initialize'")
    XCTAssertTrue(client.request("initialize", [:]).dapSucceeded)
    assertRefused(client, "initialize", [:], "sent already")
    assertRefused(client, "frobnicate", [:], "unknown command 'frobnicate'")
    assertRefused(client, "attach", [:], "not supported")
    assertRefused(client, "setVariable", ["variablesReference": 1, "name": "x", "value": "2"], "not supported")
    assertRefused(client, "setBreakpoints", ["source": ["path": "/x.m"]], "before 'launch'")
    assertRefused(client, "stackTrace", ["threadId": 1], "before 'launch'")
    assertRefused(client, "launch", [:], "no 'program'")
    assertRefused(client, "launch", ["program": 42], "'program' is")
    assertRefused(client, "launch", ["program": "no-such-walkthrough"], "no-such-walkthrough")
    assertRefused(client, "launch", ["program": "/nonexistent/x.m"], "no such file")
    assertRefused(client, "launch", ["program": "map", "maxSteps": -3], "'maxSteps'")
    assertRefused(client, "launch", ["program": "map", "maxMemory": "lots"], "'maxMemory'")
    assertRefused(client, "launch", ["program": "map", "stopOnEntry": "yes"], "'stopOnEntry'")
    assertRefused(client, "launch", ["program": "map", "racSource": "/nonexistent-rac"], "racSource")
    XCTAssertTrue(client.request("launch", ["program": "map", "stopOnEntry": true]).dapSucceeded)
    assertRefused(client, "launch", ["program": "map"], "launched already")
    assertRefused(client, "setBreakpoints", ["breakpoints": [["line": 1]]], "'source'")
    assertRefused(
      client, "setBreakpoints",
      [
        "source": ["path": walkthroughsDirectory.appendingPathComponent("map/post.m").path],
        "breakpoints": [["line": 0]],
      ],
      "'line' from 1")
    assertRefused(client, "setFunctionBreakpoints", [:], "'breakpoints'")
    assertRefused(client, "stackTrace", ["threadId": 1], "before 'configurationDone'")
    assertRefused(client, "next", ["threadId": 1], "before 'configurationDone'")
    XCTAssertTrue(client.request("configurationDone").dapSucceeded)
    _ = client.event("stopped")
    assertRefused(client, "configurationDone", nil, "sent already")
    assertRefused(client, "scopes", ["frameId": 99], "no frame 99")
    assertRefused(client, "variables", ["variablesReference": 12345], "no variables with reference 12345")
    assertRefused(client, "variables", [:], "'variablesReference'")
    assertRefused(client, "evaluate", ["expression": "[self setName:@\"x\"]", "frameId": 1], "no arguments")
    assertRefused(client, "evaluate", ["expression": "nosuchthing", "frameId": 1], "no variable 'nosuchthing'")
    assertRefused(client, "evaluate", ["frameId": 1], "'expression'")
    let long = client.request("evaluate", ["expression": String(repeating: "x", count: 5_000), "frameId": 1])
    let longMessage = long["message"] as? String ?? ""
    XCTAssertTrue(
      longMessage.hasPrefix("no variable '\(String(repeating: "x", count: 80))…' at this stop"), longMessage)
    XCTAssertLessThan(longMessage.count, 300)
    assertRefused(client, "exceptionInfo", ["threadId": 1], "not stopped at an exception")
    XCTAssertTrue(client.request("terminate").dapSucceeded)
    assertRefused(client, "next", ["threadId": 1], "has ended")
    assertRefused(client, "stackTrace", ["threadId": 1], "has ended")
    XCTAssertTrue(client.request("disconnect").dapSucceeded)
  }

  func testBreakpointsThatCannotStopAreUnverifiedWithTheReason() throws {
    let client = DAPTestClient()
    client.launch(["program": "map"])
    let post = walkthroughsDirectory.appendingPathComponent("map/post.m").path
    let set = client.request(
      "setBreakpoints",
      ["source": ["path": post], "breakpoints": [["line": 12], ["line": 400], ["line": 9, "hitCondition": "often"]]])
    let breakpoints = try XCTUnwrap(set.dapBody["breakpoints"] as? [[String: Any]])
    XCTAssertEqual(breakpoints.map { $0["verified"] as? Bool }, [true, false, false])
    XCTAssertEqual(breakpoints.map { $0["line"] as? Int }, [13, 400, 9])
    XCTAssertEqual(
      breakpoints.map { $0["message"] as? String },
      [
        "moved from line 12: that line does not run in this recording",
        "no line at or after line 400 runs in this recording",
        "hit count 'often' is not N, >= N, == N, > N, < N, <= N or % N",
      ])
    let elsewhere = client.request(
      "setBreakpoints", ["source": ["path": "/tmp/not-in-the-program.m"], "breakpoints": [["line": 1]]])
    XCTAssertEqual(
      (elsewhere.dapBody["breakpoints"] as? [[String: Any]])?.first?["message"] as? String,
      "not-in-the-program.m runs no code in this program (no line of it runs in this recording)")
  }

  func testWhatTheAdapterWritesIsJSONWhateverTheTextHolds() throws {
    let text = "tab\there \"quoted\" back\\slash \u{1}\u{7F} 中文 ✝\n"
    let data = DAPSession.output(text, category: "stdout").data(seq: 7)
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertEqual(object["seq"] as? Int, 7)
    XCTAssertEqual(object.dapBody["output"] as? String, text)
    XCTAssertEqual(object.dapBody["category"] as? String, "stdout")
  }
}
