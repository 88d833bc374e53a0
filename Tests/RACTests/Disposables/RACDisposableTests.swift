import Foundation
import XCTest

@testable import RAC

/// `RACDisposable` (behaviour §4.3): a block that runs at most once, on the first `dispose`.
final class RACDisposableTests: RACTestCase {
  func testBlockRunsOnceOnTheFirstDispose() {
    var events: [String] = []
    let disposable = RACDisposable { events.append("block") }
    events.append("disposed: \(disposable.isDisposed)")

    disposable.dispose()
    events.append("disposed: \(disposable.isDisposed)")
    disposable.dispose()
    disposable.dispose()

    XCTAssertEqual(events, ["disposed: false", "block", "disposed: true"])
  }

  func testDisposableWithoutBlockOnlyBecomesDisposed() {
    let disposable = RACDisposable()
    XCTAssertFalse(disposable.isDisposed)
    disposable.dispose()
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
  }

  /// The block runs after the disposable is marked disposed and outside any lock: disposing again
  /// from inside the block neither deadlocks nor runs the block twice.
  func testBlockSeesItselfDisposedAndMayDisposeAgain() {
    var events: [String] = []
    weak var weakDisposable: RACDisposable?
    let disposable = RACDisposable {
      events.append("block, disposed: \(weakDisposable?.isDisposed ?? false)")
      weakDisposable?.dispose()
    }
    weakDisposable = disposable

    disposable.dispose()

    XCTAssertEqual(events, ["block, disposed: true"])
  }

  /// RACDisposableSpec "should not dispose upon deallocation".
  func testDeallocationDoesNotDispose() {
    var events: [String] = []
    var disposable: RACDisposable? = RACDisposable { events.append("block") }
    weak var weakDisposable: AnyObject?
    weakDisposable = disposable
    XCTAssertNotNil(weakDisposable)

    disposable = nil

    XCTAssertNil(weakDisposable)
    XCTAssertEqual(events, [])
  }

  /// RACDisposableSpec "should create a scoped disposable".
  func testAsScopedDisposableDisposesTheReceiverWhenTheScopedOneGoesAway() {
    var events: [String] = []
    let disposable = RACDisposable { events.append("block") }
    var scoped: RACScopedDisposable? = disposable.asScopedDisposable()
    events.append("scoped alive, disposed: \(disposable.isDisposed)")

    scoped = nil

    events.append("scoped gone, disposed: \(disposable.isDisposed)")
    XCTAssertNil(scoped)
    XCTAssertEqual(events, ["scoped alive, disposed: false", "block", "scoped gone, disposed: true"])
  }
}
