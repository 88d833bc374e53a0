import Foundation
import RAC
import XCTest

@testable import RACWalkthroughKit

/// `verify --rac-source` compares the core's trace with the trace of RAC's own source at the places
/// the core's hooks translate: a method at its declaration, a block where RAC calls it (the line its
/// caller, RAC's code, was running), with receivers, arguments and results held to one map of the
/// two traces' object numbers; the first difference comes with both stacks.
final class RACSourceCrossCheckTests: LeakCheckedTestCase {
  private let library = "/checkout/ReactiveCocoa/"

  /// Builds a trace from calls written as a nesting of (block, owner, arguments, result, place).
  private final class Builder {
    var events: [TraceEvent] = []
    private var open: [Int] = []

    func enter(
      _ block: String, owner: TraceObject? = nil, arguments: [TraceField] = [], racSource: TraceRACSource? = nil,
      source: TraceSource? = nil
    ) {
      let sequence = events.count + 1
      events.append(
        TraceEvent(
          sequence: sequence, phase: .enter, block: block, owner: owner, arguments: arguments, depth: open.count,
          thread: "main", scheduler: nil, source: source, racSource: racSource))
      open.append(sequence)
    }

    func line(_ file: String, _ line: Int) {
      events.append(
        TraceEvent(
          sequence: events.count + 1, phase: .line, block: "line", owner: nil, depth: open.count, thread: "main",
          scheduler: nil, source: TraceSource(file: file, line: line, column: 1)))
    }

    func exit(_ result: String? = nil) {
      guard let enter = open.popLast(), let opened = events.first(where: { $0.sequence == enter }) else { return }
      events.append(
        TraceEvent(
          sequence: events.count + 1, phase: .exit, block: opened.block, owner: opened.owner, result: result,
          depth: open.count, thread: "main", scheduler: nil, enterSequence: enter, source: opened.source,
          racSource: opened.racSource))
    }

    var trace: Trace { Trace(events: events) }
  }

  private func object(_ className: String, _ number: Int) -> TraceObject {
    TraceObject(className: className, name: "", number: number)
  }

  /// The core: `-subscribe:` on signal #1 with subscriber #2, which calls the next block at
  /// RACSubscriber.m:72 and returns disposable #3.
  private func coreTrace(subscriber: Int = 2) -> Trace {
    let core = Builder()
    core.enter(
      "-subscribe:", owner: object("RACDynamicSignal", 1),
      arguments: [TraceField("subscriber", "<RACSubscriber#\(subscriber)>")],
      racSource: TraceRACSource(file: "RACDynamicSignal.m", line: 36, method: "-subscribe:"))
    core.enter(
      "nextBlock", owner: object("RACSubscriber", subscriber),
      racSource: TraceRACSource(file: "RACSubscriber.m", line: 72, method: "-sendNext:"))
    core.exit()
    core.exit("<RACCompoundDisposable#3>")
    return core.trace
  }

  /// RAC's source: the same calls, numbered otherwise, with `-init` (a place the core has no hook
  /// for) and the user's block, whose place is the line of RACSubscriber.m that calls it.
  private func sourceTrace(result: String = "<RACCompoundDisposable#7>", blockCalledFrom line: Int = 72) -> Trace {
    let rac = Builder()
    rac.enter(
      "-subscribe:", owner: object("RACDynamicSignal", 4), arguments: [TraceField("subscriber", "<RACSubscriber#5>")],
      source: TraceSource(file: library + "RACDynamicSignal.m", line: 36, column: 1))
    rac.line(library + "RACDynamicSignal.m", 37)
    rac.enter(
      "-init", owner: object("RACCompoundDisposable", 7),
      source: TraceSource(file: library + "RACDisposable.m", line: 34, column: 1))
    rac.exit("<RACCompoundDisposable#7>")
    rac.line(library + "RACSubscriber.m", line)
    rac.enter(
      "subscribeNext: block", owner: object("RACDynamicSignal", 4),
      source: TraceSource(file: "post.m", line: 3, column: 1))
    rac.line("post.m", 4)
    rac.exit()
    rac.exit(result)
    return rac.trace
  }

  private func isLibrary(_ path: String) -> Bool { path.hasPrefix(library) }

  func testTheSameCallsMatchThroughTheMapOfObjectNumbers() {
    let result = RACSourceCrossCheck.compare(core: coreTrace(), racSource: sourceTrace(), isLibraryFile: isLibrary)
    XCTAssertTrue(result.matches, result.difference.joined(separator: "\n"))
    XCTAssertEqual(result.compared, 2)
  }

  func testAResultOfAnotherClassIsADifferenceWithBothStacks() {
    // A serial disposable where the core returned a compound one is not the same object.
    let result = RACSourceCrossCheck.compare(
      core: coreTrace(), racSource: sourceTrace(result: "<RACSerialDisposable#8>"), isLibraryFile: isLibrary)
    XCTAssertFalse(result.matches)
    XCTAssertEqual(
      result.difference,
      [
        "  - RACDynamicSignal.m:36 -subscribe: on RACDynamicSignal#1",
        "  - RACSubscriber.m:72 nextBlock on RACSubscriber#2",
        "  + RACDynamicSignal.m:36 -subscribe: on RACDynamicSignal#4",
        "  + RACSubscriber.m:72 subscribeNext: block on RACDynamicSignal#4",
        "  (not the same result: <RACCompoundDisposable#3> and <RACSerialDisposable#8>)",
        "  the core's stack at its call:",
        "    RACDynamicSignal.m:36 -subscribe: on RACDynamicSignal#1",
        "  RAC's source's stack at its call:",
        "    RACDynamicSignal.m:36 -subscribe: on RACDynamicSignal#4",
      ])
  }

  func testAnObjectAReferencesNameMentionsIsNotComparedButEveryReferenceOutsideNamesIs() {
    // The core names a `+return:` signal after its value; RAC's release build leaves it unnamed.
    let named = "<RACReturnSignal#44 \"+return: <RACDynamicSignal#7 \"letters1\">\">"
    XCTAssertEqual(ObjectCorrespondence.references(in: named).map(\.className), ["RACReturnSignal"])
    XCTAssertEqual(ObjectCorrespondence.references(in: named).map(\.number), [44])
    var objects = ObjectCorrespondence()
    XCTAssertTrue(objects.pairAll(in: named, "<RACReturnSignal#63>"))
    // Two references side by side in an array are both compared, names or not.
    let array = "[<RACDynamicSignal#6 \"a <b>\">, <RACDynamicSignal#9 \"letters2\">]"
    XCTAssertEqual(ObjectCorrespondence.references(in: array).map(\.number), [6, 9])
    XCTAssertFalse(objects.pairAll(in: array, "[<RACDynamicSignal#10>]"))
    XCTAssertFalse(objects.pairAll(in: "<RACReturnSignal#44>", "<RACReturnSignal#64>"))
  }

  func testOneObjectOfRACsSourceCannotStandForTwoOfTheCore() {
    // The core's subscriber #2 was paired with RAC's #5; a core trace giving subscriber #9 where RAC's
    // source gives #5 again would pair #5 twice.
    let core = Builder()
    for subscriber in [2, 9] {
      core.enter(
        "-subscribe:", owner: object("RACDynamicSignal", 1),
        arguments: [TraceField("subscriber", "<RACSubscriber#\(subscriber)>")],
        racSource: TraceRACSource(file: "RACDynamicSignal.m", line: 36, method: "-subscribe:"))
      core.exit()
    }
    let rac = Builder()
    for _ in 0..<2 {
      rac.enter(
        "-subscribe:", owner: object("RACDynamicSignal", 4), arguments: [TraceField("subscriber", "<RACSubscriber#5>")],
        source: TraceSource(file: library + "RACDynamicSignal.m", line: 36, column: 1))
      rac.exit()
    }
    let result = RACSourceCrossCheck.compare(core: core.trace, racSource: rac.trace, isLibraryFile: isLibrary)
    XCTAssertFalse(result.matches)
    XCTAssertTrue(
      result.difference.contains("  (not the same subscriber: <RACSubscriber#9> and <RACSubscriber#5>)"),
      result.difference.joined(separator: "\n"))
  }

  func testABlockIsAtTheLineOfRACsSourceThatCallsItAndAPlaceNeverReachedIsADifference() {
    // Called from another line of RACSubscriber.m, the user's block is not at the place the core hooks.
    let result = RACSourceCrossCheck.compare(
      core: coreTrace(), racSource: sourceTrace(blockCalledFrom: 70), isLibraryFile: isLibrary)
    XCTAssertFalse(result.matches)
    XCTAssertEqual(
      result.difference.last,
      "  places the core's hooks run that RAC's source never reached: RACSubscriber.m:72")
  }

  /// The core's `-reduceEach:` calls its reduce block at RACStream.m:145, the line that calls
  /// `+[RACBlockTrampoline invokeBlock:withArguments:]`.
  private func coreReduceTrace() -> Trace {
    let core = Builder()
    core.enter(
      "reduceBlock", owner: object("RACDynamicSignal", 1),
      racSource: TraceRACSource(file: "RACStream.m", line: 145, method: "-reduceEach:"))
    core.exit()
    return core.trace
  }

  /// RAC's source: `-reduceEach:`'s block at line 145 calls into the trampoline, whose
  /// `-performWith::` (through an invocation) calls the user's block at `line`, in `file`.
  private func sourceReduceTrace(performedIn file: String = "RACBlockTrampoline.m") -> Trace {
    let rac = Builder()
    rac.enter("-reduceEach: block", source: TraceSource(file: library + "RACStream.m", line: 144, column: 1))
    rac.line(library + "RACStream.m", 145)
    rac.enter("+invokeBlock:withArguments:", source: TraceSource(file: library + file, line: 30, column: 1))
    rac.line(library + file, 33)
    rac.enter("-invokeWithArguments:", source: TraceSource(file: library + file, line: 36, column: 1))
    rac.line(library + file, 47)
    rac.enter("-performWith::", source: TraceSource(file: library + file, line: 87, column: 1))
    rac.line(library + file, 89)
    rac.enter(
      "reduceEach: block", owner: object("RACDynamicSignal", 4), source: TraceSource(file: "post.m", line: 5, column: 1)
    )
    rac.exit()
    rac.exit()
    rac.exit()
    rac.exit()
    rac.exit()
    return rac.trace
  }

  func testABlockTheTrampolineCallsIsAtTheLineThatCalledIntoTheTrampoline() {
    let result = RACSourceCrossCheck.compare(
      core: coreReduceTrace(), racSource: sourceReduceTrace(), isLibraryFile: isLibrary)
    XCTAssertTrue(result.matches, result.difference.joined(separator: "\n"))
    XCTAssertEqual(result.compared, 1)
  }

  func testABlockAnotherFileOfRACsCallsThatWayIsAtThatFilesLine() {
    // The same calls from a file that is not a trampoline put the block at that file's line.
    let result = RACSourceCrossCheck.compare(
      core: coreReduceTrace(), racSource: sourceReduceTrace(performedIn: "RACInvoker.m"), isLibraryFile: isLibrary)
    XCTAssertFalse(result.matches)
    XCTAssertEqual(
      result.difference.last, "  places the core's hooks run that RAC's source never reached: RACStream.m:145")
  }
}
