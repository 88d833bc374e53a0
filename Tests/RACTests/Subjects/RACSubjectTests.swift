import Foundation
import XCTest

@testable import RAC

/// `RACSubject` as RAC 2.5 has it (behaviour §6.10, §7.6).
final class RACSubjectTests: RACTestCase {
  func testEverySubscriberReceivesEveryEventInSubscriptionOrder() {
    let log = BindTestLog()
    let subject = RACSubject.subject()
    subject.subscribe(log.subscriber("1:"))
    subject.subscribe(log.subscriber("2:"))

    subject.sendNext("A")
    subject.sendNext(nil)
    subject.sendCompleted()

    XCTAssertEqual(
      log.entries, ["1:next:A", "2:next:A", "1:next:nil", "2:next:nil", "1:completed", "2:completed"])
  }

  func testErrorReachesEverySubscriberAndEndsTheirSubscriptions() {
    let log = BindTestLog()
    let subject = RACSubject()
    subject.subscribe(log.subscriber("1:"))
    subject.subscribe(log.subscriber("2:"))

    subject.sendNext("A")
    subject.sendError(BindTestLog.error(7))
    subject.sendNext("B")
    subject.sendCompleted()

    XCTAssertEqual(log.entries, ["1:next:A", "2:next:A", "1:error:test#7", "2:error:test#7"])
  }

  /// §7.6: a subject keeps no terminal state, so a subscriber that comes after completion is not
  /// told that it completed.
  func testSubscriberAddedAfterCompletionReceivesNothing() {
    let log = BindTestLog()
    let subject = RACSubject()
    subject.sendNext("early")
    subject.sendCompleted()

    subject.subscribe(log.subscriber())

    XCTAssertEqual(log.entries, [])
  }

  func testSubscriberAddedAfterAnErrorReceivesNothing() {
    let log = BindTestLog()
    let subject = RACSubject()
    subject.sendError(BindTestLog.error(1))

    subject.subscribe(log.subscriber())

    XCTAssertEqual(log.entries, [])
  }

  /// No terminal state, the other way round: values sent after completion still reach subscribers
  /// that came after it, while those that saw the completion get nothing more.
  func testValuesSentAfterCompletionReachOnlySubscribersAddedAfterIt() {
    let log = BindTestLog()
    let subject = RACSubject()
    subject.subscribe(log.subscriber("early:"))
    subject.sendCompleted()
    subject.subscribe(log.subscriber("late:"))

    subject.sendNext("again")
    subject.sendCompleted()

    XCTAssertEqual(log.entries, ["early:completed", "late:next:again", "late:completed"])
  }

  /// `sendNext:` sends to a copy of the subscriber list taken when it starts.
  func testSubscriberAddedDuringASendDoesNotReceiveThatValue() {
    let log = BindTestLog()
    let subject = RACSubject()
    var lateSubscription: RACDisposable?
    subject.subscribe(
      RACSubscriber(
        next: { [weak subject] value in
          log.append("first:next:\(BindTestLog.text(value))")
          if lateSubscription == nil { lateSubscription = subject?.subscribe(log.subscriber("second:")) }
        },
        error: nil, completed: { log.append("first:completed") }))

    subject.sendNext("A")
    subject.sendNext("B")
    subject.sendCompleted()

    XCTAssertNotNil(lateSubscription)
    XCTAssertEqual(
      log.entries, ["first:next:A", "first:next:B", "second:next:B", "first:completed", "second:completed"])
  }

  func testDisposingASubscriptionRemovesThatSubscriberOnly() {
    let log = BindTestLog()
    let subject = RACSubject()
    subject.subscribe(log.subscriber("a:"))
    let b = subject.subscribe(log.subscriber("b:"))
    subject.subscribe(log.subscriber("c:"))

    subject.sendNext(1)
    b?.dispose()
    subject.sendNext(2)
    b?.dispose()
    subject.sendCompleted()

    XCTAssertEqual(
      log.entries, ["a:next:1", "b:next:1", "c:next:1", "a:next:2", "c:next:2", "a:completed", "c:completed"])
  }

  /// Each `subscribe:` wraps the subscriber in its own passthrough, and the removal finds that
  /// passthrough by identity: subscribing one subscriber twice and disposing one of the two
  /// subscriptions leaves the other.
  func testSameSubscriberSubscribedTwiceLosesOneSubscriptionPerDispose() {
    let log = BindTestLog()
    let subject = RACSubject()
    let subscriber = log.subscriber()
    let first = subject.subscribe(subscriber)
    let second = subject.subscribe(subscriber)

    subject.sendNext("twice")
    first?.dispose()
    subject.sendNext("once")
    second?.dispose()
    subject.sendNext("never")

    XCTAssertEqual(log.entries, ["next:twice", "next:twice", "next:once"])
  }

  /// `sendError:` / `sendCompleted` dispose the subject's subscriptions to other signals first,
  /// then forward the event.
  func testTerminatingDisposesUpstreamSubscriptionsBeforeForwarding() {
    for terminate in ["completed", "error"] {
      let log = BindTestLog()
      let subject = RACSubject()
      let upstream1 = RACSubject()
      let upstream2 = RACSubject()
      log.observed(upstream1, "up1").subscribe(subject)
      log.observed(upstream2, "up2").subscribe(subject)
      subject.subscribe(log.subscriber())

      upstream2.sendNext("from up2")
      if terminate == "completed" { subject.sendCompleted() } else { subject.sendError(BindTestLog.error(2)) }
      upstream1.sendNext("ignored")

      let last = terminate == "completed" ? "completed" : "error:test#2"
      XCTAssertEqual(
        log.entries, ["subscribe:up1", "subscribe:up2", "next:from up2", "dispose:up1", "dispose:up2", last],
        terminate)
    }
  }

  /// An upstream completion is the subject's completion, which ends its other upstream
  /// subscriptions too.
  func testCompletionOfOneUpstreamSignalEndsTheOthers() {
    let log = BindTestLog()
    let subject = RACSubject()
    let upstream1 = RACSubject()
    let upstream2 = RACSubject()
    log.observed(upstream1, "up1").subscribe(subject)
    log.observed(upstream2, "up2").subscribe(subject)
    subject.subscribe(log.subscriber())

    upstream1.sendCompleted()
    upstream2.sendNext("ignored")

    XCTAssertEqual(log.entries, ["subscribe:up1", "subscribe:up2", "dispose:up1", "dispose:up2", "completed"])
  }

  func testUpstreamSubscriptionDisposedOnItsOwnIsForgotten() {
    let subject = RACSubject()
    let first = RACSignal.never().subscribe(subject)
    let second = RACSignal.never().subscribe(subject)

    XCTAssertEqual(subject.disposable.disposables.count, 2)
    first?.dispose()
    XCTAssertEqual(subject.disposable.disposables.count, 1)
    second?.dispose()
    XCTAssertEqual(subject.disposable.disposables.count, 0)
  }

  /// RAC 2.5 (not ReactiveObjC): the disposable `subscribe:` returns only takes the passthrough out
  /// of the list; the subscription's compound, which the subscriber was handed, stays undisposed.
  func testDisposingASubjectSubscriptionOnlyRemovesThePassthrough() {
    let log = BindTestLog()
    let subject = RACSubject()
    let upstream = RACSubject()
    let subscription = upstream.subscribe(subject)
    let compound = subject.disposable.disposables.first
    subject.subscribe(log.subscriber())

    XCTAssertFalse(subscription is RACCompoundDisposable)
    subscription?.dispose()
    upstream.sendNext("not delivered")

    XCTAssertEqual(log.entries, [])
    XCTAssertEqual(subject.disposable.disposables.count, 1)
    XCTAssertEqual(compound?.isDisposed, false)
  }

  /// An upstream signal that does not keep its subscriber (here one that only returns a
  /// disposable) leaves the subject's lifetime to its owner; when the subject goes, so does the
  /// upstream subscription.
  func testDeallocatingTheSubjectDisposesItsUpstreamSubscriptions() {
    let log = BindTestLog()
    let upstream = RACSignal.createSignal { _ in
      log.append("subscribe:up")
      return RACDisposable { log.append("dispose:up") }
    }
    do {
      let subject = RACSubject()
      upstream.subscribe(subject)
      XCTAssertEqual(log.entries, ["subscribe:up"])
    }
    XCTAssertEqual(log.entries, ["subscribe:up", "dispose:up"])
  }

  /// RAC's removal block keeps the subscribers list and the subscriber's passthrough, not the
  /// subject: a subject nobody keeps goes while its removal disposable is held, the subscriber
  /// lives as long as that disposable, and disposing it afterwards just takes it out of the
  /// orphaned list.
  func testDroppingTheSubjectLeavesItsSubscriberToTheRemovalDisposable() {
    weak var weakSubscriber: RACSubscriber?
    weak var weakSubject: RACSubject?
    var removal: RACDisposable?
    do {
      let subject = RACSubject()
      let subscriber = RACSubscriber(next: { _ in }, error: nil, completed: nil)
      weakSubscriber = subscriber
      weakSubject = subject
      removal = subject.subscribe(subscriber)
    }

    XCTAssertNil(weakSubject)
    XCTAssertNotNil(weakSubscriber)
    removal?.dispose()
    XCTAssertEqual(removal?.isDisposed, true)
    removal = nil
    XCTAssertNil(weakSubscriber)
  }

  /// The passthrough names its subject while the subject lives and forgets it as the subject goes,
  /// without keeping it (RAC's `_signal` is unretained): its `signal` reads nil afterwards, where a
  /// dangling reference would read the freed subject, and its trace name falls back to the one it
  /// remembered; the removal block then runs with no owner.
  func testAPassthroughNamesItsSubjectOnlyWhileTheSubjectLives() {
    weak var weakSubject: RACSubject?
    var passthrough: RACPassthroughSubscriber?
    var removal: RACDisposable?
    var namesWhileAlive: [String] = []
    do {
      let subject = RACSubject()
      subject.setNameWithFormat("the subject")
      weakSubject = subject
      removal = subject.subscribe(RACSubscriber(next: { _ in }, error: nil, completed: nil))
      subject.enumerateSubscribers { passthrough = $0 as? RACPassthroughSubscriber }
      XCTAssertTrue(passthrough?.signal === subject)
      namesWhileAlive.append(passthrough?.traceName ?? "(none)")
    }

    XCTAssertNil(weakSubject)
    XCTAssertNil(passthrough?.signal)
    XCTAssertEqual(namesWhileAlive + [passthrough?.traceName ?? "(none)"], ["→ the subject", ""])
    removal?.dispose()
    XCTAssertEqual(removal?.isDisposed, true)
  }

  /// What RAC 2.5 does with a signal that never ends over a subject (`-replayLazily` of a signal
  /// that never completes): the subscriber keeps its subscription's disposable, which keeps the
  /// removal block, which keeps the subscriber: it lives on after the subject and the signal go.
  func testASubscriptionThatNeverEndsKeepsItsSubscriberAliveAsInRAC() {
    expectsLeakedObjects = true
    weak var weakSubscriber: RACSubscriber?
    weak var weakSubject: RACSubject?
    do {
      let subject = RACSubject()
      weakSubject = subject
      let signal = RACSignal.createSignal { subscriber in subject.subscribe(subscriber) }
      let subscriber = RACSubscriber(next: { _ in }, error: nil, completed: nil)
      weakSubscriber = subscriber
      signal.subscribe(subscriber)
    }
    XCTAssertNil(weakSubject)
    XCTAssertNotNil(weakSubscriber)
  }

  /// RAC's swizzled `-dealloc` runs before RACSubject's own: `rac_willDeallocSignal` completes while
  /// the subject's subscriptions to other signals are still undisposed.
  func testTheWillDeallocSignalCompletesBeforeTheSubjectDisposesItsSubscriptions() {
    let log = LockedLog()
    do {
      let subject = RACSubject()
      subject.disposable.add(RACDisposable { log.append("subject disposes its subscriptions") })
      subject.rac_willDeallocSignal.subscribeCompleted { log.append("rac_willDeallocSignal completed") }
    }
    XCTAssertEqual(log.events, ["rac_willDeallocSignal completed", "subject disposes its subscriptions"])
  }

  func testValuesSentFromSeveralThreadsAllArriveOnce() {
    let log = BindTestLog()
    let subject = RACSubject()
    subject.subscribe(log.subscriber())

    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for index in 0..<100 { subject.sendNext(thread * 100 + index) }
    }

    XCTAssertEqual(log.entries.count, 800)
    XCTAssertEqual(Set(log.entries), Set((0..<800).map { "next:\($0)" }))
  }

  /// Subscribing and disposing on some threads while others send: the list is only touched under
  /// the lock (run under `--sanitize=thread` too). The subscriber that stays gets every value.
  func testSubscribingAndDisposingWhileOtherThreadsSendIsSafe() {
    let log = BindTestLog()
    let churn = BindTestLog()
    let subject = RACSubject()
    subject.subscribe(log.subscriber())

    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for index in 0..<100 {
        if thread.isMultiple(of: 2) {
          subject.sendNext(thread * 100 + index)
        } else {
          let subscription = subject.subscribe(churn.subscriber())
          subscription?.dispose()
        }
      }
    }
    subject.sendCompleted()

    XCTAssertEqual(log.entries.count, 401)
    XCTAssertEqual(log.entries.last, "completed")
    XCTAssertFalse(churn.entries.contains("completed"))
  }

  func testDescriptionHasRACsFormatAndTheTraceNamesTheSubject() {
    let subject = RACSubject.subject()
    let description = subject.description
    XCTAssertNotNil(
      description.range(of: "^<RACSubject: 0x[0-9a-f]+> name: $", options: .regularExpression), description)
    XCTAssertEqual(subject.traceName, "+subject")
    subject.setNameWithFormat("[%@] -publish", "source")
    XCTAssertEqual(subject.traceName, "[\"source\"] -publish")
  }

  /// The trace shows the subject's `-subscribe:`, `-sendNext:`, the removal block,
  /// `-sendCompleted` and its `-dealloc` (which RAC's subject sends `-dispose` from every time), with
  /// the subscriber list before and after the removal.
  func testTraceShowsSubjectCallsAndTheSubscriberList() {
    let trace = Tracing.record {
      let subject = RACSubject()
      let subscription = subject.subscribe(RACSubscriber(next: { _ in }, error: nil, completed: nil))
      subject.sendNext("A")
      subscription?.dispose()
      subject.sendCompleted()
    }

    let subjectCalls = trace.calls.filter { $0.owner?.className == "RACSubject" }
    XCTAssertEqual(
      subjectCalls.map(\.block), ["-subscribe:", "-sendNext:", "removeSubscriber", "-sendCompleted", "-dealloc"])
    XCTAssertEqual(subjectCalls.map { $0.owner?.name }, Array(repeating: "+subject", count: 5))
    let removal = subjectCalls[2]
    XCTAssertEqual(removal.bookkeeping("subscribers"), "[<RACPassthroughSubscriber#4 \"→ +subject\">]")
    XCTAssertEqual(trace.exit(of: removal)?.bookkeeping("subscribers"), "[]")
    XCTAssertEqual(subjectCalls[1].argument("value"), "\"A\"")
  }
}
