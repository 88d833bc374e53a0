import LearningFromRAC
import RAC
import RACWalkthroughKit

/// 从 ReactiveCocoa 中能学到什么？不用此库也能学以致用, beside RAC: the post's hand-made
/// `SMCreditSubject` and RAC's three subjects (`RACSubject`, `RACBehaviorSubject`,
/// `RACReplaySubject`) get the same taps (+5 credit each) and the same subscribers, so the trace
/// shows where they differ (NOTES.md explains each):
/// - who gets something on subscribing: the current credit (`SMCreditSubject`,
///   `RACBehaviorSubject`), nothing (`RACSubject`), the whole history (`RACReplaySubject`);
/// - a tap that lands while a subscriber is being added (as another thread's `sendNext:` can): lost
///   for the new subscriber of `SMCreditSubject`, which calls it before adding it; not for
///   `RACBehaviorSubject`, which adds it first and sends the current value under its lock;
/// - completion: `SMCreditSubject` has none; after RAC's subjects complete, a new subscriber gets
///   nothing (`RACSubject`), the current value but no completion (`RACBehaviorSubject`), or the
///   history and the completion (`RACReplaySubject`).
/// Each subscriber prints `[<subject>] <subscriber>: <credit>` (or `completed`); lines starting with
/// `—` say what happens next.
let creditSubjectVsRACWalkthrough = Walkthrough(
  name: "credit-subject-vs-rac",
  title: "SMCreditSubject beside RACSubject, RACBehaviorSubject and RACReplaySubject: same taps, same subscribers",
  post: "004_11e83888f5bb252f.txt"
) { context in
  let scheduler = context.scheduler
  let testButton = CreditDemoButton(name: "testButton")

  let creditSubject = SMCreditSubject.create()
  let subject = RACSubject.subject().traced(as: "subject")
  let behaviorSubject = RACBehaviorSubject.behaviorSubject(withDefaultValue: UInt(0)).traced(as: "behaviorSubject")
  let replaySubject = RACReplaySubject.subject().traced(as: "replaySubject")
  let racSubjects: [(String, RACSubject)] = [
    ("RACSubject", subject), ("RACBehaviorSubject", behaviorSubject), ("RACReplaySubject", replaySubject),
  ]

  func subscribeHandMade(_ who: String) {
    creditSubject.subscribeNext { credit in NSLog("[SMCreditSubject] %@: %lu", who, credit) }
  }

  func subscribe(_ who: String, to name: String, _ signal: RACSignal) {
    signal.subscribeNext { x in
      NSLog("[%@] %@: %@", name, who, x)
    } completed: {
      NSLog("[%@] %@: completed", name, who)
    }
  }

  func subscribeToAll(_ who: String) {
    subscribeHandMade(who)
    for (name, signal) in racSubjects { subscribe(who, to: name, signal) }
  }

  // The post's button: every tap adds 5 to the credit and sends it, here to all four subjects.
  var credit: UInt = 0
  testButton.rac_signalForControlEvents(.touchUpInside).subscribeNext { _ in
    credit += 5
    NSLog("current credit %lu", credit)
    creditSubject.sendNext(credit)
    for (_, subject) in racSubjects { subject.sendNext(credit) }
  }

  NSLog("— first subscribes to each subject before any tap —")
  subscribeToAll("first")

  testButton.tap(times: 3, startingAt: 1, on: scheduler)

  scheduler.afterDelay(3.5) {
    NSLog("— late subscribes after three taps —")
    subscribeToAll("late")
  }

  testButton.tap(times: 1, startingAt: 4, on: scheduler)

  // The racing subscribers hold the button weakly: the button's subscriber holds the subjects, and
  // a subject holds its subscribers' blocks.
  scheduler.afterDelay(4.5) { [weak testButton] in
    NSLog("— a tap lands while racing subscribes to SMCreditSubject, between its first call and addObject: —")
    var tapped = false
    creditSubject.subscribeNext { credit in
      NSLog("[SMCreditSubject] racing: %lu", credit)
      if !tapped {
        tapped = true
        testButton?.tap()
      }
    }
  }

  scheduler.afterDelay(4.6) { [weak testButton] in
    NSLog("— a tap lands while racing subscribes to RACBehaviorSubject, while it sends the current value —")
    var tapped = false
    behaviorSubject.subscribeNext { x in
      NSLog("[RACBehaviorSubject] racing: %@", x)
      if !tapped {
        tapped = true
        testButton?.tap()
      }
    }
  }

  scheduler.afterDelay(5) {
    NSLog("— RAC's subjects complete; SMCreditSubject has no sendCompleted —")
    for (_, subject) in racSubjects { subject.sendCompleted() }
  }

  scheduler.afterDelay(6) {
    NSLog("— after completion subscribes —")
    subscribeToAll("after completion")
  }

  // RAC's contract allows nothing after completed, but a subject does not enforce it: this tap shows
  // what each one does with a value sent anyway.
  testButton.tap(times: 1, startingAt: 7, on: scheduler)
}
