import Foundation
import ObjCInterpreter
import ObjCLibraries
import RAC
import XCTest

/// `--rac-source` with a channel: RAC's loaded files have no RACChannel.m, so a channel and its
/// terminals stay the core's, and they talk to RAC's loaded classes as any subscriber does (a
/// loaded subject subscribing a terminal hands it the loaded compound, which the terminal passes on
/// to the other end). Held on `Fixtures/MiniRAC` (written here), and, where `RAC_SOURCE_DIR` names
/// a checkout of ReactiveCocoa 2.5, on RAC itself.
final class ChannelsOnRACSourceTests: LeakCheckedTestCase {
  private func runBoth(_ text: String, on checkout: URL) throws -> (core: SnippetRun, source: SnippetRun) {
    let files = [SourceFile(name: "snippet.m", text: text)]
    let core = SnippetRun.run(files: files)
    let source = SnippetRun.run(
      files: files, library: RACSourceLibrary(checkout: try RACSourceCheckout(path: checkout.path)))
    XCTAssertNil(core.error, core.error?.description ?? "")
    XCTAssertNil(source.error, source.error?.description ?? "")
    return (core, source)
  }

  func testALoadedSubjectDrivesATerminalAsItDrivesTheCoresSubscribers() throws {
    let (core, source) = try runBoth(
      """
      RACChannel *channel = [RACChannel new];
      RACSubject *names = [RACSubject subject];
      [names subscribe:channel.leadingTerminal];
      [channel.followingTerminal subscribeNext:^(id x) { NSLog(@"model got %@", x); } completed:^{
          NSLog(@"model completed");
      }];
      [names sendNext:@"Ann"];
      [channel.followingTerminal sendCompleted];
      NSLog(@"%@", [channel.leadingTerminal class]);
      """, on: RACSourceLoadingTests.fixture)
    XCTAssertEqual(core.output, ["model got Ann", "model completed", "RACChannelTerminal"])
    XCTAssertEqual(source.output, core.output)
  }

  /// RAC 2.5's passthrough subscriber hands the terminal its compound (MiniRAC's does not): the
  /// channel's end disposes the loaded subject's subscription. Were it not disposed, "Bob" would
  /// reach the completed following subject, which keeps a value sent after its end, and the late
  /// subscriber would print it instead of "Ann".
  func testTheChannelsEndDisposesALoadedSubjectsSubscriptionOnRAC25() throws {
    guard let given = ProcessInfo.processInfo.environment["RAC_SOURCE_DIR"], !given.isEmpty else {
      throw XCTSkip("set RAC_SOURCE_DIR to a checkout of ReactiveCocoa 2.5 to run a channel on it")
    }
    let (core, source) = try runBoth(
      """
      RACChannel *channel = [RACChannel new];
      RACSubject *names = [RACSubject subject];
      [names subscribe:channel.leadingTerminal];
      [names sendNext:@"Ann"];
      [channel.followingTerminal sendCompleted];
      [names sendNext:@"Bob"];
      [channel.followingTerminal subscribeNext:^(id x) { NSLog(@"late subscriber got %@", x); }];
      """, on: URL(fileURLWithPath: given))
    XCTAssertEqual(core.output, ["late subscriber got Ann"])
    XCTAssertEqual(source.output, core.output)
  }
}
