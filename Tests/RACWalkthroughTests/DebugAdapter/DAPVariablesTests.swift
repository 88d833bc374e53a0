import Foundation
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

/// `scopes` and `variables` of the program's own frames, from the variables the recording captured
/// as each statement began: locals, `self`'s instance variables, a block's captures, collections,
/// RAC objects' state and who keeps each object alive, at the cursor's moment, backwards too.
final class DAPVariablesTests: LeakCheckedTestCase {
  private func snippet(_ text: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dap-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("counter.m")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return DAPSourcePaths.standardized(url.path)
  }

  private static let counterProgram = """
    @interface Counter : NSObject
    @property (nonatomic, strong) NSArray *items;
    @property (nonatomic) int count;
    @end
    @implementation Counter
    - (void)addItem:(NSString *)item {
      self.items = [self.items arrayByAddingObject:item];
      self.count = self.count + 1;
    }
    @end

    Counter *counter = [Counter new];
    counter.items = @[];
    [counter addItem:@"a"];
    [counter addItem:@"b"];
    NSDictionary *sizes = @{@"a": @1};
    RACSubject *subject = [RACSubject subject];
    RACDisposable *disposable = [subject subscribeNext:^(id x) {
      NSLog(@"%@ %@", x, counter.items);
    }];
    [subject sendNext:@1];
    [disposable dispose];
    NSLog(@"done");
    """

  /// The variables of scope `name` (a prefix: `Locals` finds `Locals (as line 14 began)`) of
  /// frame `frameId`, as a tree.
  private func scope(
    _ name: String, frameId: Int = 1, _ client: DAPTestClient, file: StaticString = #filePath, line: UInt = #line
  ) throws -> [String] {
    let scopes = client.scopes(frameId: frameId, file: file, line: line)
    let found = try XCTUnwrap(scopes.first { $0.key.hasPrefix(name) }, "\(scopes.keys)", file: file, line: line)
    return client.tree(found.value, levels: 5)
  }

  private func scopeNames(frameId: Int, _ client: DAPTestClient) -> [String] {
    let response = client.request("scopes", ["frameId": frameId])
    return (response.dapBody["scopes"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
  }

  func testLocalsInstanceVariablesAndCapturesAreTheValuesOfEachStopForwardsAndBack() throws {
    let program = try snippet(Self.counterProgram)
    let client = DAPTestClient()
    client.launch(["program": program])
    client.request(
      "setBreakpoints", ["source": ["path": program], "breakpoints": [["line": 8], ["line": 19], ["line": 23]]])
    client.request("configurationDone")

    // In -addItem: on its second line: the first line has set _items, not yet _count.
    XCTAssertEqual(client.event("stopped").dapBody["reason"] as? String, "breakpoint")
    XCTAssertEqual(client.stackFrames().map(\.dapPlace), ["counter.m:8", "counter.m:14"])
    XCTAssertEqual(
      scopeNames(frameId: 1, client), ["Locals", "Arguments", DAPScopes.bookkeepingName, DAPScopes.outputName])
    XCTAssertEqual(
      try scope("Locals", client),
      [
        "self = <Counter: 0x6000000000a0>",
        "  _items = (⏎    a⏎)",
        "    [0] = a",
        "  _count = 0",
        "  items = (⏎    a⏎)",
        "    [0] = a",
        "  count = 0",
        "  kept alive by = 2 variables",
        "    [0] = self",
        "    [1] = frame 2 counter.m: counter",
        "item = a",
      ])
    // The caller's variables are those of the start of its line, before the call: no item yet.
    XCTAssertEqual(
      try scope("Locals (as line 14 began)", frameId: 2, client),
      [
        "self = <Snippet: 0x600000000080>",
        "  kept alive by = 1 variable",
        "    [0] = self",
        "counter = <Counter: 0x6000000000a0>",
        "  _items = (⏎)",
        "  _count = 0",
        "  items = (⏎)",
        "  count = 0",
        "  kept alive by = 2 variables",
        "    [0] = frame 1 -[Counter addItem:]: self",
        "    [1] = counter",
      ])

    client.request("continue", ["threadId": client.stoppedThread])
    _ = client.event("stopped")
    XCTAssertEqual(
      try scope("Locals", client),
      [
        "self = <Counter: 0x6000000000a0>",
        "  _items = (⏎    a,⏎    b⏎)",
        "    [0] = a",
        "    [1] = b",
        "  _count = 1",
        "  items = (⏎    a,⏎    b⏎)",
        "    [0] = a",
        "    [1] = b",
        "  count = 1",
        "  kept alive by = 2 variables",
        "    [0] = self",
        "    [1] = frame 2 counter.m: counter",
        "item = b",
      ])

    // In the block the subject calls: its argument, and what it captured.
    client.request("continue", ["threadId": client.stoppedThread])
    _ = client.event("stopped")
    XCTAssertEqual(client.stackFrames().first?.dapPlace, "counter.m:19")
    XCTAssertEqual(try scope("Locals", client), ["x = 1"])
    XCTAssertEqual(
      try scope("Captured by the block", client),
      [
        "counter = <Counter: 0x6000000000a0>",
        "  _items = (⏎    a,⏎    b⏎)",
        "    [0] = a",
        "    [1] = b",
        "  _count = 2",
        "  items = (⏎    a,⏎    b⏎)",
        "    [0] = a",
        "    [1] = b",
        "  count = 2",
        "  kept alive by = 2 variables",
        "    [0] = counter",
        "    [1] = frame 6 counter.m: counter",
      ])

    // After -dispose: the subject has no subscriber left, the disposable is disposed.
    client.request("continue", ["threadId": client.stoppedThread])
    _ = client.event("stopped")
    XCTAssertEqual(client.stackFrames().map(\.dapPlace), ["counter.m:23"])
    let atEnd = try scope("Locals", client)
    XCTAssertEqual(
      Array(atEnd.drop { !$0.hasPrefix("sizes") }),
      [
        "sizes = {⏎    a = 1;⏎}",
        "  @\"a\" = 1",
        "subject = <RACSubject: 0x6000000000e0> name: ",
        "  subscribers = (⏎)",
        "  kept alive by = 1 variable",
        "    [0] = subject",
        "disposable = <RACDisposable: 0x6000000001c0>",
        "  disposed = YES",
        "  kept alive by = 1 variable",
        "    [0] = disposable",
      ])

    // One step back, before -dispose: the values recorded at that stop.
    client.request("stepBack", ["threadId": client.stoppedThread])
    _ = client.event("stopped")
    XCTAssertEqual(client.stackFrames().map(\.dapPlace), ["counter.m:22"])
    let before = try scope("Locals", client)
    XCTAssertEqual(
      Array(before.drop { !$0.hasPrefix("subject") }),
      [
        "subject = <RACSubject: 0x6000000000e0> name: ",
        "  subscribers = (⏎    \"<RACPassthroughSubscriber: 0x600000000180>\"⏎)",
        "    [0] = <RACPassthroughSubscriber: 0x600000000180>",
        "      innerSubscriber = <RACSubscriber: 0x600000000120>",
        "        … = deeper than the debugger records",
        "        kept alive by = 1 variable",
        "      signal = <RACSubject: 0x6000000000e0> name: ",
        "        … = the same object as a variable above it",
        "        kept alive by = 1 variable",
        "      disposable = <RACCompoundDisposable: 0x600000000160>",
        "        … = deeper than the debugger records",
        "        kept alive by = 1 variable",
        "      kept alive by = 1 variable",
        "        [0] = subject.subscribers[0]",
        "  kept alive by = 1 variable",
        "    [0] = subject",
        "disposable = <RACDisposable: 0x6000000001c0>",
        "  disposed = NO",
        "  kept alive by = 1 variable",
        "    [0] = disposable",
      ])
    XCTAssertEqual(
      client.request("evaluate", ["expression": "disposable.disposed", "frameId": 1]).dapBody["result"] as? String,
      "NO")
    XCTAssertEqual(
      client.request("evaluate", ["expression": "counter._count", "frameId": 1]).dapBody["result"] as? String, "2")
  }

  /// A scope with nothing in it has reference 0, DAP's "no children"; a client that asks for its
  /// variables anyway (some list every scope) gets an empty list, not an error.
  func testAnEmptyScopesReferenceZeroListsNoVariables() throws {
    let program = try snippet(Self.counterProgram)
    let client = DAPTestClient()
    client.launch(["program": program, "stopOnEntry": true])
    client.request("configurationDone")
    XCTAssertEqual(client.event("stopped").dapBody["reason"] as? String, "entry")
    let response = client.request("variables", ["variablesReference": 0])
    XCTAssertEqual(response["success"] as? Bool, true, "\(response)")
    XCTAssertEqual(client.variables(0).count, 0)
    XCTAssertEqual(client.request("variables", ["variablesReference": 9999])["success"] as? Bool, false)
    client.request("disconnect")
  }

  func testAFrameOfTheSwiftCoreSaysItsLocalsAreNotRecordedAndItsCallerShowsItsOwn() throws {
    let program = try snippet(Self.counterProgram)
    let client = DAPTestClient()
    client.launch(["program": program])
    client.request("setBreakpoints", ["source": ["path": program], "breakpoints": [["line": 21]]])
    client.request("configurationDone")
    _ = client.event("stopped")
    client.request("stepIn", ["threadId": client.stoppedThread])
    _ = client.event("stopped")
    let frames = client.stackFrames()
    XCTAssertEqual(frames.first?["name"] as? String, "-[RACSubject sendNext:]  // RACSubject.m:91 -sendNext:")
    XCTAssertEqual(
      scopeNames(frameId: 1, client), ["Arguments", "Locals", DAPScopes.bookkeepingName, DAPScopes.outputName])
    XCTAssertEqual(
      try scope("Locals", client),
      [
        "not recorded at this stop = the Swift core's frames keep their state in Swift; see Arguments and RAC bookkeeping"
      ])
    XCTAssertEqual(
      try scope("Arguments", client),
      [
        "self = <RACSubject#2 \"subject\">",
        "  class = RACSubject",
        "  subscribers = [<RACPassthroughSubscriber#5 \"→ subject\">]",
        "    [0] = <RACPassthroughSubscriber#5 \"→ subject\">",
        "value = 1",
      ])
    let caller = try scope("Locals (as line 21 began)", frameId: 2, client)
    XCTAssertEqual(
      caller.filter { !$0.hasPrefix(" ") }.map { String($0.prefix { $0 != " " }) },
      ["self", "counter", "sizes", "subject", "disposable"])
    // `evaluate` reads the frame's own variables, and says what it does not have.
    XCTAssertEqual(
      client.request("evaluate", ["expression": "counter._count", "frameId": 2]).dapBody["result"] as? String, "2")
    let missing = client.request("evaluate", ["expression": "counter", "frameId": 1])
    XCTAssertFalse(missing.dapSucceeded)
  }

  func testAConditionReadsALocalAndStopsOnlyWhereItHolds() throws {
    let program = try snippet(Self.counterProgram)
    let client = DAPTestClient()
    client.launch(["program": program])
    client.request(
      "setBreakpoints", ["source": ["path": program], "breakpoints": [["line": 8, "condition": "item == @\"b\""]]])
    client.request("configurationDone")
    XCTAssertEqual(client.event("stopped").dapBody["reason"] as? String, "breakpoint")
    XCTAssertEqual(client.stackFrames().map(\.dapPlace), ["counter.m:8", "counter.m:15"])
    XCTAssertEqual(client.request("evaluate", ["expression": "item", "frameId": 1]).dapBody["result"] as? String, "b")
    XCTAssertEqual(
      client.request("evaluate", ["expression": "self._count", "frameId": 1]).dapBody["result"] as? String, "1")
    client.request("continue", ["threadId": client.stoppedThread])
    XCTAssertEqual(client.stoppedOrTerminated()["event"] as? String, "terminated")
  }

  func testOnTheCheckoutRACsInstanceVariablesAndWhoKeepsASubscriberAlive() throws {
    let program = try snippet(Self.counterProgram)
    let client = DAPTestClient()
    client.launch(["program": program, "racSource": DAPFixtures.racFixture.path])
    let subjectFile = DAPSourcePaths.standardized(
      DAPFixtures.racFixture.appendingPathComponent("ReactiveCocoa/RACSubject.m").path)
    client.request("setBreakpoints", ["source": ["path": subjectFile], "breakpoints": [["line": 38]]])
    client.request("configurationDone")
    _ = client.event("stopped")
    XCTAssertEqual(client.stackFrames().map(\.dapPlace), ["RACSubject.m:38", "counter.m:21"])
    XCTAssertEqual(
      try scope("Locals", client),
      [
        "self = <RACSubject: 0x6000000000c0>",
        "  _name = ",
        "  _subscribers = (⏎    \"<RACSubscriber: 0x6000000000e0>\"⏎)",
        "    [0] = <RACSubscriber: 0x6000000000e0>",
        "      _next = <__NSMallocBlock__: 0x…>",
        "        … = deeper than the debugger records",
        "      _error = nil",
        "      _completed = nil",
        "      next = <__NSMallocBlock__: 0x…>",
        "        … = deeper than the debugger records",
        "      error = nil",
        "      completed = nil",
        "      kept alive by = 5 variables",
        "        [0] = self->_subscribers[0]",
        "        [1] = subscriber",
        "        [2] = frame 2 counter.m: subject->_subscribers[0]",
        "        [3] = frame 2 counter.m: disposable->_block.subscribers[0]",
        "        [4] = frame 2 counter.m: disposable->_block.subscriber",
        "  name = ",
        "  subscribers = (⏎    \"<RACSubscriber: 0x6000000000e0>\"⏎)",
        "    [0] = <RACSubscriber: 0x6000000000e0>",
        "      _next = <__NSMallocBlock__: 0x…>",
        "        … = deeper than the debugger records",
        "      _error = nil",
        "      _completed = nil",
        "      next = <__NSMallocBlock__: 0x…>",
        "        … = deeper than the debugger records",
        "      error = nil",
        "      completed = nil",
        "      kept alive by = 5 variables",
        "        [0] = self->_subscribers[0]",
        "        [1] = subscriber",
        "        [2] = frame 2 counter.m: subject->_subscribers[0]",
        "        [3] = frame 2 counter.m: disposable->_block.subscribers[0]",
        "        [4] = frame 2 counter.m: disposable->_block.subscriber",
        "  kept alive by = 2 variables",
        "    [0] = self",
        "    [1] = frame 2 counter.m: subject",
        "value = 1",
        "subscriber = <RACSubscriber: 0x6000000000e0>",
        "  _next = <__NSMallocBlock__: 0x…>",
        "    counter = <Counter: 0x6000000000a0>",
        "      _items = (⏎    a,⏎    b⏎)",
        "        … = deeper than the debugger records",
        "      _count = 2",
        "      items = (⏎    a,⏎    b⏎)",
        "        … = deeper than the debugger records",
        "      count = 2",
        "      kept alive by = 2 variables",
        "        [0] = subscriber->_next.counter",
        "        [1] = frame 2 counter.m: counter",
        "  _error = nil",
        "  _completed = nil",
        "  next = <__NSMallocBlock__: 0x…>",
        "    counter = <Counter: 0x6000000000a0>",
        "      _items = (⏎    a,⏎    b⏎)",
        "        … = deeper than the debugger records",
        "      _count = 2",
        "      items = (⏎    a,⏎    b⏎)",
        "        … = deeper than the debugger records",
        "      count = 2",
        "      kept alive by = 2 variables",
        "        [0] = subscriber->_next.counter",
        "        [1] = frame 2 counter.m: counter",
        "  error = nil",
        "  completed = nil",
        "  kept alive by = 5 variables",
        "    [0] = self->_subscribers[0]",
        "    [1] = subscriber",
        "    [2] = frame 2 counter.m: subject->_subscribers[0]",
        "    [3] = frame 2 counter.m: disposable->_block.subscribers[0]",
        "    [4] = frame 2 counter.m: disposable->_block.subscriber",
      ])
  }

  func testRecordingTheVariablesLeavesTheAddressesTheProgramPrints() throws {
    // A block's made-up address is decided when it is first printed: the debugger's capture of the
    // locals (which meets `first` before the program prints anything) must not decide it.
    let program = try snippet(
      """
      int base = 1;
      void (^first)(void) = ^{ NSLog(@"%d", base); };
      void (^second)(void) = ^{ NSLog(@"%d", base + 1); };
      NSLog(@"%@", second);
      NSLog(@"end");
      """)
    let client = DAPTestClient()
    client.launch(["program": program])
    client.request("setBreakpoints", ["source": ["path": program], "breakpoints": [["line": 5]]])
    client.request("configurationDone")
    _ = client.event("stopped")
    XCTAssertEqual(
      try scope("Locals", client),
      [
        "self = <Snippet: 0x600000000080>",
        "  kept alive by = 1 variable",
        "    [0] = self",
        "base = 1",
        "first = <__NSMallocBlock__: 0x…>",
        "  base = 1",
        "second = <__NSMallocBlock__: 0x600000000028>",
        "  base = 1",
      ])
    client.request("continue", ["threadId": client.stoppedThread])
    _ = client.event("terminated")
    let printed = client.allEvents.filter { $0["event"] as? String == "output" }.map(\.dapBody)
      .filter { $0["category"] as? String == "stdout" }.compactMap { $0["output"] as? String }
    XCTAssertEqual(printed, ["<__NSMallocBlock__: 0x600000000028>\n", "end\n"])
  }
}
