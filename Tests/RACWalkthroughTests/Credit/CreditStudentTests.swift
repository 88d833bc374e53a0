import RAC
import RACWalkthroughKit
import XCTest

@testable import LearningFromRAC

/// The post's chained `SMStudent`, with the behaviour of its demo (ming1016/RACStudy, SMStudent.m).
final class CreditStudentTests: LeakCheckedTestCase {
  func testTheChainSetsEachFieldAndReturnsTheSameStudent() {
    let student = SMStudent.create()
    let chained = student.name("ming").gender(.female).studentNumber(345)
    XCTAssertTrue(chained === student)
    XCTAssertEqual(student.name, "ming")
    XCTAssertEqual(student.gender, .female)
    XCTAssertEqual(student.number, 345)
    XCTAssertEqual(student.credit, 0)
  }

  func testFilterIsASatisfyCreditCallsTheBlockAtOnceWithTheCurrentCreditAndStoresTheResult() {
    let log = CreditLog()
    let student = SMStudent.create().filterIsASatisfyCredit { credit in
      log.append("satisfy:\(credit)")
      return credit == 0
    }
    XCTAssertEqual(log.entries, ["satisfy:0"])
    XCTAssertTrue(student.isSatisfyCredit)
  }

  func testSendCreditStoresWhatTheBlockReturnsThenRunsTheSatisfyBlockOnIt() {
    let log = CreditLog()
    let student = SMStudent.create().filterIsASatisfyCredit { credit in
      log.append("satisfy:\(credit)")
      return credit >= 10
    }
    student.sendCredit { credit in
      log.append("update:\(credit)")
      return credit + 5
    }.sendCredit { credit in
      log.append("update:\(credit)")
      return credit + 5
    }
    XCTAssertEqual(log.entries, ["satisfy:0", "update:0", "satisfy:5", "update:5", "satisfy:10"])
    XCTAssertEqual(student.credit, 10)
    XCTAssertTrue(student.isSatisfyCredit)
  }

  /// The post sends the new credit from inside the update block, before it returns: the
  /// subscribers run while the student still has the previous credit and the previous result.
  func testSubscribersOfACreditSentFromTheUpdateBlockSeeTheStudentsPreviousCreditAndResult() {
    let log = CreditLog()
    let student = SMStudent.create().filterIsASatisfyCredit { $0 >= 70 }
    student.creditSubject.subscribeNext { [unowned student] credit in
      log.append("sent \(credit): student has \(student.credit), \(student.isSatisfyCredit)")
    }
    for _ in 0..<14 {
      student.sendCredit { [unowned student] credit in
        student.creditSubject.sendNext(credit + 5)
        return credit + 5
      }
    }
    XCTAssertEqual(log.entries.first, "sent 0: student has 0, false")
    XCTAssertEqual(log.entries.suffix(2), ["sent 65: student has 60, false", "sent 70: student has 65, false"])
    XCTAssertEqual(student.credit, 70)
    XCTAssertTrue(student.isSatisfyCredit)
  }

  /// The demo's `sendCredit:` logs YES or NO after each satisfy check; `filterIsASatisfyCredit:`
  /// logs nothing, and without a satisfy block nothing is logged or stored.
  func testSendCreditLogsTheSatisfyResultOnlyWhenThereIsASatisfyBlock() {
    let run = creditTestRun {
      let student = SMStudent.create()
      student.sendCredit { $0 + 70 }
      student.filterIsASatisfyCredit { $0 >= 75 }
      student.sendCredit { $0 + 5 }
      student.sendCredit { $0 - 10 }
    }
    XCTAssertEqual(run.output, ["YES", "NO"])
  }

  func testANilUpdateBlockChangesNothingAndANilSatisfyBlockIsNotKept() {
    let log = CreditLog()
    let student = SMStudent.create().filterIsASatisfyCredit { credit in
      log.append("satisfy:\(credit)")
      return true
    }
    student.sendCredit(nil).filterIsASatisfyCredit(nil).sendCredit { $0 + 5 }
    XCTAssertEqual(log.entries, ["satisfy:0", "satisfy:5"])
    XCTAssertEqual(student.credit, 5)
  }

  func testTheCreditSubjectIsMadeOnFirstUseAndKept() {
    let student = SMStudent.create()
    let trace = Tracing.record {
      XCTAssertTrue(student.creditSubject === student.creditSubject)
    }
    XCTAssertEqual(trace.calls("+create").count, 1)
  }

  func testTheTraceShowsTheUpdateBlockReturningBeforeTheCreditIsStored() {
    let trace = Tracing.record {
      SMStudent.create().name("ming").filterIsASatisfyCredit { $0 >= 5 }.sendCredit { $0 + 5 }
    }
    XCTAssertEqual(
      trace.outline(showBookkeeping: true),
      """
      +create() -> <SMStudent#1>
      SMStudent#1 -name:(name: "ming") -> <SMStudent#1 "ming">
      SMStudent#1 "ming" -filterIsASatisfyCredit:() -> <SMStudent#1 "ming">  credit: 0, isSatisfyCredit: false
        SMStudent#1 "ming" satisfyBlock(credit: 0) -> false  credit: 0, isSatisfyCredit: false
          ↳ after satisfyBlock: credit: 0, isSatisfyCredit: false
        ↳ after -filterIsASatisfyCredit:: credit: 0, isSatisfyCredit: false
      SMStudent#1 "ming" -sendCredit:() -> <SMStudent#1 "ming">  credit: 0, isSatisfyCredit: false
        SMStudent#1 "ming" updateCreditBlock(credit: 0) -> 5  credit: 0, isSatisfyCredit: false
          ↳ after updateCreditBlock: credit: 0, isSatisfyCredit: false
        SMStudent#1 "ming" satisfyBlock(credit: 5) -> true  credit: 5, isSatisfyCredit: false
          ↳ after satisfyBlock: credit: 5, isSatisfyCredit: false
        ↳ after -sendCredit:: credit: 5, isSatisfyCredit: true
      """)
  }
}
