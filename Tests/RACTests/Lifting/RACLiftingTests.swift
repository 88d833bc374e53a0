import Foundation
import XCTest

@testable import RAC

/// `-rac_liftSelector:withSignals:` and its two siblings as RAC 2.5 has them
/// (NSObject+RACLifting.m): the combineLatest of the signals, invoked on the object, taken until
/// the object is deallocated, replayed last.
final class RACLiftingTests: RACTestCase {
  /// An object the core can watch die, which records each invocation of its one "method".
  private final class Label: CoreObject, KeyValueObservable {
    var invocations: [String] = []

    func value(forKey key: String) -> Any? { nil }
    func addObserver(forKey key: String, block: @escaping (Any?) -> Void) -> RACDisposable { RACDisposable {} }
    var rac_description: ObjectDescription { ObjectDescription(text: "<Label>") }

    /// `-setText:color:`, returning `void` (`RACUnit` in the lift's results).
    static func invoke(_ target: any KeyValueObservable, _ arguments: RACTuple?) -> Any? {
      let words = (0..<(arguments?.count ?? 0)).map { EventRecorder.text(arguments?.object(at: $0)) }
      (target as? Label)?.invocations.append(words.joined(separator: " "))
      return RACUnit.defaultUnit
    }
  }

  func testTheSelectorRunsWithTheLatestValueOfEachSignalOnceEveryOneHasSent() {
    let label = Label()
    let text = RACSubject()
    let color = RACSubject()
    let lifted = label.rac_liftSelector("setText:color:", withSignals: [text, color], invoke: Label.invoke)
    let results = EventRecorder(lifted)

    text.sendNext("hello")
    color.sendNext("red")
    text.sendNext("bye")
    color.sendNext(nil)
    text.sendCompleted()
    color.sendCompleted()

    XCTAssertEqual(label.invocations, ["hello red", "bye red", "bye nil"])
    let unit = "next:" + EventRecorder.text(RACUnit.defaultUnit)
    XCTAssertEqual(results.events, [unit, unit, unit, "completed"])
  }

  /// `-replayLast`: the lift is connected when it is made, and a late subscriber gets the last
  /// result only.
  func testTheLiftRunsWithoutASubscriberAndReplaysTheLastResult() {
    let label = Label()
    let text = RACSubject()
    let lifted = label.rac_liftSelector("setText:", withSignalsFromArray: [text]) { target, arguments in
      _ = Label.invoke(target, arguments)
      return "shown " + EventRecorder.text(arguments?.object(at: 0))
    }

    text.sendNext("one")
    text.sendNext("two")
    let late = EventRecorder(lifted)
    text.sendNext("three")
    text.sendCompleted()

    XCTAssertEqual(label.invocations, ["one", "two", "three"])
    XCTAssertEqual(late.events, ["next:shown two", "next:shown three", "completed"])
  }

  func testTheLiftCompletesWhenTheObjectIsDeallocatedAndInvokesNothingMore() {
    var label: Label? = Label()
    var invocations: [String] = []
    let text = RACSubject()
    let lifted = label?.rac_liftSelector("setText:", withSignals: [text]) { _, arguments in
      invocations.append(EventRecorder.text(arguments?.object(at: 0)))
      return nil
    }
    let results = lifted.map(EventRecorder.init)

    text.sendNext("A")
    label = nil
    text.sendNext("B")

    XCTAssertEqual(invocations, ["A"])
    XCTAssertEqual(results?.events, ["next:nil", "completed"])
  }

  func testASignalOfArgumentsSendsTheTuplesItself() {
    let label = Label()
    let arguments = RACSubject()
    let lifted = label.rac_liftSelector("setText:color:", withSignalOfArguments: arguments, invoke: Label.invoke)

    arguments.sendNext(RACTuple(objectsFrom: ["hi", "blue"]))
    arguments.sendNext(RACTuple(objectsFrom: ["ho", RACTupleNil.tupleNil]))
    arguments.sendCompleted()

    XCTAssertEqual(label.invocations, ["hi blue", "ho nil"])
    XCTAssertEqual(EventRecorder.events(of: lifted).last, "completed")
  }

  /// RAC names each of the three after the object and the selector (`%s`, the selector's name
  /// as it is); the trace reads the outermost one.
  func testTheLiftIsNamedAfterTheObjectAndTheSelector() {
    let label = Label()
    let text = RACSubject().setNameWithFormat("text")
    let lifted = label.rac_liftSelector("setText:", withSignals: [text], invoke: Label.invoke)

    XCTAssertEqual(lifted.traceName, "<Label> -rac_liftSelector: setText: withSignals: [text]")
    text.sendCompleted()
  }
}
