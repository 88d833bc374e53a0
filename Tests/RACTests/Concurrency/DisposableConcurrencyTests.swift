import Foundation
import XCTest

@testable import RAC

/// Disposables hammered from several threads at once (`DispatchQueue.concurrentPerform`). Each
/// test counts how often every disposable was disposed: whatever the interleaving, nothing is
/// lost and nothing is disposed twice. Run under `--sanitize=thread` these also prove the locking.
final class DisposableConcurrencyTests: RACTestCase {
  private let workers = 8

  /// One counter per disposable, so a test can check "exactly once" for each of them.
  private final class DisposeCounts: @unchecked Sendable {
    private let counts: LockedState<[Int]>

    init(_ size: Int) {
      counts = LockedState(Array(repeating: 0, count: size))
    }

    func disposable(_ index: Int) -> RACDisposable {
      RACDisposable { self.counts.withLock { $0[index] += 1 } }
    }

    var values: [Int] { counts.withLock { $0 } }
  }

  func testConcurrentDisposeRunsTheBlockOnce() {
    for _ in 0..<200 {
      let counts = DisposeCounts(1)
      let disposable = counts.disposable(0)
      DispatchQueue.concurrentPerform(iterations: workers) { _ in disposable.dispose() }
      XCTAssertEqual(counts.values, [1])
    }
  }

  /// Workers add, remove and check while one of them disposes the compound half-way through.
  /// Every disposable that stayed in is disposed exactly once (by the compound, or at once when
  /// added after it); a removed one at most once (if the compound got to it first).
  func testCompoundAddRemoveAndDisposeFromManyThreads() {
    let perWorker = 400
    let counts = DisposeCounts(workers * perWorker)
    let compound = RACCompoundDisposable()

    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for step in 0..<perWorker {
        let index = worker * perWorker + step
        let disposable = counts.disposable(index)
        compound.add(disposable)
        _ = compound.isDisposed
        if step % 2 == 1 { compound.remove(disposable) }
        if worker == 0, step == perWorker / 2 { compound.dispose() }
      }
    }

    let values = counts.values
    for index in values.indices {
      if index % perWorker % 2 == 0 {
        XCTAssertEqual(values[index], 1, "kept disposable \(index)")
      } else {
        XCTAssertLessThanOrEqual(values[index], 1, "removed disposable \(index)")
      }
    }
    XCTAssertTrue(compound.isDisposed)
    XCTAssertEqual(compound.disposables.count, 0)
  }

  /// Workers swap disposables in (disposing what they get back, as an owner would) while one
  /// disposes the serial. Each disposable ends up disposed exactly once: returned by one swap,
  /// held at the end and disposed with the serial, or swapped in too late and disposed at once.
  func testSerialSwapAndDisposeFromManyThreads() {
    let perWorker = 400
    let counts = DisposeCounts(workers * perWorker)
    let serial = RACSerialDisposable()

    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for step in 0..<perWorker {
        let previous = serial.swapIn(counts.disposable(worker * perWorker + step))
        previous?.dispose()
        _ = serial.disposable
        if worker == 0, step == perWorker / 2 { serial.dispose() }
      }
    }

    XCTAssertEqual(counts.values, Array(repeating: 1, count: workers * perWorker))
    XCTAssertNil(serial.disposable)
  }

  /// The subscriber's compound, hammered the way concurrent subscriptions hammer it: each worker
  /// registers subscriptions that end on their own (and must be forgotten) while another
  /// terminates the subscriber.
  func testSubscriberBookkeepingWhileSubscriptionsEndOnOtherThreads() {
    let perWorker = 300
    let counts = DisposeCounts(workers * perWorker)
    let subscriber = RACSubscriber(next: nil, error: nil, completed: nil)
    let before = subscriber.disposable.disposables.count

    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for step in 0..<perWorker {
        let subscription = RACCompoundDisposable()
        subscription.add(counts.disposable(worker * perWorker + step))
        subscriber.didSubscribeWithDisposable(subscription)
        subscription.dispose()
      }
    }
    XCTAssertEqual(subscriber.disposable.disposables.count, before)
    XCTAssertEqual(counts.values, Array(repeating: 1, count: workers * perWorker))
  }
}
