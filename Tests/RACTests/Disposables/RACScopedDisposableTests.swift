import Foundation
import XCTest

@testable import RAC

/// `RACScopedDisposable` (behaviour §4.6): disposes what it wraps when it is deallocated.
final class RACScopedDisposableTests: RACTestCase {
  func testDeallocationDisposesTheWrappedDisposable() {
    var events: [String] = []
    let wrapped = RACDisposable { events.append("dispose wrapped") }
    var scoped: RACScopedDisposable? = RACScopedDisposable(disposable: wrapped)
    events.append("scoped alive")

    scoped = nil
    events.append("scoped gone")

    XCTAssertNil(scoped)
    XCTAssertEqual(events, ["scoped alive", "dispose wrapped", "scoped gone"])
  }

  func testDisposingEarlyDisposesOnceAndDeallocationDoesNotRepeatIt() {
    var events: [String] = []
    var scoped: RACScopedDisposable? = RACScopedDisposable(
      disposable: RACDisposable { events.append("dispose wrapped") })

    scoped?.dispose()
    events.append("disposed early")
    scoped = nil

    XCTAssertEqual(events, ["dispose wrapped", "disposed early"])
  }

  func testAsScopedDisposableOfAScopedDisposableIsItself() {
    let scoped = RACScopedDisposable(disposable: RACDisposable())
    XCTAssertTrue(scoped.asScopedDisposable() === scoped)
  }
}
