import RAC
import RACWalkthroughCLI
import RACWalkthroughKit
import XCTest

@testable import RACWalkthroughs

/// The account-migration walkthroughs of post 001 (issue 5): version 1's success / fail lists and
/// alert titles, version 2's progress (capped at 95 until the last account, 100 at the end), why it
/// needs both `multicast:`s, and where the post's description and the real pipeline part.
final class AppWalkthroughMigrationTests: LeakCheckedTestCase {
  private func walkthrough(_ name: String) throws -> Walkthrough {
    try XCTUnwrap(allWalkthroughs.first { $0.name == name })
  }

  /// Replays a program built on the walkthroughs' screen, for scenarios the walkthroughs don't run.
  private func replay(_ program: @escaping @Sendable (WalkthroughContext) -> Void) -> WalkthroughRun {
    WalkthroughRun.replay(Walkthrough(name: "migration-test", title: "", post: "", program: program))
  }

  private func progressValues(_ lines: [String]) -> [Int] {
    lines.compactMap { line in
      line.hasPrefix("======== progressValue is: ") ? Int(line.dropFirst("======== progressValue is: ".count)) : nil
    }
  }

  /// The request notes `ScriptedService` leaves in the trace.
  private func requestNotes(in trace: Trace) -> [TraceEvent] {
    trace.events.filter { $0.phase == .note && $0.block == "\(QHOldAccountMigration.serviceName) request" }
  }

  /// The trace writes the input as a quoted string.
  private func input(of note: TraceEvent) -> String {
    (note.argument("input") ?? "?").trimmingCharacters(in: CharacterSet(charactersIn: "\""))
  }

  /// The requests, as `input#attempt`.
  private func requests(in trace: Trace) -> [String] {
    requestNotes(in: trace).map { "\(input(of: $0))#\($0.argument("attempt") ?? "?")" }
  }

  /// The calls open (on the same thread) when `event` happened, outermost first.
  private func callers(of event: TraceEvent, in trace: Trace) -> [TraceEvent] {
    var open: [TraceEvent] = []
    for candidate in trace.events where candidate.thread == event.thread {
      if candidate.sequence == event.sequence { return open }
      switch candidate.phase {
      case .enter: open.append(candidate)
      case .exit: if !open.isEmpty { open.removeLast() }
      case .note, .output, .line: break
      }
    }
    return open
  }

  // MARK: - Version 1

  func testVersion1JumpsWhenAllSucceedNamesTheFailedAccountsWhenSomeFailAndSaysAllFailedWhenAllFail() throws {
    let run = WalkthroughRun.replay(try walkthrough("migration-v1"))
    let checker =
      "Main Thread Checker: UI API called on a background thread: "
      + "-[UIViewController presentViewController:animated:completion:]"
    XCTAssertEqual(
      run.outputLines,
      [
        "-- fetchNecessaryDataForAccounts: a@163.com, b@qq.com, c@126.com (all fetches succeed)",
        "jumpToOriginalLogic",
        "-- fetchNecessaryDataForAccounts: a@sina.com, b@sina.com, c@sina.com, d@gmail.com "
          + "(b@sina.com and d@gmail.com fail)",
        checker,
        "UIAlertController title: 邮箱账号b@sina.com, d@gmail.com迁移失败,需要重新登录",
        "tap 确定",
        "FMMigrationFailAccount save: b@sina.com",
        "FMManager deleteAccount: 5",
        "FMMigrationFailAccount save: d@gmail.com",
        "FMManager deleteAccount: 7",
        "jumpToOriginalLogic",
        "-- fetchNecessaryDataForAccounts: x@163.com, y@qq.com (every fetch fails)",
        checker,
        "UIAlertController title: 所有账号迁移失败,请重新登录",
        "tap 确定",
        "FMMigrationFailAccount save: x@163.com",
        "FMManager deleteAccount: 8",
        "FMMigrationFailAccount save: y@qq.com",
        "FMManager deleteAccount: 9",
        "jumpToOriginalLogic",
        "(screen closed) fetchInitialDataForAccount: requests: a@163.com ×1, b@qq.com ×1, c@126.com ×1, "
          + "a@sina.com ×1, b@sina.com ×1, c@sina.com ×1, d@gmail.com ×1, x@163.com ×1, y@qq.com ×1",
      ])
  }

  /// zip waits for the slowest fetch: the replies of run 1 come in the order of their latencies
  /// (b@qq.com 0.7 s, a@163.com 1.2 s, c@126.com 2.1 s), and the screen acts only after the last.
  func testVersion1ActsOnlyWhenTheSlowestFetchHasAnswered() throws {
    let trace = WalkthroughRun.replay(try walkthrough("migration-v1")).trace
    let events = trace.events.filter { event in
      (event.phase == .enter && event.block == "-sendNext:"
        && event.owner?.name.hasPrefix("→ \(QHOldAccountMigration.serviceName) ") == true)
        || (event.phase == .output && event.argument("line") == "jumpToOriginalLogic")
    }
    XCTAssertEqual(
      events.prefix(4).map { $0.owner?.name ?? "output " + ($0.argument("line") ?? "") },
      [
        "→ \(QHOldAccountMigration.serviceName) b@qq.com", "→ \(QHOldAccountMigration.serviceName) a@163.com",
        "→ \(QHOldAccountMigration.serviceName) c@126.com", "output jumpToOriginalLogic",
      ])
  }

  // MARK: - Version 2: progress

  func testVersion2ProgressIsCappedAt95UntilTheLastAccountThenReaches100() throws {
    let output = WalkthroughRun.replay(try walkthrough("migration-v2")).outputLines
    // Ticks at 0.5 s, 1.0 s; a@163.com (1.3 s) → 25; five ticks; b@qq.com (3.8 s) → 50; five ticks;
    // c@126.com (6.3 s) → 75; ticks up to the cap (16.0 s), ten more at 95; d@gmail.com (21.3 s) → 100.
    let expected =
      [1, 2, 25] + Array(26...30) + [50] + Array(51...55) + Array(75...95)
      + Array(repeating: 95, count: 10) + [100]
    XCTAssertEqual(progressValues(output), expected)
    let last = try XCTUnwrap(
      output.firstIndex(of: "fetch initial data finished, order is: [4, 4], account is: d@gmail.com"))
    XCTAssertEqual(progressValues(Array(output[..<last])).max(), 95)
    XCTAssertEqual(output[last + 1], "======== progressValue is: 100")
  }

  /// The counter's tuples are (0, 120, nil) … — not (1, 120, nil) as the post's step 12 says — and
  /// `@(tickCount)` of a CGFloat prints as Foundation prints a whole double: 120.
  func testVersion2CounterCountsFromZeroAndLogsItsCompletionWhenTakeUntilEndsIt() throws {
    let output = WalkthroughRun.replay(try walkthrough("migration-v2")).outputLines
    let counter = output.filter { $0.hasPrefix("counter info, ") }
    XCTAssertEqual(counter, (0..<42).map { "counter info, [\($0), 120]" })
    let alert = try XCTUnwrap(output.firstIndex(of: "UIAlertController title: 邮箱账号b@qq.com迁移失败,需要重新登录"))
    XCTAssertEqual(output[alert + 1], "<RACDynamicSignal: 0x…> name:  completed", "logCompleted, address masked")
  }

  // MARK: - Why the two multicasts

  func testEachAccountIsFetchedOnceWithTheMulticastsAndThreeTimesWithout() throws {
    let accounts = ["a@163.com", "b@qq.com", "c@126.com", "d@gmail.com"]
    let shared = requests(in: WalkthroughRun.replay(try walkthrough("migration-v2")).trace)
    XCTAssertEqual(shared, accounts.map { "\($0)#1" })
    let unshared = requests(in: WalkthroughRun.replay(try walkthrough("migration-v2-no-multicast")).trace)
    XCTAssertEqual(unshared, (1...3).flatMap { attempt in accounts.map { "\($0)#\(attempt)" } })
  }

  /// Without the multicasts, each of an account's three requests comes from another subscriber:
  /// the progress's `flatten` (as the accounts arrive), then the zips of the two subscriptions to
  /// businessLogicSignal (the result handling's, then `takeUntil:`'s), each over fetch signals of
  /// its own.
  func testWithoutTheMulticastsTheProgressAndBothSubscriptionsToTheResultEachFetch() throws {
    let trace = WalkthroughRun.replay(try walkthrough("migration-v2-no-multicast")).trace
    let notes = requestNotes(in: trace).filter { input(of: $0) == "a@163.com" }
    let requesters = notes.map { note -> String in
      let stack = callers(of: note, in: trace)
      if stack.contains(where: { $0.block == "addSignal" && $0.owner?.name == "[fetchAllInitialData] -flatten" }) {
        return "flatten"
      }
      return stack.contains { $0.owner?.name.hasPrefix("+zip: ") == true } ? "zip" : "other"
    }
    XCTAssertEqual(requesters, ["flatten", "zip", "zip"])
    let zipped = notes.dropFirst().map { note in
      callers(of: note, in: trace).first { $0.block == "bind next" && $0.owner?.name == "businessLogicSignal" }?
        .sequence
    }
    XCTAssertEqual(Set(zipped.compactMap { $0 }).count, 2, "two different subscriptions to businessLogicSignal")
  }

  /// Either multicast alone is not enough: without the outer one every subscription re-runs the
  /// `map:` block and makes new (shared) fetches; without the inner one the one signal of fetches
  /// hands the same cold fetch signals to three subscribers.
  func testEitherMulticastAloneStillFetchesEveryAccountThreeTimes() {
    for (fetches, signalOfFetches) in [(true, false), (false, true)] {
      let run = replay { context in
        let accounts = [
          FMAccount(accountId: 1, mailAddress: "a@163.com"), FMAccount(accountId: 2, mailAddress: "b@qq.com"),
        ]
        let screen = MigrationV2ViewController(
          migration: QHOldAccountMigration(latencies: ["a@163.com": 1.3, "b@qq.com": 2.3]),
          scheduler: context.scheduler, multicastsFetches: fetches, multicastsSignalOfFetches: signalOfFetches)
        screen.fetchNecessaryDataForAccounts(accounts)
        screen.closeScreen(after: 10, accounts: accounts)
      }
      XCTAssertEqual(
        run.outputLines.last, "(screen closed) fetchInitialDataForAccount: requests: a@163.com ×3, b@qq.com ×3",
        "multicast fetches: \(fetches), multicast the signal of fetches: \(signalOfFetches)")
    }
  }

  // MARK: - Where the post's description does not hold

  /// The cap of 95 applies to the timer's steps only: with more than 20 accounts the step for the
  /// last-but-one account, (n - 1) * 100 / n, is already above 95 (24 * 100 / 25 = 96).
  func testWithMoreThanTwentyAccountsTheProgressPasses95BeforeTheLastAccount() throws {
    let run = replay { context in
      let accounts = (1...25).map { FMAccount(accountId: $0, mailAddress: "user\($0)@163.com") }
      var latencies: [String: Double] = [:]
      for account in accounts { latencies[account.profile.mailAddress] = 0.2 * Double(account.accountId) + 0.03 }
      let screen = MigrationV2ViewController(
        migration: QHOldAccountMigration(latencies: latencies), scheduler: context.scheduler,
        multicastsFetches: true, multicastsSignalOfFetches: true)
      screen.fetchNecessaryDataForAccounts(accounts)
      screen.closeScreen(after: 10, accounts: accounts)
    }
    let output = run.outputLines
    let last = try XCTUnwrap(output.firstIndex { $0.hasPrefix("fetch initial data finished, order is: [25, 25]") })
    XCTAssertEqual(progressValues(Array(output[..<last])).max(), 96)
    XCTAssertEqual(progressValues(output).last, 100)
  }

  /// When the last account takes longer than the timer's 120 ticks (60 s), the counter ends by
  /// itself (its zip with the 120 numbers completes, which disposes the interval) and logs its
  /// completion; the progress then stays at 95, silently, until the last account.
  func testWhenTheLastAccountTakesOverAMinuteTheCounterEndsAfter120TicksAndTheProgressWaitsAt95() throws {
    let run = replay { context in
      let accounts = [
        FMAccount(accountId: 1, mailAddress: "a@163.com"), FMAccount(accountId: 2, mailAddress: "b@qq.com"),
      ]
      let screen = MigrationV2ViewController(
        migration: QHOldAccountMigration(latencies: ["a@163.com": 1.3, "b@qq.com": 75.3]),
        scheduler: context.scheduler, multicastsFetches: true, multicastsSignalOfFetches: true)
      screen.fetchNecessaryDataForAccounts(accounts)
      screen.closeScreen(after: 90, accounts: accounts)
    }
    let output = run.outputLines
    XCTAssertEqual(output.filter { $0.hasPrefix("counter info, ") }, (0..<120).map { "counter info, [\($0), 120]" })
    let completed = try XCTUnwrap(output.firstIndex(of: "<RACDynamicSignal: 0x…> name:  completed"))
    XCTAssertEqual(
      Array(output[(completed - 2)...(completed + 2)]),
      [
        "counter info, [119, 120]", "======== progressValue is: 95", "<RACDynamicSignal: 0x…> name:  completed",
        "fetch initial data finished, order is: [2, 2], account is: b@qq.com", "======== progressValue is: 100",
      ])
    let ticks = run.trace.events.filter { $0.phase == .enter && $0.block == "interval block" }
    XCTAssertEqual(ticks.count, 120, "the interval is disposed after the 120th tick")
  }

  /// `static NSInteger progressValue` outlives the call: a second migration starts at the first
  /// one's 100, and its first tick caps it to 95 — the bar jumps from 0 to 95 at once.
  func testASecondMigrationStartsAtTheFirstOnesProgressAsTheStaticKeepsIt() {
    let run = replay { context in
      let screen = MigrationV2ViewController(
        migration: QHOldAccountMigration(latencies: ["a@163.com": 1.3, "b@qq.com": 2.3]),
        scheduler: context.scheduler, multicastsFetches: true, multicastsSignalOfFetches: true)
      screen.fetchNecessaryDataForAccounts([FMAccount(accountId: 1, mailAddress: "a@163.com")])
      context.scheduler.afterDelay(10) {
        RACWalkthroughKit.NSLog("-- second call")
        screen.fetchNecessaryDataForAccounts([FMAccount(accountId: 2, mailAddress: "b@qq.com")])
      }
      screen.closeScreen(after: 20, accounts: [])
    }
    let output = run.outputLines
    let second = output.firstIndex(of: "-- second call") ?? output.count
    XCTAssertEqual(progressValues(Array(output[..<second])), [1, 2, 100])
    XCTAssertEqual(progressValues(Array(output[second...])), [95, 95, 95, 95, 100])
  }

  // MARK: - Kit behaviour the walkthroughs rely on

  func testNSLogPrintsWholeDoublesWithoutAFractionAsFoundationDoes() {
    let run = replay { _ in
      RACWalkthroughKit.NSLog(
        "%@ %@ %@ %@", NSNumber(value: 120.0), NSNumber(value: 0.5), NSNumber(value: 3), 1.0 / 3.0)
    }
    XCTAssertEqual(run.outputLines, ["120 0.5 3 0.3333333333333333"])
  }

  func testRACLogLinesGoToTheWalkthroughOutputWithAddressesMasked() {
    let run = replay { _ in
      RACSignal.return("A").logAll().subscribeNext { _ in }
    }
    XCTAssertEqual(
      run.outputLines,
      [
        "<RACReturnSignal: 0x…> name: +return: next: A", "<RACDynamicSignal: 0x…> name:  completed",
      ])
    XCTAssertEqual(run.trace.output.count, 2, "each line is recorded in the trace once")
  }

  /// 120 timer values queued at once beside the other queues make far more than 20,000 schedules:
  /// `explore` covers them by partial-order reduction with one run, and falls back to a seeded
  /// sample only when the command line's limit is smaller than the reduced search.
  func testExploreCoversTheProgressWalkthroughWithOneRunOrSamplesUnderASmallerLimit() {
    func explore(_ arguments: [String]) -> [String] {
      var output: [String] = []
      let environment = CommandEnvironment(
        write: { output.append($0) }, writeError: { output.append("error: " + $0) }, readLine: { nil },
        isInteractive: false, walkthroughsDirectory: walkthroughsDirectory)
      _ = WalkthroughCommandLine.run(["explore", "migration-v2"] + arguments, environment: environment)
      return output
    }
    XCTAssertEqual(
      explore([]).first,
      "migration-v2: 1 schedule(s) run and 0 pruned (orders of commuting turns already run): every order covered, 1 distinct output(s)"
    )
    XCTAssertEqual(
      explore(["--limit", "1", "--samples", "3"]).first,
      "migration-v2: a sample of 3 schedules (seed 1; more than 1 in all), 1 distinct output(s)")
  }

  /// migration-v2 runs migration-v1's scene: the sibling's file is named by its own folder in the
  /// trace and the viewer, and still counts as a scene.
  func testASiblingsSceneIsNamedByItsOwnFolder() {
    XCTAssertEqual(ObjectiveCSource.displayName("../migration-v1/scene.m", of: "migration-v2"), "migration-v1/scene.m")
    XCTAssertEqual(ObjectiveCSource.displayName("post.m", of: "migration-v2"), "migration-v2/post.m")
    XCTAssertTrue(ObjectiveCSource.isScene("../migration-v1/scene.m"))
    XCTAssertFalse(ObjectiveCSource.isScene("post.m"))
    XCTAssertEqual(
      ObjectiveCSource(files: ["../migration-v1/scene.m", "post.m", "scene-input.m"]).status, "post's code + scene")
  }
}
