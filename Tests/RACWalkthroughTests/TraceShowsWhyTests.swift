import Foundation
import RACWalkthroughs
import XCTest

@testable import RACWalkthroughCLI

/// What the trace and `step` say about why something runs: a subscriber's deallocation that
/// disposes its subscription, and which of the blocks inside `bind:` of one name is which.
final class TraceShowsWhyTests: LeakCheckedTestCase {
  private var folder: URL?

  override func tearDown() {
    if let folder { try? FileManager.default.removeItem(at: folder) }
    super.tearDown()
  }

  private func file(_ name: String, _ text: String) throws -> String {
    let folder =
      self.folder ?? FileManager.default.temporaryDirectory.appendingPathComponent("trace-why-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    self.folder = folder
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  private func run(_ arguments: [String]) -> [String] {
    var output: [String] = []
    let environment = CommandEnvironment(
      write: { output.append(contentsOf: $0.components(separatedBy: "\n")) },
      writeError: { output.append("error: " + $0) },
      readLine: { nil }, isInteractive: false, walkthroughsDirectory: walkthroughsDirectory)
    _ = WalkthroughCommandLine.run(arguments, environment: environment)
    return output
  }

  /// A subscriber nothing keeps once `-subscribeNext:` returns is deallocated there, and RAC's
  /// `-[RACSubscriber dealloc]` disposes its subscription: the signal's disposable prints
  /// `disposed` before the snippet's own `[d dispose]` (as on the real library). The trace shows
  /// the deallocation as the call everything it disposes is nested under.
  private static let selfDisposingSubscriber = """
    RACSignal *s = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
      [subscriber sendNext:@1];
      return [RACDisposable disposableWithBlock:^{
        NSLog(@"disposed");
      }];
    }];
    RACDisposable *d = [s subscribeNext:^(id x) {
      NSLog(@"next %@", x);
    }];
    NSLog(@"before dispose");
    [d dispose];

    """

  func testTheTraceShowsTheSubscribersDeallocationAndWhatItDisposes() throws {
    let path = try file("dealloc.m", Self.selfDisposingSubscriber)
    XCTAssertEqual(
      run(["trace", path]),
      [
        #"+createSignal:() -> <RACDynamicSignal#1 "+createSignal:">  // RACDynamicSignal.m:28 +createSignal:"#,
        #"RACDynamicSignal#1 "s" -subscribeNext:() -> <RACCompoundDisposable#7>  // RACSignal.m:281 -subscribeNext:"#,
        #"  RACDynamicSignal#1 "s" -subscribe:(subscriber: <RACSubscriber#2>) -> <RACCompoundDisposable#7>  // RACDynamicSignal.m:36 -subscribe:"#,
        #"    RACSubscriptionScheduler#3 "com.ReactiveCocoa.RACScheduler.subscriptionScheduler" scheduledBlock()  // RACSubscriptionScheduler.m:40 -schedule: scheduledBlock"#,
        #"      RACDynamicSignal#1 "s" didSubscribe(subscriber: <RACPassthroughSubscriber#4 "→ s">) -> <RACDisposable#6>  // RACDynamicSignal.m:44 -subscribe: didSubscribe"#,
        #"        Snippet#5 createSignal: block(subscriber: <RACPassthroughSubscriber#4 "→ s">) -> <RACDisposable#6>  // dealloc.m:1"#,
        #"          RACPassthroughSubscriber#4 "→ s" -sendNext:(value: 1)  // RACPassthroughSubscriber.m:67 -sendNext:"#,
        #"            RACSubscriber#2 -sendNext:(value: 1)  // RACSubscriber.m:67 -sendNext:"#,
        #"              RACSubscriber#2 nextBlock(x: 1)  // RACSubscriber.m:72 -sendNext: nextBlock"#,
        #"                RACDynamicSignal#1 "s" subscribeNext: block(x: 1) -> nil  // dealloc.m:7"#,
        #"                  > next 1"#,
        #"  RACSubscriber#2 -dealloc()  // RACSubscriber.m:61 -dealloc"#,
        #"    RACCompoundDisposable#8 -dispose(disposables: [<RACDisposable#9>, <RACCompoundDisposable#7>])  // RACCompoundDisposable.m:201 -dispose"#,
        #"      RACDisposable#9 disposeBlock()  // RACDisposable.m:83 -dispose disposeBlock"#,
        #"      RACCompoundDisposable#7 -dispose(disposables: [<RACDisposable#10>, <RACDisposable#6>])  // RACCompoundDisposable.m:201 -dispose"#,
        #"        RACDisposable#10 disposeBlock()  // RACDisposable.m:83 -dispose disposeBlock"#,
        #"        RACDisposable#6 disposeBlock()  // RACDisposable.m:83 -dispose disposeBlock"#,
        #"          disposableWithBlock: block() -> nil  // dealloc.m:3"#,
        #"            > disposed"#,
        #"> before dispose"#,
        // The snippet's own [d dispose] reaches a compound the subscriber's death disposed: RAC's
        // -dispose runs, and finds nothing left.
        #"RACCompoundDisposable#7 "d" -dispose(disposables: [])  // RACCompoundDisposable.m:201 -dispose"#,
      ])
  }

  /// `step` gives the deallocation a stop of its own, and every stop inside it says why it runs.
  func testStepStopsWhereTheSubscriberIsDeallocatedAndSaysWhyWhatFollowsRuns() throws {
    let path = try file("dealloc.m", Self.selfDisposingSubscriber)
    let output = run(["step", path, "--from", "8"])
    let stop = Array(output.dropFirst(2).prefix { !$0.hasPrefix("── stop 9/") })
    XCTAssertEqual(
      stop,
      [
        "── stop 8/12 · dealloc.m:7 · thread main · scheduler com.ReactiveCocoa.RACScheduler.mainThreadScheduler",
        "  → 7 │ RACDisposable *d = [s subscribeNext:^(id x) {",
        "  ✝ RACSubscriber#2 (RACSubscriber.m:61) is being deallocated: this runs inside its -dealloc",
        "  calls into RAC: RACSubscriber -dealloc",
        "  6 event(s) here: `i` walks them one by one, `o` comes back",
        "  call stack:",
        "    RACDynamicSignal#1 \"s\" -subscribeNext:()  // RACSignal.m:281 -subscribeNext:",
        "      RACSubscriber#2 -dealloc()  // RACSubscriber.m:61 -dealloc",
        "  output so far:",
        "    next 1",
      ])
    let printing = Array(output.drop { !$0.hasPrefix("── stop 10/") }.prefix { !$0.hasPrefix("── stop 11/") })
    XCTAssertEqual(
      printing.prefix(3),
      [
        "── stop 10/12 · dealloc.m:4 · thread main · scheduler com.ReactiveCocoa.RACScheduler.mainThreadScheduler",
        "  → 4 │ NSLog(@\"disposed\");",
        "  ✝ RACSubscriber#2 (RACSubscriber.m:61) is being deallocated: this runs inside its -dealloc",
      ])
  }

  /// The blocks `-map:` runs inside `bind:` are named as RAC 2.5's source names them, and the
  /// diagram says where each whose name repeats was written: RAC's place for RAC's blocks, the
  /// snippet's line for the snippet's `map:` block. The trace's text ends the snippet's block's
  /// line with its place as it ends the core's with RAC's.
  func testTheBlocksInsideBindAreToldApartByWhereTheyAreWritten() throws {
    let path = try file(
      "bind.m",
      """
      RACSignal *s = [RACSignal return:@5];
      [[s map:^id(id value) { return @([value intValue] * 2); }] subscribeNext:^(id x) {
        NSLog(@"%@", x);
      }];

      """)
    let diagram = run(["trace", path, "--format", "mermaid"]).filter { $0.contains("(value: 5)") }
    XCTAssertEqual(
      diagram,
      [
        "  t1->>cls: +return:(value: 5)",
        "  o4->>o6: -sendNext:(value: 5)",
        "  o2->>o2: bindingBlock(value: 5)",
        "  o2->>o1: bindBlock(value: 5)",
        "  o1->>o1: block(value: 5) @ -flattenMap: RACStream.m:74",
        "  o1->>o1: innerBlock(value: 5)",
        "  o1->>o1: block(value: 5) @ -map: RACStream.m:95",
        "  o1->>o1: map: block(value: 5) @ bind.m:2",
      ])
    let trace = run(["trace", path]).filter { $0.contains("(value: 5)") }.map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    XCTAssertEqual(
      trace.suffix(6),
      [
        #"RACDynamicSignal#2 "[s] -map:" bindingBlock(value: 5) -> <RACReturnSignal#7 "+return: 10">  // RACSignal.m:162 -bind: bindingBlock"#,
        #"RACReturnSignal#1 "s" bindBlock(value: 5) -> <RACReturnSignal#7 "+return: 10">  // RACStream.m:73 -flattenMap: bindBlock"#,
        #"RACReturnSignal#1 "s" block(value: 5) -> <RACReturnSignal#7 "+return: 10">  // RACStream.m:74 -flattenMap: block"#,
        #"RACReturnSignal#1 "s" innerBlock(value: 5) -> <RACReturnSignal#7 "+return: 10">  // RACStream.m:94 -map: innerBlock"#,
        #"RACReturnSignal#1 "s" block(value: 5) -> 10  // RACStream.m:95 -map: block"#,
        #"RACReturnSignal#1 "s" map: block(value: 5) -> 10  // bind.m:2"#,
      ])
  }

  /// A line is one stop: the objects a command frees while `-initWithEnabled:signalBlock:` runs
  /// (dozens of RAC's own subscribers) are folded into the line's stop and counted there, not a
  /// stop each (`i` still walks every `-dealloc`, and `--all` makes every event a stop).
  func testTheTeardownInsideALineIsFoldedIntoItsStopAndCounted() throws {
    let path = try file(
      "command.m",
      """
      RACCommand *command = [[RACCommand alloc] initWithEnabled:[RACSignal return:@YES] signalBlock:^RACSignal *(id input) {
        return [RACSignal return:input];
      }];
      [[command execute:@1] subscribeNext:^(id x) { NSLog(@"%@", x); }];

      """)
    let output = run(["step", path])
    let headers = output.filter { $0.hasPrefix("── stop ") }
    let firstLineOfExecute = try XCTUnwrap(headers.firstIndex { $0.contains(" · command.m:4 · ") })
    XCTAssertEqual(
      headers[..<firstLineOfExecute].filter { $0.contains(" · command.m:1 · ") }.count, 1,
      "line 1 is one stop until the next line runs: \(headers.prefix(4))")
    let firstStop = Array(output.drop { !$0.hasPrefix("── stop 1/") }.prefix { !$0.hasPrefix("── stop 2/") })
    let freed = try XCTUnwrap(firstStop.first { $0.hasPrefix("  ✝ ") }, firstStop.joined(separator: "\n"))
    XCTAssertTrue(
      freed.hasPrefix("  ✝ ") && freed.contains(" objects freed here (RACSubscriber#")
        && freed.hasSuffix(", …; `i` shows each -dealloc)"), freed)
    let count = Int(freed.dropFirst(4).prefix { $0 != " " }) ?? 0
    XCTAssertGreaterThan(count, 10, freed)
  }
}
