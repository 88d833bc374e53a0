import RAC
import RACWalkthroughKit
import XCTest

@testable import RACWalkthroughs

/// The save-avatar walkthrough of post 000 (`catch:` into tuples, `collect`, `+zip:`, `allObjects`):
/// failures become values, the result comes once, after the last reply, in the addresses' order,
/// whatever order the replies come back in.
final class AppWalkthroughSaveAvatarTests: LeakCheckedTestCase {
  private typealias Reading = AppWalkthroughTraceReading

  private let label = "[com.ReactiveCocoa.RACScheduler.backgroundScheduler] "
  private let tuples =
    "[RACTuple(\"saved\", nil), RACTuple(nil, NSError(domain: FMAvatarErrorDomain, code: 404)), "
    + "RACTuple(nil, NSError(domain: FMAvatarErrorDomain, code: 500)), RACTuple(\"saved\", nil)]"

  private var walkthroughOutput: [String] {
    [
      "Array, 4 results",
      "tom@work.example: value = saved, error = (null)",
      "tom@home.example: value = (null), error = Error Domain=FMAvatarErrorDomain Code=404 \"(null)\"",
      "tom@old.example: value = (null), error = Error Domain=FMAvatarErrorDomain Code=500 \"(null)\"",
      "tom@mail.example: value = saved, error = (null)",
      "completed",
    ].map { label + $0 }
  }

  func testFailuresBecomeTuplesAndTheSubscriberGetsOneArrayThenCompleted() throws {
    let run = try Reading.replay("save-avatar")
    XCTAssertEqual(run.output, walkthroughOutput)
    XCTAssertEqual(Reading.subscriberHistory(run.trace), ["next: \(tuples)", "completed"])
    XCTAssertEqual(Reading.calls(run.trace, "catchBlock").compactMap { $0.argument("error") }.count, 2)
  }

  /// The replies come back 500, 404, then tom@mail and tom@work; the one `next` comes after the
  /// last of them.
  func testTheResultArrivesOnceAfterTheLastReply() throws {
    let trace = try Reading.replay("save-avatar").trace
    let replies = trace.events.filter {
      $0.phase == .enter && ($0.block == "-sendNext:" || $0.block == "-sendError:")
        && ($0.owner?.name.hasPrefix("→ avatar server ") ?? false)
    }
    XCTAssertEqual(
      replies.compactMap { $0.owner?.name }.map { $0.replacingOccurrences(of: "→ avatar server ", with: "") },
      ["tom@old.example", "tom@home.example", "tom@mail.example", "tom@work.example"])
    let results = trace.events.filter {
      $0.phase == .enter && $0.block == "nextBlock" && $0.owner?.className == "RACSubscriber"
        && ($0.owner?.name.isEmpty ?? false)
    }
    XCTAssertEqual(results.count, 1)
    XCTAssertGreaterThan(try XCTUnwrap(results.first).sequence, try XCTUnwrap(replies.last).sequence)
  }

  /// Each request runs on a background scheduler of its own and two replies are due at the same
  /// moment: every order the queues can take turns in prints the same thing, since zip pairs by
  /// position, not by arrival.
  func testEveryScheduleOfTheRequestQueuesPrintsTheSameResult() throws {
    let saveAvatar = try XCTUnwrap(allWalkthroughs.first { $0.name == "save-avatar" })
    let result = ScheduleExplorer.explore(saveAvatar)
    XCTAssertTrue(result.exhaustive)
    XCTAssertGreaterThan(result.schedulesRun, 1)
    XCTAssertEqual(result.outcomes.count, 1)
    XCTAssertEqual(result.outcomes.first?.output, walkthroughOutput.map(OutputNormalizer.normalize))
  }

  func testWhenEveryAddressFailsTheSubscriberStillGetsOneArrayOfErrorsAndCompleted() {
    let run = Reading.replay { context in
      Post000.SaveAvatarPage.runWalkthrough(context) { email, _ in
        .init(after: email == "tom@work.example" ? 0.4 : 0.1, .failure(domain: "FMAvatarErrorDomain", code: 503))
      }
    }
    let failure = "RACTuple(nil, NSError(domain: FMAvatarErrorDomain, code: 503))"
    XCTAssertEqual(
      Reading.subscriberHistory(run.trace), ["next: [\(failure), \(failure), \(failure), \(failure)]", "completed"])
  }

  /// zip waits for every address: one request that never answers holds back the whole result.
  func testOneRequestThatNeverAnswersHoldsBackTheWholeResult() {
    let run = Reading.replay { context in
      Post000.SaveAvatarPage.runWalkthrough(context) { email, attempt in
        email == "tom@old.example"
          ? .init(after: 0.1, .hang) : Post000.SaveAvatarPage.walkthroughServerScript(email, attempt)
      }
    }
    XCTAssertEqual(run.output, [])
    XCTAssertEqual(Reading.subscriberHistory(run.trace), [])
  }

  /// Without the `catch:`, RAC's default: the first failure ends the whole pipeline. The `catch:`
  /// is what the walkthrough shows; this pins what it replaces.
  func testWithoutCatchTheFirstFailureWouldEndThePipeline() {
    let run = Reading.replay { context in
      let server = ScriptedService(name: "avatar server", script: Post000.SaveAvatarPage.walkthroughServerScript)
      let signals = ["tom@work.example", "tom@old.example"].map { email in
        server.call(email).map { value in RACTuplePack(value, nil) }
      }
      _ = RACSignal.zip(signals).subscribeNext { _ in
      } error: { _ in
      } completed: {
      }
      _ = context
    }
    XCTAssertEqual(
      Reading.subscriberHistory(run.trace), ["error: NSError(domain: FMAvatarErrorDomain, code: 500)"])
  }
}
