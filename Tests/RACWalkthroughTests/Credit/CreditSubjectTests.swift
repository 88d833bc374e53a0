import LearningFromRAC
import RAC
import XCTest

/// The post's hand-made `SMCreditSubject` (post 004): a new subscriber is called at once with the
/// current credit, `sendNext:` calls every block oldest first, and nothing guards `blockArray`.
final class CreditSubjectTests: LeakCheckedTestCase {
  func testANewSubscriberIsCalledAtOnceWithTheCurrentCredit() {
    let log = CreditLog()
    let subject = SMCreditSubject.create()
    subject.subscribeNext { log.append("A:\($0)") }
    subject.sendNext(15)
    subject.subscribeNext { log.append("B:\($0)") }
    XCTAssertEqual(log.entries, ["A:0", "A:15", "B:15"])
  }

  func testSendNextCallsEveryBlockOldestFirstAndEveryCallReturnsTheSubject() {
    let log = CreditLog()
    let subject = SMCreditSubject.create()
    let chained = subject.subscribeNext { log.append("A:\($0)") }.subscribeNext { log.append("B:\($0)") }
    XCTAssertTrue(chained === subject)
    XCTAssertTrue(subject.sendNext(5).sendNext(10) === subject)
    XCTAssertEqual(log.entries, ["A:0", "B:0", "A:5", "B:5", "A:10", "B:10"])
  }

  /// The window between a new block's first call and `addObject:`: a `sendNext:` that lands there
  /// (here from inside the first call; with no lock, another thread's can land there too) never
  /// reaches the new block, although the subject's credit is now that value.
  func testASendNextLandingInANewSubscribersFirstCallIsLostForIt() {
    let log = CreditLog()
    let subject = SMCreditSubject.create()
    subject.subscribeNext { log.append("A:\($0)") }
    var landed = false
    subject.subscribeNext { [weak subject] credit in
      log.append("racing:\(credit)")
      if !landed {
        landed = true
        subject?.sendNext(25)
      }
    }
    subject.sendNext(30)
    XCTAssertEqual(log.entries, ["A:0", "racing:0", "A:25", "A:30", "racing:30"])
  }

  /// Objective-C's fast enumeration raises when a block is added while `sendNext:` walks
  /// `blockArray`; Swift walks a copy, so the new block only misses that send, and the trace notes
  /// where Objective-C would have raised.
  func testABlockSubscribedDuringASendMissesThatSendAndTheTraceNotesTheMutation() {
    let log = CreditLog()
    let subject = SMCreditSubject.create()
    let trace = Tracing.record {
      subject.subscribeNext { [weak subject] credit in
        log.append("A:\(credit)")
        if credit == 5 { subject?.subscribeNext { log.append("B:\($0)") } }
      }
      subject.sendNext(5)
      subject.sendNext(10)
    }
    XCTAssertEqual(log.entries, ["A:0", "A:5", "B:5", "A:10", "B:10"])
    XCTAssertEqual(
      trace.events.filter { $0.phase == .note }.map(\.block),
      ["blockArray mutated while being enumerated (Objective-C raises here)"])
  }

  /// `block(self.credit)` reads the credit at each call: when the first block sends a new credit,
  /// the second gets the new one twice and never the one being sent.
  func testEachBlockGetsTheCreditAsItIsWhenItIsCalled() {
    let log = CreditLog()
    let subject = SMCreditSubject.create()
    subject.subscribeNext { [weak subject] credit in
      log.append("A:\(credit)")
      if credit == 5 { subject?.sendNext(10) }
    }
    subject.subscribeNext { log.append("B:\($0)") }
    subject.sendNext(5)
    XCTAssertEqual(log.entries, ["A:0", "B:0", "A:5", "A:10", "B:10", "B:10"])
  }

  /// There is no way to unsubscribe: a block, and what it captures, lives as long as the subject.
  func testASubscribedBlockKeepsWhatItCapturesAliveAsLongAsTheSubject() {
    final class Screen {}
    weak var weakScreen: Screen?
    var subject: SMCreditSubject? = SMCreditSubject.create()
    do {
      let screen = Screen()
      weakScreen = screen
      subject?.subscribeNext { _ in _ = screen }
    }
    XCTAssertNotNil(weakScreen)
    subject = nil
    XCTAssertNil(weakScreen)
  }

  func testTheTraceShowsTheCallAtSubscriptionAndEachBlockOfASend() {
    let subject = Tracing.record {
      SMCreditSubject.create().subscribeNext { _ in }.subscribeNext { _ in }.sendNext(5)
    }
    XCTAssertEqual(
      subject.outline(),
      """
      +create() -> <SMCreditSubject#1>
      SMCreditSubject#1 -subscribeNext:() -> <SMCreditSubject#1>
        SMCreditSubject#1 block(credit: 0)
      SMCreditSubject#1 -subscribeNext:() -> <SMCreditSubject#1>
        SMCreditSubject#1 block(credit: 0)
      SMCreditSubject#1 -sendNext:(credit: 5) -> <SMCreditSubject#1>
        SMCreditSubject#1 blockArray[0](credit: 5)
        SMCreditSubject#1 blockArray[1](credit: 5)
      """)
  }

  /// The hand-made objects use RAC's trace hooks only: they are not RAC objects, and their trace
  /// identities (negative) never meet a RAC object's serial.
  func testTheHandMadeObjectsAreNotRACObjects() {
    let before = LiveObjects.count
    let objects: [any Traceable] = [SMCreditSubject.create(), SMStudent.create(), SMLogger.create()]
    XCTAssertEqual(LiveObjects.count, before)
    let identities = objects.map(\.traceIdentity)
    XCTAssertTrue(identities.allSatisfy { $0 < 0 }, "\(identities)")
    XCTAssertEqual(Set(identities).count, 3)
  }
}
