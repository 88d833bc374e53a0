import Foundation
import RAC
import XCTest

@testable import RACWalkthroughKit

/// The cross-check of a post's code against its translation compares the core's calls by class and
/// block, with bookkeeping whose objects are compared by class only: names, trace numbers and
/// descriptions differ between the two programs for the same objects.
final class TraceCrossCheckTests: LeakCheckedTestCase {
  private func call(_ className: String, _ block: String, bookkeeping: String? = nil, source: TraceSource? = nil)
    -> TraceEvent
  {
    TraceEvent(
      sequence: 1, phase: .enter, block: block, owner: TraceObject(className: className, name: "", number: 1),
      arguments: [], depth: 0, thread: "main", scheduler: nil,
      bookkeeping: bookkeeping.map { [TraceField("sequence", $0)] } ?? [], time: 0, source: source)
  }

  func testObjectsInBookkeepingAreComparedByClassNestedOnesIncluded() {
    XCTAssertEqual(
      TraceCrossCheck.classesOnly(
        #"[<FMContactItem: rowB email="">, <RACDynamicSignal#12 "[RACObserve(<FMContact: contact>, "email")] -map:">]"#),
      "[<FMContactItem>, <RACDynamicSignal>]")
    let translation = Trace(events: [
      call("RACDynamicSignal", "recursiveBlock", bookkeeping: #"[<FMContactItem: rowB email="">]"#)
    ])
    let post = Trace(events: [
      call("RACDynamicSignal", "recursiveBlock", bookkeeping: "[<FMContactItem#533>]"),
      call("FMContactEditView", "-initPipline", source: TraceSource(file: "post.m", line: 1, column: 1)),
    ])
    let same = TraceCrossCheck.compare(translation: translation, post: post)
    XCTAssertTrue(same.matches, same.difference.joined(separator: "\n"))
    XCTAssertEqual(same.compared, 1, "the post's own blocks (with a source) are left out")

    let otherClass = Trace(events: [call("RACDynamicSignal", "recursiveBlock", bookkeeping: "[<FMAccount#3>]")])
    XCTAssertFalse(TraceCrossCheck.compare(translation: translation, post: otherClass).matches)
  }
}
