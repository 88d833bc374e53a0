import XCTest

@testable import RAC

/// A multicast subject names itself after its source (`[source] -multicast: …`), and the source's
/// subscriber list keeps the subject: the name must not keep the source, or the two would keep each
/// other alive forever (RAC's names are strings; multicast's takes the source's name as it is).
final class MulticastLifetimeTests: RACTestCase {
  func testAReplayedSubjectAndItsSourceGoAwayTogetherWhenNobodyHoldsThem() {
    var values: [String] = []
    do {
      let source = RACSubject.subject()
      let last = source.replayLast()
      source.sendNext("x")
      source.sendNext("y")
      _ = last.subscribeNext { values.append("late \($0 as? String ?? "?")") }
      source.sendNext("z")
    }
    XCTAssertEqual(values, ["late y", "late z"])
    // RACTestCase's tearDown checks that nothing is left alive.
  }

  func testTheSubjectKeepsTheSourcesNameAfterTheSourceIsGone() {
    let subject = RACSubject.subject()
    var source: RACSignal? = RACSignal.createSignal { _ in nil }.traced(as: "source")
    if let source { _ = source.multicast(subject) }
    weak var gone: RACSignal?
    gone = source
    source = nil
    XCTAssertNil(gone, "the subject's name does not keep its source")
    XCTAssertEqual(subject.traceName, "[source] -multicast: +subject")
  }
}
