import Foundation
import XCTest

@testable import RAC

/// `RACChannel` and `RACChannelTerminal` as RAC 2.5 has them (RACChannel.m): values cross from one
/// terminal to the other, the following terminal replays its latest value and the leading one none,
/// and an error or a completion sent to either ends both and is replayed.
final class RACChannelTests: RACTestCase {
  func testTheLeadingTerminalSendsOnlyWhatTheFollowingTerminalIsSentAfterTheSubscription() {
    let channel = RACChannel()
    channel.followingTerminal.sendNext("before")
    let leading = EventRecorder(channel.leadingTerminal)

    channel.followingTerminal.sendNext("one")
    channel.followingTerminal.sendNext(nil)
    channel.followingTerminal.sendNext("two")
    channel.followingTerminal.sendCompleted()

    XCTAssertEqual(leading.events, ["next:one", "next:nil", "next:two", "completed"])
  }

  func testTheFollowingTerminalReplaysTheLatestValueThenSendsTheNewOnes() {
    let channel = RACChannel()
    channel.leadingTerminal.sendNext("first")
    channel.leadingTerminal.sendNext("latest")
    let following = EventRecorder(channel.followingTerminal)
    let late = EventRecorder(channel.followingTerminal.take(1))

    channel.leadingTerminal.sendNext("next")
    channel.leadingTerminal.sendCompleted()

    XCTAssertEqual(following.events, ["next:latest", "next:next", "completed"])
    XCTAssertEqual(late.events, ["next:latest", "completed"])
  }

  func testAValueSentToATerminalComesOutOfTheOtherOneOnly() {
    let channel = RACChannel()
    let leading = EventRecorder(channel.leadingTerminal)
    let following = EventRecorder(channel.followingTerminal)

    channel.leadingTerminal.sendNext("from the view")
    channel.followingTerminal.sendNext("from the model")
    channel.leadingTerminal.sendCompleted()

    XCTAssertEqual(leading.events, ["next:from the model", "completed"])
    XCTAssertEqual(following.events, ["next:from the view", "completed"])
  }

  func testCompletionSentToEitherTerminalEndsBothAndIsReplayedToLaterSubscribers() {
    for completeLeading in [true, false] {
      let channel = RACChannel()
      let leading = EventRecorder(channel.leadingTerminal)
      let following = EventRecorder(channel.followingTerminal)

      (completeLeading ? channel.leadingTerminal : channel.followingTerminal).sendCompleted()

      XCTAssertEqual(leading.events, ["completed"])
      XCTAssertEqual(following.events, ["completed"])
      XCTAssertEqual(EventRecorder.events(of: channel.leadingTerminal), ["completed"])
      XCTAssertEqual(EventRecorder.events(of: channel.followingTerminal), ["completed"])
    }
  }

  /// A replay subject keeps what it is sent after it completed (RACReplaySubject.m has no terminal
  /// guard in `-sendNext:`), and so does the following terminal: a later subscriber gets that
  /// value before the completion. The leading subject's capacity is 0, so it keeps nothing.
  func testAValueSentAfterTheEndIsReplayedByTheFollowingTerminalOnly() {
    let channel = RACChannel()
    channel.followingTerminal.sendCompleted()

    channel.leadingTerminal.sendNext("after the end")
    channel.followingTerminal.sendNext("ignored")

    XCTAssertEqual(EventRecorder.events(of: channel.followingTerminal), ["next:after the end", "completed"])
    XCTAssertEqual(EventRecorder.events(of: channel.leadingTerminal), ["completed"])
  }

  func testAnErrorSentToATerminalEndsBothAndIsReplayed() {
    let channel = RACChannel()
    let leading = EventRecorder(channel.leadingTerminal)
    channel.leadingTerminal.sendNext("kept")

    channel.followingTerminal.sendError(BindTestLog.error(3))

    XCTAssertEqual(leading.events, ["error:test#3"])
    XCTAssertEqual(EventRecorder.events(of: channel.leadingTerminal), ["error:test#3"])
    // The following subject replays the value it kept, then the error.
    XCTAssertEqual(EventRecorder.events(of: channel.followingTerminal), ["next:kept", "error:test#3"])
  }

  /// A terminal subscribed to a signal hands that subscription to the other end's subject
  /// (`-didSubscribeWithDisposable:`), so the channel's end disposes it.
  func testTheChannelsEndDisposesASubscriptionOfATerminalToAnotherSignal() {
    let channel = RACChannel()
    let source = RACSubject()
    var seen: [String] = []
    source.doNext { seen.append("source:" + EventRecorder.text($0)) }.subscribe(channel.leadingTerminal)
    let following = EventRecorder(channel.followingTerminal)

    source.sendNext("A")
    channel.followingTerminal.sendCompleted()
    source.sendNext("B")

    XCTAssertEqual(seen, ["source:A"])
    XCTAssertEqual(following.events, ["next:A", "completed"])
  }

  /// The two subjects keep each other until the channel ends, as in RAC: the terminals outlive the
  /// channel object, and completing one frees everything (the test's leak check).
  func testTheTerminalsWorkAfterTheChannelObjectIsGone() {
    var channel: RACChannel? = RACChannel()
    weak var weakChannel: RACChannel?
    weakChannel = channel
    let leadingTerminal = channel?.leadingTerminal
    let followingTerminal = channel?.followingTerminal
    channel = nil
    XCTAssertNil(weakChannel)

    let leading = leadingTerminal.map(EventRecorder.init)
    followingTerminal?.sendNext("still bound")
    followingTerminal?.sendCompleted()

    XCTAssertEqual(leading?.events, ["next:still bound", "completed"])
  }

  func testTheTraceShowsTheTerminalForwardingToTheOtherSubject() {
    let channel = RACChannel()
    let following = EventRecorder(channel.followingTerminal)

    let trace = Tracing.record { channel.leadingTerminal.sendNext("A") }

    XCTAssertEqual(following.events, ["next:A"])
    let terminalSend = trace.calls("-sendNext:", ownerClass: "RACChannelTerminal")
    XCTAssertEqual(terminalSend.map { $0.owner?.name }, ["leadingTerminal"])
    XCTAssertEqual(terminalSend.first?.racSource?.file, "RACChannel.m")
    XCTAssertEqual(terminalSend.first?.racSource?.line, 74)
    // The replay subject's `-sendNext:`, then the `[super sendNext:]` it makes.
    XCTAssertEqual(
      trace.calls("-sendNext:", ownerClass: "RACReplaySubject").map { $0.owner?.name },
      ["followingSubject", "followingSubject"])
    channel.leadingTerminal.sendCompleted()
  }

  /// Each subject subscribes the other to its `-ignoreValues` (a replay subject's `-subscribe:`
  /// shows twice: its own, then `[super subscribe:]`).
  func testTheTraceShowsInitMakingTheSubjectsAndTheirSubscriptionsToEachOther() {
    var channel: RACChannel?
    let trace = Tracing.record { channel = RACChannel() }

    XCTAssertEqual(trace.calls("-init", ownerClass: "RACChannel").count, 1)
    XCTAssertEqual(
      trace.calls("-subscribe:", ownerClass: "RACReplaySubject").compactMap { $0.owner?.name }.sorted(),
      ["followingSubject", "followingSubject", "leadingSubject", "leadingSubject"])
    channel?.followingTerminal.sendCompleted()
  }
}
