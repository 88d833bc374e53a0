import RAC
import RACWalkthroughKit
import XCTest

@testable import RACWalkthroughs

/// The avatar walkthroughs of post 002 (`take:1`, `retry:3`, `flatten`, `catch:` → `return:nil`,
/// `deliverOnMainThread`, `takeUntil:` the cell's reuse), and the run avatar-4-failures/NOTES.md
/// relies on.
final class AppWalkthroughAvatarTests: LeakCheckedTestCase {
  private typealias Reading = AppWalkthroughTraceReading

  private let avatarSet =
    "[com.apple.main-thread] avatarButton setImage:<UIImage avatar of alice@example.com> forState:UIControlStateNormal"
  private let cellReused = "[com.apple.main-thread] cell prepareForReuse"

  /// `retry:3` = the first attempt and up to three retries (behaviour §6.3); only the first address
  /// is ever asked for.
  func testEachRunMakesTheAttemptsRetry3Allows() throws {
    let expected = [
      "avatar-0-failures": ["alice@example.com #1"],
      "avatar-2-failures": ["alice@example.com #1", "alice@example.com #2", "alice@example.com #3"],
      "avatar-4-failures": [
        "alice@example.com #1", "alice@example.com #2", "alice@example.com #3", "alice@example.com #4",
      ],
      "avatar-cell-reused": ["alice@example.com #1"],
    ]
    for (name, attempts) in expected {
      XCTAssertEqual(Reading.requests(try Reading.replay(name).trace, "rac_asyncGetAvatar:"), attempts, name)
    }
  }

  func testTakeOneLetsOnlyTheFirstAddressThrough() throws {
    for name in ["avatar-0-failures", "avatar-2-failures", "avatar-4-failures", "avatar-cell-reused"] {
      let trace = try Reading.replay(name).trace
      let sent = trace.events.filter { $0.phase == .enter && $0.block == "-sendNext:" && $0.owner?.name == "→ addrs" }
      XCTAssertEqual(sent.compactMap { $0.argument("value") }, ["\"alice@example.com\""], name)
    }
  }

  func testTheAvatarIsSetOnTheMainThreadFromTheFirstSuccessfulAttempt() throws {
    for name in ["avatar-0-failures", "avatar-2-failures"] {
      let run = try Reading.replay(name)
      XCTAssertEqual(run.output, [avatarSet, cellReused], name)
      XCTAssertEqual(run.trace.events.filter { $0.phase == .output }.map(\.thread), ["main", "main"], name)
      XCTAssertEqual(
        Reading.subscriberHistory(run.trace), ["next: \"<UIImage avatar of alice@example.com>\"", "completed"], name)
      let retryNext = try XCTUnwrap(Reading.calls(run.trace, "retry next").first, name)
      XCTAssertTrue(retryNext.thread.hasPrefix("FMAvatarManager.download"), retryNext.thread)
      XCTAssertEqual(Reading.calls(run.trace, "catchBlock").count, 0, name)
    }
  }

  /// Each retry is scheduled by `recurse()` on the scheduler current when the error arrives (the
  /// download queue) and subscribes in a turn of its own, never inside the failed attempt's error.
  func testEachRetryIsATurnOfItsOwnOnTheDownloadQueue() throws {
    let trace = try Reading.replay("avatar-4-failures").trace
    let requests = trace.events.filter { $0.phase == .note && $0.block == "rac_asyncGetAvatar: request" }
    XCTAssertEqual(requests.count, 4)
    let turns = requests.map { Reading.enclosingCalls(of: $0, in: trace).first }
    XCTAssertEqual(Set(turns.compactMap { $0?.sequence }).count, 4, "four different turns")
    XCTAssertEqual(turns.first??.owner?.name, "com.ReactiveCocoa.RACScheduler.backgroundScheduler", "addrs' queue")
    for turn in turns.dropFirst() {
      XCTAssertEqual(turn?.block, "scheduledBlock")
      XCTAssertEqual(turn?.owner?.name, "FMAvatarManager.download")
    }
    let errors = trace.events.filter { $0.phase == .enter && $0.block == "subscribeForever error" }
    XCTAssertEqual(errors.count, 4)
    for (error, retry) in zip(errors, requests.dropFirst()) {
      XCTAssertFalse(
        Reading.enclosingCalls(of: retry, in: trace).contains { $0.sequence == error.sequence },
        "a retry does not subscribe inside the previous attempt's error")
      XCTAssertLessThan(error.sequence, retry.sequence)
    }
  }

  /// After the fourth failure `catch:` replaces the error with `[RACSignal return:nil]`: the
  /// subscriber gets one nil and completes, sets no image, and never sees the error.
  func testCatchReplacesTheErrorWithOneNilAndNoImageIsSet() throws {
    let run = try Reading.replay("avatar-4-failures")
    XCTAssertEqual(run.output, [cellReused])
    XCTAssertEqual(Reading.subscriberHistory(run.trace), ["next: nil", "completed"])
    XCTAssertEqual(
      Reading.calls(run.trace, "catchBlock").compactMap { $0.argument("error") },
      ["NSError(domain: NSURLErrorDomain, code: -1001)"])
    let retryErrors = run.trace.events.filter { $0.phase == .exit && $0.block == "retry error" }
    XCTAssertEqual(retryErrors.compactMap { $0.bookkeeping("currentRetryCount") }, ["1", "2", "3", "3"])
  }

  /// avatar-4-failures/NOTES.md: where the post expects three failed downloads to end in `catch:`,
  /// `retry:3` tries a fourth time, and here that one succeeds.
  func testThreeFailuresAreNotTheEndTheFourthAttemptSetsTheAvatar() {
    let run = Reading.replay { context in
      runAvatarWalkthrough(context, failures: 3, reuseCellAt: 3)
    }
    XCTAssertEqual(
      Reading.requests(run.trace, "rac_asyncGetAvatar:"),
      ["alice@example.com #1", "alice@example.com #2", "alice@example.com #3", "alice@example.com #4"])
    XCTAssertEqual(run.output, [avatarSet, cellReused])
    XCTAssertEqual(Reading.calls(run.trace, "catchBlock").count, 0)
  }

  /// The cell is reused at 0.3 s, before the 0.5 s download: `takeUntil:` disposes the chain (the
  /// download's scheduled reply with it) and completes the subscriber, which never gets an image.
  func testReusingTheCellFirstCancelsTheDownloadAndCompletesWithoutAnImage() throws {
    let run = try Reading.replay("avatar-cell-reused")
    XCTAssertEqual(run.output, [cellReused])
    XCTAssertEqual(Reading.subscriberHistory(run.trace), ["completed"])
    let triggerCompletion = try XCTUnwrap(Reading.calls(run.trace, "triggerCompletion").first)
    let (request, disposals) = Reading.disposals(
      ofSubscriptionTo: "rac_asyncGetAvatar: alice@example.com", in: run.trace)
    XCTAssertNotNil(request)
    XCTAssertEqual(disposals.count, 1)
    for disposal in disposals {
      XCTAssertTrue(Reading.happens(disposal, inside: triggerCompletion, in: run.trace))
    }
    let downloadSends = run.trace.events.filter {
      $0.phase == .enter && $0.block.hasPrefix("-send") && $0.owner?.name == "→ rac_asyncGetAvatar: alice@example.com"
    }
    XCTAssertEqual(downloadSends.map(\.block), [])
  }
}
