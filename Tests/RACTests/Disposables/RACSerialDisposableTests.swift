import Foundation
import XCTest

@testable import RAC

/// `RACSerialDisposable` (behaviour §4.5): one swappable inner disposable; swapping never disposes
/// the old one; once disposed, whatever is put in is disposed at once.
final class RACSerialDisposableTests: RACTestCase {
  private func logging(_ name: String, _ events: LockedLog) -> RACDisposable {
    let disposable = RACDisposable { events.append("dispose \(name)") }
    disposable.traceLabel = name
    return disposable
  }

  func testDisposeDisposesTheHeldDisposableOnce() {
    let events = LockedLog()
    let serial = RACSerialDisposable(disposable: logging("inner", events))

    serial.dispose()
    serial.dispose()

    XCTAssertTrue(serial.isDisposed)
    XCTAssertEqual(events.events, ["dispose inner"])
  }

  /// RACSerialDisposableSpec "should return the previous disposable if swapped one in".
  func testSwapInReturnsThePreviousDisposableUndisposed() {
    let events = LockedLog()
    let first = logging("first", events)
    let second = logging("second", events)
    let serial = RACSerialDisposable(disposable: first)

    let previous = serial.swapIn(second)

    XCTAssertTrue(previous === first)
    XCTAssertFalse(first.isDisposed)
    XCTAssertTrue(serial.disposable === second)

    serial.disposable = nil
    XCTAssertNil(serial.disposable)
    XCTAssertFalse(second.isDisposed)
    XCTAssertEqual(events.events, [])
  }

  /// RACSerialDisposableSpec "should dispose of the inner disposable if set after the serial
  /// disposable was disposed".
  func testSettingAfterDisposeDisposesTheNewDisposableAndKeepsNothing() {
    let events = LockedLog()
    let serial = RACSerialDisposable()
    serial.dispose()
    events.append("serial disposed")

    let late = logging("late", events)
    let previous = serial.swapIn(late)
    serial.disposable = logging("later", events)

    XCTAssertNil(previous)
    XCTAssertNil(serial.disposable)
    XCTAssertEqual(events.events, ["serial disposed", "dispose late", "dispose later"])
  }

  func testGetterIsNilAfterDispose() {
    let events = LockedLog()
    let serial = RACSerialDisposable()
    serial.disposable = logging("inner", events)
    XCTAssertNotNil(serial.disposable)

    serial.dispose()

    XCTAssertNil(serial.disposable)
    XCTAssertEqual(events.events, ["dispose inner"])
  }

  /// `+disposableWithBlock:` on the serial class (behaviour §4.5, last bullet): the block becomes
  /// the inner disposable; disposing that inner one runs the block but leaves the serial undisposed.
  func testInitWithBlockHoldsABlockDisposableAsItsInnerDisposable() {
    let events = LockedLog()
    let serial = RACSerialDisposable { events.append("block") }

    let inner = serial.disposable
    XCTAssertNotNil(inner)
    XCTAssertFalse(inner === serial)

    inner?.dispose()
    events.append("inner disposed, serial disposed: \(serial.isDisposed)")
    serial.dispose()
    events.append("serial disposed: \(serial.isDisposed)")

    XCTAssertEqual(
      events.events, ["block", "inner disposed, serial disposed: false", "serial disposed: true"])
  }

  func testDisposingTheSerialRunsTheBlockOfInitWithBlock() {
    let events = LockedLog()
    let serial = RACSerialDisposable { events.append("block") }
    serial.dispose()
    XCTAssertEqual(events.events, ["block"])
  }
}
