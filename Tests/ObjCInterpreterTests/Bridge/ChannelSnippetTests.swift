import XCTest

/// `RACChannel` and its terminals from Objective-C, as readers' view models use them: a value sent
/// to one terminal comes out of the other, the following terminal replays its latest value, and
/// the end of either terminal ends both.
final class ChannelSnippetTests: LeakCheckedTestCase {
  /// The end sent to the following terminal reaches the leading subject's subscribers in the order
  /// they came: first the following subject (its `-ignoreValues` subscription, made by `-init`),
  /// then the snippet's.
  func testValuesCrossFromEachTerminalToTheOtherAndTheEndReachesBoth() {
    assertPrints(
      #"""
      RACChannel *channel = [RACChannel new];
      [channel.leadingTerminal subscribeNext:^(id x) {
          NSLog(@"view got %@", x);
      } completed:^{
          NSLog(@"view completed");
      }];
      [channel.followingTerminal sendNext:@"from the model"];
      [channel.leadingTerminal sendNext:@"typed"];
      [channel.leadingTerminal sendNext:@"typed again"];
      [channel.followingTerminal subscribeNext:^(id x) {
          NSLog(@"model got %@", x);
      } completed:^{
          NSLog(@"model completed");
      }];
      [channel.leadingTerminal sendNext:@"last"];
      NSLog(@"%@ %d", [channel.leadingTerminal class], [channel.followingTerminal isKindOfClass:[RACSignal class]]);
      [channel.followingTerminal sendCompleted];
      [channel.leadingTerminal subscribeCompleted:^{ NSLog(@"late subscriber completed"); }];
      """#,
      [
        "view got from the model", "model got typed again", "model got last", "RACChannelTerminal 1",
        "model completed", "view completed", "late subscriber completed",
      ])
  }

  /// Two channels joined terminal to terminal, as `RACChannelTo(a) = RACChannelTo(b)` joins them:
  /// each side's values reach the other, and an error sent into one ends both.
  func testTwoChannelsJoinedByTheirTerminalsBindBothWays() {
    assertPrints(
      #"""
      RACChannel *view = [[RACChannel alloc] init];
      RACChannel *model = [[RACChannel alloc] init];
      [model.leadingTerminal subscribe:view.leadingTerminal];
      [[view.leadingTerminal skip:0] subscribe:model.leadingTerminal];
      [view.followingTerminal subscribeNext:^(id x) { NSLog(@"view shows %@", x); }];
      [model.followingTerminal subscribeNext:^(id x) { NSLog(@"model holds %@", x); } error:^(NSError *error) {
          NSLog(@"model error %ld", (long)error.code);
      }];
      [model.followingTerminal sendNext:@"Ann"];
      [view.followingTerminal sendNext:@"Bob"];
      [view.followingTerminal sendError:[NSError errorWithDomain:@"test" code:7 userInfo:nil]];
      """#,
      ["view shows Ann", "model holds Bob", "model error 7"])
  }

  /// RAC marks `-[RACChannelTerminal init]` unavailable.
  func testATerminalIsMadeOnlyByAChannel() {
    assertFails(
      #"""
      RACChannelTerminal *terminal = [[RACChannelTerminal alloc] init];
      """#,
      containing: "[[RACChannelTerminal alloc] init] is not supported")
  }
}
