import ObjCInterpreter
import ObjCLibraries
import RAC
import XCTest

/// `--rac-source`: what the host's stand-ins make for the reader's code (a text field's
/// `rac_textSignal`, a scripted service's `call:`) is made by the loaded checkout's classes through
/// the host's own Objective-C (`ObjCWalkthroughs/Scenes/RACSource`), not a core signal wrapped for
/// the interpreter; and core objects that meet RAC's loaded ones keep them as their own. Held on
/// `Fixtures/MiniRAC` (written here; no RAC code is in this repository).
final class StandInsOnRACSourceTests: LeakCheckedTestCase {
  private func library() throws -> RACSourceLibrary {
    RACSourceLibrary(checkout: try RACSourceCheckout(path: RACSourceLoadingTests.fixture.path))
  }

  private func runBoth(_ text: String) throws -> (core: SnippetRun, source: SnippetRun) {
    let files = [SourceFile(name: "snippet.m", text: text)]
    let core = SnippetRun.run(files: files)
    let source = SnippetRun.run(files: files, recordingTrace: true, library: try library())
    XCTAssertNil(core.error, core.error?.description ?? "")
    XCTAssertNil(source.error, source.error?.description ?? "")
    return (core, source)
  }

  /// The calls entered in a run's trace, as `block` on `OwnerClass` from `file`.
  private func entered(_ run: SnippetRun) -> [(block: String, owner: String?, file: String?)] {
    run.trace.events.filter { $0.phase == .enter }.map {
      ($0.block, $0.owner?.className, $0.source.map { URL(fileURLWithPath: $0.file).lastPathComponent })
    }
  }

  func testATextFieldsTextSignalIsMadeByTheLoadedClassesAndPrintsWhatTheCorePrints() throws {
    let (core, source) = try runBoth(
      """
      UITextField *field = [[UITextField alloc] init];
      [field.rac_textSignal subscribeNext:^(NSString *text) { NSLog(@"text [%@]", text); }];
      [field simulateTyping:@"ab"];
      """)
    XCTAssertEqual(core.output, ["text []", "text [a]", "text [ab]"])
    XCTAssertEqual(source.output, core.output)
    let calls = entered(source)
    XCTAssertFalse(calls.contains { $0.block.hasPrefix("bridged") }, "\(calls.map(\.block))")
    // The host's -rac_textSignal runs, and RAC's loaded -concat: on a loaded signal makes the signal.
    XCTAssertTrue(calls.contains { $0.block == "-rac_textSignal" && $0.file == "UIKitSignals.m" })
    XCTAssertTrue(
      calls.contains { $0.block == "-concat:" && $0.owner == "RACDynamicSignal" && $0.file == "RACSignal+Operations.m" }
    )
    // The editing events are the loaded RACSubject's: each edit is its -sendNext:.
    XCTAssertEqual(
      calls.filter { $0.block == "-sendNext:" && $0.owner == "RACSubject" }.map(\.file),
      ["RACSubject.m", "RACSubject.m"])
  }

  func testAScriptedServicesCallIsMadeByTheLoadedClassesAndPrintsWhatTheCorePrints() throws {
    let (core, source) = try runBoth(
      """
      ScriptedService *service = [ScriptedService serviceNamed:@"download" queueNamed:@"download.queue"
                                                    replyAfter:0.5 value:@"qrcode.png"];
      RACSignal *call = [service call:@"https://example.com/qrcode"];
      [call subscribeNext:^(id image) { NSLog(@"next %@", image); } completed:^{ NSLog(@"done"); }];
      NSLog(@"asked %ld time(s)", (long)[service attemptsFor:@"https://example.com/qrcode"]);
      """)
    XCTAssertEqual(core.output, ["asked 1 time(s)", "next qrcode.png", "done"])
    XCTAssertEqual(source.output, core.output)
    let calls = entered(source)
    XCTAssertFalse(calls.contains { $0.block.hasPrefix("bridged") }, "\(calls.map(\.block))")
    XCTAssertTrue(calls.contains { $0.block == "-call:" && $0.file == "SceneSignals.m" })
    XCTAssertTrue(calls.contains { $0.block == "+createSignal:" && $0.file == "RACDynamicSignal.m" })
  }

  func testACoreSubscriberKeepsACompoundDisposableOfTheLoadedSourceAndDisposesItWhenItCompletes() throws {
    // `RAC(…) =` subscribes with a core subscriber; RAC's own -subscribe: hands the subscriber its
    // compound, written here by hand.
    let (core, source) = try runBoth(
      """
      RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
          RACCompoundDisposable *compound = [RACCompoundDisposable compoundDisposable];
          [compound addDisposable:[RACDisposable disposableWithBlock:^{ NSLog(@"compound disposed"); }]];
          [(id)subscriber didSubscribeWithDisposable:compound];
          [subscriber sendNext:@"hi"];
          NSLog(@"sent");
          [subscriber sendCompleted];
          return nil;
      }];
      UILabel *label = [[UILabel alloc] init];
      RAC(label, text) = signal;
      NSLog(@"label %@", label.text);
      """)
    XCTAssertEqual(core.output, ["sent", "compound disposed", "label hi"])
    XCTAssertEqual(source.output, core.output)
  }
}
