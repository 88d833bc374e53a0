import Foundation
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

/// `rac-walkthrough dap` driven as an editor drives it (`DAPTestClient`, over pipes): launch a
/// walkthrough or snippet, set breakpoints, continue, read the stack and the variables, step in,
/// step back, run to the end; on RAC's checkout (`racSource`), on a spec's example, into a
/// run-time error and past a budget.
final class DAPSessionTests: LeakCheckedTestCase {
  private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  private static let racFixture = packageRoot.appendingPathComponent("Tests/ObjCInterpreterTests/Fixtures/MiniRAC")
  private static let specFixtures = packageRoot.appendingPathComponent("Tests/RACWalkthroughTests/SpecFixtures/step")

  private func snippet(_ text: String, name: String = "snippet.m") throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dap-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return DAPSourcePaths.standardized(url.path)
  }

  private func outputs(_ client: DAPTestClient, category: String) -> [String] {
    client.allEvents.filter { $0["event"] as? String == "output" }.map(\.dapBody)
      .filter { $0["category"] as? String == category }.compactMap { $0["output"] as? String }
  }

  func testMapBreakpointStackStepInToBindStepBackVariablesAndEnd() throws {
    let client = DAPTestClient()
    client.launch(["program": "map"])
    let post = walkthroughsDirectory.appendingPathComponent("map/post.m").path
    let set = client.request("setBreakpoints", ["source": ["path": post], "breakpoints": [["line": 5]]])
    let breakpoint = try XCTUnwrap((set.dapBody["breakpoints"] as? [[String: Any]])?.first)
    XCTAssertEqual(breakpoint["verified"] as? Bool, true)
    XCTAssertEqual(breakpoint["line"] as? Int, 5)
    XCTAssertTrue(client.request("configurationDone").dapSucceeded)

    let stopped = client.event("stopped").dapBody
    XCTAssertEqual(stopped["reason"] as? String, "breakpoint")
    XCTAssertEqual(stopped["hitBreakpointIds"] as? [Int], [breakpoint["id"] as? Int ?? -1])
    XCTAssertEqual(client.stackFrames().map(\.dapPlace), ["post.m:5"])

    // Into the post's own -map:, its -flattenMap:, and on into the core's -bind:.
    var frames: [[String: Any]] = []
    var stepsIn = 0
    repeat {
      XCTAssertTrue(client.request("stepIn", ["threadId": client.stoppedThread]).dapSucceeded)
      XCTAssertEqual(client.event("stopped").dapBody["reason"] as? String, "step")
      frames = client.stackFrames()
      stepsIn += 1
    } while stepsIn < 40 && !((frames.first?["name"] as? String)?.contains("bind:") ?? false)
    let bind = try XCTUnwrap(frames.first)
    XCTAssertEqual(bind["name"] as? String, "-[RACDynamicSignal bind:]  // RACSignal.m:92 -bind:")
    XCTAssertTrue(bind.dapIsLibrary)
    let bindSource = try XCTUnwrap(bind["source"] as? [String: Any])
    XCTAssertEqual(
      bindSource["path"] as? String,
      DAPSourcePaths.standardized(
        Self.packageRoot.appendingPathComponent("Sources/RAC/Signals/RACSignal+Bind.swift").path))
    XCTAssertEqual(
      frames.map(\.dapPlace).dropFirst(),
      ["post-map-and-flattenMap.m:25", "post-map-and-flattenMap.m:9", "post.m:5"])
    XCTAssertEqual(
      frames.compactMap { $0["name"] as? String }.dropFirst(),
      ["-[RACDynamicSignal flattenMap:]", "-[RACDynamicSignal map:]", "map"])

    // Back to who called it, with which block.
    XCTAssertTrue(client.request("stepBack", ["threadId": client.stoppedThread]).dapSucceeded)
    XCTAssertEqual(client.event("stopped").dapBody["reason"] as? String, "step")
    let caller = client.stackFrames()
    XCTAssertEqual(caller.first?.dapPlace, "post-map-and-flattenMap.m:25")
    let arguments = try XCTUnwrap(client.scopes(frameId: 1)["Arguments"])
    let variables = client.variables(arguments)
    XCTAssertEqual(variables.compactMap { $0["name"] as? String }, ["self", "block"])
    XCTAssertEqual(variables.first?["value"] as? String, "<RACDynamicSignal#1 \"signal\">")
    XCTAssertEqual(variables.last?["value"] as? String, "<block innerBlock>")
    // `evaluate` gives what the Locals scope shows: the value as `%@` prints it at this stop.
    let evaluated = client.request("evaluate", ["expression": "self", "frameId": 1, "context": "hover"])
    XCTAssertEqual(evaluated.dapBody["result"] as? String, "<RACDynamicSignal: 0x6000000000a0> name: ")
    let locals = try XCTUnwrap(client.scopes(frameId: 1).first { $0.key.hasPrefix("Locals") })
    XCTAssertEqual(
      client.variables(locals.value).first { $0["name"] as? String == "self" }?["value"] as? String,
      "<RACDynamicSignal: 0x6000000000a0> name: ")

    // The block written on line 5 runs when "ABC" arrives: the breakpoint stops there again.
    XCTAssertTrue(client.request("continue", ["threadId": client.stoppedThread]).dapSucceeded)
    XCTAssertEqual(client.event("stopped").dapBody["reason"] as? String, "breakpoint")
    XCTAssertEqual(client.stackFrames().first?.dapPlace, "post.m:5")
    XCTAssertEqual(
      client.request("evaluate", ["expression": "value", "frameId": 1]).dapBody["result"] as? String, "\"ABC\"")
    XCTAssertEqual(
      client.request("evaluate", ["expression": "value == @\"ABC\"", "frameId": 1]).dapBody["result"] as? String, "YES")
    // To the end: the program's output, then exited and terminated.
    XCTAssertTrue(client.request("continue", ["threadId": client.stoppedThread]).dapSucceeded)
    XCTAssertEqual(client.event("exited").dapBody["exitCode"] as? Int, 0)
    _ = client.event("terminated")
    XCTAssertEqual(
      outputs(client, category: "stdout"), ["class-__NSCFNumber,value-3\n", "class-__NSCFConstantString,value-ABC\n"])
    XCTAssertTrue(client.request("disconnect").dapSucceeded)
  }

  func testAFunctionBreakpointOnAddSignalShowsBindsSignalsArray() throws {
    let client = DAPTestClient()
    client.launch(["program": "map"])
    let set = client.request(
      "setFunctionBreakpoints", ["breakpoints": [["name": "addSignal"], ["name": "-[RACSignal nope:]"]]])
    let breakpoints = try XCTUnwrap(set.dapBody["breakpoints"] as? [[String: Any]])
    XCTAssertEqual(breakpoints.map { $0["verified"] as? Bool }, [true, false])
    XCTAssertEqual(breakpoints.last?["message"] as? String, "nothing calls -[RACSignal nope:] in this recording")
    client.request("configurationDone")
    XCTAssertEqual(client.event("stopped").dapBody["reason"] as? String, "breakpoint")
    let top = try XCTUnwrap(client.stackFrames().first)
    XCTAssertEqual(top["name"] as? String, "addSignal  // RACSignal.m:131 -bind: addSignal")
    let arguments = try XCTUnwrap(client.scopes(frameId: 1)["Arguments"])
    let me = try XCTUnwrap(client.variables(arguments).first { $0["name"] as? String == "self" })
    let fields = client.variables(try XCTUnwrap(me["variablesReference"] as? Int))
    let signals = try XCTUnwrap(fields.first { $0["name"] as? String == "signals" })
    XCTAssertEqual(signals["value"] as? String, "[<RACDynamicSignal#1 \"signal\">]")
    XCTAssertEqual(
      client.variables(try XCTUnwrap(signals["variablesReference"] as? Int)).compactMap { $0["value"] as? String },
      ["<RACDynamicSignal#1 \"signal\">"])
    XCTAssertTrue(fields.contains { $0["name"] as? String == "compoundDisposable" })
    let count = client.request("evaluate", ["expression": "[self.signals count]", "frameId": 1])
    XCTAssertFalse(count.dapSucceeded, "a message with a receiver that is a path is not read")
    XCTAssertEqual(
      client.request("evaluate", ["expression": "self.signals.count", "frameId": 1]).dapBody["result"] as? String, "1")
    // reverseContinue with no earlier hit goes back to the entry.
    client.request("reverseContinue", ["threadId": client.stoppedThread])
    XCTAssertEqual(client.event("stopped").dapBody["reason"] as? String, "entry")
    XCTAssertEqual(client.stackFrames().map(\.dapPlace), ["post.m:1"])
    client.request("continue", ["threadId": 1])
    XCTAssertEqual(client.event("stopped").dapBody["reason"] as? String, "breakpoint")
    client.request("disconnect")
  }

  func testStepOutOfAddSignalStopsInItsCallerWithWhatItReturned() throws {
    let client = DAPTestClient()
    client.launch(["program": "map"])
    client.request("setFunctionBreakpoints", ["breakpoints": [["name": "addSignal"]]])
    client.request("configurationDone")
    XCTAssertEqual(client.event("stopped").dapBody["reason"] as? String, "breakpoint")
    let inside = client.stackFrames()
    client.request("stepOut", ["threadId": client.stoppedThread])
    XCTAssertEqual(client.event("stopped").dapBody["reason"] as? String, "step")
    let outside = client.stackFrames()
    XCTAssertEqual(outside.count, inside.count - 1)
    XCTAssertEqual(outside.first?["name"] as? String, inside.dropFirst().first?["name"] as? String)
    XCTAssertNotNil(client.scopes(frameId: 1)["Returned from addSignal"])
  }

  func testOnTheCheckoutABreakpointInsideItsBindStopsAtItsLine() throws {
    let program = try snippet(
      """
      RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [subscriber sendNext:@1];
        [subscriber sendCompleted];
        return nil;
      }];
      [[signal map:^id(NSNumber *n) { return @(n.integerValue * 10); }] subscribeNext:^(id x) { NSLog(@"%@", x); }
        completed:^{ NSLog(@"done"); }];
      """)
    let client = DAPTestClient()
    client.launch(["program": program, "racSource": Self.racFixture.path])
    let checkoutSignal = DAPSourcePaths.standardized(
      Self.racFixture.appendingPathComponent("ReactiveCocoa/RACSignal.m").path)
    let set = client.request("setBreakpoints", ["source": ["path": checkoutSignal], "breakpoints": [["line": 37]]])
    let breakpoint = try XCTUnwrap((set.dapBody["breakpoints"] as? [[String: Any]])?.first)
    XCTAssertEqual(breakpoint["verified"] as? Bool, true, "\(breakpoint)")
    XCTAssertEqual(breakpoint["line"] as? Int, 37)
    client.request("configurationDone")
    XCTAssertEqual(client.event("stopped").dapBody["reason"] as? String, "breakpoint")
    let frames = client.stackFrames()
    let top = try XCTUnwrap(frames.first)
    XCTAssertEqual((top["source"] as? [String: Any])?["path"] as? String, checkoutSignal)
    XCTAssertEqual(top["line"] as? Int, 37)
    XCTAssertTrue(top.dapIsLibrary)
    XCTAssertEqual(frames.last?.dapPlace, "snippet.m:6")
    // Step back one line in the checkout's -bind:.
    client.request("stepBack", ["threadId": client.stoppedThread])
    _ = client.event("stopped")
    XCTAssertEqual(client.stackFrames().first?["line"] as? Int, 36)
    // Forwards again from line 36: the breakpoint once more, then the end.
    var later: [String] = []
    client.request("continue", ["threadId": client.stoppedThread])
    while client.stoppedOrTerminated()["event"] as? String == "stopped" {
      later.append(client.stackFrames().first?.dapPlace ?? "none")
      client.request("continue", ["threadId": client.stoppedThread])
    }
    XCTAssertEqual(later, ["RACSignal.m:37"])
    XCTAssertEqual(outputs(client, category: "stdout"), ["10\n", "done\n"])
  }

  func testASpecExampleStopsOnlyWhereItsConditionHolds() throws {
    let client = DAPTestClient()
    let spec = DAPSourcePaths.standardized(Self.specFixtures.appendingPathComponent("DoublingSpec.m").path)
    client.launch(["program": spec, "example": "doubles each value"])
    let set = client.request(
      "setBreakpoints", ["source": ["path": spec], "breakpoints": [["line": 23, "condition": "n == @2"]]])
    XCTAssertEqual((set.dapBody["breakpoints"] as? [[String: Any]])?.first?["verified"] as? Bool, true)
    client.request("configurationDone")
    XCTAssertEqual(client.event("stopped").dapBody["reason"] as? String, "breakpoint")
    XCTAssertEqual(client.stackFrames().first?.dapPlace, "DoublingSpec.m:23")
    XCTAssertEqual(client.request("evaluate", ["expression": "n", "frameId": 1]).dapBody["result"] as? String, "2")
    client.request("continue", ["threadId": client.stoppedThread])
    XCTAssertEqual(client.event("exited").dapBody["exitCode"] as? Int, 0)
    XCTAssertEqual(outputs(client, category: "stdout"), ["seen 2,4\n"])
  }

  func testAHitCountStopsAtTheNthArrivalOnlyBothWays() throws {
    let client = DAPTestClient()
    let spec = DAPSourcePaths.standardized(Self.specFixtures.appendingPathComponent("DoublingSpec.m").path)
    client.launch(["program": spec, "example": "doubles each value"])
    client.request(
      "setBreakpoints", ["source": ["path": spec], "breakpoints": [["line": 23, "hitCondition": "== 2"]]])
    client.request("configurationDone")
    XCTAssertEqual(client.event("stopped").dapBody["reason"] as? String, "breakpoint")
    XCTAssertEqual(client.request("evaluate", ["expression": "n", "frameId": 1]).dapBody["result"] as? String, "2")
    // Backwards, the first arrival is not the second: reverseContinue goes back to the entry.
    client.request("reverseContinue", ["threadId": client.stoppedThread])
    XCTAssertEqual(client.event("stopped").dapBody["reason"] as? String, "entry")
    client.request("continue", ["threadId": client.stoppedThread])
    XCTAssertEqual(client.event("stopped").dapBody["reason"] as? String, "breakpoint")
    XCTAssertEqual(client.request("evaluate", ["expression": "n", "frameId": 1]).dapBody["result"] as? String, "2")
    client.request("continue", ["threadId": client.stoppedThread])
    XCTAssertEqual(client.event("exited").dapBody["exitCode"] as? Int, 0)
  }

  /// One request may name a line many times, and lines that do not run: each breakpoint is verified
  /// at the line that runs at or after its own (a comment moves to the loop below it), and past the
  /// last line that runs it is unverified; the run stops there once (a one-line loop's turns are one
  /// arrival), then runs to its end.
  func testManyBreakpointsMoveToTheNextLineThatRunsAndStopWhereTheyArrive() throws {
    let path = try snippet("int x = 0;\n// counting\nfor (int i = 0; i < 3; i++) { x++; }\nNSLog(@\"%d\", x);\n")
    let client = DAPTestClient()
    client.launch(["program": path])
    let lines = [2, 3, 2, 3, 9] + Array(repeating: 3, count: 500)
    let answer = client.request(
      "setBreakpoints", ["source": ["path": path], "breakpoints": lines.map { ["line": $0] as [String: Any] }])
    let breakpoints = answer.dapBody["breakpoints"] as? [[String: Any]] ?? []
    XCTAssertEqual(breakpoints.count, 505)
    XCTAssertEqual(breakpoints.prefix(5).map { $0["verified"] as? Bool }, [true, true, true, true, false])
    XCTAssertEqual(breakpoints.prefix(4).map { $0["line"] as? Int }, [3, 3, 3, 3])
    XCTAssertEqual(Set(breakpoints.dropFirst(5).map { $0["line"] as? Int }), [3])
    client.request("configurationDone")
    XCTAssertEqual(client.event("stopped").dapBody["reason"] as? String, "breakpoint")
    XCTAssertEqual(client.request("evaluate", ["expression": "x", "frameId": 1]).dapBody["result"] as? String, "0")
    client.request("continue", ["threadId": client.stoppedThread])
    XCTAssertEqual(client.event("exited").dapBody["exitCode"] as? Int, 0)
  }

  func testARuntimeErrorStopsWithExceptionAtItsLineThenTheProgramExits() throws {
    let program = try snippet(
      """
      RACSubject *subject = [RACSubject subject];
      [subject subscribeNext:^(id x) { NSLog(@"got %@", x); }];
      [subject sendNext:@1];
      [subject frobnicate];
      NSLog(@"never");
      """)
    let client = DAPTestClient()
    client.launch(["program": program])
    client.request("configurationDone")
    let stopped = client.event("stopped").dapBody
    XCTAssertEqual(stopped["reason"] as? String, "exception")
    XCTAssertTrue((stopped["text"] as? String)?.contains("frobnicate") ?? false, "\(stopped)")
    XCTAssertEqual(client.stackFrames().first?.dapPlace, "snippet.m:4")
    let info = client.request("exceptionInfo", ["threadId": client.stoppedThread])
    XCTAssertEqual(info.dapBody["breakMode"] as? String, "always")
    // Back from the error to the stop before it (line 3's sendNext: runs the block of line 2),
    // and forwards into it again.
    client.request("stepBack", ["threadId": client.stoppedThread])
    _ = client.event("stopped")
    XCTAssertEqual(client.stackFrames().first?.dapPlace, "snippet.m:2")
    client.request("continue", ["threadId": client.stoppedThread])
    XCTAssertEqual(client.event("stopped").dapBody["reason"] as? String, "exception")
    client.request("continue", ["threadId": client.stoppedThread])
    XCTAssertEqual(client.event("exited").dapBody["exitCode"] as? Int, 1)
    _ = client.event("terminated")
    XCTAssertEqual(outputs(client, category: "stdout"), ["got 1\n"])
    XCTAssertTrue(
      outputs(client, category: "stderr").first?.hasPrefix(program + ":4:") ?? false,
      "\(outputs(client, category: "stderr"))")
  }

  func testAProgramPastItsBudgetEndsWithTerminatedAndTheBudget() throws {
    let program = try snippet(
      """
      int n = 0;
      while (YES) { n = n + 1; }
      """)
    let client = DAPTestClient()
    client.launch(["program": program, "maxSteps": 500])
    client.request("configurationDone")
    XCTAssertEqual(client.event("exited").dapBody["exitCode"] as? Int, 1)
    _ = client.event("terminated")
    XCTAssertTrue(client.takeEvents("stopped").isEmpty)
    let errors = outputs(client, category: "stderr")
    XCTAssertTrue(errors.contains { $0.contains("stopped after 500 steps") }, "\(errors)")
    XCTAssertFalse(client.request("next", ["threadId": 1]).dapSucceeded)
  }
}
