import Foundation
import XCTest

@testable import RAC

/// Shows that the live-object count, which every `RACTestCase` checks, does catch a retain cycle:
/// each test builds one on purpose, checks that the count stays above where it started once
/// every local reference is gone, and then breaks the cycle so the usual check passes.
final class RACRetainCycleDetectionTests: RACTestCase {
  /// A subject-like holder of a signal (not a RAC object itself).
  private final class SignalHolder {
    var signal: RACSignal?
  }

  /// A `createSignal` whose `didSubscribe` block captures an object that holds the signal:
  /// signal → block → holder → signal.
  func testLiveObjectCountCatchesASignalThatHoldsItself() {
    let baseline = LiveObjects.count
    weak var weakHolder: SignalHolder?
    weak var weakSignal: RACSignal?
    do {
      let holder = SignalHolder()
      let signal = RACSignal.createSignal { subscriber in
        _ = holder
        subscriber.sendCompleted()
        return nil
      }
      holder.signal = signal
      weakHolder = holder
      weakSignal = signal
    }

    XCTAssertNotNil(weakSignal, "the cycle keeps the signal alive")
    XCTAssertGreaterThan(LiveObjects.count, baseline)

    weakHolder?.signal = nil

    XCTAssertNil(weakSignal)
    XCTAssertEqual(RACTestCase.waitForLiveObjects(toReach: baseline), baseline)
  }

  /// A subscriber whose next block captures a disposable that holds the subscriber:
  /// subscriber → next block → serial disposable → block disposable → subscriber.
  func testLiveObjectCountCatchesASubscriberHeldByItsOwnDisposable() {
    let baseline = LiveObjects.count
    weak var weakHolder: RACSerialDisposable?
    weak var weakSubscriber: RACSubscriber?
    do {
      let holder = RACSerialDisposable()
      let subscriber = RACSubscriber(next: { _ in _ = holder }, error: nil, completed: nil)
      holder.disposable = RACDisposable { _ = subscriber }
      weakHolder = holder
      weakSubscriber = subscriber
    }

    XCTAssertNotNil(weakSubscriber, "the cycle keeps the subscriber alive")
    XCTAssertGreaterThan(LiveObjects.count, baseline)

    weakHolder?.dispose()

    XCTAssertNil(weakSubscriber)
    XCTAssertNil(weakHolder)
    XCTAssertEqual(RACTestCase.waitForLiveObjects(toReach: baseline), baseline)
  }
}
