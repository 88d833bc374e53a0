import Foundation
import XCTest

@testable import RAC

/// `connect` and `autoconnect` from many threads at once (behaviour §6.10: RAC makes both atomic).
/// Each worker runs with a current scheduler so that its subscriptions happen synchronously, on
/// its own thread, rather than being handed to the subscription scheduler's queue.
final class MulticastConcurrencyTests: RACTestCase {
  private let workers = 8

  /// A source that counts, under a lock, how often it is subscribed to and disposed of.
  private final class CountingSource: @unchecked Sendable {
    let subscriptions = LockedState(0)
    let disposals = LockedState(0)

    lazy var signal: RACSignal = RACSignal.createSignal { [subscriptions, disposals] _ in
      subscriptions.withLock { $0 += 1 }
      return RACDisposable { disposals.withLock { $0 += 1 } }
    }
  }

  func testConcurrentConnectsSubscribeOnceAndReturnOneDisposable() {
    let scheduler = RACTestScheduler()
    for _ in 0..<50 {
      let source = CountingSource()
      let connection = source.signal.publish()
      let returned = LockedState<[ObjectIdentifier]>([])

      DispatchQueue.concurrentPerform(iterations: workers) { _ in
        scheduler.performAsCurrentScheduler {
          let disposable = connection.connect()
          returned.withLock { $0.append(ObjectIdentifier(disposable)) }
        }
      }

      XCTAssertEqual(source.subscriptions.withLock { $0 }, 1)
      XCTAssertEqual(returned.withLock { $0.count }, workers)
      XCTAssertEqual(Set(returned.withLock { $0 }).count, 1)
    }
  }

  /// Every worker subscribes and disposes, many times over: however the atomic count goes up and
  /// down, the source is subscribed once, and once everyone has left the connection is disposed,
  /// which disposes the source's subscription once.
  func testConcurrentAutoconnectSubscribersShareOneConnectionAndDisconnectIt() {
    let scheduler = RACTestScheduler()
    for _ in 0..<20 {
      let source = CountingSource()
      let connection = source.signal.publish()
      let autoconnected = connection.autoconnect()

      DispatchQueue.concurrentPerform(iterations: workers) { _ in
        scheduler.performAsCurrentScheduler {
          for _ in 0..<20 {
            autoconnected.subscribeNext { _ in }?.dispose()
          }
        }
      }

      XCTAssertEqual(source.subscriptions.withLock { $0 }, 1)
      XCTAssertEqual(source.disposals.withLock { $0 }, 1)
      XCTAssertTrue(connection.connect().isDisposed)
    }
  }
}
