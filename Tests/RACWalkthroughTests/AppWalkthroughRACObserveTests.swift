import Foundation
import RAC
import RACWalkthroughKit
import XCTest

/// The `RACObserve` stand-in (`KeyValueObservableObject`, `rac_valuesForKeyPath:observer:`): the current
/// value on subscription, then every change (equal ones too, as KVO reports every set), completion
/// when the target or the observer is deallocated, nothing left alive afterwards.
///
/// Every test runs on a `RACTestScheduler` made the current scheduler, so subscriptions are
/// synchronous, as on the main thread.
final class AppWalkthroughRACObserveTests: LeakCheckedTestCase {
  private final class Person: KeyValueObservableObject {
    var name: String? {
      get { value(forKey: "name") as? String }
      set { setValue(newValue, forKey: "name") }
    }
  }

  /// Records one subscription's events as `next:x`, `error`, `completed`.
  private final class History {
    private(set) var events: [String] = []
    private(set) var disposable: RACDisposable?

    init(_ signal: RACSignal) {
      disposable = signal.subscribeNext { [weak self] value in
        self?.events.append("next:" + (value.map { "\($0)" } ?? "nil"))
      } error: { [weak self] _ in
        self?.events.append("error")
      } completed: { [weak self] in
        self?.events.append("completed")
      }
    }
  }

  private var baseline = 0

  override func setUp() {
    super.setUp()
    _ = RACScheduler.subscriptionScheduler
    _ = RACScheduler.immediateScheduler
    _ = RACSignal.empty()
    _ = RACSignal.return(nil)
    baseline = LiveObjects.count
  }

  override func tearDown() {
    XCTAssertEqual(LiveObjects.count, baseline, "RAC objects left alive")
    super.tearDown()
  }

  private func onMainThread(_ body: () -> Void) {
    RACTestScheduler.runAsMainThread { _ in body() }
  }

  func testItSendsTheCurrentValueWhenSubscribedThenEveryChangeEvenARepeatedOne() {
    onMainThread {
      let person = Person(objectName: "person")
      person.name = "Ann"
      let history = History(RACObserve(person, "name"))
      person.name = "Bob"
      person.name = "Bob"
      person.name = nil
      XCTAssertEqual(history.events, ["next:Ann", "next:Bob", "next:Bob", "next:nil"])
      history.disposable?.dispose()
    }
  }

  func testEachSubscriptionGetsTheValueCurrentWhenItSubscribes() {
    onMainThread {
      let person = Person(objectName: "person")
      let signal = RACObserve(person, "name")
      let first = History(signal)
      person.name = "Ann"
      let second = History(signal)
      person.name = "Bob"
      XCTAssertEqual(first.events, ["next:nil", "next:Ann", "next:Bob"])
      XCTAssertEqual(second.events, ["next:Ann", "next:Bob"])
      first.disposable?.dispose()
      second.disposable?.dispose()
    }
  }

  func testItCompletesWhenTheTargetIsDeallocated() {
    onMainThread {
      let history: History
      do {
        let person = Person(objectName: "person")
        history = History(RACObserve(person, "name"))
        person.name = "Ann"
        XCTAssertEqual(history.events, ["next:nil", "next:Ann"])
      }
      XCTAssertEqual(history.events, ["next:nil", "next:Ann", "completed"])
    }
  }

  func testItCompletesWhenTheObserverIsDeallocatedAndStopsObserving() {
    onMainThread {
      let person = Person(objectName: "person")
      var observer: Person? = Person(objectName: "page")
      let history = History(RACObserve(person, "name", observer: observer))
      XCTAssertEqual(person.observationCount(forKey: "name"), 1)
      observer = nil
      person.name = "Ann"
      XCTAssertEqual(history.events, ["next:nil", "completed"])
      XCTAssertEqual(person.observationCount(forKey: "name"), 0)
    }
  }

  func testASubscriptionMadeAfterTheTargetIsGoneOnlyCompletes() {
    onMainThread {
      let signal: RACSignal
      do {
        let person = Person(objectName: "person")
        signal = RACObserve(person, "name")
      }
      XCTAssertEqual(History(signal).events, ["completed"])
    }
  }

  func testDisposingTheSubscriptionRemovesTheObservationAndEndsTheEvents() {
    onMainThread {
      let person = Person(objectName: "person")
      let history = History(RACObserve(person, "name"))
      XCTAssertEqual(person.observationCount(forKey: "name"), 1)
      history.disposable?.dispose()
      XCTAssertEqual(person.observationCount(forKey: "name"), 0)
      person.name = "Ann"
      XCTAssertEqual(history.events, ["next:nil"])
    }
  }

  /// The observation holds the target weakly, as KVO's trampoline does: observing never keeps it
  /// alive, and a live subscription is no retain cycle.
  func testObservingDoesNotKeepTheTargetAlive() {
    weak var released: Person?
    onMainThread {
      let history: History
      do {
        let person = Person(objectName: "person")
        released = person
        history = History(RACObserve(person, "name", observer: person))
      }
      XCTAssertNil(released)
      XCTAssertEqual(history.events, ["next:nil", "completed"])
    }
    XCTAssertNil(released)
  }

  /// The values come on the thread that makes the change (KVO is synchronous with the setter):
  /// here a background scheduler's turn.
  func testAChangeIsSentOnTheThreadThatMakesIt() {
    let queues = VirtualQueues()
    var labels: [String] = []
    queues.run { main in
      let person = Person(objectName: "person")
      _ = RACObserve(person, "name").subscribeNext { _ in
        labels.append(QueueLabel.current ?? "?")
      }
      _ = RACScheduler.scheduler().schedule { person.name = "Ann" }
      _ = main
    }
    XCTAssertEqual(labels, ["com.apple.main-thread", "com.ReactiveCocoa.RACScheduler.backgroundScheduler"])
  }

  func testItsNameIsRACsRACObserveFormat() {
    onMainThread {
      let person = Person(objectName: "person")
      XCTAssertEqual(RACObserve(person, "name").traceName, "RACObserve(<Person: person>, \"name\")")
    }
  }
}
