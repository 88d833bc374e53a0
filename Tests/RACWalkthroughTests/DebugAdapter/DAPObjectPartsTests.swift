import Foundation
import XCTest

@testable import RACWalkthroughCLI

/// What an object opens to in the variables pane beyond its instance variables: a replay subject's
/// kept values and its subscribers (each subscriber with its own parts), and a program's object's
/// properties by their getters' values, read without running the program's code.
final class DAPObjectPartsTests: LeakCheckedTestCase {
  private func snippet(_ text: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dap-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("parts.m")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return DAPSourcePaths.standardized(url.path)
  }

  /// The Locals of the innermost frame, as a tree.
  private func locals(_ client: DAPTestClient, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
    let scopes = client.scopes(frameId: 1, file: file, line: line)
    let found = try XCTUnwrap(scopes.first { $0.key.hasPrefix("Locals") }, "\(scopes.keys)", file: file, line: line)
    return client.tree(found.value, levels: 5)
  }

  /// The lines of `tree` from the one starting with `name` up to the next variable of its level.
  private func variable(_ name: String, in tree: [String]) -> [String] {
    guard let start = tree.firstIndex(where: { $0.hasPrefix(name + " = ") }) else { return [] }
    let rest = tree[(start + 1)...].prefix { $0.hasPrefix(" ") }
    return [tree[start]] + rest
  }

  func testAReplaySubjectShowsTheValuesItKeepsInOrderAndItsSubscribersWithTheirParts() throws {
    let program = try snippet(
      """
      RACReplaySubject *replay = [RACReplaySubject replaySubjectWithCapacity:2];
      [replay sendNext:@1];
      [replay sendNext:@2];
      [replay sendNext:@3];
      RACDisposable *disposable = [replay subscribeNext:^(id x) {
        NSLog(@"%@", x);
      }];
      [replay sendCompleted];
      NSLog(@"done");
      """)
    let client = DAPTestClient()
    client.launch(["program": program])
    client.request(
      "setBreakpoints", ["source": ["path": program], "breakpoints": [["line": 4], ["line": 8], ["line": 9]]])
    client.request("configurationDone")

    // Two values sent: kept in the order sent.
    _ = client.event("stopped")
    XCTAssertEqual(
      variable("replay", in: try locals(client)),
      [
        "replay = <RACReplaySubject: 0x6000000000c0> name: ",
        "  subscribers = (⏎)",
        "  capacity = 2",
        "  valuesReceived = (⏎    1,⏎    2⏎)",
        "    [0] = 1",
        "    [1] = 2",
        "  hasCompleted = NO",
        "  hasError = NO",
        "  error = nil",
        "  kept alive by = 1 variable",
        "    [0] = replay",
      ])

    // A third value past a capacity of two: the oldest has gone. Subscribed: the subscriber the
    // subject keeps, and what that subscriber holds in turn.
    client.request("continue", ["threadId": client.stoppedThread])
    _ = client.event("stopped")
    let subscribed = variable("replay", in: try locals(client))
    XCTAssertEqual(
      Array(subscribed.prefix(3)),
      [
        "replay = <RACReplaySubject: 0x6000000000c0> name: ",
        "  subscribers = (⏎    \"<RACPassthroughSubscriber: 0x6000000001c0>\"⏎)",
        "    [0] = <RACPassthroughSubscriber: 0x6000000001c0>",
      ])
    XCTAssertEqual(
      subscribed.filter { $0.hasPrefix("      ") && !$0.hasPrefix("       ") },
      [
        "      innerSubscriber = <RACSubscriber: 0x600000000100>",
        "      signal = <RACReplaySubject: 0x6000000000c0> name: ",
        "      disposable = <RACCompoundDisposable: 0x6000000001a0>",
        "      kept alive by = 1 variable",
      ])
    XCTAssertTrue(subscribed.contains("  valuesReceived = (⏎    2,⏎    3⏎)"), "\(subscribed)")

    // Completed: the subject remembers it and keeps its values. It keeps its subscriber too, as
    // RACSubject.m does: only disposing the disposable `-subscribe:` returned (here inside the one
    // the program holds, not disposed) takes a subscriber out of `subscribers`.
    client.request("continue", ["threadId": client.stoppedThread])
    _ = client.event("stopped")
    let tree = try locals(client)
    let completed = variable("replay", in: tree)
    XCTAssertEqual(
      completed.filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") },
      [
        "  subscribers = (⏎    \"<RACPassthroughSubscriber: 0x6000000001c0>\"⏎)",
        "  capacity = 2",
        "  valuesReceived = (⏎    2,⏎    3⏎)",
        "  hasCompleted = YES",
        "  hasError = NO",
        "  error = nil",
        "  kept alive by = 1 variable",
      ])
    let held = variable("disposable", in: tree)
    XCTAssertEqual(held.first, "disposable = <RACCompoundDisposable: 0x600000000140>")
    XCTAssertTrue(held.contains("  disposed = NO"), "\(held)")
    XCTAssertEqual(
      client.request("evaluate", ["expression": "replay.valuesReceived.count", "frameId": 1]).dapBody["result"]
        as? String, "2")
    client.request("continue", ["threadId": client.stoppedThread])
    XCTAssertEqual(client.stoppedOrTerminated()["event"] as? String, "terminated")
  }

  func testPropertiesShowTheirGettersValuesAndAGetterOfTheProgramsWithMoreThanAReadIsNotRun() throws {
    let program = try snippet(
      """
      @interface Account : NSObject
      @property (nonatomic, copy) NSArray *owners;
      @property (nonatomic) int balance;
      @property (nonatomic, getter=isOpen) BOOL open;
      @property (nonatomic) int total;
      @end
      @implementation Account
      - (int)balance { return _balance; }
      - (int)total { NSLog(@"total was run"); return _total + _balance; }
      @end

      Account *account = [Account new];
      account.owners = @[@"ann"];
      account.balance = 5;
      account.open = YES;
      NSLog(@"end");
      """)
    let client = DAPTestClient()
    client.launch(["program": program])
    client.request("setBreakpoints", ["source": ["path": program], "breakpoints": [["line": 16]]])
    client.request("configurationDone")
    _ = client.event("stopped")
    XCTAssertEqual(
      variable("account", in: try locals(client)),
      [
        "account = <Account: 0x6000000000a0>",
        "  _owners = (⏎    ann⏎)",
        "    [0] = ann",
        "  _balance = 5",
        "  _open = YES",
        "  _total = 0",
        "  owners = (⏎    ann⏎)",
        "    [0] = ann",
        "  balance = 5",
        "  open = YES",
        "  total = not run at a stop: -[Account total] is the program's own code",
        "  kept alive by = 1 variable",
        "    [0] = account",
      ])
    XCTAssertEqual(
      client.request("evaluate", ["expression": "account.balance", "frameId": 1]).dapBody["result"] as? String, "5")
    XCTAssertEqual(
      client.request("evaluate", ["expression": "account.owners.count", "frameId": 1]).dapBody["result"] as? String,
      "1")
    let total = client.request("evaluate", ["expression": "account.total", "frameId": 1])
    XCTAssertFalse(total.dapSucceeded)
    XCTAssertEqual(
      total["message"] as? String,
      "'total': not run at a stop: -[Account total] is the program's own code")
    client.request("continue", ["threadId": client.stoppedThread])
    XCTAssertEqual(client.stoppedOrTerminated()["event"] as? String, "terminated")
    // Nothing the debugger showed ran the program's getter.
    let printed = client.allEvents.filter { $0["event"] as? String == "output" }.map(\.dapBody)
      .filter { $0["category"] as? String == "stdout" }.compactMap { $0["output"] as? String }
    XCTAssertEqual(printed, ["end\n"])
  }
}
