import RAC
import RACWalkthroughKit
import XCTest

@testable import RACWalkthroughs

/// The contact-form walkthrough of post 000 (`RACObserve`, `distinctUntilChanged`,
/// `+combineLatest:`, `not`, `deliverOnMainThread`): the Save button over the whole edit script,
/// where the post's claims hold and where they do not (see contact-form/NOTES.md).
final class AppWalkthroughContactFormTests: LeakCheckedTestCase {
  private typealias Reading = AppWalkthroughTraceReading

  private let walkthroughOutput = [
    "saveButton.enabled = NO",
    "edit 1: type nick \"T\"",
    "saveButton.enabled = YES",
    "edit 2: type nick \"To\"",
    "edit 3: clear nick",
    "saveButton.enabled = NO",
    "edit 4: type mark \"friend\"",
    "saveButton.enabled = YES",
    "edit 5: mark set to \"friend\" again (end of editing)",
    "edit 6: clear mark",
    "saveButton.enabled = NO",
    "edit 7: add e-mail row B",
    "edit 8: add e-mail row C",
    "edit 9: type \"tom@c.example\" into row C",
    "saveButton.enabled = YES",
    "edit 10: type \"tom@b.example\" into row B",
    "edit 11: clear row B (row C still has \"tom@c.example\")",
    "saveButton.enabled = NO",
    "edit 12: delete row B",
    "saveButton.enabled = YES",
    "edit 13: add e-mail row D",
    "edit 14: delete row C",
    "edit 15: at once: type \"tom@d.example\" into row D",
    "edit 16: delete row D",
    "saveButton.enabled = NO",
    "edit 17: add phone \"010-1234\"",
    "saveButton.enabled = YES",
    "edit 18: clear the phone (the row stays)",
    "saveButton.enabled = NO",
    "edit 19: add custom row Q",
    "edit 20: type name \"QQ\" into custom row Q",
    "saveButton.enabled = YES",
    "edit 21: clear custom row Q's name",
    "saveButton.enabled = NO",
    "edit 22: type birthday \"1990-01-01\"",
    "saveButton.enabled = YES",
  ]

  /// How often the button's subscriber (`subscribeNext:`, the one subscriber without a label) was
  /// sent completed.
  private func buttonSubscriptionCompletions(_ trace: Trace) -> Int {
    trace.events.filter {
      $0.phase == .enter && $0.block == "-sendCompleted" && $0.owner?.className == "RACSubscriber"
        && $0.owner?.name.isEmpty == true
    }.count
  }

  private func contactForm() throws -> Walkthrough {
    try XCTUnwrap(allWalkthroughs.first { $0.name == "contact-form" })
  }

  func testTheSaveButtonFollowsTheFieldsOverTheWholeScript() throws {
    XCTAssertEqual(try Reading.replay("contact-form").output, walkthroughOutput)
  }

  /// `distinctUntilChanged` at the end: the button is set only when its value changes, so no two
  /// assignments in a row are equal, and the first is the disabled state of an empty form.
  func testTheButtonIsSetOnlyWhenItsValueChanges() throws {
    let assignments = try Reading.replay("contact-form").output.filter { $0.hasPrefix("saveButton") }
    XCTAssertEqual(assignments.first, "saveButton.enabled = NO")
    for (previous, next) in zip(assignments, assignments.dropFirst()) {
      XCTAssertNotEqual(previous, next)
    }
  }

  /// flattenMap: keeps the inner signal of every contactItems array it was sent. The one made when
  /// row B was the only row still follows row B alone, and sends YES when row B is cleared,
  /// although row C has an e-mail.
  func testAStaleInnerSignalForRowBAloneDisablesTheButtonWhileRowCHasAnEmail() throws {
    let trace = try Reading.replay("contact-form").trace
    let clearB = try XCTUnwrap(
      trace.events.first { $0.phase == .output && $0.argument("line")?.hasPrefix("edit 11:") == true })
    let afterClearB = trace.events.drop { $0.sequence <= clearB.sequence }
    let emailsIsNilYes = try XCTUnwrap(
      afterClearB.first { $0.phase == .enter && $0.block == "-sendNext:" && $0.owner?.name == "→ emailsIsNil" })
    XCTAssertEqual(emailsIsNilYes.argument("value"), "1")
    let sender = Reading.enclosingCalls(of: emailsIsNilYes, in: trace).compactMap { $0.owner?.name }
    let rowBOnly =
      "[[+combineLatest: [[[RACObserve(<FMContactItem: rowB>, \"email\")] -distinctUntilChanged] -map:]] -map:] -distinctUntilChanged"
    XCTAssertTrue(sender.contains(rowBOnly), "\(sender)")
  }

  /// What the post means, `switchToLatest` instead of `flattenMap:` over the rows (the variant):
  /// only the current rows are followed, so clearing row B leaves the button enabled, and deleting
  /// row B changes nothing either. Everything else is the same.
  func testSwitchingToTheLatestRowsKeepsTheButtonEnabledWhileRowCHasAnEmail() throws {
    let run = WalkthroughRun.replay(try contactForm(), variant: "switchToLatest")
    var expected = walkthroughOutput
    for edit in ["edit 12: delete row B", "edit 11: clear row B (row C still has \"tom@c.example\")"] {
      let index = try XCTUnwrap(expected.firstIndex(of: edit))
      expected.remove(at: index + 1)
    }
    XCTAssertEqual(run.output, expected)
  }

  /// In 2.5, `bind:` keeps every inner signal it has subscribed in its `signals` array until that
  /// signal completes, and the rows' inner signals complete only when all their rows are gone: a
  /// deleted row is kept (by its `items.rac_sequence`) and observed until the page goes away.
  /// Switching to the latest rows lets it go when it is deleted.
  func testADeletedRowLivesUntilThePageGoesAwayUnlessTheRowsAreSwitched() throws {
    func rowBDeallocation(_ run: WalkthroughRun) throws -> (afterEdit: String?, beforePage: Bool) {
      let events = run.trace.events
      let rowBGone = try XCTUnwrap(
        events.first {
          $0.phase == .enter && $0.block == "-sendCompleted" && $0.owner?.name == "rowB.rac_willDeallocSignal"
        })
      let lastEdit = events.last {
        $0.phase == .output && $0.sequence < rowBGone.sequence && $0.argument("line")?.hasPrefix("edit") == true
      }
      let pageGone = try XCTUnwrap(
        events.first {
          $0.phase == .enter && $0.block == "-sendCompleted"
            && $0.owner?.name == "contactEditView.rac_willDeallocSignal"
        })
      return (lastEdit?.argument("line"), rowBGone.sequence < pageGone.sequence)
    }
    let merged = try rowBDeallocation(try Reading.replay("contact-form"))
    XCTAssertEqual(merged.afterEdit, "edit 22: type birthday \"1990-01-01\"")
    XCTAssertFalse(merged.beforePage)
    let switched = try rowBDeallocation(WalkthroughRun.replay(try contactForm(), variant: "switchToLatest"))
    XCTAssertEqual(switched.afterEdit, "edit 12: delete row B")
    XCTAssertTrue(switched.beforePage)
  }

  /// Deleting row B: the new rows are followed on a background scheduler, so the new result reaches
  /// `deliverOnMainThread` there and is delivered in a later turn of the main queue.
  func testAfterDeletingARowTheButtonIsSetInALaterMainTurn() throws {
    let trace = try Reading.replay("contact-form").trace
    let deleteB = try XCTUnwrap(
      trace.events.first { $0.phase == .output && $0.argument("line") == "edit 12: delete row B" })
    let after = trace.events.drop { $0.sequence <= deleteB.sequence }
    let queued = try XCTUnwrap(
      after.first {
        $0.phase == .enter && $0.block == "deliverOnMainThread next" && $0.owner?.name == "contactHasNoPros"
      })
    XCTAssertTrue(queued.thread.hasPrefix("com.ReactiveCocoa.RACScheduler.backgroundScheduler"), queued.thread)
    let enabled = try XCTUnwrap(after.first { $0.phase == .output })
    XCTAssertEqual(enabled.argument("line"), "saveButton.enabled = YES")
    XCTAssertEqual(enabled.thread, "main")
    XCTAssertTrue(
      Reading.enclosingCalls(of: enabled, in: trace).contains {
        $0.block == "block" && $0.owner?.name == "contactHasNoPros"
      })
  }

  /// Deleting row C and typing into row D in the same moment: whether the main queue's typing or
  /// the background queue's look at the new rows [rowD] goes first decides whether the button
  /// flickers (disabled, then enabled again). Every other edit has the main queue to itself.
  func testOnlyTheEditThatMeetsABackgroundQueueDependsOnTheSchedule() throws {
    let result = ScheduleExplorer.explore(try contactForm())
    XCTAssertTrue(result.exhaustive)
    XCTAssertEqual(result.schedulesRun, 3)
    let outputs = Set(result.outcomes.map(\.output))
    let flicker = walkthroughOutput.flatMap { line -> [String] in
      line.hasPrefix("edit 15:") ? [line, "saveButton.enabled = NO", "saveButton.enabled = YES"] : [line]
    }
    XCTAssertEqual(outputs, [walkthroughOutput, flicker])
  }

  /// The page ends every subscription it made when it goes away: no RAC object outlives a replay.
  func testReplayingLeavesNothingAliveWhenTheBlocksHoldThePageWeakly() throws {
    let walkthrough = try contactForm()
    _ = WalkthroughRun.replay(walkthrough, recordingTrace: false)
    let baseline = LiveObjects.count
    _ = WalkthroughRun.replay(walkthrough, recordingTrace: false)
    XCTAssertEqual(LiveObjects.count, baseline)
  }

  /// The post's `RACObserve(item, email)` inside the `flattenMap:` / `map:` blocks uses `self`
  /// strongly (the macro's `observer:self`), and `self` keeps `contactHasNoPros`, which keeps those
  /// blocks: a cycle. In the variant that does so, the page is never deallocated, no `RACObserve`
  /// completes, and every replay leaves the whole pipeline alive.
  func testThePostsStrongSelfInTheBlocksKeepsThePageAndItsPipelineAlive() throws {
    let walkthrough = try contactForm()
    let first = WalkthroughRun.replay(walkthrough, variant: "post-self-capture")
    let afterOne = LiveObjects.count
    _ = WalkthroughRun.replay(walkthrough, variant: "post-self-capture")
    let leaked = LiveObjects.count - afterOne
    XCTAssertGreaterThan(leaked, 100)
    XCTAssertEqual(first.output, walkthroughOutput, "the cycle changes nothing the user sees")
    XCTAssertEqual(buttonSubscriptionCompletions(first.trace), 0)
    XCTAssertEqual(
      buttonSubscriptionCompletions(try Reading.replay("contact-form").trace), 1,
      "with weak blocks the button's subscription completes when the page goes away")
  }
}
